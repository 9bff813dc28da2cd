#import "AppStrings.h"

@implementation AppStrings

+ (NSString *)playLabel {
    return NSLocalizedString(@"player.play.label", @"Play button");
}

+ (NSString *)stringForKey:(NSString *)key {
    return NSLocalizedStringFromTable(key, @"Player", nil);
}

@end

@implementation NSString (Localized)

- (NSString *)localizedString {
    return NSLocalizedString(self, nil);
}

@end
