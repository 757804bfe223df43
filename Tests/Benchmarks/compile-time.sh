#!/usr/bin/env bash
# Compile-time benchmark for generated code (see Tests/Benchmarks/README.md).
#
# Generates a theme set of 50 themes × 200 colours (10,000 values), runs `themegen generate` on it, and
# compiles the result with `swiftc -c` beside a baseline file holding the same 10,000 values as plain
# `static let` constants. Prints each compile's median wall time over RUNS runs and the ratio.
#
# Usage: Tests/Benchmarks/compile-time.sh [RUNS]   (from the package root; default 3 runs)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import random, sys
work = sys.argv[1]
random.seed(2026)
themes, keys = 50, 200
values = [[random.getrandbits(32) for _ in range(keys)] for _ in range(themes)]
with open(f"{work}/themes.yaml", "w") as f:
    f.write("themes:\n")
    for t in range(themes):
        f.write(f"  Theme {t}:\n    colors:\n")
        for k in range(keys):
            f.write(f'      color{k}: "#{values[t][k]:08X}"\n')
with open(f"{work}/Baseline.swift", "w") as f:
    f.write("struct ThemeColor: Sendable {\n    let red: Double, green: Double, blue: Double, alpha: Double\n}\n\n")
    f.write("enum Baseline {\n")
    for t in range(themes):
        for k in range(keys):
            v = values[t][k]
            r, g, b, a = [((v >> s) & 255) / 255 for s in (24, 16, 8, 0)]
            f.write(f"    static let theme{t}Color{k} = ThemeColor(red: {r!r}, green: {g!r}, blue: {b!r}, alpha: {a!r})\n")
    f.write("}\n")
PY

swift build -c release --product themegen >/dev/null
themegen="$(swift build -c release --show-bin-path)/themegen"
"$themegen" generate "$work/themes.yaml" --output "$work/Generated.swift"

median_compile() {
    local file="$1" times=()
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s.%N)
        swiftc -c -swift-version 6 -strict-concurrency=complete -parse-as-library "$file" -o "$work/out.o"
        end=$(date +%s.%N)
        times+=("$(python3 -c "print($end - $start)")")
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

generated=$(median_compile "$work/Generated.swift")
baseline=$(median_compile "$work/Baseline.swift")
printf 'values:    %d (50 themes x 200 colours)\n' 10000
printf 'generated: %6.2f s  (%s lines)\n' "$generated" "$(wc -l < "$work/Generated.swift")"
printf 'baseline:  %6.2f s  (%s lines of static let)\n' "$baseline" "$(wc -l < "$work/Baseline.swift")"
printf 'ratio:     %6.3f  (target: at most 0.1)\n' "$(python3 -c "print($generated / $baseline)")"
