//! The coach's review of a round: Master judges each decision a seat made, from that
//! seat's view at the time (R13: it sees no more than the player did), as the expected
//! round points of the move played against the best move.
//!
//! How a move is valued: deals of the hidden cards that fit what the seat knew are drawn
//! as Master draws them (shown voids respected, weighed by the others' bids), and each
//! legal move is played in every deal and the round played out by the rule of thumb for
//! everyone. All moves meet the same deals and the same playout dice (common random
//! numbers), so the difference between two moves is measured far more precisely than
//! either value. A move's value is the seat's own round points (Pointillism: points won;
//! Impressionism: minus the penalty points taken), averaged over the deals.
//!
//! Every judgement is deterministic for its position and seed, natively and in wasm:
//! the values are sums of whole points.

use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use super::Bot;
use super::outcome::{self, Outcomes};
use super::search::sampler::Sampler;
use super::search::{Rollout, play_out};
use pala_rules::engine::{Action, ActionList, Level, Mode, Phase, SeatView};
use pala_words::{Measure, Moment, Reason, Why};

/// Playouts to spend on one decision, shared among its legal moves.
pub const PLAYOUTS: u32 = 12_000;
/// The fewest and the most deals one decision is judged on.
const DEALS: (u32, u32) = (50, 1000);

/// A gap of at least this many expected round points makes a decision costly.
pub const COSTLY: f64 = 1.0;

/// Master's judgement of one decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judgement {
    /// The move played.
    pub played: Action,
    /// The best move by Master's valuation.
    pub best: Action,
    /// Why the best move beats the one played, from what followed each in the same
    /// playouts (said in words by `words::reason_words`).
    pub reason: Reason,
    /// Expected round points the played move gave away against the best (0 when it is
    /// the best, or when it was the only legal move).
    pub cost: f64,
    /// How many moves were legal.
    pub options: u32,
    /// How many deals of the hidden cards the moves were played out in.
    pub deals: u32,
    /// When in the round the decision came.
    pub moment: Moment,
}

impl Judgement {
    pub fn is_costly(&self) -> bool {
        self.cost >= COSTLY
    }
}

/// Judges `played` for the view's seat, which must be to move.
pub fn judge(view: &SeatView, played: Action, seed: u64) -> Judgement {
    judge_tallied(view, played, seed, None).0
}

/// [`judge`], with what followed each legal move in the playouts (in the engine's order
/// of the moves), on `deals` deals (by default as many as [`PLAYOUTS`] allow, within
/// [`DEALS`]). The tests use fewer deals, and the tallies to check the reason.
pub fn judge_tallied(
    view: &SeatView,
    played: Action,
    seed: u64,
    deals: Option<u32>,
) -> (Judgement, Vec<(Action, Outcomes)>) {
    let mut list = ActionList::new();
    view.legal_actions_into(&mut list);
    let options = list.len() as u32;
    let round = view.round();
    let moment = if round.phase() == Phase::Bidding { Moment::Bidding } else { Moment::Trick(round.tricks_done() + 1) };
    if list.len() <= 1 || !list.contains(&played) {
        let reason = Reason { action: played, mode: round.mode(), why: Why::Forced };
        return (Judgement { played, best: played, reason, cost: 0.0, options, deals: 0, moment }, Vec::new());
    }
    let moves: Vec<Action> = list.to_vec();
    let deals = deals.unwrap_or((PLAYOUTS / options).clamp(DEALS.0, DEALS.1)).max(1);
    // Deals weighed by the others' bids as Master weighs them.
    let hard = Bot::from(Level::Hard).search_for(round.mode(), round.players());
    let sampler = Sampler::new(view).weighing(hard.map_or(1, |c| c.candidates));
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut outcomes = vec![Outcomes::default(); moves.len()];
    let mut scratch = ActionList::new();
    for _ in 0..deals {
        let deal = sampler.sample(&mut rng);
        let dice = rng.next_u64();
        for (tally, &action) in outcomes.iter_mut().zip(&moves) {
            let mut round = deal;
            round.apply_unchecked(action);
            play_out(
                &mut round,
                Rollout::Heuristic { noise: 0 },
                &mut Xoshiro256PlusPlus::seed_from_u64(dice),
                &mut scratch,
            );
            tally.record(view, &round);
        }
    }
    // A move's value: the seat's own round points, signed so that more is better.
    let sign = if round.mode() == Mode::Pointillism { 1 } else { -1 };
    let totals: Vec<i64> = outcomes.iter().map(|o| sign * i64::from(o.points[view.seat.index()])).collect();
    // The best: the highest total; on a tie, the move played (it is as good), else the
    // first in the engine's order.
    let at = |a: Action| moves.iter().position(|&m| m == a).unwrap_or(0);
    let mut best = played;
    for (&action, &total) in moves.iter().zip(&totals) {
        if total > totals[at(best)] {
            best = action;
        }
    }
    let cost = (totals[at(best)] - totals[at(played)]) as f64 / f64::from(deals);
    let reason = if best == played {
        let value = f64::from(outcomes[at(best)].points[view.seat.index()]) / f64::from(deals);
        Reason { action: best, mode: round.mode(), why: Why::Alike { other: played, measure: Measure::Points, value } }
    } else {
        outcome::reason(view, outcome::Valued::OwnScore, (best, &outcomes[at(best)]), (played, &outcomes[at(played)]))
    };
    let judgement = Judgement { played, best, reason, cost, options, deals, moment };
    (judgement, moves.into_iter().zip(outcomes).collect())
}

/// The seed of a review judgement from the decision's own seed
/// ([`Game::decision_seed`](pala_rules::engine::Game::decision_seed), the bots' stream),
/// apart from Master's.
pub fn review_seed(decision: u64) -> u64 {
    decision ^ 0xC0AC_4EED_5EED
}
