//! What a lesson's words claim about its position, checked when the lesson is loaded: a
//! lesson must never teach a wrong rule. The words are free text, so only the claims
//! below are recognised, wherever they appear; each is held to the engine:
//!
//! - "NAME deals" / "NAME is the dealer": the round's dealer (R1).
//! - "NAME leads", "you lead": the step's own move is that player's lead (in the end
//!   words, that player leads next); "... leads the first trick": also the first trick,
//!   which the dealer leads (R1).
//! - "NAME scores N", "NAME's round score is N": the round is over and that is the
//!   player's round score (R10, R11).
//! - "NAME wins the game", "NAME won the game": the game is over and NAME is a winner (R12).
//! - "the round is over" / "the round ends": the round is over.
//! - "play on": the end words may invite the learner to play on only where the round
//!   goes on (the widget then lets them).
//!
//! Names are "You" (the learner, Player 1) and "Player 2" to "Player 5". A false claim
//! is said by `pala_words::false_claim_words`, from the facts found here.

use pala_rules::engine::{Action, Game, Seat};
use pala_words::lang::Lang;
use pala_words::{FalseClaim, LessonClaim, Said, false_claim_words};

/// A step as the claims see it: the game before its move, the move, and after.
pub struct Moment<'a> {
    /// The step's number, from 1 (none for the end words).
    pub step: Option<usize>,
    pub before: &'a Game,
    /// The step's move (none for the end words).
    pub action: Option<Action>,
    pub after: &'a Game,
}

/// A name at the start of `words`: the seat and how many characters it took.
fn name_at(words: &str) -> Option<(Seat, usize)> {
    for (text, seat) in [("You", 0u8), ("you", 0u8)] {
        if words.starts_with(text) && !words[text.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '\'') {
            return Some((Seat::new(seat), text.len()));
        }
    }
    let rest = words.strip_prefix("Player ")?;
    let digit = rest.chars().next()?.to_digit(10)?;
    (1..=5).contains(&digit).then(|| (Seat::new(digit as u8 - 1), "Player ".len() + 1))
}

/// A signed whole number at the start of `words` ("12", "-3", "−3", "+4").
fn number_at(words: &str) -> Option<i32> {
    let (sign, rest) = match words.chars().next()? {
        '-' | '\u{2212}' => (-1, &words[words.chars().next()?.len_utf8()..]),
        '+' => (1, &words[1..]),
        _ => (1, words),
    };
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse::<i32>().ok().map(|n| sign * n)
}

/// The error for a false claim at `at`.
fn fail(at: &Moment, claim: FalseClaim) -> Result<(), String> {
    Err(false_claim_words(at.step, claim))
}

/// Every claim in `text`, checked against `at`; the first false one is the error.
pub fn check(text: &str, at: &Moment) -> Result<(), String> {
    // "the round is over", "play on": as the English phrasebook words them.
    let claims = pala_words::facts(Lang::En, text);
    let round_after = at.after.round();
    if claims.claims().contains(&LessonClaim::RoundOver) && !round_after.is_over() {
        return fail(at, FalseClaim::RoundGoesOn);
    }
    if claims.claims().contains(&LessonClaim::PlayOn) {
        if at.action.is_some() {
            return fail(at, FalseClaim::PlayOnInStep);
        }
        if round_after.is_over() {
            return fail(at, FalseClaim::PlayOnRoundOver);
        }
    }
    let mut i = 0;
    while i < text.len() {
        if !text.is_char_boundary(i) || (i > 0 && text[..i].ends_with(|c: char| c.is_alphanumeric())) {
            i += 1;
            continue;
        }
        let Some((seat, len)) = name_at(&text[i..]) else {
            i += 1;
            continue;
        };
        let name = &text[i..i + len];
        let tail = &text[i + len..];
        match tail.strip_prefix("'s ").or_else(|| tail.strip_prefix("\u{2019}s ")) {
            // "Player 2's round score is 4".
            Some(owned) => {
                if let Some(n) = owned.strip_prefix("round score is ").and_then(number_at) {
                    score_claim(Said::RoundScore(name, n), seat, n, at)?;
                }
            }
            None => claim(name, seat, tail.trim_start(), at)?,
        }
        i += len;
    }
    Ok(())
}

