import Foundation
import LegibleAudit

/// SIGINT (Control-C), SIGTERM and SIGHUP (the terminal or SSH session closed) end the run
/// without leaving temporary report files (`.index.html.XXXXXX`) or a set of reports mixed from
/// two runs behind: the reports being written are discarded, those already renamed into place
/// stay, and the exit status is 128 + the signal's number, as the shell reports it.
enum Interruption {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                PendingReports.discardAll()
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
