public import NibCodingCore
public import NibPrimitives

/// An on/off switch (`<switch>`).
@MainActor
open class Switch: Control {
    /// Whether it is on.
    public var isOn = false
    /// The tint when on.
    public var onTintColor: Color?

    /// Creates a switch in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the state.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        isOn = try coder.decodeBool(forKey: "on")
        onTintColor = try coder.decodeColor(forKey: "onTintColor")
    }
}

/// A slider (`<slider>`).
@MainActor
open class Slider: Control {
    /// The value.
    public var value = 0.0
    /// The smallest value.
    public var minimumValue = 0.0
    /// The largest value.
    public var maximumValue = 1.0
    /// Whether value changes are sent while dragging.
    public var isContinuous = true

    /// Creates a slider in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the range and value.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        value = try coder.decodeDouble(forKey: "value")
        minimumValue = try coder.decodeDouble(forKey: "minValue")
        try coder.decode(into: &maximumValue, forKey: "maxValue")
        try coder.decode(into: &isContinuous, forKey: "continuous")
    }
}

/// A stepper (`<stepper>`).
@MainActor
open class Stepper: Control {
    /// The value.
    public var value = 0.0
    /// The smallest value.
    public var minimumValue = 0.0
    /// The largest value.
    public var maximumValue = 100.0
    /// The step.
    public var stepValue = 1.0

    /// Creates a stepper in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the range, step and value.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        value = try coder.decodeDouble(forKey: "value")
        minimumValue = try coder.decodeDouble(forKey: "minimumValue")
        try coder.decode(into: &maximumValue, forKey: "maximumValue")
        try coder.decode(into: &stepValue, forKey: "stepValue")
    }
}

/// A segmented control (`<segmentedControl>`).
@MainActor
open class SegmentedControl: Control {
    /// The segment titles (nil for image segments).
    public private(set) var segmentTitles: [String?] = []
    /// The selected segment (-1 when none).
    public var selectedSegmentIndex = -1

    /// Creates a segmented control in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the segments and the selection.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        segmentTitles = try coder.nestedDecoders(forKey: "segments").map { try $0.decodeString(forKey: "title") }
        try coder.decode(into: &selectedSegmentIndex, forKey: "selectedSegmentIndex")
    }
}

/// A date picker (`<datePicker>`).
@MainActor
open class DatePicker: Control {
    /// `datePickerMode` (`dateAndTime` by default).
    public var datePickerMode: Mode = .dateAndTime
    /// The minute interval.
    public var minuteInterval = 1

    /// Creates a date picker in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the mode.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        datePickerMode = coder.attribute("datePickerMode").map(Mode.init(ibValue:)) ?? .dateAndTime
        try coder.decode(into: &minuteInterval, forKey: "minuteInterval")
    }
}

/// A page indicator (`<pageControl>`).
@MainActor
open class PageControl: Control {
    /// The number of pages.
    public var numberOfPages = 0
    /// The current page.
    public var currentPage = 0

    /// Creates a page control in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the page count and current page.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        numberOfPages = try coder.decodeInteger(forKey: "numberOfPages")
        currentPage = try coder.decodeInteger(forKey: "currentPage")
    }
}

/// A pull-to-refresh control (`<refreshControl>`).
@MainActor open class RefreshControl: Control {}
