//! Measurements behind the shipped settings, run as `pala lab <name>`: each prints its
//! figures (they take minutes, and check nothing).
//!
//! - `stray-rate`: how often the stand-in's (and Master's) plays are the rule of thumb's
//!   move, which fits the others' stray rate in Master's 4-player Impressionism playouts.
//! - `play-model`: how well models of the stand-in's trick plays predict them.
//! - `information`: how much the stand-in's plays tell about its hidden cards.
//! - `placement-fit`: how well the rule of thumb's rating predicts the stand-in's board
//!   bids, as the shipped evidence weighs them.
//! - `early-play`: where Master's early trick play loses to a search shown every hand.

use std::collections::BTreeMap;

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use super::contender::{Contender, Kind};
use super::inference::{Pool, STRAY, play_log_likelihood, seat_past};
use pala_ai::decide;
use pala_ai::search::evidence::PLACEMENT_WEIGHT;
use pala_ai::search::reward::scale;
use pala_ai::search::sampler::Sampler;
use pala_ai::search::solver::cards_left;
use pala_ai::thumb::{danger, danger_of, heuristic_action, impressionism_values, placement_score, strength};
use pala_rules::engine::{
    Action, ActionList, Card, Game, GameSettings, Hand, Level, Mode, Phase, Round, Seat, Space, Standing,
};

/// The measurements by name, for `pala lab`.
pub const MEASUREMENTS: [(&str, fn()); 5] = [
    ("stray-rate", stray_rate),
    ("play-model", play_model),
    ("information", information),
    ("placement-fit", placement_fit),
    ("early-play", early_play),
];

/// Each choice's chance under weights `w`: the softmax of the logits w . features,
/// one row of features per choice open.
fn chances<const N: usize>(w: &[f64; N], rows: &[[f64; N]]) -> Vec<f64> {
    let logits: Vec<f64> = rows.iter().map(|r| r.iter().zip(w).map(|(a, b)| a * b).sum()).collect();
    let top = logits.iter().copied().fold(f64::MIN, f64::max);
    let e: Vec<f64> = logits.iter().map(|l| (l - top).exp()).collect();
    let z: f64 = e.iter().sum();
    e.into_iter().map(|x| x / z).collect()
}

/// How much better than a uniform pick weights `w` predict the `choices` (each the
/// features of the choices open and the index taken), in nats a choice.
fn nats_above_uniform<const N: usize>(w: &[f64; N], choices: &[(&[[f64; N]], usize)]) -> f64 {
    let nats: f64 = choices.iter().map(|(rows, i)| (chances(w, rows)[*i] * rows.len() as f64).ln()).sum();
    nats / choices.len() as f64
}

/// A conditional logit fitted to `choices` by gradient ascent on their log
/// likelihood, lightly regularized, only the weights `free` lets vary (the rest 0).
fn fit_logit<const N: usize>(choices: &[(&[[f64; N]], usize)], free: impl Fn(usize) -> bool) -> [f64; N] {
    let mut w = [0.0f64; N];
    for _ in 0..3000 {
        let mut grad = [0.0f64; N];
        for (rows, i) in choices {
            let p = chances(&w, rows);
            for (k, g) in grad.iter_mut().enumerate() {
                let mean: f64 = rows.iter().zip(&p).map(|(r, p)| r[k] * p).sum();
                *g += rows[*i][k] - mean;
            }
        }
        for k in (0..N).filter(|&k| free(k)) {
            w[k] += 0.5 * (grad[k] / choices.len() as f64 - 0.001 * w[k]);
        }
    }
    w
}

/// How many [`features`] describe a play.
const FEATURES: usize = 12;

