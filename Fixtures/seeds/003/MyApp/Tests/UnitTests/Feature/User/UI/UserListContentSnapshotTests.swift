// seed 003:L2524-2577, recommended (block L2524-2577, "### SwiftUI Preview Test")
// ---
import XCTest
import SwiftUI
@testable import MyApp

/**
 * SwiftUI スナップショットテスト
 */
final class UserListContentSnapshotTests: XCTestCase {

    func test_loadingState() {
        let view = UserListContent(
            uiState: UserListUiState(isLoading: true),
            onUserTap: { _ in },
            onRetryTap: {}
        )

        // スナップショットライブラリを使用して比較
        // assertSnapshot(matching: view, as: .image)
    }

    func test_contentState() {
        let view = UserListContent(
            uiState: UserListUiState(
                users: [
                    UserUiModel(
                        id: "1",
                        displayName: "Alice",
                        avatarUrl: nil,
                        formattedJoinDate: "2024/01/01"
                    )
                ]
            ),
            onUserTap: { _ in },
            onRetryTap: {}
        )

        // assertSnapshot(matching: view, as: .image)
    }

    func test_errorState() {
        let view = UserListContent(
            uiState: UserListUiState(
                error: UiError(
                    message: "エラーが発生しました",
                    action: .retry
                )
            ),
            onUserTap: { _ in },
            onRetryTap: {}
        )

        // assertSnapshot(matching: view, as: .image)
    }
}
