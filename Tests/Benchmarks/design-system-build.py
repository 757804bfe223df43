#!/usr/bin/env python3
"""A package with a design system of N tokens (10,000 unless told otherwise), built with the build plugin,
against the same package with the same keys committed as a plain `static let` file.

    Tests/Benchmarks/design-system-build.py [--runs N] [--tokens N]

Two packages of one executable target that prints a token:
- plugin: the DTCG project (design_system_project.py) in the target, `ThemeGenPlugin` from the
  plugin-only package around a prebuilt artifact bundle (release/, built once before the runs, as a user
  gets it) and ThemeGenKit, which the generated code imports;
- plain: the same keys as `static let`s in a committed `Style.swift`, no dependency.
Each round builds each package from an empty .build (`swift build`, debug), then edits one token — a
palette colour's value in primitives.tokens.json, or the same colour in Style.swift — and builds again.
Prints each build's median wall time and CPU time (user + system of every process the build ran), and the
ratio of the plugin package's to the plain one's."""
import argparse
import json
import os
import shutil
import statistics
import subprocess

import measure
from design_system_project import write_plain, write_project

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=3)
parser.add_argument("--tokens", type=int, default=10000)
args = parser.parse_args()


def manifest(path, plugin):
    dependencies = '[.package(path: "../ThemeGenPlugins")]' if plugin else "[]"
    target = (
        '.executableTarget(name: "App", dependencies: [.product(name: "ThemeGenKit", package: "ThemeGenPlugins")], '
        'plugins: [.plugin(name: "ThemeGenPlugin", package: "ThemeGenPlugins")])'
        if plugin else '.executableTarget(name: "App")')
    with open(os.path.join(path, "Package.swift"), "w") as f:
        f.write("// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n"
                f"    name: \"Consumer\",\n    dependencies: {dependencies},\n    targets: [{target}]\n)\n")


work = measure.workdir()
try:
    themegen = measure.build_themegen()
    bundle = os.path.join(work, "bundle")
    subprocess.run(["bash", os.path.join(measure.ROOT, "release", "make-artifact-bundle.sh"), bundle, "--scratch-path", os.path.join(work, "scratch")],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["bash", os.path.join(measure.ROOT, "release", "make-plugin-package.sh"), os.path.join(work, "ThemeGenPlugins"), "--local",
                    os.path.join(bundle, "themegen.artifactbundle.zip")], check=True, stdout=subprocess.DEVNULL)

    plugin, plain = os.path.join(work, "plugin"), os.path.join(work, "plain")
    project = os.path.join(plugin, "Sources", "App", "Themes")
    write_project(project, args.tokens)
    os.makedirs(os.path.join(plain, "Sources", "App"))
    dump = json.loads(subprocess.run([themegen, "dump", project], check=True, capture_output=True, text=True).stdout)
    write_plain(dump, os.path.join(plain, "Sources", "App", "Style.swift"))
    manifest(plugin, True)
    manifest(plain, False)
    with open(os.path.join(plugin, "Sources", "App", "main.swift"), "w") as f:
        f.write("print(ThemeID.default.theme.colors.palette.hue0.s100)\n")
    with open(os.path.join(plain, "Sources", "App", "main.swift"), "w") as f:
        f.write("print(Style.paletteHue0S100)\n")
    primitives = os.path.join(project, "primitives.tokens.json")
    style = os.path.join(plain, "Sources", "App", "Style.swift")

    def edit(path, old, new):
        with open(path) as f:
            text = f.read()
        assert old in text, f"{old} is not in {path}"
        with open(path, "w") as f:
            f.write(text.replace(old, new, 1))

    results = {(name, kind): [] for name in ("plugin", "plain") for kind in ("clean", "edit")}
    for round in range(args.runs):
        for name, path in (("plugin", plugin), ("plain", plain)):
            shutil.rmtree(os.path.join(path, ".build"), ignore_errors=True)
            results[name, "clean"].append(measure.swift_build(path))
            # One token's value: the first palette colour, in the token file or in the plain file.
            if name == "plugin":
                old = json.load(open(primitives))["palette"]["hue0"]["s100"]["$value"]["components"][0]
                edit(primitives, f"{old}", f"{round / 1000 + 0.0001:.4f}")
            else:
                edit(style, "static let paletteHue0S100 = Color(red: ", f"static let paletteHue0S100 = Color(red: {round / 1000:.4f} + ")
            results[name, "edit"].append(measure.swift_build(path))
    print(f"{args.tokens} tokens, {args.runs} rounds, medians (wall s / CPU s):")
    for kind, title in (("clean", "clean build"), ("edit", "after one token edit")):
        line = f"  {title:22}"
        for name in ("plugin", "plain"):
            wall = statistics.median(w for w, _ in results[name, kind])
            cpu = statistics.median(c for _, c in results[name, kind])
            line += f"  {name}: {wall:6.1f} / {cpu:6.1f}"
        ratio = statistics.median(p[1] / q[1] for p, q in zip(results["plugin", kind], results["plain", kind]))
        print(line + f"  plugin / plain CPU: {ratio:.2f}")
finally:
    measure.cleanup(work)
