//! Pointillism chip bids priced by simulation: one batch of playouts where the bidder
//! chases tricks prices all 63 colour bids at once (the tricks won by colour decide
//! each bid's score), and a batch where the bidder ducks prices the null bid.

use rand_core::RngCore;

use super::search::reward::relative_scores;
use super::search::sampler::Sampler;
use super::search::{Rollout, play_out};
use pala_rules::engine::{Action, ActionList, Bid, Mode, Seat, SeatView, score_pointillism};
use pala_words::{Claim, Event, Measure, Reason, Why, tenths};

/// What one batch of simulated deals found, as sums, so batches priced apart (one per
/// worker) add up to the pricing of all their deals.
#[derive(Clone, Debug, PartialEq)]
pub struct BidTally {
    /// Summed round score against the field's mean, by [`Bid::index`].
    pub expected: [f32; 64],
    /// How many deals made each bid, by [`Bid::index`].
    pub made: [f32; 64],
    pub samples: u32,
}

impl BidTally {
    /// The tallies of several batches added up, in order.
    pub fn merge<'a>(tallies: impl IntoIterator<Item = &'a BidTally>) -> BidTally {
        let mut all = BidTally { expected: [0.0; 64], made: [0.0; 64], samples: 0 };
        for (i, t) in tallies.into_iter().enumerate() {
            if i == 0 {
                all = t.clone();
                continue;
            }
            for b in 0..64 {
                all.expected[b] += t.expected[b];
                all.made[b] += t.made[b];
            }
            all.samples += t.samples;
        }
        all
    }

    /// The means over every deal.
    pub fn pricing(&self) -> BidPricing {
        let n = self.samples.max(1) as f32;
        BidPricing { expected: self.expected.map(|e| e / n), made: self.made.map(|m| m / n), samples: self.samples }
    }
}

/// What simulation says of each bid.
#[derive(Clone, Debug)]
pub struct BidPricing {
    /// Mean round score against the field's mean, by [`Bid::index`].
    pub expected: [f32; 64],
    /// How often each bid was made, by [`Bid::index`].
    pub made: [f32; 64],
    pub samples: u32,
}

impl BidPricing {
    /// The bid with the best expected score, leaning towards risk when behind (a
    /// bidder far behind a leader near the goal prefers bids that can catch up).
    pub fn best(&self, risk: f32) -> (Bid, f32) {
        let mut best = (Bid::NULL, f32::MIN);
        for bid in Bid::all() {
            let utility = self.utility(bid, risk);
            if utility > best.1 {
                best = (bid, utility);
            }
        }
        (best.0, self.expected[best.0.index()])
    }

    /// What a bid is worth to a bidder leaning `risk` towards bids that catch up.
    pub fn utility(&self, bid: Bid, risk: f32) -> f32 {
        let i = bid.index();
        self.expected[i] + risk * bid.count() as f32 * self.made[i]
    }
}

/// The mean of the other seats' totals.
fn others_mean(totals: &[i32], me: Seat, players: usize) -> f32 {
    (totals[..players].iter().sum::<i32>() - totals[me.index()]) as f32 / (players - 1) as f32
}

/// Prices every bid for the view's seat, which must be bidding in Pointillism: the sums
/// of the simulated scores, before they are divided into means
/// ([`BidTally::pricing`]). The deals are weighed by the bids already made
/// (`candidates` per sample, see [`Sampler::weighing`]).
pub fn tally_bids(view: &SeatView, samples: u32, candidates: u32, rng: &mut impl RngCore) -> BidTally {
    let sampler = Sampler::new(view).weighing(candidates);
    let rules = view.round().rules();
    let me = view.seat;
    let mut list = ActionList::new();
    let mut expected = [0f32; 64];
    let mut made = [0f32; 64];
    for _ in 0..samples {
        let deal = sampler.sample(rng);
        // Chasing tricks: price every colour bid from the tricks won by colour.
        let mut round = deal;
        round.apply_unchecked(Action::Bid(Bid::RAINBOW));
        play_out(&mut round, Rollout::HEURISTIC, rng, &mut list);
        let totals = round.score_totals();
        let others = others_mean(&totals, me, rules.players());
        let pile = round.pile(me);
        for mask in 1..64u8 {
            let Some(bid) = Bid::colors(mask) else { continue };
            let score = score_pointillism(rules, Some(bid), pile);
            expected[bid.index()] += score.total as f32 - others;
            made[bid.index()] += score.made as u8 as f32;
        }
        // Ducking: price the null bid.
        let mut round = deal;
        round.apply_unchecked(Action::Bid(Bid::NULL));
        play_out(&mut round, Rollout::HEURISTIC, rng, &mut list);
        let totals = round.score_totals();
        expected[0] += relative_scores(rules, &totals)[me.index()];
        made[0] += (round.pile(me).is_empty()) as u8 as f32;
    }
    BidTally { expected, made, samples }
}

/// Why the priced Pointillism bid `bid` (the best by `utility`) beats the next best bid
/// by the same measure: made more often, or a better margin over the others, in the
/// simulated deals that priced them.
pub fn bid_reason(pricing: &BidPricing, bid: Bid, utility: impl Fn(Bid) -> f32) -> Reason {
    let action = Action::Bid(bid);
    let runner = Bid::all().filter(|&b| b != bid).max_by(|a, b| utility(*a).total_cmp(&utility(*b)));
    let Some(other) = runner else { return Reason { action, mode: Mode::Pointillism, why: Why::Forced } };
    let (i, j) = (bid.index(), other.index());
    let runs = pricing.samples;
    let made = |m: f32| tenths((m * runs as f32).round() as u32, runs);
    let often = Claim::Often { event: Event::YourBidMade, chosen: made(pricing.made[i]), other: made(pricing.made[j]) };
    let margin = Claim::Average {
        measure: Measure::Margin,
        chosen: f64::from(pricing.expected[i]),
        other: f64::from(pricing.expected[j]),
    };
    let favours = |claim: &Claim| match *claim {
        Claim::Often { chosen, other, .. } => chosen > other,
        Claim::Average { chosen, other, .. } => chosen > other,
    };
    let other = Action::Bid(other);
    let why = [margin, often]
        .into_iter()
        // A gap too small to matter is no reason: the bids are close, and said so.
        .find(|c| c.clear() && favours(c))
        .map_or(Why::Alike { other, measure: Measure::Margin, value: f64::from(pricing.expected[i]) }, |claim| {
            Why::Because { claim, other, keeps: None }
        });
    Reason { action, mode: Mode::Pointillism, why }
}
