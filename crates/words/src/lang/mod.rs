//! The languages of Pala's editions: English, German and Japanese. Each language is a
//! module of its own ([`en`], [`de`], [`ja`]) that fills the same [`Phrasebook`]: a
//! phrase missing in one language is a compile error (a missing field), not an
//! English fallback a player finds. The sentence builders take their words from the
//! phrasebook of the language spoken now ([`book`]) and fill its templates ([`fill`]),
//! with each language's own grammar for counts, lists and numbers ([`Lang`]).
//!
//! English is compiled into every program. The web app loads German or Japanese only
//! when a player chooses it, as data (`static/lang/de.txt`, `ja.txt`, written from the
//! modules here and kept in step by a test), so that a language nobody chose costs no
//! download; natively (the tests, the lab) every phrasebook is compiled in.

mod book;
pub mod de;
pub mod en;
pub mod ja;
mod nouns;

use std::cell::{Cell, RefCell};

pub use book::{BookError, NAMES, Phrasebook, Phrases, VERSION};
pub use nouns::{INDEXED, bid, card, colour, colour_letter, joined, nth, space, space_meaning};

/// A language Pala speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    De,
    Ja,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Ja];

    /// The language's code, as in `?lang=de`, `<html lang>` and the phrasebook's file.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Ja => "ja",
        }
    }

    /// The language by its own name, as a language picker lists it.
    pub const fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Ja => "日本語",
        }
    }

    /// The language of a BCP 47 tag by its primary subtag ("de-AT" is German, "ja-JP"
    /// Japanese, "en-GB" English); `None` for a language Pala does not speak.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or_default();
        Lang::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The language to speak: a link's `?lang=` first, then the player's own choice
    /// (stored), then the first of the browser's languages that Pala speaks, else
    /// English. A code Pala does not speak is passed over, never an error.
    pub fn choose(link: Option<&str>, stored: Option<&str>, browser: &[String]) -> Lang {
        link.and_then(Lang::from_tag)
            .or_else(|| stored.and_then(Lang::from_tag))
            .or_else(|| browser.iter().find_map(|t| Lang::from_tag(t)))
            .unwrap_or_default()
    }

    /// Which of a phrase's forms (split by `|`) goes with the number `n`: English and
    /// German have one form for 1 and another for every other number; Japanese counts
    /// without plurals.
    const fn form(self, n: i64) -> usize {
        match self {
            Lang::En | Lang::De => (n != 1) as usize,
            Lang::Ja => 0,
        }
    }

    /// The phrasebook compiled into every program (English), or compiled in natively.
    fn built_in(self) -> Option<&'static Phrasebook> {
        match self {
            Lang::En => Some(&en::BOOK),
            #[cfg(not(target_arch = "wasm32"))]
            Lang::De => Some(&de::BOOK),
            #[cfg(not(target_arch = "wasm32"))]
            Lang::Ja => Some(&ja::BOOK),
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }
}

thread_local! {
    /// The language spoken now.
    static NOW: Cell<Lang> = const { Cell::new(Lang::En) };
    /// The phrasebooks loaded as data (the web app's German and Japanese).
    static LOADED: RefCell<Vec<(Lang, &'static Phrasebook)>> = const { RefCell::new(Vec::new()) };
}

/// Keeps a phrasebook read from data (the web app's `lang/de.txt`) for `lang`, for
/// the rest of the page's life.
pub fn install(lang: Lang, book: Phrasebook) {
    let book: &'static Phrasebook = Box::leak(Box::new(book));
    LOADED.with(|l| {
        let mut l = l.borrow_mut();
        l.retain(|(k, _)| *k != lang);
        l.push((lang, book));
    });
}

/// The phrasebook of `lang`, if it is compiled in or loaded.
pub fn book_of(lang: Lang) -> Option<&'static Phrasebook> {
    lang.built_in().or_else(|| LOADED.with(|l| l.borrow().iter().find(|(k, _)| *k == lang).map(|(_, b)| *b)))
}

/// Speaks `lang` from now on, if its phrasebook is at hand (compiled in or installed);
/// false, and nothing changed, if it is not.
pub fn speak(lang: Lang) -> bool {
    let ready = book_of(lang).is_some();
    if ready {
        NOW.with(|n| n.set(lang));
    }
    ready
}

/// The language spoken now.
pub fn lang() -> Lang {
    NOW.with(Cell::get)
}

/// The phrasebook of the language spoken now.
#[inline(never)]
pub fn book() -> &'static Phrasebook {
    book_of(lang()).unwrap_or(&en::BOOK)
}

/// A template with its `{name}` places filled by `args` (each name once or more); a
/// place with no argument stays as written, which the phrasebooks' test forbids.
pub fn fill(template: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').map(|close| (&after[..close], close)) {
            Some((name, close)) => match args.iter().find(|(n, _)| *n == name) {
                Some((_, value)) => {
                    out.push_str(&value.to_string());
                    rest = &after[close + 1..];
                }
                None => {
                    out.push('{');
                    rest = after;
                }
            },
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The form of a counted phrase (forms split by `|`, as "{n} player|{n} players") that
/// goes with `n` in the language spoken now, its `{n}` filled.
pub fn counted(forms: &str, n: impl Into<i64>) -> String {
    let n = n.into();
    let form = forms.split('|').nth(lang().form(n)).or_else(|| forms.split('|').next_back()).unwrap_or(forms);
    fill(form, &[("n", &n)])
}

/// A template's forms that agree with its subject resolved: each `[third|you]` becomes
/// its first form where the subject is another seat ("Berthe [plays|play]" is "Berthe
/// plays") and its second where it is the player ("You play", "Du spielst").
pub fn agree(template: &str, you: bool) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('[') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find(']') else {
            rest = &rest[open..];
            break;
        };
        let (third, second) = after[..close].split_once('|').unwrap_or((&after[..close], &after[..close]));
        out.push_str(if you { second } else { third });
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// One more sentence after `text`: after a space, in Japanese straight on (its
/// sentences end in 。 and take no space).
pub fn then(text: &mut String, next: &str) {
    if !text.is_empty() && lang() != Lang::Ja {
        text.push(' ');
    }
    text.push_str(next);
}

/// `first`, then `next`, as [`then`] joins them.
pub fn sentences(mut first: String, next: &str) -> String {
    then(&mut first, next);
    first
}

/// The places (`{name}`) a template has, in order of first appearance.
pub fn places(template: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        let name = &after[..close];
        if !names.contains(&name) {
            names.push(name);
        }
        rest = &after[close + 1..];
    }
    names
}

#[cfg(test)]
mod tests;

/// A list in the language spoken: "A, B and C", "A, B und C", "A。B。C" (the surfaces
/// that speak every language; the English-only sentences keep `and_list`).
pub fn list(items: &[String]) -> String {
    let words = book();
    joined(items, words.list_more(), words.list_last())
}

/// Choices in the language spoken: "A, B, or C", "A, B oder C", "A、BかC".
pub fn or_list(items: &[String]) -> String {
    let words = book();
    joined(items, words.or_more(), words.or_last())
}
