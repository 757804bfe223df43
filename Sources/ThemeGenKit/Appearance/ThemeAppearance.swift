/// A theme's `appearance` settings: the standard chrome's colours and fonts and the status bar; `nil`
/// where the theme leaves the platform's default. `apply(to:)` sets them on UIKit's appearance proxies.
public nonisolated struct ThemeAppearance: Hashable, Sendable {
    /// The status bar's content, as `UIStatusBarStyle` names it.
    public enum StatusBar: String, Hashable, Sendable {
        case `default`, lightContent, darkContent
    }

    /// `appearance.tint`.
    public private(set) var tint: ThemeColor?
    /// `appearance.statusBar`.
    public private(set) var statusBarStyle: StatusBar?
    /// `appearance.navigationBar.background`.
    public private(set) var navigationBarBackground: ThemeColor?
    /// `appearance.navigationBar.title`.
    public private(set) var navigationBarTitle: ThemeColor?
    /// `appearance.navigationBar.titleFont`.
    public private(set) var navigationBarTitleFont: ThemeFont?
    /// `appearance.navigationBar.largeTitle`.
    public private(set) var navigationBarLargeTitle: ThemeColor?
    /// `appearance.navigationBar.largeTitleFont`.
    public private(set) var navigationBarLargeTitleFont: ThemeFont?
    /// `appearance.navigationBar.buttons`.
    public private(set) var navigationBarButtons: ThemeColor?
    /// `appearance.tabBar.background`.
    public private(set) var tabBarBackground: ThemeColor?
    /// `appearance.tabBar.selected`.
    public private(set) var tabBarSelected: ThemeColor?
    /// `appearance.tabBar.unselected`.
    public private(set) var tabBarUnselected: ThemeColor?
    /// `appearance.toolbar.background`.
    public private(set) var toolbarBackground: ThemeColor?
    /// `appearance.toolbar.buttons`.
    public private(set) var toolbarButtons: ThemeColor?
    /// `appearance.tableView.background`.
    public private(set) var tableViewBackground: ThemeColor?
    /// `appearance.tableView.separator`.
    public private(set) var tableViewSeparator: ThemeColor?
    /// `appearance.cell.background`.
    public private(set) var cellBackground: ThemeColor?

    /// The settings from a theme's rows of a generated appearance table: `SETTING VALUE`, colours and
    /// fonts as in their own tables.
    public init(rows: [TableEntry]) {
        for row in rows {
            switch row.text() {
            case "tint": tint = ThemeColor(tableEntry: row)
            case "statusBar": statusBarStyle = row.value()
            case "navigationBar.background": navigationBarBackground = ThemeColor(tableEntry: row)
            case "navigationBar.title": navigationBarTitle = ThemeColor(tableEntry: row)
            case "navigationBar.titleFont": navigationBarTitleFont = ThemeFont(tableEntry: row)
            case "navigationBar.largeTitle": navigationBarLargeTitle = ThemeColor(tableEntry: row)
            case "navigationBar.largeTitleFont": navigationBarLargeTitleFont = ThemeFont(tableEntry: row)
            case "navigationBar.buttons": navigationBarButtons = ThemeColor(tableEntry: row)
            case "tabBar.background": tabBarBackground = ThemeColor(tableEntry: row)
            case "tabBar.selected": tabBarSelected = ThemeColor(tableEntry: row)
            case "tabBar.unselected": tabBarUnselected = ThemeColor(tableEntry: row)
            case "toolbar.background": toolbarBackground = ThemeColor(tableEntry: row)
            case "toolbar.buttons": toolbarButtons = ThemeColor(tableEntry: row)
            case "tableView.background": tableViewBackground = ThemeColor(tableEntry: row)
            case "tableView.separator": tableViewSeparator = ThemeColor(tableEntry: row)
            case "cell.background": cellBackground = ThemeColor(tableEntry: row)
            default: row.damaged("an unknown appearance setting")
            }
        }
    }
}

/// A generated theme whose set has `appearance` sections.
public nonisolated protocol ThemeWithAppearance {
    /// The theme's `appearance` settings.
    var appearance: ThemeAppearance { get }
}
