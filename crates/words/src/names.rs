//! Names: the levels' titles and each seat's name at the table.

use pala_rules::engine::{Level, Seat, SeatKind};

/// The name a level goes by.
pub const fn level_title(level: Level) -> &'static str {
    match level {
        Level::Easy => "Apprentice",
        Level::Medium => "Painter",
        Level::Hard => "Master",
    }
}

/// A seat's name: "You" for the one person at a table of AI seats, "Player N" for a
/// person among several (pass-and-play), the level's title and the seat's number for an
/// AI seat ("Master 3").
pub fn seat_name(seats: &[SeatKind], seat: Seat) -> String {
    let humans = seats.iter().filter(|k| **k == SeatKind::Human).count();
    match seats.get(seat.index()) {
        Some(SeatKind::Human) if humans == 1 => "You".into(),
        Some(SeatKind::Human) => seat.to_string(),
        Some(SeatKind::Ai(level)) => format!("{} {}", level_title(*level), seat.number()),
        None => seat.to_string(),
    }
}

/// Every seat's name.
pub fn seat_names(seats: &[SeatKind], players: usize) -> Vec<String> {
    Seat::all(players).map(|s| seat_name(seats, s)).collect()
}
