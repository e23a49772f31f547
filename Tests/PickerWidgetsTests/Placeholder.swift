import Testing
@Test func placeholderPickerWidgetsTests() { #expect(true) }
