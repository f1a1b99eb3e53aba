//! The puzzle book in this browser's storage: read (a book that does not read is set
//! aside under its own key, never overwritten, and the player told) and written after
//! each first try.

use crate::browser::storage::{BAD_PUZZLES_KEY, PUZZLES_KEY, read, write};
use pala_rules::scenario::puzzle_book::PuzzleBook;

/// The stored book (a new one when there is none), and what the player should know
/// of it (a book set aside).
pub fn load() -> (PuzzleBook, Option<String>) {
    let Some(text) = read(PUZZLES_KEY) else { return (PuzzleBook::default(), None) };
    match PuzzleBook::load(&text) {
        Ok(book) => (book, None),
        Err(_) => {
            // Kept aside under a key of its own (`.2`, `.3`, ... after the first), never
            // over an earlier one.
            let free = (1..=9)
                .map(|k| if k == 1 { BAD_PUZZLES_KEY.to_string() } else { format!("{BAD_PUZZLES_KEY}.{k}") })
                .find(|key| read(key).is_none_or(|kept| kept == text));
            if let Some(key) = free {
                let _ = write(&key, &text);
            }
            (PuzzleBook::default(), Some(pala_words::puzzle_book_unreadable().to_string()))
        }
    }
}

/// Writes `book`; why not, in words.
pub fn store(book: &PuzzleBook) -> Result<(), String> {
    write(PUZZLES_KEY, &book.to_text()).map_err(|trouble| pala_words::puzzle_book_not_stored(trouble.said()))
}
