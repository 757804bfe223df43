#!/usr/bin/env python3
"""A new package's first `swift build` (debug, cold) by each way of adding ThemeGen, side by side.

    Tests/Benchmarks/consumer-build.py [--runs N]

The same package — one executable target with a theme file — built three ways, each from an empty
.build: with the plugin-only package around a prebuilt artifact bundle (release/make-artifact-bundle.sh
and make-plugin-package.sh, built once before the runs), with ThemeGen as a source dependency (this
checkout, by path: themegen compiles first) — both with ThemeGenKit, the runtime library the generated code
imports — and without any plugin (the same code with the generated file committed, its runtime
embedded). Prints each route's median and its ratio to the package without the plugin."""
import os
import shutil
import statistics
import subprocess

import measure

args = measure.comparison_arguments(runs=3)
work = measure.workdir()
THEMES = 'themes:\n  Light:\n    colors: { primary: "#112233" }\n  Dark:\n    colors: { primary: "#445566" }\n'
MAIN = 'print(ThemeID.allCases.map { "\\($0.displayName) \\($0.theme.colors.primary.light.hex)" }.joined(separator: ", "))\n'


def package(path, dependency, plugin):
    os.makedirs(os.path.join(path, "Sources", "App"))
    dependencies = f"[.package(path: \"{dependency[0]}\")]" if dependency else "[]"
    plugins = (f", dependencies: [.product(name: \"ThemeGenKit\", package: \"{dependency[1]}\")], "
               f"plugins: [.plugin(name: \"ThemeGenPlugin\", package: \"{dependency[1]}\")]") if plugin else ""
    with open(os.path.join(path, "Package.swift"), "w") as manifest:
        manifest.write("// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n"
                       f"    name: \"Consumer\",\n    dependencies: {dependencies},\n"
                       f"    targets: [.executableTarget(name: \"App\"{plugins})]\n)\n")
    with open(os.path.join(path, "Sources", "App", "main.swift"), "w") as main:
        main.write(MAIN)


try:
    themegen = measure.build_themegen()
    bundle = os.path.join(work, "bundle")
    subprocess.run(["bash", os.path.join(measure.ROOT, "release", "make-artifact-bundle.sh"), bundle, "--scratch-path", os.path.join(work, "scratch")],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    plugins = os.path.join(work, "ThemeGenPlugins")
    subprocess.run(["bash", os.path.join(measure.ROOT, "release", "make-plugin-package.sh"), plugins, "--local", os.path.join(bundle, "themegen.artifactbundle.zip")],
                   check=True, stdout=subprocess.DEVNULL)
    os.symlink(measure.ROOT, os.path.join(work, "ThemeGen"))

    routes = {
        "binary (plugin package)": (os.path.join(work, "binary"), ("../ThemeGenPlugins", "ThemeGenPlugins"), True),
        "source (ThemeGen by path)": (os.path.join(work, "source"), ("../ThemeGen", "ThemeGen"), True),
        "no plugin (file committed)": (os.path.join(work, "plain"), None, False),
    }
    for path, dependency, plugin in routes.values():
        package(path, dependency, plugin)
        if plugin:
            with open(os.path.join(path, "Sources", "App", "App.theme.yaml"), "w") as themes:
                themes.write(THEMES)
    themes_file = os.path.join(work, "App.theme.yaml")
    with open(themes_file, "w") as themes:
        themes.write(THEMES)
    subprocess.run([themegen, "generate", themes_file, "--runtime", "embedded",
                    "-o", os.path.join(routes["no plugin (file committed)"][0], "Sources", "App", "Themes.swift")], check=True, stderr=subprocess.DEVNULL)

    def clean(path):
        return lambda: shutil.rmtree(os.path.join(path, ".build"), ignore_errors=True)

    commands = [[clean(path), "swift", "build", "--package-path", path] for path, _, _ in routes.values()]
    results = measure.rounds(commands, args.runs)
    medians = [statistics.median(seconds for seconds, _ in result) for result in results]
    print(f"a new package's first swift build (debug, cold), {args.runs} rounds, medians:")
    for name, median in zip(routes, medians):
        print(f"  {name:28} {median:7.1f} s = {median / medians[-1]:5.2f} x without the plugin")
finally:
    measure.cleanup(work)
