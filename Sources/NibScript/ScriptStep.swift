package import NibDiagnostics
package import NibPrimitives
package import NibRuntime

/// One step of a lifecycle script, with where it is written.
nonisolated package struct ScriptStep: Sendable, Hashable, CustomStringConvertible {
    /// What a step does.
    package indirect enum Action: Sendable, Hashable {
        /// `segue <identifier>`: perform the segue as a tap would (asking `shouldPerformSegue`), from
        /// the controller on screen or the nearest of its containers that has it.
        case segue(String)
        /// `push <storyboardIdentifier>`: instantiate and push onto the navigation controller on screen.
        case push(String)
        /// `pop`: pop the navigation controller on screen.
        case pop
        /// `pop-to-root`: pop it to its root.
        case popToRoot
        /// `present <storyboardIdentifier> [style]`: instantiate and present from the controller on
        /// screen, with the style when given.
        case present(String, ModalPresentationStyle?)
        /// `dismiss`: dismiss the topmost presented controller.
        case dismiss
        /// `tab <index>`: select a tab (0-based) of the tab bar controller on screen.
        case tab(Int)
        /// `swipe-back-cancel`: an edge swipe that starts popping and is cancelled.
        case swipeBackCancel
        /// `swipe-back-finish`: an edge swipe that pops.
        case swipeBackFinish
        /// `rotate`: swap the window's width and height.
        case rotate
        /// `resize <w>x<h>`: give the window a new size.
        case resize(Size)
        /// `background`: the scene goes to the background.
        case background
        /// `foreground`: the scene comes back.
        case foreground
        /// `memory-warning`: a memory warning.
        case memoryWarning
        /// `tick [seconds]`: advance the virtual clock (1 second when omitted).
        case tick(Double)
        /// `tap <control>`: a touch on the control on screen whose id, user label or title is the
        /// argument (a button, or a bar button item of a controller on screen): its actions and the
        /// segues it triggers, as a touch would send them.
        case tap(String)
        /// `start <step>`: the step, then only the work that is due (its transition starts but does
        /// not settle), to script overlapping transitions.
        case start(Action)
        /// `should-perform <segue> yes|no`: from now on the segue's `shouldPerformSegue` answer.
        case shouldPerform(String, Bool)
        /// `add-child <storyboardIdentifier>`: instantiate and add as a child of the controller on
        /// screen (`addChild`, the view added to its view, `didMove`).
        case addChild(String)
        /// `remove-child`: remove the last child of the controller on screen (`willMove(nil)`, the
        /// view removed, `removeFromParent`).
        case removeChild
        /// `set-needs-layout [view]`: mark a view (id or user label; the controller on screen's view
        /// when omitted) for layout.
        case setNeedsLayout(String?)
        /// `set-needs-display [view]`: mark it for display.
        case setNeedsDisplay(String?)
    }

    /// What the step does.
    package var action: Action
    /// The step's 1-based position among the script's steps.
    package var number: Int
    /// Where its first word is (1-based line, column in UTF-8 bytes).
    package var location: SourceLocation
    /// The step as written, without comments and surrounding blanks.
    package var text: String

    /// Creates a step.
    package init(action: Action, number: Int, location: SourceLocation, text: String) {
        self.action = action
        self.number = number
        self.location = location
        self.text = text
    }

    /// `step 3 (pop)`.
    package var description: String { "step \(number) (\(text))" }
}
