import SwiftUI

public struct BannerView: View {
    let title: String

    public init(title: String) {
        self.title = title
    }

    public var body: some View { Text(title) }
}
