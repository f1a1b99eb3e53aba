//! Saved games, share links and statistics: the versioned formats the app stores.
//!
//! A save is the game record (rules, seed, first dealer, actions) plus who sits where;
//! loading replays every action through the engine, so a save that loads is a legal
//! game. A save that cannot be read is reported in plain words and kept as it was.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::engine::{Game, GameRecord, GameSettings, Mode, Rules, Seat, SeatKind};

/// The save format's name and the version this build writes and reads.
pub const SAVE_FORMAT: &str = "pala-save";
pub const SAVE_VERSION: u32 = 1;

/// A saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    pub record: GameRecord,
    pub seats: Vec<SeatKind>,
    /// Counts the writes of the stored game, so that a window whose game moved on in
    /// another window never overwrites the newer save (absent in older saves: 0).
    #[serde(default)]
    pub revision: u64,
}

/// Why a save cannot be loaded, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SaveError {
    #[error("This is not a Pala saved game.")]
    NotASave,
    #[error(
        "This save was made by a newer version of Pala (save version {0}); this version reads version {SAVE_VERSION}."
    )]
    NewerVersion(u32),
    /// The reader's own words (which may quote the file's text) are no player's words:
    /// they wait in [`SaveError::detail`], not in the sentence.
    #[error("This is not a readable Pala save; it may be damaged.")]
    Damaged(String),
    #[error("This save's moves do not replay: {0}.")]
    DoesNotReplay(String),
}

impl SaveError {
    /// What the reader found, for a player who opens the details (or reports the save):
    /// the reader's words echoed in at most 200 characters; `None` but for a damaged save.
    pub fn detail(&self) -> Option<String> {
        match self {
            SaveError::Damaged(why) => Some(crate::engine::echo_at_most(why, 200)),
            _ => None,
        }
    }
}

impl SaveFile {
    pub fn new(game: &Game, seats: &[SeatKind]) -> SaveFile {
        SaveFile {
            format: SAVE_FORMAT.into(),
            version: SAVE_VERSION,
            record: game.record(),
            seats: seats.to_vec(),
            revision: 0,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a save and replays it. The text is untrusted (storage, an imported file).
    pub fn load(text: &str) -> Result<(SaveFile, Game), SaveError> {
        let header = SaveHeader::read(text).map_err(|e| SaveError::Damaged(e.to_string()))?;
        if header.format.as_deref() != Some(SAVE_FORMAT) {
            return Err(SaveError::NotASave);
        }
        match header.version {
            Some(v) if v == SAVE_VERSION as u64 => {}
            Some(v) if v > SAVE_VERSION as u64 => return Err(SaveError::NewerVersion(v.min(u32::MAX as u64) as u32)),
            _ => return Err(SaveError::Damaged("unknown save version".into())),
        }
        let save: SaveFile = serde_json::from_str(text).map_err(|e| SaveError::Damaged(e.to_string()))?;
        if save.seats.len() != save.record.players as usize {
            return Err(SaveError::Damaged(format!(
                "{} seats for a {}-player game",
                save.seats.len(),
                save.record.players
            )));
        }
        let game = Game::replay(&save.record).map_err(|e| SaveError::DoesNotReplay(e.to_string()))?;
        Ok((save, game))
    }
}

/// What is read of a save before the rest: whether it is one, its version, and its
/// revision. Its own small struct rather than a JSON value, so the page's wasm carries
/// no JSON value type. (A `format` that is not a string reads as damaged.)
#[derive(Debug, Default, Deserialize)]
pub struct SaveHeader {
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    version: Option<u64>,
    #[serde(default)]
    revision: Option<u64>,
}

impl SaveHeader {
    pub fn read(text: &str) -> Result<SaveHeader, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The save's revision (0 for saves made before revisions).
    pub fn revision(&self) -> u64 {
        self.revision.unwrap_or(0)
    }
}

/// A deal to share: a game's own settings (the game, the table size, the deal number and,
/// R1, the first dealer, so that the link deals the same game; `None` in a link without
/// one, where the deal number picks the dealer), written once.
pub type SharedDeal = GameSettings;

impl GameSettings {
    /// The deal of a game that has begun (its first dealer settled).
    pub fn of(game: &Game) -> SharedDeal {
        GameSettings { first_dealer: Some(game.first_dealer()), ..game.settings() }
    }

    /// The link fragment: `#deal=pointillism-4-12345-d1` (the first dealer numbered
    /// from 1, as the table numbers seats).
    pub fn fragment(&self) -> String {
        let dealer = self.first_dealer.map_or(String::new(), |d| format!("-d{}", d.number()));
        format!("#deal={}-{}-{}{dealer}", self.mode.name(), self.players, self.seed)
    }

    /// Reads a link fragment (untrusted: from a URL): `Ok(None)` when it is no deal
    /// link at all, an error in plain words when it is a broken one.
    pub fn parse(fragment: &str) -> Result<Option<SharedDeal>, DealLinkError> {
        let Some(body) = fragment.strip_prefix("#deal=") else { return Ok(None) };
        let body = decode_fragment(body);
        let parts: Vec<&str> = body.split('-').collect();
        let (mode, players, seed, dealer) = match parts.as_slice() {
            [mode, players, seed] => (mode, players, seed, None),
            [mode, players, seed, dealer] => (mode, players, seed, Some(dealer)),
            _ => return Err(DealLinkError::Shape(body)),
        };
        let mode = Mode::parse(mode).ok_or_else(|| DealLinkError::Game(mode.to_string()))?;
        let players: u8 = players.parse().map_err(|_| DealLinkError::Players(players.to_string()))?;
        Rules::new(mode, players).ok_or_else(|| DealLinkError::Players(players.to_string()))?;
        let seed: u64 = seed.parse().map_err(|_| DealLinkError::Seed(seed.to_string()))?;
        let first_dealer = match dealer {
            None => None,
            Some(text) => match text.strip_prefix('d').and_then(|n| n.parse::<u8>().ok()) {
                Some(n) if (1..=players).contains(&n) => Some(Seat::new(n - 1)),
                _ => return Err(DealLinkError::Dealer(players, text.to_string())),
            },
        };
        Ok(Some(SharedDeal { mode, players, seed, first_dealer }))
    }
}

/// Percent-escapes a browser may leave in a fragment ("%2D"), decoded for the few
/// characters a deal link can hold; anything else stays as it is.
fn decode_fragment(text: &str) -> String {
    text.replace("%2D", "-").replace("%2d", "-")
}

/// Why a deal link cannot be opened, in plain words.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DealLinkError {
    #[error(
        "A deal link names the game, the number of players and the deal number, such as #deal=pointillism-4-12345; this one reads \"{}\".",
        crate::engine::echo(.0)
    )]
    Shape(String),
    #[error("\"{}\" is not a Pala game: a deal link names \"pointillism\" or \"impressionism\".", crate::engine::echo(.0))]
    Game(String),
    #[error("Pala is played by 3, 4 or 5 players; this link asks for \"{}\".", crate::engine::echo(.0))]
    Players(String),
    #[error("The deal number must be a whole number from 0 to {max}; this link has \"{}\".", crate::engine::echo(.0), max = u64::MAX)]
    Seed(String),
    #[error("The first dealer is written d1 to d{} for this table; this link has \"{}\".", .0, crate::engine::echo(.1))]
    Dealer(u8, String),
}

