public struct Money {
    public var cents: Int
}
