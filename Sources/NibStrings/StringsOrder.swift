/// The orders `.strings` files list their keys in.
///
/// `ibtool --export-strings-file` sorts keys by character code (`4vE…` before `57w…` before `9sH…`);
/// language files that Xcode creates when a localization is added were seen sorted with digit runs
/// compared by value (`9sH…` before `57w…`), as Foundation's numeric search does.
public enum StringsOrder: String, Sendable, CaseIterable {
    /// By character code, as ibtool exports.
    case ibtool
    /// Digit runs by their value, as Xcode's generated language files.
    case numeric

    /// Whether `a` sorts before `b` in this order.
    public func precedes(_ a: String, _ b: String) -> Bool {
        switch self {
        case .ibtool: a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
        case .numeric: Self.compareNumerically(a, b) < 0
        }
    }

    /// Entries sorted by key in this order.
    public func sorted(_ entries: [LocalizableString]) -> [LocalizableString] {
        entries.sorted { precedes($0.key, $1.key) }
    }

    /// -1, 0 or 1 as `a` sorts before, with or after `b`, digit runs compared by value.
    static func compareNumerically(_ a: String, _ b: String) -> Int {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        var i = 0
        var j = 0
        while i < left.count, j < right.count {
            if isDigit(left[i]), isDigit(right[j]) {
                let startI = i
                let startJ = j
                while i < left.count, isDigit(left[i]) { i += 1 }
                while j < right.count, isDigit(right[j]) { j += 1 }
                let digitsA = trimmedZeros(left[startI..<i])
                let digitsB = trimmedZeros(right[startJ..<j])
                if digitsA.count != digitsB.count { return digitsA.count < digitsB.count ? -1 : 1 }
                for (x, y) in zip(digitsA, digitsB) where x != y { return x.value < y.value ? -1 : 1 }
                continue
            }
            if left[i] != right[j] { return left[i].value < right[j].value ? -1 : 1 }
            i += 1
            j += 1
        }
        if left.count - i == right.count - j {
            return a == b ? 0 : (a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) ? -1 : 1)
        }
        return left.count - i < right.count - j ? -1 : 1
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }

    private static func trimmedZeros(_ digits: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        var result = digits
        while result.count > 1, result.first == "0" { result = result.dropFirst() }
        return result
    }
}
