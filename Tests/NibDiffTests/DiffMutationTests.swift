import Foundation
import NibArchive
import NibDiff
import NibTestSupport
import Testing

/// Samples mutated at test time, each mutation giving exactly the expected lines.
@Suite struct DiffMutationTests {
    static func text(_ sample: String) throws -> String {
        try #require(FileSystem.read(PackagePaths.sample(sample)))
    }

    /// `line:column: message` of each change, noise marked `[IB save]`.
    static func lines(_ old: String, _ new: String, all: Bool = false) -> [String] {
        let before = ArchiveLoader.load(string: old, file: "old").archive
        let after = ArchiveLoader.load(string: new, file: "new").archive
        return DocumentDiff.changes(from: before, to: after, textsDiffer: old != new).filter { all || !$0.isNoise }.map
        { change in
            let place = change.location.map { "\($0.line):\($0.column)" } ?? "-"
            return "\(place): \(change.message)\(change.isNoise ? " [IB save]" : "")"
        }
    }

    static func replacing(_ text: String, _ target: String, _ replacement: String) throws -> String {
        #expect(text.contains(target), "mutation target missing: \(target)")
        return text.replacingOccurrences(of: target, with: replacement)
    }

    @Test func identicalDocumentsHaveNoChanges() throws {
        for sample in ["storyboard/SingleScene.storyboard", "storyboard/Navigation.storyboard", "xib/OwnerOutlets.xib"]
        {
            let text = try Self.text(sample)
            #expect(Self.lines(text, text, all: true).isEmpty, "\(sample)")
        }
    }

    @Test func renamedOutlet() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        let new = try Self.replacing(old, #"property="titleLabel""#, #"property="headerLabel""#)
        #expect(Self.lines(old, new) == ["47:25: outlet `titleLabel` of HelloViewController renamed to `headerLabel`"])
    }

    @Test func retargetedOutletAndChangedCustomClass() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        var new = try Self.replacing(
            old, #"property="titleLabel" destination="Qm7-aT-h3L""#, #"property="titleLabel" destination="w4K-p9-ZrE""#)
        new = try Self.replacing(new, #"customClass="HelloViewController""#, #"customClass="GreetingViewController""#)
        #expect(
            Self.lines(old, new) == [
                "15:78: HelloViewController: custom class is now HelloApp.GreetingViewController (was HelloApp.HelloViewController)",
                "47:25: outlet `titleLabel` of GreetingViewController now points at UIButton 'Say Hello' (was UILabel 'Hello, Linux!')",
            ])
    }

    @Test func retargetedSegue() throws {
        let old = try Self.text("storyboard/Navigation.storyboard")
        let new = try Self.replacing(
            old, #"destination="Dt3-eL-wK8" kind="show""#, #"destination="s4P-Mk-Bz2" kind="show""#)
        #expect(
            Self.lines(old, new) == [
                "43:37: segue 'showDetail' (show) of UIButton 'Show Detail' now leads to SettingsViewController (was DetailViewController)"
            ])
    }

    @Test func changedLabelText() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        let new = try Self.replacing(old, #"text="Hello, Linux!""#, #"text="Title""#)
        #expect(Self.lines(old, new) == ["20:157: UILabel 'Hello, Linux!': text is now 'Title' (was 'Hello, Linux!')"])
    }

