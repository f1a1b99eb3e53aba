//! Who sits in each seat: a person, or an AI seat of a level. The rules do not depend
//! on it; the save file records it, the words name a seat by it, and the AI plays the
//! level (the AI, which owns what each level does).

use serde::{Deserialize, Serialize};

/// How strong an AI seat plays: the three levels a player meets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    /// "Apprentice": the rule of thumb.
    Easy,
    /// "Painter": a small search.
    Medium,
    /// "Master": the full search; also the hint and the coach.
    Hard,
}

impl Level {
    /// The levels a player picks from, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The command-line name (`pala arena --levels hard,medium`).
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "kind", content = "level")]
pub enum SeatKind {
    Human,
    Ai(Level),
}