/// What a play looks like to a model of the stand-in's Impressionism plays: the rule of
/// thumb's `value` for it, whether it wins or ties the trick so far, how strong and how
/// costly its cards are (leading, winning and losing apart), two cards or one, a junk,
/// and the cost of a trick it takes.
fn features(round: &Round, action: Action, value: f32) -> [f32; FEATURES] {
    let strong = action.cards().map(strength).sum::<u32>() as f32 / 45.0;
    let cost: f32 = action.cards().map(|c| danger(round, c)).sum();
    let trick = round.trick();
    let lead = trick.is_none();
    let standing = round.standing_after(action);
    let (win, tie) = (!lead && standing == Standing::Winning, !lead && standing == Standing::Tied);
    let table = trick.map_or(0.0, |t| danger_of(round, t.cards()));
    let junk = trick.is_some_and(|t| standing == Standing::Losing && action.cards().all(|c| c.color() != t.color));
    let f = |b: bool| f32::from(u8::from(b));
    [
        value,
        f(win),
        f(tie),
        strong,
        cost,
        f(action.cards().count() == 2),
        f(lead) * strong,
        f(lead) * cost,
        f(win) * strong,
        f(!lead && !win) * strong,
        f(junk),
        f(win) * table,
    ]
}

/// How often a contender's trick plays are the rule of thumb's move (4-player
/// Impressionism): what the others' stray rate in Master's playouts there (75 in 100)
/// and [`STRAY`] are fitted by.
pub fn stray_rate() {
    for kind in [Kind::Trickster, Kind::Level(Level::Hard)] {
        let level = Contender::from(kind);
        let (mut matched, mut chance, mut decisions) = (0.0, 0.0, 0.0);
        for seed in 0..(if kind == Kind::Trickster { 40 } else { 4 }) {
            let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed, first_dealer: None };
            let mut game = Game::new(settings).unwrap();
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            while let Some(seat) = game.to_move() {
                let action = level.decide(&game, seat, seed ^ game.actions().len() as u64);
                let round = *game.round();
                let mut list = ActionList::new();
                round.legal_actions_into(&mut list);
                if matches!(round.phase(), Phase::Playing | Phase::Tie) && list.len() > 1 {
                    decisions += 1.0;
                    chance += 1.0 / list.len() as f32;
                    if heuristic_action(&round, &list, &mut rng) == action {
                        matched += 1.0;
                    }
                }
                game.act(action).unwrap();
            }
        }
        let (m, c) = (matched / decisions, chance / decisions);
        println!(
            "{level}: rule of thumb's move {m:.3} of {decisions} plays; chance {c:.3}; fitted STRAY {:.2}",
            1.0 - (m - c) / (1.0 - c)
        );
    }
}

