/// The standard UIKit chrome a theme's `appearance` section styles: each setting's name in theme files
/// (`navigationBar.background`), the generated property's name and the kind of value it takes. The one
/// list the decoder, the resolution, the tables and the generated `ThemeAppearance` share.
public enum AppearanceSetting: String, CaseIterable, Sendable, Hashable {
    case tint
    case statusBar
    case navigationBarBackground = "navigationBar.background"
    case navigationBarTitle = "navigationBar.title"
    case navigationBarTitleFont = "navigationBar.titleFont"
    case navigationBarLargeTitle = "navigationBar.largeTitle"
    case navigationBarLargeTitleFont = "navigationBar.largeTitleFont"
    case navigationBarButtons = "navigationBar.buttons"
    case tabBarBackground = "tabBar.background"
    case tabBarSelected = "tabBar.selected"
    case tabBarUnselected = "tabBar.unselected"
    case toolbarBackground = "toolbar.background"
    case toolbarButtons = "toolbar.buttons"
    case tableViewBackground = "tableView.background"
    case tableViewSeparator = "tableView.separator"
    case cellBackground = "cell.background"

    /// What a setting takes.
    public enum Kind: Sendable {
        case color, font, statusBarStyle
    }

    public var kind: Kind {
        switch self {
        case .statusBar: .statusBarStyle
        case .navigationBarTitleFont, .navigationBarLargeTitleFont: .font
        default: .color
        }
    }

    /// The generated property's name: `navigationBarBackground`, `statusBarStyle`.
    public var propertyName: String {
        self == .statusBar ? "statusBarStyle" : "\(self)"
    }

    /// The section's keys: a setting of its own (`tint`) or a target whose fields are settings.
    static var sectionKeys: [String] {
        var keys: [String] = []
        for setting in allCases {
            let target = String(setting.rawValue.split(separator: ".").first ?? "")
            if !keys.contains(target) { keys.append(target) }
        }
        return keys
    }

    /// The fields of `target` (`navigationBar` → `background`, `title`, …), empty for a setting of its own.
    static func fields(of target: String) -> [String] {
        allCases.compactMap { setting in
            let parts = setting.rawValue.split(separator: ".")
            return parts.count == 2 && parts[0] == target ? String(parts[1]) : nil
        }
    }
}

/// The status bar's content, as UIKit's `UIStatusBarStyle` names it.
public enum StatusBarAppearance: String, CaseIterable, Sendable, Hashable {
    case `default`, lightContent, darkContent
}

/// A theme's resolved `appearance` settings; a setting it leaves out is the platform's default.
public struct ThemeAppearance: Sendable, Hashable {
    public var colors: [AppearanceSetting: ThemeColor] = [:]
    public var fonts: [AppearanceSetting: ThemeFont] = [:]
    public var statusBar: StatusBarAppearance?

    public init() {}

    /// Whether the theme sets nothing.
    public var isEmpty: Bool { colors.isEmpty && fonts.isEmpty && statusBar == nil }
}
