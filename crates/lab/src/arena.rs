//! `pala arena`: bots against each other on seeded duplicate deals.
//!
//! Every game seed is played once per rotation of the seats, so each level plays each
//! seat's cards. A level's score is its round score against the mean of the other
//! seats (signed so that more is better in both games), averaged per game seed; the 95%
//! confidence interval comes from the spread of those per-seed means.

use std::time::Instant;

use serde::Serialize;

use super::contender::{Contender, Kind};
use super::latency::percentile;
use pala_ai::search::reward::relative_scores;
use pala_rules::engine::{Action, Game, GameSettings, ImpressionismScore, Mode, Rules, Seat, SeatScore, drive};

/// How a contender decides for the seat to move: [`Contender::decide`] in the arena;
/// tests may pass their own.
pub type Decide = dyn Fn(&Contender, &Game, Seat, u64) -> Action + Sync;

/// What to play.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    pub rules: Rules,
    /// The bots, seated in turn round the table (and rotated).
    pub levels: Vec<Contender>,
    /// Duplicate game seeds to play.
    pub games: u32,
    /// The first game seed.
    pub seed: u64,
    /// Rounds per game at most (games also end at the goal or threshold, R12).
    pub max_rounds: u32,
    pub threads: usize,
}

/// One level's figures.
#[derive(Clone, Debug, Serialize)]
pub struct LevelResult {
    pub level: String,
    /// Seat-rounds played.
    pub seat_rounds: u64,
    /// Mean round score against the field (points; more is better).
    pub mean_diff: f64,
    pub ci95: [f64; 2],
    /// Share of games won (a shared win counts as a fraction), with its 95% interval
    /// from the spread of the per-seed shares.
    pub win_share: f64,
    pub win_ci95: [f64; 2],
    /// Share of its rounds in which this level had the best round score of the table
    /// (the lowest in Impressionism; a tie shares it).
    pub round_best_share: f64,
    /// Impressionism: where this level's points came from, per round on average
    /// (see [`Breakdown`]); `None` in Pointillism.
    pub breakdown: Option<Breakdown>,
    /// Decision latency, milliseconds: 50th and 95th percentile, and the worst.
    pub latency_ms: [f64; 3],
    /// The mean diff per game seed, in seed order (for paired comparisons of two runs
    /// on the same seeds; JSON only).
    pub per_seed: Vec<f64>,
}

/// Where a level's Impressionism points came from, per round on average: what it took
/// in tricks and how the board scored it.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Breakdown {
    /// Cards taken in tricks.
    pub taken: f64,
    /// Of those, cards of colours not on the board (free).
    pub free: f64,
    /// Cards that scored by their space.
    pub counted: f64,
    /// Cancel-colour cards that discarded another card.
    pub cancels_used: f64,
    /// Cancel-colour cards with nothing left to discard (-1 each).
    pub cancels_unused: f64,
    /// Round points (penalties).
    pub points: f64,
    /// Board bids onto Cancel.
    pub cancel_bids: f64,
    /// Board bids onto the fixed-point spaces (+0, +1, +2).
    pub point_bids: f64,
    /// Board bids onto +Face.
    pub face_bids: f64,
}

impl Breakdown {
    fn of(score: &ImpressionismScore) -> Breakdown {
        let n = |h: pala_rules::engine::Hand| f64::from(h.len());
        Breakdown {
            taken: n(score.off_board)
                + n(score.cancellers)
                + n(score.cancelled)
                + n(score.unused_cancels)
                + n(score.counted),
            free: n(score.off_board),
            counted: n(score.counted),
            cancels_used: n(score.cancellers),
            cancels_unused: n(score.unused_cancels),
            points: f64::from(score.total),
            ..Breakdown::default()
        }
    }

    /// Counts the board bids `seat` made in the finished `round`.
    fn with_bids(mut self, round: &pala_rules::engine::Round, seat: Seat) -> Breakdown {
        for (&space, placer) in round.rules().board().iter().zip(round.placers()) {
            if placer != Some(seat) {
                continue;
            }
            match space {
                pala_rules::engine::Space::Cancel => self.cancel_bids += 1.0,
                pala_rules::engine::Space::Face => self.face_bids += 1.0,
                _ => self.point_bids += 1.0,
            }
        }
        self
    }