/// How well models of the stand-in's trick plays predict them, in nats a play above a
/// uniform pick among the legal plays, judged on half the games: the model inference
/// uses (the rule of thumb's move or, with chance [`STRAY`], anything legal), a
/// softmax of the rule of thumb's values, and a conditional logit on [`features`]
/// fitted on the other half. (Weighing PIMC's deals by that logit, `logit=N` in
/// commit b3378e0, gained nothing against the stand-in: `NOTES.md`.)
pub fn play_model() {
    let stand_in = Contender::from(Kind::Trickster);
    // Per play: its game's seed, each legal play's features, the index played and
    // the rule of thumb's index.
    let mut plays: Vec<(u64, Vec<[f64; FEATURES]>, usize, usize)> = Vec::new();
    for seed in 0..60 {
        let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed, first_dealer: None };
        let mut game = Game::new(settings).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        while let Some(seat) = game.to_move() {
            let action = stand_in.decide(&game, seat, seed ^ game.actions().len() as u64);
            let round = *game.round();
            let mut list = ActionList::new();
            round.legal_actions_into(&mut list);
            if round.phase() == Phase::Playing && list.len() > 1 {
                let mut rows = Vec::new();
                impressionism_values(
                    &round,
                    seat,
                    &list,
                    |s| round.hand(s).len() as usize,
                    |a, v| rows.push(features(&round, a, v).map(f64::from)),
                );
                let at = |a| list.iter().position(|&x| x == a).unwrap_or(0);
                plays.push((seed, rows, at(action), at(heuristic_action(&round, &list, &mut rng))));
            }
            game.act(action).unwrap();
        }
    }
    let train = |s: u64| s.is_multiple_of(2);
    let test = |s: u64| !s.is_multiple_of(2);
    let half = |part: &dyn Fn(u64) -> bool| -> Vec<(&[[f64; FEATURES]], usize)> {
        plays.iter().filter(|p| part(p.0)).map(|(_, rows, i, _)| (&rows[..], *i)).collect()
    };
    let (fitted, judged_half) = (half(&train), half(&test));
    let gain = |w: &[f64; FEATURES], part: &[(&[[f64; FEATURES]], usize)]| nats_above_uniform(w, part);
    let w = fit_logit(&fitted, |_| true);
    let judged: Vec<_> = plays.iter().filter(|p| test(p.0)).collect();
    let stray = STRAY as f64;
    let thumb_gain = judged
        .iter()
        .map(|(_, rows, i, h)| {
            let k = rows.len() as f64;
            (k * (stray / k + if i == h { 1.0 - stray } else { 0.0 })).ln()
        })
        .sum::<f64>()
        / judged.len() as f64;
    println!("{} plays; weights {:?}", plays.len(), w.map(|x| (x * 100.0).round() / 100.0));
    println!("rule of thumb or anything (STRAY {STRAY}): {thumb_gain:.3} nats a play above uniform on the judged half");
    println!(
        "conditional logit: {:.3} on the fitted half, {:.3} on the judged half",
        gain(&w, &fitted),
        gain(&w, &judged_half)
    );
    // The softmax of the values alone, its temperature fitted on a grid on the same half.
    let softmax = |t: f64| {
        let mut only = [0.0; FEATURES];
        only[0] = 1.0 / t;
        only
    };
    let t = (0..30)
        .map(|k| 0.05 * 1.25f64.powi(k))
        .fold(1.0, |best, t| if gain(&softmax(t), &fitted) > gain(&softmax(best), &fitted) { t } else { best });
    println!("softmax of the rule of thumb's values (t = {t:.2} points): {:.3}", gain(&softmax(t), &judged_half));
}

/// Against the stand-in: how often the true deal explains the plays better than most
/// sampled deals, and how many deals a pool of 256 amounts to.
pub fn information() {
    let stand_in = Contender::from(Kind::Trickster);
    for moves in [16, 24, 32] {
        let (mut better, mut positions, mut sizes) = (0, 0, 0.0);
        for seed in 0..30 {
            let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed: 500 + seed, first_dealer: None };
            let mut game = Game::new(settings).unwrap();
            for _ in 0..moves {
                let Some(seat) = game.to_move() else { break };
                let action = stand_in.decide(&game, seat, seed ^ game.actions().len() as u64);
                game.act(action).unwrap();
            }
            let Some(seat) = game.to_move() else { continue };
            let view = game.view(seat);
            let Some(past) = seat_past(&game, seat) else { continue };
            let Some(truth) = play_log_likelihood(&view, &past, game.round()) else { continue };
            let sampler = Sampler::new(&view).weighing(8);
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let sampled: Vec<f32> =
                (0..40).filter_map(|_| play_log_likelihood(&view, &past, &sampler.sample(&mut rng))).collect();
            positions += 1;
            better += usize::from(sampled.iter().filter(|&&l| l < truth).count() * 2 > sampled.len());
            sizes += Pool::new(&view, &past, &sampler, 256, &mut rng).map_or(0.0, |p| p.effective_size());
        }
        println!(
            "after {moves} moves: truth above most samples in {better} of {positions}; pool of 256 worth {:.0} deals",
            sizes / positions as f32
        );
    }
}

/// How many [`placement_features`] describe a board bid.
const PLACEMENT_FEATURES: usize = 19;

