import BerthsFeatureInterface

public enum BerthFixtures {
    public static let sample = Berth(id: "A1")
}
