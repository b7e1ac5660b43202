/// A hash for in-memory tables keyed by short byte strings (names, qualified names, interned
/// texts), after wyhash (Wang Yi, public domain): a key of up to 16 bytes takes two loads and two
/// multiplications, where `ContentHash.xxh64` spends a round per 8 bytes and a long finish. The
/// tables resolution and extraction look names up in hash millions of keys of 5 to 40 bytes.
///
/// Not for anything stored: the value may change from one build of archlint to the next (the
/// tables using it keep their entries in insertion order, so nothing they give out depends on it).
public enum TableHash {
    private static let secret0: UInt64 = 0xA076_1D64_78BD_642F
    private static let secret1: UInt64 = 0xE703_7ED1_A0B4_28DB

    public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var seed = secret0
        let a: UInt64
        let b: UInt64
        if count <= 16 {
            if count >= 4 {
                // Four 4-byte loads that overlap as the length requires: every byte is read.
                let step = (count >> 3) << 2
                a = word32(bytes, 0) << 32 | word32(bytes, step)
                b = word32(bytes, count - 4) << 32 | word32(bytes, count - 4 - step)
            } else if count > 0 {
                a = UInt64(bytes[0]) << 16 | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1])
                b = 0
            } else {
                a = 0
                b = 0
            }
        } else {
            var offset = 0
            while count - offset > 16 {
                seed = mix(word64(bytes, offset) ^ secret1, word64(bytes, offset + 8) ^ seed)
                offset += 16
            }
            a = word64(bytes, count - 16)
            b = word64(bytes, count - 8)
        }
        return mix(secret1 ^ UInt64(count), mix(a ^ secret1, b ^ seed))
    }

    /// The high and low halves of the full product, folded.
    @inline(__always) private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    @inline(__always) private static func word64(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always) private static func word32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
}
