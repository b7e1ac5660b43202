// seed 002:L384-406, recommended (block L384-406, "### 2. Endpoints (`FeatureEndpoints.swift`)")
// ---
import Foundation

enum MessagesEndpoints {

    struct GetPublicMessages: Endpoint {
        var url: String
        var method: HTTPMethod = .get

        init() {
            self.url = "\(Config.value(for: .api))/messages/public"
        }
    }

    struct GetPrivateMessages: Endpoint {
        var url: String
        var method: HTTPMethod = .get
        var requiresAuth: Bool = true

        init() {
            self.url = "\(Config.value(for: .api))/messages/private"
        }
    }
}
