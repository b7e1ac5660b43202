import ProfileFeatureInterface

public struct ProfileScreen {
    let account: Account
}
