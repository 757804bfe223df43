#!/usr/bin/env python3
"""End-to-end generation against the libyaml floor, and 5,000 colours in one theme.

    Tests/Benchmarks/generation.py [--runs N] [--against REV]

1. 100 themes x 500 colours: `themegen generate` (release build) against a C program that reads the same
   file with libyaml's event API and writes as many bytes as themegen writes (libyaml-floor.c). Runs are
   paired and the medians compared: the ratio is themegen's time over the floor's. Also themegen's peak
   resident memory, against the output's size.
2. One theme of 5,000 colours: themegen's median time.
With --against REV, the same measurements for themegen built at REV, paired with this checkout's."""
import os

import measure

args = measure.comparison_arguments(runs=11)

work = measure.workdir()
try:
    tools = measure.build_tools(args.against)
    floor = measure.build_floor(work)

    big = os.path.join(work, "100x500.yaml")
    measure.make_themes(big, 100, 500)
    one = os.path.join(work, "1x5000.yaml")
    measure.make_themes(one, 1, 5000)

    out = os.path.join(work, "Themes.swift")
    first = next(iter(tools.values()))
    measure.run([first, "generate", big, "-o", out])
    size = os.path.getsize(out)

    def generate(tool, source):
        # A fresh output each run, so every run writes the whole file as the floor does.
        return [lambda: os.path.exists(out) and os.remove(out), tool, "generate", source, "-o", out]

    commands = [generate(tool, big) for tool in tools.values()] + [[floor, big, os.path.join(work, "floor.out"), str(size)]]
    results = measure.median_pairs(commands, args.runs)
    floor_time = results[-1][0]
    print(f"100 themes x 500 colours: {os.path.getsize(big) / 1024:.0f} KiB YAML -> {size / 1024:.0f} KiB Swift, {args.runs} paired runs, medians")
    print(f"  libyaml floor:            {floor_time * 1000:7.1f} ms")
    for (name, _), (seconds, memory) in zip(tools.items(), results):
        print(f"  themegen ({name}): {seconds * 1000:7.1f} ms = {seconds / floor_time:5.2f} x floor;"
              f" peak {memory:5.1f} MiB = 2 x output + {memory - 2 * size / 2**20:5.1f} MiB")
    if len(tools) == 2:
        print(f"  ratio (this / {args.against}): {results[0][0] / results[1][0]:.3f} in time, {results[0][1] / results[1][1]:.3f} in memory")

    results = measure.median_pairs([generate(tool, one) for tool in tools.values()], args.runs)
    print("1 theme x 5,000 colours:")
    for (name, _), (seconds, memory) in zip(tools.items(), results):
        print(f"  themegen ({name}): {seconds * 1000:7.1f} ms, peak {memory:5.1f} MiB")
    if len(results) == 2:
        print(f"  ratio (this / {args.against}): {results[0][0] / results[1][0]:.2f}")
finally:
    measure.cleanup(work)
