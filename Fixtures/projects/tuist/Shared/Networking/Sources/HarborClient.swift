import Network

public final class HarborClient {
    public init() {}
}
