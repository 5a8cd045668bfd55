/// Why a raw deflate (RFC 1951) stream could not be inflated.
public enum ZipInflateFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stream ends before its final block does.
    case truncatedInput
    /// A block header has type 3, which is reserved.
    case invalidBlockType
    /// A stored block's LEN is not the complement of its NLEN.
    case storedLengthMismatch(length: Int, complement: Int)
    /// A dynamic block's code lengths do not describe a valid prefix code (over-subscribed, incomplete,
    /// too many codes, a repeat with nothing to repeat, a run past the end).
    case invalidCodeLengths(reason: String)
    /// A dynamic block gives the end-of-block symbol (256) no code.
    case missingEndOfBlock
    /// A literal/length or distance code that the table leaves unused (286, 287, 30, 31, or an unused
    /// slot of a single-code table) appears in the data.
    case invalidSymbol(table: String)
    /// A match refers further back than the bytes produced so far.
    case distanceTooFarBack(distance: Int, available: Int)
    /// The stream produces more bytes than declared: the entry lies about its size or is a bomb.
    case outputExceedsDeclaredSize(declared: Int)
    /// The stream ends having produced fewer bytes than declared.
    case outputShorterThanDeclared(declared: Int, actual: Int)

    /// A one-line explanation, e.g. `distance 40 reaches before the start of the output (12 bytes so far)`.
    public var description: String {
        switch self {
        case .truncatedInput: return "the compressed data ends before the final block does"
        case .invalidBlockType: return "invalid block type 3"
        case let .storedLengthMismatch(l, c): return "stored block LEN \(l) does not match NLEN \(c)"
        case let .invalidCodeLengths(r): return "invalid code lengths: \(r)"
        case .missingEndOfBlock: return "the literal/length code has no end-of-block symbol"
        case let .invalidSymbol(t): return "invalid \(t) symbol"
        case let .distanceTooFarBack(d, a): return "distance \(d) reaches before the start of the output (\(a) bytes so far)"
        case let .outputExceedsDeclaredSize(d): return "output exceeds the declared size of \(d) bytes"
        case let .outputShorterThanDeclared(d, a): return "output is \(a) bytes, shorter than the declared \(d) bytes"
        }
    }
}
