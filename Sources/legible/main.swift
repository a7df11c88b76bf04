import Foundation
import LegibleText
let t0 = Date()
let m = TextMeasurer()
print("library", Date().timeIntervalSince(t0), m.library.entries.count)
for (text, loc, w) in [("Check Your Inbox", "en", 200.0), ("Überprüfe deinen Posteingang", "de", 200), ("エクスプローラー", "ja", 64), ("مرحبا بالعالم 123", "ar", 60), ("สวัสดีครับ ทดสอบ", "th", 40), ("👨‍👩‍👧 Hi 🇩🇪", "en", 300), ("नमस्ते दुनिया", "hi", 300), ("Hello\nWorld again and again", "en", 60)] {
  let r = m.measure(MeasureRequest(text: text, locale: loc, font: .textStyle(.body), constraints: .init(width: w, lines: 1)))
  print(text, r.width, r.fits, r.overflow, r.visibleText, r.runs.map { "\($0.face.family) \($0.face.style) \($0.start)-\($0.end) \($0.width) tr=\($0.tracking)" }, r.missingCharacters)
}
let r = m.measure(MeasureRequest(text: "The quick brown fox jumps over the lazy dog again", locale: "en", font: .textStyle(.body), constraints: .init(width: 150, lines: 2)))
print(r.lineDetails, r.visibleText, r.lineCount, r.overflow)
print("total", Date().timeIntervalSince(t0))
