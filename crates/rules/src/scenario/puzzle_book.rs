//! This browser's puzzle book (issue 48): the player's puzzle rating and each puzzle's,
//! Glicko-2 (the `skillratings` package), moved by the first try at each puzzle as a
//! game between the player and the puzzle (solved: the player wins); later tries
//! change nothing, as on lichess. Stored as JSON under the puzzles' own storage key.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use super::puzzle::{Puzzle, PuzzleSet, Theme};

/// A Glicko-2 rating on the familiar scale (a newcomer is 1500 ± 350).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// A newcomer's rating.
    pub const NEW: Rating = Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 };

    /// A puzzle's rating before anyone here tried it: the set's figure, held with less
    /// doubt than a newcomer's (it comes from how often two levels found the answer).
    pub fn of_puzzle(puzzle: &Puzzle) -> Rating {
        Rating { rating: puzzle.rating, deviation: 150.0, ..Rating::NEW }
    }

    /// The rating as a whole number, as shown.
    pub fn shown(&self) -> i32 {
        self.rating.round() as i32
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating { rating: self.rating, deviation: self.deviation, volatility: self.volatility }
    }

    fn from_glicko(g: Glicko2Rating) -> Rating {
        Rating { rating: g.rating, deviation: g.deviation, volatility: g.volatility }
    }
}

/// The first try at one puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Try {
    pub solved: bool,
    /// The player's rating before and after it.
    pub before: i32,
    pub after: i32,
}

/// The player's rating, the puzzles' ratings as changed here, and the first try at
/// each puzzle, by its number.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleBook {
    pub version: u32,
    pub player: Rating,
    #[serde(default)]
    pub puzzles: BTreeMap<u32, Rating>,
    #[serde(default)]
    pub tries: BTreeMap<u32, Try>,
}

impl Default for PuzzleBook {
    fn default() -> PuzzleBook {
        PuzzleBook {
            version: PuzzleBook::VERSION,
            player: Rating::NEW,
            puzzles: BTreeMap::new(),
            tries: BTreeMap::new(),
        }
    }
}

impl PuzzleBook {
    pub const VERSION: u32 = 1;

