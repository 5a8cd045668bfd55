import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed SVG for tests: every element with its attributes and direct text, in document order. Parsing
/// with Foundation's `XMLParser` also proves the document is well-formed XML.
struct RenderSVGDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    }

    var elements: [Element]

    /// Parses `svg`, or throws with the parser's error and line.
    init(_ svg: String) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw ParseFailure(message: "\(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)")
        }
        elements = collector.elements
    }

    struct ParseFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "SVG is not well-formed XML: " + message }
    }

    func all(_ name: String, class token: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (token == nil || $0.classes.contains(token ?? "")) }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var stack: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            stack.append(elements.count)
            elements.append(Element(name: name, attributes: attributes, text: ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let top = stack.last { elements[top].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }
}
