import UIKit

final class SettingsViewController: UIViewController {
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("settings.title", comment: "")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("settings.done", comment: ""),
                                                            style: .done, target: nil, action: nil)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.numberOfLines = 2
        label.adjustsFontSizeToFitWidth = true
        label.text = OBALoc("settings.footer", value: "Footer", comment: "")
        let segments = UISegmentedControl(items: [NSLocalizedString("seg.a", comment: ""), NSLocalizedString("seg.b", comment: "")])
        view.addSubview(segments)
        let button = UIButton(type: .system)
        button.setTitle(NSLocalizedString("settings.reset", comment: ""), for: .normal)
        tabBarItem = UITabBarItem(title: NSLocalizedString("tab.settings", comment: ""), image: nil, tag: 0)
    }

    func confirm() {
        let alert = UIAlertController(title: NSLocalizedString("reset.title", comment: ""),
                                      message: NSLocalizedString("reset.message", comment: ""), preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: NSLocalizedString("reset.confirm", comment: ""), style: .destructive))
        present(alert, animated: true)
    }
}

func OBALoc(_ key: String, value: String, comment: String) -> String {
    NSLocalizedString(key, value: value, comment: comment)
}
