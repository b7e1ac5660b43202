import Foundation
#if canImport(UIKit)
import UIKit
#endif

// import SwiftUI  -- never here
struct Order {
    let note = "import SwiftData"
}
