import SwiftUI

/// Navigation abstraction: a coordinator owns a `NavigationPath` of typed destinations.
@MainActor
protocol Coordinator: ObservableObject {
    associatedtype Destination: Hashable

    var navigationPath: NavigationPath { get set }

    func navigate(to destination: Destination)
    func goBack()
    func popToRoot()
}
