//! The card and action notation of the scenario format (`crates/rules/SCENARIO-FORMAT.md`), a public
//! contract: cards are a colour letter and a value (`R1`, `G9`); actions are `bid null`,
//! `bid R Y G`, `place +face Y4`, `pass`, `play B4`, `mix R3 B5`, `smear Y2 G7`, `win`
//! and `lose`. Parsing is case-insensitive and tolerant of extra spaces; printing is
//! canonical (mix cards and bid colours in card/colour order).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::{Action, Bid, Card, Color, Space};

/// The most characters of a player's text (a link, a file, a field) any message echoes.
pub const ECHO_CHARS: usize = 80;

/// Text a player typed or a file held, as a message echoes it: at most [`ECHO_CHARS`]
/// characters (then "…"), without direction controls, and, where it holds more than
/// ASCII, isolated from the sentence around it (FIRST STRONG ISOLATE ... POP
/// DIRECTIONAL ISOLATE, as HTML's `<bdi>`): neither its length nor its direction
/// reaches the page around it.
pub fn echo(text: &str) -> String {
    echo_at_most(text, ECHO_CHARS)
}

/// [`echo`] with room for `most` characters (a reader's message that quotes a file).
pub fn echo_at_most(text: &str, most: usize) -> String {
    let control =
        |c: char| matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}');
    let mut kept: String = text.chars().filter(|&c| !control(c) && !c.is_control()).take(most).collect();
    let plain = kept.is_ascii();
    if text.chars().filter(|&c| !control(c) && !c.is_control()).nth(most).is_some() {
        kept.push('…');
    }
    if plain { kept } else { format!("\u{2068}{kept}\u{2069}") }
}

/// Text that is not valid notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("empty action")]
    Empty,
    #[error("unknown card '{}': a card is a colour letter (R O Y G B P) and a value (R/Y/B 1-5, O/G/P 2-9)", echo(.0))]
    Card(String),
    #[error("unknown colour '{}': colours are R O Y G B P", echo(.0))]
    Color(String),
    #[error("colour {0} is listed twice in the bid")]
    RepeatedColor(char),
    #[error("unknown board space '{}': spaces are cancel, +0, +1, +2, +face", echo(.0))]
    Space(String),
    #[error("'{}' is not an action: expected bid, place, pass, play, mix, smear, win or lose", echo(.0))]
    Verb(String),
    #[error("'{}' needs {expected}", echo(.action))]
    Arity { action: String, expected: &'static str },
}

impl FromStr for Card {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Card, NotationError> {
        let bad = || NotationError::Card(text.to_string());
        let mut chars = text.trim().chars();
        let color = chars.next().and_then(Color::from_letter).ok_or_else(bad)?;
        let digits = chars.as_str();
        if digits.len() != 1 {
            return Err(bad());
        }
        let value: u8 = digits.parse().map_err(|_| bad())?;
        Card::new(color, value).ok_or_else(bad)
    }
}

impl FromStr for Bid {
    type Err = NotationError;

    /// A Pointillism bid as the scenario's `bids` writes it: `null`, or colour letters
    /// in any order (`"R Y"`).
    fn from_str(text: &str) -> Result<Bid, NotationError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        parse_bid(&words, text)
    }
}

fn parse_bid(words: &[&str], text: &str) -> Result<Bid, NotationError> {
    let arity = || NotationError::Arity { action: text.trim().to_string(), expected: "null or one or more colours" };
    if let [word] = words
        && word.eq_ignore_ascii_case("null")
    {
        return Ok(Bid::NULL);
    }
    let mut mask = 0u8;
    for word in words {
        let mut chars = word.chars();
        let color = match (chars.next(), chars.next()) {
            (Some(c), None) => Color::from_letter(c),
            _ => None,
        }
        .ok_or_else(|| NotationError::Color(word.to_string()))?;
        if mask & 1 << color.index() != 0 {
            return Err(NotationError::RepeatedColor(color.letter()));
        }
        mask |= 1 << color.index();
    }
    Bid::colors(mask).ok_or_else(arity)
}

