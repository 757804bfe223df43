#!/usr/bin/env python3
"""Kills `themegen generate` at random moments, many inside its write window, and checks what is left.

    Tests/Fuzz/kill-during-write.py [--runs N]

Builds themegen (release), generates 200 themes x 1,000 colours (a 12 MB output, so writing takes a
while) once from one seed ("old"), then N times starts generating from another seed ("new") and sends
SIGKILL after a random delay in the last quarter of a run's time (where it renders and writes). After every kill the output must be exactly the
old file or exactly the new one, never a mix or a truncation. Temporary files of killed runs may remain
(nothing can delete a file when its writer is killed), but the next run must remove them: a final run
checks that no `.Themes.swift.themegen-*.tmp` file is left and the output is the new file."""
import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Benchmarks"))
import measure  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=40)
args = parser.parse_args()

themegen = measure.build_themegen()
work = tempfile.mkdtemp(prefix="themegen-kill-")
old_input, new_input = os.path.join(work, "old.yaml"), os.path.join(work, "new.yaml")
measure.make_themes(old_input, 200, 1000)
measure.make_themes(new_input, 200, 1000, seed=7)
output = os.path.join(work, "Themes.swift")


def generate(source):
    subprocess.run([themegen, "generate", source, "-o", output, "--quiet"], check=True)
    with open(output, "rb") as file:
        return file.read()


new = generate(new_input)
started = time.perf_counter()
old = generate(old_input)
full = time.perf_counter() - started

random.seed(2026)
outcomes = {"old": 0, "new": 0}
left = 0
for run in range(args.runs):
    process = subprocess.Popen([themegen, "generate", new_input, "-o", output, "--quiet"])
    time.sleep(random.uniform(0.75 * full, 1.05 * full))
    process.send_signal(signal.SIGKILL)
    process.wait()
    with open(output, "rb") as file:
        content = file.read()
    if content == old:
        outcomes["old"] += 1
    elif content == new:
        outcomes["new"] += 1
        generate(old_input)  # start the next kill from the old file again
    else:
        sys.exit(f"run {run}: the output is neither the old file nor the new one ({len(content)} bytes)")
    left = max(left, len([name for name in os.listdir(work) if name.endswith(".tmp")]))

final = generate(new_input)
leftovers = [name for name in os.listdir(work) if name.endswith(".tmp")]
print(f"{args.runs} kills within {full:.2f} s runs: output old {outcomes['old']} times, new {outcomes['new']} times, never partial;"
      f" at most {left} temporary file(s) left between runs, {len(leftovers)} after the next run")
measure.cleanup(work)
if leftovers or final != new:
    sys.exit(f"the next run left {leftovers} or did not write the new file")
