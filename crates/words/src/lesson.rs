//! What the rules widget says of a lesson it refuses: which step is wrong and why, for
//! the lesson's author. The widget checks the lesson (its moves against the rules, its
//! words' claims against the position); this says what it found.

use super::example::sentence;
use super::{number, refusal_clause};
use crate::lang::{Lang, Phrasebook};
use pala_rules::engine::{Action, GameError, NotationError, Seat};

/// A lesson without steps.
pub const LESSON_NO_STEPS: &str = "This lesson has no steps: it needs at least one.";

/// A lesson's text that is not a lesson's JSON: serde's message.
pub fn lesson_unreadable(error: &serde_json::Error) -> String {
    sentence(&format!("This lesson cannot be read: {error}"))
}

/// A lesson whose scenario cannot be shown: why, as the scenario's own words say it.
pub fn lesson_scenario_words(why: &str) -> String {
    format!("The lesson's scenario: {why}")
}

/// Step `n`'s move (counting from 1), `text` as written, is not in the notation.
pub fn step_unreadable(n: usize, text: &str, error: &NotationError) -> String {
    sentence(&format!("Step {n}'s move, \"{}\", cannot be read: {error}", text.trim()))
}

/// Step `n` asks the learner (Player 1) for another seat's move without marking it "auto".
pub fn step_not_learners(n: usize, seat: Seat, action: Action) -> String {
    format!(
        "Step {n} asks the learner for {seat}'s move, {action}: the learner plays Player 1 (You), so mark it \"auto\"."
    )
}

/// Step `n` asks for a move that breaks a rule where it comes.
pub fn step_refused(n: usize, action: Action, error: &GameError) -> String {
    sentence(&format!("Step {n} asks for {action}, which is not allowed there: {}", refusal_clause(error)))
}

