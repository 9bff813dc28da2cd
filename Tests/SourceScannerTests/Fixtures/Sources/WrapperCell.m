#import <UIKit/UIKit.h>

#define A11yString(key) NSLocalizedStringFromTable(key, @"Accessibility", nil)

@implementation WrapperObjCCell

- (void)configure {
    [self setAccessibilityLabel:A11yString(@"wrapper.objc.label")];
    self.accessibilityHint = [@"wrapper.objc.hint" localized];
}

@end
