//! The deal of the day's book in this browser's storage: read (a book that does not
//! read is set aside under its own key, never overwritten, and the player told), the
//! finished deal of the day written into it (from the game the table last played to
//! its end), and written back after each result.

use crate::browser::storage::{BAD_DAILY_KEY as BAD_BOOK_KEY, DAILY_KEY as BOOK_KEY, ENDED_KEY, read, write};
use pala_rules::engine::{Day, Game, Seat};
use pala_rules::scenario::daily_book::{Book, Played};
use pala_rules::scenario::save::Ended;

/// Today, by this device's clock, as a UTC day (`None` before 2026).
pub fn today() -> Option<Day> {
    Day::from_unix_ms(js_sys::Date::now())
}

/// The stored book, and what the player should know of it (a book set aside).
pub fn load() -> (Book, Option<String>) {
    let text = read(BOOK_KEY).unwrap_or_default();
    match Book::load(&text) {
        Ok(book) => (book, None),
        Err(why) => {
            if read(BAD_BOOK_KEY).is_none() {
                let _ = write(BAD_BOOK_KEY, &text);
            }
            (Book::load("").unwrap_or_default(), Some(pala_words::daily_book_unreadable(&why, BAD_BOOK_KEY)))
        }
    }
}

/// Writes `book`; why not, in words.
pub fn store(book: &Book) -> Result<(), String> {
    write(BOOK_KEY, &book.to_text()).map_err(|trouble| pala_words::daily_not_stored(trouble.said()))
}

/// A text's fingerprint (64-bit FNV-1a), to know a finished game already written.
fn mark(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    format!("{hash:016x}")
}

/// Writes the game the table last played to its end into the book, if it was a deal
/// of the day not written yet (the player's seat is seat 1); whether the book changed.
pub fn record_ended(book: &mut Book) -> bool {
    let Some(text) = read(ENDED_KEY) else { return false };
    let Ok(ended) = serde_json::from_str::<Ended>(&text) else { return false };
    let Ok(game) = Game::replay(&ended.record) else { return false };
    let (Some(day), Some(you)) = (Day::of_game(&game), Played::of(&game, Seat::new(0))) else {
        return false;
    };
    let before = book.clone();
    book.record(mark(&text), day, today(), you);
    *book != before
}
