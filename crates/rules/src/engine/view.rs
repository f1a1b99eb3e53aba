//! What one seat may know (R13): its own hand, the public table, and what it saw played.
//! The UI shows a seat's view and the bots decide from it; neither sees a hidden card.

use super::action::{Action, Bid};
use super::card::{Color, Hand};
use super::error::RuleError;
use super::legal::ActionList;
use super::length::Ending;
use super::round::{Phase, Round};
use super::rules::{MAX_PLAYERS, Mode, Rules, Space};
use super::seat::Seat;
use super::trick::{Standing, Trick};

/// A round as a seat, or everyone, may read it (R13): the table and the cards seen
/// played, never a hand. It has no method that reads a hand or the cards left out, and
/// none that decides legality (legality needs the mover's hand: ask the seat's own
/// view, [`SeatView::legal_actions_into`], [`SeatView::check`]); a view's round can
/// answer for no seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PublicRound(Round);

/// Methods of [`Round`] that read only the public table, forwarded.
macro_rules! public {
    ($($(#[$doc:meta])* $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        $($(#[$doc])* pub fn $name(&self, $($arg: $ty),*) -> $ret { self.0.$name($($arg),*) })*
    };
}

impl PublicRound {
    public! {
        rules() -> Rules;
        mode() -> Mode;
        players() -> usize;
        dealer() -> Seat;
        phase() -> Phase;
        to_move() -> Option<Seat>;
        board() -> &[Option<Color>];
        board_cards() -> Hand;
        space_of(color: Color) -> Option<Space>;
        bids() -> &[Option<Bid>];
        /// The cards of `seat`'s pile seen played (a pile's size: the view's counts).
        pile(seat: Seat) -> Hand;
        discard() -> Hand;
        seen() -> Hand;
        played(seat: Seat) -> Hand;
        voids(seat: Seat) -> u8;
        tricks_done() -> u8;
        trick_winner(index: u8) -> Option<Seat>;
        trick() -> Option<&Trick>;
        completed_trick() -> Option<&Trick>;
        passes() -> u8;
        is_over() -> bool;
        standing_after(action: Action) -> Standing;
        /// The bid board's spaces with the colour on each (Impressionism).
        board_spaces() -> [(Space, Option<Color>); MAX_PLAYERS];
    }

    pub fn seats(&self) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone {
        self.0.seats()
    }

    /// Who placed each bid board space's card (Impressionism).
    pub fn placers(&self) -> impl Iterator<Item = Option<Seat>> + '_ {
        self.0.placers()
    }
}

/// A seat's view of the round: the round with every hidden card removed.
///
/// Hidden (R13): other players' hands (their sizes are public), the cards left out of
/// the deal, and pile cards this seat never saw played (a pile's size is public). Public:
/// bids, the board and the cards on it, every card played to a trick this round (a seat
/// may remember who won which), and the colours each seat has shown it lacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatView {
    pub seat: Seat,
    /// Running game totals before this round.
    pub scores: [i32; MAX_PLAYERS],
    /// The round with every hidden card removed; only this seat's hand stays.
    public: PublicRound,
    hand_counts: [u8; MAX_PLAYERS],
    pile_counts: [u8; MAX_PLAYERS],
    /// What ends the game, as known this round (public: the game's length and round).
    ending: Ending,
}

impl SeatView {
    /// The view of `seat` of `round`.
    pub fn new(round: &Round, seat: Seat, scores: [i32; MAX_PLAYERS]) -> SeatView {
        let count = |cards: &[Hand], s: usize| cards.get(s).map_or(0, |h| h.len() as u8);
        let hand_counts = std::array::from_fn(|s| count(round.hands(), s));
        let pile_counts = std::array::from_fn(|s| count(round.piles(), s));
        let mut hands = [Hand::EMPTY; MAX_PLAYERS];
        hands[seat.index()] = round.hand(seat);
        let mut piles = [Hand::EMPTY; MAX_PLAYERS];
        for (pile, &all) in piles.iter_mut().zip(round.piles()) {
            *pile = all.intersect(round.seen());
        }
        let public = round.with_hidden(hands, Hand::EMPTY, piles);
        let ending = Ending::full(round.rules());
        SeatView { seat, scores, public: PublicRound(public), hand_counts, pile_counts, ending }
    }

    /// The view in a game that ends by `ending` (a shorter game), not the rules' own.
    pub fn with_ending(mut self, ending: Ending) -> SeatView {
        self.ending = ending;
        self
    }

