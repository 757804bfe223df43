#!/usr/bin/env python3
"""`themegen generate --check` when every value changed: the diff must stay bounded.

    Tests/Benchmarks/check-worst-case.py [--runs N] [--against REV]

Generates 50 themes x 200 colours (the compile-time benchmark's 10,000 values) into a file, then runs
`generate --check` against themes in which every colour differs, so that every table line of the file is
out of date. Prints the median time and the peak memory (targets: under 2 s and 100 MB), and the number
of lines of diff printed. With --against REV, the same for themegen built at REV, paired. Each run is
limited to 4 GiB of address space and 120 s; a run past either is reported as such."""
import os
import resource
import signal
import subprocess
import threading
import time

import measure

args = measure.comparison_arguments(runs=3)

work = measure.workdir()
try:
    tools = measure.build_tools(args.against)
    before = os.path.join(work, "before.yaml")
    after = os.path.join(work, "after.yaml")
    measure.make_themes(before, 50, 200)
    measure.make_themes(after, 50, 200, seed=7)
    outputs = {}
    for name, tool in tools.items():
        outputs[name] = os.path.join(work, f"Themes{len(outputs)}.swift")
        subprocess.run([tool, "generate", before, "-o", outputs[name]], check=True, capture_output=True)

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))

    def check(name, tool):
        """(seconds, peak MiB, lines printed), or a string saying which limit the run passed."""
        printed = os.path.join(work, "diff.txt")
        with open(printed, "w") as diff:
            start = time.perf_counter()
            process = subprocess.Popen([tool, "generate", after, "-o", outputs[name], "--check"], stdout=diff,
                                       stderr=subprocess.DEVNULL, preexec_fn=limit)
            timer = threading.Timer(120, process.kill)
            timer.start()
            _, status, usage = os.wait4(process.pid, 0)
            timer.cancel()
            process.returncode = os.waitstatus_to_exitcode(status)
        seconds = time.perf_counter() - start
        if process.returncode == -signal.SIGKILL and seconds >= 120:
            return "killed after 120 s"
        if process.returncode != 1:
            return f"failed with status {process.returncode} (4 GiB address-space limit)"
        return seconds, usage.ru_maxrss / 1024, sum(1 for _ in open(printed))

    lines = sum(1 for _ in open(outputs["this checkout"]))
    print(f"--check on a {lines:,}-line file whose 10,000 values all changed ({args.runs} runs, median time, largest peak)")
    for name, tool in tools.items():
        runs = [check(name, tool) for _ in range(args.runs)]
        failures = [run for run in runs if isinstance(run, str)]
        if failures:
            print(f"  {name:>14}: {failures[0]}")
            continue
        seconds = sorted(run[0] for run in runs)[len(runs) // 2]
        memory = max(run[1] for run in runs)
        print(f"  {name:>14}: {seconds:6.2f} s, peak {memory:6.1f} MiB, {runs[0][2]:,} lines of diff printed")
finally:
    measure.cleanup(work)
