#!/usr/bin/env python3
"""One package with a design system of N tokens (10,000 unless told otherwise), built with its generated
Swift as one file and as a split output (`themegen generate --split M`, 8 files unless told otherwise, as
the build plugin writes it), in alternating rounds.

    Tests/Benchmarks/split-build.py [--runs N] [--tokens N] [--member-files M] [--edits K]

The package is one executable target that depends on ThemeGenKit (this checkout, a path dependency); the
generated files are written into it by this checkout's themegen, as the build plugin would write them.
Each round builds each layout from an empty .build (`swift build`, debug), then K times edits one token
— a palette colour's first component, to a value whose 8-bit hex differs, so the doc comments that show
it change as a real edit does — generates again and builds. Prints the median wall and CPU time (user +
system of every process the build ran) of the clean builds and of the builds after an edit, and the
split layout's ratio to the one file's."""
import argparse
import json
import os
import shutil
import statistics
import subprocess

import measure
from design_system_project import write_project

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=3)
parser.add_argument("--tokens", type=int, default=10000)
parser.add_argument("--member-files", type=int, default=8)
parser.add_argument("--edits", type=int, default=2)
args = parser.parse_args()


work = measure.workdir()
try:
    themegen = measure.build_themegen()
    package = os.path.join(work, "package")
    app = os.path.join(package, "Sources", "App")
    project = os.path.join(work, "tokens")
    write_project(project, args.tokens)
    os.makedirs(app)
    with open(os.path.join(package, "Package.swift"), "w") as f:
        f.write("// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n"
                f"    name: \"Consumer\",\n    dependencies: [.package(path: \"{measure.ROOT}\")],\n"
                "    targets: [.executableTarget(name: \"App\", dependencies: [.product(name: \"ThemeGenKit\", "
                f"package: \"{os.path.basename(measure.ROOT)}\")])]\n)\n")
    with open(os.path.join(app, "main.swift"), "w") as f:
        f.write("print(ThemeID.default.theme.colors.palette.hue0.s100)\n")
    primitives = os.path.join(project, "primitives.tokens.json")
    layouts = {"one file": [], "split": ["--split", str(args.member_files)]}
    value = [0.05]

    def generate(layout):
        subprocess.run([themegen, "generate", project, "--output", os.path.join(app, "Themes.swift"), "--quiet"] + layouts[layout], check=True)

    def edit():
        # The next value 0.05 higher (wrapping): each lands on another 8-bit hex digit pair.
        value[0] = round(value[0] + 0.05, 2) if value[0] < 0.9 else 0.05
        with open(primitives) as f:
            text = f.read()
        old = json.loads(text)["palette"]["hue0"]["s100"]["$value"]["components"][0]
        with open(primitives, "w") as f:
            f.write(text.replace(f"{old}", f"{value[0]}", 1))

    results = {(layout, kind): [] for layout in layouts for kind in ("clean", "edit")}
    for round_index in range(args.runs):
        for layout in layouts:
            generate(layout)
            shutil.rmtree(os.path.join(package, ".build"), ignore_errors=True)
            results[layout, "clean"].append(measure.swift_build(package))
            for _ in range(args.edits):
                edit()
                generate(layout)
                results[layout, "edit"].append(measure.swift_build(package))
    print(f"{args.tokens} tokens, {args.runs} rounds, {args.edits} edits a round, split into {args.member_files} member files; medians (wall s / CPU s):")
    for kind, title in (("clean", "clean build"), ("edit", "after one token edit")):
        line = f"  {title:22}"
        for layout in layouts:
            wall = statistics.median(w for w, _ in results[layout, kind])
            cpu = statistics.median(c for _, c in results[layout, kind])
            line += f"  {layout}: {wall:6.1f} / {cpu:6.1f}"
        walls = statistics.median(s[0] / o[0] for s, o in zip(results["split", kind], results["one file", kind]))
        cpus = statistics.median(s[1] / o[1] for s, o in zip(results["split", kind], results["one file", kind]))
        print(line + f"  split / one file: wall {walls:.2f}, CPU {cpus:.2f}")
finally:
    measure.cleanup(work)
