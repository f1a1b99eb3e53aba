//! Words of the rules widget and the coach's review page: the step controls, trying a
//! move, the players' rows, the scores, and why a review link cannot be opened.

use super::{lang, lead_in, number, result_words, signed};
use pala_rules::engine::Seat;

/// A lesson's progress (`step` counts from 0): "Step 2 of 5".
pub fn lesson_step_words(step: usize, total: usize) -> String {
    lang::fill(lang::book().lesson_step(), &[("n", &(step + 1)), ("total", &total)])
}

/// An example's progress: "2 of 3 moves", "3 of 3 moves, then 1 move of yours", "2
/// moves of yours" (an example with no moves of its own).
pub fn example_progress(step: usize, total: usize, own: usize) -> String {
    let w = lang::book();
    let yours = lang::counted(w.moves_of_yours(), own as i64);
    match (total, own) {
        (0, _) => yours,
        (_, 0) => lang::fill(w.example_moves(), &[("step", &step), ("total", &total)]),
        _ => lang::fill(w.example_moves_then(), &[("step", &step), ("total", &total), ("yours", &yours)]),
    }
}

/// The reader's turn, for the player to move: "Your move", "Try a move for Player 2".
pub fn try_move_words(name: &str) -> String {
    let w = lang::book();
    if name == w.you() { w.your_move().to_string() } else { lang::fill(w.try_move_for(), &[("name", &name)]) }
}

/// What a lesson says before its first move, true to the step on show: on a step the
/// lesson plays itself (`mover` to move), "Press Next to see Player 2's move."; on one
/// the learner makes, "Make the move with your cards, or press Show me to see it played."
pub fn lesson_start_words(auto: bool, mover: Option<&str>) -> String {
    let w = lang::book();
    match (auto, mover) {
        (true, Some(who)) => super::about(w.lesson_start_next(), who, &[]),
        (true, None) => w.lesson_start_go_on().into(),
        (false, _) => w.lesson_start_yours().into(),
    }
}

/// Over the words of a step the lesson plays itself, which tell the move Next will show:
/// "Press Next to see Player 2's move:" (so the words are read as what comes, not what
/// has happened).
pub fn lesson_next_words(mover: Option<&str>) -> String {
    match mover {
        Some(who) => super::about(lang::book().lesson_next_mover(), who, &[]),
        None => lang::book().lesson_next_what().into(),
    }
}

/// The same, as the start of the prompt line: "Try a move for Player 2. ".
pub fn try_move_head(name: &str) -> String {
    let mut head = lang::fill(lang::book().a_sentence(), &[("text", &try_move_words(name))]);
    lang::then(&mut head, "");
    head
}

/// A player's cards laid face up, named: "Player 2's hand", "Your hand".
pub fn hand_of(name: &str) -> String {
    super::about(lang::book().hand_of(), name, &[])
}

/// A player's round score, with the running total when it differs: "Player 2: +8",
/// "Player 2: +8 (total 21)".
pub fn round_score_words(name: &str, score: i32, total: i32) -> String {
    let total = if total == score {
        String::new()
    } else {
        lang::fill(lang::book().round_score_total(), &[("total", &number(total))])
    };
    format!("{}{}{total}", lead_in(name), signed(score))
}

/// The game's end under the scores: "Game over. Player 2 won the game.".
pub fn game_over_words(winners: &[Seat], names: &[String]) -> String {
    let mut said = lang::book().game_over().to_string();
    lang::then(&mut said, &result_words(winners, names));
    said
}

/// The review's button that draws the moments not yet shown: "Show 3 more".
pub fn show_more(hidden: usize) -> String {
    crate::lang::fill(crate::lang::book().show_more(), &[("n", &hidden)])
}

/// Why the review page cannot review what its link names (`spec`, the link's
/// `<round>.<seat>`, both counting from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewLink<'a> {
    /// The link does not read as a round and a seat.
    Unnamed { spec: &'a str },
    /// No game is saved.
    NoSave,
    /// The saved game cannot be loaded (`why`, a sentence).
    Unreadable { why: &'a str },
    /// The seat is not at the saved game's table of `players`.
    NoSeat { spec: &'a str, seat: u64, players: u64 },
    /// The round has not been reached in the saved game's `rounds` so far.
    NoRound { spec: &'a str, round: u64, rounds: u64 },
    /// The round is still being played.
    Unfinished { round: u64 },
}

/// Why a review link cannot be opened, in a sentence.
pub fn review_link_words(problem: ReviewLink) -> String {
    match problem {
        ReviewLink::Unnamed { spec } => format!("\"{spec}\" does not name a round and a seat, such as 0.1."),
        ReviewLink::NoSave => "There is no saved game to review.".to_string(),
        ReviewLink::Unreadable { why } => format!("The saved game could not be read: {why}"),
        ReviewLink::NoSeat { spec, seat, players } => {
            format!("\"{spec}\" names seat {seat}, but the saved game's seats are 0 to {}.", players - 1)
        }
        ReviewLink::NoRound { spec, round, rounds } => {
            format!("\"{spec}\" names round {round}, but the saved game's rounds so far are 0 to {}.", rounds - 1)
        }
        ReviewLink::Unfinished { round } => format!("Round {} of the saved game has not ended yet.", round + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_is_named_for_its_player() {
        assert_eq!(hand_of("Player 2"), "Player 2's hand");
        assert_eq!(lesson_start_words(true, Some("Player 2")), "Press Next to see Player 2's move.");
        assert_eq!(lesson_start_words(true, Some("You")), "Press Next to see your move.");
        assert_eq!(lesson_next_words(Some("Player 3")), "Press Next to see Player 3's move:");
        assert!(lesson_start_words(false, Some("You")).contains("Show me"));
        assert_eq!(hand_of("You"), "Your hand");
    }

    #[test]
    fn the_widget_words_read_as_before() {
        assert_eq!(lesson_step_words(1, 5), "Step 2 of 5");
        assert_eq!(example_progress(2, 3, 0), "2 of 3 moves");
        assert_eq!(example_progress(3, 3, 1), "3 of 3 moves, then 1 move of yours");
        assert_eq!(example_progress(0, 0, 2), "2 moves of yours");
        assert_eq!([try_move_words("You"), try_move_head("Player 2")], ["Your move", "Try a move for Player 2. "]);
        assert_eq!(round_score_words("Player 2", 8, 8), "Player 2: +8");
        assert_eq!(round_score_words("Player 2", -2, 21), "Player 2: \u{2212}2 (total 21)");
        let names = ["Player 1".to_string(), "Player 2".to_string()];
        assert_eq!(game_over_words(&[Seat::new(1)], &names), "Game over. Player 2 won the game.");
    }

    #[test]
    fn review_links_say_what_is_wrong() {
        assert_eq!(
            review_link_words(ReviewLink::Unnamed { spec: "x" }),
            "\"x\" does not name a round and a seat, such as 0.1."
        );
        assert_eq!(
            review_link_words(ReviewLink::NoSeat { spec: "0.7", seat: 7, players: 4 }),
            "\"0.7\" names seat 7, but the saved game's seats are 0 to 3."
        );
        assert_eq!(
            review_link_words(ReviewLink::Unfinished { round: 2 }),
            "Round 3 of the saved game has not ended yet."
        );
    }
}
