//! A position as given (the scenario format, the studio), and the rules it must keep
//! to become a round: it becomes one only through [`Round::from_setup`](super::Round::from_setup).

use thiserror::Error;

use super::action::Bid;
use super::card::{Card, Color, Hand};
use super::rules::{MAX_PLAYERS, Mode, Rules};
use super::seat::Seat;

/// How a round starts: exact hands and optionally the bids already made. It becomes a
/// round only through [`Round::from_setup`], which checks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundSetup {
    pub rules: Rules,
    pub dealer: Seat,
    pub hands: [Hand; MAX_PLAYERS],
    pub piles: [Hand; MAX_PLAYERS],
    /// Pointillism bids already made: play starts at once.
    pub bids: Option<[Bid; MAX_PLAYERS]>,
    /// Impressionism board already bid, colour per space: play starts at once.
    pub board: Option<[Option<Color>; MAX_PLAYERS]>,
    /// Who leads the first trick when bidding is skipped (default: the dealer).
    pub leader: Option<Seat>,
}

impl RoundSetup {
    /// Every rule a position must keep before it is a round: the dealer and the leader
    /// at the table, no cards for a seat that is not, each physical card in one place
    /// at most, and bids of the table's game (R3: a colour on one board space at most).
    pub fn check(&self) -> Result<(), SetupError> {
        let players = self.rules.players();
        for (seat, role) in [(Some(self.dealer), SeatRole::Dealer), (self.leader, SeatRole::Leader)] {
            if let Some(seat) = seat.filter(|s| s.index() >= players) {
                return Err(SetupError::Seat { role, seat: seat.id(), players });
            }
        }
        let mut placed = Hand::EMPTY;
        for (place, lists) in [(Place::Hand, &self.hands), (Place::Pile, &self.piles)] {
            for (seat, &cards) in lists.iter().enumerate() {
                if seat >= players && !cards.is_empty() {
                    return Err(SetupError::Away { place, seat: seat as u8, players });
                }
                if let Some(card) = placed.intersect(cards).iter().next() {
                    return Err(SetupError::TwoPlaces { card });
                }
                placed = placed.union(cards);
            }
        }
        match self.rules.mode {
            Mode::Pointillism if self.board.is_some() => return Err(SetupError::Board),
            Mode::Impressionism if self.bids.is_some() => return Err(SetupError::Bids),
            _ => {}
        }
        if let Some(board) = &self.board {
            let spaces = self.rules.board().len();
            if let Some(index) = (spaces..MAX_PLAYERS).find(|&i| board[i].is_some()) {
                return Err(SetupError::NoSpace { index, spaces, players });
            }
            for (i, color) in board.iter().enumerate() {
                if let Some(color) = color.filter(|c| board[..i].contains(&Some(*c))) {
                    return Err(SetupError::ColorTwice { color });
                }
            }
        }
        Ok(())
    }
}

/// Which seat of a setup is out of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatRole {
    Dealer,
    Leader,
}

/// Where a setup puts cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Hand,
    Pile,
}

/// Why a position cannot become a round ([`Round::from_setup`](super::Round::from_setup)).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("the {} must be a seat from 0 to {} (Player 1 to Player {players}), not {seat}", if *.role == SeatRole::Dealer { "dealer" } else { "leader" }, .players - 1)]
    Seat { role: SeatRole, seat: u8, players: usize },
    #[error("seat {seat} (Player {}) is not at a {players}-player table, so it has no {}", .seat + 1, if *.place == Place::Hand { "hand" } else { "pile" })]
    Away { place: Place, seat: u8, players: usize },
    #[error("{card} is in two places: each card of the deck is in one hand or pile at most")]
    TwoPlaces { card: Card },
    #[error("R3: {color} is on the board twice, and a colour can be bid only once")]
    ColorTwice { color: Color },
    #[error("the bid board has {spaces} spaces at {players} players (spaces 0 to {}), so space {index} holds no colour", .spaces - 1)]
    NoSpace { index: usize, spaces: usize, players: usize },
    #[error("Pointillism has no bid board: its bids are colour chips")]
    Board,
    #[error("Impressionism has no colour chips: its bids are cards on the board")]
    Bids,
}
