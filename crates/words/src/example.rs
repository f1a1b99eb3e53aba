//! What the rules widget says of an example (a scenario) it cannot show, in plain words:
//! the reader of a rules page did not write the JSON, and the author of the example
//! needs to know where to look. The widget reads and checks the text; this says what it
//! found.

use serde_json::error::Category;

use super::{capital, refusal_clause};
use pala_rules::engine::{Action, GameError, NotationError};

/// An example with no text at all.
pub const EXAMPLE_EMPTY: &str = "The example is empty: it needs at least a \"mode\" and a number of \"players\".";

/// An example longer than the widget reads: its size and the limit, in bytes.
pub fn example_too_long(bytes: usize, max: usize) -> String {
    format!("The example is too long: {bytes} bytes, and an example may have at most {max}.")
}

/// `text` as one sentence: trimmed, capitalised, with one full stop (none when empty).
pub(super) fn sentence(text: &str) -> String {
    let text = text.trim().trim_end_matches('.');
    if text.is_empty() { String::new() } else { format!("{}.", capital(text)) }
}

/// An example that is not valid JSON or not of the scenario's shape: syntax (with what
/// is missing), an early end, or the wrong kind of value, each with its line and column.
pub fn json_words(error: &serde_json::Error) -> String {
    let at = format!("line {}, column {}", error.line(), error.column());
    let full = error.to_string();
    let what = full.rsplit_once(" at line ").map_or(full.as_str(), |(what, _)| what);
    match error.classify() {
        Category::Eof => format!(
            "The example is not valid JSON: it stops too soon, at {at} (a closing quote, bracket or brace is missing)."
        ),
        Category::Syntax | Category::Io => format!("The example is not valid JSON: {} near {at}.", syntax_words(what)),
        Category::Data => data_words(what, &at),
    }
}

/// An example written as a JSON list where an object belongs.
pub fn example_is_a_list() -> String {
    object_words("a list [ ]")
}

/// serde_json's syntax messages in words.
fn syntax_words(what: &str) -> &'static str {
    match what {
        "key must be a string" => "a quote is missing (names need double quotes)",
        "expected `:`" => "a colon is missing after a name",
        "expected `,` or `}`" => "a comma or a closing brace } is missing",
        "expected `,` or `]`" => "a comma or a closing bracket ] is missing",
        "trailing comma" => "there is a comma with nothing after it",
        "trailing characters" => "there is more text after the end of the example",
        "expected value" => "a value is missing or not valid (text needs double quotes)",
        "expected ident" => "a word is misspelt (only true, false and null go without quotes)",
        "invalid number" | "number out of range" => "a number is not valid",
        "recursion limit exceeded" => "it is nested too deeply",
        w if w.starts_with("control character") => "a text has a line break or tab inside its quotes",
        w if w.starts_with("invalid escape") || w.contains("unicode") || w.contains("surrogate") => {
            "a backslash escape is not valid"
        }
        _ => "something is wrong",
    }
}

/// A JSON value of the wrong kind or a missing field.
fn data_words(what: &str, at: &str) -> String {
    if let Some(field) = what.strip_prefix("missing field `").and_then(|f| f.strip_suffix('`')) {
        return format!(
            "The example needs a \"{field}\" field (every example needs at least \"mode\" and \"players\")."
        );
    }
    let kinds = what.strip_prefix("invalid type: ").or_else(|| what.strip_prefix("invalid value: "));
    if let Some((found, expected)) = kinds.and_then(|k| k.split_once(", expected ")) {
        let found = found_words(found);
        if expected.contains("Scenario") {
            return object_words(&found);
        }
        return format!("The example has {found} where {} belongs, near {at}.", expected_words(expected));
    }
    format!("The example does not fit the scenario format near {at}.")
}

/// The whole example is not a JSON object but `found`.
fn object_words(found: &str) -> String {
    format!("The example must be a JSON object such as {{\"mode\": \"pointillism\", \"players\": 3}}, not {found}.")
}

/// "string \"3\"" → "the text \"3\"", "integer `-1`" → "the number -1", ...
fn found_words(found: &str) -> String {
    let quoted = |prefix: &str| found.strip_prefix(prefix).map(|v| v.trim_matches('`').to_string());
    if let Some(v) = found.strip_prefix("string ") {
        return format!("the text {v}");
    }
    if let Some(v) = quoted("integer ").or_else(|| quoted("floating point ")) {
        return format!("the number {v}");
    }
    if let Some(v) = quoted("boolean ") {
        return v;
    }
    match found {
        "map" => "an object { }".into(),
        "sequence" => "a list [ ]".into(),
        "null" | "unit" => "null".into(),
        other => other.into(),
    }
}

