@preconcurrency import SwiftUI

struct Totals {}
