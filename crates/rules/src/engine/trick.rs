//! A trick: its entries, its colour, and which entry is winning (R5 to R8).

use super::card::{Card, Color, Hand};
use super::seat::Seat;

const NO_CARD: u8 = u8::MAX;

/// One player's contribution to a trick: one card (lead, copy, junk, a smearer's own
/// card), two primaries (a mix), or a single card that someone smeared (its own card,
/// then the primary smeared onto it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    pub seat: Seat,
    cards: [u8; 2],
    /// What the entry counts as now: a smear changes the smeared entry's colour.
    pub color: Color,
    /// What the entry counts as now: a mix or a smear sums two values.
    pub value: u8,
    /// A smearer laid a primary across this entry (R6): its second card is that primary.
    smeared: bool,
}

impl Entry {
    const EMPTY: Entry = Entry { seat: Seat::new(0), cards: [NO_CARD; 2], color: Color::Red, value: 0, smeared: false };

    fn single(seat: Seat, card: Card) -> Entry {
        Entry { seat, cards: [card.id(), NO_CARD], color: card.color(), value: card.value(), smeared: false }
    }

    /// The entry's cards: a single card; a mix's two cards in card order; a smeared
    /// entry's own card followed by the primary smeared onto it.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards.iter().filter_map(|&id| Card::from_id(id))
    }

    /// The entry's cards as a set.
    pub fn hand(&self) -> Hand {
        let mut hand = Hand::EMPTY;
        for id in self.cards {
            if let Some(card) = Card::from_id(id) {
                hand.insert(card);
            }
        }
        hand
    }

    /// A single card rather than a mix or a smeared pair.
    pub fn is_single(&self) -> bool {
        self.cards[1] == NO_CARD
    }

    /// Whether a smearer laid a primary across this entry (R6); a two-card entry that
    /// is not smeared is a mix.
    pub fn is_smeared(&self) -> bool {
        self.smeared
    }
}

/// Where a newly played, colour-matching entry stands against the best entry so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// It beats the best competing entry.
    Winning,
    /// It equals the best competing entry: the player decides (R8).
    Tied,
    /// It loses (lower, or not of the trick's colour: a junk).
    Losing,
}

/// The trick in progress (or just completed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Trick {
    pub leader: Seat,
    /// The trick's current colour: the lead's colour until a smear changes it (R6).
    pub color: Color,
    entries: [Entry; 5],
    len: u8,
    /// Index of the entry winning so far.
    winning: u8,
    /// Whether a smear changed the trick's colour.
    pub smeared: bool,
    /// Where the smearer's own entry is, once a smear turned the trick: the entries
    /// before it were played to the trick's first colour.
    smear_at: u8,
    /// Every card in the trick, kept up to date as entries are played.
    cards: Hand,
}

impl Trick {
    /// No trick: between tricks and during bidding.
    pub const NONE: Trick = Trick {
        leader: Seat::new(0),
        color: Color::Red,
        entries: [Entry::EMPTY; 5],
        len: 0,
        winning: 0,
        smeared: false,
        smear_at: 0,
        cards: Hand::EMPTY,
    };

    /// A trick led with one card, which sets its colour (R5: no mix when leading).
    pub fn lead(seat: Seat, card: Card) -> Trick {
        let mut trick = Trick::NONE;
        trick.leader = seat;
        trick.color = card.color();
        trick.entries[0] = Entry::single(seat, card);
        trick.len = 1;
        trick.cards = card.bit();
        trick
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries[..self.len as usize]
    }

    /// The entry winning so far.
    pub fn winning_entry(&self) -> &Entry {
        &self.entries[self.winning as usize]
    }

    /// The seat winning so far.
    pub fn winner(&self) -> Seat {
        self.winning_entry().seat
    }

    /// The last entry played.
    pub fn last(&self) -> &Entry {
        &self.entries[self.len as usize - 1]
    }

    /// Every card in the trick.
    pub fn cards(&self) -> Hand {
        self.cards
    }

    fn push(&mut self, entry: Entry) -> Standing {
        self.entries[self.len as usize] = entry;
        self.len += 1;
        self.cards = self.cards.union(entry.hand());
        self.standing_of_last()
    }

    fn standing_of_last(&self) -> Standing {
        let last = self.last();
        let best = self.winning_entry().value;
        if last.color != self.color || last.value < best {
            Standing::Losing
        } else if last.value == best {
            Standing::Tied
        } else {
            Standing::Winning
        }
    }

    /// A single card after the lead: a copy if it has the trick's colour, else a junk.
    /// A junk loses unless a later smear turns the trick into its colour (R7).
    pub fn play(&mut self, seat: Seat, card: Card) -> Standing {
        self.push(Entry::single(seat, card))
    }

    /// Two primaries played as one entry of the trick's secondary colour, values summed
    /// (R5; the caller has checked that they make the trick's colour).
    pub fn mix(&mut self, seat: Seat, a: Card, b: Card) -> Standing {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        self.push(Entry {
            seat,
            cards: [a.id(), b.id()],
            color: self.color,
            value: a.value() + b.value(),
            smeared: false,
        })
    }

