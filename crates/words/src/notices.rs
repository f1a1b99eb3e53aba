//! What the page says when something goes wrong: the AI worker, storage, links.

/// An AI worker could not start (its script or wasm blocked or broken, or it never said
/// it was ready). Each loss of the AI makes requests fail at once for a minute, which
/// its words say.
pub const AI_CANNOT_START: &str = "The AI could not start; Pala tries the AI again within a minute.";
/// A running AI worker stopped with an error (it trapped).
pub const AI_STOPPED: &str = "The AI stopped with an error; Pala tries the AI again within a minute.";
/// The hint, when the AI gave none (no answer, or a wrong one).
pub const NO_HINT: &str = "No hint this time: the AI could not give one.";
/// Shown by the Hint button while Master looks for your move.
pub const HINT_THINKING: &str = "Master is looking for your best move…";
/// The AI worker missed its deadline.
pub const AI_NO_ANSWER: &str = "The AI did not answer in time; Pala tries the AI again within a minute.";
/// The AI worker said something that is no reply to the request (unreadable, another
/// request's, or of another kind).
pub const AI_GARBLED: &str = "The AI's answer could not be read; Pala tries the AI again within a minute.";

/// A worker answered a move its seat may not make now. The move is not named: it could
/// name a card of the AI seat's hidden hand (R13). (Not "here": the words stand for a
/// minute, over later moves too.)
pub const AI_ILLEGAL: &str = "The AI chose a move the rules do not allow; Pala tries the AI again within a minute.";

/// The table's word after an AI seat was played by rule of thumb because the AI could
/// not answer: why (`why`, a sentence), then what happened.
pub fn ai_trouble_words(why: &str, name: &str) -> String {
    format!("{why} {name} played by rule of thumb this move.")
}

/// The coach's review stopped: why, when known (a sentence).
pub fn review_stopped(why: Option<&str>) -> String {
    match why {
        Some(why) => format!("The review stopped. {why}"),
        None => "The review stopped: the saved game does not replay.".into(),
    }
}

/// The announcement after a take-back.
pub const TOOK_BACK: &str = "You took back your last move.";
/// Why Take back is dimmed.
pub const NOTHING_TO_TAKE_BACK: &str = "Take back undoes your last move of this round: you have made none yet.";

/// How many moves a player took back in the game, for the scores and the review:
/// "You took back 1 move in this game."
pub fn taken_back_words(moves: u32) -> String {
    let words = crate::lang::book();
    crate::lang::fill(words.took_back(), &[("moves", &crate::lang::counted(words.moves_count(), moves))])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each loss of the AI says why and that Pala tries the AI again within a minute (every loss
    /// holds the AI back for a minute: `src/worker/client.rs`), then who was played by
    /// rule of thumb.
    #[test]
    fn every_loss_of_the_ai_says_why_and_when_it_is_tried_again() {
        for why in [AI_CANNOT_START, AI_STOPPED, AI_NO_ANSWER, AI_GARBLED, AI_ILLEGAL] {
            assert!(why.starts_with("The AI") && why.ends_with("; Pala tries the AI again within a minute."), "{why}");
            let said = ai_trouble_words(why, "Apprentice 2");
            assert!(said.ends_with(". Apprentice 2 played by rule of thumb this move."), "{said}");
        }
    }
}
