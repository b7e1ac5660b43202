import Foundation

/// Turned into a CartUiModel by the UI layer.
struct Cart {
    let items: [String]
    let note = "CartView shows this"
}
