extension FlowGraph {
    /// The graph in Graphviz's DOT language, one cluster per file.
    public func dot() -> String {
        var out = "digraph storyboards {\n"
        out += "  rankdir=LR;\n"
        out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for (index, file) in files.enumerated() {
            out += "  subgraph cluster_\(index) {\n"
            out += "    label=\"\(Self.dotEscaped(file.name))\";\n"
            for node in file.nodes {
                let label = lines(of: node).map(Self.dotEscaped).joined(separator: "\\n")
                let shape = node.reference == nil ? "" : ", style=\"rounded,dashed\""
                out += "    \(node.id) [label=\"\(label)\"\(shape)];\n"
            }
            out += "  }\n"
            if let initial = file.initial {
                out += "  entry\(index) [shape=point, width=0.15];\n"
                out += "  entry\(index) -> \(initial);\n"
            }
        }
        for edge in edges {
            var attributes = "label=\"\(Self.dotEscaped(edge.label))\""
            switch edge.style {
            case .relationship: attributes += ", style=dashed, color=\"#8e8e93\""
            case .embed: attributes += ", color=\"#af52de\""
            case .segue: attributes += ", color=\"#0a6cff\""
            }
            out += "  \(edge.from) -> \(edge.to) [\(attributes)];\n"
        }
        return out + "}\n"
    }

    /// The graph as a Mermaid flowchart (renders in a GitHub comment), one subgraph per file.
    public func mermaid() -> String {
        var out = "flowchart LR\n"
        for (index, file) in files.enumerated() {
            out += "  subgraph file\(index)[\"\(Self.mermaidEscaped(file.name))\"]\n"
            for node in file.nodes {
                let label = lines(of: node).map(Self.mermaidEscaped).joined(separator: "<br/>")
                out += node.reference == nil ? "    \(node.id)[\"\(label)\"]\n" : "    \(node.id)[/\"\(label)\"/]\n"
            }
            out += "  end\n"
            if let initial = file.initial {
                out += "  entry\(index)((start)) --> \(initial)\n"
            }
        }
        for edge in edges {
            let arrow = edge.style == .relationship ? "-.->" : (edge.style == .embed ? "==>" : "-->")
            out += "  \(edge.from) \(arrow)|\"\(Self.mermaidEscaped(edge.label))\"| \(edge.to)\n"
        }
        return out
    }

    /// Text inside a DOT double-quoted string.
    static func dotEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text inside a Mermaid quoted label: quotes, angle brackets, `#` and `&` as Mermaid's entity
    /// codes, so no text can end the label or inject markup.
    static func mermaidEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "|": result += "#124;"
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
