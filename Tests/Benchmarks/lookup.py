#!/usr/bin/env python3
"""Typed lookups against a dictionary: ns per lookup, and whether typed lookups allocate.

    Tests/Benchmarks/lookup.py [--runs N] [--lookups N] [--against REV]

Generates 8 themes x 500 colours with themegen (release build), compiles the generated file with
lookup/main.swift (`swiftc -O -wmo`, Swift 6, as `swift build -c release` does), and times LOOKUPS
lookups whose theme and key are chosen at run time (with ThemeGenKit, the runtime library, built with
`-O -wmo` as a module of its own, as a package builds it): `theme.color(key)` against a `[String: ThemeColor]`
per theme, each after its one-time setup (the first typed lookup reads the generated table; the
dictionaries are built from it) and an untimed pass over the picks. The setups are timed and printed
apart. Runs are paired; medians are compared. Then runs the typed lookups with lookup/malloc-count.c preloaded, for LOOKUPS and twice as
many: equal counts mean the lookups themselves allocate nothing. With --against REV, the same lookups
in the code themegen at REV generates, paired with this checkout's."""
import argparse
import os
import statistics
import subprocess

import measure

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=7)
parser.add_argument("--lookups", type=int, default=10_000_000)
parser.add_argument("--against")
args = parser.parse_args()

here = os.path.join(measure.ROOT, "Tests", "Benchmarks", "lookup")
work = measure.workdir()
try:
    tools = measure.build_tools(args.against)
    # Each checkout's runtime library, which its generated code imports (none before it was a library).
    kits = {name: measure.build_kit(measure.checkout(None if name == "this checkout" else args.against), work) for name in tools}
    styles = (("short key names (color0)", {}), ("long key names (surfaceBackgroundPrimaryColor0)", {"long-names": True}))
    programs = {}
    for style, extra in styles:
        themes = os.path.join(work, "themes.yaml")
        measure.make_themes(themes, 8, 500, **extra)
        for name, themegen in tools.items():
            generated = os.path.join(work, "Themes.swift")
            subprocess.run([themegen, "generate", themes, "-o", generated, "--quiet"], check=True)
            programs[style, name] = os.path.join(work, f"lookup{len(programs)}")
            subprocess.run(["swiftc", "-O", "-wmo", "-swift-version", "6", "-module-name", "Lookup",
                            os.path.join(here, "main.swift"), generated, "-o", programs[style, name]] + kits[name], check=True)

    def lookup(program, mode, lookups=args.lookups, environment=None):
        result = subprocess.run([program, mode, str(lookups)], check=True, capture_output=True, text=True,
                                env=environment)
        nanoseconds, checksum, setup = result.stdout.split()
        return float(nanoseconds), checksum, float(setup), result.stderr

    print(f"{args.lookups:,} lookups, 8 themes x 500 colours, {args.runs} paired runs, medians")
    for style, _ in styles:
        timings = {(name, mode): [] for name in tools for mode in ("typed", "dictionary")}
        setups = {run: [] for run in timings}
        checksums = set()
        for _ in range(args.runs):
            for name, mode in timings:
                nanoseconds, checksum, setup, _ = lookup(programs[style, name], mode)
                timings[name, mode].append(nanoseconds)
                setups[name, mode].append(setup)
                checksums.add(checksum)
        if len(checksums) != 1:
            raise SystemExit(f"typed and dictionary lookups found different colours: {checksums}")
        print(f"  {style}:")
        for name in tools:
            typed = statistics.median(timings[name, "typed"])
            dictionary = statistics.median(timings[name, "dictionary"])
            print(f"    {name}:")
            print(f"      theme.color(key):          {typed:6.2f} ns")
            print(f"      [String: ThemeColor][key]: {dictionary:6.2f} ns")
            pairs = sorted(d / t for t, d in zip(timings[name, "typed"], timings[name, "dictionary"]))
            print(f"      typed is {dictionary / typed:.1f} x faster (run by run: {pairs[0]:.1f} to {pairs[-1]:.1f} x)")
            print(f"      once: the first typed lookup (reads the table) {statistics.median(setups[name, 'typed']) / 1000:.2f} ms,"
                  f" building the dictionaries {statistics.median(setups[name, 'dictionary']) / 1000:.2f} ms")
        if args.against:
            this, other = (statistics.median(setups[name, "typed"]) for name in tools)
            print(f"    ratio (this / {args.against}): {this / other:.3f} in the first typed lookup")
    program = programs[styles[0][0], "this checkout"]

    shim = os.path.join(work, "malloc-count.so")
    subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", shim, os.path.join(here, "malloc-count.c")], check=True)
    environment = dict(os.environ, LD_PRELOAD=shim)
    counts = [lookup(program, "typed", lookups, environment)[3].strip() for lookups in (args.lookups, 2 * args.lookups)]
    verdict = "no allocation per lookup" if counts[0] == counts[1] else "ALLOCATES"
    print(f"  typed, {args.lookups:,} then {2 * args.lookups:,} lookups: {counts[0]} then {counts[1]}: {verdict}")
finally:
    measure.cleanup(work)
