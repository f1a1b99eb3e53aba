//! A decision on several cores: root-parallel search (Chaslot, Winands and van den Herik
//! 2008). Each worker searches the same position on its own sampled deals with its own
//! seed and hands back its root statistics, a [`Share`]; the shares are added up in
//! worker order and the most visited move is played. Pointillism bids are priced the
//! same way: each worker prices its own deals and the sums are added.
//!
//! The result depends only on the position, the bot, the seed and the number of
//! workers: natively the shares are searched on threads, in the browser in Web Workers,
//! and one share is exactly the single search a decision on one core makes.

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use super::bidding::{BidTally, tally_bids};
use super::ismcts::{RootStat, SearchResult, search};
use super::outcome::Outcomes;
use super::{Bot, Level};
use crate::engine::{Action, ActionList, Mode, Phase, SeatView};

/// The most workers one decision uses.
pub const MAX_WORKERS: u32 = 8;

/// What one worker found for a decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "Wire", try_from = "Wire")]
pub enum Share {
    /// Nothing to search: a forced move, or a level that decides by rule.
    Nothing,
    /// A search's root statistics.
    Search(SearchResult),
    /// Pointillism bids priced on this worker's deals.
    Bids(Box<BidTally>),
}

/// The seed of worker `k`'s share: worker 0 uses the decision's seed itself (so one
/// worker decides exactly as a single search does), the others a mix of it (SplitMix64's
/// finaliser, so neighbouring seeds do not give neighbouring streams).
pub fn share_seed(seed: u64, k: u32) -> u64 {
    if k == 0 {
        return seed;
    }
    let mut z = seed.wrapping_add(u64::from(k).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How the bot decides in this position: by bid pricing, by search, or by rule.
pub(super) enum Method {
    Forced,
    Rule,
    Bids(super::SearchConfig),
    Search(super::SearchConfig),
}

pub(super) fn method(view: &SeatView, bot: &Bot, list: &ActionList) -> Method {
    let round = view.round();
    if list.len() <= 1 {
        return Method::Forced;
    }
    match (bot.level, bot.search(round.mode(), round.players())) {
        (Level::Random, _) | (_, None) => Method::Rule,
        (Level::Medium | Level::Hard, Some(config))
            if round.phase() == Phase::Bidding && round.mode() == Mode::Pointillism =>
        {
            Method::Bids(config)
        }
        (_, Some(mut config)) => {
            if round.phase() == Phase::Bidding {
                config.iterations = bot.bid_iterations.unwrap_or(config.iterations);
            }
            Method::Search(config)
        }
    }
}

/// Worker `k`'s share of the decision for the view's seat.
pub fn share(view: &SeatView, bot: &Bot, seed: u64, k: u32) -> Share {
    let mut list = ActionList::new();
    view.legal_actions_into(&mut list);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(share_seed(seed, k));
    match method(view, bot, &list) {
        Method::Forced | Method::Rule => Share::Nothing,
        Method::Bids(config) => Share::Bids(Box::new(tally_bids(view, bot.bid_samples(), config.candidates, &mut rng))),
        Method::Search(config) => Share::Search(search(view, config, &mut rng)),
    }
}

/// Every worker's share, `workers` of them: on threads natively, one after another in
/// wasm (where the browser's Web Workers do this instead); the same shares either way.
pub fn shares(view: &SeatView, bot: &Bot, seed: u64, workers: u32) -> Vec<Share> {
    let workers = workers.clamp(1, MAX_WORKERS);
    #[cfg(not(target_arch = "wasm32"))]
    if workers > 1 {
        return std::thread::scope(|scope| {
            let handles: Vec<_> = (0..workers).map(|k| scope.spawn(move || share(view, bot, seed, k))).collect();
            // A panic in a share is a bug: it goes on up, as it would on one thread.
            handles.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
        });
    }
    (0..workers).map(|k| share(view, bot, seed, k)).collect()
}

/// The searches among `shares`, merged.
pub fn merged_search(shares: &[Share]) -> SearchResult {
    SearchResult::merge(shares.iter().filter_map(|s| match s {
        Share::Search(result) => Some(result),
        _ => None,
    }))
}

/// The bid pricings among `shares`, added up (`None` when there are none).
pub fn merged_bids(shares: &[Share]) -> Option<BidTally> {
    let tallies: Vec<&BidTally> = shares
        .iter()
        .filter_map(|s| match s {
            Share::Bids(t) => Some(&**t),
            _ => None,
        })
        .collect();
    (!tallies.is_empty()).then(|| BidTally::merge(tallies))
}

/// A share as it crosses to and from a Web Worker: actions in the notation, arrays as
/// lists (JSON keeps every `f32` exactly).
#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum Wire {
    Nothing,
    Search {
        stats: Vec<(String, u32, f32)>,
        /// What followed each move, in the order of `stats`, when the search tallied it.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        outcomes: Vec<Outcomes>,
    },
    Bids {
        expected: Vec<f32>,
        made: Vec<f32>,
        samples: u32,
    },
}

impl From<Share> for Wire {
    fn from(share: Share) -> Wire {
        match share {
            Share::Nothing => Wire::Nothing,
            Share::Search(r) => {
                let tallied = r.stats.iter().any(|s| s.outcomes.runs > 0);
                Wire::Search {
                    stats: r.stats.iter().map(|s| (s.action.to_string(), s.visits, s.reward)).collect(),
                    outcomes: if tallied { r.stats.iter().map(|s| s.outcomes).collect() } else { Vec::new() },
                }
            }
            Share::Bids(t) => Wire::Bids { expected: t.expected.to_vec(), made: t.made.to_vec(), samples: t.samples },
        }
    }
}

impl TryFrom<Wire> for Share {
    type Error = String;

    fn try_from(wire: Wire) -> Result<Share, String> {
        Ok(match wire {
            Wire::Nothing => Share::Nothing,
            Wire::Search { stats, outcomes } => {
                let stats = stats
                    .into_iter()
                    .enumerate()
                    .map(|(i, (text, visits, reward))| {
                        let action: Action = text.parse().map_err(|e| format!("{text:?}: {e}"))?;
                        let outcomes = outcomes.get(i).copied().unwrap_or_default();
                        Ok(RootStat { action, visits, reward, outcomes })
                    })
                    .collect::<Result<_, String>>()?;
                Share::Search(SearchResult { stats })
            }
            Wire::Bids { expected, made, samples } => {
                let array = |v: Vec<f32>| <[f32; 64]>::try_from(v).map_err(|v| format!("{} bids, not 64", v.len()));
                Share::Bids(Box::new(BidTally { expected: array(expected)?, made: array(made)?, samples }))
            }
        })
    }
}
