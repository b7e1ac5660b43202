import Kit
import Testing

@Test func emptyCart() {
    #expect(Cart().items.isEmpty)
}
