final class CartStore {
    var current = Cart(items: [])
    func render() -> String { String(describing: CartView.self) }
}
