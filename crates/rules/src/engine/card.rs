//! Colours, cards and hands.
//!
//! The deck has 48 physical cards: red, yellow and blue (the primaries) each
//! `1,1,2,2,3,3,4,5`; orange, green and purple (the secondaries) each `2..=9`.
//! Every physical card has an id `0..48`: its colour's index times 8 plus its
//! position among that colour's eight cards, so card order (colour order, then value)
//! is id order. The two copies of a primary 1, 2 or 3 are interchangeable: an action
//! names a card by its face, always as the lower id of the pair ([`Card::canonical`]).

use std::fmt;

/// The six colours, in colour-wheel order `R O Y G B P`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Color {
    Red = 0,
    Orange = 1,
    Yellow = 2,
    Green = 3,
    Blue = 4,
    Purple = 5,
}

impl Color {
    /// All colours in colour-wheel order.
    pub const ALL: [Color; 6] = [Color::Red, Color::Orange, Color::Yellow, Color::Green, Color::Blue, Color::Purple];
    /// The primaries.
    pub const PRIMARIES: [Color; 3] = [Color::Red, Color::Yellow, Color::Blue];

    /// The colour with index `i` (0..6) in wheel order.
    pub const fn from_index(i: usize) -> Color {
        Color::ALL[i % 6]
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// Red, yellow and blue are primaries; the others are secondaries.
    pub const fn is_primary(self) -> bool {
        (self as u8).is_multiple_of(2)
    }

    /// The colour two different primaries make when mixed or smeared
    /// (red + yellow = orange, yellow + blue = green, red + blue = purple).
    /// `None` unless both are primaries and differ.
    pub const fn mix(self, other: Color) -> Option<Color> {
        if !self.is_primary() || !other.is_primary() || self as u8 == other as u8 {
            return None;
        }
        // On the wheel a secondary sits between its two primaries.
        Some(match (self as u8 + other as u8) % 6 {
            2 => Color::Orange, // R(0) + Y(2)
            0 => Color::Green,  // Y(2) + B(4)
            _ => Color::Purple, // R(0) + B(4)
        })
    }

    /// The two primaries that make a secondary, in colour order.
    pub const fn recipe(self) -> Option<(Color, Color)> {
        match self {
            Color::Orange => Some((Color::Red, Color::Yellow)),
            Color::Green => Some((Color::Yellow, Color::Blue)),
            Color::Purple => Some((Color::Red, Color::Blue)),
            _ => None,
        }
    }

    /// The notation letter.
    pub const fn letter(self) -> char {
        ['R', 'O', 'Y', 'G', 'B', 'P'][self as usize]
    }

    /// Parses a notation letter (either case).
    pub fn from_letter(c: char) -> Option<Color> {
        let i = "ROYGBP".find(c.to_ascii_uppercase())?;
        Some(Color::ALL[i])
    }

    /// The English name.
    pub const fn name(self) -> &'static str {
        ["Red", "Orange", "Yellow", "Green", "Blue", "Purple"][self as usize]
    }

