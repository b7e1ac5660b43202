import SwiftUI
import OSLog
import Core

@MainActor
final class AppCoordinator: Coordinator {
    @Published var navigationPath = NavigationPath()

    private let deepLinkParser: DeepLinkParser

    init(deepLinkParser: DeepLinkParser = DeepLinkParser()) {
        self.deepLinkParser = deepLinkParser
    }

    func navigate(to destination: AppDestination) {
        navigationPath.append(destination)
    }

    func goBack() {
        guard !navigationPath.isEmpty else {
            return
        }
        navigationPath.removeLast()
    }

    func popToRoot() {
        navigationPath = NavigationPath()
    }

    func handleDeepLink(_ url: URL) {
        guard let destination = deepLinkParser.destination(for: url) else {
            AppLogger.navigation.notice("Ignoring unsupported deep link \(url.absoluteString, privacy: .public)")
            return
        }
        popToRoot()
        if destination != .trips(.list) {
            navigate(to: destination)
        }
    }
}
