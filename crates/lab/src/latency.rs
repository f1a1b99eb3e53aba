//! The decision-latency benchmark: `pala bench-ai` times the levels' decisions
//! natively, and writes the same decisions as worker requests for `.ci/worker-latency.mjs`,
//! which times them in the AI worker exactly as shipped.

use pala_ai::{Bot, think_as};
use pala_rules::engine::{Game, GameSettings, Level, Mode, Seat, drive};

/// The benchmark's games: one seeded game per mode and player count.
pub fn bench_games() -> impl Iterator<Item = GameSettings> {
    Mode::ALL.into_iter().enumerate().flat_map(|(i, mode)| {
        (3..=5u8).map(move |players| {
            let seed = 100 + i as u64 * 10 + players as u64;
            GameSettings { mode, players, seed, first_dealer: Some(Seat::new(0)) }
        })
    })
}

/// What the benchmark times: a level's decisions, or Master's hint (its decision with
/// the tally of what followed each move, for the reason).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Timed {
    /// The name in the report: the level's, or "hint".
    pub name: &'static str,
    pub level: Level,
    /// Whether the search tallies its playouts for a reason (the hint).
    pub explain: bool,
    /// Every `stride`-th decision is timed; the others are Easy's.
    pub stride: usize,
    /// The p95 budget in ms.
    pub budget: f64,
}

impl Timed {
    fn bot(&self) -> Bot {
        Bot { explain: self.explain, ..Bot::from(self.level) }
    }

    /// The plan's entry by its report name.
    pub fn named(name: &str) -> Option<Timed> {
        LATENCY_PLAN.iter().copied().find(|t| t.name == name)
    }
}

/// Times `timed`'s decision at every `stride`-th decision of one benchmark game (the
/// other decisions are Easy's); returns the times in ms. `clock` returns milliseconds.
pub fn game_decision_times(timed: Timed, settings: GameSettings, clock: impl FnMut() -> f64) -> Vec<f64> {
    game_decision_times_seen(timed, settings, clock, |_, _, _| {})
}

/// [`game_decision_times`], and `seen` is shown each timed decision's game, seat and
/// seed before it is made (the wasm benchmark asks them again of several workers).
pub fn game_decision_times_seen(
    timed: Timed,
    settings: GameSettings,
    mut clock: impl FnMut() -> f64,
    mut seen: impl FnMut(&Game, Seat, u64),
) -> Vec<f64> {
    let mut times = Vec::new();
    let Ok(mut game) = Game::new(settings) else { return times };
    let mut n = 0;
    let (bot, easy) = (timed.bot(), Bot::from(Level::Easy));
    let decide = |game: &Game, seat: Seat| {
        let view = game.view(seat);
        let action = if n % timed.stride.max(1) == 0 {
            seen(game, seat, n as u64);
            let start = clock();
            let action = think_as(&view, &bot, n as u64).action;
            times.push(clock() - start);
            action
        } else {
            think_as(&view, &easy, n as u64).action
        };
        n += 1;
        action
    };
    // One round; a refused action ends the game's figures there.
    let _ = drive(&mut game, 1, decide, |_| {});
    times
}

/// The `p` quantile (0 to 1) of sorted `times`, nearest rank; 0 when there are none.
/// The benchmark and the arena both report with it.
pub fn percentile(times: &[f64], p: f64) -> f64 {
    times.get(((times.len().max(1) - 1) as f64 * p).round() as usize).copied().unwrap_or(0.0)
}

/// [`game_decision_times_seen`] over every benchmark game, sorted.
pub fn decision_times(
    timed: Timed,
    mut clock: impl FnMut() -> f64,
    mut seen: impl FnMut(&Game, Seat, u64),
) -> Vec<f64> {
    let mut times: Vec<f64> =
        bench_games().flat_map(|g| game_decision_times_seen(timed, g, &mut clock, &mut seen)).collect();
    times.sort_by(f64::total_cmp);
    times
}

/// What the benchmark times, with strides and p95 budgets (ms): the three levels, and
/// Master's hint, which must come as fast as Master's decision.
pub const LATENCY_PLAN: [Timed; 4] = [
    Timed { name: "easy", level: Level::Easy, explain: false, stride: 1, budget: 20.0 },
    Timed { name: "medium", level: Level::Medium, explain: false, stride: 3, budget: 150.0 },
    Timed { name: "hard", level: Level::Hard, explain: false, stride: 2, budget: 750.0 },
    // The hint is Master's search with its tallies kept: half as many decisions as
    // Master's are enough to see what the tallies cost.
    Timed { name: "hint", level: Level::Hard, explain: true, stride: 4, budget: 750.0 },
];

/// One line of figures: count, p50, p95, max and the total time.
pub fn latency_line(platform: &str, timed: Timed, times: &[f64]) -> String {
    let pct = |p: f64| percentile(times, p);
    format!(
        "{platform} latency {:<7} decisions {:>4}  p50 {:>7.1} ms  p95 {:>7.1} ms  max {:>7.1} ms  total {:>7.2} s  (budget p95 {budget} ms)",
        timed.name,
        times.len(),
        pct(0.5),
        pct(0.95),
        times.last().copied().unwrap_or(0.0),
        times.iter().sum::<f64>() / 1000.0,
        budget = timed.budget
    )
}

/// A timed decision as an AI worker request, one JSON line:
/// `{"level": <the plan's name>, "budget": <p95 budget, ms>, "posted": <the request>}`,
/// for the benchmark of the shipped worker (`.ci/worker-latency.mjs`).
pub fn request_line(timed: Timed, game: &Game, seat: Seat, seed: u64, ticket: u64) -> String {
    use pala_ai::Share;
    use pala_ai::protocol::{Ask, Posted, Request, Ticket};
    let ask = Ask {
        view: game.view(seat),
        level: timed.level,
        seed,
        hint: timed.explain,
        names: Vec::new(),
        lang: String::new(),
    };
    let posted: Posted<Share> = Posted { ticket: Ticket::numbered(ticket), request: Request::Decide(ask) };
    serde_json::json!({ "level": timed.name, "budget": timed.budget, "posted": posted }).to_string()
}