    /// The smear (R6): `primary` goes onto the winning entry, which becomes the new
    /// secondary colour with the summed value; the trick takes that colour for good;
    /// then the smearer's `secondary` card is their own entry. Which entry wins is
    /// settled by [`Trick::settle_after_smear`] and the standing of the smearer's card.
    pub fn smear(&mut self, seat: Seat, primary: Card, secondary: Card) -> Standing {
        let target = &mut self.entries[self.winning as usize];
        target.cards[1] = primary.id();
        self.cards.insert(primary);
        target.value += primary.value();
        target.color = secondary.color();
        target.smeared = true;
        self.color = secondary.color();
        self.smeared = true;
        self.smear_at = self.len;
        self.settle_after_smear();
        self.push(Entry::single(seat, secondary))
    }

    /// R7 and R8 after a smear, before the smearer's own card: every entry of the new
    /// colour competes, junked cards included. A tie that arises here goes to the
    /// smeared entry (the incumbent) if it is among the tied, else to the earliest.
    fn settle_after_smear(&mut self) {
        let incumbent = self.winning as usize;
        let mut best = incumbent;
        for (i, entry) in self.entries().iter().enumerate() {
            let top = &self.entries[best];
            if entry.color == self.color && entry.value > top.value {
                best = i;
            }
        }
        if best != incumbent {
            // The first entry (in play order) holding the best value wins the tie.
            let value = self.entries[best].value;
            best = self.entries().iter().position(|e| e.color == self.color && e.value == value).unwrap_or(best);
        }
        self.winning = best as u8;
    }

    /// The player who just played takes the lead in the trick (a won tie, or a
    /// [`Standing::Winning`] play).
    pub fn take_lead(&mut self) {
        self.winning = self.len - 1;
    }

    /// Pointillism (R10): the one card the winner keeps: their own card when it is a
    /// single card of the trick's final colour, otherwise the first card of that colour
    /// in play order.
    pub fn pointillism_award(&self) -> Option<Card> {
        let own = self.winning_entry();
        if own.is_single() && own.color == self.color {
            return own.cards().next();
        }
        // A trick always holds a card of its colour: the lead's or the smearer's.
        self.entries().iter().flat_map(|e| e.cards()).find(|c| c.color() == self.color)
    }

    /// Whether the `index`th entry was played to the trick's colour as it then was: the
    /// lead, a copy or a mix (R5), or the smearer's own card (R6). A junk was not (R7),
    /// nor is a copy of the first colour counted so once a smear has turned the trick:
    /// it stays a copy, played before the smear.
    pub fn followed_colour(&self, index: usize) -> bool {
        let Some(entry) = self.entries().get(index) else { return false };
        if index == 0 {
            return true;
        }
        if !self.smeared {
            return entry.color == self.color;
        }
        let first = self.entries[0].cards().next().map(|c| c.color());
        match index.cmp(&usize::from(self.smear_at)) {
            std::cmp::Ordering::Less => entry.is_smeared() || Some(entry.color) == first,
            std::cmp::Ordering::Equal => true,
            std::cmp::Ordering::Greater => entry.color == self.color,
        }
    }

    /// The trick as numbers, for a seat's view sent to the AI worker ([`super::view`]).
    pub(super) fn encode(&self, out: &mut Vec<u64>) {
        // The low byte: 0 unsmeared, else one more than the smearer's entry.
        let smear = if self.smeared { u64::from(self.smear_at) + 1 } else { 0 };
        let flags = smear | u64::from(self.len) << 8 | u64::from(self.winning) << 16;
        out.extend([self.leader.id().into(), self.color.index() as u64, flags]);
        for e in self.entries() {
            let [a, b] = e.cards.map(u64::from);
            let value = u64::from(e.value) | u64::from(e.smeared) << 8;
            out.extend([e.seat.id().into(), a, b, e.color.index() as u64, value]);
        }
    }

    /// A trick read back from [`Trick::encode`]'s numbers, checked: `None` if any is out
    /// of range for a table of `players`.
    pub(super) fn decode(words: &mut impl Iterator<Item = u64>, players: usize) -> Option<Trick> {
        let seat = |w: u64| (w < players as u64).then(|| Seat::new(w as u8));
        let color = |w: u64| Color::ALL.get(usize::try_from(w).ok()?).copied();
        let mut trick = Trick::NONE;
        trick.leader = seat(words.next()?)?;
        trick.color = color(words.next()?)?;
        let flags = words.next()?;
        let (smeared, len, winning) = (flags & 0xFF, (flags >> 8) & 0xFF, flags >> 16);
        if smeared > len || len > players as u64 || (len > 0 && winning >= len) || (len == 0 && winning > 0) {
            return None;
        }
        trick.smeared = smeared > 0;
        trick.smear_at = smeared.saturating_sub(1) as u8;
        for i in 0..len as usize {
            let seat = seat(words.next()?)?;
            let card =
                |w: u64| (w == u64::from(NO_CARD) || Card::from_id(w as u8).is_some() && w < 64).then_some(w as u8);
            let cards = [card(words.next()?)?, card(words.next()?)?];
            let (color, value) = (color(words.next()?)?, words.next()?);
            if cards[0] == NO_CARD || value & 0xFF > 18 || value >> 8 > 1 {
                return None;
            }
            let entry = Entry { seat, cards, color, value: (value & 0xFF) as u8, smeared: value >> 8 == 1 };
            trick.entries[i] = entry;
            trick.cards = trick.cards.union(entry.hand());
        }
        trick.len = len as u8;
        trick.winning = winning as u8;
        Some(trick)
    }
}
