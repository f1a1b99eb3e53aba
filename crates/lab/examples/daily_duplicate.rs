//! The deal of the day's duplicate round, timed: Master in seat 0 and Painter in the
//! others on seven days' deals (one of each weekday), natively, one thread.
//!
//! `cargo run --profile native -p pala-lab --example daily_duplicate -- 2026 11 30`
//! (the first day; the record is in `crates/lab/src/NOTES.md`).
use std::time::Instant;

use pala_ai::duplicate::replay_round;
use pala_rules::engine::{Day, Level, Seat};

fn main() {
    let args: Vec<i64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (y, m, d) = match args[..] {
        [y, m, d] => (y as i32, m as u32, d as u32),
        _ => (2026, 11, 30),
    };
    let first = Day::from_date(y, m, d).expect("a day from 2026-01-01");
    for n in first.number()..first.number() + 7 {
        let day = Day::numbered(n).expect("a day");
        let settings = day.settings();
        let mut levels = vec![Level::Medium; usize::from(settings.players)];
        levels[0] = Level::Hard;
        let start = Instant::now();
        let played = replay_round(settings, day.bot_seed(), &levels, Seat::new(0), |_| {}).expect("the round plays");
        println!(
            "day {n} {:?}: {:?} {}p, Master in seat 1 scores {:>4}, wins {:>2} of {:>2} tricks, {:>3} moves of its own, {:.1} s",
            day.date(),
            settings.mode,
            settings.players,
            played.score,
            played.won.iter().filter(|&&w| w).count(),
            played.won.len(),
            played.moves.len(),
            start.elapsed().as_secs_f64()
        );
    }
}
