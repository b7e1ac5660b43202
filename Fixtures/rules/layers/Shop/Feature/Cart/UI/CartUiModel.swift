struct CartUiModel {
    let title: String
    let cart: Cart
}
