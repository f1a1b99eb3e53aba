//! Words of the app's screens around the table: the new-game screen and its statistics,
//! the scores and their chart, the game log, sharing a deal, the coach's button.

use super::{level_title, number};
use pala_rules::engine::{Length, Level, Mode, Rules};

/// A game and its table size: "Pointillism, 4 players".
pub fn game_table_words(mode: Mode, players: usize) -> String {
    let words = crate::lang::book();
    let players = crate::lang::counted(words.players_count(), players as i64);
    crate::lang::fill(words.game_table(), &[("mode", &crate::mode_name(mode)), ("players", &players)])
}

/// A deal in words: "Pointillism, 5 players, deal 123456789".
pub fn deal_words(mode: Mode, players: usize, seed: u64) -> String {
    let table = game_table_words(mode, players);
    crate::lang::fill(crate::lang::book().deal_table(), &[("table", &table), ("seed", &seed)])
}

/// Where the deal's number and link would be while a round is in play: the number
/// deals every hand, so it is shown only once the round is over (R13).
pub fn deal_after_round() -> &'static str {
    crate::lang::book().deal_after_round()
}

/// A shared deal about to start, for the question before it replaces a game: "the
/// shared deal (Pointillism, 5 players, deal 123456789)".
pub fn shared_deal_words(mode: Mode, players: usize, seed: u64) -> String {
    crate::lang::fill(crate::lang::book().incoming_shared_deal(), &[("deal", &deal_words(mode, players, seed))])
}

/// A new game about to start, for the same question: "a new game (Pointillism, 4
/// players)".
pub fn new_game_words(mode: Mode, players: usize) -> String {
    crate::lang::fill(crate::lang::book().incoming_new_game(), &[("table", &game_table_words(mode, players))])
}

/// The share sheet's title: "Pala: Pointillism, 5 players, deal 12" (`deal`, in
/// [`deal_words`]).
pub fn share_title(deal: &str) -> String {
    crate::lang::fill(crate::lang::book().share_title(), &[("deal", &deal)])
}

/// The deal number beside the Share button: "Deal 12345".
pub fn deal_number(seed: u64) -> String {
    crate::lang::fill(crate::lang::book().deal_n(), &[("seed", &seed)])
}

/// An AI level to pick for a seat: "AI Painter".
pub fn ai_level_name(level: Level) -> String {
    crate::lang::fill(crate::lang::book().ai_level(), &[("level", &level_title(level))])
}

/// A table size to pick: "4 players".
pub fn players_label(players: u8) -> String {
    crate::lang::counted(crate::lang::book().players_count(), players)
}

/// The coach's button under a round's scores: "Review my round" for the one person at
/// the table (`name` none), "Review Player 2's round" in pass-and-play.
pub fn review_round_label(name: Option<&str>) -> String {
    match name {
        None => crate::lang::book().review_my_round().to_string(),
        Some(name) => crate::lang::fill(crate::lang::book().review_round_of(), &[("name", &name)]),
    }
}

/// A round to pick in the game log (`round` counts from 0): "2", or "3 (now)" for the
/// round being played.
pub fn log_round_option(round: usize, now: bool) -> String {
    if now {
        crate::lang::fill(crate::lang::book().log_round_now(), &[("n", &(round + 1))])
    } else {
        (round + 1).to_string()
    }
}

/// The game log's list of a round's moves (`round` counts from 0): "Round 3 moves".
pub fn log_round_label(round: usize) -> String {
    crate::lang::fill(crate::lang::book().log_round_moves(), &[("n", &(round + 1))])
}

/// The heading of a round's scores (`round` counts from 0): "Round 3 scores"; in a game
/// of set rounds, "Round 3 of 4: scores".
pub fn scores_title(round: usize, length: Length) -> String {
    match length.rounds() {
        Some(n) if n > 1 => {
            crate::lang::fill(crate::lang::book().scores_title_of(), &[("n", &(round + 1)), ("rounds", &n)])
        }
        _ => crate::lang::fill(crate::lang::book().scores_title(), &[("n", &(round + 1))]),
    }
}

