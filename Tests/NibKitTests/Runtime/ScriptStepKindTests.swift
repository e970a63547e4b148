import NibScript
import Testing

/// The table of script steps drives the parser and the suggestions: every step it lists parses
/// with its fewest and most arguments, fails with one argument too many or too few, and is
/// suggested for a mistyped name.
@Suite struct ScriptStepKindTests {
    /// Valid arguments for each step, as many as it takes at most (`start` is given a whole step).
    static let examples: [String: [String]] = [
        "segue": ["showDetail"], "push": ["Detail"], "present": ["Modal", "pageSheet"], "tab": ["1"],
        "resize": ["800x600"], "tick": ["0.5"], "tap": ["Done"], "start": ["push", "Detail"],
        "should-perform": ["showDetail", "no"], "add-child": ["Child"], "set-needs-layout": ["v1"],
        "set-needs-display": ["v2"],
    ]

    @Test func everyStepParsesWithItsFewestAndMostArguments() throws {
        #expect(ScriptStepKind.all.count == 22)
        #expect(Set(ScriptStepKind.all.map(\.name)).count == ScriptStepKind.all.count, "names are unique")
        for kind in ScriptStepKind.all {
            let arguments = Self.examples[kind.name] ?? []
            let most = kind.name == "start" ? arguments : Array(arguments.prefix(kind.arity.upperBound))
            #expect(
                most.count == min(kind.arity.upperBound, arguments.count), "\(kind.name): an example for each argument")
            // `start` takes one whole step, so its only example is that step.
            for count in kind.name == "start" ? [most.count] : Array(Set([kind.arity.lowerBound, most.count])) {
                let text = ([kind.name] + most.prefix(count)).joined(separator: " ")
                let step = try Script.parse(text).steps[0]
                #expect(step.text == text)
            }
        }
    }

    @Test func aWrongCountOfArgumentsIsAnErrorAtTheWordItIsAbout() {
        for kind in ScriptStepKind.all where kind.name != "start" {
            let arguments = Self.examples[kind.name] ?? []
            let tooMany = ([kind.name] + arguments.prefix(kind.arity.upperBound) + ["extra"]).joined(separator: " ")
            #expect(throws: ScriptError.self, "\(tooMany)") { try Script.parse(tooMany) }
            do {
                _ = try Script.parse(tooMany)
            } catch {
                #expect(
                    error.message.hasPrefix("'\(kind.name)' takes at most \(kind.arity.upperBound) argument"),
                    "\(error.message)")
                #expect(error.location.column == tooMany.count - "extra".count + 1)
            }
            if kind.arity.lowerBound > 0 {
                #expect(throws: ScriptError.self, "\(kind.name)") { try Script.parse(kind.name) }
            }
        }
    }

    @Test func aMistypedStepSuggestsTheStepOfTheTable() {
        for kind in ScriptStepKind.all {
            let mistyped = kind.name + String(kind.name.last ?? "x")
            do {
                _ = try Script.parse(mistyped + " " + (Self.examples[kind.name] ?? []).joined(separator: " "))
                Issue.record("\(mistyped) parsed")
            } catch {
                #expect(error.message == "unknown step '\(mistyped)'; did you mean '\(kind.name)'?")
            }
        }
    }

    @Test func everyStepHasAHelpRowOrSharesTheOneBeforeIt() {
        #expect(ScriptStepKind.all.first?.help.isEmpty == false)
        for kind in ScriptStepKind.all {
            #expect(kind.usage.hasPrefix(kind.name), "\(kind.usage)")
            #expect(kind.help.allSatisfy { !$0.isEmpty && $0.count <= 70 }, "\(kind.name)")
        }
    }
}
