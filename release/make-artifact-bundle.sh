#!/usr/bin/env bash
# Builds `themegen` for this host in release mode with the Swift standard library and libyaml linked
# statically, so the binary needs nothing but the C library, and lays it out as a SwiftPM artifact bundle:
#
#   release/make-artifact-bundle.sh [OUTPUT_DIR] [--scratch-path DIR]
#
# OUTPUT_DIR defaults to .build/artifactbundle; --scratch-path builds in DIR instead of .build (so a test
# can run it while `swift test` holds .build).
#
# writes OUTPUT_DIR/themegen.artifactbundle/ (info.json, schema 1.0, one variant: this host's triple),
# zips it as OUTPUT_DIR/themegen.artifactbundle.zip and prints its checksum as
# `swift package compute-checksum` computes it for a `binaryTarget(url:checksum:)`.
#
# Run it on each host a release ships for: Linux x86_64 (here), Linux aarch64, and macOS, where it builds
# a universal binary (arm64 and x86_64) and links libyaml from Homebrew's static library; then
# release/merge-artifact-bundles.sh makes the one bundle a release publishes, with every host's variant.
set -euo pipefail
cd "$(dirname "$0")/.."
output=.build/artifactbundle
scratch=()
while (($#)); do
    case "$1" in
    --scratch-path) scratch=(--scratch-path "$2"); shift 2 ;;
    *) output=$1; shift ;;
    esac
done
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ThemeGenCore/ThemeGenVersion.swift)
[[ -n "$version" ]] || { echo "error: no version in Sources/ThemeGenCore/ThemeGenVersion.swift" >&2; exit 1; }

# libyaml's static library alone in a folder, named by a yaml-0.1.pc of its own that SwiftPM finds first
# (PKG_CONFIG_PATH): the linker searches that folder before the system's, finds no shared libyaml there,
# and links the archive.
static_libs=$(mktemp -d)
trap 'rm -rf "$static_libs"' EXIT
use_static_libyaml() {
    cp "$1" "$static_libs/"
    cat > "$static_libs/yaml-0.1.pc" <<PC
Name: LibYAML
Description: libyaml, linked statically into themegen
Version: $(pkg-config --modversion yaml-0.1)
Cflags: $(pkg-config --cflags yaml-0.1)
Libs: -L$static_libs -lyaml
PC
    export PKG_CONFIG_PATH="$static_libs${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
}
case "$(uname -s)" in
Linux)
    archive=$(find /usr/lib /usr/local/lib -name libyaml.a 2>/dev/null | head -n 1)
    [[ -n "$archive" ]] || { echo "error: no libyaml.a; install libyaml-dev" >&2; exit 1; }
    use_static_libyaml "$archive"
    triple="$(uname -m)-unknown-linux-gnu"
    swift build -c release --product themegen --static-swift-stdlib ${scratch[@]+"${scratch[@]}"}
    binary="$(swift build -c release --show-bin-path ${scratch[@]+"${scratch[@]}"})/themegen"
    ;;
Darwin)
    archive="$(brew --prefix libyaml)/lib/libyaml.a"
    [[ -f "$archive" ]] || { echo "error: no $archive; brew install libyaml" >&2; exit 1; }
    use_static_libyaml "$archive"
    triple="universal-apple-macosx"
    swift build -c release --product themegen --arch arm64 --arch x86_64 ${scratch[@]+"${scratch[@]}"}
    binary="$(swift build -c release --arch arm64 --arch x86_64 --show-bin-path ${scratch[@]+"${scratch[@]}"})/themegen"
    ;;
*)
    echo "error: unsupported host $(uname -s)" >&2
    exit 1
    ;;
esac

bundle="$output/themegen.artifactbundle"
rm -rf "$bundle" "$output/themegen.artifactbundle.zip"
mkdir -p "$bundle/themegen-$version-$triple/bin"
cp "$binary" "$bundle/themegen-$version-$triple/bin/themegen"
if [[ "$triple" == universal-apple-macosx ]]; then
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
else
    triples="\"$triple\""
fi
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "themegen": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "themegen-$version-$triple/bin/themegen", "supportedTriples": [$triples] }
      ]
    }
  }
}
JSON
if [[ "$(uname -s)" == Linux ]] && ldd "$binary" | grep -q -e libyaml -e libswift -e libFoundation; then
    echo "error: $binary still links a shared libyaml or Swift runtime:" >&2
    ldd "$binary" >&2
    exit 1
fi
(cd "$output" && zip -q -r -X themegen.artifactbundle.zip themegen.artifactbundle)
echo "$output/themegen.artifactbundle.zip"
swift package compute-checksum "$output/themegen.artifactbundle.zip"
