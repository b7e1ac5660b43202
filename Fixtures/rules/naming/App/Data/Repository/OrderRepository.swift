protocol OrderRepositoryProtocol {}

final class OrderRepository: OrderRepositoryProtocol {}

private struct Cache {}
