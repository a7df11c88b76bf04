import Foundation

/// The parts of SARIF 2.1.0 (OASIS, `sarif-schema-2.1.0.json`) that Legible writes, as
/// `Codable` structs so that the output is typed and its keys sorted.
struct SARIFLog: Codable, Sendable {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    var schema = SARIFLog.schemaURI
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Codable, Sendable {
        var tool: Tool
        var results: [Result]
        var invocations: [Invocation]
        /// Columns count Unicode scalars, like `SourceLocation.column`.
        var columnKind = "unicodeCodePoints"
        var properties: [String: PropertyValue]?
    }

    struct Tool: Codable, Sendable {
        var driver: Driver
    }

    struct Driver: Codable, Sendable {
        var name: String
        var version: String
        var semanticVersion: String?
        var informationUri: String?
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Codable, Sendable {
        var id: String
        var name: String?
        var shortDescription: Message?
        var fullDescription: Message?
        var helpUri: String?
        var defaultConfiguration: Configuration?
        var properties: [String: PropertyValue]?
    }

    struct Configuration: Codable, Sendable {
        var level: String
    }

    struct Message: Codable, Sendable {
        var text: String
    }

    struct Result: Codable, Sendable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]?
        /// Where the string is shown, for elements found in Swift source.
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var properties: [String: PropertyValue]?
    }

    struct Location: Codable, Sendable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Codable, Sendable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Codable, Sendable {
        var uri: String
    }

    struct Region: Codable, Sendable {
        var startLine: Int
        var startColumn: Int?
    }

    struct Invocation: Codable, Sendable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }

    struct Notification: Codable, Sendable {
        var level: String
        var message: Message
        var locations: [Location]?
    }

    /// A value in a SARIF property bag.
    enum PropertyValue: Codable, Sendable, Equatable {
        case string(String)
        case number(Double)
        case integer(Int)
        case bool(Bool)
        case strings([String])

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case let .string(value): try container.encode(value)
            case let .number(value): try container.encode(value)
            case let .integer(value): try container.encode(value)
            case let .bool(value): try container.encode(value)
            case let .strings(value): try container.encode(value)
            }
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .integer(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode([String].self) {
                self = .strings(value)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }
}
