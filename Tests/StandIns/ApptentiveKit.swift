// Stand-in for ApptentiveKit, the Apptentive SDK from 6.0 (github.com/apptentive/apptentive-kit-ios,
// v6.10.0 at commit 58b6d1aa), which styles its screens through UIKit's appearance proxies and its own
// `UIColor` and `UIFont` properties and ignores style sheets. The generated code uses none of it: there
// its `applyToApptentive()` does nothing and says so. The declarations below are the ones that show
// why; each quotes its source line. iOS only, like the SDK.
import Foundation
import UIKit

/// Sources/ApptentiveKit/Apptentive.swift:19: `public class Apptentive: NSObject, EnvironmentDelegate, …`; iOS 13
/// is the package's deployment target from 6.5.0.
@available(iOS 13.0, *)
public class Apptentive: NSObject {
    /// Apptentive.swift:24: `@objc public static let shared = Apptentive()`.
    public static let shared = Apptentive()

    /// Apptentive+Compatibility.swift:317: `@available(*, deprecated, message: "Set style overrides defined in
    /// UIKit+Apptentive.swift extensions.") @objc public var styleSheet: Any? { get { nil } set {} }`.
    @available(*, deprecated, message: "Set style overrides defined in UIKit+Apptentive.swift extensions.")
    public var styleSheet: Any? {
        get { nil }
        set {}
    }
}
