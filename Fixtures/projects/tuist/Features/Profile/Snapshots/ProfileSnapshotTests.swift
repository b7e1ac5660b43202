@testable import ProfileFeature
import XCTest

final class ProfileSnapshotTests: XCTestCase {}
