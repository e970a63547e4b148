#import "BaseViewController.h"

static CGFloat const kInset = -1;

@interface BaseViewController ()
@property (nonatomic, weak) IBOutlet UISwitch *privateSwitch;
@end

@implementation BaseViewController

+ (instancetype)controller { return [[self alloc] init]; }

-(IBAction)refresh
{
    NSString *text = @"@end } {";
    [self.view setNeedsLayout];
}

- (IBAction)close:(id)sender {
    void (^done)(void) = ^{ [self dismissViewControllerAnimated:YES completion:nil]; };
    done();
}

- (IBAction)share:(id)sender forEvent:(UIEvent *)event {}

- (IBAction)neverConnected:(id)sender {}

// Not connected in Screens.xib, but code uses them, so unused-action leaves them alone.
- (IBAction)tappedFromGesture:(UITapGestureRecognizer *)recognizer {}
- (IBAction)calledDirectly:(id)sender forEvent:(UIEvent *)event {}

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.view addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tappedFromGesture:)]];
    [self calledDirectly:nil forEvent:nil];
}

- (void)setBadgeView:(UIView *)view {}

@end

@implementation BaseViewController (Analytics)
- (IBAction)trackTap:(id)sender {}
@end
