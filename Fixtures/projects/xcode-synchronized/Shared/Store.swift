import Collections

public final class Store {
    public private(set) var notes: [Note] = []
    private var recent = Deque<Note>()

    public init() {}
}
