import Foundation

/// Placements as the audit cache keeps a Swift scan (`SourceScan`): the element with every field,
/// those `legible.json` has (`ElementConfiguration`'s own coding) and those only the scan gives
/// (`layout`, `assumption`, and `key`/`keys` as they are).
extension SourcePlacement: Codable {
    enum CodingKeys: String, CodingKey {
        case reference, element, key, keys, layout, assumption, location, confidence, via, interpolated
    }

    /// Reads a placement written by `encode(to:)`.
    ///
    /// - Throws: `DecodingError` for a field missing or out of range (`ElementConfiguration`'s
    ///   checks).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var element = try c.decode(ElementConfiguration.self, forKey: .element)
        element.key = try c.decodeIfPresent(String.self, forKey: .key)
        element.keys = try c.decodeIfPresent([String].self, forKey: .keys)
        element.layout = try c.decodeIfPresent(LayoutRoom.self, forKey: .layout)
        element.assumption = try c.decodeIfPresent(String.self, forKey: .assumption)
        self.init(
            reference: try c.decode(TableKey.self, forKey: .reference), element: element,
            location: try c.decode(SourceLocation.self, forKey: .location),
            confidence: try c.decode(Confidence.self, forKey: .confidence),
            via: try c.decodeIfPresent(String.self, forKey: .via),
            interpolated: try c.decode(Bool.self, forKey: .interpolated))
    }

    /// Writes the placement, its element whole.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(reference, forKey: .reference)
        // `legible.json`'s form needs a key or patterns: a placement's element may have neither
        // (its reference names the key). Their own values are written beside it.
        var configured = element
        configured.keys = ["*"]
        try c.encode(configured, forKey: .element)
        try c.encodeIfPresent(element.key, forKey: .key)
        try c.encodeIfPresent(element.keys, forKey: .keys)
        try c.encodeIfPresent(element.layout, forKey: .layout)
        try c.encodeIfPresent(element.assumption, forKey: .assumption)
        try c.encode(location, forKey: .location)
        try c.encode(confidence, forKey: .confidence)
        try c.encodeIfPresent(via, forKey: .via)
        try c.encode(interpolated, forKey: .interpolated)
    }
}
