//! A stand-in of the only other Pala bot, the Trickster's Table app's (4-player
//! Impressionism), for the arena only: written from its engine's public source
//! (`dbravender/tricksterstable-rs`, `src/games/pala.rs`, and the `ismcts` crate it
//! uses), not copied.
//!
//! - Single-observer ISMCTS with availability counts; UCB1 with exploration sqrt(2)
//!   (the app's mean + sqrt(2 ln(availability) / visits; this search's tree policy
//!   takes ln(availability + 1), a difference only while a child is new).
//! - 1,000 iterations per decision. The app runs them on 8 threads that share one
//!   tree, which a single tree of 1,000 iterations plays like (the reading,
//!   8 independent trees of 125 summed, is `trickster:workers=8:iterations=125`, and
//!   plays no stronger: Master scores +2.07 against three of those and +1.88 against
//!   three of these on the same 200 seeds, +0.20 ± 0.52 seed by seed).
//! - Uniformly random playouts to the end of the round, bidding included.
//! - Each seat's reward is its own round score `s` alone, 1 - (s / 60)^2 scaled to
//!   -1..1; game totals are ignored (the bot zeroes them before searching).
//! - Hidden hands are re-dealt respecting shown voids, and the cards left out of the
//!   deal are never dealt to an opponent: the bot re-deals only the opponents' true
//!   cards among them, so it effectively knows the left-out cards. The lab deals the
//!   stand-in's searches knowing them (`dealers.rs`); no level a player meets does.
//!
//! Differences that remain: the app splits a move into steps (card, then where, then a
//! second card for a mix) where this search takes whole moves, and its void reading
//! differs in corner cases after a smear.

use pala_ai::SearchConfig;
use pala_ai::levels::BASE;
use pala_ai::search::Rollout;
use pala_rules::engine::{MAX_PLAYERS, Round};

/// The stand-in's search (its deals know the left-out cards, and value a round by
/// [`round_squared`]: `dealers.rs`).
pub const SEARCH: SearchConfig = SearchConfig {
    iterations: 1000,
    rollout: Rollout::Random,
    candidates: 1,
    exploration: std::f32::consts::SQRT_2,
    determinized: 0,
    solve_at: 0,
    ..BASE
};

/// The other app's bot's reward: from each seat's own round score `s` alone,
/// 1 - (s / 60)^2 scaled to -1..1, that is 1 - s^2 / 1800 (Impressionism, where points
/// are penalties); game totals are ignored.
pub fn round_squared(round: &Round) -> [f32; MAX_PLAYERS] {
    round.score_totals().map(|s| 1.0 - (s * s) as f32 / 1800.0)
}
