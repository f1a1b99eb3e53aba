//! A fingerprint of the bots' decisions: each column's choice along one seeded round per
//! mode and player count, in the notation, the round following one column's choice.
//! The native test (`tests/ai.rs`: every shipped level and the lab's sparring partners)
//! and the wasm test in headless Chromium (`tests/wasm_ai_trace.rs`: the shipped levels)
//! compare it with the same pinned file (`tests/data/ai-decisions.txt`), so a decision
//! that changes, or differs between platforms, fails a test.

use std::fmt::Write;

use pala_rules::engine::{Action, Game, GameSettings, Mode, Seat, drive};

/// How a column decides for the seat to move, with the decision's seed.
pub type Decider<'a> = Box<dyn Fn(&Game, Seat, u64) -> Action + 'a>;

/// One column of the trace: who decides, and at which decisions.
pub struct Column<'a> {
    pub name: String,
    /// Decides at every `every`-th decision.
    pub every: usize,
    pub decide: Decider<'a>,
}

/// One line per decision: table, decision number, then each column's choice; the round
/// follows column `follow`'s choice (which decides at every decision).
pub fn decision_trace(columns: &[Column], follow: usize) -> String {
    let mut out = String::new();
    for mode in Mode::ALL {
        for players in 3..=5u8 {
            let seed = 500 + players as u64;
            let Ok(mut game) = Game::new(GameSettings { mode, players, seed, first_dealer: Some(Seat::new(1)) }) else {
                continue;
            };
            let mut n = 0usize;
            let every_column = |game: &Game, seat: Seat| {
                let seed = n as u64 * 31 + 7;
                let _ = write!(out, "{}{players} {n:>3}", &mode.name()[..1]);
                let mut chosen = None;
                for (i, column) in columns.iter().enumerate() {
                    if !n.is_multiple_of(column.every) {
                        continue;
                    }
                    let action = (column.decide)(game, seat, seed);
                    let _ = write!(out, " | {} {action}", column.name);
                    if i == follow {
                        chosen = Some(action);
                    }
                }
                out.push('\n');
                n += 1;
                chosen.unwrap_or(Action::Pass)
            };
            if drive(&mut game, 1, every_column, |_| {}).is_err() {
                out.push_str("refused\n");
            }
        }
    }
    out
}

/// The pinned trace with only the named columns.
#[allow(dead_code)] // Only the wasm test reads part of the trace.
pub fn pinned_columns(pinned: &str, keep: &[&str]) -> String {
    let mut out = String::new();
    for line in pinned.lines() {
        let mut parts = line.split(" | ");
        out.push_str(parts.next().unwrap_or_default());
        for part in parts.filter(|p| keep.iter().any(|k| p.split(' ').next() == Some(k))) {
            out.push_str(" | ");
            out.push_str(part);
        }
        out.push('\n');
    }
    out
}
