import SwiftUI

struct OrderView {}
