/// `import NibRuntime` (and so `import NibKit`) also imports IB's closed vocabularies as types
/// (``SegueKind``), which segue templates and segues use.
@_exported public import NibVocabulary
