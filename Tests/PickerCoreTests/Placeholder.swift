import Testing
@Test func placeholderPickerCoreTests() { #expect(true) }
