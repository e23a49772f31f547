import Foundation
import Testing

extension PickerE2E {
    /// Right-to-left locales through the demo's command line: the layout dump's geometry, direction and
    /// text, and offscreen script replays whose `--log-events` show what a drag, a key or a wheel did.
    @Suite("right to left")
    struct RightToLeft {
        static func arguments(_ base: [String], locale: String) -> [String] { base + ["--locale", locale] }

        /// Replays `script` offscreen in `locale` and returns the event lines.
        static func replay(_ script: String, page: [String], locale: String) throws -> [[String: Any]] {
            let file = try TemporaryFile.write(script, tag: "rtl")
            defer { try? FileManager.default.removeItem(at: file) }
            let shot = file.deletingPathExtension().appendingPathExtension("png")
            defer { try? FileManager.default.removeItem(at: shot) }
            let result = try Demo.run(
                arguments(page, locale: locale) + ["--script", file.path, "--screenshot", shot.path, "--log-events"])
            guard result.status == 0 else { throw E2EError("picker-demo exited \(result.status): \(result.stderr)") }
            return result.stdout.split(whereSeparator: \.isNewline).compactMap { JSON.object(String($0)) }
        }

        @Test("ar_EG and he_IL calendars run their days from the right, in the locale's digits", arguments: ["ar_EG", "he_IL"])
        func calendarColumns(locale: String) throws {
            let root = try Demo.layout(Self.arguments(Demo.calendar, locale: locale))
            let grid = try #require(root.find("calendar.grid"))
            #expect(grid.json["direction"] as? String == "rightToLeft")
            let days = grid.children.filter { $0.kind == "CalendarDay" }
            #expect(days.count == 42)
            for week in 0..<6 {
                let xs = days[week * 7..<week * 7 + 7].map(\.frame.x)
                #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 > $1 }, "week \(week) of \(locale): \(xs)")
            }
            for day in days {
                #expect(day.json["direction"] as? String == "rightToLeft")
                #expect(day.json["text"] is String)
            }
            let sixteenth = try #require(root.find("calendar.day.2026-11-16"))
            #expect(sixteenth.json["text"] as? String == (locale == "ar_EG" ? "١٦" : "16"))
            // The header's year segment is right of its month segment.
            let year = try #require(root.find("calendar.year")), month = try #require(root.find("calendar.month"))
            #expect(year.frame.x > month.frame.maxX)
            // The page is mirrored too: the calendar on the right, the mode switch on its left.
            let calendar = try #require(root.find("calendar")), mode = try #require(root.find("mode"))
            #expect(mode.frame.maxX < calendar.frame.x)
            #expect(root.json["direction"] as? String == "rightToLeft")
        }

        @Test("a he_IL and ar_EG date picker's columns run in the mirrored order", arguments: ["ar_EG", "he_IL"])
        func datePickerColumns(locale: String) throws {
            let root = try Demo.layout(Self.arguments(Demo.datepicker, locale: locale))
            let picker = try #require(root.find("independence"))
            #expect(picker.json["direction"] as? String == "rightToLeft")
            // The locale writes day, month, year: on screen from the right.
            let wheels = picker.children.filter { $0.kind == "WheelComponent" }
            #expect(wheels.map(\.id) == ["independence.day", "independence.month", "independence.year"])
            #expect(zip(wheels, wheels.dropFirst()).allSatisfy { $0.frame.x > $1.frame.maxX })
            // Date and time: the date on the right, the hour left of the minute.
            let hour = try #require(root.find("datepicker.hour")), minute = try #require(root.find("datepicker.minute"))
            let date = try #require(root.find("datepicker.date"))
            #expect(hour.frame.maxX <= minute.frame.x && minute.frame.maxX <= date.frame.x)
        }

        @Test("the odometer's digits keep their order in ar_EG")
        func odometer() throws {
            let root = try Demo.layout(Self.arguments(Demo.odometer, locale: "ar_EG"))
            let odometer = try #require(root.find("odometer"))
            #expect(odometer.json["direction"] == nil)
            let wheels = odometer.children.filter { $0.kind == "WheelComponent" }
            #expect(wheels.map(\.id) == (0..<6).map { "odometer.d\($0)" })
            #expect(zip(wheels, wheels.dropFirst()).allSatisfy { $0.frame.maxX <= $1.frame.x })
        }

