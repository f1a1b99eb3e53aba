//! The legal actions: the single source of legality for the UI, the hint, the bots and
//! the referee. Each block names the rule it implements.

use arrayvec::ArrayVec;

use super::action::{Action, Bid};
use super::card::{Card, Color, Hand};
use super::round::{Phase, Round};
use super::rules::{Mode, Space};
use super::seat::Seat;

/// Room for the most legal actions any position can have (157: an Impressionism
/// bidder holding 39 faces with four kinds of space free, plus the pass).
pub const MAX_ACTIONS: usize = 160;

/// R4's 64 bids, null first.
const BID_ACTIONS: [Action; 64] = {
    let mut all = [Action::Bid(Bid::NULL); 64];
    let mut mask = 1;
    while mask < 64 {
        all[mask] = match Bid::colors(mask as u8) {
            Some(bid) => Action::Bid(bid),
            None => Action::Pass,
        };
        mask += 1;
    }
    all
};

/// A fixed-capacity list of actions: generating moves never allocates.
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

impl Round {
    /// Fills `out` with the legal actions of the player to move, deduplicated (two
    /// identical cards give one action), in generation order. Empty once the round is
    /// over.
    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        let Some(seat) = self.to_move() else { return };
        let hand = self.hand(seat);
        match self.phase() {
            Phase::RoundOver => {}
            // R8: right after a tying play, the only decision is win or lose.
            Phase::Tie => out.extend([Action::Lose, Action::Win]),
            Phase::Bidding => match self.mode() {
                // R4: null, or any non-empty set of colours.
                Mode::Pointillism => {
                    let _ = out.try_extend_from_slice(&BID_ACTIONS);
                }
                Mode::Impressionism => self.placements(seat, out),
            },
            Phase::Playing => match self.trick() {
                // R5: lead any one card.
                None => plays(hand.faces(), out),
                Some(trick) => follows(hand, trick.color, out),
            },
        }
    }

    /// R3: any card of a colour not yet on the board, onto each kind of empty space;
    /// a pass unless every seat has passed in a row since the last bid (or since bidding
    /// began) and this seat holds a card that can be bid.
    fn placements(&self, seat: Seat, out: &mut ActionList) {
        let biddable = self.hand(seat).minus(self.board_colors_cards()).faces();
        let spaces = self.rules().board();
        let mut kinds_seen: u8 = 0;
        for (i, &space) in spaces.iter().enumerate() {
            let kind_bit = 1 << space as u8;
            if self.board()[i].is_some() || kinds_seen & kind_bit != 0 {
                continue;
            }
            kinds_seen |= kind_bit;
            out.extend(biddable.iter().map(|card| Action::Place(space, card)));
        }
        if !self.must_place(seat) {
            out.push(Action::Pass);
        }
    }

    /// R3's forced bid: once every seat has passed in a row, the next seat holding a
    /// biddable card must bid.
    pub fn must_place(&self, seat: Seat) -> bool {
        self.passes() as usize >= self.players() && self.can_place(seat)
    }

    /// The legal actions of the player to move, sorted by their notation in plain string
    /// order (the scenario format's order).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut list = ActionList::new();
        self.legal_actions_into(&mut list);
        let mut actions: Vec<(String, Action)> = list.into_iter().map(|a| (a.to_string(), a)).collect();
        actions.sort_by(|a, b| a.0.cmp(&b.0));
        actions.into_iter().map(|(_, a)| a).collect()
    }

    /// Whether `action` is legal for the player to move.
    pub fn is_legal(&self, action: Action) -> bool {
        let mut list = ActionList::new();
        self.legal_actions_into(&mut list);
        list.contains(&action)
    }
}

/// One `play` per face.
fn plays(faces: Hand, out: &mut ActionList) {
    out.extend(faces.iter().map(Action::Play));
}

/// R5, R6: following a trick of colour `color` with `hand`.
fn follows(hand: Hand, color: Color, out: &mut ActionList) {
    let faces = hand.faces();
    let matching = faces.of_color(color);
    if color.is_primary() {
        // R5: holding the colour, copy with one card of it.
        if !matching.is_empty() {
            return plays(matching, out);
        }
        // R5: otherwise junk any one card, or smear (R6).
        plays(faces, out);
        smears(faces, color, out);
    } else {
        // R5: holding the colour, copy or mix; otherwise mix or junk.
        if matching.is_empty() {
            plays(faces, out);
        } else {
            plays(matching, out);
        }
        mixes(faces, color, out);
    }
}

/// R5: two primaries that make the trick's secondary colour.
fn mixes(faces: Hand, color: Color, out: &mut ActionList) {
    let Some((a, b)) = color.recipe() else { return };
    for x in faces.of_color(a).iter() {
        out.extend(faces.of_color(b).iter().map(|y| Action::Mix(x, y)));
    }
}

/// R6: a different primary onto the winning entry, then a card of the secondary colour
/// that makes. Needs both cards, so never with one card in hand.
fn smears(faces: Hand, color: Color, out: &mut ActionList) {
    for primary in Color::PRIMARIES {
        let Some(secondary) = color.mix(primary) else {
            continue;
        };
        for p in faces.of_color(primary).iter() {
            out.extend(faces.of_color(secondary).iter().map(|s| Action::Smear(p, s)));
        }
    }
}

/// A placement's space kind is one of the board's kinds (used by diagnostics).
pub(crate) fn board_has_kind(round: &Round, space: Space) -> bool {
    round.rules().board().contains(&space)
}

/// Whether two cards make the given secondary colour.
pub(crate) fn makes(a: Card, b: Card, color: Color) -> bool {
    a.color().mix(b.color()) == Some(color)
}
