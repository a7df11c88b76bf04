#!/usr/bin/env python3
"""Writes a synthetic String Catalog and its legible.json for the benchmark.

Deterministic: key i's entry depends only on --seed and i, so a catalog of N keys is the first
N keys of any larger one (the scaling runs audit 1/4, 1/2 and all of the same catalog).

The strings are made from small vocabularies of real words in each locale, at the lengths UI
text has in each role (tab items one word, buttons one to three, cells up to five, wrapping labels up to fourteen, alert
messages up to thirty), longer in the languages that run long (German and Finnish compounds,
Russian, Greek) and shorter in CJK and Hangul. About 8 % of the keys have plural variations
(with the categories each language uses), 3 % a substitution (`%#@count@`), 15 % format
specifiers (`%@`, `%lld`, positional `%1$@`), 2 % of translations are missing and a few need
review. legible.json maps each key prefix to a role, so every string is measured.

Usage: generate-catalog.py [--keys 5000] [--locales 30] [--seed 1] OUT_DIR
"""
import argparse
import json
import os
import random

# Locale -> (script kind, length factor against English, plural categories).
LOCALES = [
    ("en", "latin", 1.0, ["one", "other"]),
    ("de", "latin", 1.3, ["one", "other"]),
    ("fi", "latin", 1.3, ["one", "other"]),
    ("fr", "latin", 1.2, ["one", "many", "other"]),
    ("es", "latin", 1.2, ["one", "many", "other"]),
    ("it", "latin", 1.15, ["one", "many", "other"]),
    ("nl", "latin", 1.15, ["one", "other"]),
    ("sv", "latin", 1.1, ["one", "other"]),
    ("da", "latin", 1.1, ["one", "other"]),
    ("nb", "latin", 1.1, ["one", "other"]),
    ("pl", "latin", 1.2, ["one", "few", "many", "other"]),
    ("cs", "latin", 1.15, ["one", "few", "many", "other"]),
    ("hu", "latin", 1.25, ["one", "other"]),
    ("ro", "latin", 1.2, ["one", "few", "other"]),
    ("tr", "latin", 1.1, ["one", "other"]),
    ("vi", "latin", 1.2, ["other"]),
    ("pt-BR", "latin", 1.2, ["one", "many", "other"]),
    ("id", "latin", 1.2, ["other"]),
    ("ru", "cyrillic", 1.25, ["one", "few", "many", "other"]),
    ("uk", "cyrillic", 1.25, ["one", "few", "many", "other"]),
    ("el", "greek", 1.3, ["one", "other"]),
    ("ar", "arabic", 1.1, ["zero", "one", "two", "few", "many", "other"]),
    ("fa", "arabic", 1.1, ["one", "other"]),
    ("he", "hebrew", 0.95, ["one", "two", "other"]),
    ("hi", "devanagari", 1.15, ["one", "other"]),
    ("th", "thai", 1.0, ["other"]),
    ("ja", "cjk", 0.6, ["other"]),
    ("zh-Hans", "cjk", 0.5, ["other"]),
    ("zh-Hant", "cjk", 0.5, ["other"]),
    ("ko", "hangul", 0.7, ["other"]),
]

