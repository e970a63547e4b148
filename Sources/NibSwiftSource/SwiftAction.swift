/// A method Interface Builder can connect to: `@IBAction`, `@IBSegueAction` or any `@objc` method.
package struct SwiftAction: Hashable, Sendable {
    /// Which attribute made the method visible to Interface Builder.
    package enum Kind: String, Hashable, Sendable {
        /// `@IBAction`.
        case ibAction
        /// `@IBSegueAction`.
        case ibSegueAction
        /// `@objc` without `@IBAction`: callable by selector, not shown in IB's connection list.
        case objc
    }

    /// The Swift base name (`tap`).
    package var name: String
    /// The Swift signature (`tap(_:forEvent:)`).
    package var swiftSignature: String
    /// The Objective-C selector as Interface Builder writes it (`tap:forEvent:`), taking an
    /// `@objc(…)` override into account.
    package var selector: String
    /// Which attribute exposes it.
    package var kind: Kind
    /// The number of parameters.
    package var parameterCount: Int
    /// The Swift type that declares it.
    package var declaringType: String
    /// Where its name is declared; `nil` for actions the framework table provides.
    package var position: SwiftSourcePosition?

    /// Creates an action.
    /// - Parameters:
    ///   - name: The base name.
    ///   - swiftSignature: The Swift signature.
    ///   - selector: The Objective-C selector.
    ///   - kind: The exposing attribute.
    ///   - parameterCount: The number of parameters.
    ///   - declaringType: The declaring type.
    ///   - position: Where it is declared.
    package init(
        name: String, swiftSignature: String, selector: String, kind: Kind, parameterCount: Int,
        declaringType: String, position: SwiftSourcePosition?
    ) {
        self.name = name
        self.swiftSignature = swiftSignature
        self.selector = selector
        self.kind = kind
        self.parameterCount = parameterCount
        self.declaringType = declaringType
        self.position = position
    }

    /// The selector Swift gives a method with this base name and these argument labels (`_` for
    /// none), by the compiler's rule: no parameters → `name`; later labels add `label:` (or `:`);
    /// a first label `x` makes the first piece `nameWithX:`, except that "With" is left out when the
    /// label's first word or the base name's last word is a preposition (`changeOpacity(with:)` →
    /// `changeOpacityWith:`, `move(to:)` → `moveTo:`, `scrollTo(row:)` → `scrollToRow:`).
    /// - Parameters:
    ///   - name: The base name.
    ///   - labels: The external argument labels, `_` where there is none.
    package static func selector(name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if first != "_" {
            if !SwiftSelectorNaming.isPreposition(SwiftSelectorNaming.firstWord(of: first))
                && !SwiftSelectorNaming.isPreposition(SwiftSelectorNaming.lastWord(of: name))
            {
                selector += "With"
            }
            selector += first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }
}
