#!/usr/bin/env bash
# Compile-time benchmark for generated code (see Tests/Benchmarks/README.md).
#
# Generates a theme set of 50 themes × 200 colours (10,000 values), runs `themegen generate` on it, and
# compiles the result with `swiftc -c` (against ThemeGenKit, the runtime library, built once first) beside a baseline file holding the same 10,000 values as plain
# `static let` constants. Runs RUNS rounds, each compiling every file once in turn, so that the machine's
# drift over the run reaches both sides of a ratio alike; prints each file's median wall time, and the
# median and range of the rounds' ratios.
#
# With KIND `mixed`, the 10,000 values are of every type instead: colours in nested groups (light and
# dark), fonts sized by dimensions, dimensions, insets, shadows, gradients, durations, booleans and
# strings; the baseline holds the same values as `static let`s of plain structs, Doubles, Bools and Strings.
#
# With REV, the file themegen at revision REV generates from the same themes is compiled in every round
# too, and its time and ratio are printed beside this checkout's (built as the other scripts' --against).
#
# Usage: Tests/Benchmarks/compile-time.sh [RUNS] [colours|mixed] [REV]   (from the package root; default 3, colours)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-3}"
kind="${2:-colours}"
against="${3:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" "$kind" <<'PY'
import random, sys
work, kind = sys.argv[1], sys.argv[2]
random.seed(2026)
themes = 50
base = []   # (Swift type, initializer) per value, for the baseline
with open(f"{work}/themes.yaml", "w") as f:
    f.write("themes:\n")
    for t in range(themes):
        f.write(f"  Theme {t}:\n")
        if kind == "colours":
            f.write("    colors:\n")
            for k in range(200):
                v = random.getrandbits(32)
                f.write(f'      color{k}: "#{v:08X}"\n')
                r, g, b, a = [((v >> s) & 255) / 255 for s in (24, 16, 8, 0)]
                base.append((f"theme{t}Color{k}", f"Color(red: {r!r}, green: {g!r}, blue: {b!r}, alpha: {a!r})"))
            continue
        # Every type: 100 colours in 10 nested groups, 20 fonts sized by dimensions, 30 dimensions,
        # 20 insets, 5 shadows, 5 gradients, 10 durations, 5 booleans and 5 strings: 200 values a theme.
        f.write("    colors:\n")
        for g in range(10):
            f.write(f"      group{g}:\n")
            for k in range(10):
                v = random.getrandbits(24)
                f.write(f'        color{k}: {{ light: "#{v:06X}", dark: "rgb({v & 255} {(v >> 8) & 255} {v >> 16})" }}\n')
                base.append((f"theme{t}Group{g}Color{k}", f"Color(red: {((v >> 16) & 255) / 255!r}, green: {((v >> 8) & 255) / 255!r}, blue: {(v & 255) / 255!r}, alpha: 1)"))
        f.write("    dimensions:\n")
        for k in range(30):
            f.write(f"      size{k}: {4 + k}px\n")
            base.append((f"theme{t}Size{k}", f"Double({4 + k})"))
        f.write("    fonts:\n")
        for k in range(20):
            f.write(f'      font{k}: {{ weight: {["regular", "medium", "semibold", "bold"][k % 4]}, size: "{{dimensions.size{k + 8}}}", textStyle: body }}\n')
            base.append((f"theme{t}Font{k}", f'Font(name: "system", weight: {k % 4}, size: {12 + k})'))
        f.write("    insets:\n")
        for k in range(20):
            f.write(f'      inset{k}: "{k} {k + 4}"\n')
            base.append((f"theme{t}Inset{k}", f"Insets(top: {k}, leading: {k + 4}, bottom: {k}, trailing: {k + 4})"))
        f.write("    durations:\n")
        for k in range(10):
            f.write(f"      motion{k}: {100 + 10 * k}ms\n")
            base.append((f"theme{t}Motion{k}", f"Double({(100 + 10 * k) / 1000!r})"))
        f.write("    shadows:\n")
        for k in range(5):
            f.write(f'      shadow{k}: {{ color: "#0000003D", y: {k + 1}, blur: {2 * k + 2} }}\n')
            base.append((f"theme{t}Shadow{k}", f"Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.24), x: 0, y: {k + 1}, blur: {2 * k + 2}, spread: 0)"))
        f.write("    gradients:\n")
        for k in range(5):
            v = random.getrandbits(24)
            f.write(f'      gradient{k}: {{ angle: {45 * k}, stops: ["#{v:06X}", "#FFFFFF"] }}\n')
            base.append((f"theme{t}Gradient{k}", f"Gradient(angle: {45 * k}, stops: [Color(red: {((v >> 16) & 255) / 255!r}, green: {((v >> 8) & 255) / 255!r}, blue: {(v & 255) / 255!r}, alpha: 1), Color(red: 1, green: 1, blue: 1, alpha: 1)])"))
        f.write("    booleans:\n")
        for k in range(5):
            f.write(f"      flag{k}: {'true' if (t + k) % 2 else 'false'}\n")
            base.append((f"theme{t}Flag{k}", "true" if (t + k) % 2 else "false"))
        f.write("    strings:\n")
        for k in range(5):
            f.write(f'      text{k}: "Theme {t} text {k}"\n')
            base.append((f"theme{t}Text{k}", f'"Theme {t} text {k}"'))
