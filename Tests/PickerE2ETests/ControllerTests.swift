import Foundation
import Testing

extension PickerE2E {
    /// A game controller in a real window: the script's controller steps go through a virtual controller and
    /// SDL's whole event path.
    @Suite("game controller")
    struct Controller {
        @Test("A focuses the Independence Day picker, A engages it, right twice reaches the year, down turns it, and the change is logged")
        func aControllerTurnsTheDatePickersYear() throws {
            let script = """
                fps 60
                0.50 pad-down a
                0.55 pad-up a
                1.00 pad-down a
                1.05 pad-up a
                1.30 pad-down dpright
                1.35 pad-up dpright
                1.60 pad-down dpright
                1.65 pad-up dpright
                1.90 pad-down dpdown
                1.95 pad-up dpdown
                2.40 pad-down a
                2.45 pad-up a
                4.00 end
                """
            let file = try TemporaryFile.write(script, tag: "pad")
            defer { try? FileManager.default.removeItem(at: file) }
            let session = try WindowSession(arguments: Demo.datepicker + ["--script", file.path])
            defer { session.stop() }
            let line = session.demo.waitForLine(matching: { EventLine($0)?.widget == "independence" }, timeout: 15)
            let change = try #require(line.flatMap(JSON.object), "no date event; stdout: \(session.demo.lines.suffix(5))")
            #expect(change["date"] as? String == "1774-12-16T12:00:00-05:00", "\(change)")
            // One change for one turn.
            #expect(session.demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            #expect(session.demo.lines.filter { EventLine($0)?.widget == "independence" }.count == 1)
        }

        @Test("A focuses the form's name field, A shows the on-screen keyboard, shift A n n types Ann, Done leaves, and the log has Ann")
        func aControllerTypesIntoTheFormWithTheOnScreenKeyboard() throws {
            // The keyboard starts on q: down twice is shift, up is a, down then right six times is n;
            // from n, down is the caret-right key and right twice is Done.
            let steps = ["a", "a", "dpdown", "dpdown", "a", "dpup", "a", "dpdown"] + Array(repeating: "dpright", count: 6)
                + ["a", "a", "dpdown", "dpright", "dpright", "a"]
            var lines = ["fps 60"]
            for (index, button) in steps.enumerated() {
                let time = 0.5 + 0.2 * Double(index)
                lines.append(String(format: "%.2f pad-down %@", time, button))
                lines.append(String(format: "%.2f pad-up %@", time + 0.05, button))
            }
            lines.append(String(format: "%.2f end", 0.5 + 0.2 * Double(steps.count) + 2))
            let file = try TemporaryFile.write(lines.joined(separator: "\n"), tag: "typing")
            defer { try? FileManager.default.removeItem(at: file) }
            let session = try WindowSession(arguments: Demo.form + ["--script", file.path])
            defer { session.stop() }
            let line = session.demo.waitForLine(
                matching: { EventLine($0)?.widget == "form" && $0.contains(#""value":"Ann""#) }, timeout: 20)
            let change = try #require(line.flatMap(JSON.object), "no Ann; stdout: \(session.demo.lines.suffix(8))")
            #expect(change["field"] as? String == "name", "\(change)")
            #expect(session.demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            // Three edits of the name (A, An, Ann), nothing else changed, and Done typed nothing more.
            let form = session.demo.lines.filter { EventLine($0)?.widget == "form" }
            #expect(form.count == 3, "\(form)")
            #expect(form.allSatisfy { $0.contains(#""field":"name""#) })
        }
    }
}
