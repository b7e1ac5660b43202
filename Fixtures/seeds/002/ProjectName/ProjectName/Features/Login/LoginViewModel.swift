// seed 002:L619-629, recommended (block L619-629, "### ViewModels")
// ---
@Observable
class LoginViewModel {
    var email = ""
    var password = ""
    var isSignUpMode = false

    var isEmailValid: Bool {
        let pattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/
        return email.wholeMatch(of: pattern) != nil
    }
}