    /// The mask of the eight physical cards of this colour.
    pub const fn cards(self) -> Hand {
        Hand(0xFF << (self as u8 * 8))
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Number of physical cards in the deck.
pub const DECK_SIZE: usize = 48;

/// Card values by position within a colour: primaries, then secondaries.
const PRIMARY_VALUES: [u8; 8] = [1, 1, 2, 2, 3, 3, 4, 5];

/// A physical card, `0..48` (see the module docs for the numbering).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card with this id, if it is below 48.
    pub const fn from_id(id: u8) -> Option<Card> {
        if (id as usize) < DECK_SIZE { Some(Card(id)) } else { None }
    }

    /// The card of this face (colour and value), if the deck has one.
    /// Returns the canonical (lower) copy of a duplicated face.
    pub fn new(color: Color, value: u8) -> Option<Card> {
        let base = color as u8 * 8;
        if color.is_primary() {
            let k = PRIMARY_VALUES.iter().position(|&v| v == value)?;
            Some(Card(base + k as u8))
        } else if (2..=9).contains(&value) {
            Some(Card(base + value - 2))
        } else {
            None
        }
    }

    pub const fn id(self) -> u8 {
        self.0
    }

    pub const fn color(self) -> Color {
        Color::from_index(self.0 as usize / 8)
    }

    pub const fn value(self) -> u8 {
        let k = (self.0 % 8) as usize;
        if self.color().is_primary() { PRIMARY_VALUES[k] } else { k as u8 + 2 }
    }

    /// The canonical copy of this card's face (the lower id of an identical pair).
    pub const fn canonical(self) -> Card {
        if Hand::SECOND_COPIES.0 & (1 << self.0) != 0 { Card(self.0 - 1) } else { self }
    }

    /// Both physical copies of this face (one card for a unique face).
    pub const fn face_copies(self) -> Hand {
        let c = self.canonical().0;
        let second = (Hand::SECOND_COPIES.0 >> 1) & (1 << c);
        Hand((1 << c) | (second << 1))
    }

    /// The single-card mask.
    pub const fn bit(self) -> Hand {
        Hand(1 << self.0)
    }
}

impl fmt::Display for Card {
    /// The notation: colour letter and value, e.g. `R1`, `G9`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.color().letter(), self.value())
    }
}

/// A set of physical cards as a 48-bit mask: a hand, a pile, the left-out cards.
///
/// The mask is private: every way to build a hand ([`Hand::from_bits`],
/// [`Hand::from_bits_truncate`], the set operations, collecting [`Card`]s) keeps bits
/// 48 to 63 clear, so a hand only ever holds cards of the deck.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand(u64);

impl Hand {
    pub const EMPTY: Hand = Hand(0);
    /// Every card of the deck.
    pub const DECK: Hand = Hand((1 << DECK_SIZE) - 1);
    /// The second copies of the duplicated primary faces (1, 2 and 3 of R, Y, B).
    pub const SECOND_COPIES: Hand = Hand(0b10_1010 * (1 | 1 << 16 | 1 << 32));
    /// All primary cards.
    pub const PRIMARIES: Hand = Hand(0xFF | 0xFF << 16 | 0xFF << 32);

    /// The hand with this mask (bit `i` = card id `i`), or `None` if it sets a bit
    /// beyond the deck's 48 cards.
    pub const fn from_bits(bits: u64) -> Option<Hand> {
        if bits & !Hand::DECK.0 == 0 { Some(Hand(bits)) } else { None }
    }

    /// The hand with this mask, bits beyond the deck's 48 cards dropped.
    pub const fn from_bits_truncate(bits: u64) -> Hand {
        Hand(bits & Hand::DECK.0)
    }

    /// The mask: bit `i` is set when card id `i` is here; bits 48 to 63 are clear.
    pub const fn bits(self) -> u64 {
        self.0
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// Whether any copy of the card's face is here.
    pub const fn has_face(self, card: Card) -> bool {
        self.0 & card.face_copies().0 != 0
    }

    pub const fn has_color(self, color: Color) -> bool {
        self.0 & color.cards().0 != 0
    }

    pub const fn of_color(self, color: Color) -> Hand {
        Hand(self.0 & color.cards().0)
    }

    pub const fn union(self, other: Hand) -> Hand {
        Hand(self.0 | other.0)
    }

    pub const fn intersect(self, other: Hand) -> Hand {
        Hand(self.0 & other.0)
    }

    pub const fn minus(self, other: Hand) -> Hand {
        Hand(self.0 & !other.0)
    }

    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.0);
    }

    /// The held physical copy of a face, if any (the lower id first).
    pub const fn copy_of(self, card: Card) -> Option<Card> {
        let held = self.0 & card.face_copies().0;
        if held == 0 { None } else { Some(Card(held.trailing_zeros() as u8)) }
    }

    /// One canonical card per face held: duplicates collapse onto the lower id.
    pub const fn faces(self) -> Hand {
        let second = self.0 & Hand::SECOND_COPIES.0;
        Hand((self.0 & !Hand::SECOND_COPIES.0) | (second >> 1))
    }

    /// The colours present, as a 6-bit mask (bit = colour index).
    pub fn colors(self) -> u8 {
        let mut mask = 0;
        for c in Color::ALL {
            if self.has_color(c) {
                mask |= 1 << c.index();
            }
        }
        mask
    }

    /// The cards in card order.
    pub fn iter(self) -> HandIter {
        HandIter(self.0)
    }

    /// The total face value of the cards.
    pub fn value_sum(self) -> u32 {
        self.iter().map(|c| c.value() as u32).sum()
    }
}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Hand {
        let mut hand = Hand::EMPTY;
        for card in iter {
            hand.insert(card);
        }
        hand
    }
}

