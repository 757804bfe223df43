#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeAppearance {
        /// Sets the theme's chrome on UIKit's appearance proxies — navigation bars and toolbars (standard,
        /// compact and both scroll-edge appearances, those from iOS 15), tab bars (standard and, from iOS 15,
        /// scroll-edge), table views and cells — and on `windows` (the tint), re-adding each window's views so
        /// that the proxies reach the views already on screen, and on iOS asking each root view controller to
        /// update the status bar. A setting the theme leaves out is reset to the platform's default, so
        /// switching themes leaves nothing of the one before. Pass the app's windows
        /// (`windowScene.windows`), on every change of the selection.
        @MainActor
        public func apply(to windows: [UIWindow]) {
            let navigation = UINavigationBarAppearance()
            navigation.configureWithDefaultBackground()
            navigation.backgroundColor = navigationBarBackground?.uiColor
            navigation.titleTextAttributes = Self.textAttributes(navigationBarTitle, navigationBarTitleFont)
            navigation.largeTitleTextAttributes = Self.textAttributes(navigationBarLargeTitle, navigationBarLargeTitleFont)
            navigation.buttonAppearance.normal.titleTextAttributes = Self.textAttributes(navigationBarButtons, nil)
            let navigationBar = UINavigationBar.appearance()
            navigationBar.standardAppearance = navigation
            navigationBar.compactAppearance = navigation
            navigationBar.scrollEdgeAppearance = navigation
            if #available(iOS 15.0, *) {
                navigationBar.compactScrollEdgeAppearance = navigation
            }
            navigationBar.tintColor = navigationBarButtons?.uiColor

            let tabs = UITabBarAppearance()
            tabs.configureWithDefaultBackground()
            tabs.backgroundColor = tabBarBackground?.uiColor
            for item in [tabs.stackedLayoutAppearance, tabs.inlineLayoutAppearance, tabs.compactInlineLayoutAppearance] {
                item.selected.iconColor = tabBarSelected?.uiColor
                item.selected.titleTextAttributes = Self.textAttributes(tabBarSelected, nil)
                item.normal.iconColor = tabBarUnselected?.uiColor
                item.normal.titleTextAttributes = Self.textAttributes(tabBarUnselected, nil)
            }
            let tabBar = UITabBar.appearance()
            tabBar.standardAppearance = tabs
            if #available(iOS 15.0, *) {
                tabBar.scrollEdgeAppearance = tabs
            }

            let toolbarAppearance = UIToolbarAppearance()
            toolbarAppearance.configureWithDefaultBackground()
            toolbarAppearance.backgroundColor = toolbarBackground?.uiColor
            toolbarAppearance.buttonAppearance.normal.titleTextAttributes = Self.textAttributes(toolbarButtons, nil)
            let toolbar = UIToolbar.appearance()
            toolbar.standardAppearance = toolbarAppearance
            toolbar.compactAppearance = toolbarAppearance
            if #available(iOS 15.0, *) {
                toolbar.scrollEdgeAppearance = toolbarAppearance
                toolbar.compactScrollEdgeAppearance = toolbarAppearance
            }
            toolbar.tintColor = toolbarButtons?.uiColor

            UITableView.appearance().backgroundColor = tableViewBackground?.uiColor
            UITableView.appearance().separatorColor = tableViewSeparator?.uiColor
            UITableViewCell.appearance().backgroundColor = cellBackground?.uiColor

            for window in windows {
                window.tintColor = tint?.uiColor
                for view in window.subviews {
                    view.removeFromSuperview()
                    window.addSubview(view)
                }
                #if os(iOS)
                    window.rootViewController?.setNeedsStatusBarAppearanceUpdate()
                #endif
            }
        }

        /// The style a root view controller returns from `preferredStatusBarStyle` (the app owns that
        /// override): the theme's, or `.default`.
        public var uiStatusBarStyle: UIStatusBarStyle {
            switch statusBarStyle {
            case .lightContent?: .lightContent
            case .darkContent?: .darkContent
            case .default?, nil: .default
            }
        }

        private static func textAttributes(_ color: ThemeColor?, _ font: ThemeFont?) -> [NSAttributedString.Key: Any] {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let color {
                attributes[.foregroundColor] = color.uiColor
            }
            if let font {
                attributes[.font] = font.uiFont
            }
            return attributes
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeSelectionOf where ID.Values: ThemeWithAppearance {
        /// Applies the selected theme's appearance to `scene`'s windows now, and again after every change of
        /// the selection, until the scene is gone or the returned task is cancelled.
        @MainActor
        @discardableResult
        public func applyAppearance(to scene: UIWindowScene) -> Task<Void, Never> {
            theme.appearance.apply(to: scene.windows)
            let changes = changes()
            return Task { @MainActor [weak scene] in
                for await id in changes {
                    guard let scene else { return }
                    id.theme.appearance.apply(to: scene.windows)
                }
            }
        }
    }
#endif
