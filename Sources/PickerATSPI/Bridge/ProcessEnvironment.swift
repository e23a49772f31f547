import Foundation

/// The process's environment variables (one place, so the bridge reads them the same way everywhere).
enum ProcessEnvironment {
    static func value(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
