//! What the other seats' plays say about their hidden cards: inference from play.
//!
//! Each trick card another seat chose was chosen with the hand it held then. A sampled
//! deal is more believable when, replayed from the deal, the others' plays are ones a
//! sensible player would have made with those hands, judged by the rule-of-thumb
//! player: a seat that ducked with a low card more likely had no higher one it wanted
//! to shed; a seat that dumped a costly card more likely had few safe ones. The model
//! is soft: the rule of thumb's move is likely, every other legal move stays possible.
//!
//! Replaying a round costs about one playout, so a search does not weigh every sample
//! this way: it draws a [`Pool`] of deals once, weighs each by how well it explains the
//! plays, and then samples from the pool by weight (sampling importance resampling).

use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::evidence::spent;
use super::policy::heuristic_action;
use super::sampler::Sampler;
use crate::engine::{ActionList, Hand, MAX_PLAYERS, Phase, Round, Seat, SeatView};

/// How often a player's trick play is taken to be anything legal rather than the rule
/// of thumb's move (the rest of the time it is the rule of thumb's). Fitted to the
/// trickster stand-in's plays in 4-player Impressionism (40 rounds, 1,094 plays: the
/// rule of thumb's move 47.4% of the time, where a uniform pick would match 29.4%, so
/// 0.74 by maximum likelihood; Master's plays fit 0.85).
const STRAY: f32 = 0.75;

/// The log likelihood of the other seats' trick plays so far if the hidden cards lie as
/// in `round` (a full round consistent with the view), each play modelled as the rule
/// of thumb's move or, with chance [`STRAY`], any legal one. `None` when the view does
/// not know how the round went, or no other seat has played yet.
pub fn play_log_likelihood(view: &SeatView, round: &Round) -> Option<f32> {
    let (start, actions) = view.past()?;
    // Each seat's hand as dealt: what it holds now, what it played, and its board card.
    let spent = spent(round);
    let hands = std::array::from_fn(|s| round.hands().get(s).map_or(Hand::EMPTY, |h| h.union(spent[s])));
    let mut piles = [Hand::EMPTY; MAX_PLAYERS];
    for (pile, &dealt) in piles.iter_mut().zip(start.piles()) {
        *pile = dealt;
    }
    let mut replay = start.with_hidden(hands, round.left_out(), piles);
    // The rule of thumb breaks ties at random: the same stream for every deal.
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0x9A1A);
    let mut list = ActionList::new();
    let mut log_likelihood = 0.0;
    let mut judged = 0;
    for &action in actions {
        replay.legal_actions_into(&mut list);
        if !list.contains(&action) {
            // The deal cannot have led to this move: as unlikely as can be.
            return Some(f32::MIN / 4.0);
        }
        let mover = replay.to_move().unwrap_or(Seat::new(0));
        if mover != view.seat && matches!(replay.phase(), Phase::Playing | Phase::Tie) && list.len() > 1 {
            let anything = STRAY / list.len() as f32;
            let likely = if heuristic_action(&replay, &list, &mut rng) == action { 1.0 - STRAY } else { 0.0 };
            log_likelihood += libm::logf(likely + anything);
            judged += 1;
        }
        replay.apply_unchecked(action);
    }
    (judged > 0).then_some(log_likelihood)
}

/// Deals drawn once for a search and weighed by how well they explain the plays so far.
pub struct Pool {
    rounds: Vec<Round>,
    /// Running sums of the deals' weights, for drawing one by weight.
    cumulative: Vec<f32>,
}

impl Pool {
    /// `size` deals from `sampler`, weighed by [`play_log_likelihood`]; `None` when
    /// there are no plays to weigh them by.
    pub fn new(view: &SeatView, sampler: &Sampler, size: u32, rng: &mut impl RngCore) -> Option<Pool> {
        view.past()?;
        let mut rounds = Vec::with_capacity(size as usize);
        let mut logs = Vec::with_capacity(size as usize);
        for _ in 0..size {
            let round = sampler.sample(rng);
            logs.push(play_log_likelihood(view, &round)?);
            rounds.push(round);
        }
        let top = logs.iter().copied().fold(f32::MIN, f32::max);
        let mut total = 0.0;
        let cumulative = logs
            .iter()
            .map(|&l| {
                total += libm::expf(l - top);
                total
            })
            .collect();
        Some(Pool { rounds, cumulative })
    }

