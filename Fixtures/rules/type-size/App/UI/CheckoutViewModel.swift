final class CheckoutViewModel {
    var total = 0
    var discount = 0
    private(set) var status = ""
    private let cache = CartCache()

    init(pricing: Pricing, payments: Payments, shipping: Shipping) {}

    func pay() {}
    func cancel() {}
}

extension CheckoutViewModel {
    func applyCoupon() {}
    func removeCoupon() {}
}
