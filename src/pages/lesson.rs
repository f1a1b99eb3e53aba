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

use serde::Deserialize;

use super::Example;
use super::claims::{self, Moment};
use pala_rules::engine::{Action, Seat};
use pala_words::{
    LESSON_NO_STEPS, lesson_scenario_words, lesson_unreadable, step_not_learners, step_refused, step_unreadable,
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
    let lesson = Lesson { title: file.title, steps: file.steps, end: file.end };
    Ok(Example { start, actions, lesson: Some(lesson) })
}
