#!/usr/bin/env python3
"""themegen's cold debug build — `swift build --product themegen` into an empty scratch folder, as a
package that adds ThemeGen from source first builds it — this checkout against another revision.

    python3 Tests/Benchmarks/cold-build.py [--runs N] [--against REV] [--slowest K]

The two builds alternate, N rounds (default 3), each from nothing; prints each one's median wall and CPU
seconds and the round-by-round ratio of this checkout to REV. With --slowest K, one more build of this
checkout with `-debug-time-function-bodies` prints the K function bodies that took longest to type-check
(each is reported once per frontend job that type-checks it; the longest time is shown)."""
import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import tempfile
import time

import measure


def cold_build(root, scratch, extra=()):
    """Builds themegen in `root` into an emptied `scratch`; (wall seconds, CPU seconds, output)."""
    shutil.rmtree(scratch, ignore_errors=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(["swift", "build", "--product", "themegen", "--scratch-path", scratch, *extra], cwd=root,
                            capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        raise SystemExit(f"the build in {root} failed:\n{result.stdout}{result.stderr}")
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime), result.stdout + result.stderr


parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=3)
parser.add_argument("--against")
parser.add_argument("--slowest", type=int, default=0)
args = parser.parse_args()
work = tempfile.mkdtemp(prefix="themegen-cold-")
try:
    roots = {"this checkout": measure.ROOT}
    if args.against:
        roots[args.against] = measure.checkout(args.against)
    figures = {name: [] for name in roots}
    for _ in range(args.runs):
        for name, root in roots.items():
            wall, cpu, _ = cold_build(root, os.path.join(work, "scratch"))
            figures[name].append((wall, cpu))
    for name, runs in figures.items():
        print(f"{name:>20}: wall {statistics.median(w for w, _ in runs):6.1f} s, cpu {statistics.median(c for _, c in runs):6.1f} s"
              f"  (walls {', '.join(f'{w:.1f}' for w, _ in runs)})")
    if args.against:
        print(f"{'ratio':>20}: wall {measure.round_ratios([w for w, _ in figures['this checkout']], [w for w, _ in figures[args.against]])}")
    if args.slowest:
        _, _, output = cold_build(measure.ROOT, os.path.join(work, "scratch"), ["-Xswiftc", "-Xfrontend", "-Xswiftc", "-debug-time-function-bodies"])
        longest = {}
        for milliseconds, place, what in re.findall(r"^(\d+\.\d+)ms\t(\S+)\t(.*)$", output, re.MULTILINE):
            longest[place] = max(longest.get(place, (0.0, what)), (float(milliseconds), what))
        for place, (milliseconds, what) in sorted(longest.items(), key=lambda item: -item[1][0])[:args.slowest]:
            print(f"{milliseconds:9.1f} ms  {os.path.relpath(place, measure.ROOT)}  {what.split('@')[0]}")
finally:
    shutil.rmtree(work, ignore_errors=True)