/// What serde expected, as the kind of value that belongs there.
fn expected_words(expected: &str) -> &'static str {
    match expected {
        e if e.starts_with('u') => "a whole number, 0 or more",
        e if e.starts_with('i') || e.contains("integer") => "a whole number",
        e if e.contains("sequence") => "a list [ ]",
        e if e.contains("string") => "a text in double quotes",
        e if e.contains("map") || e.contains("struct") => "an object { }",
        _ => "another kind of value",
    }
}

/// Move `n` of an example (counting from 1), `text` as written, is not in the notation.
pub fn move_unreadable(n: usize, text: &str, error: &NotationError) -> String {
    sentence(&format!("Move {n}, \"{}\", cannot be read: {error}", text.trim()))
}

/// Move `n` of an example breaks a rule where it comes.
pub fn move_refused(n: usize, action: Action, error: &GameError) -> String {
    sentence(&format!("Move {n}, {action}, is not allowed here: {}", refusal_clause(error)))
}

/// Where in a scenario a setup problem lies: a field by its name, or one entry
/// (counting from 0) of a list, such as a seat's hand or a board space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupField<'a> {
    Named(&'a str),
    Entry(&'a str, usize),
}

/// Why a scenario cannot be set up, as the scenario's reader found it.
#[derive(Clone, Copy, Debug)]
pub enum SetupProblem<'a> {
    /// A field's value is out of the format; the reader's words ("must be 3, 4 or 5, not 7").
    Value(SetupField<'a>, &'a str),
    /// A card or bid within a field is wrong; the reader's words.
    Entry(SetupField<'a>, &'a str),
    /// The position breaks a rule of the game.
    Position(&'a GameError),
    /// The text is not a scenario's JSON: serde's message.
    NotJson(&'a str),
    /// The text is not UTF-8: the first bad byte's offset.
    NotText(usize),
    /// The text is longer than the reader takes: the most bytes it reads.
    TooLong(usize),
}

/// A field as the example's author knows it: a per-seat entry said as the player's
/// ("Player 2's hand"), a board space by its number, any other as written ("players").
fn field_words(field: SetupField) -> String {
    match field {
        SetupField::Entry("hands", i) => format!("Player {}'s hand", i + 1),
        SetupField::Entry("piles", i) => format!("Player {}'s pile", i + 1),
        SetupField::Entry("bids", i) => format!("Player {}'s bid", i + 1),
        SetupField::Entry("board", i) => format!("board space {}", i + 1),
        SetupField::Entry(list, i) => format!("{list}[{i}]"),
        SetupField::Named(name) => name.to_string(),
    }
}

/// A scenario that cannot be set up, in one sentence.
pub fn setup_words(problem: SetupProblem) -> String {
    let what = match problem {
        SetupProblem::Value(field, problem) => format!("{} {problem}", field_words(field)),
        SetupProblem::Entry(field, problem) => format!("{}: {problem}", field_words(field)),
        SetupProblem::Position(error) => error.to_string(),
        SetupProblem::NotJson(message) => message.to_string(),
        SetupProblem::NotText(at) => format!("the text has a bad byte at offset {at}"),
        SetupProblem::TooLong(max) => format!("the text is longer than {max} bytes"),
    };
    format!("The example cannot be set up: {}.", what.trim().trim_end_matches('.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_are_capitalised_with_one_full_stop() {
        assert_eq!(sentence(" move 1 is wrong.. "), "Move 1 is wrong.");
        assert_eq!(sentence(" . "), "");
        assert_eq!(
            example_too_long(40000, 32768),
            "The example is too long: 40000 bytes, and an example may have at most 32768."
        );
    }

    #[test]
    fn setup_fields_are_said_as_the_author_knows_them() {
        let said = |field| setup_words(SetupProblem::Entry(field, "more copies of G9 than the deck holds (1)"));
        assert_eq!(
            said(SetupField::Entry("hands", 1)),
            "The example cannot be set up: Player 2's hand: more copies of G9 than the deck holds (1)."
        );
        assert_eq!(
            setup_words(SetupProblem::Value(SetupField::Entry("board", 0), "must be a colour")),
            "The example cannot be set up: board space 1 must be a colour."
        );
        assert_eq!(
            setup_words(SetupProblem::NotText(3)),
            "The example cannot be set up: the text has a bad byte at offset 3."
        );
    }
}
