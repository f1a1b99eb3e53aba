//! What one seat may know (R13): its own hand, the public table, and what it saw played.
//! The UI shows a seat's view and the bots decide from it; neither sees a hidden card.

use super::action::Action;
use super::card::Hand;
use super::legal::ActionList;
use super::round::Round;
use super::rules::MAX_PLAYERS;
use super::seat::Seat;

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
    public: Round,
    hand_counts: [u8; MAX_PLAYERS],
    pile_counts: [u8; MAX_PLAYERS],
    /// How the round went so far, when known ([`SeatView::with_past`]).
    past: Option<Past>,
}

/// The most actions of one round a view remembers (a round has at most 48 plays, a
/// tie decision per trick and its bidding; a longer past is not kept).
pub const MAX_PAST: usize = 128;

/// The round so far as a seat saw it: the round as dealt, with the hidden cards
/// removed (this seat's hand as dealt stays), and every action since, in order. All of
/// it was public at the table (R13: a seat may remember what it saw played).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Past {
    start: Round,
    actions: [Action; MAX_PAST],
    len: u8,
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
        SeatView { seat, scores, public, hand_counts, pile_counts, past: None }
    }

    /// This view, remembering how the round went: `start` is the round as dealt and
    /// `actions` every action taken in it since (a past longer than [`MAX_PAST`] is not
    /// kept). Only what this seat saw is kept: `start` loses its hidden cards.
    pub fn with_past(mut self, start: &Round, actions: &[Action]) -> SeatView {
        self.past = (actions.len() <= MAX_PAST).then(|| {
            let mut past = Past {
                start: SeatView::new(start, self.seat, self.scores).public,
                actions: [Action::Pass; MAX_PAST],
                len: actions.len() as u8,
            };
            past.actions[..actions.len()].copy_from_slice(actions);
            past
        });
        self
    }

    /// How the round went so far, when known: the round as dealt (hidden cards removed)
    /// and the actions since.
    pub fn past(&self) -> Option<(&Round, &[Action])> {
        self.past.as_ref().map(|p| (&p.start, &p.actions[..p.len as usize]))
    }

    /// The round as this seat sees it: other hands, left-out cards and unseen pile cards
    /// are empty. Read the public table from it; use the counts below for sizes.
    pub fn round(&self) -> &Round {
        &self.public
    }

    /// This seat's own hand.
    pub fn hand(&self) -> Hand {
        self.public.hand(self.seat)
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
        let r = &self.public;
        Hand::DECK.minus(self.hand()).minus(r.seen()).minus(r.board_cards())
    }

    /// How many unseen cards each seat's pile holds (only from a scenario's given piles).
    pub fn unseen_pile_count(&self, seat: Seat) -> usize {
        self.pile_count(seat) - self.public.pile(seat).len() as usize
    }

    /// The legal actions, when this seat is to move.
    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        if self.public.to_move() == Some(self.seat) {
            self.public.legal_actions_into(out);
        }
    }

    /// Whether this seat is to move.
    pub fn is_my_turn(&self) -> bool {
        self.public.to_move() == Some(self.seat)
    }

    /// A full round consistent with this view: `hands` for the other seats (this seat's
    /// own hand is kept), `left_out`, and the unseen pile cards added to `piles`.
    pub fn determinize(&self, hands: [Hand; MAX_PLAYERS], left_out: Hand, unseen_piles: [Hand; MAX_PLAYERS]) -> Round {
        let mut all = hands;
        all[self.seat.index()] = self.hand();
        let piles = std::array::from_fn(|s| self.public.pile(Seat::from_index(s)).union(unseen_piles[s]));
        self.public.with_hidden(all, left_out, piles)
    }

    /// Checks an action as the round would (legality needs only public state and the
    /// seat's own hand).
    pub fn is_legal(&self, action: Action) -> bool {
        self.is_my_turn() && self.public.is_legal(action)
    }
}
