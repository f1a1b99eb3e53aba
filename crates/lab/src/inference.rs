//! What the other seats' plays say about their hidden cards: inference from play, a lab
//! experiment that no shipped level uses (it gained nothing against the stand-in of the
//! other app's bot: `NOTES.md`); kept for the measurements behind the shipped settings
//! (`pala lab stray-rate`, `pala lab play-model`, `pala lab information`).
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

use pala_ai::search::evidence::spent;
use pala_ai::search::sampler::Sampler;
use pala_ai::thumb::heuristic_action;
use pala_rules::engine::{Action, ActionList, Game, Hand, MAX_PLAYERS, Phase, Round, Seat, SeatView, TableView};

/// How often a player's trick play is taken to be anything legal rather than the rule
/// of thumb's move (the rest of the time it is the rule of thumb's). Fitted to the
/// trickster stand-in's plays in 4-player Impressionism (40 rounds, 1,094 plays: the
/// rule of thumb's move 47.4% of the time, where a uniform pick would match 29.4%, so
/// 0.74 by maximum likelihood; Master's plays fit 0.85).
pub const STRAY: f32 = 0.75;

/// How the round went as `seat` saw it: the round as dealt with the hidden cards
/// removed (its own hand as dealt stays), and every action since. All of it was public
/// at the table (R13: a seat may remember what it saw played); the lab reads it from
/// the true game. `None` for a scenario's given position.
pub fn seat_past(game: &Game, seat: Seat) -> Option<(Round, Vec<Action>)> {
    let (start, actions) = game.round_so_far()?;
    let mut scores = [0; MAX_PLAYERS];
    scores[..game.scores().len()].copy_from_slice(game.scores());
    let view = SeatView::new(start, seat, scores);
    Some((view.determinize([Hand::EMPTY; MAX_PLAYERS], Hand::EMPTY, [Hand::EMPTY; MAX_PLAYERS]), actions.to_vec()))
}

/// The log likelihood of the other seats' trick plays so far if the hidden cards lie as
/// in `round` (a full round consistent with the view), each play modelled as the rule
/// of thumb's move or, with chance [`STRAY`], any legal one; `past` is how the round
/// went as the seat saw it ([`seat_past`]). `None` when no other seat has played yet.
pub fn play_log_likelihood(view: &SeatView, past: &(Round, Vec<Action>), round: &Round) -> Option<f32> {
    let (start, actions) = (&past.0, &past.1);
    // Each seat's hand as dealt: what it holds now, what it played, and its board card.
    let spent = spent(TableView::of(round).round());
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
    pub fn new(
        view: &SeatView,
        past: &(Round, Vec<Action>),
        sampler: &Sampler,
        size: u32,
        rng: &mut impl RngCore,
    ) -> Option<Pool> {
        let mut rounds = Vec::with_capacity(size as usize);
        let mut logs = Vec::with_capacity(size as usize);
        for _ in 0..size {
            let round = sampler.sample(rng);
            logs.push(play_log_likelihood(view, past, &round)?);
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
    use pala_ai::decide;
    use pala_rules::engine::{GameSettings, Level, Mode};

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
    fn a_seat_remembers_only_its_round_and_no_hidden_card() {
        let game = played(Mode::Impressionism, 4, 3, 30);
        let seat = Seat::new(1);
        let (start, actions) = seat_past(&game, seat).expect("a dealt round has a past");
        assert_eq!(actions, game.actions(), "the first round: every action so far");
        let dealt = Round::deal(game.rules(), start.dealer(), pala_rules::engine::round_seed(3, 0));
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
                let past = seat_past(&game, seat).unwrap();
                let Some(truth) = play_log_likelihood(&view, &past, game.round()) else { continue };
                let sampler = Sampler::new(&view);
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let sampled: Vec<f32> =
                    (0..40).filter_map(|_| play_log_likelihood(&view, &past, &sampler.sample(&mut rng))).collect();
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
        let sampler = Sampler::new(&view);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        let past = seat_past(&game, seat).unwrap();
        let pool = Pool::new(&view, &past, &sampler, 64, &mut rng).expect("plays to weigh by");
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
