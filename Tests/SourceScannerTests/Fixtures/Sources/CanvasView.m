#import <AppKit/AppKit.h>

/* AppKit in Objective-C: setAccessibilityHelp: is a hint. */
@implementation CanvasView

- (instancetype)initWithFrame:(NSRect)frame {
    if ((self = [super initWithFrame:frame])) {
        [self setAccessibilityLabel:NSLocalizedStringFromTable(@"canvas.label", @"Canvas", @"")];
        [self setAccessibilityHelp:NSLocalizedStringFromTable(@"canvas.help", @"Canvas", @"")];
        [self.rulerView setAccessibilityValue:[NSString localizedStringWithFormat:NSLocalizedString(@"canvas.ruler.value", nil), 3]];
        [self.gridButton setAccessibilityHelp:NSLocalizedString(@"canvas.grid.help",
                                                                 @"A setter spread over lines")];
    }
    return self;
}

- (NSString *)accessibilityHelp {
    return NSLocalizedStringFromTable(@"canvas.getter.help", @"Canvas", @"");
}

- (SEL)labelSelector {
    return @selector(setAccessibilityLabel:);
}

@end
