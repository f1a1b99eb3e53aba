//! The prompt line in German and Japanese, over the same random positions as the
//! English: each claim it makes (a copy, a mix, a smear, a junk, "you have no X", R3's
//! must-pass and must-bid, the ways on from a picked card) is made exactly when the
//! engine's legal moves allow it, in the language's own words (read from its
//! phrasebook), and the sentence keeps the language's grammar: no place left unfilled,
//! German nouns of the glossary capitalised, Japanese without spaces or English.

use pala_rules::engine::{Action, Card, Mode, Phase, Round, SeatView};
use pala_words::lang::{self, Lang, book, colour, fill, nth};
use pala_words::{action_name, move_name, prompt, why_not_card};

/// The languages checked here (English has the fuller checks of `main.rs`).
pub const OTHERS: [Lang; 2] = [Lang::De, Lang::Ja];

/// The grammar every sentence of `lang` keeps.
pub fn check_grammar(lang: Lang, said: &str) {
    assert!(!said.contains(['{', '}']), "{}: a place left unfilled: {said}", lang.code());
    assert!(!said.contains("  ") && said.trim() == said, "{}: stray spaces: {said:?}", lang.code());
    match lang {
        Lang::Ja => {
            assert!(!said.contains(' '), "ja: a space: {said}");
            // (AI is the one Latin word Japanese keeps, as the phrasebooks' test allows.)
            let latin = said.replace("AI", "");
            assert!(!latin.chars().any(|c| c.is_ascii_alphabetic()), "ja: English left over: {said}");
        }
        Lang::De => {
            for word in said.split(|c: char| !c.is_alphabetic()) {
                let nouns = ["stich", "karte", "karten", "farbe", "grundfarbe", "bietleiste", "feld", "gebot"];
                assert!(!nouns.contains(&word), "de: the noun \"{word}\" in lower case: {said}");
            }
            let first = said.chars().next().unwrap_or('A');
            assert!(!first.is_lowercase(), "de: a sentence starts in lower case: {said}");
        }
        Lang::En => {}
    }
}

/// The prompt before a move, in `lang`, against the legal moves.
fn check_prompt(round: &Round, legal: &[Action], said: &str) {
    let w = book();
    if round.phase() == Phase::Bidding && round.mode() == Mode::Impressionism {
        assert_eq!(said == w.prompt_board_pass(), legal == [Action::Pass], "{said}");
        assert_eq!(said == w.prompt_board_must(), !legal.contains(&Action::Pass), "{said}");
        return;
    }
    let Some(trick) = round.trick().filter(|_| round.phase() == Phase::Playing) else { return };
    let t = trick.color;
    let copy = legal.iter().any(|a| matches!(a, Action::Play(c) if c.color() == t));
    let mix = legal.iter().any(|a| matches!(a, Action::Mix(..)));
    let smear = legal.iter().any(|a| matches!(a, Action::Smear(..)));
    let junk = legal.iter().any(|a| matches!(a, Action::Play(c) if c.color() != t));
    let lower = said.to_lowercase();
    let with = nth(w.with_colour_card(), t.index());
    let copy_said = lower.contains(&fill(w.way_copy(), &[("with", &with)]).to_lowercase())
        || said == fill(w.prompt_copy(), &[("card", &nth(w.a_colour_card(), t.index()))]);
    assert_eq!(copy_said, copy, "copy: {said}");
    if let Some((p, q)) = t.recipe() {
        let (p, q) = (nth(w.a_colour(), p.index()), nth(w.a_colour(), q.index()));
        assert_eq!(lower.contains(&fill(w.way_mix(), &[("a", &p), ("b", &q)]).to_lowercase()), mix, "mix: {said}");
    }
    assert_eq!(said.contains(w.prompt_junk_or_smear()), smear, "smear: {said}");
    assert_eq!(lower.contains(&w.way_junk().to_lowercase()) || smear, junk, "junk: {said}");
    assert_eq!(said.starts_with(&fill(w.prompt_no_colour(), &[("colour", &colour(t))])), !copy, "{said}");
}

