import ProjectDescription

extension Settings {
    /// Every feature builds with `HARBOR`, and with mocks in Debug.
    public static let harbor: Settings = .settings(
        base: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) HARBOR"],
        configurations: [
            .debug(name: .debug, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": ["$(inherited)", "MOCKS"]]),
            .release(name: .release),
        ]
    )
}
