import ArgumentParser
import LegibleAudit
import LegibleSource
import LegibleText

/// Options the commands that read a project share (`audit`, `baseline`, `elements`): the
/// configuration, what to check, and the fonts.
struct AuditOptions: ParsableArguments {
    @Option(
        name: [.customLong("config"), .customShort("c")],
        help: ArgumentHelp("legible.json (default: the first found in PATH).", valueName: "file"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "Size categories to check, e.g. Large,AX2 (default: the config's, or all 12).",
            valueName: "sizes"))
    var sizes: [CommaSeparated<ContentSizeCategory>] = []

    @Option(help: ArgumentHelp("Locales to check, e.g. de,ja (default: all).", valueName: "locales"))
    var locales: [CommaSeparated<String>] = []

    @Option(
        help: ArgumentHelp(
            "Also measure the source language's strings pseudo-localized, e.g. expanded,double-length "
                + "(default: legible.json's, else none).",
            valueName: "kinds"))
    var pseudo: [CommaSeparated<PseudoKind>] = []

    @Option(help: "Bold Text states to check (default: both).")
    var boldText: BoldTextChoice?

    @Option(help: "Design bars and alerts are measured in (default: legible.json's, else from the app's project).")
    var design: DesignChoice?

    @Option(help: ArgumentHelp("The development language, when the files do not say it.", valueName: "language"))
    var sourceLanguage: String?

    @Flag(help: "Do not read the app's Swift source for where strings are shown.")
    var noSource = false

    @Flag(
        inversion: .prefixedNo,
        help: "Show progress on standard error even when it is not a terminal (--no-progress: never).")
    var progress: Bool?

    @OptionGroup var fonts: FontOptions

    /// The library's options for `AuditProject.load`.
    var projectOptions: AuditProject.Options {
        var options = AuditProject.Options(configurationPath: config, sourceLanguage: sourceLanguage)
        if !sizes.isEmpty { options.sizes = sizes.flattened() }
        if !locales.isEmpty { options.locales = locales.flattened() }
        if !pseudo.isEmpty { options.pseudo = pseudo.flattened() }
        if let boldText { options.boldText = boldText.states }
        if noSource { options.scanSource = false }
        if let design { options.designs = design.designs }
        return options
    }
}
