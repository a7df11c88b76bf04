import Foundation

/// The storefront's titles, from the module's Localizable.strings.
public enum Storefront {
    /// The checkout button's title.
    public static var checkoutTitle: String {
        NSLocalizedString("checkout", bundle: .module, comment: "The checkout button")
    }

    /// The title of the screen that lists the saved items.
    public static var wishlistTitle: String {
        NSLocalizedString("wishlist", bundle: .module, comment: "The wish list screen's title")
    }
}
