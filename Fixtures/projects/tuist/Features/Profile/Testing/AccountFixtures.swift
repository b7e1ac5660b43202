import ProfileFeatureInterface

public enum AccountFixtures {
    public static let sailor = Account(name: "Sailor")
}