/// What a board bid of `card` onto `space` looks like to a model of how players choose
/// them, from the hand `held` when bidding (the card included): for Cancel, the flat
/// scoring spaces and +Face apart, a constant, how many cards of the colour the hand
/// holds, the card's value, whether it is the hand's highest of its colour, the colour's
/// summed values, and whether it is a primary; and the rule of thumb's rating.
fn placement_features(space: Space, card: Card, held: Hand) -> [f32; PLACEMENT_FEATURES] {
    let color = held.of_color(card.color());
    let class = match space {
        Space::Cancel => 0,
        Space::Face => 2,
        _ => 1,
    };
    let top = color.iter().all(|c| c.value() <= card.value());
    let mut f = [0.0; PLACEMENT_FEATURES];
    let row = [
        1.0,
        color.len() as f32 / 4.0,
        card.value() as f32 / 9.0,
        f32::from(u8::from(top)),
        color.value_sum() as f32 / 20.0,
        f32::from(u8::from(card.color().is_primary())),
    ];
    f[class * 6..class * 6 + 6].copy_from_slice(&row);
    f[18] = placement_score(space, card, held) as f32 / 10.0;
    f
}

type Row = [f64; PLACEMENT_FEATURES];

/// How well models of the stand-in's board bids predict them, in nats a bid above a
/// uniform pick among the placements open: the rule of thumb's rating as the evidence
/// weighs it (`ai/search/evidence.rs`), and a conditional logit fitted on half the
/// games. (Weighing deals by that logit instead, `PALA_BIDMODEL=1` in commit af3f063,
/// gained nothing against the stand-in: `NOTES.md`.)
pub fn placement_fit() {
    let stand_in = Contender::from(Kind::Trickster);
    // Per board bid: its game's seed, each legal placement's features, the index chosen.
    let mut bids: Vec<(u64, Vec<Row>, usize)> = Vec::new();
    for seed in 0..600 {
        let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed, first_dealer: None };
        let mut game = Game::new(settings).unwrap();
        while let Some(seat) = game.to_move() {
            let round = *game.round();
            if round.phase() != Phase::Bidding {
                let action = decide(&game.view(seat), Level::Easy, seed ^ game.actions().len() as u64);
                game.act(action).unwrap();
                continue;
            }
            let action = stand_in.decide(&game, seat, seed ^ game.actions().len() as u64);
            let mut list = ActionList::new();
            round.legal_actions_into(&mut list);
            let places: Vec<Action> = list.iter().copied().filter(|a| matches!(a, Action::Place(..))).collect();
            if let (Some(i), true) = (places.iter().position(|&a| a == action), places.len() > 1) {
                let held = round.hand(seat);
                let rows = places
                    .iter()
                    .map(|&a| match a {
                        Action::Place(space, card) => placement_features(space, card, held).map(f64::from),
                        _ => [0.0; PLACEMENT_FEATURES],
                    })
                    .collect();
                bids.push((seed, rows, i));
            }
            game.act(action).unwrap();
        }
    }
    let half = |odd: u64| -> Vec<(&[Row], usize)> {
        bids.iter().filter(|b| b.0 % 2 == odd).map(|(_, rows, i)| (&rows[..], *i)).collect()
    };
    let (fitted, judged) = (half(0), half(1));
    let thumb = fit_logit(&fitted, |k| k == 18);
    let logit = fit_logit(&fitted, |_| true);
    let mut fixed = [0.0; PLACEMENT_FEATURES];
    fixed[18] = f64::from(PLACEMENT_WEIGHT);
    println!("{} board bids with a choice; weights {:?}", bids.len(), logit.map(|x| (x * 100.0).round() / 100.0));
    println!(
        "nats a bid above uniform on the judged half: rule of thumb's rating at the weight in use {:.3}, \
         at its fitted weight {:.2}: {:.3}; conditional logit {:.3} (fitted half {:.3})",
        nats_above_uniform(&fixed, &judged),
        thumb[18],
        nats_above_uniform(&thumb, &judged),
        nats_above_uniform(&logit, &judged),
        nats_above_uniform(&logit, &fitted)
    );
}

