@testable import App
import RecipesTesting
import XCTest

final class AppDependenciesTests: XCTestCase {
    func testOpeningARecipeIsLogged() {
        AppDependencies().open(RecipeFixtures.pancakes)
    }
}
