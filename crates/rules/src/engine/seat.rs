//! Seats at the table.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A seat at the table, numbered clockwise from 0. Players see seat 0 as "Player 1"
/// ([`Seat::number`], and the `Display` form). Scenarios, saves and worker messages
/// carry a seat as its 0-based number ([`Seat::id`]), exactly as a plain integer.
///
/// A seat does not know the table's size: the engine checks a seat against the player
/// count where one comes in (a scenario, a game's settings, an action taken as a seat).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(u8);

impl Seat {
    /// The seat with this 0-based number.
    pub const fn new(id: u8) -> Seat {
        Seat(id)
    }

    /// The seat at this 0-based position (an index into per-seat lists).
    pub const fn from_index(index: usize) -> Seat {
        Seat(index as u8)
    }

    /// The 0-based number, as scenarios, saves and messages write it.
    pub const fn id(self) -> u8 {
        self.0
    }

    /// The position in per-seat lists and arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The number players see, from 1 ("Player 1" is seat 0).
    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    /// The next seat clockwise at a table of `players`.
    pub const fn next(self, players: usize) -> Seat {
        // On every action of play: byte arithmetic, as cheap as a plain seat number.
        Seat((self.0 + 1) % players as u8)
    }

    /// The seat `by` places clockwise from this one at a table of `players`.
    pub const fn offset(self, by: usize, players: usize) -> Seat {
        Seat::from_index((self.index() + by) % players)
    }

    /// How many seats clockwise this seat sits from `from` at a table of `players`
    /// (0 for `from` itself).
    pub const fn steps_from(self, from: Seat, players: usize) -> usize {
        (self.index() + players - from.index() % players) % players
    }

    /// This seat brought onto a table of `players` (a seat beyond it wraps round).
    pub const fn wrap(self, players: usize) -> Seat {
        self.offset(0, players)
    }

    /// The other seats of a table of `players`, clockwise from the one after this.
    pub fn following(self, players: usize) -> impl Iterator<Item = Seat> + Clone {
        (1..players).map(move |k| self.offset(k, players))
    }

    /// Every seat of a table of `players`, in seat order.
    pub fn all(players: usize) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone {
        (0..players).map(Seat::from_index)
    }
}

impl fmt::Display for Seat {
    /// "Player 1" for seat 0.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Player {}", self.number())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_go_round_the_table() {
        let seats: Vec<Seat> = Seat::all(4).collect();
        assert_eq!(seats.iter().map(|s| s.index()).collect::<Vec<_>>(), [0, 1, 2, 3]);
        assert_eq!(Seat::new(3).next(4), Seat::new(0));
        assert_eq!(Seat::new(1).next(4), Seat::new(2));
        assert_eq!(Seat::new(2).offset(4, 5), Seat::new(1));
        assert_eq!(Seat::new(7).wrap(5), Seat::new(2));
        assert_eq!(Seat::new(1).steps_from(Seat::new(3), 4), 2);
        assert_eq!(Seat::new(3).steps_from(Seat::new(1), 4), 2);
        assert_eq!(Seat::new(0).steps_from(Seat::new(0), 3), 0);
        assert_eq!(Seat::new(2).following(4).collect::<Vec<_>>(), [Seat::new(3), Seat::new(0), Seat::new(1)]);
        assert_eq!(Seat::new(0).to_string(), "Player 1");
        assert_eq!(Seat::new(4).number(), 5);
    }

    #[test]
    fn a_seat_is_written_as_its_number() {
        assert_eq!(serde_json::to_string(&Seat::new(2)).unwrap(), "2");
        assert_eq!(serde_json::to_string(&Some(Seat::new(0))).unwrap(), "0");
        assert_eq!(serde_json::from_str::<Seat>("4").unwrap(), Seat::new(4));
        assert_eq!(serde_json::to_string(&[Seat::new(1), Seat::new(3)]).unwrap(), "[1,3]");
    }
}
