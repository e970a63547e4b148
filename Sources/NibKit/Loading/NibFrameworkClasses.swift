/// NibKit's classes under the UIKit names Interface Builder's elements default to (``ClassMap``)
/// and under their own Swift names, registered into the shared ``NibClassRegistry``. Elements
/// without an entry here (and every AppKit element) become ``GenericObject``s.
enum NibFrameworkClasses {
    /// The entry for elements NibKit has no class for. Always built with `init(coder:)`, even for
    /// a `customObject`, so that it keeps the element's class name and values.
    static let genericEntry = NibClassEntry(name: "GenericObject", type: GenericObject.self) {
        try GenericObject(coder: $0)
    }

    // long-function: data table (one registration a line)
    /// Registers every framework class under its UIKit name and its NibKit name.
    static func register(into registry: NibClassRegistry) {
        registry.register(genericEntry)
        registry.register(NibClassEntry(name: "NSObject", type: GenericObject.self) { try GenericObject(coder: $0) })
        func add<T: NibDecodable>(_ type: T.Type, _ names: String...) {
            registry.register(type)
            for name in names { registry.register(type, as: name) }
        }
        add(View.self, "UIView", "UIInputView")
        add(RenderingView.self, "GLKView", "SCNView", "SKView", "MTKView", "ARSCNView", "ARSKView")
        add(Window.self, "UIWindow")
        add(Label.self, "UILabel")
        add(Button.self, "UIButton")
        add(ImageView.self, "UIImageView")
        add(TextField.self, "UITextField")
        add(TextView.self, "UITextView")
        add(Switch.self, "UISwitch")
        add(Slider.self, "UISlider")
        add(Stepper.self, "UIStepper")
        add(SegmentedControl.self, "UISegmentedControl")
        add(DatePicker.self, "UIDatePicker")
        add(PageControl.self, "UIPageControl")
        add(RefreshControl.self, "UIRefreshControl")
        add(ActivityIndicatorView.self, "UIActivityIndicatorView")
        add(ProgressView.self, "UIProgressView")
        add(ScrollView.self, "UIScrollView")
        add(TableView.self, "UITableView")
        add(TableViewCell.self, "UITableViewCell")
        add(TableViewCellContentView.self, "UITableViewCellContentView")
        add(TableViewSection.self, "UITableViewSection")
        add(CollectionView.self, "UICollectionView")
        add(CollectionViewCell.self, "UICollectionViewCell")
        add(CollectionReusableView.self, "UICollectionReusableView")
        add(CollectionViewFlowLayout.self, "UICollectionViewFlowLayout")
        add(StackView.self, "UIStackView")
        add(NavigationBar.self, "UINavigationBar")
        add(NavigationItem.self, "UINavigationItem")
        add(BarButtonItem.self, "UIBarButtonItem")
        add(TabBar.self, "UITabBar")
        add(TabBarItem.self, "UITabBarItem")
        add(Toolbar.self, "UIToolbar")
        add(SearchBar.self, "UISearchBar")
        add(WebView.self, "UIWebView", "WKWebView")
        add(MapView.self, "MKMapView")
        add(PickerView.self, "UIPickerView")
        add(VisualEffectView.self, "UIVisualEffectView")
        add(GestureRecognizer.self, "UIGestureRecognizer")
        add(TapGestureRecognizer.self, "UITapGestureRecognizer")
        add(LongPressGestureRecognizer.self, "UILongPressGestureRecognizer")
        add(SwipeGestureRecognizer.self, "UISwipeGestureRecognizer")
        add(PanGestureRecognizer.self, "UIPanGestureRecognizer")
        add(ScreenEdgePanGestureRecognizer.self, "UIScreenEdgePanGestureRecognizer")
        add(PinchGestureRecognizer.self, "UIPinchGestureRecognizer")
        add(RotationGestureRecognizer.self, "UIRotationGestureRecognizer")
        add(HoverGestureRecognizer.self, "UIHoverGestureRecognizer")
        add(LayoutConstraint.self, "NSLayoutConstraint")
        add(LayoutGuide.self, "UILayoutGuide", "_UILayoutGuide")
        add(
            ViewController.self, "UIViewController", "GLKViewController", "AVPlayerViewController",
            "UIHostingController")
        add(NavigationController.self, "UINavigationController")
        add(TabBarController.self, "UITabBarController")
        add(SplitViewController.self, "UISplitViewController")
        add(PageViewController.self, "UIPageViewController")
        add(TableViewController.self, "UITableViewController")
        add(CollectionViewController.self, "UICollectionViewController")
    }
}