with open(f"{work}/Baseline.swift", "w") as f:
    f.write("struct Color: Sendable {\n    let red: Double, green: Double, blue: Double, alpha: Double\n}\n")
    f.write("struct Font: Sendable {\n    let name: String, weight: Int, size: Double\n}\n")
    f.write("struct Insets: Sendable {\n    let top: Double, leading: Double, bottom: Double, trailing: Double\n}\n")
    f.write("struct Shadow: Sendable {\n    let color: Color, x: Double, y: Double, blur: Double, spread: Double\n}\n")
    f.write("struct Gradient: Sendable {\n    let angle: Double, stops: [Color]\n}\n\n")
    f.write("enum Baseline {\n")
    for name, value in base:
        f.write(f"    static let {name} = {value}\n")
    f.write("}\n")
print(len(base), file=open(f"{work}/count", "w"))
PY

swift build -c release --product themegen >/dev/null
themegen="$(swift build -c release --show-bin-path)/themegen"
"$themegen" generate "$work/themes.yaml" --output "$work/Generated.swift"

printf 'values:    %d (50 themes x 200 %s), %d rounds\n' "$(cat "$work/count")" "$kind" "$runs"
python3 - "$work" "$runs" "$against" <<'PY'
import os, statistics, sys
sys.path.insert(0, os.path.join("Tests", "Benchmarks"))
import measure
work, runs, against = sys.argv[1], int(sys.argv[2]), sys.argv[3]
files = ["Generated", "Baseline"]
# The runtime library the generated code imports, built once, as a package builds it (none for a
# revision from before it was a library).
kits = {"Generated": measure.build_kit(measure.ROOT, work, optimize=False)[:2], "Baseline": []}
if against:
    generate = [measure.build_themegen(against), "generate", f"{work}/themes.yaml", "--output", f"{work}/Against.swift", "--quiet"]
    measure.run(generate)
    files.append("Against")
    kits["Against"] = measure.build_kit(measure.checkout(against), work, optimize=False)[:2]
compiles = [["swiftc", "-c", "-swift-version", "6", "-strict-concurrency=complete", "-parse-as-library", f"{work}/{name}.swift",
             "-o", f"{work}/out.o"] + kits[name] for name in files]
seconds = {name: [t for t, _ in result] for name, result in zip(files, measure.rounds(compiles, runs))}
def lines(name):
    return sum(1 for _ in open(os.path.join(work, f"{name}.swift")))
generated, baseline = seconds["Generated"], seconds["Baseline"]
print(f"generated: {statistics.median(generated):6.2f} s  ({lines('Generated')} lines)")
print(f"baseline:  {statistics.median(baseline):6.2f} s  ({lines('Baseline')} lines of static let)")
print(f"ratio:     {measure.round_ratios(generated, baseline)}  (target: at most 0.1)")
if against:
    other = seconds["Against"]
    print(f"{against}: {statistics.median(other):6.2f} s  ({lines('Against')} lines), ratio {measure.round_ratios(other, baseline)}")
    print(f"this / {against}: {measure.round_ratios(generated, other)}")
PY
