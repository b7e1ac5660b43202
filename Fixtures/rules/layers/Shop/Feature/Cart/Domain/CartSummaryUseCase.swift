final class CartSummaryUseCase {
    func execute(cart: Cart) -> CartUiModel {
        CartUiModel(title: "\(cart.items.count) items", cart: cart)
    }
}
