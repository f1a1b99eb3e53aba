//! Sampling the hidden cards: full rounds consistent with everything a seat has seen.
//!
//! The unseen cards (other hands, the left-out cards, unseen pile cards) are dealt out
//! again at random, respecting each seat's hand size and the colours it has shown it
//! lacks (by junking or smearing). The most constrained cards are placed first. With
//! [`Sampler::weighing`], a few candidate deals are drawn and one is kept with a
//! chance that grows with how well it explains the other seats' bids and board bids
//! ([`Evidence`]): sampling importance resampling.

use rand_core::RngCore;

use super::evidence::Evidence;
use arrayvec::ArrayVec;

use pala_rules::engine::random::below;
use pala_rules::engine::{Card, Color, DECK_SIZE, Hand, MAX_PLAYERS, Round, SeatView};

/// Deals drawn at most for one sample when a deal breaks a shown void.
const DEAL_ATTEMPTS: usize = 16;

/// Places to deal to: seats 0..n (hands), n (left out), n+1.. (unseen piles).
pub(crate) const PLACES: usize = 2 * MAX_PLAYERS + 1;

/// What a sampler knows beyond the seat's view, or ignores of it: for every level a
/// player meets, nothing ([`Sparring::FAIR`]).
#[derive(Clone, Copy, Debug)]
struct Sparring {
    /// Whether to respect shown voids (the lab's textbook reference ignores them).
    respect_voids: bool,
    /// Cards known to be left out of the deal (the lab's stand-in of the other app's
    /// bot); empty otherwise.
    left_out: Hand,
}

impl Sparring {
    const FAIR: Sparring = Sparring { respect_voids: true, left_out: Hand::EMPTY };
}

/// Deals the unseen cards for one view; reuse it for many samples.
#[derive(Clone, Debug)]
pub struct Sampler {
    view: SeatView,
    /// What a lab sparring partner knows or ignores ([`Sampler::knowing`]); no level a
    /// player meets is built with it (the feature is the lab's alone).
    #[cfg(feature = "lab")]
    sparring: Sparring,
    /// The unseen cards, the colours that fewer places accept first (so the most
    /// constrained cards are placed while there is room for them).
    unseen: ArrayVec<Card, DECK_SIZE>,
    /// How many unseen cards each place takes.
    capacity: [usize; PLACES],
    /// Colours each place may not receive (voids; none for left-out and piles).
    voids: [u8; PLACES],
    /// The places each colour may go to, as bits by place (every place when voids are
    /// not respected), by colour index.
    accepts: [u16; 6],
    /// How many places accept each colour, by colour index.
    accepting: [usize; 6],
    /// The bids and board bids to weigh deals by, and how many candidates to draw.
    evidence: Option<(Evidence, u32)>,
}

impl Sampler {
    /// The sampler of every level a player meets: the unseen cards dealt out anew,
    /// each seat's shown voids respected.
    pub fn new(view: &SeatView) -> Sampler {
        Sampler::with(view, Sparring::FAIR)
    }

    /// A sampler for the lab's sparring partners: one that ignores shown voids (the
    /// textbook ISMCTS reference), or one that knows which cards were left out of the
    /// deal (`left_out`, those of them still unseen, never dealt to a seat), as the
    /// stand-in of the other app's bot effectively does. Built only with the `lab`
    /// feature, which only the lab crate turns on: the shipped AI cannot be told a
    /// hidden card.
    #[cfg(feature = "lab")]
    pub fn knowing(view: &SeatView, respect_voids: bool, left_out: Hand) -> Sampler {
        Sampler::with(view, Sparring { respect_voids, left_out: left_out.intersect(view.unseen()) })
    }