/// The prompt after picking `card`, in `lang`: it names the card, and each way on that
/// it names is a legal move with that card in that role (R6 for a smear's two cards).
fn check_picked(round: &Round, legal: &[Action], card: Card, said: &str) {
    let w = book();
    let name = lang::card(card);
    assert!(said.contains(&name), "the picked card, {name}: {said}");
    if round.phase() == Phase::Bidding {
        assert_eq!(said, fill(w.picked_board(), &[("card", &name)]));
        return;
    }
    let lower = said.to_lowercase();
    let mix = legal.iter().any(|a| matches!(a, Action::Mix(x, y) if *x == card || *y == card));
    let alone = legal.contains(&Action::Play(card));
    assert_eq!(lower.contains(&fill(w.way_mix_with(), &[("card", &name)]).to_lowercase()), mix, "mix: {said}");
    assert_eq!(lower.contains(&fill(w.way_alone(), &[("card", &name)]).to_lowercase()), alone, "alone: {said}");
    let trick = round.trick().map(|t| colour(t.color));
    for a in legal {
        match (a, trick) {
            (Action::Smear(p, s), Some(t)) if *p == card => {
                let s = colour(s.color());
                assert_eq!(said, fill(w.picked_smear_primary(), &[("card", &name), ("s", &s), ("t", &t)]));
            }
            (Action::Smear(p, s), Some(t)) if *s == card => {
                let (p, s) = (colour(p.color()), colour(s.color()));
                assert_eq!(said, fill(w.picked_smear_secondary(), &[("card", &name), ("p", &p), ("t", &t), ("s", &s)]));
            }
            _ => {}
        }
    }
}

/// Every prompt of this position in German and Japanese: before the move, once "Smear"
/// is chosen, and after each pick of `picks` (with the taps legal then); why each card
/// is dimmed; and each legal move's name. Counts them per language: prompts, why-not,
/// moves.
pub fn check_position(
    round: &Round,
    view: &SeatView,
    legal: &[Action],
    picks: &[(Card, bool, Vec<Action>)],
    counts: &mut [[u64; 3]; 2],
) {
    let same = |said: &str, english: &str| {
        let (mut a, mut b) = (numbers(said), numbers(english));
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b, "\"{said}\" states other numbers than \"{english}\"");
    };
    let english: Vec<String> =
        picks.iter().map(|(card, smearing, _)| prompt(view, legal, &[*card], *smearing)).collect();
    // Why each card that cannot be used now is dimmed.
    let refusals: Vec<(Card, String)> = view
        .hand()
        .iter()
        .filter_map(|c| why_not_card(view, &[], c.canonical()).map(|why| (c.canonical(), why)))
        .collect();
    // The list of every legal move: in English the log's own names.
    let moves: Vec<String> = legal.iter().map(|a| action_name(*a)).collect();
    for (a, name) in legal.iter().zip(&moves) {
        assert_eq!(&move_name(*a), name);
    }
    for (i, lang) in OTHERS.into_iter().enumerate() {
        assert!(lang::speak(lang));
        let said = prompt(view, legal, &[], false);
        check_grammar(lang, &said);
        check_prompt(round, legal, &said);
        counts[i][0] += 1;
        for ((card, smearing, taps), english) in picks.iter().zip(&english) {
            let said = prompt(view, legal, &[*card], *smearing);
            check_grammar(lang, &said);
            same(&said, english);
            check_picked(round, taps, *card, &said);
            counts[i][0] += 1;
        }
        for (card, english) in &refusals {
            let said = why_not_card(view, &[], *card).expect("refused in every language");
            check_grammar(lang, &said);
            same(&said, english);
            counts[i][1] += 1;
        }
        for (a, english) in legal.iter().zip(&moves) {
            let said = move_name(*a);
            check_grammar(lang, &said);
            same(&said, english);
            counts[i][2] += 1;
        }
        if legal.iter().any(|a| matches!(a, Action::Smear(..))) {
            let said = prompt(view, legal, &[], true);
            check_grammar(lang, &said);
            assert!(said.contains(colour(round.trick().map(|t| t.color).unwrap())), "{said}");
            counts[i][0] += 1;
        }
    }
    assert!(lang::speak(Lang::En));
}

