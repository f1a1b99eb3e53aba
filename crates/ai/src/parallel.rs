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

use thiserror::Error;

use super::bidding::{BidTally, tally_bids};
use super::bot::{MAX_WORKERS, Settings};
use super::outcome::Outcomes;
use super::search::{Dealer, RootStat, Sampling, SearchConfig, SearchResult, search_in};
use pala_rules::engine::{Action, ActionList, Mode, NotationError, Phase, SeatView};

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

/// How a seat decides in this position: by bid pricing (on this many deals), by
/// search, or by rule.
pub(super) enum Way {
    Forced,
    Rule,
    Bids(u32, SearchConfig),
    Search(SearchConfig),
}

pub(super) fn way(view: &SeatView, settings: &Settings, list: &ActionList) -> Way {
    let round = view.round();
    if list.len() <= 1 {
        return Way::Forced;
    }
    let Some(config) = settings.search else { return Way::Rule };
    match settings.bid_samples {
        Some(samples) if round.phase() == Phase::Bidding && round.mode() == Mode::Pointillism => {
            Way::Bids(samples, config)
        }
        _ => Way::Search(config),
    }
}

/// Worker `k`'s share of the decision for the view's seat.
pub fn share(view: &SeatView, settings: &Settings, seed: u64, k: u32) -> Share {
    share_in(view, settings, seed, k, &Sampling)
}

/// Worker `k`'s share of the decision, its searches dealt by `dealer`.
pub fn share_in(view: &SeatView, settings: &Settings, seed: u64, k: u32, dealer: &impl Dealer) -> Share {
    let mut list = ActionList::new();
    view.legal_actions_into(&mut list);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(share_seed(seed, k));
    match way(view, settings, &list) {
        Way::Forced | Way::Rule => Share::Nothing,
        Way::Bids(samples, config) => Share::Bids(Box::new(tally_bids(view, samples, config.candidates, &mut rng))),
        Way::Search(config) => Share::Search(search_in(view, config, &dealer.deals(view, &config), &mut rng)),
    }
}

/// Every worker's share, as many as the settings' workers: on threads natively, one
/// after another in wasm (where the browser's Web Workers do this instead); the same
/// shares either way.
pub fn shares(view: &SeatView, settings: &Settings, seed: u64) -> Vec<Share> {
    shares_in(view, settings, seed, &Sampling)
}

/// Every worker's share, their searches dealt by `dealer`.
pub fn shares_in(view: &SeatView, settings: &Settings, seed: u64, dealer: &impl Dealer) -> Vec<Share> {
    let workers = settings.workers.clamp(1, MAX_WORKERS);
    #[cfg(not(target_arch = "wasm32"))]
    if workers > 1 {
        return std::thread::scope(|scope| {
            let handles: Vec<_> =
                (0..workers).map(|k| scope.spawn(move || share_in(view, settings, seed, k, dealer))).collect();
            // A panic in a share is a bug: it goes on up, as it would on one thread.
            handles.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
        });
    }
    (0..workers).map(|k| share_in(view, settings, seed, k, dealer)).collect()
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
/// lists, every `f32` as its bits (exact, and no float reader in the page's wasm).
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Wire {
    Nothing,
    Search {
        stats: Vec<(String, u32, u32)>,
        /// What followed each move, in the order of `stats`, when the search tallied it.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        outcomes: Vec<Outcomes>,
    },
    Bids {
        expected: Vec<u32>,
        made: Vec<u32>,
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
                    stats: r.stats.iter().map(|s| (s.action.to_string(), s.visits, s.reward.to_bits())).collect(),
                    outcomes: if tallied { r.stats.iter().map(|s| s.outcomes).collect() } else { Vec::new() },
                }
            }
            Share::Bids(t) => {
                let bits = |v: &[f32; 64]| v.iter().map(|x| x.to_bits()).collect();
                Wire::Bids { expected: bits(&t.expected), made: bits(&t.made), samples: t.samples }
            }
        }
    }
}

/// Why a share from a worker cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ShareError {
    #[error("a searched move {text:?} is not a move: {error}")]
    Move { text: String, error: NotationError },
    #[error("{0} bids priced, not 64")]
    Bids(usize),
}

impl TryFrom<Wire> for Share {
    type Error = ShareError;

    fn try_from(wire: Wire) -> Result<Share, ShareError> {
        Ok(match wire {
            Wire::Nothing => Share::Nothing,
            Wire::Search { stats, outcomes } => {
                let stats = stats
                    .into_iter()
                    .enumerate()
                    .map(|(i, (text, visits, bits))| {
                        let reward = f32::from_bits(bits);
                        let action: Action =
                            text.parse().map_err(|error| ShareError::Move { text: text.clone(), error })?;
                        let outcomes = outcomes.get(i).copied().unwrap_or_default();
                        Ok(RootStat { action, visits, reward, outcomes })
                    })
                    .collect::<Result<_, ShareError>>()?;
                Share::Search(SearchResult { stats })
            }
            Wire::Bids { expected, made, samples } => {
                let array = |v: Vec<u32>| {
                    let v: Vec<f32> = v.into_iter().map(f32::from_bits).collect();
                    <[f32; 64]>::try_from(v).map_err(|v| ShareError::Bids(v.len()))
                };
                Share::Bids(Box::new(BidTally { expected: array(expected)?, made: array(made)?, samples }))
            }
        })
    }
}
