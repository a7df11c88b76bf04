import Foundation

/// Brand and product names whose casing title style and sentence style keep as written.
///
/// The Apple Style Guide keeps product names' own casing in titles ("iPhone Safety Features",
/// "Set Up Your Mac mini"; Docs/sources.md 5a). Users add names through
/// `RuleOptions.brandNames`. Matching ignores case and is by whole words; a name of several words
/// ("App Store", "Mac mini") matches only as a whole.
struct BrandNames: Sendable {
    /// Apple's product, service and technology names, the UI words Apple spells in a fixed way
    /// ("OK"), and a few third-party names people commonly write in the wrong case.
    static let builtIn: [String] = [
        // Devices and operating systems.
        "iPhone", "iPad", "iPad mini", "iPad Air", "iPad Pro", "iPod", "iPod touch", "iMac", "Mac", "Mac mini",
        "Mac Pro", "Mac Studio", "MacBook", "MacBook Air", "MacBook Pro", "Apple Watch", "Apple TV", "Apple Vision Pro",
        "HomePod", "HomePod mini", "AirPods", "AirPods Pro", "AirPods Max", "AirTag", "Apple Pencil",
        "iOS", "iPadOS", "macOS", "watchOS", "tvOS", "visionOS",
        // Services and apps.
        "iCloud", "iCloud Drive", "iCloud+", "iMessage", "iTunes", "App Store", "Apple", "Apple ID", "Apple Account",
        "Apple Pay", "Apple Cash", "Apple Card", "Apple Music", "Apple Arcade", "Apple News", "Apple Maps",
        "FaceTime", "Game Center", "TestFlight", "Safari", "Siri", "CarPlay", "HomeKit", "HealthKit", "SharePlay",
        "AirDrop", "AirPlay", "Handoff", "Keynote", "GarageBand", "iMovie", "iWork", "Xcode", "SwiftUI",
        "Face ID", "Touch ID", "Optic ID", "Wi-Fi", "Wi‑Fi", "Bluetooth", "Dynamic Island", "Live Text", "Memoji",
        "Sign in with Apple",
        // UI words with a fixed spelling.
        "OK",
        // Third-party names often miscased.
        "GitHub", "YouTube", "LinkedIn", "PayPal", "WhatsApp", "TikTok", "OpenAI", "ChatGPT", "JavaScript",
        "WordPress", "Mastodon",
    ]

    /// Each name as its words, longest names first so that "Mac mini" wins over "Mac".
    let entries: [[String]]
    private let byFirstWord: [String: [[String]]]

    /// The built-in names alone, built once.
    static let standard = BrandNames(names: builtIn)

    /// The built-in names plus `extra` (from `RuleOptions.brandNames`).
    init(extra: [String] = []) {
        self = extra.isEmpty ? Self.standard : BrandNames(names: Self.builtIn + extra)
    }

    private init(names: [String]) {
        var seen = Set<String>()
        var entries: [[String]] = []
        for name in names {
            let words = name.split(whereSeparator: \.isWhitespace).map(String.init)
            guard !words.isEmpty, seen.insert(words.joined(separator: " ").lowercased()).inserted else { continue }
            entries.append(words)
        }
        entries.sort { $0.count > $1.count }
        self.entries = entries
        var index: [String: [[String]]] = [:]
        for entry in entries { index[entry[0].lowercased(), default: []].append(entry) }
        self.byFirstWord = index
    }

    /// The names that start with `word` (case-insensitive), longest first.
    func candidates(startingWith word: String) -> [[String]] {
        byFirstWord[word.lowercased()] ?? []
    }

    /// Whether `word` alone is (case-insensitively) a one-word name; returns its spelling.
    func spelling(of word: String) -> String? {
        candidates(startingWith: word).first { $0.count == 1 }?.first
    }
}
