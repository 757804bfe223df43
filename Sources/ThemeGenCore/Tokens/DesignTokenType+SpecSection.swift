extension DesignTokenType {
    /// Whether DTCG 2025.10 defines the type (the others are Tokens Studio's).
    var isDTCG: Bool { Self.dtcgTypes.contains(self) }
}

extension SpecSection {
    /// The section of DTCG 2025.10 that defines values of `type`; the types section itself for a type
    /// it does not define.
    static func value(of type: DesignTokenType) -> SpecSection {
        switch type {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .opacity, .lineHeight, .text, .boolean, .composition, .asset: .types
        }
    }
}
