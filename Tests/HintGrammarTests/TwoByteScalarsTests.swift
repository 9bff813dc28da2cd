import Testing
@testable import HintGrammar

@Suite("Scalars of two UTF-8 bytes: properties read once")
struct TwoByteScalarsTests {
    @Test("Each scalar from U+0080 to U+07FF has the properties the standard library gives it")
    func sameAsStandardLibrary() {
        var differing: [UInt32] = []
        for value in UInt32(0x80)..<0x800 {
            let scalar = Unicode.Scalar(value)!
            if TextScanning.isWordScalar(scalar) != TextScanning.looksUpWordScalar(scalar)
                || TwoByteScalars.isUppercase(scalar) != scalar.properties.isUppercase
                || TwoByteScalars.isLowercase(scalar) != scalar.properties.isLowercase
            {
                differing.append(value)
            }
        }
        #expect(differing.isEmpty)
    }

    @Test("Words of two-byte scripts keep their case", arguments: [
        ("Éteint la lampe", true, false), ("ÖFFNET", true, false), ("Ωμέγα", true, false), ("шаг", false, true), ("Ἀθῆναι", true, false),
    ])
    func wordCase(text: String, startsUppercase: Bool, startsLowercase: Bool) {
        let word = AnalyzedText(text).words[0]
        #expect(word.startsUppercase == startsUppercase && word.startsLowercase == startsLowercase)
    }
}
