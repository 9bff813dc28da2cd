#import <UIKit/UIKit.h>

// [view setAccessibilityLabel:NSLocalizedString(@"comment.line", nil)];
@implementation PitfallsView

- (void)configure {
    /* [self setAccessibilityHint:NSLocalizedString(@"comment.block", nil)];
       /* Objective-C comments do not nest: this one ends here */
    [self setAccessibilityValue:NSLocalizedString(@"pitfalls.unnested", nil)];
    NSString *text = @"[self setAccessibilityLabel:NSLocalizedString(@\"string.inside\", nil)]";
    char quote = '"';
    self.accessibilityLabel = NSLocalizedString(@"pitfalls.after.char", @"the '\"' character did not open a string");
    self.accessibilityHint = @"Line one\n" /* joined */ "continues \"here\""
        @" and \x41\101\u00e9.";
    self.accessibilityValue = CFBridgingRelease(CFCopyLocalizedString(CFSTR("pitfalls.cf"), NULL));
    self.accessibilityLabel = [NSString stringWithFormat:@"%@ %@", text, @(quote)];
    self.accessibilityHint = NSLocalizedString(@"pitfalls.concatenated", nil).uppercaseString;
    self.accessibilityValue = [self.formatter stringFromNumber:@42];
}

@end