/// Games played and won per mode and player count.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub version: u32,
    /// Keyed `pointillism-4`.
    pub tables: BTreeMap<String, TableStats>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableStats {
    pub games: u32,
    pub wins: u32,
}

impl Stats {
    /// Counts a finished game; `won` when a human seat is among the winners.
    pub fn record(&mut self, rules: Rules, won: bool) {
        self.version = SAVE_VERSION;
        let entry = self.tables.entry(format!("{}-{}", rules.mode.name(), rules.players)).or_default();
        entry.games += 1;
        entry.wins += won as u32;
    }

    /// Reads stored statistics (none stored: none counted). Statistics that cannot be
    /// read, or that a newer version wrote, are refused with why, never replaced
    /// silently: the caller keeps them aside.
    pub fn load(text: &str) -> Result<Stats, String> {
        if text.trim().is_empty() {
            return Ok(Stats::default());
        }
        let stats: Stats = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if stats.version > SAVE_VERSION {
            return Err(format!("a newer version of Pala wrote them (version {})", stats.version));
        }
        Ok(stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> Game {
        let mut game = Game::new(crate::engine::GameSettings {
            mode: Mode::Impressionism,
            players: 3,
            seed: 9,
            first_dealer: Some(Seat::new(2)),
        })
        .unwrap();
        for _ in 0..7 {
            let action = game.round().legal_actions()[0];
            game.act(action).unwrap();
        }
        game
    }

    #[test]
    fn a_save_round_trips_to_the_same_position() {
        let game = game();
        let seats =
            [SeatKind::Human, SeatKind::Ai(crate::engine::Level::Hard), SeatKind::Ai(crate::engine::Level::Easy)];
        let text = SaveFile::new(&game, &seats).to_json();
        let (save, loaded) = SaveFile::load(&text).unwrap();
        assert_eq!(save.seats, seats);
        assert_eq!(loaded.round(), game.round());
    }

    #[test]
    fn bad_saves_are_reported_in_plain_words() {
        let game = game();
        let good = SaveFile::new(&game, &[SeatKind::Human; 3]).to_json();
        // Plain words; the reader's own ("key must be a string at line 1 column 2") wait
        // in the details.
        let oops = SaveFile::load("{oops").unwrap_err();
        assert_eq!(oops.to_string(), "This is not a readable Pala save; it may be damaged.");
        assert!(oops.detail().is_some_and(|d| d.contains("line 1")), "{oops:?}");
        assert_eq!(SaveFile::load(r#"{"a": 1}"#).unwrap_err(), SaveError::NotASave);
        let newer = good.replace("\"version\":1", "\"version\":7");
        assert_eq!(SaveFile::load(&newer).unwrap_err(), SaveError::NewerVersion(7));
        let tampered = good.replace("\"actions\":[\"", "\"actions\":[\"play R9\",\"");
        assert!(matches!(SaveFile::load(&tampered).unwrap_err(), SaveError::DoesNotReplay(_)));
        let seats = good.replace("{\"kind\":\"human\"},", "");
        assert!(matches!(SaveFile::load(&seats).unwrap_err(), SaveError::Damaged(_)));
        // A 20,000-character name where the game's mode goes is quoted in 200 characters.
        let long = format!(
            "{{\"format\": \"pala-save\", \"version\": 1, \"record\": {{\"mode\": \"{}\"}}}}",
            "M".repeat(20_000)
        );
        let said = SaveFile::load(&long).unwrap_err().detail().unwrap_or_default();
        assert!(said.len() < 300 && said.contains('…'), "{said}");
    }

    #[test]
    fn share_links_round_trip_and_say_what_is_wrong() {
        let deal =
            SharedDeal { mode: Mode::Pointillism, players: 5, seed: 123456789, first_dealer: Some(Seat::new(2)) };
        assert_eq!(deal.fragment(), "#deal=pointillism-5-123456789-d3");
        assert_eq!(SharedDeal::parse(&deal.fragment()), Ok(Some(deal)));
        let plain = SharedDeal { first_dealer: None, ..deal };
        assert_eq!(SharedDeal::parse("#deal=pointillism-5-123456789"), Ok(Some(plain)));
        assert_eq!(SharedDeal::parse("#other"), Ok(None));
        assert_eq!(SharedDeal::parse(""), Ok(None));
        let cases: [(&str, &str); 8] = [
            ("#deal=pointillism-4-1-d5", "d1 to d4 for this table; this link has \"d5\""),
            ("#deal=pointillism-4-1-x", "this link has \"x\""),
            ("#deal=garbage", "such as #deal=pointillism-4-12345; this one reads \"garbage\""),
            ("#deal=pointillism-4", "this one reads \"pointillism-4\""),
            ("#deal=chess-4-1", "\"chess\" is not a Pala game"),
            ("#deal=pointillism-7-123", "3, 4 or 5 players; this link asks for \"7\""),
            ("#deal=pointillism-4-x", "a whole number from 0 to 18446744073709551615; this link has \"x\""),
            ("#deal=pointillism-4-99999999999999999999", "this link has \"99999999999999999999\""),
        ];
        for (bad, says) in cases {
            let error = SharedDeal::parse(bad).unwrap_err().to_string();
            assert!(error.contains(says), "{bad}: {error}");
        }
    }

    #[test]
    fn stats_count_games_and_wins() {
        let mut stats = Stats::default();
        let rules = Rules::new(Mode::Pointillism, 4).unwrap();
        stats.record(rules, true);
        stats.record(rules, false);
        let back = Stats::load(&serde_json::to_string(&stats).unwrap()).unwrap();
        assert_eq!(back.tables["pointillism-4"], TableStats { games: 2, wins: 1 });
        assert!(Stats::load("garbage").is_err(), "refused, not emptied");
    }

    #[test]
    fn statistics_that_cannot_be_read_are_refused_not_emptied() {
        assert_eq!(Stats::load(""), Ok(Stats::default()));
        let mut stats = Stats::default();
        stats.record(Rules::new(Mode::Pointillism, 4).unwrap(), true);
        let text = serde_json::to_string(&stats).unwrap();
        assert_eq!(Stats::load(&text), Ok(stats));
        assert!(Stats::load("{oops").is_err());
        let newer = text.replace(&format!("\"version\":{SAVE_VERSION}"), "\"version\":999");
        assert_ne!(newer, text);
        assert!(Stats::load(&newer).unwrap_err().contains("newer version"));
    }
}

/// A game played to its end in some window: its record and the revision it ended at,
/// stored just before the save slot is emptied (the other windows then know their game
/// was finished, not cleared away; the deal of the day's page writes a finished deal of
/// the day into its book from it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ended {
    pub record: GameRecord,
    pub revision: u64,
}
