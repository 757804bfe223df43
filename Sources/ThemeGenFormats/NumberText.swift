/// Numbers as the doc comments, descriptions and messages show them.
package nonisolated enum NumberText {
    /// `20`, `0.8`: a number, a whole number without a fraction.
    package static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// `23.8`, not `23.799999999999997`: a length in points, to 0.01 pt.
    package static func points(_ value: Double) -> String {
        plain((value * 100).rounded() / 100)
    }
}
