import SwiftUI

#Preview { ContentView() }
