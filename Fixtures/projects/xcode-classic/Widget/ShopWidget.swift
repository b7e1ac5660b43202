import SwiftUI
import WidgetKit

struct ShopWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Shop", provider: Provider()) { _ in
            Text(Formatting.price(42))
        }
    }
}
