import ArchlintProject

/// What an Xcode `productType` builds, as architecture rules see it.
enum XcodeProductType {
    private static let prefix = "com.apple.product-type."

    static func kind(of productType: String) -> ProjectTarget.Kind {
        guard productType.hasPrefix(prefix) else { return .other }
        let type = productType.dropFirst(prefix.count)
        // Apps, App Clips (`application.on-demand-install-capable`), watch apps (`application.watchapp2`,
        // `…watchapp2-container`) and iMessage apps (`application.messages`).
        if type == "application" || type.hasPrefix("application.") { return .app }
        // `app-extension` and its `.messages`, `.intents-service`… variants, ExtensionKit, watch and TV extensions.
        if type.hasPrefix("app-extension") || type == "extensionkit-extension" || type.hasPrefix("watchkit")
            || type == "tv-app-extension" || type == "xcode-extension"
        {
            return .appExtension
        }
        switch type {
        case "framework", "framework.static", "library.static", "library.dynamic": return .library
        case "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test": return .test
        case "tool": return .executable
        default: return .other
        }
    }
}
