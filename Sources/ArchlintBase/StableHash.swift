/// A hash that is the same on every machine and every run (Swift's `Hasher` is seeded per
/// process): two FNV-1a lanes with different offsets, 128 bits, as lower-case hex.
public enum StableHash {
    public static func hex(_ text: String) -> String {
        var low: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt64 = 0x6c62_272e_07bb_0142
        for byte in text.utf8 {
            low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            high = high &+ (low >> 29)
        }
        return hexDigits(low) + hexDigits(high)
    }

    static func hexDigits(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
