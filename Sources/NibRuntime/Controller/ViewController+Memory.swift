extension ViewController {
    /// Releases the view the way iOS 3–5 did on a memory warning: `viewWillUnload`, the view leaves
    /// its superview and is released, `viewDidUnload`.
    func unloadViewForMemoryWarning() {
        guard isViewLoaded else { return }
        deliver("viewWillUnload") { viewWillUnload() }
        viewStorage?.removeFromSuperview()
        setView(nil)
        deliver("viewDidUnload") { viewDidUnload() }
    }
}
