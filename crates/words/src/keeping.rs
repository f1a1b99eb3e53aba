//! What the page says to keep a player's work safe: saving that fails, saves kept
//! aside, stored settings that had to change, a game that would be replaced, a game
//! that moved on in another window, a file that could not be imported.

use pala_rules::engine::Mode;

use crate::lang::{book, fill};

/// The first line of the log of a resumed game.
pub fn resumed() -> &'static str {
    book().resumed()
}

/// A saved game that could not be loaded, kept aside: `number` counts them when there
/// are several; `problem` says why it cannot be loaded (`None`: it reads now).
pub fn kept_save_words(number: Option<usize>, problem: Option<&str>) -> String {
    let w = book();
    let name = match number {
        Some(n) => fill(w.saved_game_n(), &[("n", &n)]),
        None => w.your_saved_game().to_string(),
    };
    match problem {
        Some(problem) => fill(w.save_not_loaded(), &[("name", &name), ("problem", &problem)]),
        None => fill(w.save_readable_now(), &[("name", &name)]),
    }
}

/// A stored setting that could not be used as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repair {
    /// A table size outside 3 to 5 (4 play).
    Players(u8),
    /// A seat list of the wrong length for the table.
    Seats { seats: usize, players: u8 },
    /// A first dealer the table does not have (drawn at random).
    FirstDealer,
    /// A game of this many rounds, outside 1 to 20 (the full game is played).
    Rounds(u8),
}

/// The stored settings that had to change, in one sentence.
pub fn repairs_words(repairs: &[Repair]) -> String {
    let words = book();
    let said: Vec<String> = repairs
        .iter()
        .map(|r| match *r {
            Repair::Players(n) => fill(words.repair_players(), &[("n", &n)]),
            Repair::Seats { seats, players } => fill(words.repair_seats(), &[("seats", &seats), ("players", &players)]),
            Repair::FirstDealer => words.repair_first_dealer().to_string(),
            Repair::Rounds(n) => fill(words.repair_rounds(), &[("n", &n), ("max", &pala_rules::engine::MAX_ROUNDS)]),
        })
        .collect();
    fill(words.repairs(), &[("list", &crate::lang::list(&said))])
}

/// A game in a few words: "Impressionism, 4 players, round 2" (`round` counts from 0).
pub fn game_words(mode: Mode, players: u8, round: u32) -> String {
    let table = crate::game_table_words(mode, players.into());
    crate::lang::fill(crate::lang::book().game_round(), &[("table", &table), ("round", &(round + 1))])
}

/// The question before something replaces a game in progress (`game`, in
/// [`game_words`]; `incoming`, such as "the imported game").
pub fn replace_words(game: &str, incoming: &str) -> String {
    crate::lang::fill(crate::lang::book().replace_text(), &[("game", &game), ("incoming", &incoming)])
}

/// What became of this window's game in another window (a tab or the installed app).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// It was played further there.
    MovedOn,
    /// Another game took its place there: this one, in [`game_words`].
    Replaced(String),
    /// It was played to its end there.
    Finished,
    /// Another window saved a game this one cannot read (a newer Pala, or damaged).
    Unreadable,
}

/// The title, the words and the first button's label when this window's game changed in
/// another window.
pub fn stale_words(what: &Elsewhere) -> (&'static str, String, &'static str) {
    let words = crate::lang::book();
    match what {
        Elsewhere::MovedOn => (words.moved_on_title(), words.moved_on_text().to_string(), words.continue_here()),
        Elsewhere::Replaced(game) => (
            words.replaced_title(),
            crate::lang::fill(words.replaced_text(), &[("game", game)]),
            words.play_that_game_here(),
        ),
        Elsewhere::Finished => (words.finished_title(), words.finished_text().to_string(), words.set_up_a_new_game()),
        Elsewhere::Unreadable => (
            words.unreadable_elsewhere_title(),
            words.unreadable_elsewhere_text().to_string(),
            words.set_up_a_new_game(),
        ),
    }
}

/// A file that is not a game Pala can load (`why`, a sentence).
pub fn import_refused(why: &str) -> String {
    fill(book().import_refused(), &[("why", &why)])
}

/// A file the browser could not read.
pub fn file_unreadable(why: &str) -> String {
    fill(book().file_unreadable(), &[("why", &why)])
}

/// The games-played table when the stored statistics cannot be read (`why`: the
/// reader's words, or that a newer version wrote them): they stay as they are.
pub fn stats_unreadable(why: &str) -> String {
    fill(book().stats_unreadable(), &[("why", &why)])
}

