import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

/// The source rules over Objective-C classes, and superclass walks between Swift and Objective-C:
/// `Fixtures/ObjCKit` holds a Swift controller subclassing an Objective-C one and an Objective-C
/// cell subclassing a Swift one, and `Screens.xib` with markers where findings are expected.
@Suite struct ObjCSourceLintTests {
    static let folder = PackagePaths.root + "/Tests/NibLintTests/Fixtures/ObjCKit"
    static let sourceRules: Set<String> = [
        "outlet-missing-in-source", "action-missing-in-source", "outlet-type-mismatch",
        "custom-class-missing-in-source", "custom-module-mismatch", "unused-outlet", "unused-action",
    ]

    static func sources(replacing: [String: (String, String)] = [:]) throws -> [(name: String, text: String)] {
        try [
            "BaseViewController.h", "BaseViewController.m", "CardCell.swift", "LegacyCardCell.h",
            "ProfileViewController.swift",
        ]
        .map { name in
            var text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            if let (old, new) = replacing[name] {
                #expect(text.contains(old))
                text = text.replacingOccurrences(of: old, with: new)
            }
            return (name, text)
        }
    }

    static func lint(
        sources: [(name: String, text: String)], rules: Set<String> = sourceRules
    ) throws -> (findings: [Diagnostic], markers: [String]) {
        let marked = MarkedText(try String(contentsOfFile: folder + "/Screens.xib", encoding: .utf8))
        let result = try Linter.lint(
            documents: [("Screens.xib", marked.text)], swiftSources: sources, configuration: LintTestSupport.only(rules)
        )
        return (result.findings, marked.markers.map { "Screens.xib:\($0.line):\($0.column)" })
    }

