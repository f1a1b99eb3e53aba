//! The two games and the per-player-count tables, as data (RULINGS.md, "Table" and R2).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::seat::Seat;

/// Which of the two games in the box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Bid colour chips and win tricks: points are good.
    Pointillism,
    /// A bid board decides which colours cost points: points are bad.
    Impressionism,
}

impl Mode {
    pub const ALL: [Mode; 2] = [Mode::Pointillism, Mode::Impressionism];

    pub const fn name(self) -> &'static str {
        match self {
            Mode::Pointillism => "pointillism",
            Mode::Impressionism => "impressionism",
        }
    }

    /// The game's name in words: "Pointillism".
    pub const fn title(self) -> &'static str {
        match self {
            Mode::Pointillism => "Pointillism",
            Mode::Impressionism => "Impressionism",
        }
    }

    pub fn parse(text: &str) -> Option<Mode> {
        match text.trim().to_ascii_lowercase().as_str() {
            "pointillism" => Some(Mode::Pointillism),
            "impressionism" => Some(Mode::Impressionism),
            _ => None,
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mode::Pointillism => "Pointillism",
            Mode::Impressionism => "Impressionism",
        })
    }
}

/// A space of the Impressionism bid board (R2, R11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    /// Each card of this colour discards another scoring card; unused ones score -1.
    Cancel,
    /// Cards of this colour score 0 (only on the 5-player board, R2's unverified guess).
    Zero,
    /// Cards of this colour score 1 each.
    One,
    /// Cards of this colour score 2 each.
    Two,
    /// Cards of this colour score their own value.
    Face,
}

impl Space {
    /// The notation: `cancel`, `+0`, `+1`, `+2`, `+face`.
    pub const fn notation(self) -> &'static str {
        match self {
            Space::Cancel => "cancel",
            Space::Zero => "+0",
            Space::One => "+1",
            Space::Two => "+2",
            Space::Face => "+face",
        }
    }

    pub fn parse(text: &str) -> Option<Space> {
        match text.to_ascii_lowercase().as_str() {
            "cancel" => Some(Space::Cancel),
            "+0" => Some(Space::Zero),
            "+1" => Some(Space::One),
            "+2" => Some(Space::Two),
            "+face" => Some(Space::Face),
            _ => None,
        }
    }

    /// What one card of this space's colour in a pile scores (R11), before cancels.
    pub const fn points(self, value: u8) -> i32 {
        match self {
            Space::Cancel | Space::Zero => 0,
            Space::One => 1,
            Space::Two => 2,
            Space::Face => value as i32,
        }
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Space::Cancel => "Cancel",
            Space::Zero => "+0",
            Space::One => "+1",
            Space::Two => "+2",
            Space::Face => "+Face",
        })
    }
}

/// The bid boards by player count (R2), spaces in board order.
const BOARD_3: &[Space] = &[Space::Cancel, Space::Two, Space::Face];
const BOARD_4: &[Space] = &[Space::Cancel, Space::One, Space::One, Space::Face];
const BOARD_5: &[Space] = &[Space::Cancel, Space::Zero, Space::One, Space::One, Space::Face];

/// The most seats at a table.
pub const MAX_PLAYERS: usize = 5;

/// The mode and player count, with every number that depends on them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    pub mode: Mode,
    pub players: u8,
}

impl Rules {
    /// Rules for 3, 4 or 5 players; `None` for any other count.
    pub const fn new(mode: Mode, players: u8) -> Option<Rules> {
        if players >= 3 && players <= 5 { Some(Rules { mode, players }) } else { None }
    }

    pub const fn players(self) -> usize {
        self.players as usize
    }

    /// Every seat of the table, in seat order.
    pub fn seats(self) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone {
        Seat::all(self.players())
    }

    const fn row(self) -> usize {
        self.players as usize - 3
    }

    /// Cards dealt to each player: 14, 11 or 9.
    pub const fn hand_size(self) -> usize {
        [14, 11, 9][self.row()]
    }

    /// Cards left out of the deal: 6, 4 or 3.
    pub const fn left_out(self) -> usize {
        [6, 4, 3][self.row()]
    }

    /// Pointillism: the score that ends the game (100, 70, 30).
    pub const fn point_goal(self) -> i32 {
        [100, 70, 30][self.row()]
    }

    /// Pointillism: what a null bid wins or loses (25, 7, 2).
    pub const fn null_value(self) -> i32 {
        [25, 7, 2][self.row()]
    }

    /// Impressionism: the score that ends the game (40, 45, 50).
    pub const fn end_threshold(self) -> i32 {
        [40, 45, 50][self.row()]
    }

    /// The score whose reaching ends the game in this mode (R12).
    pub const fn game_end_score(self) -> i32 {
        match self.mode {
            Mode::Pointillism => self.point_goal(),
            Mode::Impressionism => self.end_threshold(),
        }
    }

    /// The Impressionism bid board for this player count (R2).
    pub const fn board(self) -> &'static [Space] {
        match self.players {
            3 => BOARD_3,
            4 => BOARD_4,
            _ => BOARD_5,
        }
    }

    /// The bonus for making a rainbow bid (all six colours, R10).
    pub const RAINBOW_BONUS: i32 = 100;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_deals_the_whole_deck() {
        for players in 3..=5 {
            let rules = Rules::new(Mode::Pointillism, players).unwrap();
            assert_eq!(rules.hand_size() * rules.players() + rules.left_out(), 48);
            assert_eq!(rules.board().len(), players as usize);
        }
        assert!(Rules::new(Mode::Impressionism, 2).is_none());
        assert!(Rules::new(Mode::Impressionism, 6).is_none());
    }
}