impl fmt::Display for Bid {
    /// `null`, or the colour letters in colour order, space separated.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_null() {
            return f.write_str("null");
        }
        for (i, color) in self.color_list().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", color.letter())?;
        }
        Ok(())
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Action, NotationError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some((verb, args)) = words.split_first() else {
            return Err(NotationError::Empty);
        };
        let arity = |expected| NotationError::Arity { action: words.join(" "), expected };
        let card = |word: &str| word.parse::<Card>().map(Card::canonical);
        match (verb.to_ascii_lowercase().as_str(), args) {
            ("bid", args) => parse_bid(args, &args.join(" ")).map(Action::Bid),
            ("place", [space, c]) => {
                let space = Space::parse(space).ok_or_else(|| NotationError::Space(space.to_string()))?;
                Ok(Action::Place(space, card(c)?))
            }
            ("place", _) => Err(arity("a space and a card, e.g. 'place +face Y4'")),
            ("pass", []) => Ok(Action::Pass),
            ("play", [c]) => Ok(Action::Play(card(c)?)),
            ("play", _) => Err(arity("one card, e.g. 'play B4'")),
            ("mix", [a, b]) => Ok(Action::mix(card(a)?, card(b)?)),
            ("mix", _) => Err(arity("two cards, e.g. 'mix R3 B5'")),
            ("smear", [p, s]) => Ok(Action::Smear(card(p)?, card(s)?)),
            ("smear", _) => Err(arity("a primary then a secondary, e.g. 'smear Y2 G7'")),
            ("win", []) => Ok(Action::Win),
            ("lose", []) => Ok(Action::Lose),
            ("pass" | "win" | "lose", _) => Err(arity("nothing after it")),
            _ => Err(NotationError::Verb(verb.to_string())),
        }
    }
}

impl fmt::Display for Action {
    /// The canonical notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Bid(bid) => write!(f, "bid {bid}"),
            Action::Place(space, card) => write!(f, "place {} {card}", space.notation()),
            Action::Pass => f.write_str("pass"),
            Action::Play(card) => write!(f, "play {card}"),
            Action::Mix(a, b) => {
                let (a, b) = if a <= b { (a, b) } else { (b, a) };
                write!(f, "mix {a} {b}")
            }
            Action::Smear(p, s) => write!(f, "smear {p} {s}"),
            Action::Win => f.write_str("win"),
            Action::Lose => f.write_str("lose"),
        }
    }
}

/// Cards, bids and actions cross JSON (the AI worker's replies, saves) as their
/// notation: `"R3"`, `"R Y"`, `"mix R3 B5"`.
macro_rules! serde_as_notation {
    ($($ty:ty),*) => {$(
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    )*};
}

serde_as_notation!(Card, Bid, Action);

/// A colour crosses JSON as its letter: `"R"`.
impl serde::Serialize for Color {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_char(self.letter())
    }
}

impl<'de> serde::Deserialize<'de> for Color {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let letter = char::deserialize(deserializer)?;
        Color::from_letter(letter).ok_or_else(|| serde::de::Error::custom(NotationError::Color(letter.to_string())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 20,000-character word echoes as 80 characters and "…"; direction controls
    /// are dropped and text beyond ASCII is isolated from the sentence around it.
    #[test]
    fn echoed_text_is_trimmed_and_isolated() {
        let long = "X".repeat(20_000);
        let said = format!("play {long}").parse::<Action>().unwrap_err().to_string();
        assert!(said.len() < 200, "{said}");
        assert!(said.starts_with(&format!("unknown card '{}…'", "X".repeat(ECHO_CHARS))), "{said}");
        assert_eq!(echo("R9"), "R9");
        assert_eq!(echo("\u{202E}abc"), "abc");
        assert_eq!(echo("שלום"), "\u{2068}שלום\u{2069}");
        let verb = "\u{202E}\u{5d0}".parse::<Action>().unwrap_err().to_string();
        assert_eq!(
            verb,
            "'\u{2068}\u{5d0}\u{2069}' is not an action: expected bid, place, pass, play, mix, smear, win or lose"
        );
    }

    #[test]
    fn parsing_is_tolerant_and_printing_canonical() {
        let cases = [
            ("  BID   g r y ", "bid R Y G"),
            ("bid NULL", "bid null"),
            ("Place +FACE y4", "place +face Y4"),
            ("mix b5 r3", "mix R3 B5"),
            ("smear y2 g7", "smear Y2 G7"),
            ("PASS", "pass"),
            ("play  b4", "play B4"),
            ("Win", "win"),
        ];
        for (text, canonical) in cases {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), canonical, "{text}");
        }
    }

    #[test]
    fn bad_notation_is_an_error() {
        for text in [
            "",
            "bid",
            "bid R R",
            "bid null R",
            "play R6",
            "play G1",
            "play X3",
            "mix R3",
            "place +3 R1",
            "dance",
            "win now",
            "play R10",
        ] {
            assert!(text.parse::<Action>().is_err(), "{text:?} parsed");
        }
    }
}
