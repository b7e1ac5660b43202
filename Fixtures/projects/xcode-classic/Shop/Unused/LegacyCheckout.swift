// In the folder, in no target: the project does not reference it.
struct LegacyCheckout {}
