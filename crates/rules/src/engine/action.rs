//! What a player can do: every decision of both games is one [`Action`].
//!
//! Cards in actions are faces: always the canonical copy ([`Card::canonical`]), so two
//! identical cards in hand give one action. Applying an action uses whichever copy the
//! player holds.

use super::card::{Card, Color};
use super::rules::Space;

/// A Pointillism bid (R4): the white null chip alone, or a non-empty set of colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bid(u8);

impl Bid {
    const NULL_BIT: u8 = 1 << 6;
    /// The white chip: the bidder means to win no trick.
    pub const NULL: Bid = Bid(Bid::NULL_BIT);
    /// All six colours: chasing the rainbow.
    pub const RAINBOW: Bid = Bid(0b11_1111);

    /// A colour bid from a 6-bit colour mask; `None` for the empty set.
    pub const fn colors(mask: u8) -> Option<Bid> {
        let mask = mask & 0b11_1111;
        if mask == 0 { None } else { Some(Bid(mask)) }
    }

    /// A colour bid from a list of colours.
    pub fn of(colors: &[Color]) -> Option<Bid> {
        Bid::colors(colors.iter().fold(0, |m, c| m | 1 << c.index()))
    }

    /// Every possible bid: null first, then the 63 colour sets by mask.
    pub fn all() -> impl Iterator<Item = Bid> {
        std::iter::once(Bid::NULL).chain((1..64).map(Bid))
    }

    pub const fn is_null(self) -> bool {
        self.0 & Bid::NULL_BIT != 0
    }

    /// The bid colours as a 6-bit mask (0 for null).
    pub const fn color_mask(self) -> u8 {
        self.0 & 0b11_1111
    }

    pub const fn contains(self, color: Color) -> bool {
        self.0 & (1 << color as u8) != 0 && !self.is_null()
    }

    /// How many colours were bid (0 for null).
    pub const fn count(self) -> u32 {
        self.color_mask().count_ones()
    }

    pub const fn is_rainbow(self) -> bool {
        self.color_mask() == 0b11_1111
    }

    /// The bid colours in colour order.
    pub fn color_list(self) -> impl Iterator<Item = Color> {
        Color::ALL.into_iter().filter(move |&c| self.contains(c))
    }

    /// An index 0..64 (null is 0), for tables indexed by bid.
    pub const fn index(self) -> usize {
        if self.is_null() { 0 } else { self.0 as usize }
    }
}

/// One decision of one player. The text form is the notation of `crates/rules/SCENARIO-FORMAT.md`
/// (see [`super::notation`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Pointillism bidding (R4): `bid null` or `bid R Y G`.
    Bid(Bid),
    /// Impressionism bidding (R3): a card from hand onto the first empty space of a kind.
    Place(Space, Card),
    /// Impressionism bidding (R3): place nothing this turn.
    Pass,
    /// A lead, copy or junk: one card.
    Play(Card),
    /// Two primaries that make the trick's secondary colour, in card order (R5).
    Mix(Card, Card),
    /// A primary onto the winning entry, then a card of the new secondary colour (R6).
    Smear(Card, Card),
    /// The tie decision (R8): win the tie.
    Win,
    /// The tie decision (R8): lose the tie.
    Lose,
}

impl Action {
    /// The cards this action takes from the player's hand (faces).
    pub fn cards(self) -> impl Iterator<Item = Card> {
        let (a, b) = match self {
            Action::Place(_, c) | Action::Play(c) => (Some(c), None),
            Action::Mix(a, b) | Action::Smear(a, b) => (Some(a), Some(b)),
            _ => (None, None),
        };
        a.into_iter().chain(b)
    }

    /// Builds a mix in canonical form (card order).
    pub fn mix(a: Card, b: Card) -> Action {
        let (a, b) = (a.canonical(), b.canonical());
        if a <= b { Action::Mix(a, b) } else { Action::Mix(b, a) }
    }
}
