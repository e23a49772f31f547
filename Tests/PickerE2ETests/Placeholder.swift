import Testing
@Test func placeholderPickerE2ETests() { #expect(true) }