    /// What ends the game, as known this round.
    pub fn ending(&self) -> Ending {
        self.ending
    }

    /// The public table as this seat sees it (no hand, not even its own: that is
    /// [`SeatView::hand`]); use the counts below for sizes.
    pub fn round(&self) -> &PublicRound {
        &self.public
    }

    /// The round as this seat sees it, only while it is this seat's move: every answer
    /// about the seat to move (its hand, its legal actions, a move's check) is then this
    /// seat's own; other hands, the cards left out and unseen pile cards are empty.
    /// What the rule of thumb reads; a search deals the hidden cards with
    /// [`SeatView::determinize`].
    pub fn on_my_move(&self) -> Option<&Round> {
        self.is_my_turn().then_some(&self.public.0)
    }

    /// Checks `action` for this seat: refused, with the rule, when it is not this seat's
    /// move or the rules forbid it.
    pub fn check(&self, action: Action) -> Result<(), RuleError> {
        self.public.0.check(action)
    }

    /// This seat's own hand.
    pub fn hand(&self) -> Hand {
        self.public.0.hand(self.seat)
    }

    /// How many cards each seat holds.
    pub fn hand_count(&self, seat: Seat) -> usize {
        self.hand_counts[seat.index()] as usize
    }

    /// How many cards each seat's pile holds (tricks won in Pointillism).
    pub fn pile_count(&self, seat: Seat) -> usize {
        self.pile_counts[seat.index()] as usize
    }

    /// The cards this seat cannot see anywhere: in other hands, left out, or in piles
    /// unseen. Search deals these out to sample the hidden state.
    pub fn unseen(&self) -> Hand {
        // Piles, the discard and the trick hold only cards seen played.
        let r = &self.public.0;
        Hand::DECK.minus(self.hand()).minus(r.seen()).minus(r.board_cards())
    }

    /// How many unseen cards each seat's pile holds (only from a scenario's given piles).
    pub fn unseen_pile_count(&self, seat: Seat) -> usize {
        self.pile_count(seat) - self.public.0.pile(seat).len() as usize
    }

