#import "AppStrings.h"

@implementation PlayerController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.playButton.accessibilityLabel = [AppStrings playLabel];
    [self.pauseButton setAccessibilityLabel:AppString(@"pause.label")];
    self.nextButton.accessibilityHint = [AppStrings stringForKey:@"next.hint"];
    self.stopButton.accessibilityLabel = [@"stop.label" localizedString];
    self.videoButton.accessibilityLabel = L10n.a11yVideoCall;
    [self.callButton setAccessibilityHelp:[L10n a11yCallHelp]];
}

@end
