// An Objective-C subclass of the Swift CardCell.
#import "ObjCKit-Swift.h"

@interface LegacyCardCell : CardCell
@property (weak, nonatomic) IBOutlet UIImageView *thumbnail;
@end
