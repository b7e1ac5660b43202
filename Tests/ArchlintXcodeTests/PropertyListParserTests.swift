import ArchlintProject
import Testing
@testable import ArchlintXcode