/// A claim of a lesson's words, quoted: a name as written and the words after it, or a
/// round score named with a possessive.
#[derive(Clone, Copy, Debug)]
pub enum Said<'a> {
    /// "Player 2" and ["bids", "null", "and", "scores", "25"], as written.
    Words(&'a str, &'a [&'a str]),
    /// "NAME's round score is N".
    RoundScore(&'a str, i32),
}

/// A claim of a lesson's words that its position contradicts, with what is true there.
#[derive(Clone, Copy, Debug)]
pub enum FalseClaim<'a> {
    /// "The round is over" where it goes on.
    RoundGoesOn,
    /// "Play on" in a step's words rather than the end's.
    PlayOnInStep,
    /// "Play on" where the round is over.
    PlayOnRoundOver,
    /// "NAME deals", where `dealer` deals.
    Deals(Said<'a>, Seat),
    /// "NAME is the dealer", where `dealer` is.
    IsTheDealer(Said<'a>, Seat),
    /// "NAME leads", where that seat does not lead.
    Leads(Said<'a>, Seat),
    /// "NAME leads the first trick", after tricks were played.
    NotFirstTrick(Said<'a>),
    /// "NAME leads the first trick", where another seat deals (R1: the dealer leads it).
    DealerLeadsFirst(Said<'a>),
    /// "NAME wins the game", where the result is another.
    NotTheResult(Said<'a>),
    /// A round score named before the round is over.
    RoundNotOver(Said<'a>),
    /// A round score of a seat the table does not have.
    NoSuchPlayer(Said<'a>),
    /// A round score that is not the round's: the true one.
    Score(Said<'a>, i32),
}

/// A quoted claim in words: "Player 2 bids null and scores 25".
fn said_words(said: Said) -> String {
    match said {
        Said::Words(name, words) => format!("{name} {}", words.join(" ")),
        Said::RoundScore(name, n) => format!("{name}'s round score is {}", number(n)),
    }
}

/// A seat as a lesson's words name it inside a sentence: "you" (the learner, Player 1)
/// or "Player 2".
fn lesson_seat(seat: Seat) -> String {
    if seat == Seat::new(0) { "you".into() } else { seat.to_string() }
}

/// A false claim of step `step`'s words (counting from 1; `None` for the end words),
/// and what is true instead.
pub fn false_claim_words(step: Option<usize>, claim: FalseClaim) -> String {
    let what = match claim {
        FalseClaim::RoundGoesOn => "the round is over, but it goes on there.".into(),
        FalseClaim::PlayOnInStep => "\"play on\", which only the end of a lesson may say.".into(),
        FalseClaim::PlayOnRoundOver => "to play on, but the round is over there.".into(),
        FalseClaim::Deals(said, dealer) => {
            format!("\"{}\", but the dealer is {} (the dealer chip).", said_words(said), lesson_seat(dealer))
        }
        FalseClaim::IsTheDealer(said, dealer) => {
            format!("\"{}\", but the dealer is {}.", said_words(said), lesson_seat(dealer))
        }
        FalseClaim::Leads(said, seat) => {
            let does = if seat == Seat::new(0) { "do" } else { "does" };
            format!("\"{}\", but {} {does} not lead there.", said_words(said), lesson_seat(seat))
        }
        FalseClaim::NotFirstTrick(said) => {
            format!("\"{} the first trick\", but tricks were played before it.", said_words(said))
        }
        FalseClaim::DealerLeadsFirst(said) => {
            format!("\"{} the first trick\", but the dealer leads the first trick (R1).", said_words(said))
        }
        FalseClaim::NotTheResult(said) => format!("\"{}\", but that is not the result there.", said_words(said)),
        FalseClaim::RoundNotOver(said) => format!("\"{}\", but the round is not over there.", said_words(said)),
        FalseClaim::NoSuchPlayer(said) => format!("\"{}\", but the table has no such player.", said_words(said)),
        FalseClaim::Score(said, score) => {
            format!("\"{}\", but the round's score is {}.", said_words(said), number(score))
        }
    };
    let part = step.map_or_else(|| "The end".to_string(), |n| format!("Step {n}"));
    format!("{part} says {what}")
}

/// A claim a lesson's words make that the engine checks in the English (`claims.rs`);
/// a translation makes it in the same text, in its language's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LessonClaim {
    RoundOver,
    PlayOn,
    GameWon,
}

impl LessonClaim {
    const ALL: [LessonClaim; 3] = [LessonClaim::RoundOver, LessonClaim::PlayOn, LessonClaim::GameWon];

    /// The claim's words in `book`, alternatives by `;`.
    fn words(self, book: &Phrasebook) -> &str {
        match self {
            LessonClaim::RoundOver => book.lesson_claim_round_over(),
            LessonClaim::PlayOn => book.lesson_claim_play_on(),
            LessonClaim::GameWon => book.lesson_claim_game_won(),
        }
    }
}

/// What a text of a lesson states, in any language: the numbers written in digits, the
/// players named ("Player 2", "Spieler 2", "プレイヤー2"), the cards named ("Red 4",
/// "Rot 4", "赤4", as colour and value) and the claims. A translation of a lesson must
/// state the same facts as its English, text by text, since the English's are the ones
/// held to the engine when the lesson loads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Facts {
    numbers: Vec<u32>,
    players: Vec<u32>,
    /// Colour (in `colour_names`' order) and value.
    cards: Vec<(usize, u32)>,
    claims: Vec<LessonClaim>,
}

/// Whether `c` continues a Latin word (so that a name inside a longer word is no name).
fn wordy(c: Option<char>) -> bool {
    c.is_some_and(|c| c.is_ascii_alphanumeric())
}

/// The digits at the start of `text` (full-width digits read as digits), if any.
fn digits_at(text: &str) -> Option<u32> {
    let digits: String = text
        .chars()
        .map_while(|c| match c {
            '0'..='9' => Some(c),
            '\u{ff10}'..='\u{ff19}' => char::from_u32(c as u32 - 0xff10 + '0' as u32),
            _ => None,
        })
        .collect();
    digits.parse().ok()
}

/// Where `word` begins a word in `text` (no Latin letter or digit before it), matched
/// in any ASCII case: each place just after it.
fn word_ends<'a>(text: &'a str, word: &str) -> impl Iterator<Item = usize> + 'a {
    let lower = text.to_ascii_lowercase();
    let word = word.to_ascii_lowercase();
    let found: Vec<usize> = lower
        .match_indices(&word)
        .filter(|&(i, _)| !wordy(lower[..i].chars().next_back()))
        .map(|(i, w)| i + w.len())
        .collect();
    found.into_iter()
}

impl Facts {
    /// The claims made.
    pub fn claims(&self) -> &[LessonClaim] {
        &self.claims
    }
}

/// The facts of `text`, read with the words of `lang`.
pub fn facts(lang: Lang, text: &str) -> Facts {
    let book = crate::lang::book_of(lang).unwrap_or_else(|| crate::lang::book_of(Lang::En).expect("English"));
    let mut facts = Facts::default();
    for (i, _) in text.char_indices() {
        let prev = text[..i].chars().next_back();
        if !prev.is_some_and(|c| c.is_ascii_digit() || ('\u{ff10}'..='\u{ff19}').contains(&c))
            && let Some(n) = digits_at(&text[i..])
        {
            facts.numbers.push(n);
        }
    }
    let player = book.player_n().split("{n}").next().unwrap_or_default();
    for end in word_ends(text, player) {
        if let Some(n) = digits_at(&text[end..]).filter(|n| (1..=5).contains(n)) {
            facts.players.push(n);
        }
    }
    for (colour, name) in book.colour_names().split('|').enumerate() {
        for end in word_ends(text, name) {
            let rest = &text[end..];
            let rest = rest.strip_prefix([' ', '\u{a0}', '\u{2060}']).unwrap_or(rest);
            if let Some(value) = digits_at(rest).filter(|v| (1..=9).contains(v)) {
                facts.cards.push((colour, value));
            }
        }
    }
    for claim in LessonClaim::ALL {
        let said = claim
            .words(book)
            .split(';')
            .any(|w| word_ends(text, w).any(|end| !wordy(text[end..].chars().next()) || !w.is_ascii()));
        if said {
            facts.claims.push(claim);
        }
    }
    facts.numbers.sort_unstable();
    facts.players.sort_unstable();
    facts.cards.sort_unstable();
    facts
}

/// The facts in `a` that `b` lacks (each counted), as a reader of `lang` names them.
fn missing(a: &Facts, b: &Facts, lang: Lang) -> Vec<String> {
    fn less<T: PartialEq + Clone>(a: &[T], b: &[T]) -> Vec<T> {
        let mut b = b.to_vec();
        a.iter()
            .filter(|x| match b.iter().position(|y| y == *x) {
                Some(k) => {
                    b.remove(k);
                    false
                }
                None => true,
            })
            .cloned()
            .collect()
    }
    let book = crate::lang::book_of(lang).unwrap_or_else(|| crate::lang::book_of(Lang::En).expect("English"));
    let names: Vec<&str> = book.colour_names().split('|').collect();
    let mut out: Vec<String> = Vec::new();
    out.extend(less(&a.cards, &b.cards).into_iter().map(|(c, v)| format!("{} {v}", names.get(c).unwrap_or(&"?"))));
    out.extend(less(&a.players, &b.players).into_iter().map(|n| crate::lang::fill(book.player_n(), &[("n", &n)])));
    out.extend(less(&a.numbers, &b.numbers).into_iter().map(|n| n.to_string()));
    out.extend(
        less(&a.claims, &b.claims)
            .into_iter()
            .map(|c| format!("\"{}\"", c.words(book).split(';').next().unwrap_or_default())),
    );
    out
}

/// Whether the translation `text` in `lang` of `english` (a part of a lesson: "Step 2",
/// "Step 2's hint", "The title", "The end") states other facts; the refusal if it does.
pub fn translation_facts(part: &str, english: &str, lang: Lang, text: &str) -> Result<(), String> {
    let (en, other) = (facts(Lang::En, english), facts(lang, text));
    if en == other {
        return Ok(());
    }
    let (more, less) = (missing(&other, &en, lang), missing(&en, &other, Lang::En));
    let said = |items: Vec<String>| if items.is_empty() { "nothing more".to_string() } else { items.join(", ") };
    Err(format!(
        "{part} in {}: it names {} that the English does not, and the English names {} that it does not. A translation states the same cards, players, numbers and claims.",
        lang.own_name(),
        said(more),
        said(less)
    ))
}

/// A translation of a lesson with another number of steps than the lesson.
pub fn translation_steps(lang: Lang, n: usize, total: usize) -> String {
    format!("The lesson's words in {} have {n} steps, the lesson {total}.", lang.own_name())
}

/// A lesson's words in a language Pala does not speak.
pub fn translation_unknown(code: &str) -> String {
    format!("The lesson's words in \"{code}\": Pala speaks en, de and ja.")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn false_claims_quote_the_words_and_say_what_is_true() {
        let said = Said::Words("Player 2", &["bids", "null", "and", "scores", "25"]);
        assert_eq!(
            false_claim_words(Some(2), FalseClaim::RoundNotOver(said)),
            "Step 2 says \"Player 2 bids null and scores 25\", but the round is not over there."
        );
        assert_eq!(
            false_claim_words(None, FalseClaim::Score(Said::RoundScore("Player 3", -3), -1)),
            "The end says \"Player 3's round score is \u{2212}3\", but the round's score is \u{2212}1."
        );
        assert_eq!(
            false_claim_words(Some(1), FalseClaim::Leads(Said::Words("you", &["lead"]), Seat::new(0))),
            "Step 1 says \"you lead\", but you do not lead there."
        );
        let is = Said::Words("Player 2", &["is", "the", "dealer"]);
        assert_eq!(
            false_claim_words(Some(1), FalseClaim::IsTheDealer(is, Seat::new(2))),
            "Step 1 says \"Player 2 is the dealer\", but the dealer is Player 3."
        );
        let leads = Said::Words("Player 2", &["leads"]);
        assert_eq!(
            false_claim_words(Some(4), FalseClaim::NotFirstTrick(leads)),
            "Step 4 says \"Player 2 leads the first trick\", but tricks were played before it."
        );
    }

    #[test]
    fn a_translation_states_the_facts_of_its_english_or_is_refused() {
        let english = "Player 2 leads with Red 4, and you win the game: the round is over. Play on? No: 25 points.";
        let german = "Spieler 2 spielt Rot 4 aus, und du gewinnst das Spiel: Die Runde ist vorbei. 25 Punkte.";
        let japanese = "プレイヤー2が赤4でリードし、あなたがゲームに勝ちます。ラウンドは終わりです。25点です。";
        let facts_en = facts(Lang::En, english);
        assert_eq!(facts_en.cards, vec![(0, 4)]);
        assert_eq!(facts_en.players, vec![2]);
        assert_eq!(facts_en.numbers, vec![2, 4, 25]);
        assert_eq!(facts_en.claims, vec![LessonClaim::RoundOver, LessonClaim::PlayOn, LessonClaim::GameWon]);
        // The English's "Play on" is no claim the German makes: refused, and said.
        let error = translation_facts("Step 1", english, Lang::De, german).unwrap_err();
        assert!(error.contains("\"play on\""), "{error}");
        let english = english.replace(" Play on? No:", "");
        assert_eq!(translation_facts("Step 1", &english, Lang::De, german), Ok(()));
        assert_eq!(translation_facts("Step 1", &english, Lang::Ja, japanese), Ok(()));
        // Another card, another player, another number: each refused, each named.
        let error = translation_facts("Step 1", &english, Lang::De, &german.replace("Rot 4", "Rot 5")).unwrap_err();
        assert!(error.contains("Rot 5") && error.contains("Red 4"), "{error}");
        let error = translation_facts("Step 1", &english, Lang::Ja, &japanese.replace("プレイヤー2", "プレイヤー3"))
            .unwrap_err();
        assert!(error.contains("プレイヤー3") && error.contains("Player 2"), "{error}");
        let error = translation_facts("The end", &english, Lang::Ja, &japanese.replace("25点", "２４点")).unwrap_err();
        assert!(
            error.starts_with("The end in 日本語: it names 24 that the English does not, and the English names 25"),
            "{error}"
        );
        // "play one" is no "play on".
        assert!(facts(Lang::En, "You play one card.").claims.is_empty());
    }
}
