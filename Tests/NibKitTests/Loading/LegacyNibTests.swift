import NibArchive
import NibCoding
import NibPrimitives
import NibTestSupport
import Testing

@testable import NibKit

/// A legacy Xcode 3/4 archive loads into live objects like a current xib.
@MainActor
struct LegacyNibTests {
    final class HelloViewController: ViewController {
        @Outlet var titleLabel: Label?
        @Outlet var helloButton: Button?
        var greetings = 0

        override func canPerformAction(_ action: ActionName, withSender sender: AnyObject?) -> Bool {
            action == "sayHello:" || super.canPerformAction(action, withSender: sender)
        }
        override func performAction(_ action: ActionName, sender: AnyObject?) {
            guard action == "sayHello:" else { return super.performAction(action, sender: sender) }
            greetings += 1
        }
    }

    final class GreetingLabel: Label {}

    @Test func theLegacySampleInstantiatesWithItsValuesOutletsAndActions() throws {
        let registry = NibClassRegistry()
        registry.register(GreetingLabel.self, as: "GreetingLabel")
        let nib = try Nib(contentsOf: PackagePaths.sample("legacy/LegacyHello.xib"), registry: registry)
        let owner = HelloViewController()
        let objects = try nib.instantiate(owner: owner)
        let view = try #require(objects.first as? View)
        #expect(view.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(view.backgroundColor?.kind == .white(white: 1, alpha: 1))
        #expect(view.subviews.count == 3)
        let title = try #require(owner.titleLabel)
        #expect(title.text == "Hello, Linux!")
        #expect(title.frame == Rect(x: 20, y: 40, width: 280, height: 21))
        #expect(title.textAlignment == "center")
        #expect(title.textColor?.kind == .rgb(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
        #expect(title.font.pointSize == 17)
        #expect(title.layerProperties.cornerRadius == 6 && title.layerProperties.masksToBounds)
        let button = try #require(owner.helloButton)
        #expect(button.states["normal"]?.title == "Say Hello")
        #expect(button.states["normal"]?.titleColor?.kind == .rgb(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(button.buttonType == "roundedRect" && button.tag == 7)
        let greeting = try #require(view.subviews.last as? GreetingLabel)
        #expect(greeting.text == "Grüße\nWelt" && greeting.isHidden && greeting.numberOfLines == 2)
        #expect(owner.view === view)
        button.sendActions(for: .touchUpInside)
        #expect(owner.greetings == 1)
    }
}