    fn add(&mut self, o: &Breakdown) {
        self.taken += o.taken;
        self.free += o.free;
        self.counted += o.counted;
        self.cancels_used += o.cancels_used;
        self.cancels_unused += o.cancels_unused;
        self.points += o.points;
        self.cancel_bids += o.cancel_bids;
        self.point_bids += o.point_bids;
        self.face_bids += o.face_bids;
    }

    fn per(self, rounds: f64) -> Breakdown {
        let d = rounds.max(1.0);
        Breakdown {
            taken: self.taken / d,
            free: self.free / d,
            counted: self.counted / d,
            cancels_used: self.cancels_used / d,
            cancels_unused: self.cancels_unused / d,
            points: self.points / d,
            cancel_bids: self.cancel_bids / d,
            point_bids: self.point_bids / d,
            face_bids: self.face_bids / d,
        }
    }
}

/// The arena's report.
#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    pub mode: String,
    pub players: u8,
    pub seeds: u32,
    pub games: u64,
    pub rounds: u64,
    pub seconds: f64,
    pub levels: Vec<LevelResult>,
}

/// The level of `seat` in rotation `r`.
fn seat_level(levels: &[Contender], players: usize, seat: Seat, r: usize) -> usize {
    seat.offset(r, players).index() % levels.len()
}

/// Per game seed: for each level, the summed diffs, seat-round count, wins and latencies.
#[derive(Clone, Debug, Default)]
struct SeedTally {
    diff: Vec<f64>,
    count: Vec<u64>,
    wins: Vec<f64>,
    /// Rounds with the table's best round score (ties split).
    best: Vec<f64>,
    /// Impressionism: summed breakdowns of the level's rounds.
    breakdown: Vec<Breakdown>,
    games: u64,
    rounds: u64,
    latencies: Vec<Vec<f64>>,
}

fn play_seed(config: &ArenaConfig, game_seed: u64, decide: &Decide) -> SeedTally {
    let k = config.levels.len();
    let n = config.rules.players();
    let mut tally = SeedTally {
        diff: vec![0.0; k],
        count: vec![0; k],
        wins: vec![0.0; k],
        best: vec![0.0; k],
        breakdown: vec![Breakdown::default(); k],
        latencies: vec![Vec::new(); k],
        ..SeedTally::default()
    };
    for r in 0..n {
        let settings = GameSettings {
            mode: config.rules.mode,
            players: config.rules.players,
            seed: game_seed,
            first_dealer: Some(Seat::new(0)),
        };
        // The bots' own stream, apart from the deal's (as in the app): a paired deal's
        // bots draw alike in both seatings.
        let bots = game_seed.wrapping_mul(0xA076_1D64_78BD_642F) ^ 0xB075_EED5;
        let Ok(mut game) = Game::new(settings).map(|g| g.with_bot_seed(bots)) else { continue };
        let level_of = |seat: Seat| seat_level(&config.levels, n, seat, r);
        let timed = |game: &Game, seat: Seat| {
            let li = level_of(seat);
            let seed = game.decision_seed(seat);
            let start = Instant::now();
            let action = decide(&config.levels[li], game, seat, seed);
            tally.latencies[li].push(start.elapsed().as_secs_f64() * 1000.0);
            action
        };
        let scored = |game: &Game| {
            let Some(result) = game.history().last() else { return };
            let totals: Vec<i32> = result.scores.iter().map(|s| s.total()).collect();
            let rel = relative_scores(config.rules, &totals);
            let top = rel[..n].iter().copied().fold(f32::MIN, f32::max);
            let tied = rel[..n].iter().filter(|&&d| d == top).count() as f64;
            for (seat, &diff) in config.rules.seats().zip(&rel) {
                let li = level_of(seat);
                tally.diff[li] += diff as f64;
                tally.count[li] += 1;
                if diff == top {
                    tally.best[li] += 1.0 / tied;
                }
                if let Some(SeatScore::Impressionism(score)) = result.scores.get(seat.index()) {
                    tally.breakdown[li].add(&Breakdown::of(score).with_bids(game.round(), seat));
                }
            }
        };
        let rounds = drive(&mut game, config.max_rounds, timed, scored).unwrap_or_else(|refusal| {
            panic!("{} played an illegal action: {refusal}", config.levels[level_of(refusal.seat)])
        });
        tally.rounds += u64::from(rounds);
        tally.games += 1;
        let winners: Vec<Seat> = game.winners().map(<[Seat]>::to_vec).unwrap_or_else(|| leaders(&game));
        for &w in &winners {
            tally.wins[level_of(w)] += 1.0 / winners.len() as f64;
        }
    }
    tally
}

