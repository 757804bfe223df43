#!/usr/bin/env python3
"""How generation grows with the input: time and peak memory over two series.

    Tests/Benchmarks/scaling.py [--runs N] [--against REV]

1. Themes x colours: 10x100, 50x200, 100x500, 200x1000, 400x1000. For each, themegen's median time, its
   peak resident memory, and that memory against the budget of 2 x the output's size + 24 MiB.
2. One theme of 1k, 2k, 5k, 10k and 20k colours: median time, and the cost of each doubling.
With --against REV, the same for themegen built at REV, run paired with this checkout's."""
import os

import measure

args = measure.comparison_arguments(runs=5)

work = measure.workdir()
try:
    tools = measure.build_tools(args.against)
    out = os.path.join(work, "Themes.swift")

    def measure_size(themes, keys):
        source = os.path.join(work, f"{themes}x{keys}.yaml")
        measure.make_themes(source, themes, keys)
        commands = [[lambda: os.path.exists(out) and os.remove(out), tool, "generate", source, "-o", out]
                    for tool in tools.values()]
        results = measure.median_pairs(commands, args.runs)
        # The budget is this checkout's: its output, not the last run's.
        measure.run([tools["this checkout"], "generate", source, "-o", out])
        return os.path.getsize(out), results

    print(f"themes x colours ({args.runs} runs each, medians; budget = 2 x output + 24 MiB)")
    for themes, keys in ((10, 100), (50, 200), (100, 500), (200, 1000), (400, 1000)):
        size, results = measure_size(themes, keys)
        budget = 2 * size / 2**20 + 24
        for name, (seconds, memory) in zip(tools, results):
            verdict = "within" if memory <= budget else "OVER"
            print(f"  {themes:3} x {keys:4}  output {size / 2**20:6.2f} MiB  {name:>14}: {seconds * 1000:8.1f} ms,"
                  f" peak {memory:6.1f} MiB of {budget:6.1f} ({verdict})")

    print("one theme of N colours: time, and the cost of each doubling")
    previous = {}
    for keys in (1000, 2000, 5000, 10000, 20000):
        _, results = measure_size(1, keys)
        for name, (seconds, memory) in zip(tools, results):
            growth = ""
            if name in previous and previous[name][0] * 2 == keys:
                growth = f"= {seconds / previous[name][1]:.2f} x the time of {previous[name][0]:,}"
            print(f"  {keys:6,} {name:>14}: {seconds * 1000:8.1f} ms, peak {memory:6.1f} MiB {growth}")
            previous[name] = (keys, seconds)
finally:
    measure.cleanup(work)
