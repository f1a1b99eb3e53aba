//! What the page says when something goes wrong: the AI worker, storage, links.

/// An AI worker could not start (its script or wasm blocked or broken): requests fail
/// at once for a minute.
pub const AI_CANNOT_START: &str = "The AI could not start (its files did not load); Pala tries again in a minute.";
/// A running AI worker stopped with an error (it trapped).
pub const AI_STOPPED: &str = "The AI stopped with an error.";
/// The hint, when the AI did not answer.
pub const NO_HINT: &str = "No hint this time: the AI did not answer in time.";
/// Neither a worker nor a fresh one answered in time.
pub const AI_NO_ANSWER: &str = "The AI did not answer in time.";

/// A worker answered a move its seat may not make now. The move is not named: it could
/// name a card of the AI seat's hidden hand (R13).
pub const AI_ILLEGAL: &str = "The AI chose a move the rules do not allow here.";

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
