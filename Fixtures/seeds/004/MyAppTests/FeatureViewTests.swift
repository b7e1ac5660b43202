// seed 004:L1629-1688, recommended (block L1629-1688, "### view test")
// ---
import XCTest
import SwiftUI
@testable import MyApp

final class FeatureViewTests: XCTestCase {
    
    func testFeatureContentView_LoadingState() {
        // Given
        let viewState: FeatureViewState = .loading
        let viewData = FeatureViewData()
        
        // Create the view
        let view = FeatureContentView(
            viewState: viewState,
            viewData: viewData,
            onEvent: { _ in },
            onNavigateToDetail: { _ in },
            onNavigateBack: { }
        )
        
        // Test would verify loading indicator is shown
        // Using ViewInspector or similar testing framework
    }
    
    func testFeatureContentView_SuccessState() {
        // Given
        let mockData = FeatureViewData.mock
        let viewState: FeatureViewState = .success(mockData)
        
        // Create the view
        let view = FeatureContentView(
            viewState: viewState,
            viewData: mockData,
            onEvent: { _ in },
            onNavigateToDetail: { _ in },
            onNavigateBack: { }
        )
        
        // Test would verify items are displayed
        // Using ViewInspector or similar testing framework
    }
    
    func testFeatureContentView_ErrorState() {
        // Given
        let viewState: FeatureViewState = .error(.networkError)
        let viewData = FeatureViewData()
        
        // Create the view
        let view = FeatureContentView(
            viewState: viewState,
            viewData: viewData,
            onEvent: { _ in },
            onNavigateToDetail: { _ in },
            onNavigateBack: { }
        )
        
        // Test would verify error message and retry button are shown
        // Using ViewInspector or similar testing framework
    }
}
