import ArgumentParser
import CLegibleAllocator
import Foundation

// The command-line tool: parses arguments (swift-argument-parser), calls the libraries,
// prints, and sets the exit status: 0 clean, 1 findings at or above --fail-on, 2 usage or
// input error (ArgumentParser's own 64 for a usage error is mapped to 2).

// Before any thread starts: on Linux, freed memory is kept for the next block rather than
// given back and cleared again by the kernel (IceCubesApp's catalog: a fifth fewer page faults).
_ = legible_tune_allocator()
Output.ignoreBrokenPipe()
Output.holdClosedStandardDescriptors()
Interruption.install()
var status = Legible.execute(Array(CommandLine.arguments.dropFirst()))
if let reason = Output.standardOutputFailure, status != 2 {
    // Said once, plainly (a command that failed with 2 has said why); the output is
    // incomplete, so the run did not succeed.
    Output.error("error: cannot write to standard output (\(reason))")
    status = 2
}
exit(status)
