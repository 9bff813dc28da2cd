#import "PlayerCell.h"

// Objective-C UIKit: setters, dot syntax, getter overrides, table macros.
static NSString *const kA11yTable = @"Accessibility";
#define PLAYER_TABLE @"Player"

@implementation PlayerCell

- (void)awakeFromNib {
    [super awakeFromNib];
    [self.playButton setAccessibilityLabel:NSLocalizedString(@"cell.play.label", @"Play button")];
    [self.playButton setAccessibilityHint:NSLocalizedStringFromTable(@"cell.play.hint", @"Accessibility", nil)];
    self.volumeSlider.accessibilityValue = [NSString stringWithFormat:NSLocalizedString(@"cell.volume.value", nil), 50];
    self.textLabel.accessibilityLabel = NSLocalizedStringFromTableInBundle(@"cell.title.label", kA11yTable, [NSBundle mainBundle], nil);
    self.detailTextLabel.accessibilityHint = NSLocalizedStringWithDefaultValue(@"cell.detail.hint", PLAYER_TABLE,
                                                                               [NSBundle mainBundle],
                                                                               @"Shows the details.",
                                                                               @"Spread over lines");
    [self.shareButton setAccessibilityLabel:@"Share"];
    self.artworkView.accessibilityLabel = @"Album " @"artwork";
    NSString *name = self.nameLabel.text;
    self.nameLabel.accessibilityLabel = name;
    [self.likeButton setAccessibilityLabel:self.isLiked ? NSLocalizedString(@"cell.unlike.label", nil) : NSLocalizedString(@"cell.like.label", nil)];
    self.moreButton.accessibilityLabel = [[NSBundle mainBundle] localizedStringForKey:@"cell.more.label" value:@"" table:nil];
    self.queueButton.accessibilityHint = (__bridge_transfer NSString *)CFCopyLocalizedStringFromTable(CFSTR("cell.queue.hint"), CFSTR("Accessibility"), NULL);
    NSString *status = NSLocalizedString(@"cell.status.text", @"Not accessibility");
    self.statusLabel.text = status;
}

- (NSString *)accessibilityLabel {
    return NSLocalizedString(@"cell.accessibility.label", @"Getter override");
}

- (nullable NSString *)accessibilityHint
{
    if (self.isPlaying) {
        return NSLocalizedStringFromTable(@"cell.pause.hint", @"Accessibility", nil);
    }
    return NSLocalizedStringFromTable(@"cell.play.hint", @"Accessibility", nil);
}

- (void)setAccessibilityValue:(NSString *)accessibilityValue {
    [super setAccessibilityValue:accessibilityValue];
}

@end
