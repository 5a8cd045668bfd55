/// An IMDF LABELS value: one text per language, e.g. `{"en": "Classroom 101", "ru": "Кабинет 101"}`.
///
/// Every language is kept, in document order. ``text(preferring:)`` picks the display text by a fixed
/// preference: the requested language (the manifest's `language`), then English, then the first entry.
/// Texts are kept as written; empty or blank texts count as absent when choosing.
public struct IMDFLabel: Hashable, Sendable {
    /// One language's text.
    public struct Entry: Hashable, Sendable {
        /// Language tag as written in the file (`en`, `ru`, `zh-Hant`…); empty for a bare string label.
        public var language: String
        /// The text as written.
        public var text: String

        /// Creates an entry.
        public init(language: String, text: String) {
            self.language = language
            self.text = text
        }
    }

    /// The texts in document order.
    public var entries: [Entry]

    /// Creates a label from entries in order.
    public init(_ entries: [Entry]) { self.entries = entries }

    /// The text for exactly `language` (case-insensitive tag comparison), or `nil`.
    public subscript(language: String) -> String? {
        let l = language.lowercased()
        return entries.first { $0.language.lowercased() == l }?.text
    }

    /// The display text: `language` if present, then `en`, then the first non-blank entry.
    ///
    /// A tag matches its primary subtag too (`en-US` text is chosen for `en`, and `en` for `en-US`).
    /// Surrounding whitespace is trimmed; a blank text is skipped.
    /// - Parameter language: preferred language tag, usually the manifest's `language`; `nil` for none.
    /// - Returns: the chosen text, or `nil` when every entry is blank.
    /// - Complexity: O(entries).
    public func text(preferring language: String?) -> String? {
        // Common case without allocation: a single entry, or an exact tag match.
        if let l = language, !l.isEmpty, let t = usableText(matching: l) { return t }
        if let t = usableText(matching: "en") { return t }
        for e in entries {
            let t = e.text.imdfTrimmed
            if !t.isEmpty { return t }
        }
        return nil
    }

    /// The first non-blank text whose tag equals `tag`, else whose primary subtag equals `tag`'s.
    private func usableText(matching tag: String) -> String? {
        for e in entries where e.language == tag || e.language.lowercased() == tag.lowercased() {
            let t = e.text.imdfTrimmed
            if !t.isEmpty { return t }
        }
        let primary = Self.primarySubtag(tag)
        for e in entries where Self.primarySubtag(e.language) == primary {
            let t = e.text.imdfTrimmed
            if !t.isEmpty { return t }
        }
        return nil
    }

    private static func primarySubtag(_ tag: String) -> Substring {
        let lower = tag.lowercased()
        return lower.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(lower)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines (no Foundation needed).
    var imdfTrimmed: String {
        // Fast path: most labels start and end with a visible ASCII byte.
        if let f = utf8.first, let l = utf8.last, f > 0x20, f < 0x80, l > 0x20, l < 0x80 { return self }
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}
