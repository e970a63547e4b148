/// Every rule nibload has: the single list the linter, the configuration checks, the reference and
/// the tests read (a test checks that every rule file is listed here and every id is unique).
public enum RuleRegistry {
    /// The rule types, in the order the reference lists them.
    static let rules: [any Rule.Type] = [
        // Document
        ParseErrorRule.self,
        LegacyFormatRule.self,
        UnknownElementRule.self,
        SchemaRule.self,
        UnknownSuppressionRule.self,
        // Connections and references
        DanglingReferenceRule.self,
        DuplicateIDRule.self,
        CrossSceneConnectionRule.self,
        OutletSourceInvalidRule.self,
        SegueDestinationNotControllerRule.self,
        UnwindSegueNotToExitRule.self,
        RelationshipSegueUnknownRelationshipRule.self,
        RelationshipSegueNotFromContainerRule.self,
        RelationshipSegueCycleRule.self,
        EmbedSegueNotFromContainerViewRule.self,
        EmbedSegueCycleRule.self,
        UnwindActionMissingRule.self,
        StoryboardReferenceUnresolvedRule.self,
        DuplicateStoryboardIdentifierRule.self,
        DuplicateSegueIdentifierRule.self,
        DuplicateReuseIdentifierRule.self,
        ViewOutletMissingRule.self,
        ImageMissingRule.self,
        ColorMissingRule.self,
        ReuseIdentifierMissingRule.self,
        UnreachableSceneRule.self,
        // Against the Swift sources
        OutletMissingInSourceRule.self,
        ActionMissingInSourceRule.self,
        OutletTypeMismatchRule.self,
        CustomClassMissingInSourceRule.self,
        CustomModuleMismatchRule.self,
        UnusedOutletRule.self,
        UnusedActionRule.self,
        OrphanXibRule.self,
        // Hygiene
        AmbiguousLayoutRule.self,
        MisplacedViewRule.self,
        DuplicateConstraintRule.self,
        InitialViewControllerMissingRule.self,
        AutolayoutDisabledRule.self,
        // Localization
        StringsStaleRule.self,
        StringsMissingRule.self,
    ]

    /// Every rule's description, in registry order.
    public static let descriptions: [RuleDescription] = rules.map { $0.description }

    /// Every rule id, in registry order.
    public static let ids: [String] = descriptions.map(\.id)

    private static let byID: [String: RuleDescription] = Dictionary(
        descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// Former rule ids that now stand for several rules: configurations, suppression comments,
    /// `ignore` entries and baselines may still name them.
    public static let aliases: [String: [String]] = [
        "segue-destination-invalid": [
            "segue-destination-not-controller", "unwind-segue-not-to-exit", "relationship-segue-unknown-relationship",
            "relationship-segue-not-from-container", "relationship-segue-cycle", "embed-segue-not-from-container-view",
            "embed-segue-cycle",
        ]
    ]

    /// The rule ids an id stands for: the rules of an alias, else the id itself.
    /// - Parameter id: A rule id or a former one.
    public static func expanding(_ id: String) -> [String] { aliases[id] ?? [id] }

    /// The former id that stands for a rule, if any.
    /// - Parameter id: The rule id.
    public static func alias(of id: String) -> String? { formerIDs[id] }

    private static let formerIDs: [String: String] = Dictionary(
        aliases.flatMap { alias, ids in ids.map { ($0, alias) } }, uniquingKeysWith: { first, _ in first })

    /// The description of a rule.
    /// - Parameter id: The rule id.
    public static func description(forID id: String) -> RuleDescription? { byID[id] }
}
