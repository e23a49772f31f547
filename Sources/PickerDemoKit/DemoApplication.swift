/// Runs picker-demo for parsed options (windowed, offscreen screenshot, or layout dump).
public struct DemoApplication {
    public let options: DemoOptions
    public init(options: DemoOptions) { self.options = options }
    public func run() throws {}
}
