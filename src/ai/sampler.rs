//! Sampling the hidden cards: full rounds consistent with everything a seat has seen.
//!
//! The unseen cards (other hands, the left-out cards, unseen pile cards) are dealt out
//! again at random, respecting each seat's hand size and the colours it has shown it
//! lacks (by junking or smearing). The most constrained cards are placed first.

use rand_core::RngCore;

use super::policy::below;
use crate::engine::{Card, Color, Hand, MAX_PLAYERS, Round, SeatView};

/// Deals the unseen cards for one view; reuse it for many samples.
#[derive(Clone, Debug)]
pub struct Sampler {
    view: SeatView,
    unseen: Vec<Card>,
    /// Places to deal to: seats 0..n (hands), n (left out), n+1.. (unseen piles).
    capacity: Vec<usize>,
    /// Colours each place may not receive (voids; none for left-out and piles).
    voids: Vec<u8>,
    /// Whether to respect voids (the reference bot ignores them).
    respect_voids: bool,
}

impl Sampler {
    pub fn new(view: &SeatView, respect_voids: bool) -> Sampler {
        let round = view.round();
        let n = round.players();
        let me = view.seat as usize;
        let unseen: Vec<Card> = view.unseen().iter().collect();
        let mut capacity = vec![0; 2 * n + 1];
        let mut voids = vec![0u8; 2 * n + 1];
        for s in (0..n).filter(|&s| s != me) {
            capacity[s] = view.hand_count(s);
            voids[s] = round.voids(s);
        }
        for s in 0..n {
            capacity[n + 1 + s] = view.unseen_pile_count(s);
        }
        let placed: usize = capacity.iter().sum();
        capacity[n] = unseen.len().saturating_sub(placed);
        Sampler { view: *view, unseen, capacity, voids, respect_voids }
    }

    /// One full round consistent with the view.
    pub fn sample(&self, rng: &mut impl RngCore) -> Round {
        let n = self.view.round().players();
        let places = self.capacity.len();
        let mut cards = self.unseen.clone();
        shuffle(&mut cards, rng);
        if self.respect_voids {
            // Cards of colours that fewer places accept go first.
            cards.sort_by_key(|c| self.accepting(c.color()));
        }
        let mut left = self.capacity.clone();
        let mut dealt = vec![Hand::EMPTY; places];
        for card in cards {
            let place = self.pick_place(card.color(), &left, rng);
            left[place] -= 1;
            dealt[place].insert(card);
        }
        let mut hands = [Hand::EMPTY; MAX_PLAYERS];
        let mut piles = [Hand::EMPTY; MAX_PLAYERS];
        for s in 0..n {
            hands[s] = dealt[s];
            piles[s] = dealt[n + 1 + s];
        }
        self.view.determinize(hands, dealt[n], piles)
    }

    fn allowed(&self, place: usize, color: Color) -> bool {
        !self.respect_voids || self.voids[place] & (1 << color.index()) == 0
    }

    fn accepting(&self, color: Color) -> usize {
        (0..self.capacity.len()).filter(|&p| self.capacity[p] > 0 && self.allowed(p, color)).count()
    }

    /// A place with room, weighted by room left; voids respected when possible.
    fn pick_place(&self, color: Color, left: &[usize], rng: &mut impl RngCore) -> usize {
        for strict in [true, false] {
            let total: usize = (0..left.len()).filter(|&p| !strict || self.allowed(p, color)).map(|p| left[p]).sum();
            if total == 0 {
                continue;
            }
            let mut k = below(rng, total);
            for (p, &room) in left.iter().enumerate() {
                if strict && !self.allowed(p, color) {
                    continue;
                }
                if k < room {
                    return p;
                }
                k -= room;
            }
        }
        // Unreachable while capacities add up to the unseen cards; keep it total.
        left.iter().position(|&r| r > 0).unwrap_or(0)
    }
}

/// Fisher-Yates.
pub fn shuffle<T>(items: &mut [T], rng: &mut impl RngCore) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}
