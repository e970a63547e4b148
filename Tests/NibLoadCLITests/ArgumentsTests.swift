import NibLoadCLI
import NibPrimitives
import Testing

@Suite struct ArgumentsTests {
    private let specs: [OptionSpec] = [
        .option("format", short: "f", allowedValues: ["xcode", "json", "github", "sarif"], help: "Output format"),
        .option("jobs", short: "j", valueName: "n", help: "Parallel jobs"),
        .option("rule", valueName: "id", help: "Enable a rule"),
        .flag("quiet", short: "q", help: "Print nothing"),
        .flag("help", short: "h", help: "Show help"),
    ]
    private let commands = ["lint", "dump", "check"]

    private func parse(_ arguments: [String], subcommands: [String] = []) throws(ArgumentError) -> ParsedArguments {
        try ArgumentParser.parse(arguments, specs: specs, subcommands: subcommands)
    }

    @Test func subcommandOptionsAndPositionals() throws {
        let parsed = try parse(
            ["lint", "--format", "json", "a.xib", "-q", "--jobs=4", "b.storyboard"], subcommands: commands)
        #expect(
            parsed
                == ParsedArguments(
                    subcommand: "lint", positionals: ["a.xib", "b.storyboard"],
                    values: ["format": ["json"], "jobs": ["4"]], flags: ["quiet"]))
        #expect(parsed.value("format") == "json")
        #expect(parsed.isSet("quiet"))
        #expect(!parsed.isSet("help"))
    }

    @Test func subcommandIsOptional() throws {
        #expect(try parse(["--help"], subcommands: commands) == ParsedArguments(flags: ["help"]))
        #expect(try parse(["-q", "dump", "x"], subcommands: commands).subcommand == "dump")
        #expect(try parse(["dump", "lint"]).subcommand == nil)
        #expect(try parse(["dump", "lint"]).positionals == ["dump", "lint"])
    }

    @Test func shortAliases() throws {
        let parsed = try parse(["-j", "4", "-fjson", "-qh", "-j8"])
        #expect(parsed.values("jobs") == ["4", "8"])
        #expect(parsed.value("jobs") == "8")
        #expect(parsed.value("format") == "json")
        #expect(parsed.flags == ["quiet", "help"])
        #expect(try parse(["-qj", "3"]) == ParsedArguments(values: ["jobs": ["3"]], flags: ["quiet"]))
    }

    @Test func repeatedOptionsCollect() throws {
        let parsed = try parse(["--rule", "a", "--rule=b", "--rule", "c", "--quiet", "--quiet"])
        #expect(parsed.values("rule") == ["a", "b", "c"])
        #expect(parsed.flags == ["quiet"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parse(["lint", "--quiet", "--", "--format", "-q", "-", "x"], subcommands: commands)
        #expect(parsed.subcommand == "lint")
        #expect(parsed.flags == ["quiet"])
        #expect(parsed.positionals == ["--format", "-q", "-", "x"])
        #expect(parsed.values.isEmpty)
    }

    @Test func dashAndNegativeNumbers() throws {
        #expect(try parse(["-"]).positionals == ["-"])
        #expect(try parse(["-j", "-1"]).value("jobs") == "-1")
        #expect(try parse(["-5"]).positionals == ["-5"])
        #expect(try parse(["--rule="]).values("rule") == [""])
    }

    @Test func unknownOptionSuggestsNearest() {
        #expect(throws: ArgumentError.unknownOption("--formt", suggestion: "--format")) {
            try parse(["--formt", "json"])
        }
        #expect(throws: ArgumentError.unknownOption("--zzzzzz", suggestion: nil)) { try parse(["--zzzzzz"]) }
        #expect(throws: ArgumentError.unknownOption("-x", suggestion: nil)) { try parse(["-x"]) }
        #expect(
            ArgumentError.unknownOption("--formt", suggestion: "--format").description
                == "unknown option '--formt'; did you mean '--format'?")
    }

    @Test func missingValues() {
        #expect(throws: ArgumentError.missingValue(option: "--format")) { try parse(["--format"]) }
        #expect(throws: ArgumentError.missingValue(option: "--jobs")) { try parse(["--jobs", "--quiet"]) }
        #expect(throws: ArgumentError.missingValue(option: "-j")) { try parse(["-j"]) }
        #expect(ArgumentError.missingValue(option: "-j").description == "missing value for option '-j'")
    }

    @Test func disallowedValuesSuggestNearest() {
        let allowed = ["xcode", "json", "github", "sarif"]
        #expect(
            throws: ArgumentError.invalidValue(option: "--format", value: "jsno", allowed: allowed, suggestion: "json")
        ) {
            try parse(["--format", "jsno"])
        }
        #expect(throws: ArgumentError.invalidValue(option: "-f", value: "yaml-ish", allowed: allowed, suggestion: nil))
        {
            try parse(["-f", "yaml-ish"])
        }
        #expect(
            ArgumentError.invalidValue(option: "--format", value: "jsno", allowed: allowed, suggestion: "json")
                .description
                == "invalid value 'jsno' for option '--format' (expected one of: xcode, json, github, sarif); did you mean 'json'?"
        )
    }

    @Test func flagsRejectValues() {
        #expect(throws: ArgumentError.unexpectedValue(option: "--quiet")) { try parse(["--quiet=yes"]) }
    }

    @Test func unknownSubcommandSuggestsNearest() {
        #expect(throws: ArgumentError.unknownSubcommand("lnt", suggestion: "lint")) {
            try parse(["lnt"], subcommands: commands)
        }
        #expect(
            ArgumentError.unknownSubcommand("lnt", suggestion: "lint").description
                == "unknown command 'lnt'; did you mean 'lint'?")
    }

    @Test func editDistance() {
        #expect(SpellingSuggestion.distance("", "abc") == 3)
        #expect(SpellingSuggestion.distance("kitten", "sitting") == 3)
        #expect(SpellingSuggestion.distance("formt", "format") == 1)
        #expect(SpellingSuggestion.distance("é", "e") == 1)
        #expect(SpellingSuggestion.nearest(to: "jsn", in: ["xcode", "json"]) == "json")
        #expect(SpellingSuggestion.nearest(to: "q", in: []) == nil)
    }

    @Test func oneSuggestionThresholdForEveryName() {
        #expect(SpellingSuggestion.threshold(for: "ps") == 2)
        #expect(SpellingSuggestion.threshold(for: "segue-destination") == 5)
        #expect(SpellingSuggestion.nearest(to: "xyz", in: ["push"]) == nil)
        #expect(SpellingSuggestion.nearest(to: "psh", in: ["pop", "push"]) == "push")
        #expect(
            SpellingSuggestion.nearest(to: "dangling-refernce", in: ["dangling-reference", "duplicate-id"])
                == "dangling-reference")
        #expect(SpellingSuggestion.nearest(to: "dangling", in: ["dangling-reference"]) == nil)
    }

    @Test func helpTextAlignsColumns() {
        let text = ArgumentParser.helpText(for: specs)
        #expect(
            text == """
                  -f, --format <format>   Output format (xcode, json, github, sarif)
                  -j, --jobs <n>          Parallel jobs
                      --rule <id>         Enable a rule
                  -q, --quiet             Print nothing
                  -h, --help              Show help

                """)
        #expect(ArgumentParser.helpText(for: []) == "")
    }
}
