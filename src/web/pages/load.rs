//! Reading scenario text for the widget, and saying what is wrong with a bad one in
//! plain words: the reader of a rules page did not write the JSON, and the author of
//! the example needs to know where to look.

use serde_json::error::Category;

use super::Example;
use crate::engine::Action;
use crate::scenario::{Field, MalformedScenario, Scenario};
use crate::words::refusal_clause;

/// Reads and validates a scenario's text (a lesson is read by `lesson.rs`); an error is
/// one or two plain sentences.
pub fn load_scenario(text: &str) -> Result<Example, String> {
    if text.trim().is_empty() {
        return Err("The example is empty: it needs at least a \"mode\" and a number of \"players\".".into());
    }
    // `Scenario::from_json` is this same parse; the error's category and place are
    // needed here to say what is wrong.
    let scenario: Scenario = serde_json::from_str(text).map_err(|e| match e.classify() {
        // serde would read a list as the scenario's fields in order: say what is meant.
        Category::Data if text.trim_start().starts_with('[') => object_words("a list [ ]"),
        _ => json_words(&e),
    })?;
    let start = scenario.setup().map_err(|e| setup_words(&e))?;
    let mut actions = Vec::new();
    let mut game = start.clone();
    for (i, text) in scenario.actions.iter().flatten().enumerate() {
        let n = i + 1;
        let action: Action =
            text.parse().map_err(|e| sentence(&format!("Move {n}, \"{}\", cannot be read: {e}", text.trim())))?;
        game.act(action)
            .map_err(|e| sentence(&format!("Move {n}, {action}, is not allowed here: {}", refusal_clause(&e))))?;
        actions.push(action);
    }
    Ok(Example { start, actions, lesson: None })
}

/// Capitalised, with a full stop.
pub(super) fn sentence(text: &str) -> String {
    let text = text.trim().trim_end_matches('.');
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

/// A JSON error: syntax (with what is missing), an early end, or the wrong kind of
/// value, each with its line and column.
fn json_words(error: &serde_json::Error) -> String {
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

/// The whole example is not a JSON object.
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

/// A malformed scenario in words, from its parts: a per-seat field said as the
/// player's ("Player 2's hand"), a board space by its number.
fn setup_words(error: &MalformedScenario) -> String {
    let field = |f: &Field| match *f {
        Field::Entry("hands", i) => format!("Player {}'s hand", i + 1),
        Field::Entry("piles", i) => format!("Player {}'s pile", i + 1),
        Field::Entry("bids", i) => format!("Player {}'s bid", i + 1),
        Field::Entry("board", i) => format!("board space {}", i + 1),
        other => other.to_string(),
    };
    let what = match error {
        MalformedScenario::Value { field: f, problem } => format!("{} {problem}", field(f)),
        MalformedScenario::Entry { field: f, problem } => format!("{}: {problem}", field(f)),
        MalformedScenario::Position(e) => e.to_string(),
        MalformedScenario::NotJson(e) => e.clone(),
        MalformedScenario::NotText(at) => format!("the text has a bad byte at offset {at}"),
    };
    format!("The example cannot be set up: {}.", what.trim().trim_end_matches('.'))
}

#[cfg(test)]
mod tests {
    /// What the widget says of `text` (read as the widget reads it).
    fn error(text: &str) -> String {
        crate::web::pages::load(text).err().unwrap_or_default()
    }

    #[test]
    fn bad_json_is_said_in_plain_words_with_its_place() {
        assert_eq!(
            error("{mode: 1}"),
            "The example is not valid JSON: a quote is missing (names need double quotes) near line 1, column 2."
        );
        assert_eq!(
            error("{\"mode\": \"pointillism\", \"players\": 3, \"hands\": [[\"R9\"]"),
            "The example is not valid JSON: it stops too soon, at line 1, column 54 (a closing quote, bracket or brace is missing)."
        );
        assert_eq!(
            error("{\"mode\": \"pointillism\", \"players\": \"3\"}"),
            "The example has the text \"3\" where a whole number belongs, near line 1, column 38."
        );
        assert_eq!(
            error("{\"players\": 3}"),
            "The example needs a \"mode\" field (every example needs at least \"mode\" and \"players\")."
        );
        assert!(error("[1]").starts_with("The example must be a JSON object"));
        assert_eq!(
            error("{\"mode\": \"pointillism\", \"players\": 3, \"seed\": -1}"),
            "The example cannot be set up: seed must be a whole number from 0 to 18446744073709551615, not -1."
        );
        assert!(error(" ").starts_with("The example is empty"));
    }

    #[test]
    fn bad_positions_and_moves_are_said_in_plain_words() {
        assert_eq!(
            error("{\"mode\": \"pointillism\", \"players\": 3, \"hands\": [[\"G9\"], [\"G9\"], []]}"),
            "The example cannot be set up: Player 2's hand: more copies of G9 than the deck holds (1)."
        );
        assert_eq!(
            error("{\"mode\": \"chess\", \"players\": 3}"),
            "The example cannot be set up: mode must be \"pointillism\" or \"impressionism\", not \"chess\"."
        );
        let smear = r#"{"mode": "pointillism", "players": 3, "bids": ["B", "null", "G"],
            "hands": [["B2", "Y1"], ["B4", "R3"], ["B1", "Y2", "G7"]], "actions": ["play B2", "play B4", "smear Y2 G7"]}"#;
        assert_eq!(
            error(smear),
            "Move 3, smear Y2 G7, is not allowed here: you hold Blue, so you must copy instead of smearing."
        );
        let typo = r#"{"mode": "pointillism", "players": 3, "bids": ["B", "null", "G"], "actions": ["smaer Y2"]}"#;
        assert!(error(typo).starts_with("Move 1, \"smaer Y2\", cannot be read: "), "{}", error(typo));
    }
}
