final class CartCache {}
