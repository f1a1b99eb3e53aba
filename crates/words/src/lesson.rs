//! What the rules widget says of a lesson it refuses: which step is wrong and why, for
//! the lesson's author. The widget checks the lesson (its moves against the rules, its
//! words' claims against the position); this says what it found.

use super::example::sentence;
use super::{number, refusal_clause};
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
}
