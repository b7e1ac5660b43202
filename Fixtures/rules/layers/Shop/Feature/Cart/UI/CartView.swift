import SwiftUI

struct CartView: View {
    let model: CartUiModel
    var body: some View { Text(model.title) }
}
