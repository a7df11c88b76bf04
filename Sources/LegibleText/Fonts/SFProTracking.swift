import Foundation

/// Apple's SF Pro tracking table for iOS, applied to stand-in faces for SF Pro.
///
/// Source: Apple HIG, Typography, "Tracking values" (iOS, iPadOS, visionOS table for the
/// variable SF Pro, https://developer.apple.com/design/human-interface-guidelines/typography),
/// the points column, from which this data was generated. The points column is used rather than the 1/1000 em column
/// because the em values are rounded: at 17 pt, −26/1000 em would be −0.442 pt but the table
/// gives −0.43 (Docs/sources.md 2). Sizes between rows are interpolated linearly; sizes
/// beyond the table take its first or last value.
///
/// Apple's own faces carry this in their `trak` table, which HarfBuzz applies when the font's
/// `ptem` is set, so the table is applied only to stand-ins.
public enum SFProTracking {
    /// Tracking in points per grapheme cluster at `pointSize`.
    public static func tracking(atPointSize pointSize: Double) -> Double {
        // Whole sizes from 6 to 54 pt are rows 0 to 48 (the table steps by 1 pt there): the row
        // the search below would stop at, found without searching (every layout asks).
        if pointSize >= 6, pointSize <= 54, pointSize == pointSize.rounded(.down) {
            let entry = table[Int(pointSize) - 6]
            if entry.size == pointSize { return entry.tracking }
        }
        guard let first = table.first, let last = table.last else { return 0 }
        if pointSize <= first.size { return first.tracking }
        if pointSize >= last.size { return last.tracking }
        var lower = first
        for entry in table {
            if entry.size == pointSize { return entry.tracking }
            if entry.size > pointSize {
                let t = (pointSize - lower.size) / (entry.size - lower.size)
                return lower.tracking + t * (entry.tracking - lower.tracking)
            }
            lower = entry
        }
        return last.tracking
    }

    /// (point size, tracking in points), sorted by size.
    static let table: [(size: Double, tracking: Double)] = [
        (6, 0.24),
        (7, 0.23),
        (8, 0.21),
        (9, 0.17),
        (10, 0.12),
        (11, 0.06),
        (12, 0.0),
        (13, -0.08),
        (14, -0.15),
        (15, -0.23),
        (16, -0.31),
        (17, -0.43),
        (18, -0.44),
        (19, -0.45),
        (20, -0.45),
        (21, -0.36),
        (22, -0.26),
        (23, -0.1),
        (24, 0.07),
        (25, 0.15),
        (26, 0.22),
        (27, 0.29),
        (28, 0.38),
        (29, 0.4),
        (30, 0.4),
        (31, 0.39),
        (32, 0.41),
        (33, 0.4),
        (34, 0.4),
        (35, 0.38),
        (36, 0.37),
        (37, 0.36),
        (38, 0.37),
        (39, 0.38),
        (40, 0.37),
        (41, 0.36),
        (42, 0.37),
        (43, 0.38),
        (44, 0.37),
        (45, 0.35),
        (46, 0.36),
        (47, 0.37),
        (48, 0.35),
        (49, 0.33),
        (50, 0.34),
        (51, 0.35),
        (52, 0.33),
        (53, 0.31),
        (54, 0.32),
        (56, 0.3),
        (58, 0.28),
        (60, 0.26),
        (62, 0.24),
        (64, 0.22),
        (66, 0.19),
        (68, 0.17),
        (70, 0.14),
        (72, 0.14),
        (76, 0.07),
        (80, 0.0),
        (84, 0.0),
        (88, 0.0),
        (92, 0.0),
        (96, 0.0),
    ]
}