/// The claim that follows a name, if any.
fn claim(name: &str, seat: Seat, rest: &str, at: &Moment) -> Result<(), String> {
    let word = rest.split(|c: char| !c.is_alphabetic()).next().unwrap_or("");
    let after_word = rest[word.len()..].trim_start();
    match word {
        "deal" | "deals" | "dealt" => {
            let dealer = at.before.round().dealer();
            if dealer != seat {
                return fail(at, FalseClaim::Deals(Said::Words(name, &[word]), dealer));
            }
        }
        "is" | "are" if after_word.starts_with("the dealer") => {
            let dealer = at.before.round().dealer();
            if dealer != seat {
                return fail(at, FalseClaim::IsTheDealer(Said::Words(name, &[word, "the", "dealer"]), dealer));
            }
        }
        "lead" | "leads" => lead_claim(Said::Words(name, &[word]), seat, after_word, at)?,
        _ => {}
    }
    // Later in the same clause: "NAME bids null and scores 25", "NAME wins the game".
    let clause = &rest[..rest.find(['.', ';', ':', ',', '!', '?']).unwrap_or(rest.len())];
    let words: Vec<&str> = clause.split_whitespace().collect();
    for (k, &w) in words.iter().enumerate() {
        let next = words.get(k + 1).copied().unwrap_or("");
        match w {
            "score" | "scores" => {
                if let Some(n) = number_at(next) {
                    score_claim(Said::Words(name, &words[..k + 2]), seat, n, at)?;
                }
            }
            "win" | "wins" | "won" if next == "the" && words.get(k + 2) == Some(&"game") => {
                let winners = at.after.winners().unwrap_or(&[]);
                if !winners.contains(&seat) {
                    // Up to "game", the word after "the".
                    return fail(at, FalseClaim::NotTheResult(Said::Words(name, &words[..k + 3])));
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// "NAME leads": the step's move is NAME's lead; in the end words, NAME leads next.
/// "... the first trick": the first trick of the round, which the dealer leads (R1).
fn lead_claim(said: Said, seat: Seat, after_word: &str, at: &Moment) -> Result<(), String> {
    let round = at.before.round();
    let leading = match at.action {
        Some(action) => {
            round.to_move() == Some(seat)
                && round.trick().is_none()
                && matches!(action, Action::Play(_))
                && round.phase() == pala_rules::engine::Phase::Playing
        }
        None => {
            let after = at.after.round();
            after.to_move() == Some(seat)
                && after.trick().is_none()
                && after.phase() == pala_rules::engine::Phase::Playing
        }
    };
    if !leading {
        return fail(at, FalseClaim::Leads(said, seat));
    }
    if after_word.starts_with("the first trick") {
        if round.tricks_done() > 0 {
            return fail(at, FalseClaim::NotFirstTrick(said));
        }
        // R1: the dealer leads the first trick.
        if round.dealer() != seat {
            return fail(at, FalseClaim::DealerLeadsFirst(said));
        }
    }
    Ok(())
}

/// "NAME scores N": the round is over and N is NAME's round score.
fn score_claim(said: Said, seat: Seat, n: i32, at: &Moment) -> Result<(), String> {
    let Some(result) = at.after.history().last().filter(|_| at.after.round().is_over()) else {
        return fail(at, FalseClaim::RoundNotOver(said));
    };
    let Some(score) = result.scores.get(seat.index()) else {
        return fail(at, FalseClaim::NoSuchPlayer(said));
    };
    if score.total() != n {
        return fail(at, FalseClaim::Score(said, score.total()));
    }
    Ok(())
}