/// Iterates a [`Hand`] in card order.
#[derive(Clone, Copy, Debug)]
pub struct HandIter(u64);

impl Iterator for HandIter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let id = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Card(id))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for HandIter {}

impl fmt::Display for Hand {
    /// Cards in card order, space separated.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_the_printed_composition() {
        let mut by_color = [Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new()];
        for card in Hand::DECK.iter() {
            by_color[card.color().index()].push(card.value());
        }
        for c in Color::ALL {
            let expected: Vec<u8> = if c.is_primary() { vec![1, 1, 2, 2, 3, 3, 4, 5] } else { (2..=9).collect() };
            assert_eq!(by_color[c.index()], expected, "{c}");
        }
    }

    #[test]
    fn mixing_follows_the_colour_wheel() {
        assert_eq!(Color::Red.mix(Color::Yellow), Some(Color::Orange));
        assert_eq!(Color::Blue.mix(Color::Yellow), Some(Color::Green));
        assert_eq!(Color::Blue.mix(Color::Red), Some(Color::Purple));
        assert_eq!(Color::Red.mix(Color::Red), None);
        assert_eq!(Color::Red.mix(Color::Green), None);
        for s in [Color::Orange, Color::Green, Color::Purple] {
            let (a, b) = s.recipe().unwrap();
            assert_eq!(a.mix(b), Some(s));
        }
    }

    #[test]
    fn duplicate_faces_collapse() {
        let r1 = Card::new(Color::Red, 1).unwrap();
        let r1b = Card::from_id(r1.id() + 1).unwrap();
        assert_eq!(r1b.to_string(), "R1");
        assert_eq!(r1b.canonical(), r1);
        assert_eq!(r1.face_copies().len(), 2);
        let hand: Hand = [r1b].into_iter().collect();
        assert_eq!(hand.copy_of(r1), Some(r1b));
        assert_eq!(hand.faces(), r1.bit());
        let g9 = Card::new(Color::Green, 9).unwrap();
        assert_eq!(g9.face_copies(), g9.bit());
        assert_eq!(Card::new(Color::Red, 6), None);
        assert_eq!(Card::new(Color::Green, 1), None);
    }

    #[test]
    fn a_hand_holds_only_deck_cards() {
        assert_eq!(Hand::from_bits(1 << DECK_SIZE), None);
        assert_eq!(Hand::from_bits(u64::MAX), None);
        assert_eq!(Hand::from_bits(Hand::DECK.bits()), Some(Hand::DECK));
        assert_eq!(Hand::from_bits(0), Some(Hand::EMPTY));
        let all = Hand::from_bits_truncate(u64::MAX);
        assert_eq!(all, Hand::DECK);
        assert_eq!(all.iter().count(), DECK_SIZE);
        assert_eq!(Hand::from_bits_truncate(0xFFFF << DECK_SIZE), Hand::EMPTY);
        // Any pattern, masked: at most the 48 cards, each a real card, and the same mask back.
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..1000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let hand = Hand::from_bits_truncate(x);
            assert_eq!(hand.bits(), x & Hand::DECK.bits());
            assert!(hand.iter().count() <= DECK_SIZE);
            assert!(hand.iter().all(|c| Card::from_id(c.id()).is_some()));
            assert_eq!(Hand::from_bits(x).is_some(), x >> DECK_SIZE == 0);
        }
    }
}