W = str.split
WORDS = {
    "en": W("account settings save cancel delete share message photo library privacy notifications "
            "download update profile search results favorites history continue sign in out password "
            "email address new recent storage backup restore subscription payment method order your "
            "the and for with from all more open close edit done"),
    "de": W("Konto Einstellungen speichern abbrechen löschen teilen Nachricht Foto Mediathek Datenschutz "
            "Mitteilungen herunterladen aktualisieren Profil suchen Ergebnisse Favoriten Verlauf weiter "
            "anmelden abmelden Passwort Adresse neu Speicher Sicherung wiederherstellen Abonnement Zahlung "
            "Bestellung Ihre der die das und für mit von alle mehr öffnen schließen bearbeiten fertig"),
    "fi": W("tili asetukset tallenna peruuta poista jaa viesti kuva kirjasto tietosuoja ilmoitukset "
            "lataa päivitä profiili hae tulokset suosikit historia jatka kirjaudu salasana osoite uusi "
            "tallennustila varmuuskopio palauta tilaus maksu tilauksesi kaikki lisää avaa sulje muokkaa valmis"),
    "fr": W("compte réglages enregistrer annuler supprimer partager message photo photothèque confidentialité "
            "notifications télécharger mettre à jour profil rechercher résultats favoris historique continuer "
            "connexion mot de passe adresse nouveau stockage sauvegarde restaurer abonnement paiement commande "
            "votre le la les et pour avec tous plus ouvrir fermer modifier terminé"),
    "es": W("cuenta ajustes guardar cancelar eliminar compartir mensaje foto fototeca privacidad notificaciones "
            "descargar actualizar perfil buscar resultados favoritos historial continuar iniciar sesión "
            "contraseña dirección nuevo almacenamiento copia restaurar suscripción pago pedido tu el la los "
            "y para con todos más abrir cerrar editar listo"),
    "it": W("account impostazioni salva annulla elimina condividi messaggio foto libreria privacy notifiche "
            "scarica aggiorna profilo cerca risultati preferiti cronologia continua accedi esci password "
            "indirizzo nuovo archiviazione backup ripristina abbonamento pagamento ordine il la e per con "
            "tutti altro apri chiudi modifica fine"),
    "nl": W("account instellingen bewaar annuleer verwijder deel bericht foto bibliotheek privacy meldingen "
            "download werk bij profiel zoek resultaten favorieten geschiedenis ga verder log in uit wachtwoord "
            "adres nieuw opslag reservekopie herstel abonnement betaling bestelling je de het en voor met alle "
            "meer open sluit wijzig gereed"),
    "sv": W("konto inställningar spara avbryt radera dela meddelande bild bibliotek integritet notiser "
            "hämta uppdatera profil sök resultat favoriter historik fortsätt logga in ut lösenord adress ny "
            "lagring säkerhetskopia återställ prenumeration betalning beställning din och för med alla mer "
            "öppna stäng redigera klar"),
    "da": W("konto indstillinger gem annuller slet del besked billede bibliotek anonymitet notifikationer "
            "hent opdater profil søg resultater favoritter historik fortsæt log ind ud adgangskode adresse ny "
            "lagring sikkerhedskopi gendan abonnement betaling ordre din og til med alle mere åbn luk rediger færdig"),
    "nb": W("konto innstillinger lagre avbryt slett del melding bilde bibliotek personvern varslinger "
            "last ned oppdater profil søk resultater favoritter logg fortsett logg inn ut passord adresse ny "
            "lagring sikkerhetskopi gjenopprett abonnement betaling bestilling din og for med alle mer åpne "
            "lukk rediger ferdig"),
    "pl": W("konto ustawienia zachowaj anuluj usuń udostępnij wiadomość zdjęcie biblioteka prywatność "
            "powiadomienia pobierz uaktualnij profil szukaj wyniki ulubione historia dalej zaloguj wyloguj "
            "hasło adres nowy pamięć kopia przywróć subskrypcja płatność zamówienie twoje i dla z wszystkie "
            "więcej otwórz zamknij edytuj gotowe"),
    "cs": W("účet nastavení uložit zrušit smazat sdílet zpráva fotka knihovna soukromí oznámení stáhnout "
            "aktualizovat profil hledat výsledky oblíbené historie pokračovat přihlásit odhlásit heslo adresa "
            "nový úložiště záloha obnovit předplatné platba objednávka vaše a pro s všechny více otevřít "
            "zavřít upravit hotovo"),
    "hu": W("fiók beállítások mentés mégse törlés megosztás üzenet fénykép könyvtár adatvédelem "
            "értesítések letöltés frissítés profil keresés találatok kedvencek előzmények tovább bejelentkezés "
            "kijelentkezés jelszó cím új tárhely biztonsági mentés visszaállítás előfizetés fizetés rendelés "
            "az és a minden több megnyitás bezárás szerkesztés kész"),
    "ro": W("cont configurări salvează anulează șterge partajează mesaj poză bibliotecă confidențialitate "
            "notificări descarcă actualizează profil caută rezultate favorite istoric continuă autentificare "
            "parolă adresă nou stocare backup restaurează abonament plată comandă ta și pentru cu toate mai "
            "multe deschide închide editează gata"),
    "tr": W("hesap ayarlar kaydet vazgeç sil paylaş mesaj fotoğraf arşiv gizlilik bildirimler indir "
            "güncelle profil ara sonuçlar favoriler geçmiş devam giriş çıkış parola adres yeni depolama "
            "yedekleme geri yükle abonelik ödeme sipariş sizin ve için ile tüm daha fazla aç kapat düzenle bitti"),
    "vi": W("tài khoản cài đặt lưu hủy xóa chia sẻ tin nhắn ảnh thư viện quyền riêng tư thông báo tải "
            "xuống cập nhật hồ sơ tìm kiếm kết quả mục ưa thích lịch sử tiếp tục đăng nhập xuất mật khẩu "
            "địa chỉ mới dung lượng sao lưu khôi phục gói đăng ký thanh toán đơn hàng của bạn và cho với tất cả"),
    "pt-BR": W("conta ajustes salvar cancelar apagar compartilhar mensagem foto fototeca privacidade "
               "notificações baixar atualizar perfil buscar resultados favoritos histórico continuar entrar "
               "sair senha endereço novo armazenamento backup restaurar assinatura pagamento pedido seu o a "
               "e para com todos mais abrir fechar editar ok"),
    "id": W("akun pengaturan simpan batalkan hapus bagikan pesan foto perpustakaan privasi pemberitahuan "
            "unduh perbarui profil cari hasil favorit riwayat lanjutkan masuk keluar kata sandi alamat baru "
            "penyimpanan cadangan pulihkan langganan pembayaran pesanan Anda dan untuk dengan semua lainnya "
            "buka tutup edit selesai"),
    "ru": W("учётная запись настройки сохранить отменить удалить поделиться сообщение фото медиатека "
            "конфиденциальность уведомления загрузить обновить профиль поиск результаты избранное история "
            "продолжить войти выйти пароль адрес новый хранилище резервная копия восстановить подписка оплата "
            "заказ ваш и для с все ещё открыть закрыть изменить готово"),
    "uk": W("обліковий запис параметри зберегти скасувати видалити поширити повідомлення фото медіатека "
            "приватність сповіщення завантажити оновити профіль пошук результати вибране історія продовжити "
            "увійти вийти пароль адреса новий сховище резервна копія відновити підписка оплата замовлення "
            "ваш і для з усі ще відкрити закрити редагувати готово"),
    "el": W("λογαριασμός ρυθμίσεις αποθήκευση ακύρωση διαγραφή κοινοποίηση μήνυμα φωτογραφία βιβλιοθήκη "
            "απόρρητο γνωστοποιήσεις λήψη ενημέρωση προφίλ αναζήτηση αποτελέσματα αγαπημένα ιστορικό συνέχεια "
            "σύνδεση αποσύνδεση συνθηματικό διεύθυνση νέο αποθηκευτικός χώρος αντίγραφο ασφαλείας επαναφορά "
            "συνδρομή πληρωμή παραγγελία σας και για με όλα περισσότερα άνοιγμα κλείσιμο επεξεργασία τέλος"),
    "ar": W("الحساب الإعدادات حفظ إلغاء حذف مشاركة رسالة صورة المكتبة الخصوصية الإشعارات تنزيل تحديث "
            "الملف الشخصي بحث النتائج المفضلة السجل متابعة تسجيل الدخول الخروج كلمة السر العنوان جديد "
            "التخزين نسخة احتياطية استعادة الاشتراك الدفع الطلب الخاص بك و من إلى مع الكل المزيد فتح إغلاق تعديل تم"),
    "fa": W("حساب تنظیمات ذخیره لغو حذف اشتراک‌گذاری پیام عکس کتابخانه حریم خصوصی اعلان‌ها بارگیری "
            "به‌روزرسانی نمایه جستجو نتایج موارد دلخواه تاریخچه ادامه ورود خروج گذرواژه نشانی جدید فضای "
            "ذخیره‌سازی پشتیبان بازیابی اشتراک پرداخت سفارش شما و برای با همه بیشتر باز بستن ویرایش انجام شد"),
    "he": W("חשבון הגדרות שמירה ביטול מחיקה שיתוף הודעה תמונה ספריה פרטיות עדכונים הורדה עדכון פרופיל "
            "חיפוש תוצאות מועדפים היסטוריה המשך התחברות התנתקות סיסמה כתובת חדש אחסון גיבוי שחזור מינוי "
            "תשלום הזמנה שלך ו עבור עם כל עוד פתיחה סגירה עריכה סיום"),
    "hi": W("खाता सेटिंग्स सहेजें रद्द करें हटाएँ साझा संदेश फ़ोटो लाइब्रेरी गोपनीयता सूचनाएँ डाउनलोड "
            "अपडेट प्रोफ़ाइल खोजें परिणाम पसंदीदा इतिहास जारी रखें साइन इन आउट पासवर्ड पता नया स्टोरेज "
            "बैकअप पुनर्स्थापित सदस्यता भुगतान ऑर्डर आपका और के लिए साथ सभी अधिक खोलें बंद संपादित हो गया"),
    "th": W("บัญชี การตั้งค่า บันทึก ยกเลิก ลบ แชร์ ข้อความ รูปภาพ คลัง ความเป็นส่วนตัว การแจ้งเตือน "
            "ดาวน์โหลด อัปเดต โปรไฟล์ ค้นหา ผลลัพธ์ รายการโปรด ประวัติ ดำเนินการต่อ ลงชื่อเข้า ออก รหัสผ่าน "
            "ที่อยู่ ใหม่ พื้นที่จัดเก็บ ข้อมูลสำรอง กู้คืน การสมัครสมาชิก การชำระเงิน คำสั่งซื้อ ของคุณ และ "
            "สำหรับ กับ ทั้งหมด เพิ่มเติม เปิด ปิด แก้ไข เสร็จสิ้น"),
    "ja": W("アカウント 設定 保存 キャンセル 削除 共有 メッセージ 写真 ライブラリ プライバシー 通知 "
            "ダウンロード アップデート プロフィール 検索 結果 お気に入り 履歴 続ける サインイン サインアウト "
            "パスワード メールアドレス 新規 ストレージ バックアップ 復元 サブスクリプション 支払い 注文 "
            "あなたの を に と の すべて もっと見る 開く 閉じる 編集 完了"),
    "zh-Hans": W("帐户 设置 存储 取消 删除 共享 信息 照片 图库 隐私 通知 下载 更新 个人资料 搜索 结果 个人收藏 "
                 "历史记录 继续 登录 退出登录 密码 电子邮件地址 新建 储存空间 备份 恢复 订阅 付款 订单 "
                 "你的 和 的 全部 更多 打开 关闭 编辑 完成"),
    "zh-Hant": W("帳號 設定 儲存 取消 刪除 分享 訊息 照片 圖庫 隱私權 通知 下載 更新 個人檔案 搜尋 結果 "
                 "個人收藏 歷史記錄 繼續 登入 登出 密碼 電子郵件地址 新增 儲存空間 備份 回復 訂閱 付款 訂單 "
                 "你的 和 的 全部 更多 打開 關閉 編輯 完成"),
    "ko": W("계정 설정 저장 취소 삭제 공유 메시지 사진 보관함 개인정보 알림 다운로드 업데이트 프로필 "
            "검색 결과 즐겨찾기 기록 계속 로그인 로그아웃 암호 주소 새로운 저장 공간 백업 복원 구독 "
            "결제 주문 귀하의 및 위한 함께 모두 더 보기 열기 닫기 편집 완료"),
}

