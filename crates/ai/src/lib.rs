//! The AI seats a player meets, the hint and the coach. A bot decides from a
//! [`SeatView`] only, so it never sees a hidden card; the truth never reaches this
//! folder (the lab, which may show a search the true hands, deals through [`Dealer`]).
//!
//! - [`levels`]: what Apprentice (Easy), Painter (Medium) and Master (Hard) do.
//! - [`thumb`]: the rule of thumb, Apprentice's play and the searches' playouts.
//! - [`search`]: information-set Monte Carlo tree search over sampled hidden cards.
//! - [`bidding`]: Pointillism bids priced by simulation.
//! - [`parallel`]: one decision on several workers.
//! - [`outcome`]: what followed each move in the playouts, for the reason.
//! - [`coach`]: the coach's judgement of a player's move.
//! - [`protocol`]: what the page asks an AI worker and what it answers.
//!
//! Every decision is deterministic for a given view, bot and seed.

pub mod bidding;
mod bot;
pub mod coach;
pub mod duplicate;
pub mod levels;
pub mod outcome;
pub mod parallel;
pub mod protocol;
pub mod prover;
pub mod search;
pub mod thumb;

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

pub use bot::{Bot, MAX_WORKERS, Settings, workers_worth};
pub use parallel::{Share, merged_bids, merged_search, share, shares, shares_in};
pub use search::{Dealer, Deals, Rollout, Sampling, SearchConfig};

use pala_rules::engine::{Action, ActionList, Level, Mode, SeatView};
use pala_words::{Aim, Details, Reason, Why};
use parallel::Way;
use search::reward::scale;

/// A decision with its reason and how it was made (said in words by
/// `words::reason_words` and `words::details_words`).
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    pub action: Action,
    /// Why, from what the search saw.
    pub reason: Reason,
    /// How the bot decided, with its figures.
    pub details: Details,
}

/// The action `level` takes for the view's seat, which must be to move.
pub fn decide(view: &SeatView, level: Level, seed: u64) -> Action {
    think(view, level, seed).action
}

/// Master's suggestion for the view's seat, with its reason from the search's own
/// playouts.
pub fn hint(view: &SeatView, seed: u64) -> Decision {
    think_as(view, &Bot { explain: true, ..Bot::from(Level::Hard) }, seed)
}

/// Decides, and says why.
pub fn think(view: &SeatView, level: Level, seed: u64) -> Decision {
    think_as(view, &Bot::from(level), seed)
}

/// Decides as `bot`, and says why: on the bot's workers (one unless set), natively on
/// threads.
pub fn think_as(view: &SeatView, bot: &Bot, seed: u64) -> Decision {
    let round = view.round();
    let settings = bot.settings(round.mode(), round.players());
    merge(view, &settings, seed, &shares(view, &settings, seed))
}

/// The decision from the workers' shares ([`share`]): the merged search's most visited
/// move, the bid that the merged pricing values most, or, for the rule of thumb, its
/// move (which needs no share). Shares that do not fit the position (from a broken
/// worker) count as nothing found; with nothing found the seat plays by rule. The
/// reason compares the move with the runner-up from what followed each in the
/// search's own playouts (when the search tallied them: the hint).
pub fn merge(view: &SeatView, settings: &Settings, seed: u64, shares: &[Share]) -> Decision {
    let mut list = ActionList::new();
    view.legal_actions_into(&mut list);
    let round = view.round();
    let by_rule = || {
        let action = rule_of_thumb_action(view, seed);
        Decision { action, reason: Reason { action, mode: round.mode(), why: Why::Rule }, details: rule_of_thumb(view) }
    };
    match parallel::way(view, settings, &list) {
        Way::Forced => {
            let action = list.first().copied().unwrap_or(Action::Pass);
            Decision {
                action,
                reason: Reason { action, mode: round.mode(), why: Why::Forced },
                details: Details::Forced,
            }
        }
        Way::Rule => by_rule(),
        Way::Bids(..) => {
            let Some(tally) = merged_bids(shares) else { return by_rule() };
            let pricing = tally.pricing();
            let (bid, expected) = pricing.best(risk(view));
            Decision {
                action: Action::Bid(bid),
                reason: bidding::bid_reason(&pricing, bid, |b| pricing.utility(b, risk(view))),
                details: Details::Priced { samples: pricing.samples, expected },
            }
        }
        Way::Search(_) => {
            let mut result = merged_search(shares);
            result.stats.retain(|s| list.contains(&s.action));
            let Some(best) = result.best() else { return by_rule() };
            let details = Details::Searched {
                deals: result.stats.iter().map(|s| s.visits).sum(),
                workers: shares.len() as u32,
                visits: best.visits,
                mean: best.mean(),
                scale: scale(round.rules()),
            };
            // The runner-up: the most visited of the other moves that differ in effect
            // (another card of the same colour on the same space is the same bid), or,
            // where every other move is such a twin, the most visited of them.
            let others = || result.stats.iter().filter(|s| s.action != best.action);
            let runner = others()
                .filter(|s| !outcome::same_in_effect(s.action, best.action))
                .max_by_key(|s| s.visits)
                .or_else(|| others().max_by_key(|s| s.visits));
            let reason = match runner {
                Some(other) if best.outcomes.runs > 0 && other.outcomes.runs > 0 => outcome::reason(
                    view,
                    outcome::Valued::AgainstField,
                    (best.action, &best.outcomes),
                    (other.action, &other.outcomes),
                ),
                _ => Reason { action: best.action, mode: round.mode(), why: Why::Rule },
            };
            Decision { action: best.action, reason, details }
        }
    }
}

/// Apprentice's move, the rule of thumb's, for the view's seat (which must be to move):
/// the same as `decide(view, Level::Easy, seed)` without any search code, so the page
/// can play it when the AI worker fails.
pub fn rule_of_thumb_action(view: &SeatView, seed: u64) -> Action {
    let mut list = ActionList::new();
    view.legal_actions_into(&mut list);
    if list.len() <= 1 {
        return list.first().copied().unwrap_or(Action::Pass);
    }
    let Some(round) = view.on_my_move() else { return Action::Pass };
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    thumb::heuristic_action_with(round, &list, &mut rng, |s| view.hand_count(s))
}

/// How much a seat leans to risky Pointillism bids: more when far behind a leader who
/// is close to the goal (R12), or near a shorter game's last round.
fn risk(view: &SeatView) -> f32 {
    let rules = view.round().rules();
    let scores = &view.scores[..rules.players()];
    let leader = scores.iter().copied().max().unwrap_or(0);
    let mine = scores[view.seat.index()];
    let ending = view.ending();
    let goal = ending.score.unwrap_or(rules.point_goal()).max(1) as f32;
    let closeness = match ending.rounds_left {
        Some(left) => 1.0 / (left as f32 + 1.0),
        None => (leader as f32 / goal).clamp(0.0, 1.0),
    };
    let behind = ((leader - mine) as f32 / goal).clamp(0.0, 1.0);
    2.0 * closeness * behind
}

/// What the rule of thumb aims at, for the details of an Easy decision.
fn rule_of_thumb(view: &SeatView) -> Details {
    let round = view.round();
    Details::Rule(match round.mode() {
        Mode::Impressionism => Aim::AvoidCostlyCards,
        Mode::Pointillism if thumb::bid_wants_tricks(round.mode(), round.bids()[view.seat.index()]) => Aim::WinCheaply,
        Mode::Pointillism => Aim::StayOut,
    })
}