/// The best seats by running total, for a game stopped at the round cap.
fn leaders(game: &Game) -> Vec<Seat> {
    let rel = relative_scores(game.rules(), game.scores());
    let n = game.rules().players();
    let best = rel[..n].iter().copied().fold(f32::MIN, f32::max);
    game.rules().seats().filter(|s| rel[s.index()] == best).collect()
}

/// Why an arena run gave no figures.
#[derive(Debug, thiserror::Error)]
pub enum ArenaError {
    #[error("the trickster stand-in plays Impressionism only, as the other app does")]
    TricksterMode,
    #[error("a bot panicked, so the figures would be incomplete: {0}")]
    Panicked(String),
}

/// Runs the arena. A bot that panics fails the whole run (its seeds' figures would be
/// missing from the report).
pub fn run_arena(config: &ArenaConfig) -> Result<ArenaReport, ArenaError> {
    run_arena_with(config, &|c: &Contender, game: &Game, seat: Seat, seed: u64| c.decide(game, seat, seed))
}

/// Runs the arena with `decide` choosing every seat's actions.
pub fn run_arena_with(config: &ArenaConfig, decide: &Decide) -> Result<ArenaReport, ArenaError> {
    if config.rules.mode == Mode::Pointillism && config.levels.iter().any(|c| c.kind == Kind::Trickster) {
        return Err(ArenaError::TricksterMode);
    }
    let start = Instant::now();
    let seeds: Vec<u64> = (0..config.games as u64).map(|i| config.seed + i).collect();
    let threads = config.threads.max(1);
    let results: Vec<std::thread::Result<Vec<(u64, SeedTally)>>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let seeds = &seeds;
                scope.spawn(move || {
                    seeds
                        .iter()
                        .skip(t)
                        .step_by(threads)
                        .map(|&s| (s, play_seed(config, s, decide)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join()).collect()
    });
    let mut tallies = Vec::new();
    for result in results {
        match result {
            Ok(part) => tallies.extend(part),
            Err(panic) => {
                let why = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                return Err(ArenaError::Panicked(why));
            }
        }
    }
    tallies.sort_by_key(|(s, _)| *s);
    Ok(summarize(config, &tallies, start.elapsed().as_secs_f64()))
}

/// The mean of per-seed figures and the half-width of its 95% interval (normal
/// approximation, from their spread).
fn mean_and_half_interval(per_seed: &[f64]) -> (f64, f64) {
    let m = per_seed.len() as f64;
    let mean = per_seed.iter().sum::<f64>() / m.max(1.0);
    let var = per_seed.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (m - 1.0).max(1.0);
    (mean, 1.96 * (var / m.max(1.0)).sqrt())
}

fn summarize(config: &ArenaConfig, tallies: &[(u64, SeedTally)], seconds: f64) -> ArenaReport {
    let k = config.levels.len();
    let games: u64 = tallies.iter().map(|(_, t)| t.games).sum();
    let rounds: u64 = tallies.iter().map(|(_, t)| t.rounds).sum();
    let levels = (0..k)
        .map(|li| {
            let per_seed: Vec<f64> =
                tallies.iter().filter(|(_, t)| t.count[li] > 0).map(|(_, t)| t.diff[li] / t.count[li] as f64).collect();
            let (mean, half) = mean_and_half_interval(&per_seed);
            let wins: f64 = tallies.iter().map(|(_, t)| t.wins[li]).sum();
            let win_shares: Vec<f64> = tallies
                .iter()
                .filter(|(_, t)| t.games > 0 && t.count[li] > 0)
                .map(|(_, t)| t.wins[li] / t.games as f64)
                .collect();
            let (win_mean, win_half) = mean_and_half_interval(&win_shares);
            let seat_rounds: u64 = tallies.iter().map(|(_, t)| t.count[li]).sum();
            let best: f64 = tallies.iter().map(|(_, t)| t.best[li]).sum();
            let mut lat: Vec<f64> = tallies.iter().flat_map(|(_, t)| t.latencies[li].iter().copied()).collect();
            lat.sort_by(f64::total_cmp);
            let pct = |p: f64| percentile(&lat, p);
            LevelResult {
                level: config.levels[li].to_string(),
                seat_rounds,
                mean_diff: mean,
                ci95: [mean - half, mean + half],
                win_share: wins / (games as f64).max(1.0),
                win_ci95: [win_mean - win_half, win_mean + win_half],
                round_best_share: best / (seat_rounds as f64).max(1.0),
                breakdown: (config.rules.mode == Mode::Impressionism).then(|| {
                    let mut all = Breakdown::default();
                    tallies.iter().for_each(|(_, t)| all.add(&t.breakdown[li]));
                    all.per(seat_rounds as f64)
                }),
                latency_ms: [pct(0.5), pct(0.95), lat.last().copied().unwrap_or(0.0)],
                per_seed,
            }
        })
        .collect();
    ArenaReport {
        mode: config.rules.mode.name().to_string(),
        players: config.rules.players,
        // The seeds actually played.
        seeds: tallies.len() as u32,
        games,
        rounds,
        seconds,
        levels,
    }
}

impl ArenaReport {
    /// The table the command prints.
    pub fn table(&self) -> String {
        let mut out = format!(
            "{} {} players: {} duplicate seeds, {} games, {} rounds, {:.0} s\n",
            self.mode, self.players, self.seeds, self.games, self.rounds, self.seconds
        );
        out += &format!(
            "{:<11} {:>11} {:>10} {:>18} {:>10} {:>16} {:>11} {:>22}\n",
            "level",
            "seat-rounds",
            "mean diff",
            "95% CI",
            "games won",
            "95% CI",
            "best round",
            "latency p50/p95/max ms"
        );
        for l in &self.levels {
            out += &format!(
                "{:<11} {:>11} {:>+10.2} {:>18} {:>9.1}% {:>16} {:>10.1}% {:>22}\n",
                l.level,
                l.seat_rounds,
                l.mean_diff,
                format!("[{:+.2}, {:+.2}]", l.ci95[0], l.ci95[1]),
                l.win_share * 100.0,
                format!("[{:.0}%, {:.0}%]", l.win_ci95[0] * 100.0, l.win_ci95[1] * 100.0),
                l.round_best_share * 100.0,
                format!("{:.1}/{:.1}/{:.1}", l.latency_ms[0], l.latency_ms[1], l.latency_ms[2])
            );
        }
        if self.levels.iter().any(|l| l.breakdown.is_some()) {
            out += "where the points came from, per round:\n";
            out += &format!(
                "{:<11} {:>11} {:>6} {:>8} {:>13} {:>15} {:>7}   {}\n",
                "level",
                "cards taken",
                "free",
                "counted",
                "cancels used",
                "cancels unused",
                "points",
                "board bids: cancel / +n / +face"
            );
            for l in &self.levels {
                let Some(b) = l.breakdown else { continue };
                out += &format!(
                    "{:<11} {:>11.2} {:>6.2} {:>8.2} {:>13.2} {:>15.2} {:>7.2}   {:.2} / {:.2} / {:.2}\n",
                    l.level,
                    b.taken,
                    b.free,
                    b.counted,
                    b.cancels_used,
                    b.cancels_unused,
                    b.points,
                    b.cancel_bids,
                    b.point_bids,
                    b.face_bids
                );
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::contender::Peek;
    use super::super::dealers::LabDealer;
    use super::*;
    use pala_ai::search::solver::cards_left;
    use pala_rules::engine::{Level, Mode};

    fn config(games: u32) -> ArenaConfig {
        ArenaConfig {
            rules: Rules::new(Mode::Pointillism, 3).unwrap(),
            levels: vec![Contender::from(Kind::Random), Contender::from(Level::Easy)],
            games,
            seed: 1,
            max_rounds: 1,
            threads: 2,
        }
    }

    #[test]
    fn impressionism_runs_say_where_the_points_came_from() {
        let mut config = config(2);
        config.rules = Rules::new(Mode::Impressionism, 3).unwrap();
        config.levels = vec![Contender::from(Level::Easy), Contender::parse("trickster:iterations=50").unwrap()];
        let report = run_arena(&config).unwrap();
        for l in &report.levels {
            let b = l.breakdown.expect("a breakdown in Impressionism");
            let parts = b.free + b.counted + b.cancels_used + b.cancels_unused;
            assert!(b.taken > 0.0 && parts <= b.taken + 1e-9, "{b:?}");
            // Penalties: counted cards cost at least a point each, unused cancels -1 each.
            assert!(b.points >= b.counted - b.cancels_unused - 1e-9, "{b:?}");
        }
        // The 3-player board has 3 spaces; every one is bid in these rounds (R3), and each
        // level's share of them is counted.
        let bids: f64 = report
            .levels
            .iter()
            .map(|l| l.breakdown.map_or(0.0, |b| b.cancel_bids + b.point_bids + b.face_bids) * l.seat_rounds as f64)
            .sum();
        let per_round = bids / report.rounds as f64;
        assert!((per_round - 3.0).abs() < 1e-9, "three board spaces bid per round: {per_round}");
        assert!(matches!(
            run_arena(&super::ArenaConfig { rules: Rules::new(Mode::Pointillism, 3).unwrap(), ..config }),
            Err(super::ArenaError::TricksterMode)
        ));
        assert!(run_arena(&super::ArenaConfig { games: 1, ..self::config(1) }).unwrap().levels[0].breakdown.is_none());
    }

    #[test]
    fn a_run_reports_the_seeds_it_played() {
        let report = run_arena(&config(3)).unwrap();
        assert_eq!(report.seeds, 3);
        assert_eq!(report.games, 9, "3 seeds, each in 3 rotations");
        for l in &report.levels {
            assert_eq!(l.per_seed.len(), 3, "one figure per seed");
            let mean = l.per_seed.iter().sum::<f64>() / 3.0;
            assert!((mean - l.mean_diff).abs() < 1e-9, "{} is the mean of {:?}", l.mean_diff, l.per_seed);
        }
    }

    #[test]
    fn only_a_peeking_bot_is_shown_the_true_round_and_only_when_it_may() {
        use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
        // Shown the true round: [bidding, early play, late play] decisions.
        static SHOWN: [AtomicUsize; 3] = [AtomicUsize::new(0), AtomicUsize::new(0), AtomicUsize::new(0)];
        static HIDDEN: [AtomicUsize; 3] = [AtomicUsize::new(0), AtomicUsize::new(0), AtomicUsize::new(0)];
        let decide = |c: &Contender, game: &Game, seat: Seat, seed: u64| {
            let round = game.round();
            let stage = match (round.phase() == pala_rules::engine::Phase::Bidding, cards_left(round) > 16) {
                (true, _) => 0,
                (false, true) => 1,
                (false, false) => 2,
            };
            match c.dealer(game) {
                LabDealer::Truth { round: truth, .. } => {
                    assert_eq!(*truth, *round, "the true round itself");
                    let may = match c.peek {
                        Peek::Hands => true,
                        Peek::Bids => stage == 0,
                        Peek::Play => stage != 0,
                        Peek::Early => stage == 1,
                        Peek::Late => stage == 2,
                        Peek::Nothing | Peek::LeftOut => false,
                    };
                    assert!(may, "{:?} shown the round at stage {stage}", c.peek);
                    SHOWN[stage].fetch_add(1, Relaxed);
                }
                LabDealer::Sampled { left_out, .. } => {
                    assert_ne!(c.peek, Peek::Hands);
                    assert!(left_out.is_empty(), "no peeking");
                    HIDDEN[stage].fetch_add(1, Relaxed);
                }
            }
            c.decide(game, seat, seed)
        };
        let mut config = config(2);
        config.rules = Rules::new(Mode::Impressionism, 3).unwrap();
        for levels in ["easy:peek=hands,easy", "easy:peek=bids,easy:peek=late"] {
            config.levels = levels.split(',').map(|l| Contender::parse(l).unwrap()).collect();
            run_arena_with(&config, &decide).unwrap();
        }
        let shown = SHOWN.each_ref().map(|c| c.load(Relaxed));
        let hidden = HIDDEN.each_ref().map(|c| c.load(Relaxed));
        assert!(shown.iter().all(|&n| n > 0), "shown at every stage: {shown:?}");
        assert!(hidden.iter().all(|&n| n > 0), "hidden at every stage too: {hidden:?}");
    }

    #[test]
    fn a_panicking_bot_fails_the_run() {
        let panicky = |c: &Contender, game: &Game, seat: Seat, seed: u64| {
            assert!(game.round().tricks_done() < 2, "a bot fell over");
            c.decide(game, seat, seed)
        };
        let error = run_arena_with(&config(4), &panicky).unwrap_err();
        assert!(matches!(&error, super::ArenaError::Panicked(why) if why.contains("a bot fell over")), "{error}");
    }
}