    fn with(view: &SeatView, sparring: Sparring) -> Sampler {
        let unseen: ArrayVec<Card, DECK_SIZE> = view.unseen().minus(sparring.left_out).iter().collect();
        let (capacity, voids) = places(view, unseen.len());
        let mut sampler = Sampler {
            view: *view,
            #[cfg(feature = "lab")]
            sparring,
            unseen,
            capacity,
            voids,
            accepts: [0; 6],
            accepting: [0; 6],
            evidence: None,
        };
        sampler.accepts = Color::ALL.map(|c| (0..PLACES).filter(|&p| sampler.allowed(p, c)).fold(0, |m, p| m | 1 << p));
        sampler.accepting =
            Color::ALL.map(|c| (0..PLACES).filter(|&p| sampler.capacity[p] > 0 && sampler.allowed(p, c)).count());
        if sparring.respect_voids {
            // Cards of colours that fewer places accept are dealt first, while there is
            // room for them.
            sampler.unseen = sampler.most_constrained_first(&sampler.unseen);
        }
        sampler
    }

    /// Weighs deals by the other seats' bids and board bids, keeping one of
    /// `candidates` deals per sample (1 or less: no weighing).
    pub fn weighing(mut self, candidates: u32) -> Sampler {
        let evidence = Evidence::new(&self.view);
        if candidates > 1 && !evidence.is_empty() {
            self.evidence = Some((evidence, candidates));
        }
        self
    }

    /// One full round consistent with the view (and, when weighing, likely given the
    /// evidence).
    pub fn sample(&self, rng: &mut impl RngCore) -> Round {
        let Some((evidence, candidates)) = &self.evidence else { return self.round(&self.deal(rng)) };
        // Candidates are weighed by their hands alone; only the kept one becomes a round.
        let mut kept = self.deal(rng);
        // Keeping each new candidate with probability w / (sum of weights so far) picks
        // one in proportion to its weight (weighted reservoir sampling, in logs). libm
        // computes alike natively and in wasm, so decisions stay identical on both.
        let mut total = evidence.log_weight(&kept.places);
        for _ in 1..*candidates {
            let deal = self.deal(rng);
            let weight = evidence.log_weight(&deal.places);
            total = log_add(total, weight);
            if unit(rng) < libm::expf(weight - total) {
                kept = deal;
            }
        }
        self.round(&kept)
    }

    /// The full round of a deal: the view with the dealt cards in place.
    fn round(&self, deal: &Deal) -> Round {
        let n = self.view.round().players();
        let mut hands = [Hand::EMPTY; MAX_PLAYERS];
        let mut piles = [Hand::EMPTY; MAX_PLAYERS];
        hands[..n].copy_from_slice(&deal.places[..n]);
        piles[..n].copy_from_slice(&deal.places[n + 1..2 * n + 1]);
        self.view.determinize(hands, deal.places[n], piles)
    }

    /// One deal consistent with the view, without weighing. Placing the most
    /// constrained cards first can still corner a card whose every accepting place is
    /// full; such a deal breaks a shown void, so it is dealt again (a few times at most).
    fn deal(&self, rng: &mut impl RngCore) -> Deal {
        let mut last = None;
        for _ in 0..DEAL_ATTEMPTS {
            let deal = self.try_deal(rng);
            if deal.consistent {
                return deal;
            }
            last = Some(deal);
        }
        last.unwrap_or_else(|| self.try_deal(rng))
    }

    /// One deal, and whether it respects every shown void.
    fn try_deal(&self, rng: &mut impl RngCore) -> Deal {
        let mut consistent = true;
        let mut room = Room::new(self.capacity, &self.accepts);
        let mut places = [Hand::EMPTY; PLACES];
        places[self.view.round().players()] = self.sparring().left_out;
        // Each card goes to one of the places that accept it, with a chance in
        // proportion to the room left there. Cards that the same places accept then
        // fill those places uniformly whatever their order, so the cards need no
        // shuffle first: one draw per card.
        for &card in &self.unseen {
            let color = card.color().index();
            let place = self.pick_place(color, &room, rng);
            consistent &= self.accepts[color] >> place & 1 == 1;
            room.take(place, &self.accepts);
            places[place].insert(card);
        }
        Deal { places, consistent }
    }

    /// `cards` ordered by how many places accept their colour, fewest first, the order
    /// within each count kept: a counting sort, the same order as a stable sort by that
    /// count.
    fn most_constrained_first(&self, cards: &[Card]) -> ArrayVec<Card, DECK_SIZE> {
        let mut sorted = ArrayVec::new();
        let mut counts = self.accepting;
        counts.sort_unstable();
        for (i, &count) in counts.iter().enumerate() {
            if i == 0 || counts[i - 1] != count {
                sorted.extend(cards.iter().copied().filter(|c| self.accepting[c.color().index()] == count));
            }
        }
        sorted
    }

