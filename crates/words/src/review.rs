//! The coach's review of a round in words: the summary, each moment's heading, the move
//! played and Master's with its reason, and how the points are reckoned.

use super::{Moment, Reason, Voice, action_name, card_name, decimal, reason_words};
use pala_rules::engine::{Action, Card, Mode, Seat};

/// "your", "Player 2's".
fn possessive(name: &str) -> String {
    super::whose(name)
}

/// The review's title: "Coach: your decisions in round 2 (Impressionism)".
pub fn review_title(name: &str, round: u32, mode: Mode) -> String {
    format!("Coach: {} decisions in round {} ({mode})", possessive(name), round + 1)
}

/// "Master is reviewing decision 3 of 11…".
pub fn review_progress(done: usize, total: usize) -> String {
    format!("Master is reviewing decision {} of {total}…", (done + 1).min(total))
}

/// The summary over the whole round: how many moments were costly (at least 1 point),
/// and what Master's moves would have made of them in all.
pub fn review_summary(name: &str, decisions: usize, costly: usize, lost: f64) -> String {
    let whose = possessive(name);
    let many = if decisions == 1 { "decision" } else { "decisions" };
    match costly {
        0 => format!("No costly moments in {whose} {decisions} {many}: Master would have played much the same."),
        1 => format!(
            "1 costly moment in {whose} {decisions} {many}: Master's move would have been {} points better.",
            decimal(lost)
        ),
        k => format!(
            "{k} costly moments in {whose} {decisions} {many}: Master's moves would have been {} points better in all.",
            decimal(lost)
        ),
    }
}

/// A moment's heading, when and what it cost: ("Trick 3", ": 2.3 points worse than
/// Master's move").
pub fn moment_head(moment: Moment, cost: f64) -> (String, String) {
    let when = match moment {
        Moment::Bidding => "Bidding".to_string(),
        Moment::Trick(n) => format!("Trick {n}"),
    };
    (when, format!(": {} points worse than Master's move", decimal(cost)))
}

/// "You were leading this trick." / "Player 3 was leading this trick."
pub fn leading(name: &str) -> String {
    format!("{name} {} leading this trick.", if name == "You" { "were" } else { "was" })
}

/// The move played, after its player's name: "Play Blue 5."
pub fn played_line(played: Action) -> String {
    format!("{}.", action_name(played))
}

/// Master's move and why, after "Master:": "Play Blue 2, keeping Blue 5: ... after you
/// played it."
pub fn master_line(reason: &Reason, name: &dyn Fn(Seat) -> String) -> String {
    reason_words(reason, Voice::Coach, name)
}

/// A card of the hand drawn in a moment, named for screen readers.
pub fn hand_card_label(card: Card, played: bool, masters: bool) -> String {
    match (played, masters) {
        (true, true) => format!("{}, played, as Master would", card_name(card)),
        (true, false) => format!("{}, played", card_name(card)),
        (false, true) => format!("{}, Master's choice", card_name(card)),
        _ => card_name(card),
    }
}

/// Under the list: the moments not shown were as good as Master's.
pub fn review_rest(rest: usize) -> String {
    match rest {
        1 => "The other decision was as good as Master's, or nearly.".into(),
        k => format!("The other {k} decisions were as good as Master's, or nearly."),
    }
}

/// How the review's points are reckoned, in the words of the round's own game.
pub fn how_points(mode: Mode) -> &'static str {
    match mode {
        Mode::Pointillism => {
            "Points are the round points Master expects for you, from playing each move out in many deals of the cards you could not see. Costly: 1 point or more."
        }
        Mode::Impressionism => {
            "Points are the penalty points Master expects you to avoid, from playing each move out in many deals of the cards you could not see. Costly: 1 point or more."
        }
    }
}
