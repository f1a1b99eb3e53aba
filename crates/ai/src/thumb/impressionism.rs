//! Impressionism play by thumb (R11: every card a seat takes in tricks, and every card
//! it still holds when the round ends, scores by the board; points are bad).
//!
//! The rule of thumb weighs each legal play by what it is likely to cost, from the
//! mover's own hand and the public table only (so it is fair on a seat's view and on a
//! determinized round alike):
//!
//! - **The odds a card wins.** A card is beaten only by a higher card of its colour
//!   that a seat still to play holds. The cards nobody has seen (not in the mover's
//!   hand, not played, not on the board) are spread over the other hands and the
//!   left-out cards, so each of them sits with the seats still to play with a chance in
//!   proportion to their cards.
//! - **What a trick costs.** The cards in it by the board, and for the seats still to
//!   play, an average unseen card each.
//! - **What a card is worth getting rid of.** Its own points by the board (it lands in
//!   someone else's pile), and, for a card unlikely to be beaten, the trick it would win
//!   later if kept. Cancel cards are worth keeping: each one cancels a scoring card.

use rand_core::RngCore;

use super::{below, strength};
use pala_rules::engine::{Action, ActionList, Card, Hand, Round, Seat, Space, Standing};

/// What a card costs whoever ends the round with it, by the board (R11): its space's
/// points; a Cancel card saves about two points (it usually discards a scoring card);
/// colours off the board (or not yet on it) cost nothing.
pub fn danger(round: &Round, card: Card) -> f32 {
    match round.space_of(card.color()) {
        Some(Space::Cancel) => -2.0,
        Some(space) => space.points(card.value()) as f32,
        None => 0.0,
    }
}

/// The summed [`danger`] of some cards.
pub fn danger_of(round: &Round, cards: Hand) -> f32 {
    cards.iter().map(|c| danger(round, c)).sum()
}

/// The cards of `card`'s colour above its value.
fn higher(card: Card) -> Hand {
    let copies = card.face_copies().bits();
    let above = !(copies | (copies - 1));
    card.color().cards().intersect(Hand::from_bits_truncate(above))
}

/// The public picture from the mover's seat.
struct Outlook {
    /// Cards the mover has not seen: the other hands and the left-out cards.
    unseen: Hand,
    /// The chance that a given unseen card sits with a seat still to play this trick.
    later: f32,
    /// The chance that a given unseen card sits with any other seat.
    others: f32,
    /// What an unseen card costs on average.
    average: f32,
    /// Seats still to play this trick after the mover.
    to_play: usize,
}

impl Outlook {
    fn new(round: &Round, seat: Seat, hand_count: &impl Fn(Seat) -> usize) -> Outlook {
        // `seen` holds the trick in progress too; piles may hold cards a scenario put there.
        let unseen = Hand::DECK
            .minus(round.hand(seat))
            .minus(round.seen())
            .minus(round.board_cards())
            .minus(round.piles().iter().fold(Hand::EMPTY, |all, &p| all.union(p)));
        let n = unseen.len().max(1) as f32;
        let others: usize = round.seats().filter(|&s| s != seat).map(hand_count).sum();
        let (later_cards, to_play) = match round.trick() {
            // Leading: everyone else plays after.
            None => (others, round.seats().filter(|&s| s != seat && hand_count(s) > 0).count()),
            Some(t) => {
                let after =
                    seat.following(round.players()).take_while(|&s| s != t.leader).filter(|&s| hand_count(s) > 0);
                after.fold((0, 0), |(cards, seats), s| (cards + hand_count(s), seats + 1))
            }
        };
        let average = if unseen.is_empty() { 0.0 } else { danger_of(round, unseen) / n };
        Outlook {
            unseen,
            later: (later_cards as f32 / n).min(1.0),
            others: (others as f32 / n).min(1.0),
            average,
            to_play,
        }
    }

    /// The chance that a seat still to play holds a card of `card`'s colour above it.
    fn beaten(&self, card: Card) -> f32 {
        let above = self.unseen.intersect(higher(card)).len() as i32;
        1.0 - (1.0 - self.later).powi(above)
    }

    /// The chance that some other seat holds a card of `card`'s colour above it: how
    /// safely it can be led or played later.
    fn beatable(&self, card: Card) -> f32 {
        let above = self.unseen.intersect(higher(card)).len() as i32;
        1.0 - (1.0 - self.others).powi(above)
    }

