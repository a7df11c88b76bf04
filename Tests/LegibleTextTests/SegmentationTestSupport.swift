@testable import LegibleText

/// The UTF-16 code units of a string, as the segmentation API takes them.
func utf16(_ string: String) -> [UInt16] {
    Array(string.utf16)
}
