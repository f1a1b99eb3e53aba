//! AI seats. A bot decides from a [`SeatView`] only, so it never sees a hidden card.
//!
//! - **Random**: uniform over the legal actions (for tests).
//! - **Easy** ("Apprentice"): the rule-of-thumb policy: bids the colours whose top cards
//!   it holds, wins tricks cheaply when it wants them, sheds its strongest card when not;
//!   in Impressionism it weighs each play by the board and by the odds, from the cards
//!   it has not seen, that a card is beaten: it leads what others likely beat, ducks,
//!   takes a trick only when it is cheap or sure, and dumps strong and costly cards on
//!   tricks it loses (`thumb.rs`).
//! - **Medium** ("Painter") and **Hard** ("Master"): Pointillism bids priced by
//!   simulation, then information-set Monte Carlo tree search over sampled hidden hands
//!   (respecting the voids each seat has shown, and weighed by how well they explain
//!   the others' bids: `evidence.rs`) with rule-of-thumb playouts. Medium prices bids on
//!   60 simulated deals and searches 50 iterations (400 in Impressionism); Hard uses
//!   1,500 deals and 10,000 iterations, weighs 8 candidate deals per sample and solves
//!   the last 8 cards exactly (`solver.rs`); its playouts follow the rule of thumb
//!   (random in 3-player Impressionism, tuned in the arena). In 4-player Impressionism
//!   it searches 100 sampled deals as if every hand were known and sums what they say
//!   (perfect-information Monte Carlo), its playouts letting the others stray from the
//!   rule of thumb as often as the stand-in of the other app's bot does.
//! - **Reference**: plain ISMCTS with 1,000 iterations and random playouts, the budget
//!   of a shipping Pala app; a sparring partner for the arena.
//!
//! Every decision is deterministic for a given view, level and seed.

mod bidding;
mod bot;
mod drive;
mod evidence;
mod inference;
mod ismcts;
pub mod latency;
pub mod outcome;
mod parallel;
mod policy;
pub mod review;
mod reward;
pub mod sampler;
mod solver;
mod thumb;
pub mod trace;
mod trickster;

use std::fmt;

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

pub use bidding::{BidPricing, BidTally, price_bids, tally_bids};
pub use bot::{Bot, Peek};
pub use drive::{Refusal, drive};
pub use ismcts::{Reward, Rollout, RootStat, SearchConfig, SearchResult, play_out, search};
use parallel::Method;
pub use parallel::{MAX_WORKERS, Share, merged_bids, merged_search, share, share_seed, shares};
pub use policy::{heuristic_action, heuristic_action_with, strength};
pub use reward::{game_rewards, relative_scores, rewards, scale as reward_scale};
pub use sampler::Sampler;
pub use solver::{cards_left, solve};

use crate::engine::{Action, ActionList, Hand, Mode, Seat, SeatView};
use crate::words::{Reason, Why};

/// How strong an AI seat plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
    /// Plain ISMCTS, 1,000 iterations, random playouts.
    Reference,
    /// A stand-in of the other Pala app's bot, for the arena only (`trickster.rs`):
    /// never in a save or a request.
    #[serde(skip)]
    Trickster,
}

