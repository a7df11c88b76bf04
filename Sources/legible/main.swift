import Foundation
import LegibleCommandLine

// The command-line tool: parses arguments, calls the libraries, prints, sets the exit code.
// Exit codes: 0 clean, 1 findings at or above --fail-on, 2 usage or input error.
let arguments = Array(CommandLine.arguments.dropFirst())
Output.ignoreBrokenPipe()
Output.holdClosedStandardDescriptors()
Interruption.install()
var status = Legible.run(arguments)
if let reason = Output.standardOutputFailure, status != 2 {
    // Said once, plainly (a command that failed with 2 has said why); the output is
    // incomplete, so the run did not succeed.
    Output.error("error: cannot write to standard output (\(reason))")
    status = 2
}
exit(status)
