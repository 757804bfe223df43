#!/usr/bin/env python3
"""`themegen generate` on each real token project in Tests/TokenProjects: median time and peak memory.

    Tests/Benchmarks/token-projects.py [--runs N] [--against REV]

The folders are the ones TokenProjectAcceptanceTests generate, given as a user gives them (the folder;
for design-system-ia its resolver, which must give the same figures). Each project is also measured
against the 100 x 500 budget's rule, 2 x its output + 24 MiB."""
import os

import measure

PROJECTS = [
    "compound/tokens", "design-system-ia/example", "design-system-ia/example/tokens.resolver.json",
    "designsystemet/design-tokens", "metamask/src/figma", "nve/tokens", "sds/scripts/tokens",
    "italia/tokens", "rei/tokens", "gestalt/packages/gestalt-design-tokens/tokens", "sage/data/tokens", "axa/tokens",
    "patternfly/packages/module/tokens/default/light", "bison/tokens",
]

args = measure.comparison_arguments(runs=7)
work = measure.workdir()
try:
    tools = measure.build_tools(args.against)
    root = os.path.join(measure.ROOT, "Tests", "TokenProjects")
    print(f"{'project':48} {'files':>5} {'input KiB':>9} {'output KiB':>10}  " + "  ".join(f"{name:>26}" for name in tools))
    for project in PROJECTS:
        path = os.path.join(root, project)
        files = [os.path.join(folder, name) for folder, _, names in os.walk(path) for name in names] if os.path.isdir(path) else [path]
        size = sum(os.path.getsize(file) for file in files) / 1024
        commands = []
        for index, tool in enumerate(tools.values()):
            commands.append([tool, "generate", path, "-o", os.path.join(work, f"out{index}.swift"), "--quiet"])
        results = measure.median_pairs(commands, args.runs)
        output = os.path.getsize(os.path.join(work, "out0.swift")) / 1024
        figures = "  ".join(f"{seconds * 1000:12.1f} ms {peak:6.1f} MiB" for seconds, peak in results)
        print(f"{project:48} {len(files):5} {size:9.0f} {output:10.0f}  {figures}  budget {2 * output / 1024 + 24:.1f} MiB")
finally:
    measure.cleanup(work)
