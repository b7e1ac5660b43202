extension String {
    /// The text as HTML or XML character data and attribute values: `&`, `<`, `>`, `"`, `'` escaped.
    var htmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension Double {
    /// At most one decimal, for SVG coordinates.
    var svg: String {
        let tenths = (self * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }

    /// Two decimals, for figures people read (0.33).
    var twoDecimals: String {
        let hundredths = Int((self * 100).rounded())
        return "\(hundredths / 100).\(String(hundredths % 100).leftPadded(to: 2))"
    }
}
