// seed 004:L525-842, recommended (block L525-842, "## view state hoisting template")
// expects no-navigationview at 004:L561: contradicts 004:L182 "Use NavigationStack for iOS 16+": the template wraps its content in NavigationView
// ---
// Main View (Stateful) - equivalent to Android Screen with ViewModel
struct FeatureView: View {
    @StateObject private var viewModel: FeatureViewModel
    let onNavigateToDetail: (String) -> Void
    let onNavigateBack: () -> Void
    
    init(
        viewModel: FeatureViewModel,
        onNavigateToDetail: @escaping (String) -> Void,
        onNavigateBack: @escaping () -> Void
    ) {
        self._viewModel = StateObject(wrappedValue: viewModel)
        self.onNavigateToDetail = onNavigateToDetail
        self.onNavigateBack = onNavigateBack
    }
    
    var body: some View {
        FeatureContentView(
            viewState: viewModel.viewState,
            viewData: viewModel.viewData,
            onEvent: viewModel.handleEvent,
            onNavigateToDetail: onNavigateToDetail,
            onNavigateBack: onNavigateBack
        )
    }
}

// Stateless Content View
struct FeatureContentView: View {
    let viewState: FeatureViewState
    let viewData: FeatureViewData
    let onEvent: (FeatureViewModel.ViewEvent) -> Void
    let onNavigateToDetail: (String) -> Void
    let onNavigateBack: () -> Void
    
    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                // Search Bar
                SearchBarView(
                    text: viewData.searchQuery,
                    onTextChanged: { query in
                        onEvent(.searchQueryChanged(query))
                    }
                )
                .padding(.horizontal)
                
                // Filter Tabs
                FilterTabsView(
                    selectedFilter: viewData.filterType,
                    onFilterChanged: { filter in
                        onEvent(.filterChanged(filter))
                    }
                )
                
                // Content based on view state
                switch viewState {
                case .idle:
                    Spacer()
                    
                case .loading:
                    LoadingContentView()
                    
                case .success(let data):
                    if data.items.isEmpty {
                        EmptyContentView()
                    } else {
                        FeatureContentListView(
                            items: data.items,
                            selectedItem: data.selectedItem,
                            onItemTapped: { item in
                                onEvent(.itemTapped(item))
                                onNavigateToDetail(item.id)
                            },
                            onItemUpdate: { item in
                                onEvent(.updateItem(item))
                            },
                            onItemDelete: { itemId in
                                onEvent(.deleteItem(itemId))
                            }
                        )
                    }
                    
                case .error(let error):
                    ErrorContentView(
                        error: error,
                        onRetry: {
                            onEvent(.loadItems)
                        }
                    )
                }
            }
            .navigationTitle("Feature")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Back") {
                        onNavigateBack()
                    }
                }
            }
            .refreshable {
                onEvent(.refresh)
            }
            .alert("Confirm Action", isPresented: .constant(viewData.showDialog)) {
                Button("Confirm") {
                    onEvent(.showDialog(false))
                }
                Button("Cancel", role: .cancel) {
                    onEvent(.showDialog(false))
                }
            } message: {
                Text("Are you sure you want to perform this action?")
            }
        }
    }
}

// Supporting Views
struct SearchBarView: View {
    let text: String
    let onTextChanged: (String) -> Void
    
    var body: some View {
        HStack {
            Image(systemName: "magnifyingglass")
                .foregroundColor(.gray)
            
            TextField("Search items...", text: .constant(text))
                .onChange(of: text) { newValue in
                    onTextChanged(newValue)
                }
            
            if !text.isEmpty {
                Button(action: { onTextChanged("") }) {
                    Image(systemName: "xmark.circle.fill")
                        .foregroundColor(.gray)
                }
            }
        }
        .padding()
        .background(Color(.systemGray6))
        .cornerRadius(10)
    }
}

struct FilterTabsView: View {
    let selectedFilter: FilterType
    let onFilterChanged: (FilterType) -> Void
    
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 16) {
                ForEach(FilterType.allCases, id: \.self) { filter in
                    Button(action: { onFilterChanged(filter) }) {
                        Text(filter.rawValue)
                            .padding(.horizontal, 16)
                            .padding(.vertical, 8)
                            .background(
                                selectedFilter == filter ? Color.blue : Color.clear
                            )
                            .foregroundColor(
                                selectedFilter == filter ? .white : .primary
                            )
                            .cornerRadius(20)
                            .overlay(
                                RoundedRectangle(cornerRadius: 20)
                                    .stroke(Color.blue, lineWidth: 1)
                            )
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

struct LoadingContentView: View {
    var body: some View {
        VStack {
            Spacer()
            ProgressView("Loading...")
            Spacer()
        }
    }
}

struct EmptyContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(systemName: "tray")
                .font(.system(size: 60))
                .foregroundColor(.gray)
            Text("No items found")
                .font(.title2)
                .foregroundColor(.gray)
            Text("Try adjusting your search or filter criteria")
                .font(.body)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
            Spacer()
        }
        .padding()
    }
}

struct FeatureContentListView: View {
    let items: [FeatureItem]
    let selectedItem: FeatureItem?
    let onItemTapped: (FeatureItem) -> Void
    let onItemUpdate: (FeatureItem) -> Void
    let onItemDelete: (String) -> Void
    
    var body: some View {
        List(items) { item in
            FeatureItemRowView(
                item: item,
                isSelected: item == selectedItem,
                onTap: { onItemTapped(item) },
                onUpdate: { onItemUpdate(item) },
                onDelete: { onItemDelete(item.id) }
            )
        }
        .listStyle(PlainListStyle())
    }
}

struct FeatureItemRowView: View {
    let item: FeatureItem
    let isSelected: Bool
    let onTap: () -> Void
    let onUpdate: () -> Void
    let onDelete: () -> Void
    
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text(item.title)
                        .font(.headline)
                        .foregroundColor(.primary)
                    
                    Text(item.description)
                        .font(.body)
                        .foregroundColor(.secondary)
                        .lineLimit(2)
                }
                
                Spacer()
                
                VStack {
                    Button(action: onUpdate) {
                        Image(systemName: "pencil")
                            .foregroundColor(.blue)
                    }
                    .buttonStyle(BorderlessButtonStyle())
                    
                    Button(action: onDelete) {
                        Image(systemName: "trash")
                            .foregroundColor(.red)
                    }
                    .buttonStyle(BorderlessButtonStyle())
                }
            }
            
            HStack {
                Label(
                    item.isActive ? "Active" : "Inactive",
                    systemImage: item.isActive ? "checkmark.circle.fill" : "xmark.circle.fill"
                )
                .font(.caption)
                .foregroundColor(item.isActive ? .green : .red)
                
                Spacer()
                
                Text(item.createdAt, style: .date)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 12)
                .fill(isSelected ? Color.blue.opacity(0.1) : Color.clear)
                .strokeBorder(
                    isSelected ? Color.blue : Color.clear,
                    lineWidth: 2
                )
        )
        .onTapGesture(perform: onTap)
    }
}

struct ErrorContentView: View {
    let error: FeatureError
    let onRetry: () -> Void
    
    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(systemName: "exclamationmark.triangle")
                .font(.system(size: 60))
                .foregroundColor(.red)
            Text("Something went wrong")
                .font(.title2)
                .foregroundColor(.primary)
            Text(error.localizedDescription)
                .font(.body)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
            Button("Retry", action: onRetry)
                .buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding()
    }
}
