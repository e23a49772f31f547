import Testing
@Test func placeholderPickerSDLTests() { #expect(true) }
