/// Checks the colour pairs that must contrast, in every theme and appearance: a pair below its minimum is
/// a warning at the pair (an error under `--warnings-as-errors`) naming theme, appearance and ratio.
/// Apptentive style sheets get the guide's pairs built in: primary, secondary and failure on background.
struct ContrastCheck {
    /// The appearances, each with the backdrop a translucent background is composited over.
    static let appearances: [(name: String, color: @Sendable (ThemeColor) -> RGBA, backdrop: RGBA)] = [
        ("light", { $0.light }, RGBA(red: 1, green: 1, blue: 1)),
        ("dark", { $0.resolvedDark }, RGBA(red: 0, green: 0, blue: 0)),
        ("light high contrast", { $0.resolvedLightHighContrast }, RGBA(red: 1, green: 1, blue: 1)),
        ("dark high contrast", { $0.resolvedDarkHighContrast }, RGBA(red: 0, green: 0, blue: 0)),
    ]

    var log = DiagnosticLog()

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
                check(requirement, foreground, background, in: theme.declaration.name)
            }
        }
    }

    /// One pair in one theme, in each appearance whose colours differ from one already checked.
    private mutating func check(_ requirement: ContrastRequirement, _ foreground: ThemeColor, _ background: ThemeColor, in theme: String) {
        var checked: [(RGBA, RGBA, RGBA?)] = []
        for appearance in Self.appearances {
            let front = appearance.color(foreground)
            let back = appearance.color(background)
            // The backdrop only shows through a translucent background.
            let backdrop = back.alpha < 1 ? appearance.backdrop : nil
            guard !checked.contains(where: { $0 == front && $1 == back && $2 == backdrop }) else { continue }
            checked.append((front, back, backdrop))
            let ratio = Contrast.ratio(of: front, on: back, over: appearance.backdrop)
            guard ratio < requirement.minimum else { continue }
            let shown = NumberText.plain((ratio * 100).rounded(.down) / 100)
            let why = requirement.origin.map { " (\($0))" } ?? ""
            log.warning(
                "in theme \(quoted: theme) (\(appearance.name)), \(quoted: requirement.foreground) \(front.hex) on \(quoted: requirement.background) \(back.hex) "
                    + "has a contrast of \(shown):1, below the minimum of \(NumberText.plain(requirement.minimum)):1\(why)", at: requirement.location)
        }
    }
}
