//! Refusals: every illegal action gets an error that names the rule forbidding it.
//!
//! Legality itself is decided only by [`Round::legal_actions_into`]; the functions here
//! run only for an action outside that list, to say why.

use thiserror::Error;

use super::action::Action;
use super::card::{Card, Color};
use super::legal::{board_has_kind, makes};
use super::round::{Phase, Round};
use super::rules::{Mode, Space};
use super::seat::Seat;

/// Why an action is refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the round is over: no more actions")]
    RoundOver,
    #[error("it is Player {}'s turn, not Player {}'s", .to_move.number(), .seat.number())]
    NotYourTurn { seat: Seat, to_move: Seat },
    #[error("R8: Player {} tied the trick and must first answer win or lose", .seat.number())]
    TiePending { seat: Seat },
    #[error("R8: win or lose answers a tie of your own play, and no tie is pending")]
    NoTie,
    #[error("{what} is not possible now: the round is in its {phase} phase")]
    WrongPhase { what: &'static str, phase: &'static str },
    #[error("{what} belongs to {mode}, and this game is the other one")]
    WrongMode { what: &'static str, mode: Mode },
    #[error("Player {} does not hold {card}", .seat.number())]
    NotHeld { seat: Seat, card: Card },
    #[error("Player {} holds only one {card}, so it cannot be played twice", .seat.number())]
    SameCardTwice { seat: Seat, card: Card },
    #[error("R4: Player {} has already bid", .seat.number())]
    AlreadyBid { seat: Seat },
    #[error("R2: the {players}-player bid board has no {space} space")]
    NoSuchSpace { players: u8, space: Space },
    #[error("R3: every {space} space on the board is already taken")]
    SpaceTaken { space: Space },
    #[error("R3: {color} is already on the board, and a colour can be bid only once")]
    ColorOnBoard { color: Color },
    #[error("R3: every player has passed since the last bid, so Player {} must bid a card", .seat.number())]
    MustPlace { seat: Seat },
    #[error("R5: you hold {color}, so on this {color} trick you must copy with one {color} card")]
    MustCopy { color: Color },
    #[error("R5: you hold {color}, so on this {color} trick you must copy with one {color} card or mix {color}")]
    MustCopyOrMix { color: Color },
    #[error("R5: no mix when leading: lead one card")]
    MixOnLead,
    #[error("R5: a mix is only for a secondary trick, and this trick is {color}")]
    MixOnPrimary { color: Color },
    #[error("R5: {a} and {b} do not make {color}: a mix must make the trick's colour (no mixing to junk)")]
    MixWrongColor { a: Card, b: Card, color: Color },
    #[error("R5: no smear when leading: lead one card")]
    SmearOnLead,
    #[error("R5: no smear on a secondary trick, and this trick is {color}")]
    SmearOnSecondary { color: Color },
    #[error("R6: you hold {color}, so you must copy instead of smearing")]
    SmearWhileHolding { color: Color },
    #[error("R6: {primary} on the {color} trick cannot smear: the smearing card must be a primary other than {color}")]
    SmearBadPrimary { primary: Card, color: Color },
    #[error("R6: {primary} on the {color} trick makes {made}, so your own card must be {made}, not {card}")]
    SmearBadSecondary { primary: Card, color: Color, made: Color, card: Card },
    #[error("{action} is not a legal action here")]
    Other { action: String },
}

impl Round {
    /// Checks an action for the player to move: `Ok` exactly when it is among
    /// [`Round::legal_actions`]; otherwise the rule that forbids it.
    pub fn check(&self, action: Action) -> Result<(), RuleError> {
        if self.is_legal(action) {
            return Ok(());
        }
        Err(self.diagnose(action))
    }

    /// Checks, then applies. On an error the round is unchanged.
    pub fn apply(&mut self, action: Action) -> Result<(), RuleError> {
        self.check(action)?;
        self.apply_unchecked(action);
        Ok(())
    }

    /// Says which rule an illegal action breaks. Runs only for actions outside the legal
    /// list; falls back to a plain refusal if no specific rule is found.
    fn diagnose(&self, action: Action) -> RuleError {
        let Some(seat) = self.to_move() else {
            return RuleError::RoundOver;
        };
        let phase = self.phase();
        if phase == Phase::Tie && !matches!(action, Action::Win | Action::Lose) {
            return RuleError::TiePending { seat };
        }
        let found = match action {
            Action::Win | Action::Lose => Some(RuleError::NoTie),
            Action::Bid(_) => self.diagnose_bid(seat),
            Action::Place(space, card) => self.diagnose_place(seat, space, card),
            Action::Pass => self.diagnose_pass(seat),
            Action::Play(card) => self.diagnose_play(seat, card),
            Action::Mix(a, b) => self.diagnose_mix(seat, a, b),
            Action::Smear(p, s) => self.diagnose_smear(seat, p, s),
        };
        found.unwrap_or_else(|| RuleError::Other { action: action.to_string() })
    }

