#!/usr/bin/env python3
"""The compile cost of a design system's generated Swift against the same keys as plain `static let`s.

    Tests/Benchmarks/design-system.py [--runs N] [--tokens N ...] [--against REV] [--keep DIR]

A design system is one theme, light and dark, of thousands of tokens: a third values, two thirds
references (the shape of Style Dictionary's performance budget). For each size (2,000, 10,000 and
40,000 tokens unless told otherwise) this writes a DTCG project:
- primitives.tokens.json: the values, colour palettes (60 %), sizes (30 %), durations and numbers;
- light.tokens.json and dark.tokens.json, the appearance modifier's contexts: semantic colours, half
  the references, each aliasing a palette colour (another one in dark);
- components.tokens.json: the other half, component colours aliasing semantic ones and component sizes
  aliasing sizes;
and a resolver over them. themegen generates the Swift, and the baseline is the same keys as plain
`static let`s in one type, what Style Dictionary's Swift formats write and what a hand-written `Style`
looks like: `static let semanticRole0R1 = DynamicColor(light: Color(red: …), dark: Color(red: …))`,
`static let sizeScale0X1: CGFloat = 4`, values read from `themegen dump`.

Both files are compiled with `swiftc -c -swift-version 6 -parse-as-library` (the generated one against
ThemeGenKit, the runtime library, built once first and its compile time printed) in rounds, each file once a
round in turn, and the script prints each one's CPU time (user + system) and peak memory, medians over
the rounds, and the median of the rounds' ratios. With --against REV the file themegen at REV
generates is compiled in every round too. Generation itself is timed once per size (CPU, peak memory).
At 40,000 tokens the plain file is left out unless --plain-at-every-size: its compile grows faster than
its keys (minutes)."""
import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time

import measure
from design_system_project import write_plain, write_project

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=3)
parser.add_argument("--tokens", type=int, nargs="+", default=[2000, 10000, 40000])
parser.add_argument("--against", help="also compile the file themegen at this revision generates")
parser.add_argument("--keep", help="keep the projects and the Swift files in this folder")
parser.add_argument("--plain-at-every-size", action="store_true", help="compile the plain file at 40,000 tokens too")
args = parser.parse_args()


def lines(path):
    with open(path) as f:
        return sum(1 for _ in f)


work = measure.workdir()
try:
    tool = measure.build_themegen()
    other = measure.build_themegen(args.against) if args.against else None
    # The runtime library the generated code imports, built once as a debug build builds it (not part of
    # the generated file's figures: a package compiles it once, whatever its themes).
    start = resource.getrusage(resource.RUSAGE_CHILDREN)
    kit = {"generated": measure.build_kit(measure.ROOT, work, optimize=False)}
    end = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"ThemeGenKit: {end.ru_utime + end.ru_stime - start.ru_utime - start.ru_stime:.2f} s CPU to compile (once per build)")
    if other:
        kit[args.against] = measure.build_kit(measure.checkout(args.against), work, optimize=False)
    for tokens in args.tokens:
        project = os.path.join(work, f"tokens{tokens}")
        write_project(project, tokens)
        files = {"generated": os.path.join(work, f"Generated{tokens}.swift")}
        seconds, peak = measure.run_cpu([tool, "generate", project, "-o", files["generated"], "--quiet"])
        print(f"{tokens} tokens: generated in {seconds:.2f} s CPU, {peak:.0f} MiB; {lines(files['generated'])} lines")
        if other:
            files[args.against] = os.path.join(work, f"Against{tokens}.swift")
            measure.run_cpu([other, "generate", project, "-o", files[args.against], "--quiet"])
        if tokens < 40000 or args.plain_at_every_size:
            dump = json.loads(subprocess.run([tool, "dump", project], check=True, capture_output=True, text=True).stdout)
            files["plain"] = os.path.join(work, f"Plain{tokens}.swift")
            write_plain(dump, files["plain"])
        results = {name: [] for name in files}
        for _ in range(args.runs):
            for name, path in files.items():
                results[name].append(measure.run_cpu(["swiftc", "-c", "-swift-version", "6", "-parse-as-library", path, "-o", os.path.join(work, "out.o")]
                                           + kit.get(name, [])[:2]))
        for name, rounds in results.items():
            cpu = statistics.median(c for c, _ in rounds)
            memory = statistics.median(m for _, m in rounds)
            line = f"  {name:>10}: {cpu:7.2f} s CPU, {memory:6.0f} MiB ({lines(files[name])} lines)"
            if "plain" in results and name != "plain":
                ratios = sorted(c / p for (c, _), (p, _) in zip(rounds, results["plain"]))
                memories = sorted(m / p for (_, m), (_, p) in zip(rounds, results["plain"]))
                line += f"; / plain: CPU {statistics.median(ratios):.2f} ({ratios[0]:.2f}-{ratios[-1]:.2f}), memory {statistics.median(memories):.2f}"
            print(line, flush=True)
    if args.keep:
        shutil.copytree(work, args.keep, dirs_exist_ok=True)
finally:
    measure.cleanup(work)
