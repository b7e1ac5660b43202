import Foundation
import Observation
import Security

/// Form state for the sign-in sheet. It has no dependencies, so it is not registered in the
/// container; ContentView creates it directly and LoginView hands the input to AuthManager.
@Observable
class LoginViewModel {
    var email = ""
    var password = ""
    var isPasswordVisible = false
    var rememberEmail = true

    private static let keychainAccount = "remembered-email"

    init() {
        email = Self.loadRememberedEmail() ?? ""
    }

    var isEmailValid: Bool {
        let pattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/
        return email.wholeMatch(of: pattern) != nil
    }

    var canSubmit: Bool {
        isEmailValid && password.count >= 8
    }

    func togglePasswordVisibility() {
        isPasswordVisible.toggle()
    }

    /// Called when the sheet submits: keeps (or forgets) the email for the next sign-in.
    func persistEmailChoice() {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: Self.keychainAccount,
        ]
        SecItemDelete(query as CFDictionary)
        guard rememberEmail, let data = email.data(using: .utf8) else { return }
        var attributes = query
        attributes[kSecValueData as String] = data
        SecItemAdd(attributes as CFDictionary, nil)
    }

    private static func loadRememberedEmail() -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: keychainAccount,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else {
            return nil
        }
        return String(data: data, encoding: .utf8)
    }
}
