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

use super::advice::advice;
use super::ismcts::{Rollout, play_out};
use super::sampler::Sampler;
use super::{Level, decision_seed};
use crate::engine::{Action, ActionList, Game, GameError, GameRecord, Mode, Phase, Round, RuleError, Seat, SeatView};
use crate::explain::action_name;

/// Playouts to spend on one decision, shared among its legal moves.
pub const PLAYOUTS: u32 = 12_000;
/// The fewest and the most deals one decision is judged on.
const DEALS: (u32, u32) = (50, 1000);

/// A gap of at least this many expected round points makes a decision costly.
pub const COSTLY: f64 = 1.0;

/// Master's judgement of one decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judgement {
    /// The move played, in the notation.
    pub played: String,
    /// The best move by Master's valuation, in the notation.
    pub best: String,
    /// The best move and why, in a player's words.
    pub reason: String,
    /// Expected round points the played move gave away against the best (0 when it is
    /// the best, or when it was the only legal move).
    pub cost: f64,
    /// How many moves were legal.
    pub options: u32,
    /// How many deals of the hidden cards the moves were played out in.
    pub deals: u32,
    /// When in the round the decision came: "while bidding" or "on trick 3".
    #[serde(default)]
    pub moment: String,
}

impl Judgement {
    pub fn is_costly(&self) -> bool {
        self.cost >= COSTLY
    }

    /// Coach mode's gentle note after a costly move (none after a good one), e.g.
    /// "Coach, on trick 3: that move was about 16.2 points worse than Master's choice,
    /// Play Red 5 (it wins the trick and keeps your Blue 5 for later)."
    pub fn note(&self) -> Option<String> {
        self.is_costly().then(|| {
            let cost = (self.cost * 10.0).round() / 10.0;
            let points = if cost == 1.0 { "point" } else { "points" };
            // The reason reads "Play Red 5: it wins ..."; the move and its why.
            let (play, why) = self.reason.split_once(": ").unwrap_or((self.reason.trim_end_matches('.'), ""));
            let why = why.trim_end_matches('.');
            let why = if why.is_empty() { String::new() } else { format!(" ({why})") };
            let moment = if self.moment.is_empty() { String::new() } else { format!(", {}", self.moment) };
            format!("Coach{moment}: that move was about {cost} {points} worse than Master's choice, {play}{why}.")
        })
    }
}

/// The seat's own round points in a finished round, signed so that more is better.
fn own_points(round: &Round, seat: Seat) -> f64 {
    let points = f64::from(round.score_totals()[seat.index()]);
    match round.mode() {
        Mode::Pointillism => points,
        Mode::Impressionism => -points,
    }
}

/// Judges `played` for the view's seat, which must be to move.
pub fn judge(view: &SeatView, played: Action, seed: u64) -> Judgement {
    let mut list = ActionList::new();
    view.legal_actions_into(&mut list);
    let options = list.len() as u32;
    let round = view.round();
    let moment = if round.phase() == Phase::Bidding {
        "while bidding".to_string()
    } else {
        format!("on trick {}", round.tricks_done() + 1)
    };
    let only = |reason: String| Judgement {
        played: played.to_string(),
        best: played.to_string(),
        reason,
        cost: 0.0,
        options,
        deals: 0,
        moment: moment.clone(),
    };
    if list.len() <= 1 || !list.contains(&played) {
        return only(format!("{}: the only legal move.", action_name(played)));
    }
    let moves: Vec<Action> = list.to_vec();
    let deals = (PLAYOUTS / options).clamp(DEALS.0, DEALS.1);
    // Deals weighed by the others' bids as Master weighs them.
    let hard = Level::Hard.search(view.round().mode(), view.round().players());
    let sampler =
        Sampler::new(view, true).weighing(hard.map_or(1, |c| c.candidates)).sharpened(hard.map_or(1.0, |c| c.evidence));
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut totals = vec![0.0; moves.len()];
    let mut scratch = ActionList::new();
    for _ in 0..deals {
        let deal = sampler.sample(&mut rng);
        let dice = rng.next_u64();
        for (total, &action) in totals.iter_mut().zip(&moves) {
            let mut round = deal;
            round.apply_unchecked(action);
            play_out(
                &mut round,
                Rollout::Heuristic { noise: 0 },
                &mut Xoshiro256PlusPlus::seed_from_u64(dice),
                &mut scratch,
            );
            *total += own_points(&round, view.seat);
        }
    }
    // The best: the highest total; on a tie, the move played (it is as good), else the
    // first in the engine's order.
    let at = |a: Action| moves.iter().position(|&m| m == a).unwrap_or(0);
    let played_total = totals[at(played)];
    let mut best = played;
    for (&action, &total) in moves.iter().zip(&totals) {
        if total > totals[at(best)] {
            best = action;
        }
    }
    let cost = (totals[at(best)] - played_total) / f64::from(deals);
    Judgement {
        played: played.to_string(),
        best: best.to_string(),
        reason: advice(view, best),
        cost,
        options,
        deals,
        moment,
    }
}

/// The seed of a review judgement: the decision's own seed, apart from Master's.
pub fn review_seed(game: &Game, seat: Seat) -> u64 {
    decision_seed(game, seat) ^ 0xC0AC_4EED_5EED
}

/// Where in the game record `seat` decided in round `round` (counting from 0): the index
/// of each of its actions. Forced moves are included (they cost nothing).
pub fn decisions(game: &Game, round: u32, seat: Seat) -> Vec<usize> {
    let mut at = match Game::new(game.settings()) {
        Ok(g) => g,
        Err(_) => return Vec::new(),
    };
    let mut found = Vec::new();
    for (index, &action) in game.actions().iter().enumerate() {
        if at.round().is_over() && at.next_round().is_err() {
            break;
        }
        if at.round_index() == round && at.to_move() == Some(seat) {
            found.push(index);
        }
        if at.round_index() > round || at.act(action).is_err() {
            break;
        }
    }
    found
}

/// The game as it stood before action `index` of `record` (a new round dealt if the
/// previous one had ended), and that action.
pub fn before(record: &GameRecord, index: usize) -> Result<(Game, Action), GameError> {
    let missing = || RuleError::Other { action: format!("reviewing action {index}, which the record does not have") };
    let action = record.actions.get(index).ok_or_else(missing)?.parse::<Action>()?;
    let prefix = GameRecord { actions: record.actions[..index].to_vec(), rounds: 0, ..record.clone() };
    let mut game = Game::replay(&prefix)?;
    if game.round().is_over() {
        game.next_round()?;
    }
    Ok((game, action))
}

/// Judges action `index` of `record` for the seat that took it.
pub fn judge_action(record: &GameRecord, index: usize) -> Result<(Seat, Judgement), GameError> {
    let (game, action) = before(record, index)?;
    let seat = game.to_move().ok_or(GameError::RoundOver)?;
    Ok((seat, judge(&game.view(seat), action, review_seed(&game, seat))))
}

/// Judges every decision `seat` made in round `round`, in play order.
pub fn review(game: &Game, round: u32, seat: Seat) -> Vec<(usize, Judgement)> {
    let record = game.record();
    decisions(game, round, seat)
        .into_iter()
        .filter_map(|i| judge_action(&record, i).ok().map(|(_, j)| (i, j)))
        .collect()
}
