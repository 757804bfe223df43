#!/usr/bin/env python3
"""Shared helpers for the benchmark scripts: build themegen (this checkout, or another revision for a
side-by-side comparison), run commands, and take wall time and peak resident memory of each run."""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def checkout(revision=None):
    """This checkout, or for a revision a temporary worktree of it (made once), so that before/after
    figures come from one run on one machine."""
    if not revision:
        return ROOT
    root = os.path.join(tempfile.gettempdir(), f"themegen-bench-{revision.replace('/', '_').replace('~', '_')}")
    if not os.path.exists(root):
        subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", root, revision], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return root


def build_themegen(revision=None):
    """Builds themegen in release mode and returns its path: this checkout's, or `revision`'s in a
    worktree (`checkout`)."""
    root = checkout(revision)
    subprocess.run(["swift", "build", "-c", "release", "--product", "themegen"], cwd=root, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "themegen")


def comparison_arguments(runs):
    """Parses the options every comparing script takes: --runs (default `runs`) and --against REV."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=runs)
    parser.add_argument("--against")
    return parser.parse_args()


def build_tools(against):
    """themegen for this checkout, and for revision `against` when given, by name."""
    tools = {"this checkout": build_themegen()}
    if against:
        tools[against] = build_themegen(against)
    return tools


def build_kit(root, work, optimize=True):
    """Builds ThemeGenKit (the runtime library of the checkout at `root`), and ThemeGenFormats before it where
    the checkout has it, as a package builds them, into a folder of `work`: returns the swiftc arguments that
    let a program import and link them, or none when the checkout has no such library (a revision from
    before it)."""
    if not os.path.isdir(os.path.join(root, "Sources", "ThemeGenKit")):
        return []
    output = os.path.join(work, f"kit-{abs(hash(root))}")
    os.makedirs(output, exist_ok=True)
    objects = []
    for module in ["ThemeGenFormats", "ThemeGenKit"]:
        sources = os.path.join(root, "Sources", module)
        if not os.path.isdir(sources):
            continue
        files = sorted(os.path.join(folder, name) for folder, _, names in os.walk(sources) for name in names if name.endswith(".swift"))
        objects.append(os.path.join(output, f"{module}.o"))
        subprocess.run(["swiftc"] + (["-O"] if optimize else []) + ["-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                        "-package-name", "themegen", "-I", output,
                        "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "MemberImportVisibility",
                        "-emit-module", "-emit-module-path", os.path.join(output, f"{module}.swiftmodule"),
                        "-c", "-o", objects[-1]] + files, check=True)
    return ["-I", output] + objects


def swift_build(path):
    """`swift build` (debug) of the package at `path`: (wall seconds, CPU seconds of the build and every
    process it ran)."""
    before = os.times()
    start = time.perf_counter()
    subprocess.run(["swift", "build", "--package-path", path], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = os.times()
    return wall, (after.children_user - before.children_user) + (after.children_system - before.children_system)


def build_floor(work):
    """Builds the libyaml floor program (libyaml-floor.c) with the C compiler."""
    output = os.path.join(work, "libyaml-floor")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], check=True, capture_output=True, text=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", output, os.path.join(ROOT, "Tests", "Benchmarks", "libyaml-floor.c")] + flags, check=True)
    return output


def run(command, expected_status=0):
    """Runs a command, which must exit with `expected_status`; returns (wall seconds, peak resident
    memory in MiB)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    errors = process.stderr.read().decode()
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != expected_status:
        sys.exit(f"{' '.join(command)} failed:\n{errors}")
    return elapsed, usage.ru_maxrss / 1024


def run_cpu(command):
    """Runs a command, which must succeed: (CPU seconds, user and system; peak resident MiB)."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    errors = process.stderr.read().decode()
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(command)} failed:\n{errors[:4000]}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def rounds(commands, runs):
    """Runs the commands in turn, `runs` rounds, so each sees the same machine; returns for each command
    its (seconds, peak MiB) round by round. A command whose first element is callable calls it first."""
    results = [[] for _ in commands]
    for _ in range(runs):
        for index, command in enumerate(commands):
            if callable(command[0]):
                command[0]()
                command = command[1:]
            results[index].append(run(command))
    return results


def median_pairs(commands, runs):
    """`rounds`, summed up: for each command (median seconds, largest peak MiB)."""
    return [(statistics.median(t for t, _ in result), max(m for _, m in result)) for result in rounds(commands, runs)]


def round_ratios(numerators, denominators):
    """The median of the rounds' ratios and their range: `0.091 (round by round 0.087 to 0.098)`."""
    ratios = sorted(n / d for n, d in zip(numerators, denominators))
    return f"{statistics.median(ratios):.3f} (round by round {ratios[0]:.3f} to {ratios[-1]:.3f})"


def make_themes(path, themes, keys, **extra):
    args = [sys.executable, os.path.join(ROOT, "Tests", "Benchmarks", "make-themes.py"), str(themes), str(keys), path]
    for name, value in extra.items():
        args += [f"--{name}"] if value is True else [f"--{name}", str(value)]
    subprocess.run(args, check=True)


def workdir():
    path = tempfile.mkdtemp(prefix="themegen-bench-")
    return path


def cleanup(path):
    shutil.rmtree(path, ignore_errors=True)
