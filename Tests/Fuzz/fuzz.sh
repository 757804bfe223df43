#!/usr/bin/env bash
# Fuzzes ThemeGen with libFuzzer (see Tests/Fuzz/README.md).
#
# Usage: Tests/Fuzz/fuzz.sh [SECONDS] [TARGET ...]    (from anywhere; default 60 s each, every target)
# Targets: yaml plist apptentive pipeline tokens mustache json resolver diff renderers server catalog overrides (Harness.swift
# says
# what each feeds).
#
# Builds ThemeGenKit and ThemeGenCore, then one harness binary from the command's sources and Harness.swift,
# with `swiftc -sanitize=fuzzer,address`, then runs each target for SECONDS. Corpora grow in
# .build/fuzz/corpus/TARGET (seeded from themes/ and the test fixtures); an input that crashes, traps,
# leaks, runs out of memory (2 GB) or takes over 10 s lands in .build/fuzz/crashes/TARGET/ and the
# script exits 1 naming it. Reproduce one with:
#   THEMEGEN_FUZZ_TARGET=TARGET .build/fuzz/harness .build/fuzz/crashes/TARGET/crash-…
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(yaml plist apptentive pipeline tokens mustache json resolver diff renderers server catalog overrides); fi
work=.build/fuzz
mkdir -p "$work"

echo "Building the fuzz harness…"
# The libraries are built as the package builds them, as modules of their own (static libraries beside
# their .swiftmodule files), with the same sanitizers: ThemeGenFormats, then ThemeGenCore (with testing on,
# so the harness reaches its internals). The harness module holds the command's sources, for the language
# server, but for its top-level main.swift.
mapfile -t formats < <(find Sources/ThemeGenFormats -name '*.swift' | sort)
mapfile -t core < <(find Sources/ThemeGenCore -name '*.swift' | sort)
mapfile -t command < <(find -L Sources/themegen -name '*.swift' ! -path Sources/themegen/main.swift | sort)
library() {
    local name="$1"
    shift
    swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -module-name "$name" -package-name themegen -enable-testing -I Sources/CYAML -I "$work" \
        -emit-library -static -emit-module -emit-module-path "$work/$name.swiftmodule" "$@" -o "$work/lib$name.a"
}
# The linker's notes about the sanitizer's own symbols are noise: the log is shown only if the build fails.
if ! { library ThemeGenFormats "${formats[@]}" && library ThemeGenCore "${core[@]}" &&
    swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -module-name ThemeGenFuzz -I Sources/CYAML -I "$work" -L "$work" \
        -lThemeGenCore -lThemeGenFormats "${command[@]}" Tests/Fuzz/Harness.swift -o "$work/harness"; } > "$work/build.log" 2>&1; then
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
        server) cp Tests/Fuzz/seeds/server/* "$corpus/" ;;
        catalog) find themes Tests -path '*.colorset/Contents.json' | while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
        overrides) cp Tests/Fuzz/seeds/overrides/* "$corpus/" ;;
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
