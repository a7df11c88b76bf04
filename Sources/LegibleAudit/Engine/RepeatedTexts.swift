import LegibleText

extension AuditEngine {
    /// The shapes of values that several strings of an audit share — the same value in the same
    /// locale under several keys ("Cancel", "Done", a tab's name) — handed from each of those
    /// strings to the next, so that such a value is shaped once per font, not once per key.
    ///
    /// A shape depends only on its text, locale and font (family, weight, shaping size), and the
    /// shapes a string keeps are listed by the text shown and by font (`TextShapes`), so a string
    /// that starts from another's shapes measures the same widths as one that starts with none.
    /// Each entry is dropped when the last string that has its value takes it, or passes it by
    /// (a string no element shows), so what is held at once is bounded by the repeated values
    /// between the first and the last of their strings.
    ///
    /// On the benchmark's 5,000-key catalog 23 % of the strings repeat an earlier string's value
    /// and locale, on IceCubesApp's 13 % (Benchmarks/README.md, "Tenth round").
    final class RepeatedTexts: Sendable {
        struct Key: Hashable, Sendable {
            let value: ExactText
            let locale: String

            init(_ string: LocalizedString) {
                value = ExactText(string.value)
                locale = string.locale
            }
        }

        /// The shapes handed on, and how many strings with the value are still to take them.
        struct Entry {
            var remaining: Int
            var shapes: TextShapes = []
            var shortShapes: TextShapes = []
        }

        /// The values that more than one string has (read without the lock: most strings' values
        /// are their own).
        private let repeated: Set<Key>
        private let entries: Locked<[Key: Entry]>

        /// Counts the values of `strings` (the strings the audit measures).
        init(_ strings: [LocalizedString]) {
            var counts: [Key: Int] = [:]
            for string in strings { counts[Key(string), default: 0] += 1 }
            var entries: [Key: Entry] = [:]
            for (key, count) in counts where count > 1 { entries[key] = Entry(remaining: count) }
            repeated = Set(entries.keys)
            self.entries = Locked(entries)
        }

        /// The shapes the strings before it with `string`'s value and locale left, the key to
        /// give its own back under; `nil` when no other string has the value.
        func take(_ string: LocalizedString) -> (key: Key, shapes: TextShapes, shortShapes: TextShapes)? {
            let key = Key(string)
            guard repeated.contains(key) else { return nil }
            return entries.withLock { entries in
                guard var entry = entries.removeValue(forKey: key) else { return (key, [], []) }
                entry.remaining -= 1
                // The lists are moved out, not copied (a string adds to the lists it is handed:
                // shared, they would be copied whole): another string with the value that takes
                // them before these are given back starts with none.
                if entry.remaining > 0 { entries[key] = Entry(remaining: entry.remaining) }
                return (key, entry.shapes, entry.shortShapes)
            }
        }

        /// Counts `string` as one of its value's strings that will not take the shapes (no
        /// element shows it), so that they are dropped after the last that will.
        func pass(_ string: LocalizedString) {
            let key = Key(string)
            guard repeated.contains(key) else { return }
            entries.withLock { entries in
                guard let entry = entries[key] else { return }
                if entry.remaining > 1 {
                    entries[key]?.remaining -= 1
                } else {
                    entries[key] = nil
                }
            }
        }

        /// Keeps a string's shapes for the next string with its value (none when it was the last).
        /// Shapes given back meanwhile by another string with the value are replaced: the next
        /// string shapes what these lack, and measures the same.
        func giveBack(_ key: Key, shapes: TextShapes, shortShapes: TextShapes) {
            entries.withLock { entries in
                guard entries[key] != nil else { return }
                entries[key]?.shapes = shapes
                entries[key]?.shortShapes = shortShapes
            }
        }

        /// The values whose shapes are held now (for tests).
        var heldCount: Int { entries.withLock { $0.count } }
    }
}