    /// One of the deals, with a chance in proportion to its weight.
    pub fn draw(&self, rng: &mut impl RngCore) -> Round {
        let total = self.cumulative.last().copied().unwrap_or(0.0);
        let x = (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32 * total;
        let i = self.cumulative.partition_point(|&c| c <= x).min(self.rounds.len() - 1);
        self.rounds[i]
    }

    /// How many deals the weights amount to (Kish's effective sample size).
    #[cfg(test)]
    pub fn effective_size(&self) -> f32 {
        let weights: Vec<f32> = self
            .cumulative
            .iter()
            .scan(0.0, |before, &c| {
                let w = c - *before;
                *before = c;
                Some(w)
            })
            .collect();
        let sum: f32 = weights.iter().sum();
        let squares: f32 = weights.iter().map(|w| w * w).sum();
        if squares > 0.0 { sum * sum / squares } else { 0.0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Level, decide};
    use crate::engine::{Game, GameSettings, Mode};

    /// Plays `moves` actions of a game's first round with rule-of-thumb players.
    fn played(mode: Mode, players: u8, seed: u64, moves: usize) -> Game {
        let settings = GameSettings { mode, players, seed, first_dealer: None };
        let mut game = Game::new(settings).unwrap();
        for _ in 0..moves {
            let Some(seat) = game.to_move() else { break };
            let action = decide(&game.view(seat), Level::Easy, seed ^ game.actions().len() as u64);
            game.act(action).unwrap();
        }
        game
    }

    #[test]
    fn a_view_remembers_only_its_round_and_no_hidden_card() {
        let game = played(Mode::Impressionism, 4, 3, 30);
        let seat = Seat::new(1);
        let view = game.view(seat);
        let (start, actions) = view.past().expect("a dealt round's view knows its past");
        assert_eq!(actions, game.actions(), "the first round: every action so far");
        let dealt = Round::deal(game.rules(), start.dealer(), crate::engine::round_seed(3, 0));
        assert_eq!(start.hand(seat), dealt.hand(seat), "its own hand as dealt");
        for other in start.seats().filter(|&s| s != seat) {
            assert!(start.hand(other).is_empty(), "seat {other:?}'s dealt hand is hidden");
        }
        assert!(start.left_out().is_empty(), "the left-out cards are hidden");
    }

    /// Against rule-of-thumb players the true deal explains their plays better than
    /// most deals consistent with the view: the likelihood carries information.
    #[test]
    fn the_true_deal_explains_rule_of_thumb_plays_better_than_sampled_ones() {
        let (mut better, mut positions) = (0, 0);
        for seed in 0..12 {
            for mode in [Mode::Impressionism, Mode::Pointillism] {
                let game = played(mode, 4, 100 + seed, 24);
                let Some(seat) = game.to_move() else { continue };
                let view = game.view(seat);
                let Some(truth) = play_log_likelihood(&view, game.round()) else { continue };
                let sampler = Sampler::new(&view, true);
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let sampled: Vec<f32> =
                    (0..40).filter_map(|_| play_log_likelihood(&view, &sampler.sample(&mut rng))).collect();
                let below = sampled.iter().filter(|&&l| l < truth).count();
                positions += 1;
                better += usize::from(below * 2 > sampled.len());
            }
        }
        println!("the true deal beat most of 40 sampled deals in {better} of {positions} positions");
        assert!(positions >= 20, "{positions} positions");
        assert!(better * 4 >= positions * 3, "the true deal beat most samples in {better} of {positions}");
    }

    #[test]
    fn a_pool_draws_by_weight_and_alike_for_the_same_seed() {
        let game = played(Mode::Impressionism, 4, 7, 26);
        let seat = game.to_move().unwrap();
        let view = game.view(seat);
        let sampler = Sampler::new(&view, true);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        let pool = Pool::new(&view, &sampler, 64, &mut rng).expect("plays to weigh by");
        let size = pool.effective_size();
        assert!((1.0..=64.0).contains(&size), "effective size {size}");
        let draws = |seed| {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            (0..20).map(|_| pool.draw(&mut rng)).collect::<Vec<_>>()
        };
        assert_eq!(draws(5), draws(5));
        // Every drawn deal is one of the pool's, consistent with the view.
        for round in draws(6) {
            assert_eq!(round.hand(seat), view.hand());
            assert!(pool.rounds.contains(&round));
        }
    }
}

/// How often other bots' trick plays are the rule of thumb's move: what [`STRAY`] is
/// fitted by (`cargo test --release -- --ignored match_rate --nocapture`).
#[cfg(test)]
pub(super) mod fit {
    use super::*;
    use crate::ai::policy::strength;
    use crate::ai::thumb::{danger, danger_of, impressionism_values};
    use crate::ai::{Bot, Level, think_as};
    use crate::engine::{Action, Game, GameSettings, Mode, Standing};

    /// Each choice's chance under weights `w`: the softmax of the logits w . features,
    /// one row of features per choice open.
    pub(in crate::ai) fn chances<const N: usize>(w: &[f64; N], rows: &[[f64; N]]) -> Vec<f64> {
        let logits: Vec<f64> = rows.iter().map(|r| r.iter().zip(w).map(|(a, b)| a * b).sum()).collect();
        let top = logits.iter().copied().fold(f64::MIN, f64::max);
        let e: Vec<f64> = logits.iter().map(|l| (l - top).exp()).collect();
        let z: f64 = e.iter().sum();
        e.into_iter().map(|x| x / z).collect()
    }

    /// How much better than a uniform pick weights `w` predict the `choices` (each the
    /// features of the choices open and the index taken), in nats a choice.
    pub(in crate::ai) fn nats_above_uniform<const N: usize>(w: &[f64; N], choices: &[(&[[f64; N]], usize)]) -> f64 {
        let nats: f64 = choices.iter().map(|(rows, i)| (chances(w, rows)[*i] * rows.len() as f64).ln()).sum();
        nats / choices.len() as f64
    }

    /// A conditional logit fitted to `choices` by gradient ascent on their log
    /// likelihood, lightly regularized, only the weights `free` lets vary (the rest 0).
    pub(in crate::ai) fn fit_logit<const N: usize>(
        choices: &[(&[[f64; N]], usize)],
        free: impl Fn(usize) -> bool,
    ) -> [f64; N] {
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

    #[test]
    #[ignore = "a measurement, not a check"]
    fn match_rate() {
        for level in [Level::Trickster, Level::Hard] {
            let (mut matched, mut chance, mut decisions) = (0.0, 0.0, 0.0);
            for seed in 0..(if level == Level::Hard { 4 } else { 40 }) {
                let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed, first_dealer: None };
                let mut game = Game::new(settings).unwrap();
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                while let Some(seat) = game.to_move() {
                    let view = game.view(seat);
                    let bot = Bot { left_out: game.round().left_out(), ..Bot::from(level) };
                    let action = think_as(&view, &bot, seed ^ game.actions().len() as u64).action;
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
                "{level:?}: rule of thumb's move {m:.3} of {decisions} plays; chance {c:.3}; fitted STRAY {:.2}",
                1.0 - (m - c) / (1.0 - c)
            );
        }
    }

    /// How well models of the stand-in's trick plays predict them, in nats a play above a
    /// uniform pick among the legal plays, judged on half the games: the model inference
    /// uses (the rule of thumb's move or, with chance [`STRAY`], anything legal), a
    /// softmax of the rule of thumb's values, and a conditional logit on [`features`]
    /// fitted on the other half. (Weighing PIMC's deals by that logit, `logit=N` in
    /// commit b3378e0, gained nothing against the stand-in: see the README.)
    #[test]
    #[ignore = "a measurement, not a check"]
    fn logit_fit() {
        // Per play: its game's seed, each legal play's features, the index played and
        // the rule of thumb's index.
        let mut plays: Vec<(u64, Vec<[f64; FEATURES]>, usize, usize)> = Vec::new();
        for seed in 0..60 {
            let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed, first_dealer: None };
            let mut game = Game::new(settings).unwrap();
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            while let Some(seat) = game.to_move() {
                let bot = Bot { left_out: game.round().left_out(), ..Bot::from(Level::Trickster) };
                let action = think_as(&game.view(seat), &bot, seed ^ game.actions().len() as u64).action;
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
        println!(
            "rule of thumb or anything (STRAY {STRAY}): {thumb_gain:.3} nats a play above uniform on the judged half"
        );
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

    /// Against the stand-in: how often the true deal explains the plays better than
    /// most sampled deals, and how many deals a pool of 256 amounts to.
    #[test]
    #[ignore = "a measurement, not a check"]
    fn information_against_the_stand_in() {
        for moves in [16, 24, 32] {
            let (mut better, mut positions, mut sizes) = (0, 0, 0.0);
            for seed in 0..30 {
                let settings =
                    GameSettings { mode: Mode::Impressionism, players: 4, seed: 500 + seed, first_dealer: None };
                let mut game = Game::new(settings).unwrap();
                for _ in 0..moves {
                    let Some(seat) = game.to_move() else { break };
                    let bot = Bot { left_out: game.round().left_out(), ..Bot::from(Level::Trickster) };
                    let action = think_as(&game.view(seat), &bot, seed ^ game.actions().len() as u64).action;
                    game.act(action).unwrap();
                }
                let Some(seat) = game.to_move() else { continue };
                let view = game.view(seat);
                let Some(truth) = play_log_likelihood(&view, game.round()) else { continue };
                let sampler = Sampler::new(&view, true).weighing(8);
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let sampled: Vec<f32> =
                    (0..40).filter_map(|_| play_log_likelihood(&view, &sampler.sample(&mut rng))).collect();
                positions += 1;
                better += usize::from(sampled.iter().filter(|&&l| l < truth).count() * 2 > sampled.len());
                sizes += Pool::new(&view, &sampler, 256, &mut rng).map_or(0.0, |p| p.effective_size());
            }
            println!(
                "after {moves} moves: truth above most samples in {better} of {positions}; pool of 256 worth {:.0} deals",
                sizes / positions as f32
            );
        }
    }
}
