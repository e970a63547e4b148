internal import CLibXML2

/// Hands input to libxml2's push parser so that every document is read in time linear in its size.
///
/// libxml2 (2.9) rescans everything it is buffering on each chunk it receives: a start tag, comment
/// or internal subset waiting for its end is scanned back to its `<` once per chunk, which is
/// quadratic in the token's size. So input goes in slices of ``sliceSize``; once libxml2 buffers
/// more than ``watchThreshold`` bytes without consuming them, input is held back and handed over
/// when it is at least as large as what libxml2 holds (so the rescans sum to a geometric series),
/// and a start tag being buffered is followed by a ``StartTagScanner``, which stops the parse at the
/// first attribute past a limit before libxml2's quadratic duplicate check ever sees the tag.
struct InputGate {
    /// The most bytes handed to libxml2 at once while nothing is held back.
    static let sliceSize = 64 * 1024
    /// How many unconsumed bytes libxml2 may buffer before input is held back and watched.
    static let watchThreshold = 64 * 1024

    private let limits: ReaderLimits
    /// 2 for UTF-16 input, else 1.
    private let unitWidth: Int
    private let bigEndian: Bool
    /// The bytes of the file handed to libxml2 so far.
    private var fedBytes: Int
    /// Input held back while libxml2 buffers a large token.
    private var held: [UInt8] = []
    /// Whether input is being held back, and until how many bytes are held.
    private var holding = false
    private var target = 0
    /// The start tag being followed, and the file offset of its `<`.
    private var scanner: StartTagScanner?
    /// The bytes libxml2 held unconsumed when it was given more input, summed over every chunk:
    /// what its rescans cost at most. Linear in the input when the gate works.
    private(set) var rescannedBytes = 0

    /// Creates the gate for a parse whose first `initialBytes` bytes (`first`) libxml2 already has.
    init(limits: ReaderLimits, first: UnsafeBufferPointer<UInt8>) {
        self.limits = limits
        fedBytes = first.count
        let b0 = first.count > 0 ? first[0] : 1
        let b1 = first.count > 1 ? first[1] : 1
        if (b0 == 0xFF && b1 == 0xFE) || (b0 == 0x3C && b1 == 0x00) {
            unitWidth = 2
            bigEndian = false
        } else if (b0 == 0xFE && b1 == 0xFF) || (b0 == 0x00 && b1 == 0x3C) {
            unitWidth = 2
            bigEndian = true
        } else {
            unitWidth = 1
            bigEndian = false
        }
    }

    /// Hands `input` to the parser; returns the first limit passed (the parse must then stop).
    mutating func push(_ input: UnsafeBufferPointer<UInt8>, to context: xmlParserCtxtPtr) -> LimitViolation? {
        var rest = input
        while !rest.isEmpty, context.pointee.disableSAX == 0 {
            if holding {
                var take = rest.count
                var tagEnded = false
                if var following = scanner, !following.isComplete {
                    let scanned = following.scan(
                        rest, firstOffset: fedBytes + held.count, unitWidth: unitWidth, bigEndian: bigEndian)
                    scanner = following
                    if let violation = scanned.violation { return violation }
                    take = max(1, scanned.consumed)
                    tagEnded = following.isComplete
                }
                held.append(contentsOf: UnsafeBufferPointer(rebasing: rest[..<take]))
                rest = UnsafeBufferPointer(rebasing: rest[take...])
                if tagEnded || held.count >= target {
                    let batch = held
                    held = []
                    batch.withUnsafeBufferPointer { parse($0, context) }
                    if let violation = watch(context) { return violation }
                }
            } else {
                let count = min(rest.count, Self.sliceSize)
                parse(UnsafeBufferPointer(rebasing: rest[..<count]), context)
                rest = UnsafeBufferPointer(rebasing: rest[count...])
                if let violation = watch(context) { return violation }
            }
        }
        return nil
    }

    /// Hands over whatever is held back (before the end of input is signalled).
    mutating func flush(to context: xmlParserCtxtPtr) {
        guard !held.isEmpty, context.pointee.disableSAX == 0 else { return }
        let batch = held
        held = []
        holding = false
        scanner = nil
        batch.withUnsafeBufferPointer { parse($0, context) }
    }

    private mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ context: xmlParserCtxtPtr) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if let input = context.pointee.input, let cursor = input.pointee.cur, let end = input.pointee.end {
            rescannedBytes += end - cursor
        }
        fedBytes += bytes.count
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            _ = xmlParseChunk(context, $0, Int32(bytes.count), 0)
        }
    }

    /// After libxml2 took input: holds input back while it buffers a large token, and starts
    /// following a large start tag.
    private mutating func watch(_ context: xmlParserCtxtPtr) -> LimitViolation? {
        guard context.pointee.disableSAX == 0, let input = context.pointee.input, let cursor = input.pointee.cur,
            let end = input.pointee.end, end - cursor > Self.watchThreshold
        else {
            holding = false
            scanner = nil
            return nil
        }
        holding = true
        target = end - cursor
        guard context.pointee.instate == XML_PARSER_START_TAG, cursor.pointee == UInt8(ascii: "<") else {
            scanner = nil
            return nil
        }
        let tagOffset = Int(xmlByteConsumed(context))
        if let scanner, scanner.tagOffset == tagOffset { return nil }  // the same tag, followed so far
        var fresh = StartTagScanner(limits: limits, tagOffset: tagOffset)
        // libxml2's buffer holds UTF-8 whatever the file's encoding; offsets are exact for UTF-8 files.
        let buffered = UnsafeBufferPointer(start: cursor + 1, count: end - cursor - 1)
        let scanned = fresh.scan(buffered, firstOffset: tagOffset + 1)
        scanner = fresh
        return scanned.violation
    }
}
