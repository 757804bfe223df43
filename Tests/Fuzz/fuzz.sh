#!/usr/bin/env bash
# Fuzzes ThemeGen with libFuzzer (see Tests/Fuzz/README.md).
#
# Usage: Tests/Fuzz/fuzz.sh [SECONDS] [TARGET ...]    (from anywhere; default 60 s each, every target)
# Targets: yaml plist apptentive pipeline tokens mustache json resolver diff renderers (Harness.swift says
# what each feeds).
#
# Builds ThemeGenKit, then one harness binary from ThemeGenCore's sources and Harness.swift, with
# `swiftc -sanitize=fuzzer,address`, then runs each target for SECONDS. Corpora grow in
# .build/fuzz/corpus/TARGET (seeded from themes/ and the test fixtures); an input that crashes, traps,
# leaks, runs out of memory (2 GB) or takes over 10 s lands in .build/fuzz/crashes/TARGET/ and the
# script exits 1 naming it. Reproduce one with:
#   THEMEGEN_FUZZ_TARGET=TARGET .build/fuzz/harness .build/fuzz/crashes/TARGET/crash-…
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(yaml plist apptentive pipeline tokens mustache json resolver diff renderers); fi
work=.build/fuzz
mkdir -p "$work"

echo "Building the fuzz harness…"
# ThemeGenCore imports the runtime library, so ThemeGenKit is built first as a module of its own (a static
# library beside its .swiftmodule), with the same sanitizers.
mapfile -t kit < <(find Sources/ThemeGenKit -name '*.swift' | sort)
mapfile -t sources < <(find Sources/ThemeGenCore -name '*.swift' | sort)
# The linker's notes about the sanitizer's own symbols are noise: the log is shown only if the build fails.
if ! swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -module-name ThemeGenKit \
    -emit-library -static -emit-module -emit-module-path "$work/ThemeGenKit.swiftmodule" \
    "${kit[@]}" -o "$work/libThemeGenKit.a" > "$work/build.log" 2>&1 ||
    ! swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -module-name ThemeGenFuzz -I Sources/CYAML \
        -I "$work" -L "$work" -lThemeGenKit \
        "${sources[@]}" Tests/Fuzz/Harness.swift -o "$work/harness" >> "$work/build.log" 2>&1; then
    cat "$work/build.log"
    exit 1
fi

seed() {
    local target="$1" corpus="$work/corpus/$1"
    mkdir -p "$corpus"
    case "$target" in
        yaml|pipeline) find themes Tests -name '*.yaml' -o -name '*.yml' | while read -r f; do cp "$f" "$corpus/"; done ;;
        plist|apptentive) find themes Tests -name '*.plist' | while read -r f; do cp "$f" "$corpus/"; done ;;
        tokens) find themes Tests/Fuzz/seeds -name '*.json' | while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
        mustache) cp Templates/*.mustache "$corpus/" ;;
        json) find themes Tests/Fuzz/seeds Tests/ThemeGenCoreTests/Fixtures/JSONTestSuite -name '*.json' | while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
        resolver) find themes Tests/Fuzz/seeds -name '*.resolver.json' | while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
        diff) for f in themes/*.yaml; do for g in themes/*.yaml; do cat "$f" <(printf '\0') "$g" > "$corpus/$(basename "$f")-$(basename "$g")"; done; done ;;
        renderers) find themes Tests -name '*.yaml' | while read -r f; do cp "$f" "$corpus/"; done ;;
    esac
}

failed=0
for target in "${targets[@]}"; do
    seed "$target"
    mkdir -p "$work/crashes/$target"
    echo "Fuzzing $target for $seconds s…"
    if ! THEMEGEN_FUZZ_TARGET="$target" LSAN_OPTIONS="suppressions=Tests/Fuzz/lsan.supp:print_suppressions=0" "$work/harness" "$work/corpus/$target" -max_total_time="$seconds" \
        -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$work/crashes/$target/" > "$work/$target.log" 2>&1; then
        echo "error: fuzzing $target found a failure; see $work/$target.log and $work/crashes/$target/"
        tail -n 40 "$work/$target.log"
        failed=1
    else
        grep -E "stat::number_of_executed_runs|cov:" "$work/$target.log" | tail -n 2
    fi
done
exit "$failed"