    /// The legal actions, when this seat is to move.
    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        if self.public.0.to_move() == Some(self.seat) {
            self.public.0.legal_actions_into(out);
        }
    }

    /// The legal actions, when this seat is to move (none otherwise).
    pub fn legal_actions(&self) -> ActionList {
        let mut list = ActionList::new();
        self.legal_actions_into(&mut list);
        list
    }

    /// Whether this seat is to move.
    pub fn is_my_turn(&self) -> bool {
        self.public.0.to_move() == Some(self.seat)
    }

    /// A full round consistent with this view: `hands` for the other seats (this seat's
    /// own hand is kept), `left_out`, and the unseen pile cards added to `piles`.
    pub fn determinize(&self, hands: [Hand; MAX_PLAYERS], left_out: Hand, unseen_piles: [Hand; MAX_PLAYERS]) -> Round {
        let mut all = hands;
        all[self.seat.index()] = self.hand();
        let piles = std::array::from_fn(|s| self.public.0.pile(Seat::from_index(s)).union(unseen_piles[s]));
        self.public.0.with_hidden(all, left_out, piles)
    }

    /// Checks an action as the round would (legality needs only public state and the
    /// seat's own hand).
    pub fn is_legal(&self, action: Action) -> bool {
        self.is_my_turn() && self.public.0.is_legal(action)
    }

    /// The view as numbers: what crosses to the AI worker (the serde form), so the
    /// worker receives a seat's view and never a game that holds every hand. Every
    /// number is below 2^53, so JavaScript reads the JSON form exactly (scores are
    /// offset by [`SCORE_OFFSET`] to stay positive).
    pub fn encode(&self) -> Vec<u64> {
        let n = self.public.0.players();
        let mut out = vec![VIEW_FORMAT, self.seat.id().into(), n as u64];
        // The ending: each part 0 when absent, else one more than its value.
        out.push(self.ending.score.map_or(0, |e| (i64::from(e) + SCORE_OFFSET) as u64 + 1));
        out.push(self.ending.rounds_left.map_or(0, |r| u64::from(r) + 1));
        out.extend(self.scores[..n].iter().map(|&s| (i64::from(s) + SCORE_OFFSET) as u64));
        out.extend(self.hand_counts[..n].iter().chain(&self.pile_counts[..n]).map(|&c| u64::from(c)));
        self.public.0.encode(&mut out);
        out
    }

    /// A view read back from [`SeatView::encode`]'s numbers, checked: `None` unless every
    /// number is in range and the round holds no hidden card (no other seat's hand, no
    /// left-out card, no unseen pile card, and the counts fit the cards), so a view
    /// read this way can hold no more than its seat may know.
    pub fn decode(words: &[u64]) -> Option<SeatView> {
        let mut words = words.iter().copied();
        if words.next()? != VIEW_FORMAT {
            return None;
        }
        let seat_id = words.next()?;
        let n = usize::try_from(words.next()?).ok().filter(|n| (3..=MAX_PLAYERS).contains(n))?;
        let score = match words.next()? {
            0 => None,
            w => Some(i32::try_from(i64::try_from(w - 1).ok()? - SCORE_OFFSET).ok()?),
        };
        let rounds_left = match words.next()? {
            0 => None,
            w => Some(u32::try_from(w - 1).ok()?),
        };
        let rest: Vec<u64> = words.collect();
        if rest.len() <= 3 * n {
            return None;
        }
        let seat = (seat_id < n as u64).then(|| Seat::new(seat_id as u8))?;
        let mut scores = [0; MAX_PLAYERS];
        for (score, &w) in scores.iter_mut().zip(&rest[..n]) {
            *score = i32::try_from(i64::try_from(w).ok()? - SCORE_OFFSET).ok()?;
        }
        let count = |w: u64| u8::try_from(w).ok().filter(|&c| c <= 48);
        let mut hand_counts = [0u8; MAX_PLAYERS];
        let mut pile_counts = [0u8; MAX_PLAYERS];
        for s in 0..n {
            hand_counts[s] = count(rest[n + s])?;
            pile_counts[s] = count(rest[2 * n + s])?;
        }
        let mut tail = rest[3 * n..].iter().copied();
        let public = Round::decode(&mut tail)?;
        if tail.next().is_some() {
            return None;
        }
        let me = seat.index();
        let hidden = (0..n).any(|s| s != me && !public.hands()[s].is_empty())
            || !public.left_out().is_empty()
            || public.piles().iter().any(|p| !p.minus(public.seen()).is_empty())
            || public.hand(seat).len() as u8 != hand_counts[me]
            || (0..n).any(|s| (public.piles()[s].len() as u8) > pile_counts[s]);
        (public.players() == n && !hidden).then_some(SeatView {
            seat,
            scores,
            public: PublicRound(public),
            hand_counts,
            pile_counts,
            ending: Ending { score, rounds_left },
        })
    }
}

/// One action as the table saw it: the public table before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PublicStep {
    pub before: TableView,
    pub action: Action,
    pub after: TableView,
}

/// What every seat sees of a round (R13): the table with every hand, the left-out
/// cards and every pile card not seen played removed; hand sizes stay. Sentences about
/// moves (the log, the bubbles at the seats) are built from it, so no sentence can
/// tell what any hand held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableView {
    public: PublicRound,
    hand_counts: [u8; MAX_PLAYERS],
}

impl TableView {
    /// The public table of `round`.
    pub fn of(round: &Round) -> TableView {
        SeatView::new(round, Seat::new(0), [0; MAX_PLAYERS]).table()
    }

    /// The public table.
    pub fn round(&self) -> &PublicRound {
        &self.public
    }

    /// How many cards `seat` holds.
    pub fn hand_count(&self, seat: Seat) -> usize {
        self.hand_counts[seat.index()] as usize
    }
}

impl SeatView {
    /// What every seat sees: this view without this seat's own hand.
    pub fn table(&self) -> TableView {
        let mut piles = [Hand::EMPTY; MAX_PLAYERS];
        piles[..self.public.0.players()].copy_from_slice(self.public.0.piles());
        let public = self.public.0.with_hidden([Hand::EMPTY; MAX_PLAYERS], Hand::EMPTY, piles);
        TableView { public: PublicRound(public), hand_counts: self.hand_counts }
    }
}

/// The first number of a view's wire form, so a change of form is caught, not misread.
const VIEW_FORMAT: u64 = 3;

/// Added to a score on the wire, so a negative score is a positive number.
const SCORE_OFFSET: i64 = 1 << 32;

impl serde::Serialize for SeatView {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.encode())
    }
}

impl<'de> serde::Deserialize<'de> for SeatView {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<SeatView, D::Error> {
        let words = Vec::<u64>::deserialize(deserializer)?;
        SeatView::decode(&words).ok_or_else(|| serde::de::Error::custom("not a seat's view"))
    }
}
