import SwiftUI

struct ContentView: View {
    @State private var showAlert = false
    let title: LocalizedStringKey = "home.title"

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section("section.header") {
                        Text("row.title").font(.headline).lineLimit(1).truncationMode(.middle)
                        Text("Hello \(name)").textCase(.uppercase).minimumScaleFactor(0.5)
                        Toggle("toggle.wifi", isOn: .constant(true))
                        Picker("picker.mode", selection: .constant(0)) { Text("a").tag(0); Text("b").tag(1) }
                            .pickerStyle(.segmented)
                        Button("button.save") { showAlert = true }.frame(width: 120).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    }
                }
                .navigationTitle(title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("toolbar.edit") {} } }
                .searchable(text: .constant(""), prompt: "search.prompt")
                .alert("alert.title", isPresented: $showAlert) {
                    Button("alert.cancel", role: .cancel) {}
                    Button("alert.delete", role: .destructive) {}
                } message: { Text("alert.message") }
            }
            .tabItem { Label("tab.home", systemImage: "house") }
            Text(String(localized: "tab.settings", table: "Main")).tabItem { Text(L10n.Tab.profile) }
        }
    }
    var name: String { NSLocalizedString("name.default", tableName: "Main", comment: "") }
}

enum L10n { enum Tab { static let profile = L10n.tr("Localizable", "tab.profile") }
    static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: "") } }
