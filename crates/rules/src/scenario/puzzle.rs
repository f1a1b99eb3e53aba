//! Pala puzzles (issue 48): a position from a real round, one seat to move, and the one
//! move that is best against every hand the hidden cards could form, with its proof's
//! figures. The set is data (`static/puzzles.json`), made by the lab's `puzzles`
//! command and checked by `crates/ai/tests/puzzles.rs`, which proves every puzzle again.

use serde::{Deserialize, Serialize};

use super::Scenario;
use crate::engine::{Action, Bid, Color, Game, Mode, Seat, SeatView, Space};

/// What one legal move guarantees, over every deal the hidden cards could form, each
/// solved with every card known, each seat playing for its own points (ties against the seat).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveProof {
    /// The move, in the scenario notation.
    pub action: String,
    /// The sum over deals of the seat's guaranteed gain (its round points; minus its
    /// points in Impressionism, where points are bad): the mean is this over the deals.
    pub total: i64,
    /// The least it guarantees in any deal.
    pub worst: i32,
    /// In how many deals another move guarantees more.
    pub behind: u32,
}

/// Every legal move's guarantees over every deal, best first (the higher total, then
/// fewer deals behind, then legal order).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proof {
    /// How many deals the hidden cards could form (two copies of a face are one card).
    pub deals: u32,
    /// In how many deals the first move guarantees strictly more than every other.
    pub matters: u32,
    /// The sum over deals of the first move's lead over the next best there (zero or
    /// less where another is better).
    pub margin_total: i64,
    pub moves: Vec<MoveProof>,
}

/// What a puzzle's proof shows of its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Claim {
    /// In every deal no other move does better, and every other move does worse in at
    /// least one deal in twenty or by a fifth of a point on average.
    EveryDeal,
    /// On average over the deals it does better than every other move by a point or
    /// more, and in at least three deals of four no other move does better.
    OnAverage,
}

impl Proof {
    /// The puzzle's answer and what is proved of it, when the proof makes a puzzle.
    pub fn answer(&self) -> Option<(&MoveProof, Claim)> {
        let [first, second, ..] = self.moves.as_slice() else { return None };
        let deals = i64::from(self.deals);
        if self.deals == 0 || self.matters == 0 {
            return None;
        }
        if first.behind == 0 && second.behind > 0 && (self.matters * 20 >= self.deals || 5 * self.margin_total >= deals)
        {
            return Some((first, Claim::EveryDeal));
        }
        let lead = first.total - second.total;
        (lead >= deals && first.behind * 4 <= self.deals).then_some((first, Claim::OnAverage))
    }

    /// The proof's figures for the move written `action`.
    pub fn of(&self, action: &str) -> Option<&MoveProof> {
        self.moves.iter().find(|m| m.action == action)
    }
}

/// What a puzzle is about, from its position and its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// The answer mixes two primaries (R5).
    Mix,
    /// The answer smears (R6).
    Smear,
    /// The answer is a tie decision (R8).
    Tie,
    /// The answer follows a lead with one card: a copy or a junk.
    CopyOrJunk,
    /// The answer leads a trick: counting what is still out.
    EndgameCounting,
    /// Pointillism, the seat bid null (the white chip): it wants no trick.
    NullBid,
    /// Pointillism, the seat bid all six colours.
    Rainbow,
    /// Impressionism, the answer plays the Cancel colour or a Cancel card lies in the trick.
    Cancel,
    /// Impressionism, any other: what the board makes each colour cost.
    TheBoard,
}

impl Theme {
    pub const ALL: [Theme; 9] = [
        Theme::Mix,
        Theme::Smear,
        Theme::Tie,
        Theme::CopyOrJunk,
        Theme::EndgameCounting,
        Theme::NullBid,
        Theme::Rainbow,
        Theme::Cancel,
        Theme::TheBoard,
    ];

