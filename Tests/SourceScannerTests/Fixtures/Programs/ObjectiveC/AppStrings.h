#import <Foundation/Foundation.h>

/// The app's look-up in its own table.
#define AppString(key) NSLocalizedStringFromTable(key, @"App", nil)

@interface AppStrings : NSObject
+ (NSString *)playLabel;
+ (NSString *)stringForKey:(NSString *)key;
@end
