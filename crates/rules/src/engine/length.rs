//! How long a game lasts. The rulebook plays to an end score (R12: 100, 70 or 30 points
//! in Pointillism; 40, 45 or 50 in Impressionism); players of card apps also want
//! shorter games, as BGA offers lengths. Two shorter ones, chosen at setup and kept in
//! the game record: half the end score, or a set number of rounds. Either way the game
//! is checked after each round's scoring and the best total wins, equal best totals
//! sharing the win (R12's own rule).

use serde::{Deserialize, Serialize};

use super::rules::{Mode, Rules};
use super::seat::Seat;

/// The most rounds a game of set rounds may have.
pub const MAX_ROUNDS: u8 = 20;

/// How long a game lasts. Written as "full", "half" or "4 rounds" (a record's and the
/// stored settings' text, read back by [`Length::from_str`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Length {
    /// R12: until a round ends with someone at or past the rules' end score.
    #[default]
    Full,
    /// Until a round ends with someone at or past half the end score, rounded up
    /// (Pointillism 50, 35, 15; Impressionism 20, 23, 25): our shorter game, not the
    /// rulebook's.
    Half,
    /// After this many rounds (1 to [`MAX_ROUNDS`]), whatever the totals.
    Rounds(u8),
}

impl std::fmt::Display for Length {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Length::Full => f.write_str("full"),
            Length::Half => f.write_str("half"),
            Length::Rounds(n) => write!(f, "{n} rounds"),
        }
    }
}

impl std::str::FromStr for Length {
    type Err = String;

    /// "full", "half" or "N rounds" (N from 1 to [`MAX_ROUNDS`]).
    fn from_str(text: &str) -> Result<Length, String> {
        let rounds = |t: &str| t.strip_suffix(" rounds").or_else(|| t.strip_suffix(" round"))?.parse().ok();
        match text {
            "full" => Ok(Length::Full),
            "half" => Ok(Length::Half),
            _ => rounds(text).map(Length::Rounds).filter(|l| l.is_valid()).ok_or_else(|| {
                format!(
                    "a game length is \"full\", \"half\" or \"N rounds\" (N from 1 to {MAX_ROUNDS}), not \"{}\"",
                    super::echo(text)
                )
            }),
        }
    }
}

impl From<Length> for String {
    fn from(length: Length) -> String {
        length.to_string()
    }
}

impl TryFrom<String> for Length {
    type Error = String;
    fn try_from(text: String) -> Result<Length, String> {
        text.parse()
    }
}

impl Length {
    /// The choices a setup screen offers, for a table of `players`: the full game, the
    /// half game, one round per player (each deals once), and a single round.
    pub fn choices(players: u8) -> [Length; 4] {
        [Length::Full, Length::Half, Length::Rounds(players), Length::Rounds(1)]
    }

    pub fn is_full(&self) -> bool {
        *self == Length::Full
    }

    /// The score that ends the game under `rules`, if this length has one.
    pub const fn end_score(self, rules: Rules) -> Option<i32> {
        match self {
            Length::Full => Some(rules.game_end_score()),
            Length::Half => Some((rules.game_end_score() + 1) / 2),
            Length::Rounds(_) => None,
        }
    }

    /// The number of rounds, if this length is a number of rounds.
    pub const fn rounds(self) -> Option<u32> {
        match self {
            Length::Rounds(n) => Some(n as u32),
            _ => None,
        }
    }

    /// Whether the game may be played: a number of rounds from 1 to [`MAX_ROUNDS`].
    pub const fn is_valid(self) -> bool {
        match self {
            Length::Rounds(n) => n >= 1 && n <= MAX_ROUNDS,
            _ => true,
        }
    }

    /// What ends the game as every seat knows it during round `round` (counting from 0).
    pub fn ending(self, rules: Rules, round: u32) -> Ending {
        Ending { score: self.end_score(rules), rounds_left: self.rounds().map(|n| n.saturating_sub(round + 1)) }
    }
}

/// What ends the game, as known during one round: the end score, if the game has one,
/// and the rounds to play after this one, if the game is a number of rounds. Public
/// (every seat knows the game's length and the round): the AI seats plan by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    pub score: Option<i32>,
    pub rounds_left: Option<u32>,
}

impl Ending {
    /// The rulebook's game (R12) under `rules`.
    pub const fn full(rules: Rules) -> Ending {
        Ending { score: Some(rules.game_end_score()), rounds_left: None }
    }

    /// Whether this round, ending with the running totals at `totals`, ends the game.
    pub fn ends(self, totals: &[i32]) -> bool {
        self.rounds_left == Some(0) || self.score.is_some_and(|end| totals.iter().any(|&t| t >= end))
    }

    /// The winners if this round, ending with the totals at `totals`, ends the game:
    /// the best total (highest in Pointillism, lowest in Impressionism), equal best
    /// totals sharing the win (R12).
    pub fn winners(self, mode: Mode, totals: &[i32]) -> Option<Vec<Seat>> {
        if !self.ends(totals) {
            return None;
        }
        let best = match mode {
            Mode::Pointillism => totals.iter().max(),
            Mode::Impressionism => totals.iter().min(),
        }
        .copied()?;
        Some(Seat::all(totals.len()).filter(|s| totals[s.index()] == best).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_half_game_ends_at_half_the_end_score_rounded_up() {
        let half = |mode, players| Length::Half.end_score(Rules::new(mode, players).unwrap());
        assert_eq!([3, 4, 5].map(|p| half(Mode::Pointillism, p)), [Some(50), Some(35), Some(15)]);
        assert_eq!([3, 4, 5].map(|p| half(Mode::Impressionism, p)), [Some(20), Some(23), Some(25)]);
    }

    #[test]
    fn a_game_of_rounds_ends_after_its_last_round_whatever_the_totals() {
        let rules = Rules::new(Mode::Pointillism, 4).unwrap();
        let length = Length::Rounds(3);
        assert!(!length.ending(rules, 1).ends(&[500, 0, 0, 0]), "no end score");
        let last = length.ending(rules, 2);
        assert_eq!(last.rounds_left, Some(0));
        assert_eq!(last.winners(Mode::Pointillism, &[4, 9, 9, -3]), Some(vec![Seat::new(1), Seat::new(2)]));
        assert_eq!(last.winners(Mode::Impressionism, &[4, 9, 9, -3]), Some(vec![Seat::new(3)]));
    }

    #[test]
    fn lengths_read_and_write_as_the_record_stores_them() {
        for (length, text) in
            [(Length::Full, "\"full\""), (Length::Half, "\"half\""), (Length::Rounds(4), "\"4 rounds\"")]
        {
            assert_eq!(serde_json::to_string(&length).unwrap(), text);
            assert_eq!(serde_json::from_str::<Length>(text).unwrap(), length);
        }
        assert!(!Length::Rounds(0).is_valid() && !Length::Rounds(MAX_ROUNDS + 1).is_valid());
        assert_eq!("1 round".parse::<Length>(), Ok(Length::Rounds(1)));
        for bad in ["0 rounds", "21 rounds", "short", "rounds"] {
            assert!(serde_json::from_str::<Length>(&format!("\"{bad}\"")).is_err(), "{bad} is refused");
        }
        assert!(Length::choices(5).iter().all(|l| l.is_valid()));
    }
}