    @Test func movedView() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        // The label leaves the view's subviews and becomes a subview of the button.
        let start = try #require(old.range(of: "                            <label "))
        let end = try #require(old.range(of: "</label>\n", range: start.upperBound..<old.endIndex))
        let label = String(old[start.lowerBound..<end.upperBound])
        var new = old.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        new = try Self.replacing(
            new, "                                <state key=\"normal\" title=\"Say Hello\"/>\n",
            "                                <state key=\"normal\" title=\"Say Hello\"/>\n<subviews>\n" + label
                + "</subviews>\n")
        #expect(
            Self.lines(old, new) == [
                "24:29: UILabel 'Hello, Linux!' moved: now in subviews of UIButton 'Say Hello' (was in subviews of UIView (id 8bC-Xf-vdC))"
            ])
    }

    @Test func reorderedSubviews() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        let start = try #require(old.range(of: "                            <label "))
        let end = try #require(old.range(of: "</label>\n", range: start.upperBound..<old.endIndex))
        let label = String(old[start.lowerBound..<end.upperBound])
        var new = old.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        new = try Self.replacing(
            new, "                        </subviews>\n", label + "                        </subviews>\n")
        #expect(
            Self.lines(old, new) == [
                "19:25: UIView (id 8bC-Xf-vdC): subviews reordered: UIButton 'Say Hello', UILabel 'Hello, Linux!' (was UILabel 'Hello, Linux!', UIButton 'Say Hello')"
            ])
    }

    @Test func movedFrameIsAValueChange() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        let new = try Self.replacing(
            old, #"<rect key="frame" x="20" y="381.66666666666669""#, #"<rect key="frame" x="20" y="300""#)
        #expect(
            Self.lines(old, new) == ["21:33: UILabel 'Hello, Linux!': frame y is now '300' (was '381.66666666666669')"])
    }

    @Test func reorderedAttributesAreNoise() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        let new = try Self.replacing(
            old, #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left""#,
            #"<label contentMode="left" opaque="NO" userInteractionEnabled="NO""#)
        #expect(Self.lines(old, new).isEmpty)
        #expect(Self.lines(old, new, all: true) == ["20:29: UILabel 'Hello, Linux!': attributes reordered [IB save]"])
    }

    @Test func bumpedToolsVersionIsNoise() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        var new = try Self.replacing(old, #"toolsVersion="23504""#, #"toolsVersion="24127""#)
        new = try Self.replacing(new, #"version="23506""#, #"version="24128""#)
        #expect(Self.lines(old, new).isEmpty)
        #expect(
            Self.lines(old, new, all: true) == [
                "-: document toolsVersion is now '24127' (was '23504') [IB save]",
                "6:9: document: dependencies › plugIn com.apple.InterfaceBuilder.IBCocoaTouchPlugin version is now '24128' (was '23506') [IB save]",
            ])
    }

    @Test func saveNoiseIsHiddenButCountedWithAll() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        var new = try Self.replacing(
            old, #"<label opaque="NO" userInteractionEnabled="NO""#,
            #"<label opaque="NO" misplaced="YES" userInteractionEnabled="NO""#)
        new = try Self.replacing(new, #"x="130.53435114503816""#, #"x="200""#)
        new = try Self.replacing(
            new, #"<color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
            #"<color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
        new = try Self.replacing(new, #"<capability name="Safe area layout guides" minToolsVersion="9.0"/>"#, "")
        #expect(Self.lines(old, new).isEmpty)
        let noisy = Self.lines(old, new, all: true)
        #expect(noisy.count == 4, "\(noisy)")
        #expect(noisy.allSatisfy { $0.hasSuffix("[IB save]") })
        #expect(noisy.contains { $0.contains("moved on the canvas to x=200") })
        #expect(noisy.contains { $0.contains("misplaced set to 'YES'") })
        #expect(noisy.contains { $0.contains("capability Safe area layout guides removed") })
        #expect(noisy.contains { $0.contains("systemColor systemBackgroundColor › color is now") })
    }

    @Test func reformattingIsNoise() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        let new = old.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }.joined(
            separator: "\n")
        #expect(Self.lines(old, new).isEmpty)
        #expect(Self.lines(old, new, all: true) == ["-: the files differ only in formatting [IB save]"])
    }

    @Test func realColorChangeIsShown() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        let new = try Self.replacing(
            old, #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
            #"<color key="backgroundColor" systemColor="systemRedColor"/>"#)
        #expect(
            Self.lines(old, new) == [
                "36:25: UIView (id 8bC-Xf-vdC): backgroundColor systemColor is now 'systemRedColor' (was 'systemBackgroundColor')"
            ])
    }

    @Test func addedAndRemovedObjectsAndConnections() throws {
        let old = try Self.text("storyboard/SingleScene.storyboard")
        var new = try Self.replacing(
            old,
            #"                        <outlet property="helloButton" destination="w4K-p9-ZrE" id="R2d-Vx-4Kp"/>"#
                + "\n", "")
        new = try Self.replacing(
            new, "                        <viewLayoutGuide key=\"safeArea\" id=\"6Tk-OE-BBY\"/>\n",
            "                        <viewLayoutGuide key=\"safeArea\" id=\"6Tk-OE-BBY\"/>\n                        <switch opaque=\"NO\" id=\"Sw1-tc-h01\"/>\n"
        )
        #expect(
            Self.lines(old, new) == [
                "15:17: outlet `helloButton` of HelloViewController removed (it points at UIButton 'Say Hello')",
                "36:25: UISwitch (id Sw1-tc-h01) added (in UIView (id 8bC-Xf-vdC))",
            ])
    }

    @Test func removedScene() throws {
        let old = try Self.text("storyboard/Navigation.storyboard")
        let start = try #require(old.range(of: "        <scene sceneID=\"Hc7-Ue-0Yw\">"))
        let end = try #require(old.range(of: "</scene>\n", range: start.upperBound..<old.endIndex))
        let new = old.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        #expect(Self.lines(old, new) == ["-: scene Hc7-Ue-0Yw (SettingsViewController) removed with 8 objects"])
    }
}