    static func place(of needle: String, in name: String) throws -> String {
        let lines = try String(contentsOfFile: folder + "/" + name, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(needle) })
        let column = try #require(lines[index].range(of: needle)).lowerBound.utf16Offset(in: lines[index]) + 1
        return "\(name):\(index + 1):\(column)"
    }

    @Test("every marked connection of Screens.xib is found, with the language in the message, and nothing else")
    func markedFindings() throws {
        let (findings, markers) = try Self.lint(sources: try Self.sources())
        let rendered = findings.map { "\($0.place) \($0.id): \($0.message)" }
        #expect(markers.count == 6)
        let expected = [
            "\(markers[0]) outlet-type-mismatch: outlet 'privateSwitch' is declared as 'UISwitch *', but it is connected to button (UIButton, id 'b1'), which is not a 'UISwitch'",
            "\(markers[1]) outlet-missing-in-source: 'ProfileViewController' declares no @IBOutlet 'staleLabel' (nor do its superclasses); loading the document would crash with setValue:forUndefinedKey:",
            "\(markers[2]) custom-class-missing-in-source: custom class 'GhostView' is not declared in any linted source; UIKit logs \"Unknown class GhostView in Interface Builder file\" and creates a 'UIView' instead, so its outlets and actions of 'GhostView' crash or do nothing",
            "\(markers[3]) action-missing-in-source: 'ProfileViewController' has no @IBAction or @objc method 'archive:' (nor do its superclasses); the action would crash with an unrecognized selector",
            "\(markers[4]) action-missing-in-source: Objective-C class 'LegacyCardCell' has no instance method 'flop:' (nor do its superclasses); the action would crash with an unrecognized selector",
            "\(markers[5]) outlet-missing-in-source: Objective-C class 'LegacyCardCell' declares no property, instance variable or set…: method 'staleOutlet' (nor do its superclasses); loading the document would crash with setValue:forUndefinedKey:",
            "\(try Self.place(of: "neverConnected", in: "BaseViewController.h")) unused-action: IBAction 'neverConnected:' of Objective-C class 'BaseViewController' is not connected in any linted document",
        ]
        #expect(Set(rendered) == Set(expected), "\(rendered.joined(separator: "\n"))")
        #expect(rendered.count == expected.count)
    }

    @Test("a Swift class inherits outlets and actions from its Objective-C superclass: removing one there is caught")
    func swiftSubclassOfObjectiveC() throws {
        // `titleLabel` and `close:` exist only in the Objective-C superclass of the Swift File's Owner.
        let before = try Self.lint(sources: try Self.sources()).findings
        #expect(!before.contains { $0.message.contains("'titleLabel'") || $0.message.contains("'close:'") })
        let renamed = try Self.sources(replacing: [
            "BaseViewController.h": ("IBOutlet UILabel *titleLabel;", "IBOutlet UILabel *headlineLabel;")
        ])
        let after = try Self.lint(sources: renamed).findings
        #expect(
            after.contains {
                $0.id == "outlet-missing-in-source"
                    && $0.message.hasPrefix("'ProfileViewController' declares no @IBOutlet 'titleLabel'")
            })
        // Without the Objective-C files the Swift class's chain is unknown, so nothing about it is reported.
        let swiftOnly = try Self.sources().filter { $0.name.hasSuffix(".swift") }
        let unknown = try Self.lint(sources: swiftOnly).findings
        #expect(!unknown.contains { $0.message.contains("ProfileViewController") }, "\(unknown.map(\.message))")
    }

    @Test("an Objective-C class inherits outlets and actions from its Swift superclass (by @objc name)")
    func objectiveCSubclassOfSwift() throws {
        let before = try Self.lint(sources: try Self.sources()).findings
        #expect(!before.contains { $0.message.contains("'cardTitle'") || $0.message.contains("'flip:'") })
        let renamed = try Self.sources(replacing: [
            "CardCell.swift": ("@IBAction func flip(_ sender: Any)", "@IBAction func turn(_ sender: Any)")
        ])
        let after = try Self.lint(sources: renamed).findings
        #expect(
            after.contains {
                $0.id == "action-missing-in-source"
                    && $0.message.hasPrefix("Objective-C class 'LegacyCardCell' has no instance method 'flip:'")
            })
    }

    @Test(
        "key-value coding finds unmarked properties, _ivars and set…: methods; unused-outlet reports only marked ones")
    func keyValueCodingMembers() throws {
        let (findings, _) = try Self.lint(sources: try Self.sources())
        for key in ["'subtitle'", "'footerView'", "'badgeView'", "'headerView'", "'closeDelegate'"] {
            #expect(!findings.contains { $0.message.contains(key) }, "\(key)")
        }
        let withoutSetter = try Self.sources(replacing: [
            "BaseViewController.m": (
                "- (void)setBadgeView:(UIView *)view {}", "- (void)updateBadgeView:(UIView *)view {}"
            )
        ])
        #expect(
            try Self.lint(sources: withoutSetter).findings.contains {
                $0.id == "outlet-missing-in-source" && $0.message.contains("'badgeView'")
            })
    }

    @Test("unused-action leaves IBActions alone that Objective-C code names by @selector or sends")
    func actionsUsedByCode() throws {
        let rules: Set<String> = ["unused-action"]
        let used = try Self.lint(sources: try Self.sources(), rules: rules).findings.map(\.message)
        #expect(used.count == 1)
        let withoutCode = try Self.sources(replacing: [
            "BaseViewController.m": (
                "action:@selector(tappedFromGesture:)]];\n    [self calledDirectly:nil forEvent:nil];", "action:nil]];"
            )
        ])
        let unused = try Self.lint(sources: withoutCode, rules: rules).findings.map(\.message)
        #expect(unused.count == 3)
        #expect(
            unused.contains { $0.hasPrefix("IBAction 'tappedFromGesture:' of Objective-C class 'BaseViewController'") })
        #expect(
            unused.contains {
                $0.hasPrefix("IBAction 'calledDirectly:forEvent:' of Objective-C class 'BaseViewController'")
            })
    }

    @Test("a class that takes any key (setValue:forUndefinedKey:) or forwards messages is not reported")
    func keyAndMessageHooks() throws {
        let hooked = try Self.sources(replacing: [
            "LegacyCardCell.h": (
                "@end",
                "- (void)setValue:(id)value forUndefinedKey:(NSString *)key;\n- (id)forwardingTargetForSelector:(SEL)selector;\n@end"
            )
        ])
        let findings = try Self.lint(sources: hooked).findings
        #expect(!findings.contains { $0.message.contains("LegacyCardCell") }, "\(findings.map(\.message))")
        #expect(findings.count == 5)
    }

    @Test("unused-outlet and unused-action skip declarations in Pods, Carthage, .build and framework bundles")
    func thirdPartyDeclarationsAreNotUnused() throws {
        let rules: Set<String> = ["unused-action"]
        let moved = try Self.sources().map { source in
            source.name.hasPrefix("BaseViewController.")
                ? (name: "Pods/Base/Base.framework/Headers/" + source.name, text: source.text) : source
        }
        #expect(try Self.lint(sources: moved, rules: rules).findings.isEmpty)
        #expect(try Self.lint(sources: try Self.sources(), rules: rules).findings.count == 1)
        for path in [
            "Pods/X/a.h", "Carthage/Checkouts/X/a.m", ".build/checkouts/X/a.swift", "Vendor/X.xcframework/a.h",
        ] {
            #expect(ThirdPartySourcePaths.contains(path), "\(path)")
        }
        #expect(!ThirdPartySourcePaths.contains("App/Podcasts/a.h"))
    }

    @Test("a marked outlet wins over an instance variable key-value coding finds under the same name")
    func markedOutletWins() throws {
        let model = SourceModel.scan(
            texts: [
                ("T.h", "@interface T : UIView { UIView *_label; }\n@property (weak) IBOutlet UILabel *label;\n@end")
            ],
            modules: [])
        let outlet = try #require(model.index.outlets(of: "T").first { $0.name == "label" })
        #expect(outlet.isMarkedOutlet)
        #expect(outlet.typeName == "UILabel")
    }

    @Test("the command line's source discovery reads the fixture's .h and .m files")
    func discoveryFromDisk() throws {
        let (model, unreadable) = SourceModel.load(paths: [Self.folder], modules: [], jobs: 1)
        #expect(unreadable.isEmpty)
        let base = try #require(model.index.type(named: "BaseViewController"))
        #expect(base.language == .objectiveC)
        #expect(base.kind == .class)
        #expect(
            base.positions.map { FilePath.lastComponent($0.file) } == [
                "BaseViewController.h", "BaseViewController.m", "BaseViewController.m", "BaseViewController.m",
            ])
        #expect(model.objectiveCClasses.isSuperset(of: ["BaseViewController", "LegacyCardCell"]))
        #expect(!model.objectiveCClasses.contains("CommentedOut"))
        #expect(!model.objectiveCClasses.contains("MacroOnly"))
        #expect(
            model.index.superclassChain(of: "ProfileViewController").prefix(2) == [
                "BaseViewController", "UIViewController",
            ])
        #expect(model.index.superclassChain(of: "LegacyCardCell").prefix(2) == ["CardCell", "UITableViewCell"])
    }
}
