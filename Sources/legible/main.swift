import Foundation
import LegibleCommandLine

// The command-line tool: parses arguments, calls the libraries, prints, sets the exit code.
// Exit codes: 0 clean, 1 findings at or above --fail-on, 2 usage or input error.
let arguments = Array(CommandLine.arguments.dropFirst())
exit(Legible.run(arguments))
