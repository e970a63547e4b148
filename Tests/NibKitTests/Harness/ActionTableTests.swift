import NibCoding
import NibKit
import NibTestSupport
import Testing

/// Navigation.storyboard's Master scene: a bar button item sends `addItem:` to the controller.
@MainActor
final class TableMaster: ViewController, ActionDeclaring {
    static let actions: ActionTable<TableMaster> = ["addItem:": { $0.addItem($1) }]
    @Outlet var addButton: BarButtonItem?
    @Outlet var containerView: View?
    @Outlet var detailButton: Button?
    var added: [AnyObject?] = []
    func addItem(_ sender: AnyObject?) { added.append(sender) }
}

/// The same scene with a typed sender: `addItem:` only from a bar button item.
@MainActor
final class TypedMaster: ViewController, ActionDeclaring {
    static let actions = ActionTable<TypedMaster>(
        .action("addItem:", sender: BarButtonItem.self) { master, item in master.items.append(item.title ?? "item") },
        .unwind("unwindToMaster:") { $0.unwoundFrom.append($1.source.traceLabel) })
    @Outlet var addButton: BarButtonItem?
    @Outlet var containerView: View?
    @Outlet var detailButton: Button?
    var items: [String] = []
    var unwoundFrom: [String] = []
}

/// A table with a typo (`addItems:`) and one whose sender type is wrong (a switch).
@MainActor
final class TypoMaster: ViewController, ActionDeclaring {
    static let actions: ActionTable<TypoMaster> = ["addItems:": { _, _ in }]
    @Outlet var addButton: BarButtonItem?
    @Outlet var containerView: View?
    @Outlet var detailButton: Button?
}

@MainActor
final class SwitchMaster: ViewController, ActionDeclaring {
    static let actions = ActionTable<SwitchMaster>(.action("addItem:", sender: Switch.self) { _, _ in })
    @Outlet var addButton: BarButtonItem?
    @Outlet var containerView: View?
    @Outlet var detailButton: Button?
}

@MainActor final class TableSettings: ViewController {
    @Outlet var doneButton: Button?
}
@MainActor final class TableDetail: ViewController {
    @Outlet var detailLabel: Label?
}
@MainActor final class TableChild: ViewController {
    @Outlet var messageLabel: Label?
}

/// A base class with an overridable table and a subclass extending it.
@MainActor
class TableBase: ViewController, ActionDeclaring {
    class var actions: ActionTable<TableBase> { ["reload:": { base, _ in base.log.append("reload") }] }
    var log: [String] = []
}
@MainActor
final class TableSub: TableBase {
    override class var actions: ActionTable<TableBase> {
        super.actions.merging(ActionTable<TableSub>(.action("share:") { $0.log.append("share") }))
    }
}

@MainActor
@Suite struct ActionTableTests {
    static let navigation = "Samples/storyboard/Navigation.storyboard"

    static func storyboard(
        master: (some ViewController).Type, options: NibLoadOptions = .default, runner: Runner? = nil
    ) throws
        -> Storyboard
    {
        let registry = NibClassRegistry()
        registry.register(master, as: "HelloApp.MasterViewController")
        registry.register(TableSettings.self, as: "HelloApp.SettingsViewController")
        registry.register(TableDetail.self, as: "HelloApp.DetailViewController")
        registry.register(TableChild.self, as: "HelloApp.ChildViewController")
        registry.register(NavigationController.self, as: "HelloApp.AppNavigationController")
        let path = PackagePaths.root + "/" + navigation
        guard let runner else { return try Storyboard(contentsOf: path, registry: registry, options: options) }
        return try Storyboard(contentsOf: path, registry: registry, options: options, runner: runner)
    }

    /// The `<action selector="addItem:">` element of the Master scene.
    static let addItemLine = 79

    @Test func aTableActionRunsAndTheLoadHasNoWarnings() throws {
        let storyboard = try Self.storyboard(master: TableMaster.self)
        let master = try storyboard.instantiateViewController(identifier: "Master", as: TableMaster.self)
        master.loadViewIfNeeded()
        let item = try #require(master.addButton)
        #expect(item.sendAction())
        #expect(master.added.count == 1 && master.added.first! === item)
        #expect(master.canPerformAction("addItem:", withSender: nil))
        #expect(!master.canPerformAction("addItems:", withSender: nil))
        #expect(ActionDeclarations.actions(declaredBy: TableMaster.self).map(\.name) == ["addItem:"])
        #expect(storyboard.loadDiagnostics.isEmpty)
    }

