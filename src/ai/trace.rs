//! A fingerprint of the bots' decisions: every level's choice along one seeded round per
//! mode and player count, in the notation. The native tests and the wasm test in headless
//! Chromium compare it with the same pinned file (tests/data/ai-decisions.txt), so a
//! decision that differs between platforms fails a test.

use std::fmt::Write;

use super::{Bot, Level, decide, decide_as, drive};
use crate::engine::{Game, GameSettings, Mode, Seat};

/// Hard decides at every `HARD_STRIDE`-th decision (it is the slow one).
const HARD_STRIDE: usize = 10;
/// Hard on two workers (root-parallel, `parallel.rs`) decides at every
/// `SHARED_STRIDE`-th decision: threads natively, one share after another in wasm.
const SHARED_STRIDE: usize = 30;

/// One line per decision: table, decision number, then each level's choice; the round
/// follows Medium's choice.
pub fn decision_trace() -> String {
    let mut out = String::new();
    for mode in Mode::ALL {
        for players in 3..=5u8 {
            let seed = 500 + players as u64;
            let Ok(mut game) = Game::new(GameSettings { mode, players, seed, first_dealer: Some(Seat::new(1)) }) else {
                continue;
            };
            let mut n = 0usize;
            let every_level = |game: &Game, seat: Seat| {
                let view = game.view(seat);
                let seed = n as u64 * 31 + 7;
                let _ = write!(out, "{}{players} {n:>3}", &mode.name()[..1]);
                let chosen = decide(&view, Level::Medium, seed);
                for level in [Level::Random, Level::Easy, Level::Medium, Level::Reference, Level::Hard] {
                    if level == Level::Hard && !n.is_multiple_of(HARD_STRIDE) {
                        continue;
                    }
                    let action = if level == Level::Medium { chosen } else { decide(&view, level, seed) };
                    let _ = write!(out, " | {} {action}", level.name());
                }
                if n.is_multiple_of(SHARED_STRIDE) {
                    let bot = Bot { workers: Some(2), ..Bot::from(Level::Hard) };
                    let _ = write!(out, " | {bot} {}", decide_as(&view, &bot, seed));
                }
                out.push('\n');
                n += 1;
                chosen
            };
            if drive(&mut game, 1, every_level, |_| {}).is_err() {
                out.push_str("refused\n");
            }
        }
    }
    out
}
