import SwiftUI

struct BookListView: View {
    @State var viewModel: BookListViewModel
    var style: BookRowStyle = .regular

    var body: some View {
        List(viewModel.books) { book in
            Text(book.title)
        }
        .task { await viewModel.load() }
    }
}
