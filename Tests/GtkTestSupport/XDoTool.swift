import Foundation

/// Real pointer input through `xdotool` (XTEST), as a person's mouse would give it.
public enum XDoTool {
    /// Runs `xdotool` with `arguments` and waits for it. Returns its exit status.
    @discardableResult
    public static func run(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        do {
            try process.run()
        } catch {
            return -1
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Moves the pointer to (`x`, `y`) relative to X window `xid`.
    @discardableResult
    public static func move(window xid: UInt, x: Double, y: Double) -> Int32 {
        run(["mousemove", "--window", String(xid), String(Int(x.rounded())), String(Int(y.rounded()))])
    }

    /// Presses the primary button.
    @discardableResult
    public static func press() -> Int32 { run(["mousedown", "1"]) }

    /// Releases the primary button.
    @discardableResult
    public static func release() -> Int32 { run(["mouseup", "1"]) }
}