    @Test func aTypoInTheTableIsAWarningAtTheActionAndAnErrorWhenStrict() throws {
        let storyboard = try Self.storyboard(master: TypoMaster.self)
        let master = try storyboard.instantiateViewController(identifier: "Master", as: TypoMaster.self)
        master.loadViewIfNeeded()
        let warning = try #require(storyboard.loadDiagnostics.first { $0.message.contains("addItem:") })
        #expect(warning.id == "undeclared-action" && warning.severity == .warning)
        #expect(warning.location?.line == Self.addItemLine)
        #expect(warning.message == "'TypoMaster' does not declare the action 'addItem:' that 'BarButtonItem' sends it")

        var strict = NibLoadOptions.default
        strict.actionCheck = .error
        let strictBoard = try Self.storyboard(master: TypoMaster.self, options: strict)
        let location = try #require(warning.location)
        #expect(
            throws: NibLoadingError.undeclaredAction(
                .init(
                    selector: "addItem:", senderClass: "BarButtonItem", targetClass: "TypoMaster", isUnwind: false,
                    location: location))
        ) {
            try strictBoard.instantiateViewController(identifier: "Master")
        }
    }

    @Test func aTypedSenderIsCheckedAtLoad() throws {
        let typed = try Self.storyboard(master: TypedMaster.self)
        let master = try typed.instantiateViewController(identifier: "Master", as: TypedMaster.self)
        master.loadViewIfNeeded()
        #expect(master.addButton?.sendAction() == true)
        #expect(master.items == ["item"])
        #expect(typed.loadDiagnostics.isEmpty)  // the unwind action is declared too

        let wrong = try Self.storyboard(master: SwitchMaster.self)
        let error = try #require(throws: NibLoadingError.self) {
            try wrong.instantiateViewController(identifier: "Master")
        }
        guard case .actionSenderMismatch(let mismatch) = error else {
            Issue.record("expected a sender mismatch, got \(error)")
            return
        }
        #expect(mismatch.expectedSender == "Switch" && mismatch.foundSender == "BarButtonItem")
        #expect(mismatch.location.line == Self.addItemLine)
        #expect(
            error.message
                == "action 'addItem:' of 'SwitchMaster' takes a 'Switch' sender, but the document connects a 'BarButtonItem'"
        )
    }

    @Test func aMistypedSenderAtRunTimeIsAnErrorAndNothingRuns() throws {
        let runner = Runner()
        let master = TypedMaster(nibName: nil)
        master.label = "Master"
        let button = Button(frame: .zero)
        button.label = "Plus"
        button.addTarget(master, action: "addItem:", for: .touchUpInside)
        _ = runner.show(master)
        button.sendActions(for: .touchUpInside)
        #expect(master.items.isEmpty)
        #expect(runner.diagnostics.map(\.id) == ["action-sender-mismatch"])
        #expect(
            runner.diagnostics.first?.message
                == "action 'addItem:' of 'TypedMaster' takes a 'BarButtonItem' sender, but 'Plus' is a 'Button'; the action is not sent"
        )
    }

    @Test func anUnwindActionReceivesTheSegue() throws {
        let runner = Runner(profile: .modern)
        let storyboard = try Self.storyboard(master: TypedMaster.self, runner: runner)
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let window = runner.makeWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        runner.settle()
        let master = try #require(navigation.topViewController as? TypedMaster)
        master.performSegue(withIdentifier: "showSettings", sender: nil)
        runner.settle()
        let settings = try #require(navigation.presentedViewController as? TableSettings, "\(runner.diagnostics)")
        settings.doneButton?.sendActions(for: .touchUpInside)
        runner.settle()
        #expect(master.unwoundFrom == [settings.traceLabel])
        #expect(navigation.presentedViewController == nil)
        #expect(runner.diagnostics.isEmpty)
    }

    @Test func anUndeclaredUnwindActionIsAWarningAtTheSegueAndAnErrorWhenStrict() throws {
        let lenient = try Self.storyboard(master: TableMaster.self)
        _ = try lenient.instantiateViewController(identifier: "Settings")
        let warning = try #require(lenient.loadDiagnostics.first)
        #expect(warning.id == "undeclared-action")
        #expect(warning.location?.line == 138)
        #expect(
            warning.message
                == "no registered controller class declares the unwind action 'unwindToMaster:' (in its action table), so the unwind segue from 'HelloApp.SettingsViewController' finds no destination"
        )
        let strict = try Self.storyboard(master: TableMaster.self, options: .strict)
        #expect {
            try strict.instantiateViewController(identifier: "Settings")
        } throws: { error in
            guard case .undeclaredAction(let undeclared) = error as? NibLoadingError else { return false }
            return undeclared.isUnwind && undeclared.selector == "unwindToMaster:" && undeclared.location.line == 138
        }
        // The check can be turned off.
        var off = NibLoadOptions.strict
        off.actionCheck = .off
        _ = try Self.storyboard(master: TableMaster.self, options: off).instantiateViewController(
            identifier: "Settings")
    }

    @Test func aFirstResponderActionNoResponderDeclaresIsAWarning() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TableMaster" customModule="App"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="v">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="b">
                                <connections>
                                    <action selector="addItem:" destination="-2" eventType="touchUpInside" id="a1"/>
                                    <action selector="removeItem:" destination="-2" eventType="touchUpInside" id="a2"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let nib = try Nib(string: xib, name: "Row.xib")
        let result = try nib.instantiateWithResult(owner: TableMaster(nibName: nil))
        // addItem: reaches the owner's table; removeItem: reaches nobody in the load.
        #expect(result.diagnostics.map(\.id) == ["undeclared-action"])
        #expect(result.diagnostics.first?.location?.line == 11)
        #expect(
            result.diagnostics.first?.message.contains("'removeItem:' that 'Button' sends to First Responder") == true)
    }

    @Test func aSubclassExtendsItsInheritedTable() {
        let sub = TableSub(nibName: nil)
        #expect(ActionDeclarations.actions(declaredBy: TableSub.self).map(\.name) == ["reload:", "share:"])
        #expect(ActionDeclarations.actions(declaredBy: TableBase.self).map(\.name) == ["reload:"])
        sub.performAction("share:", sender: nil)
        sub.performAction("reload:", sender: nil)
        #expect(sub.log == ["share", "reload"])
        #expect(!TableBase(nibName: nil).canPerformAction("share:", withSender: nil))
    }
}
