// seed 002:L411-420, recommended (block L411-420, "### 2. Endpoints (`FeatureEndpoints.swift`)")
// fragment: an endpoint struct shown without its namespace enum
// expects naming-role-suffix at 002:L411: contradicts 002:L820 "Grouped in namespace enums": the fragment shows the endpoint struct alone, and copied as shown it sits outside an <F>Endpoints enum
// ---
struct ExchangeToken: Endpoint {
    var url: String
    var method: HTTPMethod = .post
    var body: (any Encodable)?

    init(idToken: String) {
        self.url = "\(Config.value(for: .api))/auth/google"
        self.body = GoogleAuthRequest(idToken: idToken)
    }
}
