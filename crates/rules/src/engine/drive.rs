//! Playing a game on with deciders: the one loop behind the lab's arena and
//! benchmarks, the decision trace and the tests that play whole games.

use thiserror::Error;

use super::{Action, Game, GameError, Seat};

/// An action the game refused, and whose it was.
#[derive(Clone, Debug, PartialEq, Error)]
#[error("{seat} chose {action}, which the game refused: {error}")]
pub struct Refusal {
    pub seat: Seat,
    pub action: Action,
    pub error: GameError,
}

/// Plays `game` on from where it stands. The seat to move chooses with `decide` (which
/// may also observe the decision: time it, record it) and its action is applied; when a
/// round ends, `round_over` sees the game with the round scored, and the next round is
/// dealt, until the game is over or `max_rounds` rounds (counting the one in progress)
/// have ended. Returns how many rounds ended; an action the game refuses stops the play
/// with that refusal (the game is left as it was before the action).
pub fn drive(
    game: &mut Game,
    max_rounds: u32,
    mut decide: impl FnMut(&Game, Seat) -> Action,
    mut round_over: impl FnMut(&Game),
) -> Result<u32, Refusal> {
    let mut rounds = 0;
    loop {
        while let Some(seat) = game.to_move() {
            let action = decide(game, seat);
            game.act_as(seat, action).map_err(|error| Refusal { seat, action, error })?;
        }
        rounds += 1;
        round_over(game);
        if game.is_over() || rounds >= max_rounds || game.next_round().is_err() {
            return Ok(rounds);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameSettings, Mode};

    fn game() -> Game {
        let settings = GameSettings { mode: Mode::Pointillism, players: 3, seed: 4, first_dealer: Some(Seat::new(0)) };
        Game::new(settings).unwrap()
    }

    fn first_legal(game: &Game, _: Seat) -> Action {
        game.round().legal_actions()[0]
    }

    #[test]
    fn rounds_are_dealt_until_the_cap_and_each_is_seen_once_over() {
        let mut game = game();
        let mut seen = Vec::new();
        let rounds = drive(&mut game, 3, first_legal, |g| seen.push((g.round_index(), g.round().is_over()))).unwrap();
        assert_eq!(rounds, 3);
        assert_eq!(seen, [(0, true), (1, true), (2, true)]);
        assert_eq!(game.history().len(), 3);
    }

    #[test]
    fn a_whole_game_ends_at_its_end() {
        let mut game = game();
        let rounds = drive(&mut game, 100, first_legal, |_| {}).unwrap();
        assert!(game.is_over(), "{rounds} rounds");
        assert_eq!(rounds as usize, game.history().len());
    }

    #[test]
    fn a_refused_action_stops_the_play() {
        let mut game = game();
        let before = game.clone();
        let refusal = drive(&mut game, 1, |_, _| Action::Pass, |_| {}).unwrap_err();
        assert_eq!((refusal.seat, refusal.action), (Seat::new(0), Action::Pass));
        assert_eq!(game, before, "nothing was applied");
        assert!(refusal.to_string().starts_with("Player 1 chose pass"), "{refusal}");
    }
}
