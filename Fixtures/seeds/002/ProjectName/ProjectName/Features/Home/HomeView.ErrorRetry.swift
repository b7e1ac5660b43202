// seed 002:L667-678, recommended (block L667-678, "### Error + Retry Pattern")
// fragment: statements of a view's body
// ---
if viewModel.isLoading {
    ProgressView()
} else if let error = viewModel.error {
    Text(error)
        .foregroundColor(.red)
    Button("Retry") {
        Task { await viewModel.fetchData() }
    }
    .buttonStyle(.borderedProminent)
} else if let data = viewModel.data {
    Text(data)
}