impl Level {
    pub const ALL: [Level; 6] =
        [Level::Random, Level::Easy, Level::Medium, Level::Hard, Level::Reference, Level::Trickster];
    /// The levels a player picks from.
    pub const PLAYABLE: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The name shown to players.
    pub const fn title(self) -> &'static str {
        match self {
            Level::Random => "Random",
            Level::Easy => "Apprentice",
            Level::Medium => "Painter",
            Level::Hard => "Master",
            Level::Reference => "ISMCTS-1000",
            Level::Trickster => "Trickster stand-in",
        }
    }

    /// The command-line name.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Reference => "ismcts1000",
            Level::Trickster => "trickster",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        let text = text.trim().to_ascii_lowercase();
        Level::ALL.into_iter().find(|l| l.name() == text || l.title().to_ascii_lowercase() == text)
    }

    /// How this level searches (trick play, ties, and Impressionism bidding); `None`
    /// for the levels that play by rule (Random, Easy). Tuned with `pala arena`.
    pub fn search(self, mode: Mode, players: usize) -> Option<SearchConfig> {
        let tuned = SearchConfig {
            iterations: 0,
            rollout: Rollout::HEURISTIC,
            use_voids: true,
            candidates: 1,
            evidence: 1.0,
            inference: 0,
            prior: 0.0,
            exploration: 0.3,
            determinized: 0,
            solve_at: 0,
            solve_budget: SOLVE_BUDGET,
            reward: Reward::Game,
            left_out: Hand::EMPTY,
            truth: None,
            truth_deals: false,
            tally: false,
        };
        match self {
            Level::Random | Level::Easy => None,
            // 50 iterations, not 200: at 200 Medium played 4-player tables almost as well
            // as Hard (arena, 60 deals: +0.05 [-0.81, +0.91] in Impressionism, +0.33
            // [-0.55, +1.20] in Pointillism), so the levels felt alike; at 50 the ladder
            // spreads (+1.70 and +0.97) and Medium still beats Easy everywhere.
            //
            // In Impressionism, 400: the issue asks Painter to beat the stand-in of the
            // other app's bot, and at 50 it did not (arena, one Painter seat in two,
            // seeds 2000-2099, 3/4/5 players: -0.77, -0.51, -0.26); at 400 it does
            // (+0.68, +0.90, +0.68), 150 was not enough at 4 players (+0.27).
            Level::Medium => {
                Some(SearchConfig { iterations: if mode == Mode::Impressionism { 400 } else { 50 }, ..tuned })
            }
            Level::Hard => Some(SearchConfig {
                iterations: 10_000,
                // Tuned in the arena against the ISMCTS-1000 reference (100 duplicate
                // deals per table): in 3-player Impressionism random playouts judged
                // better (+1.24 against -0.13 with the rule of thumb, whose play misleads
                // the search about which tricks are free); in 5-player Impressionism the
                // rule of thumb did (+0.48 against +0.06), as in Pointillism.
                //
                // In 4-player Impressionism (issue 18, against three stand-ins of the other
                // app's bot, seed by seed against the tree search with the rule of thumb
                // for every seat): the other seats' playouts stray from the rule of thumb
                // 75 times in 100, the rate fitted to how often the stand-in's plays agree
                // with it (`inference.rs`), and perfect-information Monte Carlo over 100
                // deals of 100 iterations in place of one tree: +0.63 ± 0.45 on 200 fresh
                // seeds from 23000 (+0.43 ± 0.28 over 500), and quicker.
                rollout: match (mode, players) {
                    (Mode::Impressionism, 3) => Rollout::Random,
                    (Mode::Impressionism, 4) => Rollout::Modelled { own: 10, others: 75, bids: 75 },
                    _ => Rollout::HEURISTIC,
                },
                determinized: if (mode, players) == (Mode::Impressionism, 4) { 100 } else { 0 },
                candidates: 8,
                solve_at: 8,
                ..tuned
            }),
            // Textbook ISMCTS: random playouts, no inference from voids or bids, and the
            // usual wider exploration.
            Level::Reference => Some(SearchConfig {
                iterations: 1000,
                rollout: Rollout::Random,
                use_voids: false,
                exploration: 0.7,
                ..tuned
            }),
            Level::Trickster => Some(trickster::SEARCH),
        }
    }

    /// Simulated deals to price Pointillism bids.
    pub fn bid_samples(self) -> u32 {
        match self {
            Level::Medium => 60,
            _ => 1500,
        }
    }

    /// Workers (cores) searching each decision together by default: one; the app's
    /// Master asks for more where the device has them.
    pub fn workers(self) -> u32 {
        1
    }
}

/// The most positions one exact end-of-round solve may visit before the search falls
/// back to a playout (a few hundred are typical at 8 cards left).
const SOLVE_BUDGET: u32 = 4000;

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

/// A decision with its reason (said in words by `words::reason_words`), and the
/// numbers behind it.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    pub action: Action,
    /// Why, from what the search saw.
    pub reason: Reason,
    /// How the bot decided, with its figures.
    pub details: String,
}