# Long compounds, as German and Finnish UI text has them.
COMPOUNDS = {
    "de": W("Benachrichtigungseinstellungen Datenschutzerklärung Zwei-Faktor-Authentifizierung "
            "Speicherplatzverwaltung Sicherheitseinstellungen Kontowiederherstellung Zahlungsinformationen "
            "Bildschirmzeitbeschränkungen Standortberechtigungen Hintergrundaktualisierung"),
    "fi": W("ilmoitusasetukset tietosuojakäytäntö kaksivaiheinen tunnistautuminen tallennustilanhallinta "
            "turvallisuusasetukset käyttäjätunnuksen palauttaminen maksutiedot sijaintioikeudet "
            "taustapäivitys salasananvaihto"),
}

# Key prefix -> (share of keys, words min, words max, legible.json element).
ROLES = [
    ("tab", 0.05, 1, 1, {"keys": "tab.*", "role": "tabBarItem", "count": 5}),
    ("button", 0.20, 1, 3, {"keys": "button.*", "role": "button"}),
    ("nav", 0.10, 1, 4, {"keys": "nav.*", "role": "navigationTitle", "backButtonTitle": "Back"}),
    ("cell", 0.15, 1, 5, {"keys": "cell.*", "role": "tableCellTitle", "accessory": "disclosure"}),
    ("label", 0.30, 2, 14, {"keys": "label.*", "role": "label", "lines": 0}),
    ("alert.title", 0.05, 2, 6, {"keys": "alert.title.*", "role": "alertTitle"}),
    ("alert.message", 0.07, 8, 30, {"keys": "alert.message.*", "role": "alertMessage"}),
    ("alert.action", 0.08, 1, 2, {"keys": "alert.action.*", "role": "alertAction", "count": 2}),
]

