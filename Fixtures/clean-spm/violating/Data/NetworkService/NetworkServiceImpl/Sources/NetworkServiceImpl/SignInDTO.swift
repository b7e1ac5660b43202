import Foundation

/// Body of `POST auth/sessions`.
struct SignInDTO: Encodable {
    let email: String
    let password: String
}

/// Reply of `POST auth/sessions`. Codable DTOs like this one stay in the data layer;
/// the repository only ever sees `SignInRepositoryNameSpace` models.
struct SignInResponseDTO: Decodable {

    struct AthleteDTO: Decodable {
        let id: String
        let firstName: String
        let lastName: String

        enum CodingKeys: String, CodingKey {
            case id
            case firstName = "first_name"
            case lastName = "last_name"
        }
    }

    let accessToken: String
    let issuedAt: Date
    let athlete: AthleteDTO

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case issuedAt = "issued_at"
        case athlete
    }
}
