import NibCodingCore

/// Decoding into a property that keeps its default when the element does not write the key
/// (IB leaves out values that equal the class's default, such as `enabled="YES"`).
extension NibDecoding {
    /// Replaces `value` with the boolean under `key`, if the element has one.
    /// - Throws: ``NibDecodingError`` when the value is there but is not a boolean.
    func decode(into value: inout Bool, forKey key: String) throws(NibDecodingError) {
        if containsValue(forKey: key) { value = try decodeBool(forKey: key) }
    }

    /// Replaces `value` with the integer under `key`, if the element has one.
    /// - Throws: ``NibDecodingError`` when the value is there but is not an integer.
    func decode(into value: inout Int, forKey key: String) throws(NibDecodingError) {
        if containsValue(forKey: key) { value = try decodeInteger(forKey: key) }
    }

    /// Replaces `value` with the number under `key`, if the element has one.
    /// - Throws: ``NibDecodingError`` when the value is there but is not a number.
    func decode(into value: inout Double, forKey key: String) throws(NibDecodingError) {
        if containsValue(forKey: key) { value = try decodeDouble(forKey: key) }
    }
}
