import LoginAPI
import PaymentImpl

final class DefaultLoginService: LoginService {}
