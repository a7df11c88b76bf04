import Foundation
import Testing

@testable import LegibleAudit

/// The title-style engine against the Apple Style Guide's rules and examples
/// (../shared/FACTS.md section 5a), and the sentence-style checks.
@Suite struct RuleTitleCaseTests {
    /// Input → expected title-style text.
    static let table: [(String, String)] = [
        ("log in", "Log In"),
        ("Log In", "Log In"),
        ("set up your mac mini", "Set Up Your Mac mini"),
        ("Set Up Your Mac Mini", "Set Up Your Mac mini"),
        ("export a document as a PDF", "Export a Document as a PDF"),
        ("how to start your computer", "How to Start Your Computer"),
        ("iphone safety features", "iPhone Safety Features"),
        ("built-in apps", "Built-in Apps"),
        ("Built-In Apps", "Built-in Apps"),
        ("manage plug-ins", "Manage Plug-ins"),
        ("sign-in options", "Sign-In Options"),
        ("add-on store", "Add-On Store"),
        ("add to cart", "Add to Cart"),
        ("Add To Cart", "Add to Cart"),
        ("turn on notifications", "Turn On Notifications"),
        ("back up now", "Back Up Now"),
        ("sign up for free", "Sign Up for Free"),
        ("opt out of tracking", "Opt Out of Tracking"),
        ("logged in as %@", "Logged In as %@"),
        ("log in to %@", "Log In to %@"),
        ("font scaling: %@", "Font Scaling: %@"),
        ("step 1: the basics", "Step 1: The Basics"),
        ("show ALT texts", "Show ALT Texts"),
        ("enable 🤖 helper", "Enable 🤖 Helper"),
        ("🪄 fix it", "🪄 Fix It"),
        ("open in safari", "Open in Safari"),
        ("what's new in iOS 18", "What's New in iOS 18"),
        ("icloud settings", "iCloud Settings"),
        ("iphone’s storage", "iPhone’s Storage"),
        ("use face id", "Use Face ID"),
        ("connect to wi-fi", "Connect to Wi-Fi"),
        ("save as…", "Save As…"),
        ("what are you waiting for?", "What Are You Waiting For?"),
        ("reply to {name}", "Reply to {name}"),
        ("open $(PRODUCT_NAME)", "Open $(PRODUCT_NAME)"),
        ("%1$@ and %2$@ liked your post", "%1$@ and %2$@ Liked Your Post"),
        ("%#@count@ new messages", "%#@count@ New Messages"),
        ("%lld photos selected", "%lld Photos Selected"),
        ("re-enter password", "Re-enter Password"),
        ("keep up-to-date", "Keep Up-to-Date"),
        ("Sign in with Apple", "Sign in with Apple"),
        ("learn more about privacy", "Learn More About Privacy"),
        ("between you and me", "Between You and Me"),
        ("apple tv app", "Apple TV App"),
        ("ok", "OK"),
        ("JavaScript console", "JavaScript Console"),
        ("go to example.com", "Go to example.com"),
        ("download over cellular", "Download over Cellular"),
        ("slow down", "Slow Down"),
        ("photos from last trip", "Photos from Last Trip"),
        ("CANCEL", "CANCEL"),
        ("50% off", "50% Off"),
        ("share on #swift", "Share on #swift"),
        ("blogs I follow", "Blogs I Follow"),
    ]

    @Test("Title style", arguments: table.indices)
    func titleStyle(_ index: Int) {
        let (input, expected) = Self.table[index]
        let result = TitleCaser().apply(input)
        #expect(result.corrected == expected, "\(input.debugDescription)")
        #expect(result.changes.isEmpty == (input == expected), "\(input.debugDescription): \(result.changes)")
        #expect(TitleCaser().apply(expected).changes.isEmpty, "not idempotent on \(expected.debugDescription)")
    }

    @Test func userBrandNames() {
        #expect(TitleCaser().apply("open acmecloud").corrected == "Open Acmecloud")
        #expect(
            TitleCaser(brandNames: ["AcmeCloud", "Ice Cubes"]).apply("open acmecloud in ice cubes").corrected
                == "Open AcmeCloud in Ice Cubes")
    }

    @Test func titleCaseOnlyForConfiguredLanguages() {
        let options = RuleOptions()
        #expect(checkText("Blogs que sigo", role: .navigationTitle, locale: "es", options: options).isEmpty)
        #expect(checkText("Blogs Que Sigo", role: .navigationTitle, locale: "es", options: options).isEmpty)
        #expect(checkText("Beiträge, denen ich folge", role: .button, locale: "de", options: options).isEmpty)
        let english = checkText("Blogs i follow", role: .navigationTitle, locale: "en-GB", options: options)
        #expect(english.first { $0.rule == "title-case" }?.suggestion == "Blogs I Follow")
    }

    @Test func findingCarriesSuggestionAndRole() throws {
        let finding = try #require(
            checkText("Clear cache", role: .button, locale: "en").first { $0.rule == "title-case" })
        #expect(finding.suggestion == "Clear Cache")
        #expect(finding.element?.role == "button")
        #expect(finding.hig == TitleCaseRule.description.hig)
        #expect(finding.severity == .warning)
    }

    @Test func sentenceStyle() {
        let caser = SentenceCaser()
        #expect(
            caser.apply("Are You Sure You Want to Delete This Post?").corrected
                == "Are you sure you want to delete this post?")
        #expect(caser.apply("Sign in to Mastodon with your Google account.").isSentenceCase)
        #expect(caser.apply("Invite Anna and Ben to Ice Cubes?").isSentenceCase, "names are not title style")
        #expect(caser.apply("iCloud Drive is full.").isSentenceCase)
        #expect(caser.apply("your changes will be lost.").corrected == "Your changes will be lost.")
        #expect(caser.apply("Open the Photos app to see them.").isSentenceCase, "one capitalized word may be a name")
    }
}