    fn allowed(&self, place: usize, color: Color) -> bool {
        !self.sparring().respect_voids || self.voids[place] & (1 << color.index()) == 0
    }

    /// What this sampler knows or ignores: fair unless the lab built it knowing.
    fn sparring(&self) -> Sparring {
        #[cfg(feature = "lab")]
        return self.sparring;
        #[cfg(not(feature = "lab"))]
        Sparring::FAIR
    }

    /// A place with room for a card of colour index `color`, weighted by room left;
    /// voids respected when possible (any place otherwise).
    fn pick_place(&self, color: usize, room: &Room, rng: &mut impl RngCore) -> usize {
        for (places, total) in [(self.accepts[color], room.by_color[color]), (ALL_PLACES, room.total)] {
            if total == 0 {
                continue;
            }
            let mut k = below(rng, total);
            let mut places = places;
            while places != 0 {
                let p = places.trailing_zeros() as usize;
                places &= places - 1;
                if k < room.left[p] {
                    return p;
                }
                k -= room.left[p];
            }
        }
        // Unreachable while capacities add up to the unseen cards; keep it total.
        room.left.iter().position(|&r| r > 0).unwrap_or(0)
    }
}

/// Where `unseen` cards go in a deal for `view`: how many each place takes (the other
/// hands their sizes, the unseen pile cards theirs, the cards left out the rest) and
/// the colours each place may not receive (the voids each seat has shown).
pub(crate) fn places(view: &SeatView, unseen: usize) -> ([usize; PLACES], [u8; PLACES]) {
    let round = view.round();
    let n = round.players();
    let mut capacity = [0; PLACES];
    let mut voids = [0u8; PLACES];
    for s in round.seats().filter(|&s| s != view.seat) {
        capacity[s.index()] = view.hand_count(s);
        voids[s.index()] = round.voids(s);
    }
    for s in round.seats() {
        capacity[n + 1 + s.index()] = view.unseen_pile_count(s);
    }
    let placed: usize = capacity.iter().sum();
    capacity[n] = unseen.saturating_sub(placed);
    (capacity, voids)
}

/// The unseen cards dealt out: what each place receives (seats' hands by seat index,
/// then the left-out cards, then the seats' unseen pile cards).
struct Deal {
    places: [Hand; PLACES],
    /// Whether every shown void is respected.
    consistent: bool,
}

/// Every place, as bits.
const ALL_PLACES: u16 = (1 << PLACES) - 1;

/// The room left in a deal being made: per place, per colour over the places that
/// accept it, and in all. Kept up to date card by card, so picking a place does not
/// add up the places again (this is the search's hottest loop).
struct Room {
    left: [usize; PLACES],
    by_color: [usize; 6],
    total: usize,
}

impl Room {
    fn new(capacity: [usize; PLACES], accepts: &[u16; 6]) -> Room {
        let by_color = accepts.map(|places| (0..PLACES).filter(|&p| places >> p & 1 == 1).map(|p| capacity[p]).sum());
        Room { left: capacity, by_color, total: capacity.iter().sum() }
    }

    /// One card goes to `place`.
    fn take(&mut self, place: usize, accepts: &[u16; 6]) {
        self.left[place] = self.left[place].saturating_sub(1);
        self.total = self.total.saturating_sub(1);
        for (room, places) in self.by_color.iter_mut().zip(accepts) {
            if places >> place & 1 == 1 {
                *room = room.saturating_sub(1);
            }
        }
    }
}

/// log(e^a + e^b), without overflow.
fn log_add(a: f32, b: f32) -> f32 {
    let (hi, lo) = if a > b { (a, b) } else { (b, a) };
    hi + libm::log1pf(libm::expf(lo - hi))
}

/// A uniform number in [0, 1).
fn unit(rng: &mut impl RngCore) -> f32 {
    (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32
}
