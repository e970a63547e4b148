import NibSwiftSource
import NibTestSupport
import Testing

/// One test per Objective-C construct the scanner reads. Each source marks with `↓` the name of every
/// member (or type) it must find, so positions are checked without counting columns.
@Suite struct ObjCSourceScannerTests {
    /// Scans marked text; returns the file and the marker positions as `line:column`.
    private func scan(_ marked: String) -> (SwiftSourceFile, [String]) {
        let text = MarkedText(marked)
        return (
            ObjCSourceScanner.scan(text: text.text, file: "T.m", module: nil),
            text.markers.map { "\($0.line):\($0.column)" }
        )
    }

    private func at(_ position: SwiftSourcePosition?) -> String { position.map { "\($0.line):\($0.column)" } ?? "-" }

    private func outlets(_ type: SwiftTypeDeclaration?) -> [String] {
        (type?.outlets ?? []).map {
            "\($0.name) \($0.typeName)\($0.isCollection ? "[]" : "") \($0.isMarkedOutlet ? "IB" : "kvc") \($0.optionality.rawValue) '\($0.declaredType)' \(at($0.position))"
        }
    }

    @Test func propertyOutlets() {
        let (file, m) = scan(
            """
            @interface T : UIViewController
            @property (nonatomic, weak) IBOutlet UILabel *↓label;
            @property (weak, nonatomic, nullable) IBOutlet UIView *↓optionalView;
            @property(weak,nonatomic)IBOutlet UIButton*↓tight;
            @property (weak) IBOutlet UILabel *↓first, *↓second;
            @property (weak) IBOutlet __kindof UIView * _Nullable ↓kind API_AVAILABLE(ios(13.0));
            @property (nonatomic, strong) IBOutlet UITextField *↓field NS_SWIFT_NAME(textField);
            @property (nonatomic, copy) NSString *↓plain;
            @property (class, nonatomic, readonly) UILabel *shared;
            @property (nonatomic, copy) void (^↓handler)(BOOL finished);
            @end
            """)
        let type = file.types.first
        #expect(
            outlets(type) == [
                "label UILabel IB implicitlyUnwrapped 'UILabel *' \(m[0])",
                "optionalView UIView IB optional 'UIView *' \(m[1])",
                "tight UIButton IB implicitlyUnwrapped 'UIButton *' \(m[2])",
                "first UILabel IB implicitlyUnwrapped 'UILabel *' \(m[3])",
                "second UILabel IB implicitlyUnwrapped 'UILabel *' \(m[4])",
                "kind UIView IB optional 'UIView *' \(m[5])",
                "field UITextField IB implicitlyUnwrapped 'UITextField *' \(m[6])",
                "plain NSString kvc implicitlyUnwrapped 'NSString *' \(m[7])",
                "handler  kvc nonOptional 'block' \(m[8])",
            ])
        #expect(type?.outlets.allSatisfy { $0.declaringType == "T" } == true)
        #expect(type?.language == .objectiveC)
    }

    @Test func outletCollections() {
        let (file, m) = scan(
            """
            NS_ASSUME_NONNULL_BEGIN
            @interface T : UIView
            @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *↓buttons;
            @property (nonatomic, strong) IBOutletCollection(NSLayoutConstraint) NSArray<NSLayoutConstraint*> *↓constraints;
            @property (nonatomic, copy) NSArray<UILabel *> *↓labels;
            @end
            NS_ASSUME_NONNULL_END
            """)
        #expect(
            outlets(file.types.first) == [
                "buttons UIButton[] IB nonOptional 'NSArray *' \(m[0])",
                "constraints NSLayoutConstraint[] IB nonOptional 'NSArray<NSLayoutConstraint *> *' \(m[1])",
                "labels UILabel[] kvc nonOptional 'NSArray<UILabel *> *' \(m[2])",
            ])
    }

    @Test func instanceVariables() {
        let (file, m) = scan(
            """
            @interface T : UIViewController {
                IBOutlet UILabel *↓ivarLabel;
            @private
                UIView *↓_backing;
                id ↓target;
                BOOL ↓isEnabled;
                unsigned ↓flags : 2;
            }
            @end
            """)
        #expect(
            outlets(file.types.first) == [
                "ivarLabel UILabel IB implicitlyUnwrapped 'UILabel *' \(m[0])",
                "_backing UIView kvc implicitlyUnwrapped 'UIView *' \(m[1])",
                "backing UIView kvc implicitlyUnwrapped 'UIView *' \(m[1])",
                "target  kvc nonOptional 'id' \(m[2])",
                "isEnabled  kvc nonOptional 'BOOL' \(m[3])",
                "enabled  kvc nonOptional 'BOOL' \(m[3])",
                "flags  kvc nonOptional '' \(m[4])",
            ])
    }

    @Test func actionSelectors() {
        let (file, m) = scan(
            """
            @interface T : UIViewController
            - (IBAction)↓tap:(id)sender;
            - (IBAction)↓doThing:(id)sender forEvent:(UIEvent*)e;
            -(IBAction)↓x;
            - (IBAction) ↓unwindToHome:(UIStoryboardSegue *)segue NS_SWIFT_NAME(unwind(_:));
            - (void)↓reload;
            - (void)↓combine:(id)a :(id)b;
            - (void)↓setBadge:(UIView *)badge;
            + (instancetype)factory;
            + (void)classAction:(id)sender;
            @end
            """)
        let type = file.types.first
        #expect(
            (type?.actions ?? []).map { "\($0.selector) \($0.kind.rawValue) \($0.parameterCount) \(at($0.position))" }
                == [
                    "tap: ibAction 1 \(m[0])",
                    "doThing:forEvent: ibAction 2 \(m[1])",
                    "x ibAction 0 \(m[2])",
                    "unwindToHome: ibAction 1 \(m[3])",
                    "reload objc 0 \(m[4])",
                    "combine:: objc 2 \(m[5])",
                    "setBadge: objc 1 \(m[6])",
                ])
        // A setter is a key-value coding key.
        #expect(outlets(type) == ["badge  kvc implicitlyUnwrapped '' \(m[6])"])
    }

    @Test func implementationOnlyActions() {
        let (file, m) = scan(
            """
            static CGFloat const kInset = -1;
            static void helper(void) { if (1) { } }

            @implementation ↓T
            {
                IBOutlet UIView *↓hidden;
            }

            - (IBAction)↓save:(id)sender
            {
                NSString *s = @"@end } - (IBAction)fake:(id)x";
                char c = '}';
                void (^block)(void) = ^{ [self dismiss]; };
                if (x) { y = -1; }
            }

            -(IBAction)↓cancel:(UIButton *)sender { }
            #pragma mark - Private
            - (void)↓helperMethod { int z = - 2; }
            @end
            """)
        let type = file.types.first
        #expect(type?.kind == .extension)
        #expect(at(type?.position) == m[0])
        #expect(outlets(type) == ["hidden UIView IB implicitlyUnwrapped 'UIView *' \(m[1])"])
        #expect(
            (type?.actions ?? []).map { "\($0.selector) \($0.kind.rawValue) \(at($0.position))" } == [
                "save: ibAction \(m[2])", "cancel: ibAction \(m[3])", "helperMethod objc \(m[4])",
            ])
    }

    @Test func classExtensionsCategoriesAndProtocols() {
        let (file, m) = scan(
            """
            @class Forward, Other;
            @protocol ForwardProtocol;
            @interface ↓Box<__covariant ObjectType> : NSObject <NSCopying>
            @end
            @interface ↓T : UIViewController <UITableViewDelegate, UITableViewDataSource>
            @end
            @interface ↓T ()
            @property (weak) IBOutlet UIView *↓extensionOutlet;
            @end
            @interface ↓T (Analytics) <UIScrollViewDelegate>
            - (IBAction)↓track:(id)sender;
            @end
            @protocol ↓Delegate <NSObject>
            @optional
            - (void)↓didTap:(id)sender;
            @required
            @property (weak) IBOutlet UILabel *↓protocolLabel;
            @end
            @interface ↓Root
            @end
            """)
        #expect(
            file.types.map { "\($0.kind.rawValue) \($0.name) \($0.inheritedTypes) \(at($0.position))" } == [
                "class Box [\"NSObject\", \"NSCopying\"] \(m[0])",
                "class T [\"UIViewController\", \"UITableViewDelegate\", \"UITableViewDataSource\"] \(m[1])",
                "extension T [] \(m[2])",
                "extension T [] \(m[4])",
                "protocol Delegate [\"NSObject\"] \(m[6])",
                "extension Root [] \(m[9])",
            ])
        #expect(file.types[2].outlets.map { at($0.position) } == [m[3]])
        #expect(file.types[3].actions.map { "\($0.selector) \(at($0.position))" } == ["track: \(m[5])"])
        #expect(file.types[4].actions.map { "\($0.selector) \(at($0.position))" } == ["didTap: \(m[7])"])
        #expect(file.types[4].outlets.map { at($0.position) } == [m[8]])
        #expect(file.types[1].objcName == "T")
    }

    @Test func commentsPreprocessorAndMacrosHideNothingAndInventNothing() {
        let (file, m) = scan(
            """
            #import <UIKit/UIKit.h>
            // @interface LineComment : UIView
            /* @interface BlockComment : UIView
               @property IBOutlet UILabel *fake; */
            #define DECLARE_VIEW(name) \\
                @interface name : UIView \\
                @end
            #if 0
            @interface ↓InDisabledBranch : UIView
            @end
            #endif
            NS_ASSUME_NONNULL_BEGIN
            IB_DESIGNABLE
            NS_SWIFT_NAME(Renamed)
            @interface ↓Real : UIView
            #pragma mark - Outlets
            @property (weak, nonatomic) IBOutlet UILabel *↓label; // IBOutlet UILabel *notThis;
            /** @property (weak) IBOutlet UILabel *norThis; */
            NS_ASSUME_NONNULL_END
            - (IBAction)↓tap:(id)sender API_AVAILABLE(ios(14.0)) DEPRECATED_MSG_ATTRIBUTE("no");
            @end
            """)
        // Every `#if` branch is read, as in Swift; comments and macro bodies are not code.
        #expect(file.types.map { "\($0.name) \(at($0.position))" } == ["InDisabledBranch \(m[0])", "Real \(m[1])"])
        #expect(file.types[1].outlets.map { "\($0.name) \(at($0.position))" } == ["label \(m[2])"])
        #expect(file.types[1].actions.map { "\($0.selector) \(at($0.position))" } == ["tap: \(m[3])"])
    }

    @Test func blocksWithoutEndAndBrokenInputStopSafely() {
        let (file, m) = scan(
            """
            @interface ↓A : UIView
            @property (weak) IBOutlet UILabel *↓a
            @interface ↓B : UIView
            - (IBAction)↓b:(id)sender
            @implementation ↓C
            - (IBAction)↓c:(id)sender { if (x) {
            @end
            @implementation ↓D
            - (IBAction)↓d:(id)sender { NSString *s = @"unterminated
            }
            @end
            """)
        #expect(
            file.types.map { "\($0.name) \(at($0.position))" } == ["A \(m[0])", "B \(m[2])", "C \(m[4])", "D \(m[6])"])
        #expect(
            file.types.map { $0.outlets.map(\.name) + $0.actions.map(\.selector) } == [["a"], ["b:"], ["c:"], ["d:"]])
        #expect(at(file.types[0].outlets.first?.position) == m[1])
        #expect(at(file.types[1].actions.first?.position) == m[3])
        #expect(at(file.types[2].actions.first?.position) == m[5])
        #expect(at(file.types[3].actions.first?.position) == m[7])
    }

    @Test func selectorReferencesInMethodBodies() {
        let (file, _) = scan(
            """
            @implementation T
            - (void)viewDidLoad {
                [super viewDidLoad];
                UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(onTap:)];
                [self.button addTarget:self action:@selector( doThing: forEvent: ) forControlEvents:UIControlEventTouchUpInside];
                [self reloadWith:x animated:YES];
                int y = flag ? a : b;
            }
            - (IBAction)declaredOnly:(id)sender forEvent:(UIEvent *)e;
            @end
            """)
        // Keywords after the first (`action:`, `animated:`) are kept too: more names only mean fewer
        // unused-action findings. The method declaration's own keywords are not references.
        #expect(
            file.selectorReferences == [
                "action:", "addTarget:", "alloc", "animated:", "doThing:forEvent:", "forControlEvents:",
                "initWithTarget:",
                "onTap:", "reloadWith:", "viewDidLoad",
            ])
    }

    @Test func directiveCommentsApplyToTheNextDeclaration() {
        let (file, m) = scan(
            """
            @interface T : UIView
            // nibload:disable unused-outlet
            @property (weak) IBOutlet UILabel *↓quiet;
            - (IBAction)↓tap:(id)sender; // nibload:disable unused-action
            @end
            """)
        #expect(
            file.directives.map { "\($0.text) \(at($0.declaration))" } == [
                " nibload:disable unused-outlet \(m[0])", " nibload:disable unused-action \(m[1])",
            ])
    }

    @Test("every prefix of a real-looking file scans without trapping")
    func everyPrefix() throws {
        let text =
            try String(
                contentsOfFile: PackagePaths.root + "/Tests/NibLintTests/Fixtures/ObjCKit/BaseViewController.m",
                encoding: .utf8) + "\n/* unterminated \" ' @\"\\"
        let bytes = Array(text.utf8)
        var scanned = 0
        for end in 0...bytes.count {
            _ = ObjCSourceScanner.scan(text: String(decoding: bytes[..<end], as: UTF8.self), file: "P.m", module: nil)
            scanned += 1
        }
        #expect(scanned == bytes.count + 1)
        #expect(ObjCSourceScanner.scan(text: text, file: "P.m", module: nil).types.count == 3)
    }
}
