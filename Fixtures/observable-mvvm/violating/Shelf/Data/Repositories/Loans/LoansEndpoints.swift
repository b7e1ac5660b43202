import Foundation

enum LoansEndpoints {

    struct GetActiveLoans: Endpoint {
        var url: String
        var method: HTTPMethod = .get
        var queryItems: [URLQueryItem]? = [URLQueryItem(name: "status", value: "active,overdue")]
        var requiresAuth: Bool = true

        init() {
            self.url = "\(Config.value(for: .api))/loans"
        }
    }

    struct GetLoanHistory: Endpoint {
        var url: String
        var method: HTTPMethod = .get
        var queryItems: [URLQueryItem]? = [URLQueryItem(name: "status", value: "returned")]
        var requiresAuth: Bool = true

        init() {
            self.url = "\(Config.value(for: .api))/loans"
        }
    }

    struct BorrowBook: Endpoint {
        var url: String
        var method: HTTPMethod = .post
        var body: (any Encodable)?
        var requiresAuth: Bool = true

        init(bookId: String) {
            self.url = "\(Config.value(for: .api))/loans"
            self.body = BorrowRequest(bookId: bookId)
        }
    }

    struct ReturnLoan: Endpoint {
        var url: String
        var method: HTTPMethod = .post
        var requiresAuth: Bool = true

        init(loanId: String) {
            self.url = "\(Config.value(for: .api))/loans/\(loanId)/return"
        }
    }

    struct RenewLoan: Endpoint {
        var url: String
        var method: HTTPMethod = .post
        var requiresAuth: Bool = true

        init(loanId: String) {
            self.url = "\(Config.value(for: .api))/loans/\(loanId)/renew"
        }
    }

    struct GetHolds: Endpoint {
        var url: String
        var method: HTTPMethod = .get
        var requiresAuth: Bool = true

        init() {
            self.url = "\(Config.value(for: .api))/holds"
        }
    }

    struct PlaceHold: Endpoint {
        var url: String
        var method: HTTPMethod = .post
        var body: (any Encodable)?
        var requiresAuth: Bool = true

        init(bookId: String, pickupBranchId: String? = nil) {
            self.url = "\(Config.value(for: .api))/holds"
            self.body = PlaceHoldRequest(bookId: bookId, pickupBranchId: pickupBranchId)
        }
    }

    struct CancelHold: Endpoint {
        var url: String
        var method: HTTPMethod = .delete
        var requiresAuth: Bool = true

        init(holdId: String) {
            self.url = "\(Config.value(for: .api))/holds/\(holdId)"
        }
    }
}
