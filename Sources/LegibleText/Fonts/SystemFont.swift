import Foundation

/// The system font (`UIFont.systemFont`, `preferredFont(forTextStyle:)`): SF Pro when its
/// faces are available, otherwise an open stand-in with Apple's tracking applied.
///
/// Candidates, in order:
/// 1. The variable system UI face macOS keeps as `/System/Library/Fonts/SFNS.ttf` (family
///    ".SF NS") or Apple's downloadable variable "SF Pro": `wght` and `opsz` set from the
///    weight and point size; their `trak` table (when present) is applied by HarfBuzz through
///    `ptem`, as Core Text applies it.
/// 2. The static "SF Pro Text" (below 20 pt) and "SF Pro Display" (20 pt and up) families
///    (WWDC20 session 10175: "for fonts smaller than 20 points it used SF Text while fonts at 20
///    points or higher used SF Display").
/// 3. Stand-in: "Inter" below 20 pt and "Inter Display" from 20 pt, with Apple's SF Pro
///    tracking table (`SFProTracking`) added per grapheme cluster, since Inter carries no
///    tracking of its own.
/// A face without a `trak` table gets the SF Pro tracking table unless tracking is switched off.
public enum SystemFont {
    static let variableFamilies = [".SF NS", ".SF NS Text", "System Font", "SF Pro"]
    static let textFamilies = ["SF Pro Text", "Inter", "Noto Sans", "DejaVu Sans"]
    static let displayFamilies = ["SF Pro Display", "Inter Display", "Inter", "Noto Sans", "DejaVu Sans"]

    /// The point size at which the static families switch from Text to Display.
    public static let displayThreshold = 20.0

    /// The system face for `weight` at `pointSize`, or `nil` when no candidate is installed.
    static func instance(
        in library: FontLibrary, weight: FontWeight, pointSize: Double,
        tracking: TrackingMode
    ) -> FaceInstance? {
        for family in variableFamilies where library.hasFamily(family) {
            if let probe = library.instance(family: family, weight: weight, pointSize: pointSize),
                probe.face.axis("opsz") != nil || family == "SF Pro"
            {
                let tracked = tracking != .off && !probe.face.hasTracking
                return library.instance(
                    family: family, weight: weight, pointSize: pointSize,
                    appliesSFTracking: tracked)
            }
        }
        let families = pointSize < displayThreshold ? textFamilies : displayFamilies
        for family in families where library.hasFamily(family) {
            guard let probe = library.instance(family: family, weight: weight, pointSize: pointSize) else { continue }
            let tracked = tracking != .off && !probe.face.hasTracking
            return library.instance(family: family, weight: weight, pointSize: pointSize, appliesSFTracking: tracked)
        }
        return nil
    }
}

/// Whether Apple's SF Pro tracking table is applied to faces that stand in for SF Pro.
public enum TrackingMode: String, Sendable, Codable, Hashable {
    /// Applied to stand-ins without a `trak` table (the default).
    case auto
    /// Never applied: widths are the faces' own.
    case off
}
