import Foundation

/// Per-language word lists the wording rules compare whole strings (or leading words) with.
/// Keys are language subtags (`de`, `pt`); comparison is on `TextTokenizer.normalizedPhrase`
/// (lowercased, outer punctuation and placeholders removed). English is the reference; other
/// languages are added where the word is unambiguous in UI text.
enum WordLists {
    /// Looks `phrase` up in `lists[language]`.
    static func contains(_ lists: [String: Set<String>], locale: String, _ text: String) -> Bool {
        lists[LocaleSupport.language(locale)]?.contains(TextTokenizer.normalizedPhrase(text)) ?? false
    }

    /// "Yes" and "No" (HIG Alerts: avoid them as alert button titles).
    static let yesNo: [String: Set<String>] = [
        "en": ["yes", "no"], "de": ["ja", "nein"], "fr": ["oui", "non"], "es": ["sí", "si", "no"],
        "it": ["sì", "si", "no"], "pt": ["sim", "não"], "nl": ["ja", "nee"], "sv": ["ja", "nej"],
        "da": ["ja", "nej"], "nb": ["ja", "nei"], "no": ["ja", "nei"], "fi": ["kyllä", "ei"],
        "pl": ["tak", "nie"], "cs": ["ano", "ne"], "ru": ["да", "нет"], "uk": ["так", "ні"],
        "tr": ["evet", "hayır"], "ja": ["はい", "いいえ"], "zh": ["是", "否"], "ko": ["예", "아니요", "네", "아니오"],
        "ca": ["sí", "no"], "el": ["ναι", "όχι"],
    ]

    /// The system's word for "Cancel" (what a cancelling button is titled).
    static let cancel: [String: Set<String>] = [
        "en": ["cancel"], "de": ["abbrechen"], "fr": ["annuler"], "es": ["cancelar"], "it": ["annulla"],
        "pt": ["cancelar"], "nl": ["annuleer", "annuleren"], "sv": ["avbryt"], "da": ["annuller", "annullér"],
        "nb": ["avbryt"], "no": ["avbryt"], "fi": ["kumoa", "peruuta"], "pl": ["anuluj"], "cs": ["zrušit"],
        "ru": ["отмена", "отменить"], "uk": ["скасувати"], "tr": ["vazgeç", "iptal"], "ja": ["キャンセル"],
        "zh": ["取消"], "ko": ["취소"], "ca": ["cancel·la", "cancel·lar"], "el": ["ακύρωση"],
    ]

    /// Titles that mean "Cancel" but are not the word (HIG Alerts: title a cancelling button "Cancel").
    static let cancelSynonyms: [String: Set<String>] = [
        "en": ["abort", "never mind", "nevermind", "cancel it", "forget it"],
        "de": ["abbruch"], "fr": ["laisser tomber"],
    ]

    /// Leading verbs of destructive actions (delete, erase, discard), which the HIG styles in red.
    static let destructiveVerbs: [String: Set<String>] = [
        "en": ["delete", "erase", "discard"], "de": ["löschen", "verwerfen"], "fr": ["supprimer", "effacer"],
        "es": ["eliminar", "borrar", "descartar"], "it": ["elimina", "cancella", "scarta"],
        "pt": ["apagar", "excluir", "eliminar", "descartar"], "nl": ["verwijder", "verwijderen", "wis"],
        "sv": ["radera"], "da": ["slet"], "nb": ["slett"], "pl": ["usuń"], "ru": ["удалить"], "uk": ["видалити"],
        "tr": ["sil"], "ja": ["削除"], "zh": ["删除", "刪除"], "ko": ["삭제"],
    ]

    /// Vague progress words (HIG Progress indicators: not "Loading" or "Authenticating" alone).
    static let vagueProgress: [String: Set<String>] = [
        "en": [
            "loading", "authenticating", "please wait", "processing", "working", "wait", "busy", "in progress",
            "one moment", "one moment please", "hold on", "please wait a moment", "just a moment",
            "loading please wait",
        ],
        "de": ["lädt", "laden", "wird geladen", "bitte warten", "lade", "wird verarbeitet", "einen moment"],
        "fr": ["chargement", "chargement en cours", "veuillez patienter", "patientez", "traitement en cours"],
        "es": ["cargando", "espere", "por favor espere", "procesando", "un momento"],
        "it": ["caricamento", "caricamento in corso", "attendere", "attendi"],
        "pt": ["carregando", "a carregar", "aguarde", "por favor aguarde", "processando"],
        "nl": ["laden", "bezig met laden", "even geduld"],
        "ja": ["読み込み中", "お待ちください", "処理中", "ロード中"], "zh": ["加载中", "載入中", "请稍候", "請稍候"],
        "ko": ["로드 중", "로딩 중", "잠시만 기다려 주세요"], "ru": ["загрузка", "подождите"],
    ]

    /// A switch's state as its label (HIG Toggles: label a switch with what it controls).
    static let switchStates: [String: Set<String>] = [
        "en": ["on", "off", "on/off", "enabled", "disabled", "yes", "no", "active", "inactive"],
        "de": ["an", "aus", "ein", "ein/aus", "an/aus", "aktiviert", "deaktiviert"],
        "fr": ["activé", "désactivé", "oui", "non"], "es": ["activado", "desactivado", "sí", "no"],
        "it": ["attivo", "disattivo", "attivato", "disattivato"],
        "pt": ["ativado", "desativado", "ligado", "desligado"],
        "nl": ["aan", "uit"], "ja": ["オン", "オフ"], "zh": ["开", "关", "開", "關", "开启", "关闭"],
        "ko": ["켬", "끔"], "ru": ["вкл", "выкл"],
    ]

    /// Placeholders that say nothing about what to enter (HIG Text fields).
    static let genericPlaceholders: [String: Set<String>] = [
        "en": [
            "type here", "enter text", "enter text here", "text", "input", "placeholder", "write something",
            "write here", "type something", "value", "lorem ipsum", "text field", "textfield", "enter here",
            "enter a value", "enter value", "label", "todo",
        ],
        "de": ["hier eingeben", "text eingeben", "text", "eingabe"],
        "fr": ["saisir du texte", "tapez ici", "saisissez ici", "texte"],
        "es": ["escribe aquí", "escriba aquí", "introducir texto", "texto"],
        "it": ["scrivi qui", "inserisci testo", "testo"], "pt": ["digite aqui", "escreva aqui", "texto"],
        "ja": ["ここに入力", "テキスト"], "zh": ["在此输入", "请输入", "文本"],
    ]

    /// Pronouns the HIG asks alert text to avoid (Alerts), English only: other languages drop
    /// or inflect pronouns, so a word list would mislead.
    static let alertPronouns: Set<String> = [
        "you", "your", "yours", "you're", "you’re", "you've", "you’ve",
        "you'll", "you’ll", "you'd", "you’d", "me", "my", "mine",
    ]
}