        @Test("English has no direction key, and its day cells run from the left")
        func english() throws {
            for page in [Demo.calendar, Demo.datepicker, Demo.minipicker, Demo.form] {
                let root = try Demo.layout(page)
                #expect(root.allNodes.allSatisfy { $0.json["direction"] == nil }, "\(page[1])")
            }
            let days = try #require(Demo.layout(Demo.calendar).find("calendar.grid")).children.filter { $0.kind == "CalendarDay" }
            let xs = days.prefix(7).map(\.frame.x)
            #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
            #expect(try Demo.layout(Demo.calendar).find("calendar.day.2026-11-16")?.json["text"] as? String == "16")
        }

        @Test("ur_PK, fa_IR, he_IL and ar_EG are accepted", arguments: ["ur_PK", "fa_IR", "he_IL", "ar_EG"])
        func locales(locale: String) throws {
            let root = try Demo.layout(Self.arguments(Demo.calendar, locale: locale))
            #expect(try #require(root.find("calendar")).json["direction"] as? String == "rightToLeft")
        }

        /// Drags the calendar's grid to the right by 60% of its width and holds still before letting go,
        /// then (the press gave the grid the keyboard focus) Enter, Left, Enter.
        static func calendarScript(locale: String) throws -> String {
            let root = try Demo.layout(arguments(Demo.calendar, locale: locale))
            let grid = try #require(root.find("calendar.grid"))
            let y = grid.frame.midY
            let x0 = grid.frame.x + 0.2 * grid.frame.width
            var script = "0.00 down \(x0) \(y)\n"
            for i in 1...6 { script += "\(0.04 * Double(i)) move \(x0 + 0.1 * grid.frame.width * Double(i)) \(y)\n" }
            let x1 = x0 + 0.6 * grid.frame.width
            script += "0.70 move \(x1) \(y)\n0.75 up \(x1) \(y)\n"
            script += "1.70 key Enter\n1.80 key Left\n1.90 key Enter\n3.00 end\n"
            return script
        }

        @Test("in ar_EG a rightward drag of the grid goes to the next month and Left to the next day")
        func calendarDragAndKeys() throws {
            func dates(_ locale: String) throws -> [String] {
                try Self.replay(try Self.calendarScript(locale: locale), page: Demo.calendar, locale: locale)
                    .filter { $0["widget"] as? String == "calendar" }.compactMap { $0["date"] as? String }
            }
            #expect(try dates("ar_EG") == ["2026-12-21", "2026-12-22"])
            #expect(try dates("he_IL") == ["2026-12-21", "2026-12-22"])
            #expect(try dates("en_US") == ["2026-10-21", "2026-10-20"])
        }

        @Test("in ar_EG a rightward drag of the month mini picker brings the next month in from the left")
        func miniPickerDrag() throws {
            func rows(_ locale: String) throws -> [Int] {
                let month = try #require(Demo.layout(Self.arguments(Demo.minipicker, locale: locale)).find("month"))
                let x0 = month.frame.midX, y = month.frame.midY, distance = 1.3 * month.frame.width
                var script = "0.00 down \(x0) \(y)\n"
                for i in 1...10 { script += "\(0.03 * Double(i)) move \(x0 + distance * Double(i) / 10) \(y)\n" }
                script += "0.80 move \(x0 + distance) \(y)\n1.10 up \(x0 + distance) \(y)\n3.00 end\n"
                return try Self.replay(script, page: Demo.minipicker, locale: locale)
                    .filter { $0["widget"] as? String == "month" }.compactMap { JSON.int($0["row"]) }
            }
            #expect(try rows("ar_EG") == [MiniPickerPage.november + 1])
            #expect(try rows("he_IL") == [MiniPickerPage.november + 1])
            #expect(try rows("en_US") == [MiniPickerPage.november - 1])
        }

        @Test("a vertical wheel drag changes the date picker as in en_US")
        func verticalWheelDrag() throws {
            func run(_ locale: String) throws -> [String] {
                let root = try Demo.layout(Self.arguments(Demo.datepicker, locale: locale))
                let day = try #require(root.find("independence.day"))
                let x = day.frame.midX, y = day.frame.midY
                var script = "0.00 down \(x) \(y)\n"
                for i in 1...10 { script += "\(0.05 * Double(i)) move \(x) \(y - 10.2 * Double(i))\n" }
                script += "0.90 move \(x) \(y - 102)\n1.20 up \(x) \(y - 102)\n4.00 end\n"
                return try Self.replay(script, page: Demo.datepicker, locale: locale)
                    .filter { $0["widget"] as? String == "independence" }.compactMap { $0["date"] as? String }
            }
            let english = try run("en_US")
            #expect(english == ["1773-12-19T12:00:00-05:00"])
            #expect(try run("ar_EG") == english)
            #expect(try run("he_IL") == english)
        }
    }
}
