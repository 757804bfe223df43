#!/usr/bin/env bash
# Writes the plugin-only package users add — ThemeGenPlugin and GenerateThemesCommand, the same plugins
# as this package's, whose tool is a prebuilt `themegen` from an artifact bundle — into a folder of its
# own, to be published as its own repository (a package is added by URL only from a repository's root):
#
#   release/make-plugin-package.sh OUTPUT_DIR --url URL --checksum CHECKSUM   a release's bundle
#   release/make-plugin-package.sh OUTPUT_DIR --local BUNDLE.zip               a local bundle, for tests
#
# The plugins' code is copied from Plugins/ (and Plugins/PluginsShared), where it is kept, and the runtime
# library the generated code imports from Sources/ThemeGenKit (with Sources/ThemeGenFormats, which it
# re-exports), so that apps depend on the same package.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
usage() { echo "usage: $0 OUTPUT_DIR (--url URL --checksum CHECKSUM | --local BUNDLE.zip)" >&2; exit 2; }
(($# >= 3)) || usage
output=$1
shift
case "$1" in
--url)
    (($# == 4)) && [[ "$3" == --checksum ]] || usage
    binary=".binaryTarget(name: \"themegen\", url: \"$2\", checksum: \"$4\")"
    ;;
--local)
    (($# == 2)) || usage
    [[ -f "$2" ]] || { echo "error: no such file: $2" >&2; exit 1; }
    binary='.binaryTarget(name: "themegen", path: "themegen.artifactbundle.zip")'
    ;;
*) usage ;;
esac

rm -rf "$output"
mkdir -p "$output/Plugins" "$output/Sources"
[[ "$1" == --local ]] && cp "$2" "$output/themegen.artifactbundle.zip"
for plugin in ThemeGenPlugin GenerateThemesCommand; do
    # -L: the plugins' shared files are a symbolic link here; the published package holds copies.
    cp -R -L "$root/Plugins/$plugin" "$output/Plugins/$plugin"
done
# The runtime the generated code imports, as source: apps build it with their own toolchain.
for module in ThemeGenFormats ThemeGenKit; do
    cp -R "$root/Sources/$module" "$output/Sources/$module"
done
cat > "$output/Package.swift" <<SWIFT
// swift-tools-version: 6.1
// Written by ThemeGen's release/make-plugin-package.sh: ThemeGen's plugins with a prebuilt themegen.
import PackageDescription

let package = Package(
    name: "ThemeGenPlugins",
    products: [
        .library(name: "ThemeGenKit", targets: ["ThemeGenKit"]),
        .plugin(name: "ThemeGenPlugin", targets: ["ThemeGenPlugin"]),
        .plugin(name: "GenerateThemesCommand", targets: ["GenerateThemesCommand"]),
    ],
    targets: [
        $binary,
        .target(
            name: "ThemeGenFormats",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility")]
        ),
        .target(
            name: "ThemeGenKit",
            dependencies: ["ThemeGenFormats"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility")]
        ),
        .plugin(
            name: "ThemeGenPlugin",
            capability: .buildTool(),
            dependencies: ["themegen"]
        ),
        .plugin(
            name: "GenerateThemesCommand",
            capability: .command(
                intent: .custom(verb: "generate-themes", description: "Write the generated themes into the package's sources"),
                permissions: [.writeToPackageDirectory(reason: "generate-themes writes each target's generated Swift file")]
            ),
            dependencies: ["themegen"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
echo "$output"
