import LegibleText

/// A digest (`ContentDigest`) of any value's stored properties, the same in every run of the
/// same build: for keying cached measurements on values that have no complete `Codable` form
/// (`SourcePlacement`, `AuditConfiguration`).
///
/// The value is walked with `Mirror`: each property's label and value, each element of a
/// collection in order, the elements of a dictionary or set by their own digests sorted (their
/// order changes from run to run), an enum's case and payload, strings by their UTF-8 bytes,
/// numbers and other leaves by their `description`. A property added to a type later is part of
/// the digest without a change here. Slow (a few microseconds a property): for values digested
/// once per key or per audit, not per string.
public enum StableDigest {
    /// The digest of `value`.
    public static func of(_ value: Any) -> ContentDigest {
        let hasher = ContentHasher()
        add(value, to: hasher, depth: 0)
        return hasher.finalize()
    }

    /// Adds `value` to `hasher`: its type, then its content, each part with its length.
    public static func add(_ value: Any, to hasher: ContentHasher, depth: Int = 0) {
        func word(_ text: String) {
            hasher.update("\(text.utf8.count):")
            hasher.update(text)
        }
        switch value {
        case let text as String:
            word("S")
            word(text)
            return
        case let text as Substring:
            word("S")
            word(String(text))
            return
        default: break
        }
        let mirror = Mirror(reflecting: value)
        word(String(reflecting: mirror.subjectType))
        // Deeper than any model type: a cycle through classes (none is expected) stops here.
        guard depth < 64 else {
            word("…")
            return
        }
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first {
                word("some")
                add(some.value, to: hasher, depth: depth + 1)
            } else {
                word("none")
            }
        case .dictionary, .set:
            let digests = mirror.children.map { child in
                let element = ContentHasher()
                add(child.value, to: element, depth: depth + 1)
                return element.finalize()
            }.sorted()
            word(String(digests.count))
            for digest in digests { hasher.update(digest) }
        case .enum:
            // A case without a payload has no child: its name is its description.
            if let payload = mirror.children.first {
                word(payload.label ?? "")
                add(payload.value, to: hasher, depth: depth + 1)
            } else {
                word(String(describing: value))
            }
        default:
            if mirror.children.isEmpty {
                word(String(describing: value))
                return
            }
            word(String(mirror.children.count))
            for child in mirror.children {
                word(child.label ?? "")
                add(child.value, to: hasher, depth: depth + 1)
            }
            // A class's superclass properties.
            var superclass = mirror.superclassMirror
            while let mirror = superclass {
                for child in mirror.children {
                    word(child.label ?? "")
                    add(child.value, to: hasher, depth: depth + 1)
                }
                superclass = mirror.superclassMirror
            }
        }
    }
}
