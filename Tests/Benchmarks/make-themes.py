#!/usr/bin/env python3
"""Writes a theme file for the benchmarks: THEMES themes of KEYS colours each, with random 32-bit colours
from a fixed seed, so every run and every machine measures the same input.

Usage: make-themes.py THEMES KEYS OUTPUT.yaml [--fonts N] [--numbers N] [--long-names] [--seed N]

Keys are named `color0`, `color1`, …; with --long-names, in the style of real design systems and of
Apptentive's style sheets (`surfaceBackgroundPrimaryColor0`, 30 characters and more), whose names are too
long for Swift's inline small strings.
"""
import argparse
import random

parser = argparse.ArgumentParser()
parser.add_argument("themes", type=int)
parser.add_argument("keys", type=int)
parser.add_argument("output")
parser.add_argument("--fonts", type=int, default=0)
parser.add_argument("--numbers", type=int, default=0)
parser.add_argument("--long-names", action="store_true")
parser.add_argument("--seed", type=int, default=2026, help="another seed gives other colours for the same keys")
args = parser.parse_args()

random.seed(args.seed)
with open(args.output, "w") as f:
    f.write("themes:\n")
    for t in range(args.themes):
        f.write(f"  Theme {t}:\n    colors:\n")
        for k in range(args.keys):
            name = f"surfaceBackgroundPrimaryColor{k}" if args.long_names else f"color{k}"
            f.write(f'      {name}: "#{random.getrandbits(32):08X}"\n')
        if args.fonts:
            f.write("    fonts:\n")
            for k in range(args.fonts):
                f.write(f"      font{k}: {{ weight: bold, size: {10 + (t + k) % 20} }}\n")
        if args.numbers:
            f.write("    numbers:\n")
            for k in range(args.numbers):
                f.write(f"      number{k}: {(t * k) % 97 / 4}\n")
