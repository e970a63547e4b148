/// `import NibArchive` also imports IB's closed vocabularies as types (``SegueKind``), which
/// ``SegueInfo`` and the runtime share.
@_exported public import NibVocabulary
