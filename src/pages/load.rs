//! Reading scenario text for the widget, and finding what is wrong with a bad one: the
//! facts go to `pala_words` (`words/example.rs`), which says them in plain words for
//! the reader of a rules page, who did not write the JSON, and for the author of the
//! example, who needs to know where to look.

use serde_json::error::Category;

use super::Example;
use pala_rules::engine::Action;
use pala_rules::scenario::{Field, MalformedScenario, Scenario};
use pala_words::{
    EXAMPLE_EMPTY, SetupField, SetupProblem, example_is_a_list, json_words, move_refused, move_unreadable, setup_words,
};

/// Reads and validates a scenario's text (a lesson is read by `lesson.rs`); an error is
/// one or two plain sentences.
pub fn load_scenario(text: &str) -> Result<Example, String> {
    if text.trim().is_empty() {
        return Err(EXAMPLE_EMPTY.into());
    }
    // `Scenario::from_json` is this same parse; the error's category and place are
    // needed here to say what is wrong.
    let scenario: Scenario = serde_json::from_str(text).map_err(|e| match e.classify() {
        // serde would read a list as the scenario's fields in order: say what is meant.
        Category::Data if text.trim_start().starts_with('[') => example_is_a_list(),
        _ => json_words(&e),
    })?;
    let start = scenario.setup().map_err(|e| setup_words(setup_problem(&e)))?;
    let mut actions = Vec::new();
    let mut game = start.clone();
    for (i, text) in scenario.actions.iter().flatten().enumerate() {
        let n = i + 1;
        let action: Action = text.parse().map_err(|e| move_unreadable(n, text, &e))?;
        game.act(action).map_err(|e| move_refused(n, action, &e))?;
        actions.push(action);
    }
    Ok(Example { start, actions, lesson: None })
}

/// A malformed scenario as the facts its words take (the scenario layer is not theirs
/// to read).
fn setup_problem(error: &MalformedScenario) -> SetupProblem<'_> {
    let field = |f: &Field| match *f {
        Field::Named(name) => SetupField::Named(name),
        Field::Entry(list, i) => SetupField::Entry(list, i),
    };
    match error {
        MalformedScenario::Value { field: f, problem } => SetupProblem::Value(field(f), problem),
        MalformedScenario::Entry { field: f, problem } => SetupProblem::Entry(field(f), problem),
        MalformedScenario::Position(e) => SetupProblem::Position(e),
        MalformedScenario::NotJson(e) => SetupProblem::NotJson(e),
        MalformedScenario::NotText(at) => SetupProblem::NotText(*at),
        MalformedScenario::TooLong(max) => SetupProblem::TooLong(*max),
    }
}

#[cfg(test)]
mod tests {
    /// What the widget says of `text` (read as the widget reads it).
    fn error(text: &str) -> String {
        crate::pages::load(text).err().unwrap_or_default()
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
        let long = format!("{{\"mode\": \"{}\"}}", "x".repeat(super::super::MAX_SCENARIO_BYTES));
        assert_eq!(error(&long), "The example is too long: 32780 bytes, and an example may have at most 32768.");
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