    /// The theme's name in the set's JSON and in links: `copy-or-junk`.
    pub const fn slug(self) -> &'static str {
        match self {
            Theme::Mix => "mix",
            Theme::Smear => "smear",
            Theme::Tie => "tie",
            Theme::CopyOrJunk => "copy-or-junk",
            Theme::EndgameCounting => "endgame-counting",
            Theme::NullBid => "null-bid",
            Theme::Rainbow => "rainbow",
            Theme::Cancel => "cancel",
            Theme::TheBoard => "the-board",
        }
    }

    /// The themes of `answer` in the seat's position (one for the move's kind, one for
    /// the seat's bid or the board).
    pub fn of(view: &SeatView, answer: Action) -> Vec<Theme> {
        let round = view.round();
        let mut themes = vec![match answer {
            Action::Mix(..) => Theme::Mix,
            Action::Smear(..) => Theme::Smear,
            Action::Win | Action::Lose => Theme::Tie,
            Action::Play(_) if round.trick().is_some() => Theme::CopyOrJunk,
            _ => Theme::EndgameCounting,
        }];
        match round.mode() {
            Mode::Pointillism => match round.bids().get(view.seat.index()).copied().flatten() {
                Some(Bid::NULL) => themes.push(Theme::NullBid),
                Some(Bid::RAINBOW) => themes.push(Theme::Rainbow),
                _ => {}
            },
            Mode::Impressionism => {
                let cancel = Color::ALL.into_iter().find(|&c| round.space_of(c) == Some(Space::Cancel));
                let in_trick = |c: Color| {
                    round.trick().is_some_and(|t| t.entries().iter().any(|e| e.cards().any(|k| k.color() == c)))
                };
                let played = |c: Color| answer.cards().any(|k| k.color() == c);
                themes.push(match cancel {
                    Some(c) if played(c) || in_trick(c) => Theme::Cancel,
                    _ => Theme::TheBoard,
                });
            }
        }
        themes
    }
}

/// One puzzle: the round so far as a scenario (every hand as dealt, so the table can be
/// drawn and "Show me" played on; the screen shows only the seat's own), the seat to
/// move, its answer and the proof.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Puzzle {
    /// Its number in the set, from 1.
    pub number: u32,
    pub scenario: Scenario,
    /// The seat to move, from 0.
    pub seat: u8,
    /// The move the proof shows best, in the scenario notation.
    pub answer: String,
    pub claim: Claim,
    pub themes: Vec<Theme>,
    /// Of `tries` decisions each (each with its own seed), how often Painter and
    /// Apprentice chose the answer.
    pub painter: u8,
    pub apprentice: u8,
    pub tries: u8,
    /// The puzzle's starting rating, from how often the two levels found it.
    pub rating: f64,
    pub proof: Proof,
}

/// Why a puzzle's position cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPuzzle(pub String);

impl Puzzle {
    /// The game at the puzzle's position: the scenario set up and its moves replayed.
    pub fn game(&self) -> Result<Game, BadPuzzle> {
        let mut game = self.scenario.setup().map_err(|e| BadPuzzle(e.to_string()))?;
        for a in self.scenario.actions.as_deref().unwrap_or_default() {
            let action: Action = a.parse().map_err(|_| BadPuzzle(format!("the move {a:?} is not notation")))?;
            game.act(action).map_err(|e| BadPuzzle(format!("{a}: {e}")))?;
        }
        Ok(game)
    }

    /// The seat to move.
    pub fn seat(&self) -> Seat {
        Seat::new(self.seat)
    }

    /// The table, as the set names it: `pointillism-3` and so on.
    pub fn table(&self) -> String {
        format!("{}-{}", self.scenario.mode, self.scenario.players)
    }
}

/// The set as shipped.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PuzzleSet {
    pub format: String,
    pub version: u32,
    /// The lab command and seed that made the set.
    pub made_by: String,
    pub puzzles: Vec<Puzzle>,
}

impl PuzzleSet {
    pub const FORMAT: &'static str = "pala-puzzles";
    pub const VERSION: u32 = 1;

    /// The set read from its JSON, refused unless it is this format and version.
    pub fn load(text: &str) -> Result<PuzzleSet, String> {
        let set: PuzzleSet = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if set.format != PuzzleSet::FORMAT || set.version != PuzzleSet::VERSION {
            return Err(format!("not a {} file of version {}", PuzzleSet::FORMAT, PuzzleSet::VERSION));
        }
        Ok(set)
    }

    /// The themes the set's puzzles carry, in [`Theme::ALL`]'s order.
    pub fn themes(&self) -> Vec<Theme> {
        Theme::ALL.into_iter().filter(|t| self.puzzles.iter().any(|p| p.themes.contains(t))).collect()
    }

    /// The puzzle numbered `number`.
    pub fn numbered(&self, number: u32) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.number == number)
    }

    /// The puzzle of day `day` (a day's number from 2026-01-01): each puzzle once
    /// before any comes again, in an order that hops about the set.
    pub fn of_day(&self, day: u32) -> Option<&Puzzle> {
        let n = self.puzzles.len();
        if n == 0 {
            return None;
        }
        // A step coprime with n visits every puzzle once per n days.
        let step = (n / 2..n).rev().find(|&s| gcd(s, n) == 1).unwrap_or(1);
        self.puzzles.get((day as usize % n) * step % n)
    }
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_theme_is_written_by_its_slug() {
        for theme in Theme::ALL {
            assert_eq!(serde_json::to_value(theme).unwrap(), theme.slug(), "{theme:?}");
        }
    }
}
