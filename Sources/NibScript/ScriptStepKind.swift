/// One kind of script step, as the table ``ScriptStepKind/all`` lists it: its name, how many
/// arguments it takes, how its arguments become an action, and its line in `nibload run --help`.
/// The parser, the "did you mean" suggestions and the help all read this table.
nonisolated package struct ScriptStepKind: Sendable {
    /// The step's name, its first word (`push`).
    package let name: String
    /// How many arguments it takes (`start` takes a whole step: at least one word).
    package let arity: ClosedRange<Int>
    /// How a missing first argument is named in the error (`an argument`, `a step`).
    let firstArgument: String
    /// The step as the help shows it (`push <storyboardIdentifier>`).
    package let usage: String
    /// Its help lines; empty when the step is described with the one before it (`pop | pop-to-root`).
    package let help: [String]
    /// Turns the step's words, already checked against ``arity``, into its action.
    let parse: @Sendable (ScriptStepInput) throws(ScriptError) -> ScriptStep.Action

    init(
        _ name: String, arity: ClosedRange<Int> = 0...0, firstArgument: String = "an argument", usage: String? = nil,
        help: [String], parse: @escaping @Sendable (ScriptStepInput) throws(ScriptError) -> ScriptStep.Action
    ) {
        self.name = name
        self.arity = arity
        self.firstArgument = firstArgument
        self.usage = usage ?? name
        self.help = help
        self.parse = parse
    }

    /// The kind named `name`, if any.
    static func named(_ name: String) -> ScriptStepKind? { byName[name] }

    private static let byName: [String: ScriptStepKind] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// An error when `input` has fewer or more arguments than the step takes.
    func checkArity(of input: ScriptStepInput) throws(ScriptError) {
        let count = input.arguments.count
        if count < arity.lowerBound {
            throw input.fail(
                "'\(name)' needs \(arity.lowerBound == 1 ? firstArgument : "\(arity.lowerBound) arguments")")
        }
        if count > arity.upperBound {
            let upper = arity.upperBound
            throw input.fail(
                "'\(name)' takes at most \(upper) argument\(upper == 1 ? "" : "s")",
                at: input.arguments[input.arguments.startIndex + upper])
        }
    }
}