    /// A stored book, refused (to be kept aside, never overwritten) unless it reads as
    /// this version.
    pub fn load(text: &str) -> Result<PuzzleBook, String> {
        let book: PuzzleBook = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if book.version != PuzzleBook::VERSION {
            return Err(format!("a puzzle book of version {}, not {}", book.version, PuzzleBook::VERSION));
        }
        Ok(book)
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A puzzle's rating here.
    pub fn rating_of(&self, puzzle: &Puzzle) -> Rating {
        self.puzzles.get(&puzzle.number).copied().unwrap_or_else(|| Rating::of_puzzle(puzzle))
    }

    /// Records a try at `puzzle`: the first moves both ratings and is kept; later ones
    /// change nothing (`None`).
    pub fn record(&mut self, puzzle: &Puzzle, solved: bool) -> Option<Try> {
        if self.tries.contains_key(&puzzle.number) {
            return None;
        }
        let outcome = if solved { Outcomes::WIN } else { Outcomes::LOSS };
        let (player, theirs) =
            glicko2(&self.player.glicko(), &self.rating_of(puzzle).glicko(), &outcome, &Glicko2Config::new());
        let tried = Try { solved, before: self.player.shown(), after: Rating::from_glicko(player).shown() };
        self.player = Rating::from_glicko(player);
        self.puzzles.insert(puzzle.number, Rating::from_glicko(theirs));
        self.tries.insert(puzzle.number, tried);
        Some(tried)
    }

    /// The next puzzle to offer: of those not tried here (of `theme`, if one is
    /// chosen), other than the one on show (`except`), the one whose rating is nearest
    /// the player's; `None` once all are tried.
    pub fn next<'a>(&self, set: &'a PuzzleSet, theme: Option<Theme>, except: Option<u32>) -> Option<&'a Puzzle> {
        set.puzzles
            .iter()
            .filter(|p| Some(p.number) != except)
            .filter(|p| !self.tries.contains_key(&p.number) && theme.is_none_or(|t| p.themes.contains(&t)))
            .min_by(|a, b| {
                let gap = |p: &Puzzle| (self.rating_of(p).rating - self.player.rating).abs();
                gap(a).total_cmp(&gap(b)).then(a.number.cmp(&b.number))
            })
    }

    /// Whether the player's rating is still provisional: its deviation as large as a
    /// rating after only a few games (110, lichess's mark).
    pub fn provisional(&self) -> bool {
        self.player.deviation >= 110.0
    }

    /// How many puzzles were solved at the first try, of how many tried.
    pub fn score(&self) -> (usize, usize) {
        (self.tries.values().filter(|t| t.solved).count(), self.tries.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;
    use crate::scenario::puzzle::{Claim, Proof};

    fn puzzle(number: u32, rating: f64, themes: Vec<Theme>) -> Puzzle {
        Puzzle {
            number,
            scenario: Scenario::default(),
            seat: 0,
            answer: "play R1".into(),
            claim: Claim::EveryDeal,
            themes,
            painter: 4,
            apprentice: 0,
            tries: 8,
            rating,
            proof: Proof { deals: 1, matters: 1, margin_total: 1, moves: Vec::new() },
        }
    }

    fn set(puzzles: Vec<Puzzle>) -> PuzzleSet {
        PuzzleSet { format: PuzzleSet::FORMAT.into(), version: PuzzleSet::VERSION, made_by: String::new(), puzzles }
    }

    #[test]
    fn a_first_try_moves_both_ratings_and_a_second_nothing() {
        let mut book = PuzzleBook::default();
        let hard = puzzle(1, 1700.0, vec![Theme::Mix]);
        let solved = book.record(&hard, true).expect("the first try counts");
        assert_eq!(solved.before, 1500);
        assert!(solved.after > 1500, "solving a harder puzzle raises the rating: {solved:?}");
        assert!(book.rating_of(&hard).rating < 1700.0, "and lowers the puzzle's");
        assert_eq!(book.record(&hard, false), None, "a second try changes nothing");
        assert_eq!(book.player.shown(), solved.after);
        let easy = puzzle(2, 1200.0, vec![Theme::Smear]);
        let failed = book.record(&easy, false).expect("a first try");
        assert!(failed.after < failed.before, "failing lowers it: {failed:?}");
        assert_eq!(book.score(), (1, 2));
        assert!(book.provisional(), "two tries leave it provisional");
    }

    #[test]
    fn the_next_puzzle_is_the_untried_one_nearest_the_players_rating() {
        let set = set(vec![
            puzzle(1, 1200.0, vec![Theme::Mix]),
            puzzle(2, 1480.0, vec![Theme::Smear]),
            puzzle(3, 1560.0, vec![Theme::Mix]),
        ]);
        let mut book = PuzzleBook::default();
        assert_eq!(book.next(&set, None, None).map(|p| p.number), Some(2));
        assert_eq!(book.next(&set, None, Some(2)).map(|p| p.number), Some(3), "another than the one on show");
        assert_eq!(book.next(&set, Some(Theme::Mix), None).map(|p| p.number), Some(3));
        book.record(&set.puzzles[1], true);
        assert!(book.next(&set, Some(Theme::Smear), None).is_none(), "every smear tried");
        assert!(book.next(&set, Some(Theme::Cancel), None).is_none());
    }

    #[test]
    fn a_book_round_trips_and_another_version_is_refused() {
        let mut book = PuzzleBook::default();
        book.record(&puzzle(7, 1500.0, Vec::new()), true);
        // (JSON keeps each rating to within a unit in its last place.)
        let back = PuzzleBook::load(&book.to_text()).expect("it reads back");
        assert_eq!(back.tries, book.tries);
        let near =
            |a: Rating, b: Rating| (a.rating - b.rating).abs() < 1e-9 && (a.deviation - b.deviation).abs() < 1e-9;
        assert!(near(back.player, book.player) && near(back.puzzles[&7], book.puzzles[&7]), "{back:?}");
        let newer = book.to_text().replace("\"version\":1", "\"version\":2");
        assert!(PuzzleBook::load(&newer).unwrap_err().contains("version 2"));
        assert!(PuzzleBook::load("{").is_err());
    }

    #[test]
    fn the_puzzle_of_the_day_visits_every_puzzle_once_in_as_many_days() {
        for n in [1, 2, 7, 300, 336] {
            let set = set((1..=n).map(|k| puzzle(k, 1500.0, Vec::new())).collect());
            let mut seen: Vec<u32> = (0..n).filter_map(|d| set.of_day(d)).map(|p| p.number).collect();
            seen.sort_unstable();
            assert_eq!(seen, (1..=n).collect::<Vec<_>>(), "{n} puzzles");
        }
    }
}
