//! The deal of the day's book, as this browser keeps it (issue 48): for each day
//! played, the player's round and Master's in the same seat, whether it was played on
//! its own day (only those count for the streak), and how often it was played again
//! (a replay is practice: the first result stands).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::{Action, Day, Game, Phase, Seat};

/// The book's format version.
pub const BOOK_VERSION: u32 = 1;

/// One seat's round: its score, trick by trick whether it won it, and its moves, each
/// with the trick it was made on (0 while bidding).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub score: i32,
    pub won: Vec<bool>,
    pub moves: Vec<(u8, String)>,
}

impl Played {
    /// `seat`'s round in a game of one round (the deal of the day), once it is over.
    pub fn of(game: &Game, seat: Seat) -> Option<Played> {
        let result = game.history().first().filter(|_| game.round_index() == 0)?;
        let mut replay = Game::new(game.settings()).ok()?;
        let mut moves = Vec::new();
        for &action in game.actions() {
            let round = replay.round();
            if round.phase() == Phase::RoundOver {
                break;
            }
            if replay.to_move() == Some(seat) {
                let trick = if round.phase() == Phase::Bidding { 0 } else { round.tricks_done() + 1 };
                moves.push((trick, action.to_string()));
            }
            replay.act(action).ok()?;
        }
        Some(Played {
            score: result.scores.get(seat.index())?.total(),
            won: game.tricks().iter().map(|t| t.winner() == seat).collect(),
            moves,
        })
    }

    /// The moves read back (a move that does not read is left out).
    pub fn actions(&self) -> Vec<(u8, Action)> {
        self.moves.iter().filter_map(|(t, a)| Some((*t, a.parse().ok()?))).collect()
    }
}

/// A day as this browser played it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayResult {
    pub you: Played,
    /// Finished on its own UTC day (only these count for the streak).
    pub on_day: bool,
    /// Master's round in the player's seat, once the worker has played it.
    #[serde(default)]
    pub master: Option<Played>,
    /// Times the deal was played to its end again after the first (practice).
    #[serde(default)]
    pub again: u32,
}

/// Every day played in this browser, by day number.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Book {
    pub version: u32,
    pub days: BTreeMap<u32, DayResult>,
    /// The finished game last written into the book (its mark, [`Book::record`]).
    #[serde(default)]
    pub seen: Option<String>,
}

impl Book {
    /// The book stored as `text` (empty: a new book); why not, when it does not read.
    pub fn load(text: &str) -> Result<Book, String> {
        if text.trim().is_empty() {
            return Ok(Book { version: BOOK_VERSION, days: BTreeMap::new(), seen: None });
        }
        let book: Book = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if book.version > BOOK_VERSION {
            return Err(format!("a newer version of Pala wrote it (version {})", book.version));
        }
        Ok(book)
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn day(&self, day: Day) -> Option<&DayResult> {
        self.days.get(&day.number())
    }

    /// The player finished `day`'s round on `today`: the first result is kept, a later
    /// one only counted as played again. Whether the result was new.
    pub fn finished(&mut self, day: Day, today: Option<Day>, you: Played) -> bool {
        match self.days.get_mut(&day.number()) {
            Some(kept) => {
                kept.again += 1;
                false
            }
            None => {
                let result = DayResult { you, on_day: today == Some(day), master: None, again: 0 };
                self.days.insert(day.number(), result);
                true
            }
        }
    }

    /// The finished game marked `mark` (its stored text's fingerprint) was `day`'s deal:
    /// written once, however often the page that reads it is opened.
    pub fn record(&mut self, mark: String, day: Day, today: Option<Day>, you: Played) {
        if self.seen.as_ref() != Some(&mark) {
            self.seen = Some(mark);
            self.finished(day, today, you);
        }
    }

    /// Master's round for `day` (kept once; the same deal and seeds give the same round).
    pub fn master(&mut self, day: Day, master: Played) {
        if let Some(kept) = self.days.get_mut(&day.number()) {
            kept.master.get_or_insert(master);
        }
    }

    /// Days played on their own day, one after another, to `today` (or to yesterday,
    /// while today's is still to play).
    pub fn streak(&self, today: Day) -> u32 {
        streak(today, |n| self.days.get(&n).is_some_and(|d| d.on_day))
    }
}

/// Days `n` with `on_day(n)`, one after another, to `today` (or to yesterday, while
/// today's is still to play): the streak, for [`Book`] and for the table's card, which
/// reads the stored book without its types.
pub fn streak(today: Day, on_day: impl Fn(u32) -> bool) -> u32 {
    let mut n = today.number();
    if !on_day(n) {
        n -= 1;
    }
    let mut streak = 0;
    while n >= 1 && on_day(n) {
        streak += 1;
        n -= 1;
    }
    streak
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameSettings, Length};

    fn played(score: i32) -> Played {
        Played { score, won: vec![true, false], moves: vec![(0, "pass".into())] }
    }

    #[test]
    fn the_first_result_stands_and_replays_are_counted() {
        let day = Day::from_date(2026, 11, 28).unwrap();
        let mut book = Book::load("").unwrap();
        book.record("game 1".into(), day, Some(day), played(5));
        book.record("game 1".into(), day, Some(day), played(5));
        assert_eq!(book.day(day).map(|r| r.again), Some(0), "the same finished game, read twice, is written once");
        assert!(!book.finished(day, Some(day), played(20)), "a replay is practice");
        book.master(day, played(7));
        book.master(day, played(9));
        let kept = book.day(day).unwrap();
        assert_eq!((kept.you.score, kept.again, kept.master.as_ref().map(|m| m.score)), (5, 1, Some(7)));
        let back = Book::load(&book.to_text()).unwrap();
        assert_eq!(back, book, "the book reads back as written");
        assert!(Book::load("{\"version\":9,\"days\":{}}").unwrap_err().contains("newer version"));
        assert!(Book::load("{").is_err());
    }

    #[test]
    fn only_days_played_on_the_day_make_a_streak() {
        let d = |n| Day::numbered(n).unwrap();
        let mut book = Book::load("").unwrap();
        for n in [300, 301, 302, 304, 305] {
            book.finished(d(n), Some(d(n)), played(1));
        }
        book.finished(d(303), Some(d(306)), played(1)); // A missed day, played later.
        assert_eq!(book.streak(d(305)), 2);
        assert_eq!(book.streak(d(306)), 2, "today still to play: the streak runs to yesterday");
        assert_eq!(book.streak(d(307)), 0, "a day missed ends it");
        assert_eq!(book.streak(d(302)), 3);
        assert!(!book.day(d(303)).unwrap().on_day);
    }

    #[test]
    fn a_seat_s_round_with_its_moves_and_tricks() {
        let day = Day::from_date(2026, 12, 1).unwrap();
        let mut game = Game::new(day.settings()).unwrap().with_length(Length::Rounds(1)).unwrap();
        while game.to_move().is_some() {
            let action = game.round().legal_actions()[0];
            game.act(action).unwrap();
        }
        let seat = Seat::new(0);
        let me = Played::of(&game, seat).unwrap();
        assert_eq!(me.score, game.history()[0].scores[0].total());
        assert_eq!(me.won.len(), game.tricks().len());
        assert_eq!(me.moves.first().map(|m| m.0), Some(0), "a bid first");
        assert!(me.moves.iter().skip(1).all(|m| m.0 >= 1), "then tricks");
        assert_eq!(me.actions().len(), me.moves.len());
        let settings = GameSettings { ..day.settings() };
        assert_eq!(Played::of(&Game::new(settings).unwrap(), seat), None, "not before the round ends");
    }
}
