// Written by Tuist beside the project: the bundle accessor of BerthsFeature's resources.
import Foundation

extension Bundle {
    static let berthsFeature = Bundle.main
}
