import Foundation

extension ProfileViewModel {
    /// Uploads a new profile picture. The upload goes straight to the API because the generic
    /// `Networking.makeRequest` only sends JSON bodies.
    func uploadAvatar(jpegData: Data) async {
        isLoading = true
        error = nil
        guard let url = URL(string: "\(Config.value(for: .api))/members/me/avatar") else {
            isLoading = false
            return
        }
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        request.setValue("image/jpeg", forHTTPHeaderField: "Content-Type")
        do {
            let (data, response) = try await URLSession.shared.upload(for: request, from: jpegData)
            guard let http = response as? HTTPURLResponse, (200...299).contains(http.statusCode) else {
                error = "The picture could not be uploaded."
                isLoading = false
                return
            }
            avatarURL = try JSONDecoder().decode(AvatarUpload.self, from: data).url
        } catch {
            self.error = error.localizedDescription
        }
        isLoading = false
    }
}

private struct AvatarUpload: Decodable {
    let url: URL
}
