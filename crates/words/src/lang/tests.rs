//! The phrasebooks: each says what English says (the same places in every phrase, the
//! forms a count needs), reads back from its data, and the web app's data files are in
//! step with the modules. Per language: Japanese has no spaces inside a phrase and no
//! English left over; German's nouns of the glossary are capitalised.

use super::*;

fn leak(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

fn books() -> [(Lang, &'static Phrasebook); 3] {
    Lang::ALL.map(|l| (l, l.built_in().expect("every phrasebook is compiled in natively")))
}

#[test]
fn every_phrase_has_the_places_of_the_english() {
    let mut checked = 0;
    for (lang, book) in books() {
        for ((key, text), (_, english)) in book.phrases().into_iter().zip(en::BOOK.phrases()) {
            assert!(!text.trim().is_empty(), "{}: \"{key}\" is empty", lang.code());
            let mut mine = places(text);
            let mut theirs = places(english);
            mine.sort_unstable();
            theirs.sort_unstable();
            assert_eq!(
                mine,
                theirs,
                "{}: \"{key}\" = {text:?} has other places than the English {english:?}",
                lang.code()
            );
            // Every form of a counted phrase has the count (a `[third|you]` pair is
            // one form of agreement, not a count's).
            let forms = unpaired(text).split('|').count();
            if let Some((_, n)) = super::INDEXED.iter().find(|(name, _)| *name == key) {
                assert_eq!(forms, *n, "{}: \"{key}\" has {forms} forms, not one for each of {n}", lang.code());
            } else if unpaired(english).contains('|') {
                let needed = match lang {
                    Lang::En | Lang::De => 2,
                    Lang::Ja => 1,
                };
                assert_eq!(forms, needed, "{}: \"{key}\" has {forms} forms", lang.code());
                assert!(
                    text.split('|').all(|f| f.contains("{n}")),
                    "{}: a form of \"{key}\" has no {{n}}",
                    lang.code()
                );
            } else {
                assert_eq!(forms, 1, "{}: \"{key}\" has forms, the English none", lang.code());
            }
            checked += 1;
        }
    }
    println!("{checked} phrases checked in {} languages", Lang::ALL.len());
}

/// A phrase without its `[third|you]` pairs.
fn unpaired(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn every_agreeing_form_is_a_pair_for_another_seat_and_for_you() {
    for (lang, book) in books() {
        for (key, text) in book.phrases() {
            let mut rest = text;
            while let Some(open) = rest.find('[') {
                let close = rest[open..].find(']').map(|c| open + c);
                let Some(close) = close else {
                    panic!("{}: \"{key}\" = {text:?} opens a pair it never closes", lang.code())
                };
                let pair = &rest[open + 1..close];
                let forms: Vec<&str> = pair.split('|').collect();
                assert!(
                    forms.len() == 2 && !pair.contains('['),
                    "{}: \"{key}\" = {text:?}: [{pair}] is not a pair of forms",
                    lang.code()
                );
                rest = &rest[close + 1..];
            }
            assert!(!rest.contains(']'), "{}: \"{key}\" = {text:?} closes a pair it never opened", lang.code());
        }
    }
    assert_eq!(super::agree("{who} [plays|play] [is|are]", false), "{who} plays is");
    assert_eq!(super::agree("{who} [plays|play] [is|are]", true), "{who} play are");
}

#[test]
fn japanese_has_no_spaces_and_no_english_left_over() {
    // Latin letters a Japanese player reads as Japanese: "AI", "UTC".
    const KEPT: [&str; 2] = ["AI", "UTC"];
    for (key, text) in ja::BOOK.phrases() {
        // The places ({R3}, {n}) are the program's, not words.
        let sentence =
            places(text).iter().fold(text.trim_start().to_string(), |t, p| t.replace(&format!("{{{p}}}"), ""));
        assert!(!sentence.contains(' '), "ja: \"{key}\" = {text:?} has a space");
        let mut latin = String::new();
        for c in sentence.chars().chain([' ']) {
            if c.is_ascii_alphabetic() {
                latin.push(c);
            } else {
                let word = std::mem::take(&mut latin);
                assert!(
                    word.is_empty() || KEPT.contains(&word.as_str()),
                    "ja: \"{key}\" = {text:?} has English: {word}"
                );
            }
        }
    }
}

#[test]
fn german_capitalises_the_glossarys_nouns() {
    // The glossary's nouns (crates/words/glossary/de.md) never start in lower case.
    let nouns = ["stich", "spieler", "runde", "punkte", "farben", "karten", "lektionen", "maler", "spiel"];
    for (key, text) in de::BOOK.phrases() {
        for word in text.split(|c: char| !c.is_alphabetic()) {
            assert!(!nouns.contains(&word), "de: \"{key}\" = {text:?} writes the noun \"{word}\" in lower case");
        }
    }
}

#[test]
fn a_phrasebook_reads_back_from_its_data_and_refuses_a_wrong_one() {
    for (lang, book) in books() {
        for (key, text) in book.phrases() {
            assert!(!text.contains(['\t', '\n', '\r']), "{}: \"{key}\" holds a tab or a line break", lang.code());
        }
        assert_eq!(Phrasebook::from_text(leak(book.to_text())).as_ref(), Ok(book), "{}", lang.code());
    }
    let text = de::BOOK.to_text();
    let short: String = text.lines().filter(|l| !l.starts_with("start_game\t")).map(|l| format!("{l}\n")).collect();
    assert_eq!(Phrasebook::from_text(leak(short)), Err(BookError::Count(NAMES.len() - 1)));
    assert_eq!(Phrasebook::from_text(leak(format!("{text}later\tSpäter\n"))), Err(BookError::Count(NAMES.len() + 1)));
    let broken = text.replacen("\nstart_game\t", "\nstart_game ", 1);
    assert!(matches!(Phrasebook::from_text(leak(broken)), Err(BookError::Unreadable(_))));
    assert_eq!(Phrasebook::from_text("<!doctype html>"), Err(BookError::Version));
    // A phrasebook of a build whose phrases differ (one more, one fewer, or reordered).
    let older = text.replacen(&format!("{VERSION:08x}"), "00000000", 1);
    assert_eq!(Phrasebook::from_text(leak(older)), Err(BookError::Version));
}

/// The web app's phrasebooks (`static/lang/<code>.txt`) are the modules' own, written
/// by `PALA_WRITE_LANG=1 cargo test -p pala-words phrasebooks` when a phrase changes.
#[test]
fn the_web_apps_phrasebooks_are_in_step_with_the_modules() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../static/lang");
    for (lang, book) in books().into_iter().filter(|(l, _)| *l != Lang::En) {
        let path = folder.join(format!("{}.txt", lang.code()));
        let want = book.to_text();
        if std::env::var_os("PALA_WRITE_LANG").is_some() {
            std::fs::create_dir_all(&folder).unwrap();
            std::fs::write(&path, &want).unwrap();
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "{} is not the {} module's phrasebook: run PALA_WRITE_LANG=1 cargo test -p pala-words phrasebooks",
            path.display(),
            lang.code()
        );
    }
}

#[test]
fn the_language_comes_from_the_link_then_the_choice_then_the_browser() {
    let browser = |tags: &[&str]| tags.iter().map(|t| t.to_string()).collect::<Vec<_>>();
    assert_eq!(Lang::choose(None, None, &browser(&["fr-FR", "de-AT", "en"])), Lang::De);
    assert_eq!(Lang::choose(None, None, &browser(&["ja-JP"])), Lang::Ja);
    assert_eq!(Lang::choose(None, None, &browser(&["fr", "es"])), Lang::En);
    assert_eq!(Lang::choose(None, Some("ja"), &browser(&["de"])), Lang::Ja);
    assert_eq!(Lang::choose(Some("de"), Some("ja"), &browser(&["en"])), Lang::De);
    assert_eq!(Lang::choose(Some("xx"), Some("ja"), &[]), Lang::Ja, "a code Pala does not speak is passed over");
    assert_eq!(Lang::from_tag("EN_gb"), Some(Lang::En));
}

#[test]
fn templates_fill_and_count_in_each_language() {
    assert_eq!(fill("{a} and {b}, {a}", &[("a", &1), ("b", &"x")]), "1 and x, 1");
    assert_eq!(fill("{open", &[]), "{open");
    let said = |lang| {
        assert!(speak(lang));
        let b = book();
        [counted(b.players_count(), 1), counted(b.players_count(), 4), counted(b.rounds_count(), 1)]
    };
    assert_eq!(said(Lang::En), ["1 player", "4 players", "1 round"]);
    assert_eq!(said(Lang::De), ["1 Spieler", "4 Spieler", "1 Runde"]);
    assert_eq!(said(Lang::Ja), ["1人", "4人", "1ラウンド"]);
    speak(Lang::En);
}

/// The installed app's English name and description are the manifest's own (the build
/// writes the other languages' manifests from their phrasebooks: .ci/page.mjs).
#[test]
fn the_manifest_speaks_the_english_phrasebook() {
    let manifest: serde_json::Value =
        serde_json::from_str(include_str!("../../../../static/manifest.webmanifest")).expect("the manifest reads");
    assert_eq!(manifest["name"], en::BOOK.app_name());
    assert_eq!(manifest["description"], en::BOOK.app_description());
}