    fn in_phase(&self, what: &'static str, phase: Phase) -> Option<RuleError> {
        (self.phase() != phase).then(|| RuleError::WrongPhase { what, phase: self.phase().name() })
    }

    fn in_mode(&self, what: &'static str, mode: Mode) -> Option<RuleError> {
        (self.mode() != mode).then_some(RuleError::WrongMode { what, mode })
    }

    /// The cards must be in the mover's hand (two copies if the same face twice).
    fn holds(&self, seat: Seat, cards: &[Card]) -> Option<RuleError> {
        let hand = self.hand(seat);
        for &card in cards {
            if !hand.has_face(card) {
                return Some(RuleError::NotHeld { seat, card });
            }
        }
        if let [a, b] = cards
            && a.canonical() == b.canonical()
            && hand.intersect(a.face_copies()).len() < 2
        {
            return Some(RuleError::SameCardTwice { seat, card: *a });
        }
        None
    }

    fn diagnose_bid(&self, seat: Seat) -> Option<RuleError> {
        self.in_mode("a chip bid", Mode::Pointillism)
            .or_else(|| self.in_phase("a chip bid", Phase::Bidding))
            .or_else(|| self.bids()[seat.index()].map(|_| RuleError::AlreadyBid { seat }))
    }

    fn diagnose_place(&self, seat: Seat, space: Space, card: Card) -> Option<RuleError> {
        let players = self.rules().players;
        self.in_mode("placing a card on the bid board", Mode::Impressionism)
            .or_else(|| self.in_phase("placing a card on the bid board", Phase::Bidding))
            .or_else(|| (!board_has_kind(self, space)).then_some(RuleError::NoSuchSpace { players, space }))
            .or_else(|| self.holds(seat, &[card]))
            .or_else(|| {
                let color = card.color();
                self.space_of(color).map(|_| RuleError::ColorOnBoard { color })
            })
            .or_else(|| {
                let spaces = self.rules().board();
                let free = self.board().iter().zip(spaces).any(|(c, &s)| s == space && c.is_none());
                (!free).then_some(RuleError::SpaceTaken { space })
            })
    }

    fn diagnose_pass(&self, seat: Seat) -> Option<RuleError> {
        self.in_mode("passing", Mode::Impressionism)
            .or_else(|| self.in_phase("passing", Phase::Bidding))
            .or_else(|| self.must_place(seat).then_some(RuleError::MustPlace { seat }))
    }

    fn diagnose_play(&self, seat: Seat, card: Card) -> Option<RuleError> {
        self.in_phase("playing a card", Phase::Playing).or_else(|| self.holds(seat, &[card])).or_else(|| {
            let color = self.trick()?.color;
            let holds_color = self.hand(seat).has_color(color);
            match (holds_color, color.is_primary()) {
                (true, true) => Some(RuleError::MustCopy { color }),
                (true, false) => Some(RuleError::MustCopyOrMix { color }),
                _ => None,
            }
        })
    }

    fn diagnose_mix(&self, seat: Seat, a: Card, b: Card) -> Option<RuleError> {
        self.in_phase("a mix", Phase::Playing)
            .or_else(|| self.trick().is_none().then_some(RuleError::MixOnLead))
            .or_else(|| self.holds(seat, &[a, b]))
            .or_else(|| {
                let color = self.trick()?.color;
                if color.is_primary() {
                    Some(RuleError::MixOnPrimary { color })
                } else {
                    (!makes(a, b, color)).then_some(RuleError::MixWrongColor { a, b, color })
                }
            })
    }

    fn diagnose_smear(&self, seat: Seat, primary: Card, secondary: Card) -> Option<RuleError> {
        self.in_phase("a smear", Phase::Playing)
            .or_else(|| self.trick().is_none().then_some(RuleError::SmearOnLead))
            .or_else(|| self.holds(seat, &[primary, secondary]))
            .or_else(|| {
                let color = self.trick()?.color;
                if !color.is_primary() {
                    return Some(RuleError::SmearOnSecondary { color });
                }
                if self.hand(seat).has_color(color) {
                    return Some(RuleError::SmearWhileHolding { color });
                }
                let Some(made) = color.mix(primary.color()) else {
                    return Some(RuleError::SmearBadPrimary { primary, color });
                };
                (secondary.color() != made).then_some(RuleError::SmearBadSecondary {
                    primary,
                    color,
                    made,
                    card: secondary,
                })
            })
    }
}
