// Objective-C base class of the Swift ProfileViewController, File's Owner of Screens.xib. Read by
// ObjCSourceLintTests with NibSwiftSource's Objective-C scanner (this folder is not compiled).
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@class ProfileViewController;
@protocol BaseViewControllerDelegate;

/* @interface CommentedOut : UIView  (in a comment: never a class) */
#define BASE_DEPRECATED(message) __attribute__((deprecated(message)))
#define BASE_FAKE_DECLARATION \
    @interface MacroOnly : UIView

@interface BaseViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>
{
    IBOutlet UIView *headerView;
@private
    UIView *_footerView;
}
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, strong) IBOutletCollection(UIButton) NSArray<UIButton *> *toolbarButtons;
@property (nonatomic, weak, nullable) id<BaseViewControllerDelegate> closeDelegate;
@property (nonatomic, copy) NSString *subtitle;
- (IBAction)close:(id)sender;
- (IBAction)share:(id)sender forEvent:(UIEvent *)event BASE_DEPRECATED("use the menu");
- (IBAction)neverConnected:(id)sender;
+ (instancetype)controller;
@end

@protocol BaseViewControllerDelegate <NSObject>
@optional
- (void)baseDidClose:(BaseViewController *)controller;
@end

NS_ASSUME_NONNULL_END