/// Decisions, agreements and summed regret (points) in one kind of position.
#[derive(Default)]
struct Tally {
    decisions: u32,
    agreed: u32,
    regret: f64,
}

/// Where Master's early trick play loses to a peeking search (4-player Impressionism,
/// Master in seat 0 against three stand-ins of the other app's bot): at each of its
/// trick plays with more than 16 cards in hands and a choice to make, the same search
/// shown every hand (`hard:peek=hands`, the same seed) judges it: how often the two
/// agree, and how much worse Master's move averaged in the peeking search than the
/// peeking search's own choice, in points (an overestimate: the best of several noisy
/// means is biased up), by lead or follow and by trick. `EARLY_SEED` and `EARLY_GAMES`
/// change the deals.
pub fn early_play() {
    let (first, games) = (env("EARLY_SEED", 50000), env("EARLY_GAMES", 160));
    let master = Contender::from(Level::Hard);
    let peeking = Contender::parse("hard:peek=hands").expect("a diagnostic contender");
    let stand_in = Contender::from(Kind::Trickster);
    let mut tallies = BTreeMap::<String, Tally>::new();
    for seed in first..first + games {
        let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed, first_dealer: Some(Seat::new(0)) };
        let mut game = Game::new(settings).expect("a 4-player game");
        while let Some(seat) = game.to_move().filter(|_| game.history().is_empty()) {
            let (round, decision) = (*game.round(), game.decision_seed(seat));
            if seat.index() != 0 {
                game.act(stand_in.decide(&game, seat, decision)).expect("a legal move");
                continue;
            }
            let action = master.decide(&game, seat, decision);
            let mut list = ActionList::new();
            round.legal_actions_into(&mut list);
            if round.phase() == Phase::Playing && list.len() > 1 && cards_left(&round) > 16 {
                let Some(settings) = peeking.settings(Mode::Impressionism, 4) else { return };
                let view = game.view(seat);
                let mut result =
                    pala_ai::merged_search(&pala_ai::shares_in(&view, &settings, decision, &peeking.dealer(&game)));
                result.stats.retain(|s| list.contains(&s.action));
                let best = result.best().expect("a searched move");
                let mean_of = |a: Action| result.stats.iter().find(|s| s.action == a).map_or(best.mean(), |s| s.mean());
                let regret = f64::from((best.mean() - mean_of(action)) * scale(round.rules()));
                let standing = |a: Action| match round.standing_after(a) {
                    Standing::Losing => "loses",
                    Standing::Tied => "ties",
                    Standing::Winning => "wins",
                };
                let kind = match round.trick() {
                    None => "lead".to_string(),
                    Some(_) => format!("follow: Master {}, peeking {}", standing(action), standing(best.action)),
                };
                for key in [kind, format!("trick {}", round.tricks_done() + 1), "all".to_string()] {
                    let tally = tallies.entry(key).or_default();
                    tally.decisions += 1;
                    tally.agreed += u32::from(best.action == action);
                    tally.regret += regret;
                }
            }
            game.act(action).expect("a legal move");
        }
    }
    println!("{games} rounds from seed {first}; regret in points, summed and per round");
    for (kind, t) in &tallies {
        println!(
            "{kind:34} {:4} decisions, agreed {:3.0}%, regret {:6.1} ({:.2} a round)",
            t.decisions,
            100.0 * f64::from(t.agreed) / f64::from(t.decisions),
            t.regret,
            t.regret / games as f64
        );
    }
    if tallies.get("all").is_none_or(|t| t.decisions == 0) {
        println!("no early decision was judged");
    }
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}
