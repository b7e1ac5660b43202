import ShopKit
import SwiftUI

struct CartView: View {
    let cart: Cart

    var body: some View {
        List(cart.items, id: \.name) { product in
            Text("\(product.name) \(Formatting.price(product.price))")
        }
    }
}