SPACELESS = {"th", "ja", "zh-Hans", "zh-Hant"}


def role_of(rng):
    pick = rng.random()
    for role in ROLES:
        pick -= role[1]
        if pick <= 0:
            return role
    return ROLES[-1]


def phrase(rng, locale, count):
    words = WORDS[locale]
    parts = []
    for _ in range(count):
        if locale in COMPOUNDS and rng.random() < 0.2:
            parts.append(rng.choice(COMPOUNDS[locale]))
        else:
            parts.append(rng.choice(words))
    text = ("" if locale in SPACELESS else " ").join(parts)
    if locale in ("ja", "zh-Hans", "zh-Hant") and count > 5:
        text = text[: len(text) // 2] + "。" + text[len(text) // 2:]
    if locale not in ("ar", "fa", "he") and text[:1].islower() and rng.random() < 0.8:
        text = text[0].upper() + text[1:]
    return text


def with_specifier(rng, locale, text, kind):
    """Puts a format specifier (or two, positional) into `text`."""
    join = "" if locale in SPACELESS else " "
    if kind == 0:
        return text + join + "%@"
    if kind == 1:
        return "%lld" + join + text
    return "%1$@" + join + text + join + "%2$lld"


def entry(seed, index):
    rng = random.Random(f"{seed}:{index}")
    prefix, _, low, high, _ = role_of(rng)
    key = f"{prefix}.{index:05d}"
    base = rng.randint(low, high)
    specifier = rng.randrange(3) if prefix in ("label", "cell", "alert.message", "button") and rng.random() < 0.15 else None
    plural = prefix in ("label", "alert.message", "alert.title") and rng.random() < 0.08
    substitution = not plural and prefix == "label" and rng.random() < 0.03
    localizations = {}
    for locale, _, factor, categories in LOCALES:
        if locale != "en" and rng.random() < 0.02:
            continue  # missing translation: the source is shown (and measured)
        count = max(1, round(base * factor * rng.uniform(0.85, 1.15))) if high > 1 else 1
        state = "needs_review" if locale != "en" and rng.random() < 0.01 else "translated"
        if plural:
            variations = {}
            for category in categories:
                text = phrase(rng, locale, count)
                variations[category] = {"stringUnit": {"state": state, "value": with_specifier(rng, locale, text, 1)}}
            localizations[locale] = {"variations": {"plural": variations}}
        elif substitution:
            join = "" if locale in SPACELESS else " "
            variants = {c: {"stringUnit": {"state": state, "value": "%arg" + join + phrase(rng, locale, 1)}}
                        for c in categories}
            localizations[locale] = {
                "stringUnit": {"state": state, "value": phrase(rng, locale, count) + join + "%#@count@"},
                "substitutions": {"count": {"argNum": 1, "formatSpecifier": "lld",
                                            "variations": {"plural": variants}}},
            }
        else:
            text = phrase(rng, locale, count)
            if specifier is not None:
                text = with_specifier(rng, locale, text, specifier)
            localizations[locale] = {"stringUnit": {"state": state, "value": text}}
    return key, {"extractionState": "manual", "localizations": localizations}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keys", type=int, default=5000)
    parser.add_argument("--locales", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("out")
    args = parser.parse_args()
    global LOCALES
    LOCALES = LOCALES[: max(1, min(args.locales, len(LOCALES)))]
    strings = dict(entry(args.seed, i) for i in range(args.keys))
    catalog = {"sourceLanguage": "en", "version": "1.0", "strings": dict(sorted(strings.items()))}
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "Localizable.xcstrings"), "w", encoding="utf-8") as f:
        json.dump(catalog, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    config = {"version": 1, "catalogs": ["Localizable.xcstrings"],
              "elements": [role[4] for role in ROLES], "defaultElement": {"role": "label"}}
    with open(os.path.join(args.out, "legible.json"), "w", encoding="utf-8") as f:
        json.dump(config, f, ensure_ascii=False, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
