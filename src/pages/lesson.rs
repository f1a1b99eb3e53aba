//! Lessons: a scenario (`crates/rules/SCENARIO-FORMAT.md`) and steps that teach by playing. Each step
//! says something and names the move to make next; the learner makes it at the table
//! (any other move is refused with a hint), or, for a step marked `auto`, watches it
//! played on Next. The rules widget plays a lesson wherever it shows a scenario, so a
//! teacher can write one and embed it; the guided first game is a list of lessons
//! (`FIRST_GAME`). The format is documented in the README.
//!
//! ```json
//! {
//!   "title": "Copying",
//!   "scenario": { "mode": "pointillism", "players": 3, "hands": [["R2", "Y1"], ["R4"], ["B3"]],
//!                 "bids": ["R", "Y", "B"], "leader": 0 },
//!   "steps": [
//!     { "say": "Lead your Red 2.", "move": "play R2" },
//!     { "say": "Player 2 holds Red, so must copy.", "move": "play R4", "auto": true }
//!   ],
//!   "end": "Copying: a player who holds the trick's colour plays it."
//! }
//! ```
//!
//! A lesson is checked when it is loaded: every step's move must be legal where it
//! comes, and a lesson that asks for a move the rules forbid is refused with the step,
//! the move and the rule.
//!
//! A lesson may carry its words in other languages, `"translations": {"de": {"title",
//! "steps": [{"say", "hint"}], "end"}, "ja": {…}}`: the page shows the words of its own
//! language where the lesson has them. Each translation is checked too (where its
//! language's phrasebook is at hand: natively all, in the browser the page's): the same steps,
//! and text by text the same facts as the English (`pala_words::facts`: the cards,
//! players and numbers it names and its claims), whose claims are held to the engine.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::Example;
use super::claims::{self, Moment};
use pala_rules::engine::{Action, Seat};
use pala_words::lang::Lang;
use pala_words::{
    LESSON_NO_STEPS, lesson_scenario_words, lesson_unreadable, step_not_learners, step_refused, step_unreadable,
    translation_facts, translation_steps, translation_unknown,
};

/// One step: the words, the move, who makes it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// What to notice, and what to do.
    pub say: String,
    /// The move, in the notation (for whichever player is to move).
    #[serde(rename = "move")]
    pub action: String,
    /// Played by the widget on Next, not by the learner.
    #[serde(default)]
    pub auto: bool,
    /// Shown when the learner tries another move (default: the step's words again).
    #[serde(default)]
    pub hint: Option<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    title: String,
    scenario: serde_json::Value,
    steps: Vec<Step>,
    #[serde(default)]
    end: String,
    /// The lesson's words in other languages, by language code.
    #[serde(default)]
    translations: BTreeMap<String, Words>,
}

/// A lesson's words in another language: its title, each step's words and hint, its end.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Words {
    title: String,
    steps: Vec<StepWords>,
    #[serde(default)]
    end: String,
}

/// A step's words in another language.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StepWords {
    say: String,
    #[serde(default)]
    hint: Option<String>,
}

/// Checks the lesson's words in `lang` against its English, text by text: the same
/// steps, and the same facts in each (the English's held to the engine). A hint is
/// compared as shown: a step without one shows its words again.
fn check_translation(file: &LessonFile, lang: Lang, words: &Words) -> Result<(), String> {
    if words.steps.len() != file.steps.len() {
        return Err(translation_steps(lang, words.steps.len(), file.steps.len()));
    }
    translation_facts("The title", &file.title, lang, &words.title)?;
    for (n, (step, said)) in file.steps.iter().zip(&words.steps).enumerate().map(|(i, p)| (i + 1, p)) {
        translation_facts(&format!("Step {n}"), &step.say, lang, &said.say)?;
        let hint = |h: &Option<String>, say: &str| h.clone().unwrap_or_else(|| say.to_string());
        translation_facts(
            &format!("Step {n}'s hint"),
            &hint(&step.hint, &step.say),
            lang,
            &hint(&said.hint, &said.say),
        )?;
    }
    translation_facts("The end", &file.end, lang, &words.end)
}

/// The lesson's words in `lang`: its translation's where it has one, else its own.
fn words_in(file: LessonFile, lang: Lang) -> Lesson {
    let Some(words) = file.translations.get(lang.code()).filter(|_| lang != Lang::En) else {
        return Lesson { title: file.title, steps: file.steps, end: file.end };
    };
    let steps = file
        .steps
        .iter()
        .zip(&words.steps)
        .map(|(step, said)| Step { say: said.say.clone(), hint: said.hint.clone(), ..step.clone() })
        .collect();
    Lesson { title: words.title.clone(), steps, end: words.end.clone() }
}

/// A lesson's words, beside its position and moves (`Example`).
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    pub title: String,
    pub steps: Vec<Step>,
    /// Shown once every step is done.
    pub end: String,
}

impl Lesson {
    /// The hint for a move other than step `k`'s: its own, or the step's words again.
    pub fn hint(&self, k: usize) -> String {
        match self.steps.get(k) {
            Some(Step { hint: Some(h), .. }) => h.clone(),
            Some(step) => step.say.clone(),
            None => String::new(),
        }
    }
}

/// Whether `text` is a lesson (it has `steps`) rather than a plain scenario.
pub fn is_lesson(text: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(text).is_ok_and(|v| v.get("steps").is_some())
}

/// Reads and checks a lesson; an error says which step is wrong and why.
pub fn load_lesson(text: &str) -> Result<Example, String> {
    let file: LessonFile = serde_json::from_str(text).map_err(|e| lesson_unreadable(&e))?;
    if file.steps.is_empty() {
        return Err(LESSON_NO_STEPS.into());
    }
    // The scenario sets the scene; its own actions are played before the first step.
    let scene = super::load::load_scenario(&file.scenario.to_string()).map_err(|e| lesson_scenario_words(&e))?;
    let mut game = scene.start.clone();
    for &action in &scene.actions {
        game.act(action).map_err(|e| e.to_string())?;
    }
    let start = game.clone();
    let mut actions = Vec::new();
    for (i, step) in file.steps.iter().enumerate() {
        let n = i + 1;
        let action: Action = step.action.parse().map_err(|e| step_unreadable(n, &step.action, &e))?;
        let before = game.clone();
        // The learner is Player 1: a step asked of the learner is Player 1's move.
        if let Some(seat) = before.to_move().filter(|&s| !step.auto && s != Seat::new(0)) {
            return Err(step_not_learners(n, seat, action));
        }
        game.act(action).map_err(|e| step_refused(n, action, &e))?;
        let at = Moment { step: Some(n), before: &before, action: Some(action), after: &game };
        claims::check(&step.say, &at)?;
        if let Some(hint) = &step.hint {
            claims::check(hint, &at)?;
        }
        actions.push(action);
    }
    let at = Moment { step: None, before: &game, action: None, after: &game };
    claims::check(&file.end, &at)?;
    for (code, words) in &file.translations {
        let lang = Lang::from_tag(code).filter(|&l| l != Lang::En).ok_or_else(|| translation_unknown(code))?;
        // A translation is read with its language's words: natively every phrasebook is
        // at hand (the tests check every translation); in the browser, the page's own.
        if pala_words::lang::book_of(lang).is_some() {
            check_translation(&file, lang, words)?;
        }
    }
    let lesson = words_in(file, pala_words::lang::lang());
    Ok(Example { start, actions, lesson: Some(lesson) })
}
