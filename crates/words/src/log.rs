//! The game log: every action of every round, in words with its notation beside it,
//! rebuilt from the game's own actions (so a resumed game has its whole log too).

use super::{explain, move_name};
use pala_rules::engine::{PublicStep, Seat};

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The action in the notation (`mix R3 B5`).
    pub notation: String,
    /// What it did, in words.
    pub words: String,
}

/// Every round's lines, oldest round first, each round's lines in play order, from the
/// game's public history ([`Game::public_history`](pala_rules::engine::Game::public_history)):
/// the table before and after each action, never a hand.
pub fn game_log(history: &[Vec<PublicStep>], name: &dyn Fn(Seat) -> String) -> Vec<Vec<LogLine>> {
    history
        .iter()
        .map(|steps| {
            steps
                .iter()
                .map(|step| {
                    let words = explain(&step.before, step.action, &step.after, name);
                    let words = if words.is_empty() { move_name(step.action) } else { words };
                    LogLine { notation: step.action.to_string(), words }
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use pala_rules::engine::{Game, GameSettings, Mode};

    #[test]
    fn the_log_has_every_action_by_round_in_words_and_notation() {
        let settings = GameSettings { mode: Mode::Pointillism, players: 3, seed: 5, first_dealer: Some(Seat::new(0)) };
        let mut game = Game::new(settings).unwrap();
        let mut played = 0;
        while game.round_index() < 1 && !game.is_over() {
            if game.round().is_over() {
                game.next_round().unwrap();
                continue;
            }
            let action = game.round().legal_actions()[0];
            game.act(action).unwrap();
            played += 1;
        }
        let name = |s: Seat| s.to_string();
        let log = game_log(&game.public_history(), &name);
        assert_eq!(log.len(), 2, "round 1 and the freshly dealt round 2");
        assert_eq!(log[0].len(), played);
        assert!(log[1].is_empty());
        assert_eq!(log[0][0].notation, game.actions()[0].to_string());
        assert!(log[0][0].words.starts_with("Player 1 bids"), "{}", log[0][0].words);
        assert!(log[0].last().unwrap().words.ends_with("The round is over."));
    }
}
