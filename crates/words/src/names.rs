//! Names: the levels' titles and each seat's name at the table.

use pala_rules::engine::{Level, Mode, Seat, SeatKind};

use crate::lang::{book, fill};

/// The name a level goes by: Apprentice, Painter, Master.
pub fn level_title(level: Level) -> &'static str {
    let words = book();
    match level {
        Level::Easy => words.apprentice(),
        Level::Medium => words.painter(),
        Level::Hard => words.master(),
    }
}

/// A game's name: Pointillism or Impressionism.
pub fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Pointillism => book().pointillism(),
        Mode::Impressionism => book().impressionism(),
    }
}

/// A seat by its number: "Player 2".
pub fn seat_label(seat: Seat) -> String {
    fill(book().player_n(), &[("n", &seat.number())])
}

/// The painters the AI seats are named after, by seat (given names, as the rulebook's
/// own examples seat Pierre-Auguste, Mary and Vincent, and R7 cites its Berthe): Camille
/// Pissarro, Berthe Morisot, Claude Monet, Mary Cassatt, Vincent van Gogh. One a seat,
/// so no two AI seats share a name.
pub const PAINTERS: [&str; 5] = ["Camille", "Berthe", "Claude", "Mary", "Vincent"];

/// A seat's name: "You" for the one person at a table of AI seats, "Player N" for a
/// person among several (pass-and-play), and for an AI seat the painter of its seat
/// ("Berthe"; the table shows its level beside the name).
pub fn seat_name(seats: &[SeatKind], seat: Seat) -> String {
    let humans = seats.iter().filter(|k| **k == SeatKind::Human).count();
    match seats.get(seat.index()) {
        Some(SeatKind::Human) if humans == 1 => book().you().into(),
        Some(SeatKind::Human) => seat.to_string(),
        Some(SeatKind::Ai(_)) => PAINTERS.get(seat.index()).map_or_else(|| seat.to_string(), |p| (*p).to_string()),
        None => seat.to_string(),
    }
}

/// Every seat's name.
pub fn seat_names(seats: &[SeatKind], players: usize) -> Vec<String> {
    Seat::all(players).map(|s| seat_name(seats, s)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ai_seats_are_painters_one_a_seat() {
        let seats = [SeatKind::Human, SeatKind::Ai(Level::Easy), SeatKind::Ai(Level::Easy), SeatKind::Ai(Level::Hard)];
        assert_eq!(seat_names(&seats, 4), ["You", "Berthe", "Claude", "Mary"]);
        let all_ai = [SeatKind::Ai(Level::Medium); 5];
        let names = seat_names(&all_ai, 5);
        assert_eq!(names, PAINTERS);
        // Two people at the table: each is Player N.
        let two = [SeatKind::Human, SeatKind::Human, SeatKind::Ai(Level::Medium)];
        assert_eq!(seat_names(&two, 3), ["Player 1", "Player 2", "Claude"]);
    }
}
