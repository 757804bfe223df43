/// Checks the colour pairs that must contrast, in every theme and appearance: a pair below its minimum is
/// a warning at the pair (an error under `--warnings-as-errors`) naming theme, appearance and ratio.
/// Apptentive style sheets get the guide's pairs built in: primary, secondary and failure on background.
struct ContrastCheck {
    var log = DiagnosticLog()
    /// The pairs below their minimum, in the order they are reported.
    private(set) var findings: [ContrastFinding] = []

    /// The guide asks that these "contrast well with the background colour"; ThemeGen reads that as WCAG
    /// AA: 4.5:1 for the primary (body text) and failure colours, 3:1 (large text) for the secondary
    /// colour, which the SDK's own default, #8E8E93 on white, meets at 3.26:1.
    static func apptentivePairs(at location: SourceLocation) -> [ContrastRequirement] {
        guard let background = ApptentiveStyleSheet.styleSheetKey(for: .background) else { return [] }
        let minimums: [(ApptentiveStyleSheet.BaseColor, Double)] = [(.primary, 4.5), (.secondary, 3), (.failure, 4.5)]
        return minimums.compactMap { base, minimum in
            ApptentiveStyleSheet.styleSheetKey(for: base).map { foreground in
                ContrastRequirement(
                    foreground: foreground, background: background, minimum: minimum, location: location,
                    origin: "the Apptentive guide asks the \(ApptentiveStyleSheet.themeGenKey(for: base)) color to contrast well with the background")
            }
        }
    }

    /// Checks `requirements` in every theme. A pair naming a colour no theme declares is an error; one
    /// naming a colour that is declared but broken (its error already reported) is not checked where it is
    /// broken, and adds no error of its own: it follows from the first.
    mutating func check(_ requirements: [ContrastRequirement], themes: [ResolvedTheme]) {
        // Most sets have no pairs at all: then nothing is hashed or looked up.
        let keys = requirements.isEmpty ? [] : Set(themes.flatMap { $0.keys(in: .colors).map(\.key) })
        var valid: [ContrastRequirement] = []
        for requirement in requirements {
            let unknown = [requirement.foreground, requirement.background].filter { !keys.contains($0) }
            for key in unknown {
                let hint = Suggestions.didYouMean(key, in: keys.sorted())
                log.error("the contrast pair names the color \(quoted: key), which no theme defines\(hint)", at: requirement.location)
            }
            if unknown.isEmpty { valid.append(requirement) }
        }
        for theme in themes {
            let pairs = valid + (theme.declaration.isStyleSheet ? Self.apptentivePairs(at: theme.declaration.location) : [])
            guard !pairs.isEmpty else { continue }
            let colors = Dictionary(theme.colors.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for requirement in pairs {
                guard let foreground = colors[requirement.foreground], let background = colors[requirement.background] else { continue }
                check(requirement, foreground, background, in: theme.declaration)
            }
        }
    }

    /// One pair in one theme, once for each distinct pair of colours (and backdrop) its appearances have.
    private mutating func check(_ requirement: ContrastRequirement, _ foreground: ThemeColor, _ background: ThemeColor, in theme: ThemeDeclaration) {
        var distinct: [(front: RGBA, back: RGBA, backdrop: RGBA?, appearances: [ColorAppearance])] = []
        for appearance in ColorAppearance.allCases {
            let front = appearance.color(of: foreground)
            let back = appearance.color(of: background)
            // The backdrop only shows through a translucent background.
            let backdrop = back.alpha < 1 ? appearance.backdrop : nil
            if let index = distinct.firstIndex(where: { $0.front == front && $0.back == back && $0.backdrop == backdrop }) {
                distinct[index].appearances.append(appearance)
            } else {
                distinct.append((front, back, backdrop, [appearance]))
            }
        }
        for colors in distinct {
            let ratio = Contrast.ratio(of: colors.front, on: colors.back, over: colors.appearances[0].backdrop)
            guard ratio < requirement.minimum else { continue }
            let finding = ContrastFinding(
                theme: theme.name, storedID: theme.storedID, appearances: colors.appearances,
                foreground: requirement.foreground, background: requirement.background,
                foregroundHex: colors.front.hex, backgroundHex: colors.back.hex,
                ratio: (ratio * 100).rounded(.down) / 100, minimum: requirement.minimum,
                location: requirement.location, origin: requirement.origin)
            findings.append(finding)
            log.warning(finding.message, at: requirement.location)
        }
    }
}
