import Foundation
import Observation

/// Form state for the sign-in sheet. It has no dependencies, so it is not registered in the
/// container; ContentView creates it directly and LoginView hands the input to AuthManager.
@Observable
class LoginViewModel {
    var email = ""
    var password = ""
    var isPasswordVisible = false

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
}
