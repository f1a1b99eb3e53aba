//! What the other seats' public choices say about their hidden cards.
//!
//! A seat's Pointillism bid and its Impressionism board bids were chosen with the hand
//! it held then: its hand now plus the cards it has played (and, in Impressionism, the
//! cards it put on the board). A sampled deal is more believable when those hands would
//! lead a sensible player to the same choices, judged by the rule-of-thumb player: a
//! seat that bid null rarely holds top cards; a seat that bid Red usually holds a top
//! red card; a seat that bid a colour onto Cancel usually holds many of that colour.
//! The weights are soft, so a deal that a surprising bid does not fit stays possible.

use crate::thumb::{bid_for_hand, placement_score};
use pala_rules::engine::{Bid, Card, Hand, MAX_PLAYERS, Mode, PublicRound, Seat, SeatView, Space};

/// How strongly a bid that differs from the rule of thumb's by one chip counts against
/// a deal (in nats). Fitted by how well it tells the true deal from 15 random ones
/// consistent with a seat's view (150 deals per table, 3-5 players): the best weight
/// was 1.0-1.3 for Painter's, Master's and the reference bot's bids alike.
const BID_WEIGHT: f32 = 1.1;
/// How strongly ten points of the rule of thumb's placement rating count for a deal
/// (fitted likewise: 0.35-0.65 for the same three bidders).
pub const PLACEMENT_WEIGHT: f32 = 0.5;

/// One board bid by another seat.
#[derive(Clone, Copy, Debug)]
struct Placement {
    seat: Seat,
    space: Space,
    card: Card,
}

/// The public choices of the other seats, read from one seat's view.
#[derive(Clone, Debug)]
pub struct Evidence {
    bids: [Option<Bid>; MAX_PLAYERS],
    placements: Vec<Placement>,
    /// What each seat held besides its current hand when it chose: cards played since,
    /// and its own board cards.
    spent: [Hand; MAX_PLAYERS],
}

impl Evidence {
    pub fn new(view: &SeatView) -> Evidence {
        let round = view.round();
        let me = view.seat;
        let mut bids = [None; MAX_PLAYERS];
        let mut placements = Vec::new();
        if round.mode() == Mode::Pointillism {
            for s in round.seats().filter(|&s| s != me) {
                bids[s.index()] = round.bids()[s.index()];
            }
        } else {
            let spaces = round.rules().board();
            for ((&space, color), placer) in spaces.iter().zip(round.board()).zip(round.placers()) {
                let (Some(color), Some(seat)) = (color, placer) else { continue };
                let Some(card) = round.board_cards().of_color(*color).iter().next() else { continue };
                if seat != me {
                    placements.push(Placement { seat, space, card });
                }
            }
        }
        Evidence { bids, placements, spent: spent(round) }
    }

    /// Whether there is anything to weigh.
    pub fn is_empty(&self) -> bool {
        self.placements.is_empty() && self.bids.iter().all(Option::is_none)
    }

    /// How well a sampled deal explains the evidence, as a log weight (higher is
    /// more believable; only differences between deals matter). `hands` are the
    /// deal's hands by seat index (the viewer's own is never read).
    pub fn log_weight(&self, hands: &[Hand]) -> f32 {
        let held = |s: Seat| hands.get(s.index()).copied().unwrap_or(Hand::EMPTY).union(self.spent[s.index()]);
        let mut weight = 0.0;
        for (s, bid) in Seat::all(MAX_PLAYERS).zip(&self.bids) {
            if let Some(bid) = bid {
                weight -= BID_WEIGHT * bid_distance(*bid, bid_for_hand(held(s))) as f32;
            }
        }
        for p in &self.placements {
            weight += PLACEMENT_WEIGHT * placement_score(p.space, p.card, held(p.seat)) as f32 / 10.0;
        }
        weight
    }
}

/// What each seat held at the deal besides its hand now: the cards it has played this
/// round, and the card it put on the bid board.
pub fn spent(round: &PublicRound) -> [Hand; MAX_PLAYERS] {
    let mut spent = [Hand::EMPTY; MAX_PLAYERS];
    for s in round.seats() {
        spent[s.index()] = round.played(s);
    }
    for (color, placer) in round.board().iter().zip(round.placers()) {
        if let (Some(color), Some(seat)) = (color, placer) {
            spent[seat.index()] = spent[seat.index()].union(round.board_cards().of_color(*color));
        }
    }
    spent
}

/// How many chips two bids differ by: the colours in one and not the other, and the
/// white chip.
fn bid_distance(a: Bid, b: Bid) -> u32 {
    (a.color_mask() ^ b.color_mask()).count_ones() + (a.is_null() != b.is_null()) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use pala_rules::engine::Color;

    #[test]
    fn bids_differ_by_their_chips() {
        let red = Bid::of(&[Color::Red]).unwrap();
        let red_green = Bid::of(&[Color::Red, Color::Green]).unwrap();
        assert_eq!(bid_distance(Bid::NULL, Bid::NULL), 0);
        assert_eq!(bid_distance(red, red), 0);
        assert_eq!(bid_distance(red, red_green), 1);
        assert_eq!(bid_distance(Bid::NULL, red_green), 3);
    }
}