/// A card of another colour than the trick's, marked in German and Japanese as in
/// English: "off colour" for a lead or copy a smear turned (R5, R6), else a junk (R7).
pub fn check_off_colour(trick: &pala_rules::engine::Trick, entry: &pala_rules::engine::Entry, copy: bool) {
    for lang in OTHERS {
        assert!(lang::speak(lang));
        let mark = pala_words::out_of_colour(trick, entry);
        assert_eq!(mark == book().off_colour(), copy, "{}: {mark}", lang.code());
        assert_eq!(mark == book().junk_mark(), !copy, "{}: {mark}", lang.code());
    }
    assert!(lang::speak(Lang::En));
}

/// The numbers a sentence states, in order ("−7", "2", "+1", "×2" each a number; the
/// minus sign kept).
pub fn numbers(text: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    let mut sign = 1;
    while let Some(c) = chars.next() {
        if let Some(d) = c.to_digit(10) {
            let mut n = d as i64;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                n = n * 10 + d as i64;
                chars.next();
            }
            out.push(sign * n);
            sign = 1;
        } else {
            sign = if c == '\u{2212}' { -1 } else { 1 };
        }
    }
    out
}

/// The English `lines` said again in German and Japanese (by `say`, in the language
/// spoken): as many lines, each with the same numbers (in any order: a language may
/// put the sum before the cards), and each in the language's grammar. Returns the
/// lines checked per language.
pub fn check_same_numbers(lines: &[String], say: impl Fn() -> Vec<String>) -> [u64; 2] {
    let mut counts = [0; 2];
    for (i, lang) in OTHERS.into_iter().enumerate() {
        assert!(lang::speak(lang));
        let said = say();
        assert_eq!(said.len(), lines.len(), "{}: {said:?} for {lines:?}", lang.code());
        for (theirs, english) in said.iter().zip(lines) {
            check_grammar(lang, theirs);
            let (mut a, mut b) = (numbers(theirs), numbers(english));
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b, "{}: \"{theirs}\" states other numbers than \"{english}\"", lang.code());
            counts[i] += 1;
        }
    }
    assert!(lang::speak(Lang::En));
    counts
}

/// One sentence said again in German and Japanese (`say` gets the seats' names in the
/// language: "You" is "Du", "あなた"): in the language's grammar, with the English's
/// numbers, and naming the same seats. Returns the sentences checked per language.
pub fn check_said(english: &str, say: impl Fn(&[String]) -> String, names: &[String]) -> [u64; 2] {
    let mut counts = [0; 2];
    for (i, lang) in OTHERS.into_iter().enumerate() {
        assert!(lang::speak(lang));
        let you = book().you();
        let theirs_names: Vec<String> =
            names.iter().map(|n| if n == "You" { you.to_string() } else { n.clone() }).collect();
        let said = say(&theirs_names);
        // The names are the table's, not the language's words ("Player 2", "Painter 3").
        let mut by_length = theirs_names.clone();
        by_length.sort_by_key(|n| std::cmp::Reverse(n.len()));
        check_grammar(lang, &by_length.iter().fold(said.clone(), |t, n| t.replace(n.as_str(), you)));
        let (mut a, mut b) = (numbers(&said), numbers(english));
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b, "{}: \"{said}\" states other numbers than \"{english}\"", lang.code());
        for (name, theirs) in names.iter().zip(&theirs_names) {
            let in_english = english.to_lowercase().contains(&name.to_lowercase());
            // German names the player in "deine Rot 3" too, as English in "your".
            let yours = lang == Lang::De
                && name == "You"
                && said.split(|c: char| !c.is_alphabetic()).any(|w| w.to_lowercase().starts_with("dein"));
            // Japanese leaves the player unsaid where the sentence speaks to them ("it is
            // your only legal move": 選べる手はこれだけです), never another seat.
            let unsaid = lang == Lang::Ja && name == "You" && in_english;
            assert_eq!(
                said.to_lowercase().contains(&theirs.to_lowercase()) || yours || unsaid,
                in_english,
                "{}: \"{said}\" and \"{english}\" name {name} alike",
                lang.code()
            );
        }
        counts[i] += 1;
    }
    assert!(lang::speak(Lang::En));
    counts
}
