import HintGrammar
import StringsParser

print("l10n-ax \(HintGrammar.version)")
