#!/usr/bin/env bash
# Builds each sample's generated file (themes/, themes/Dark Mode.plist, Examples/DesignSystem and the
# token project in themes/tokens) as a library target with a file that uses every adapter, with
# xcodebuild for the destination given (.github/workflows/apple-platforms.yml). macOS only.
set -euo pipefail
destination="$1"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
swift build --package-path "$root" --product themegen
themegen="$(swift build --package-path "$root" --show-bin-path)/themegen"

generate() {
    local target="$1"; shift
    mkdir -p "$work/Sources/$target"
    (cd "$root" && "$themegen" generate --access public --output "$work/Sources/$target/Themes.swift" "$@")
    cat > "$work/Sources/$target/Use.swift" <<'SWIFT'
import SwiftUI
#if canImport(UIKit)
import UIKit
typealias PlatformColor = UIColor
typealias PlatformFont = UIFont
#else
import AppKit
typealias PlatformColor = NSColor
typealias PlatformFont = NSFont
#endif

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated func platformValues(of theme: Theme) -> [Any] {
    var values: [Any] = []
    for key in ColorKey.allCases {
        #if canImport(UIKit)
        values.append(theme.color(key).uiColor)
        #else
        values.append(theme.color(key).nsColor)
        #endif
        values.append(theme.color(key).color)
    }
    for key in FontKey.allCases {
        #if canImport(UIKit)
        values.append(theme.font(key).uiFont)
        #else
        values.append(theme.font(key).nsFont)
        #endif
        values.append(theme.font(key).font)
    }
    return values
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor func styled(_ view: AnyView, _ font: ThemeFont, _ selection: ThemeSelection) -> some View {
    view.themeFont(font).themeSelection(selection)
}
SWIFT
}

generate SampleThemes themes
generate ApptentiveDarkMode "themes/Dark Mode.plist"
generate DesignSystem Examples/DesignSystem/Acme.theme.yaml
generate Tokens --config themes/tokens/themegen.yml

cat > "$work/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let samples = ["SampleThemes", "ApptentiveDarkMode", "DesignSystem", "Tokens"]
let package = Package(
    name: "Samples",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [.library(name: "Samples", targets: samples)],
    targets: samples.map { .target(name: $0, swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]) },
    swiftLanguageModes: [.v6]
)
SWIFT
cd "$work"
xcodebuild build -scheme Samples -destination "$destination"
