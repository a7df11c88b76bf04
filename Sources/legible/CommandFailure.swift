/// Why a command stopped: the one error the commands' `run()` throw, caught by `main.swift`,
/// which prints ``message`` (when there is one) on standard error and exits with ``status``.
///
/// The libraries' errors (`AuditProject.LoadError`, `ReportError`, a `Diagnostic`) carry
/// their located message; a command wraps them with ``error(_:)`` or, when the message
/// already starts with its file or `error:`, ``library(_:)``.
struct CommandFailure: Error, CustomStringConvertible {
    /// The exit status: 1 for findings at or above `--fail-on`, 2 for a usage or input error.
    var status: Int32
    /// What to print, already prefixed (`error: …`); empty when the output said it all.
    var message: String

    var description: String { message }

    /// Findings at or above `--fail-on` (exit 1): the reasons were printed with the report.
    static let findings = CommandFailure(status: 1, message: "")

    /// A usage or input error (exit 2): `message`, prefixed `error: `.
    static func error(_ message: String) -> CommandFailure {
        CommandFailure(status: 2, message: "error: " + message)
    }

    /// Errors one a line (exit 2), as `ReportError.several` describes them: each line
    /// prefixed `error: `.
    static func errors(_ lines: String) -> CommandFailure {
        CommandFailure(
            status: 2,
            message: lines.split(separator: "\n", omittingEmptySubsequences: false).map { "error: " + $0 }
                .joined(separator: "\n"))
    }

    /// A library error whose description is already a whole line (exit 2), such as
    /// `AuditProject.LoadError`'s `error: App: no such file or folder`.
    static func library(_ error: any Error) -> CommandFailure {
        CommandFailure(status: 2, message: "\(error)")
    }

    /// An input error whose details were printed already (exit 2).
    static let reported = CommandFailure(status: 2, message: "")
}
