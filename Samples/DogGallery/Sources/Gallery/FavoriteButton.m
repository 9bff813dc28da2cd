#import <UIKit/UIKit.h>

/// The heart button of a dog's card.
@interface FavoriteButton : UIButton
@end

@implementation FavoriteButton

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        [self setAccessibilityLabel:NSLocalizedString(@"a11y.favorite.label", @"Accessibility label of the favorite button")];
    }
    return self;
}

- (NSString *)accessibilityHint {
    return NSLocalizedString(@"a11y.favorite.hint", @"Accessibility hint of the favorite button");
}

@end
