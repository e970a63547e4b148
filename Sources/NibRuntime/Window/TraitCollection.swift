/// A size class (`UIUserInterfaceSizeClass`).
nonisolated public enum SizeClass: String, Sendable, Hashable {
    /// Not known.
    case unspecified
    /// Compact.
    case compact
    /// Regular.
    case regular
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
nonisolated public enum UserInterfaceStyle: String, Sendable, Hashable {
    /// Not specified.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}

/// The kind of device a window imitates.
nonisolated public enum UserInterfaceIdiom: String, Sendable, Hashable {
    /// A phone.
    case phone
    /// A tablet.
    case pad
}

/// The traits a window gives its controllers: size classes and style.
///
/// Phone: compact width except in landscape at 896 points or more (the large phones), regular
/// height in portrait and compact in landscape. Pad: regular both ways.
nonisolated public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle

    /// Creates traits.
    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, userInterfaceStyle: UserInterfaceStyle) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits of a window of `width`×`height` for `idiom`.
    public init(width: Double, height: Double, idiom: UserInterfaceIdiom, style: UserInterfaceStyle) {
        switch idiom {
        case .pad:
            horizontalSizeClass = .regular
            verticalSizeClass = .regular
        case .phone:
            let landscape = width > height
            horizontalSizeClass = landscape && width >= 896 ? .regular : .compact
            verticalSizeClass = landscape ? .compact : .regular
        }
        userInterfaceStyle = style
    }

    /// `h: compact, v: regular, light`.
    public var description: String {
        "h: \(horizontalSizeClass.rawValue), v: \(verticalSizeClass.rawValue), \(userInterfaceStyle.rawValue)"
    }
}
