//! The decision-latency benchmark, shared by `pala bench-ai` (native) and the wasm test
//! in headless Chromium, so both measure the same decisions.

use super::{Level, decide, drive};
use crate::engine::{Game, GameSettings, Mode, Seat};

/// The benchmark's games: one seeded game per mode and player count.
pub fn bench_games() -> impl Iterator<Item = GameSettings> {
    Mode::ALL.into_iter().enumerate().flat_map(|(i, mode)| {
        (3..=5u8).map(move |players| {
            let seed = 100 + i as u64 * 10 + players as u64;
            GameSettings { mode, players, seed, first_dealer: Some(Seat::new(0)) }
        })
    })
}

/// Times `level`'s decision at every `stride`-th decision of one benchmark game (the
/// other decisions are Easy's); returns the times in ms. `clock` returns milliseconds.
pub fn game_decision_times(
    level: Level,
    stride: usize,
    settings: GameSettings,
    clock: impl FnMut() -> f64,
) -> Vec<f64> {
    game_decision_times_seen(level, stride, settings, clock, |_, _, _| {})
}

/// [`game_decision_times`], and `seen` is shown each timed decision's game, seat and
/// seed before it is made (the wasm benchmark asks them again of several workers).
pub fn game_decision_times_seen(
    level: Level,
    stride: usize,
    settings: GameSettings,
    mut clock: impl FnMut() -> f64,
    mut seen: impl FnMut(&Game, Seat, u64),
) -> Vec<f64> {
    let mut times = Vec::new();
    let Ok(mut game) = Game::new(settings) else { return times };
    let mut n = 0;
    let timed = |game: &Game, seat: Seat| {
        let view = game.view(seat);
        let action = if n % stride.max(1) == 0 {
            seen(game, seat, n as u64);
            let start = clock();
            let action = decide(&view, level, n as u64);
            times.push(clock() - start);
            action
        } else {
            decide(&view, Level::Easy, n as u64)
        };
        n += 1;
        action
    };
    // One round; a refused action ends the game's figures there.
    let _ = drive(&mut game, 1, timed, |_| {});
    times
}

/// The `p` quantile (0 to 1) of sorted `times`, nearest rank; 0 when there are none.
/// The benchmark and the arena both report with it.
pub fn percentile(times: &[f64], p: f64) -> f64 {
    times.get(((times.len().max(1) - 1) as f64 * p).round() as usize).copied().unwrap_or(0.0)
}

/// [`game_decision_times`] over every benchmark game, sorted.
pub fn decision_times(level: Level, stride: usize, mut clock: impl FnMut() -> f64) -> Vec<f64> {
    let mut times: Vec<f64> = bench_games().flat_map(|g| game_decision_times(level, stride, g, &mut clock)).collect();
    times.sort_by(f64::total_cmp);
    times
}

/// The levels, strides and p95 budgets (ms) of the benchmark.
pub const LATENCY_PLAN: [(Level, usize, f64); 3] =
    [(Level::Easy, 1, 20.0), (Level::Medium, 3, 150.0), (Level::Hard, 2, 750.0)];

/// One line of figures: count, p50, p95, max and the total time.
pub fn latency_line(platform: &str, level: Level, budget: f64, times: &[f64]) -> String {
    let pct = |p: f64| percentile(times, p);
    format!(
        "{platform} latency {:<7} decisions {:>4}  p50 {:>7.1} ms  p95 {:>7.1} ms  max {:>7.1} ms  total {:>7.2} s  (budget p95 {budget} ms)",
        level.name(),
        times.len(),
        pct(0.5),
        pct(0.95),
        times.last().copied().unwrap_or(0.0),
        times.iter().sum::<f64>() / 1000.0
    )
}
