//! The player's preferences: the new-game choices and the table's settings, stored
//! between visits (`saving.rs` reads and writes them).

use serde::{Deserialize, Serialize};

use pala_rules::engine::{Length, Level, Mode, Seat, SeatKind};
use pala_words::Repair;

/// How fast AI seats move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Speed {
    Instant,
    Fast,
    Normal,
    Slow,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];

    /// The pause before an AI seat's move, in milliseconds.
    pub fn delay_ms(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 250,
            Speed::Normal => 700,
            Speed::Slow => 1400,
        }
    }

    /// How long a finished trick stays on the table before it is gathered: at least
    /// 1.2 s at Normal, none at Instant.
    pub fn trick_pause_ms(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 700,
            Speed::Normal => 1400,
            Speed::Slow => 2400,
        }
    }

    /// How long a card takes to fly to its place (none at Instant).
    pub fn flight_ms(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 180,
            Speed::Normal => 320,
            Speed::Slow => 520,
        }
    }

    /// The speed in the words of the language spoken.
    pub fn words(self) -> &'static str {
        let words = pala_words::lang::book();
        match self {
            Speed::Instant => words.speed_instant(),
            Speed::Fast => words.speed_fast(),
            Speed::Normal => words.speed_normal(),
            Speed::Slow => words.speed_slow(),
        }
    }

    /// The speed's name as the settings store it.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Instant => "Instant",
            Speed::Fast => "Fast",
            Speed::Normal => "Normal",
            Speed::Slow => "Slow",
        }
    }
}

/// The new-game choices (also the stored settings).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    pub mode: Mode,
    pub players: u8,
    pub seats: Vec<SeatKind>,
    /// `None`: a random seat from the deal number.
    pub first_dealer: Option<Seat>,
    pub speed: Speed,
    /// `None`: a fresh random deal.
    pub seed: Option<u64>,
    pub colorblind: bool,
    pub auto_forced: bool,
    /// A finished trick stays until the player taps to go on.
    #[serde(default)]
    pub wait_after_trick: bool,
    /// Card, trick and round sounds (off by default).
    #[serde(default)]
    pub sound: bool,
    /// Coach mode (off by default): after a move Master judges costly, a note says so
    /// with the better move.
    #[serde(default)]
    pub coach: bool,
    /// How long a game lasts (the rules' full game by default).
    #[serde(default, deserialize_with = "stored_length")]
    pub length: Length,
}

/// A stored game length read as written, a number of rounds out of range included, so
/// that [`Setup::repaired`] can say it was changed rather than the whole of the stored
/// settings being set aside; text that is no length at all reads as the full game.
fn stored_length<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Length, D::Error> {
    let text = String::deserialize(d)?;
    Ok(text.parse().unwrap_or_else(|_| {
        let rounds = text.strip_suffix(" rounds").or_else(|| text.strip_suffix(" round"));
        rounds.and_then(|n| n.parse::<u8>().ok()).map_or(Length::Full, Length::Rounds)
    }))
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            mode: Mode::Pointillism,
            players: 4,
            seats: vec![
                SeatKind::Human,
                SeatKind::Ai(Level::Medium),
                SeatKind::Ai(Level::Medium),
                SeatKind::Ai(Level::Medium),
            ],
            // R1: a random first dealer by default (drawn from the deal number).
            first_dealer: None,
            speed: Speed::Normal,
            seed: None,
            colorblind: false,
            // Forced moves are shown, not played unseen, unless the player asks.
            auto_forced: false,
            wait_after_trick: false,
            sound: false,
            coach: false,
            length: Length::Full,
        }
    }
}

impl Setup {
    /// Stored settings made usable: a table of 3 to 5, a seat for each player, a first
    /// dealer at the table; with what had to change.
    pub fn repaired(self) -> (Setup, Vec<Repair>) {
        let mut repairs = Vec::new();
        let players = if (3..=5).contains(&self.players) {
            self.players
        } else {
            repairs.push(Repair::Players(self.players));
            4
        };
        if self.seats.len() != players as usize && repairs.is_empty() {
            repairs.push(Repair::Seats { seats: self.seats.len(), players });
        }
        let dealer = self.first_dealer;
        let mut length = self.length;
        if let Length::Rounds(n) = length
            && !length.is_valid()
        {
            repairs.push(Repair::Rounds(n));
            length = Length::Full;
        }
        let mut setup = Setup { players: 0, length, ..self }.with_players(players);
        if dealer.is_some_and(|d| d.id() >= players) {
            repairs.push(Repair::FirstDealer);
            setup.first_dealer = None;
        }
        (setup, repairs)
    }

    /// Resizes the seat list to the player count (new seats are Medium AI).
    pub fn with_players(mut self, players: u8) -> Setup {
        // "Each player deals once" stays so at the new table.
        if self.length == Length::Rounds(self.players) {
            self.length = Length::Rounds(players);
        }
        self.players = players;
        self.seats.resize(players as usize, SeatKind::Ai(Level::Medium));
        if self.first_dealer.is_some_and(|d| d.id() >= players) {
            self.first_dealer = Some(Seat::new(0));
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Stored settings whose game length is `length` (as written in storage).
    fn stored(length: &str) -> (Setup, Vec<Repair>) {
        let mut json = serde_json::to_value(Setup::default()).unwrap();
        json["length"] = serde_json::Value::String(length.into());
        serde_json::from_value::<Setup>(json).expect("the settings are read").repaired()
    }

    #[test]
    fn a_stored_length_out_of_range_is_repaired_and_said_not_the_settings_set_aside() {
        assert_eq!(stored("2 rounds"), (Setup { length: Length::Rounds(2), ..Setup::default() }, vec![]));
        assert_eq!(stored("half").0.length, Length::Half);
        assert_eq!(stored("21 rounds"), (Setup::default(), vec![Repair::Rounds(21)]));
        assert_eq!(stored("0 rounds"), (Setup::default(), vec![Repair::Rounds(0)]));
        assert_eq!(stored("banana").0.length, Length::Full);
        // Settings stored before lengths existed read as the full game.
        let mut old = serde_json::to_value(Setup::default()).unwrap();
        old.as_object_mut().unwrap().remove("length");
        assert_eq!(serde_json::from_value::<Setup>(old).unwrap().length, Length::Full);
    }
}
