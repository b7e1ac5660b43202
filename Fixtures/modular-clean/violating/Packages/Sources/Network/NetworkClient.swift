import Foundation

/// Sends an `Endpoint` and decodes its JSON body. Data sources depend on this protocol only.
public protocol NetworkClient: Sendable {
    func send<Response: Decodable & Sendable>(
        _ endpoint: Endpoint,
        as responseType: Response.Type
    ) async throws -> Response
}
