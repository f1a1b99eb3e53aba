//! What the page says when something goes wrong: the AI worker, storage, links.

use crate::lang::{book, fill};

/// An AI worker could not start (its script or wasm blocked or broken, or it never said
/// it was ready). Each loss of the AI makes requests fail at once for a minute, which
/// its words say.
pub fn ai_cannot_start() -> &'static str {
    book().ai_cannot_start()
}

/// A running AI worker stopped with an error (it trapped).
pub fn ai_stopped() -> &'static str {
    book().ai_stopped()
}

/// The hint, when the AI gave none (no answer, or a wrong one).
pub fn no_hint() -> &'static str {
    book().no_hint()
}

/// Shown by the Hint button while Master looks for your move.
pub fn hint_thinking() -> &'static str {
    book().hint_thinking()
}

/// The AI worker missed its deadline.
pub fn ai_no_answer() -> &'static str {
    book().ai_no_answer()
}

/// The AI worker said something that is no reply to the request (unreadable, another
/// request's, or of another kind).
pub fn ai_garbled() -> &'static str {
    book().ai_garbled()
}

/// A worker answered a move its seat may not make now. The move is not named: it could
/// name a card of the AI seat's hidden hand (R13). (Not "here": the words stand for a
/// minute, over later moves too.)
pub fn ai_illegal() -> &'static str {
    book().ai_illegal()
}

/// The table's word after an AI seat was played by rule of thumb because the AI could
/// not answer: why (`why`, a sentence), then what happened.
pub fn ai_trouble_words(why: &str, name: &str) -> String {
    fill(book().ai_trouble(), &[("why", &why), ("name", &name)])
}

/// The coach's review stopped: why, when known (a sentence).
pub fn review_stopped(why: Option<&str>) -> String {
    match why {
        Some(why) => fill(book().review_stopped_why(), &[("why", &why)]),
        None => book().review_stopped_replay().into(),
    }
}

/// The announcement after a take-back.
pub fn took_back_move() -> &'static str {
    book().took_back_move()
}

/// Why Take back is dimmed.
pub fn nothing_to_take_back() -> &'static str {
    book().nothing_to_take_back()
}

/// How many moves a player took back in the game, for the scores and the review:
/// "You took back 1 move in this game."
pub fn taken_back_words(moves: u32) -> String {
    let words = book();
    fill(words.took_back(), &[("moves", &crate::lang::counted(words.moves_count(), moves))])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each loss of the AI says why and that Pala tries the AI again within a minute (every loss
    /// holds the AI back for a minute: `src/worker/client.rs`), then who was played by
    /// rule of thumb.
    #[test]
    fn every_loss_of_the_ai_says_why_and_when_it_is_tried_again() {
        for why in [ai_cannot_start(), ai_stopped(), ai_no_answer(), ai_garbled(), ai_illegal()] {
            assert!(why.starts_with("The AI") && why.ends_with("; Pala tries the AI again within a minute."), "{why}");
            let said = ai_trouble_words(why, "Apprentice 2");
            assert!(said.ends_with(". Apprentice 2 played by rule of thumb this move."), "{said}");
        }
    }
}
