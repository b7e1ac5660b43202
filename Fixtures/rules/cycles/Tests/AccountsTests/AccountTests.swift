@testable import Accounts
import Search
