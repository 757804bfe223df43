#!/usr/bin/env python3
"""A DTCG token project of 5,000 tokens in 4 appearance contexts against the libyaml floor.

    Tests/Benchmarks/tokens.py [--runs N] [--tokens N] [--keep DIR] [--against REV]

Writes a resolver whose `appearance` modifier has the contexts light, dark, lightHighContrast and
darkHighContrast, each a token file of N colour tokens (srgb objects, 50 to a group, a tenth of them
aliases), plus a primitives file of N/5 dimensions and N/10 typography tokens aliasing them. themegen
generates one theme whose colours have four variants. The floor is libyaml-floor.c reading the same
JSON (all files as one document) and writing as many bytes as themegen writes; themegen's peak memory is
compared with 2 x its output + 24 MiB, the performance issue's budget. With --against REV, themegen built
at REV runs paired with this checkout's."""
import argparse
import json
import os
import random
import shutil

import measure

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=7)
parser.add_argument("--tokens", type=int, default=5000)
parser.add_argument("--keep", help="also copy the token project to this folder (for profiling)")
parser.add_argument("--against", help="also measure themegen built at this revision, paired")
args = parser.parse_args()

work = measure.workdir()
try:
    tools = measure.build_tools(args.against)
    tool = next(iter(tools.values()))
    floor = measure.build_floor(work)
    project = os.path.join(work, "tokens")
    os.makedirs(project)
    random.seed(2026)
    documents = {}

    def color():
        return {"colorSpace": "srgb", "components": [round(random.random(), 4) for _ in range(3)]}

    contexts = ["light", "dark", "lightHighContrast", "darkHighContrast"]
    for context in contexts:
        groups = {}
        for index in range(args.tokens):
            group = groups.setdefault(f"group{index // 50}", {"$type": "color"})
            if index % 10 == 9:
                group[f"token{index % 50}"] = {"$value": f"{{color.group{index // 50}.token{index % 50 - 1}}}"}
            else:
                group[f"token{index % 50}"] = {"$value": color()}
        documents[f"{context}.tokens.json"] = {"color": groups}
    dimensions = {f"size{k}": {"$value": {"value": 4 + k % 60, "unit": "px"}} for k in range(args.tokens // 5)}
    typography = {f"style{k}": {"$value": {"fontFamily": ["Inter", "system-ui"], "fontSize": f"{{space.size{k}}}",
                                           "fontWeight": 400 + 100 * (k % 4), "letterSpacing": {"value": 0, "unit": "px"},
                                           "lineHeight": 1.4}} for k in range(args.tokens // 10)}
    documents["primitives.tokens.json"] = {"space": {"$type": "dimension", **dimensions}, "typography": {"$type": "typography", **typography}}
    documents["design.resolver.json"] = {
        "version": "2025.10",
        "sets": {"primitives": {"sources": [{"$ref": "primitives.tokens.json"}]}},
        "modifiers": {"appearance": {"contexts": {c: [{"$ref": f"{c}.tokens.json"}] for c in contexts}, "default": "light"}},
        "resolutionOrder": [{"$ref": "#/sets/primitives"}, {"$ref": "#/modifiers/appearance"}],
    }
    for name, document in documents.items():
        with open(os.path.join(project, name), "w") as f:
            json.dump(document, f, indent=2)
    if args.keep:
        shutil.copytree(project, args.keep, dirs_exist_ok=True)
    combined = os.path.join(work, "combined.json")
    with open(combined, "w") as f:
        json.dump(documents, f, indent=2)

    out = os.path.join(work, "Themes.swift")
    measure.run([tool, "generate", project, "-o", out])
    size = os.path.getsize(out)
    input_bytes = sum(os.path.getsize(os.path.join(project, name)) for name in documents)
    commands = [[lambda: os.path.exists(out) and os.remove(out), candidate, "generate", project, "-o", out] for candidate in tools.values()]
    commands.append([floor, combined, os.path.join(work, "floor.out"), str(size)])
    results = measure.median_pairs(commands, args.runs)
    floor_time = results[-1][0]
    print(f"{args.tokens} colour tokens x {len(contexts)} contexts (+ {args.tokens // 5} dimensions, {args.tokens // 10} typography):"
          f" {input_bytes / 1024:.0f} KiB JSON -> {size / 1024:.0f} KiB Swift, {args.runs} paired runs, medians")
    print(f"  libyaml floor:  {floor_time * 1000:7.1f} ms")
    for (name, _), (seconds, memory) in zip(tools.items(), results):
        print(f"  themegen ({name}): {seconds * 1000:7.1f} ms = {seconds / floor_time:5.2f} x floor;"
              f" peak {memory:5.1f} MiB = 2 x output + {memory - 2 * size / 2**20:5.1f} MiB (budget: + 24 MiB)")
    if len(tools) == 2:
        print(f"  ratio (this / {args.against}): {results[0][0] / results[1][0]:.3f} in time, {results[0][1] / results[1][1]:.3f} in memory")
finally:
    measure.cleanup(work)
