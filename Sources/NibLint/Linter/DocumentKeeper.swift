internal import Synchronization

/// Documents kept alive until the process exits (``LintOptions/keepsDocumentsUntilExit``), so that
/// a command-line run does not spend its end freeing every tree and archive one by one: the
/// operating system takes the memory back at exit all at once.
enum DocumentKeeper {
    /// Elements kept at most, over all documents (a tree and archive take about 750 bytes per
    /// element, so about 190 MB); documents past it are freed as usual.
    static let elementBudget = 250_000

    private static let kept = Mutex<(documents: [LintDocument], elements: Int)>(([], 0))

    /// Keeps a document alive, unless that would pass ``elementBudget``.
    static func keep(_ document: LintDocument) {
        let elements = document.tree.elements.count
        kept.withLock { kept in
            guard kept.elements + elements <= elementBudget else { return }
            kept.elements += elements
            kept.documents.append(document)
        }
    }
}
