public import NibCodingCore

/// Pages of controllers, the current ones on screen; turning a page swaps them with the new page's
/// `viewWillAppear` first, as a tab switch does, and the container forwards its own appearance to
/// the current pages.
@MainActor
open class PageViewController: ViewController {
    /// The pages on screen (usually one).
    public internal(set) var viewControllers: [ViewController] = []

    /// Creates a page view controller without pages.
    public override init(nibName: String?) { super.init(nibName: nibName) }

    /// Decodes an archived page view controller.
    public required init(coder: any NibDecoding) throws { try super.init(coder: coder) }

    /// Shows `controllers` as the current pages. On screen this is a transition on the next turn
    /// (new pages' `viewWillAppear`, old pages' `viewWillDisappear`, layout, old pages'
    /// `viewDidDisappear`, new pages' `viewDidAppear`, then `completion(true)`); the old pages stop
    /// being children when it ends. Off screen the pages are swapped at once.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool, completion: ((Bool) -> Void)? = nil)
    {
        let adopted = controllers.filter { adoptSilently($0) }
        let old = viewControllers.filter { page in !adopted.contains { $0 === page } }
        viewControllers = adopted
        let visible = appearanceState == .appeared && viewStorage?.windowStorage?.isVisible == true
        guard visible, let runner else {
            for page in old {
                page.viewStorage?.removeFromSuperview()
                releaseSilently(page)
            }
            if isViewLoaded { installPages() }
            completion?(true)
            return
        }
        let incoming = controllers
        runner.requestTransition(owner: self) { [self, old, incoming] in
            let run = TransitionRun(
                owner: ObjectIdentifier(self), duration: animated ? runner.transitionDuration : .zero,
                participants: old + incoming)
            run.begin = { [self, old, incoming] in
                for page in incoming { page.loadViewIfNeeded() }
                for page in incoming { page.beginAppearanceTransition(true, animated: animated) }
                for page in old { page.beginAppearanceTransition(false, animated: animated) }
                installPages()
            }
            run.complete = { [self, old, incoming] in
                for page in old {
                    page.viewStorage?.removeFromSuperview()
                    page.endAppearanceTransition()
                }
                for page in incoming { page.endAppearanceTransition() }
                for page in old { releaseSilently(page) }
                completion?(true)
            }
            return .start(run)
        }
    }

    override func prepareForAppearanceForwarding() { installPages() }

    /// Puts the current pages' views in the root view, each filling it.
    func installPages() {
        guard let root = viewStorage else { return }
        for page in viewControllers {
            guard let pageView = page.view, pageView.superview !== root else { continue }
            pageView.frame = root.bounds
            pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(pageView)
        }
    }
}