/// The seed of a decision: the deal number, how many actions the game has had and the
/// seat. The app, the hint and the arena all use it, so an arena run reproduces an app
/// decision.
pub fn decision_seed(game: &crate::engine::Game, seat: Seat) -> u64 {
    game.settings().seed
        ^ (game.actions().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ u64::from(seat.id()) << 56
}

/// The action `level` takes for the view's seat, which must be to move.
pub fn decide(view: &SeatView, level: Level, seed: u64) -> Action {
    think(view, level, seed).action
}

/// The action `bot` takes for the view's seat, which must be to move.
pub fn decide_as(view: &SeatView, bot: &Bot, seed: u64) -> Action {
    think_as(view, bot, seed).action
}

/// The Hard level's suggestion for the view's seat, with its reason from the search's
/// own playouts.
pub fn hint(view: &SeatView, seed: u64) -> Decision {
    think_as(view, &Bot { explain: true, ..Bot::from(Level::Hard) }, seed)
}

/// Decides, and says why.
pub fn think(view: &SeatView, level: Level, seed: u64) -> Decision {
    think_as(view, &Bot::from(level), seed)
}

/// Decides as `bot`, and says why: on the bot's workers (one unless set), natively on
/// threads; in the bidding, as the bot's `bidder` level if it has one (arena only).
pub fn think_as(view: &SeatView, bot: &Bot, seed: u64) -> Decision {
    if let Some(bidder) = bot.bidder.filter(|_| view.round().phase() == crate::engine::Phase::Bidding) {
        return think_as(view, &Bot { level: bidder, bidder: None, ..*bot }, seed);
    }
    merge(view, bot, seed, &shares(view, bot, seed, bot.workers()))
}

/// The decision from the workers' shares ([`share`]): the merged search's most visited
/// move, the bid that the merged pricing values most, or, for the levels that play by
/// rule, their move (which needs no share). Shares that do not fit the position (from
/// a broken worker) count as nothing found; with nothing found the seat plays by rule.
/// The reason compares the move with the runner-up from what followed each in the
/// search's own playouts (when the bot tallied them: the hint).
pub fn merge(view: &SeatView, bot: &Bot, seed: u64, shares: &[Share]) -> Decision {
    let mut list = ActionList::new();
    view.legal_actions_into(&mut list);
    let round = view.round();
    let by_rule = || {
        let action = rule_of_thumb_action(view, seed);
        Decision {
            action,
            reason: Reason { action, mode: view.round().mode(), why: Why::Rule },
            details: rule_of_thumb(view),
        }
    };
    match parallel::method(view, bot, &list) {
        Method::Forced => {
            let action = list.first().copied().unwrap_or(Action::Pass);
            Decision {
                action,
                reason: Reason { action, mode: round.mode(), why: Why::Forced },
                details: "Nothing else is legal here.".into(),
            }
        }
        Method::Rule if bot.level == Level::Random => {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let action = list[policy::below(&mut rng, list.len())];
            Decision {
                action,
                reason: Reason { action, mode: view.round().mode(), why: Why::Rule },
                details: "Picked at random.".into(),
            }
        }
        Method::Rule => by_rule(),
        Method::Bids(_) => {
            let Some(tally) = merged_bids(shares) else { return by_rule() };
            let pricing = tally.pricing();
            let (bid, expected) = pricing.best(risk(view));
            let details = format!(
                "Priced on {} simulated deals of the hidden cards; this bid averages {} points {} than the others' average.",
                pricing.samples,
                format_args!("{:.1}", expected.abs()),
                if expected >= 0.0 { "better" } else { "worse" }
            );
            Decision {
                action: Action::Bid(bid),
                reason: outcome::bid_reason(&pricing, bid, |b| pricing.utility(b, risk(view))),
                details,
            }
        }
        Method::Search(_) => {
            let mut result = merged_search(shares);
            result.stats.retain(|s| list.contains(&s.action));
            let Some(best) = result.best() else { return by_rule() };
            let searched: u32 = result.stats.iter().map(|s| s.visits).sum();
            let details = format!(
                "Searched {searched} simulated deals of the hidden cards{}; this move was tried {} times and averaged \
                 {:+.2} on the search's scale, where +1 is {} points better than the others' average \
                 (in a round that can end the game, winning the game counts most).",
                if shares.len() > 1 { format!(" on {} workers", shares.len()) } else { String::new() },
                best.visits,
                best.mean(),
                reward::scale(round.rules())
            );
            // The runner-up: the most visited of the other moves.
            let runner = result.stats.iter().filter(|s| s.action != best.action).max_by_key(|s| s.visits);
            let reason = match runner {
                Some(other) if best.outcomes.runs > 0 && other.outcomes.runs > 0 => outcome::reason(
                    round,
                    view.seat,
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
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    heuristic_action_with(view.round(), &list, &mut rng, |s| view.hand_count(s))
}

/// How much a seat leans to risky Pointillism bids: more when far behind a leader who
/// is close to the goal (R12).
fn risk(view: &SeatView) -> f32 {
    let rules = view.round().rules();
    let scores = &view.scores[..rules.players()];
    let leader = scores.iter().copied().max().unwrap_or(0);
    let mine = scores[view.seat.index()];
    let goal = rules.point_goal() as f32;
    let closeness = (leader as f32 / goal).clamp(0.0, 1.0);
    let behind = ((leader - mine) as f32 / goal).clamp(0.0, 1.0);
    2.0 * closeness * behind
}

/// What the rule of thumb aims at, for the details of an Easy decision.
fn rule_of_thumb(view: &SeatView) -> String {
    let round = view.round();
    let aim = match round.mode() {
        Mode::Impressionism => {
            "take a trick only when its cards cost nothing on the board, and shed costly cards on tricks others win"
        }
        Mode::Pointillism if policy::wants_tricks(round, view.seat) => "win tricks cheaply in the colours you bid",
        Mode::Pointillism => "stay out of tricks and shed your strongest cards",
    };
    format!("The rule of thumb: {aim}.")
}