/// Under the games-played table, once unreadable statistics were set aside.
pub fn stats_kept(key: &str) -> String {
    fill(book().stats_kept(), &[("key", &key)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repairs_are_one_sentence() {
        let said = repairs_words(&[Repair::Players(9), Repair::FirstDealer]);
        assert_eq!(
            said,
            "Your stored settings could not all be used: 9 players is not a table of 3, 4 or 5, so 4 play and the first dealer was a seat the table does not have, so it is drawn at random."
        );
        assert_eq!(kept_save_words(Some(2), None), "Saved game 2, set aside earlier, can be read now.");
        assert_eq!(game_words(Mode::Impressionism, 4, 1), "Impressionism, 4 players, round 2");
    }

    #[test]
    fn a_game_changed_elsewhere_is_told_as_it_is() {
        let (title, text, button) = stale_words(&Elsewhere::Replaced(game_words(Mode::Impressionism, 3, 0)));
        assert_eq!(title, "This game was replaced in another window");
        assert_eq!(
            text,
            "Another window (a tab or the installed app) started another game in its place: Impressionism, 3 players, round 1. Nothing here was saved over it."
        );
        assert_eq!(button, "Play that game here");
        let (title, text, button) = stale_words(&Elsewhere::MovedOn);
        assert_eq!((title, button), ("This game moved on in another window", "Continue here"));
        assert!(text.contains("played this game further"), "{text}");
        let (title, text, button) = stale_words(&Elsewhere::Finished);
        assert_eq!((title, button), ("This game was finished in another window", "Set up a new game"));
        assert!(text.contains("to its end") && !text.contains("replaced"), "{text}");
        let (_, text, _) = stale_words(&Elsewhere::Unreadable);
        assert!(text.contains("cannot read") && !text.contains("to its end"), "{text}");
    }

    use crate::lang::{Lang, book, fill, list, speak};

    /// The questions that keep a game from being lost say the same facts in every language:
    /// the game in progress (its table and round), what would replace it, and, when another
    /// window changed the game, a title, words and way on of its own for each case.
    #[test]
    fn the_guards_words_state_the_same_facts_in_each_language() {
        use crate::{new_game_words, shared_deal_words};
        for lang in Lang::ALL {
            assert!(speak(lang));
            let b = book();
            let game = game_words(Mode::Impressionism, 4, 1);
            let table = crate::game_table_words(Mode::Impressionism, 4);
            assert!(game.contains(&table) && game.contains('2'), "{}: {game}", lang.code());
            for incoming in [
                new_game_words(Mode::Pointillism, 3),
                shared_deal_words(Mode::Pointillism, 5, 123_456_789),
                b.incoming_imported().to_string(),
                b.incoming_kept().to_string(),
                crate::daily_incoming(pala_rules::engine::Day::from_date(2026, 11, 28).expect("a day")),
            ] {
                let said = replace_words(&game, &incoming);
                assert!(said.contains(&game) && said.contains(&incoming), "{}: {said}", lang.code());
            }
            assert!(new_game_words(Mode::Pointillism, 3).contains(&crate::game_table_words(Mode::Pointillism, 3)));
            assert!(shared_deal_words(Mode::Pointillism, 5, 123_456_789).contains("123456789"));
            let day = crate::daily_incoming(pala_rules::engine::Day::from_date(2026, 11, 28).expect("a day"));
            assert!(day.contains("332") && day.contains(&crate::game_table_words(Mode::Pointillism, 5)), "{day}");
            let cases =
                [Elsewhere::MovedOn, Elsewhere::Replaced(game.clone()), Elsewhere::Finished, Elsewhere::Unreadable];
            let said: Vec<_> = cases.iter().map(stale_words).collect();
            assert!(said[1].1.contains(&game), "{}: the replacing game is named", lang.code());
            for (i, a) in said.iter().enumerate() {
                for b in &said[i + 1..] {
                    assert!(a.0 != b.0 && a.1 != b.1, "{}: each case has its own title and words", lang.code());
                }
            }
            // Only a game that moved on or was replaced can be played on here.
            assert_eq!(said[2].2, said[3].2, "{}: a finished or unreadable game leads to a new one", lang.code());
            assert!(said[0].2 != said[2].2 && said[1].2 != said[2].2, "{}", lang.code());
        }
        speak(Lang::En);
    }

    /// The stored settings that had to change are told with the same numbers in every
    /// language, one clause each, listed in the language's own way.
    #[test]
    fn repaired_settings_state_the_same_numbers_in_each_language() {
        let all = [Repair::Players(9), Repair::Seats { seats: 2, players: 4 }, Repair::FirstDealer, Repair::Rounds(30)];
        for lang in Lang::ALL {
            assert!(speak(lang));
            let b = book();
            let said = repairs_words(&all);
            for n in ["9", "2", "4", "30", &pala_rules::engine::MAX_ROUNDS.to_string()] {
                assert!(said.contains(n), "{}: {said} lacks {n}", lang.code());
            }
            assert!(said.contains(b.repair_first_dealer()), "{}: {said}", lang.code());
            assert_eq!(repairs_words(&all[2..3]), fill(b.repairs(), &[("list", &b.repair_first_dealer())]));
            // A list of one is the item; of two, joined by the last join; of three, both joins.
            let items = ["A", "B", "C"].map(String::from);
            assert_eq!(list(&items[..1]), "A");
            assert_eq!(list(&items[..2]), fill(b.list_last(), &[("rest", &"A"), ("last", &"B")]));
            let two = fill(b.list_more(), &[("rest", &"A"), ("item", &"B")]);
            assert_eq!(list(&items), fill(b.list_last(), &[("rest", &two), ("last", &"C")]));
        }
        speak(Lang::En);
        assert_eq!(list(&["A", "B", "C"].map(String::from)), "A, B and C");
    }
}
