import Foundation

/// English word classes the capitalization engines need, from the Apple Style Guide's
/// title-style rules (Apple Style Guide, "capitalization", https://support.apple.com/guide/applestyleguide/c-apsgb744e4a3/web).
enum EnglishWords {
    /// Lowercase in title style unless first, last or after a colon: articles; coordinating
    /// conjunctions; "to" (infinitives); "as"; prepositions of four letters or fewer (the Style
    /// Guide's list: at, by, for, from, in, into, of, off, on, onto, out, over, to, up, with) plus
    /// "via", "per", "vs". "So" and "yet" are conjunctions in the Style Guide's list but adverbs as
    /// often ("Thank You So Much", "Not Yet"), so they are in `ambiguousMinor`.
    static let minor: Set<String> = [
        "a", "an", "the",
        "and", "but", "or", "nor", "for",
        "as", "to",
        "at", "by", "from", "in", "into", "of", "off", "on", "onto", "out", "over", "up", "with", "via", "per", "vs",
    ]

    /// Short words that are prepositions in some titles and adverbs, adjectives or verbs in others
    /// ("Down the Hall" / "Slow Down", "Like a Post"): either case is accepted mid-title.
    static let ambiguousMinor: Set<String> = [
        "so", "yet", "down", "near", "past", "like", "upon", "amid", "atop", "till", "than", "unto", "thru", "plus",
        "next",
    ]

    /// Words that can be the particle of a phrasal verb.
    static let particles: Set<String> = [
        "in", "on", "off", "out", "up", "down", "over", "by", "back", "around", "away",
    ]

    /// Verbs and the particles that make phrasal verbs with them ("Log In", "Set Up", "Back Up",
    /// "Turn On"): the Style Guide capitalizes such particles. A verb that also takes a plain
    /// preposition in UI text ("Show on Map", "Open in Safari") is deliberately absent.
    static let phrasalVerbs: [String: Set<String>] = [
        "log": ["in", "out", "on", "off"], "sign": ["in", "out", "up", "off"], "set": ["up"], "back": ["up"],
        "turn": ["on", "off", "up", "down"], "start": ["up", "over"], "shut": ["down", "off"], "zoom": ["in", "out"],
        "opt": ["in", "out"], "check": ["in", "out"], "pick": ["up"], "look": ["up"], "clean": ["up"],
        "follow": ["up"], "hang": ["up"], "fill": ["in", "out"], "wake": ["up"], "speed": ["up"], "slow": ["down"],
        "power": ["on", "off", "down"], "switch": ["on", "off"], "plug": ["in"], "tune": ["in"], "pop": ["up", "out"],
        "scroll": ["up", "down"], "swipe": ["up", "down"], "pull": ["up", "down"], "write": ["down"], "lock": ["in"],
        "warm": ["up"], "cool": ["down"], "carry": ["on", "over"], "hand": ["off", "over"], "take": ["off", "over"],
        "drop": ["off", "out"], "sort": ["out"], "work": ["out"], "try": ["out"], "find": ["out"], "print": ["out"],
        "cut": ["off", "out"], "keep": ["up"], "catch": ["up"], "give": ["up"], "dial": ["in"], "rule": ["out"],
        "stand": ["by"], "call": ["back"], "come": ["back"], "go": ["back", "out"], "run": ["out"], "lay": ["out"],
        "bring": ["up", "back"], "hold": ["on"], "move": ["on"], "boot": ["up"], "freeze": ["up"], "sync": ["up"],
    ]

    /// Irregular and doubled forms of the verbs above.
    static let irregularForms: [String: String] = [
        "set": "set", "setting": "set", "shut": "shut", "shutting": "shut", "cut": "cut", "cutting": "cut",
        "hung": "hang", "woke": "wake", "woken": "wake", "took": "take", "taken": "take", "went": "go", "gone": "go",
        "came": "come", "wrote": "write", "written": "write", "caught": "catch", "gave": "give", "given": "give",
        "kept": "keep", "found": "find", "tried": "try", "tries": "try", "ran": "run", "laid": "lay",
        "brought": "bring",
        "held": "hold", "froze": "freeze", "frozen": "freeze", "stood": "stand", "goes": "go",
    ]

    /// The base verb of `word` when it is a form of a phrasal verb ("logged" → "log").
    static func phrasalVerbBase(_ word: String) -> String? {
        let w = word.lowercased()
        if phrasalVerbs[w] != nil { return w }
        if let base = irregularForms[w] { return base }
        for suffix in ["ing", "ed", "es", "s", "d"] where w.hasSuffix(suffix) {
            var stem = String(w.dropLast(suffix.count))
            if phrasalVerbs[stem] != nil { return stem }
            if phrasalVerbs[stem + "e"] != nil { return stem + "e" }
            // Doubled final consonant: logged, plugging, dropped.
            if stem.count >= 3, let last = stem.last, stem.dropLast().last == last {
                stem.removeLast()
                if phrasalVerbs[stem] != nil { return stem }
            }
        }
        return nil
    }

    /// Whether `particle` after `previous` is part of a phrasal verb ("in" after "Log").
    static func isPhrasalParticle(_ particle: String, after previous: String?) -> Bool {
        guard let previous, particles.contains(particle.lowercased()),
            let base = phrasalVerbBase(previous)
        else { return false }
        return phrasalVerbs[base]?.contains(particle.lowercased()) ?? false
    }

    /// Second parts of compounds that stay lowercase in title style (Style Guide: "Built-in", "Plug-in").
    static let lowercaseCompounds: Set<String> = ["built-in", "plug-in", "built-ins", "plug-ins"]

    /// Prefixes after which the second part of a hyphenated word is not a word of its own
    /// ("Re-enter", "Non-nullable"): either case is accepted.
    static let prefixes: Set<String> = [
        "re", "pre", "non", "co", "un", "sub", "anti", "de", "multi", "semi", "mis", "post", "inter", "intra",
        "over", "under", "mid", "bi", "tri", "ex", "e", "x",
    ]

    /// Common words that are never proper names: a sentence that capitalizes several of them mid-
    /// sentence is in title style, not sentence style.
    static let common: Set<String> = [
        "you", "your", "yours", "it", "its", "this", "that", "these", "those", "we", "our", "they", "them", "their",
        "he", "she", "his", "her", "me", "my", "i'm", "are", "is", "was", "were", "be", "been", "being", "do", "does",
        "did", "have", "has", "had", "will", "would", "can", "could", "should", "may", "might", "must", "not", "no",
        "what", "when", "where", "why", "how", "who", "which", "if", "all", "any", "some", "every", "each", "more",
        "most", "new", "now", "later", "again", "sure", "want", "like", "need", "make", "made", "delete", "deleted",
        "remove", "removed", "save", "saved", "open", "close", "try", "allow", "continue", "change", "changes",
        "update", "updated", "download", "share", "send", "sent", "turn", "add", "added", "edit", "use", "used",
        "sign", "log", "enter", "select", "choose", "tap", "find", "keep", "lost", "get", "set", "see", "show", "hide",
        "stop", "start", "account", "photo", "photos", "file", "files", "item", "items", "post", "posts", "message",
        "messages", "password", "data", "app", "device", "connection", "network", "server", "error", "list", "time",
        "permanently", "cannot", "can't", "won't", "don't", "unable", "failed", "please", "there", "here", "been",
        "able", "access", "action", "undone", "going", "about", "before", "after", "because", "only", "also",
    ]
}
