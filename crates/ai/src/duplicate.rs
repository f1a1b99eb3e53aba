//! Duplicate play, for the deal of the day (issue 48): the day's round played again with
//! one seat taken by another player (Master), the other seats the same AI levels with
//! the same seeds, as duplicate bridge replays a board at every table. Where the moves
//! before a decision are the same, a bot decides the same (its seed comes from the
//! game's bot stream and the number of moves made); where they differ, so may it.

use pala_rules::engine::{Game, GameError, GameSettings, Length, Level, Seat};
pub use pala_rules::scenario::daily_book::Played;

use crate::decide;

/// The first round of `settings`' deal, every seat played by the AI at `levels` (a level
/// per seat, in seat order), the bots' seeds rooted at `bot_seed`: how `seat` fared.
/// `moved` is told the number of moves made after each, for progress.
pub fn replay_round(
    settings: GameSettings,
    bot_seed: u64,
    levels: &[Level],
    seat: Seat,
    mut moved: impl FnMut(usize),
) -> Result<Played, GameError> {
    let mut game = Game::new(settings)?.with_bot_seed(bot_seed).with_length(Length::Rounds(1))?;
    while let Some(mover) = game.to_move() {
        let level = levels.get(mover.index()).copied().unwrap_or(Level::Medium);
        let action = decide(&game.view(mover), level, game.decision_seed(mover));
        game.act_as(mover, action)?;
        moved(game.actions().len());
    }
    Played::of(&game, seat).ok_or(GameError::Players(settings.players))
}

#[cfg(test)]
mod tests {
    use super::*;
    use pala_rules::engine::{Day, Mode};

    #[test]
    fn the_same_day_replays_the_same_round() {
        let day = Day::from_date(2026, 11, 28).unwrap();
        let settings = GameSettings { players: 3, mode: Mode::Impressionism, ..day.settings() };
        let levels = [Level::Easy, Level::Easy, Level::Easy];
        let mut progress = Vec::new();
        let once = replay_round(settings, day.bot_seed(), &levels, Seat::new(0), |n| progress.push(n)).unwrap();
        let again = replay_round(settings, day.bot_seed(), &levels, Seat::new(0), |_| {}).unwrap();
        assert_eq!(once, again, "deterministic: the same deal, levels and seeds");
        assert_eq!(progress.last().copied(), Some(progress.len()), "progress after every move");
        assert!(progress.len() > once.moves.len(), "every seat's moves");
        assert!(!once.won.is_empty() && once.won.len() <= 14);
        // Another bot seed leaves the deal as it was.
        let other = Game::new(settings).unwrap().with_bot_seed(day.bot_seed() ^ 1);
        assert_eq!(other.round(), Game::new(settings).unwrap().round());
    }
}
