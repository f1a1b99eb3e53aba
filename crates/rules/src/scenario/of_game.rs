//! A position reached in a real game as a scenario: the round as it was dealt (every
//! hand, the dealer, the totals before it) and the moves made in it since. The studio
//! opens a finished round's moment this way (`#studio=`), where a teacher may show any
//! hand: the round is over and every card has been seen.

use super::Scenario;
use crate::engine::Game;

/// The scenario that deals `game`'s round as it was dealt and replays its moves so far;
/// `None` for a game that began from a given position (a scenario of its own).
pub fn round_so_far(game: &Game) -> Option<Scenario> {
    let (start, actions) = game.round_so_far()?;
    let players = start.players();
    Some(Scenario {
        mode: start.mode().name().to_string(),
        players: players as i64,
        dealer: Some(start.dealer().index() as i64),
        scores: Some(game.scores()[..players].iter().map(|&s| s as i64).collect()),
        hands: Some(start.hands().iter().map(|h| h.iter().map(|c| c.to_string()).collect()).collect()),
        actions: Some(actions.iter().map(|a| a.to_string()).collect()),
        ..Scenario::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameSettings, Mode};

    /// The scenario reaches the very position: the same hands, trick, mover and legal
    /// moves, in both modes, at every point of a round.
    #[test]
    fn a_round_so_far_replays_to_the_same_position() {
        for (mode, players) in [(Mode::Pointillism, 3), (Mode::Impressionism, 4), (Mode::Impressionism, 5)] {
            let settings = GameSettings { mode, players, seed: 11, first_dealer: None };
            let mut game = Game::new(settings).unwrap();
            let mut moves = 0;
            while !game.round().is_over() {
                let scenario = round_so_far(&game).unwrap();
                let mut copy = scenario.setup().unwrap();
                for a in scenario.actions.as_deref().unwrap_or_default() {
                    copy.act(a.parse().unwrap()).unwrap();
                }
                // The faces: the scenario names a card, not which of its two copies.
                let faces = |g: &Game| {
                    g.round()
                        .hands()
                        .iter()
                        .map(|h| h.iter().map(|c| c.to_string()).collect::<Vec<_>>())
                        .collect::<Vec<_>>()
                };
                assert_eq!(faces(&copy), faces(&game), "{mode:?} after {moves} moves");
                assert_eq!(copy.to_move(), game.to_move());
                assert_eq!(copy.round().legal_actions(), game.round().legal_actions());
                assert_eq!(copy.scores(), game.scores());
                let action = game.round().legal_actions()[0];
                game.act(action).unwrap();
                moves += 1;
            }
        }
    }
}