    /// What keeping `card` is likely to cost: the trick it would win later if it is
    /// not likely to be beaten (a card played now leaves the hand whoever takes it).
    fn liability(&self, round: &Round, card: Card, n: usize) -> f32 {
        let trick = danger(round, card) + self.average * (n - 1) as f32;
        (1.0 - self.beatable(card)) * trick.max(0.0) * LIABILITY
    }
}

/// How much of the trick a strong card would win later counts against keeping it.
// Tuned in the arena, Apprentice against three trickster stand-ins (4-player
// Impressionism, 60 deals): 0 -> -1.55, 0.3 -> -1.42, 1.0 -> -1.99, 1.5 -> -4.02.
const LIABILITY: f32 = 0.3;

/// How much spending a colour's top card counts, following a trick.
const SHED: f32 = 0.25;

/// The rule of thumb's Impressionism trick play (see the module docs): the play it
/// values most, near-ties broken at random.
pub fn impressionism_play(
    round: &Round,
    seat: Seat,
    list: &ActionList,
    rng: &mut impl RngCore,
    hand_count: impl Fn(Seat) -> usize,
) -> Action {
    let mut best: Option<(f32, Action)> = None;
    impressionism_values(round, seat, list, hand_count, |action, value| {
        let value = value + below(rng, 8) as f32 * 0.02;
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, action));
        }
    });
    best.map_or(list[0], |(_, a)| a)
}

/// What the rule of thumb makes of each play in `list`, in points a round (higher is
/// better), passed to `each` in the list's order.
pub fn impressionism_values(
    round: &Round,
    seat: Seat,
    list: &ActionList,
    hand_count: impl Fn(Seat) -> usize,
    mut each: impl FnMut(Action, f32),
) {
    let outlook = Outlook::new(round, seat, &hand_count);
    let n = round.players();
    let trick = round.trick();
    let table = trick.map_or(0.0, |t| danger_of(round, t.cards()));
    for &action in list {
        // The cards played leave the hand whoever takes the trick; they land in the
        // winner's pile.
        let mine: f32 = action.cards().map(|c| danger(round, c)).sum();
        let relief: f32 = action.cards().map(|c| outlook.liability(round, c, n)).sum();
        // Following, the stronger cards are the ones to spend (a tie-break the odds
        // above are too rough to make late in a round).
        let shed = if trick.is_some() { SHED * action.cards().map(strength).sum::<u32>() as f32 / 45.0 } else { 0.0 };
        let still_to_come = outlook.average * outlook.to_play as f32;
        let value = relief
            + shed
            + match (trick, action) {
                (None, Action::Play(card)) => {
                    let lost = outlook.beaten(card);
                    lost * mine - (1.0 - lost) * (mine + still_to_come).max(0.0)
                }
                (None, _) => 0.0,
                (Some(t), _) => {
                    let losing = mine;
                    let winning = |beaten: f32| beaten * mine - (1.0 - beaten) * (table + mine + still_to_come);
                    match round.standing_after(action) {
                        Standing::Losing => losing,
                        // R8: a tie is the mover's to win or to lose.
                        Standing::Tied => losing.max(winning(0.0)),
                        Standing::Winning => {
                            let beaten = match action {
                                Action::Play(c) | Action::Smear(_, c) => outlook.beaten(c),
                                // A mix stands as a card of the trick's colour of its sum.
                                Action::Mix(a, b) => {
                                    Card::new(t.color, a.value() + b.value()).map_or(0.0, |c| outlook.beaten(c))
                                }
                                _ => 0.0,
                            };
                            winning(beaten)
                        }
                    }
                }
            };
        each(action, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pala_rules::engine::Color;

    #[test]
    fn higher_cards_are_the_colours_cards_above_the_face() {
        let r2 = Card::new(Color::Red, 2).unwrap();
        let above: Vec<u8> = higher(r2).iter().map(|c| c.value()).collect();
        assert_eq!(above, [3, 3, 4, 5]);
        let g9 = Card::new(Color::Green, 9).unwrap();
        assert!(higher(g9).is_empty());
        let y1 = Card::new(Color::Yellow, 1).unwrap();
        assert_eq!(higher(y1).len(), 6);
    }
}
