//! Every way the hidden cards could lie, given what one seat has seen (issue 48's
//! puzzles): the unseen cards dealt out in all possible ways to the other hands, the
//! cards left out and any unseen pile cards, each hand its public size, and no seat
//! given a colour it has shown it lacks. Two copies of one face are one card to a
//! player, so deals that differ only by which copy lies where are counted once.

use crate::search::sampler::{PLACES, places};
use pala_rules::engine::{Card, Hand, MAX_PLAYERS, Round, SeatView};

/// The deals of a view, as full rounds; `None` when there are more than `limit`.
pub fn every_deal(view: &SeatView, limit: usize) -> Option<Vec<Round>> {
    let n = view.round().players();
    let unseen: Vec<Card> = view.unseen().iter().collect();
    let (capacity, voids) = places(view, unseen.len());
    // Counts that do not add up (a view no round could give) have no deal.
    if capacity.iter().sum::<usize>() != unseen.len() {
        return Some(Vec::new());
    }
    // Cards of colours that fewer places accept first: dead ends are found early.
    let accepts = |c: Card| (0..PLACES).filter(|&p| capacity[p] > 0 && voids[p] >> c.color().index() & 1 == 0).count();
    let mut cards = unseen;
    cards.sort_by_key(|&c| (accepts(c), c.id()));
    let mut walk =
        Walk { cards, voids, room: capacity, places: [Hand::EMPTY; PLACES], at: [0; 48], deals: Vec::new(), limit };
    walk.deal(0).then_some(())?;
    let mut unseen_piles = [Hand::EMPTY; MAX_PLAYERS];
    Some(
        walk.deals
            .iter()
            .map(|places| {
                let mut hands = [Hand::EMPTY; MAX_PLAYERS];
                hands[..n].copy_from_slice(&places[..n]);
                unseen_piles[..n].copy_from_slice(&places[n + 1..2 * n + 1]);
                view.determinize(hands, places[n], unseen_piles)
            })
            .collect(),
    )
}

struct Walk {
    cards: Vec<Card>,
    voids: [u8; PLACES],
    room: [usize; PLACES],
    places: [Hand; PLACES],
    /// Where each card id went (for the second copy of a face).
    at: [usize; 48],
    deals: Vec<[Hand; PLACES]>,
    limit: usize,
}

impl Walk {
    /// Deals `cards[i..]` in every way; false once more than `limit` deals are found.
    fn deal(&mut self, i: usize) -> bool {
        let Some(&card) = self.cards.get(i) else {
            self.deals.push(self.places);
            return self.deals.len() <= self.limit;
        };
        // The second copy of a face goes no earlier than the first (one deal per
        // arrangement of faces).
        let other = card.face_copies().minus(card.bit()).iter().next();
        let from = match other {
            Some(first) if self.cards[..i].contains(&first) => self.at[first.id() as usize],
            _ => 0,
        };
        for place in from..PLACES {
            if self.room[place] == 0 || self.voids[place] >> card.color().index() & 1 == 1 {
                continue;
            }
            self.room[place] -= 1;
            self.places[place].insert(card);
            self.at[card.id() as usize] = place;
            let more = self.deal(i + 1);
            self.places[place].remove(card);
            self.room[place] += 1;
            if !more {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pala_rules::engine::{Game, GameSettings, Mode, Seat};
    use std::collections::BTreeSet;

    /// Each place's faces, sorted: what a player can tell deals apart by.
    fn faces(round: &Round, seats: &[Seat]) -> Vec<Vec<String>> {
        let mut out: Vec<Vec<String>> =
            seats.iter().map(|&s| round.hand(s).iter().map(|c| c.to_string()).collect()).collect();
        out.push(round.left_out().iter().map(|c| c.to_string()).collect());
        for v in &mut out {
            v.sort();
        }
        out
    }

    /// Every deal is found once, and only deals the view allows: checked against brute
    /// force (every card to every place, deals told apart by faces) late in real rounds
    /// at each table size, with shown voids.
    #[test]
    fn every_deal_once_against_brute_force() {
        for (mode, players) in [(Mode::Pointillism, 4), (Mode::Impressionism, 3), (Mode::Impressionism, 5)] {
            let mut game = Game::new(GameSettings { mode, players, seed: 5, first_dealer: None }).unwrap();
            let mut checked = 0;
            while let Some(mover) = game.to_move() {
                let view = game.view(mover);
                let unseen: Vec<Card> = view.unseen().iter().collect();
                if unseen.len() <= 9 && !view.hand().is_empty() {
                    let round = view.round();
                    let others: Vec<Seat> = round.seats().filter(|&s| s != mover).collect();
                    let deals = every_deal(&view, 100_000).expect("within the limit");
                    let found: BTreeSet<_> = deals.iter().map(|d| faces(d, &others)).collect();
                    assert_eq!(found.len(), deals.len(), "{mode:?} {players}: no deal twice");
                    // Brute force: each unseen card to another seat or the left-out cards.
                    let places = others.len() + 1;
                    let mut brute = BTreeSet::new();
                    for code in 0..places.pow(unseen.len() as u32) {
                        let mut hands = [Hand::EMPTY; MAX_PLAYERS];
                        let mut left_out = Hand::EMPTY;
                        let mut k = code;
                        for &card in &unseen {
                            let place = k % places;
                            k /= places;
                            match others.get(place) {
                                Some(s) => hands[s.index()].insert(card),
                                None => left_out.insert(card),
                            }
                        }
                        let fits = others.iter().all(|&s| {
                            hands[s.index()].len() as usize == view.hand_count(s)
                                && hands[s.index()].iter().all(|c| round.voids(s) >> c.color().index() & 1 == 0)
                        });
                        if fits {
                            brute
                                .insert(faces(&view.determinize(hands, left_out, [Hand::EMPTY; MAX_PLAYERS]), &others));
                        }
                    }
                    assert_eq!(found, brute, "{mode:?} {players}: the same deals as brute force");
                    checked += 1;
                }
                let action = crate::rule_of_thumb_action(&view, 1);
                game.act_as(mover, action).unwrap();
            }
            assert!(checked > 0, "{mode:?} {players}: some positions checked");
        }
    }
}