/// How the score chart names the game's end score `end` (R12, or a half game's):
/// "Goal 70", "Ends at 45".
pub fn end_line_words(rules: Rules, end: i32) -> String {
    match rules.mode {
        Mode::Pointillism => crate::lang::fill(crate::lang::book().goal_line(), &[("n", &end)]),
        Mode::Impressionism => crate::lang::fill(crate::lang::book().ends_line(), &[("n", &end)]),
    }
}

/// The score chart in words, for screen readers: the rounds (`rounds` played), the end
/// line at `end` (none in a game of set rounds), and each seat's total after the last
/// round (`names` and `totals` by seat).
pub fn chart_summary(rules: Rules, end: Option<i32>, rounds: usize, names: &[String], totals: &[i32]) -> String {
    let line = match end {
        Some(end) => format!(", {} line at {end}", if rules.mode == Mode::Pointillism { "goal" } else { "end" }),
        None => String::new(),
    };
    format!(
        "Score chart, rounds 0 to {rounds}{line}. After round {rounds}: {}.",
        names
            .iter()
            .zip(totals)
            .map(|(name, &total)| format!("{name} {}", number(total)))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// A point of the score chart, named (`round` as the chart counts, from 1): "Painter 2
/// after round 3: 12".
pub fn chart_point(name: &str, round: usize, total: i32) -> String {
    format!("{name} after round {round}: {}", number(total))
}

/// A point's tip on the chart (`round` from 1): "Painter 2, round 3: 12".
pub fn chart_tip(name: &str, round: usize, total: i32) -> String {
    format!("{name}, round {round}: {}", number(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_screens_words_read_as_before() {
        assert_eq!(game_table_words(Mode::Pointillism, 3), "Pointillism, 3 players");
        assert_eq!(
            shared_deal_words(Mode::Pointillism, 5, 123_456_789),
            "the shared deal (Pointillism, 5 players, deal 123456789)"
        );
        assert_eq!(new_game_words(Mode::Impressionism, 4), "a new game (Impressionism, 4 players)");
        assert_eq!(share_title("x"), "Pala: x");
        assert_eq!([ai_level_name(Level::Hard), players_label(4)], ["AI Master", "4 players"]);
        assert_eq!(review_round_label(Some("Player 2")), "Review Player 2's round");
        assert_eq!([log_round_option(2, true), log_round_option(0, false)], ["3 (now)", "1"]);
        assert_eq!([log_round_label(0), scores_title(2, Length::Full)], ["Round 1 moves", "Round 3 scores"]);
        assert_eq!(
            [scores_title(1, Length::Rounds(4)), scores_title(0, Length::Rounds(1))],
            ["Round 2 of 4: scores", "Round 1 scores"]
        );
    }

    #[test]
    fn the_chart_words_read_as_before() {
        let rules = Rules::new(Mode::Pointillism, 4).unwrap();
        assert_eq!(end_line_words(rules, 70), "Goal 70");
        assert_eq!(end_line_words(Rules::new(Mode::Impressionism, 4).unwrap(), 45), "Ends at 45");
        let names = ["You".to_string(), "Painter 2".to_string()];
        assert_eq!(
            chart_summary(rules, Some(70), 2, &names, &[12, -3]),
            "Score chart, rounds 0 to 2, goal line at 70. After round 2: You 12, Painter 2 \u{2212}3."
        );
        assert_eq!(
            chart_summary(rules, None, 1, &names, &[12, -3]),
            "Score chart, rounds 0 to 1. After round 1: You 12, Painter 2 \u{2212}3."
        );
        assert_eq!(chart_point("You", 1, -3), "You after round 1: \u{2212}3");
        assert_eq!(chart_tip("You", 1, 4), "You, round 1: 4");
    }
}
