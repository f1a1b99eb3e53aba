//! The rules widget's position: the reader's place in the example (the state kept
//! between renders) and the position it shows, replayed and prepared once a render.

use yew::prelude::*;

use super::Example;
use super::lesson::{self, Lesson};
use super::players::player_name;
use pala_rules::engine::{Action, Card, Game, Phase, Seat, TableView, Trick};
use pala_words::explain;

/// The reader's place in the example: the state the widget keeps between renders.
#[derive(Clone)]
pub(super) struct Reader {
    /// How many of the scenario's actions are played.
    pub step: UseStateHandle<usize>,
    /// The reader's own moves after them.
    pub own: UseStateHandle<Vec<Action>>,
    /// The cards picked for a half-made move.
    pub picked: UseStateHandle<Vec<Card>>,
    /// The reader chose "Smear": taps build smears only.
    pub smearing: UseStateHandle<bool>,
    /// A lesson's hint after a move other than the one its step asks for.
    pub hint: UseStateHandle<Option<String>>,
}

/// The position on show, and the values the widget's parts share, worked out once a
/// render.
pub(super) struct Position<'a> {
    pub game: Game,
    /// The explanation of every action played.
    pub lines: Vec<String>,
    /// Every player's name, by seat index.
    pub names: Vec<String>,
    /// The number of players.
    pub n: usize,
    pub mover: Option<Seat>,
    /// The mover's legal actions, else none.
    pub legal: Vec<Action>,
    pub bidding: bool,
    /// The number of the scenario's actions.
    pub total: usize,
    pub lesson: Option<&'a Lesson>,
    /// In a lesson, the step the learner is on (none once it is done, or while the reader
    /// plays moves of their own after it).
    pub lesson_step: Option<(usize, &'a lesson::Step)>,
    /// A lesson whose steps are all played: nothing more to do here.
    pub lesson_done: bool,
    /// The trick on the felt: the one in play, else the one just completed.
    pub shown: Option<Trick>,
    /// The trick on the felt is the completed one.
    pub done: bool,
}

impl<'a> Position<'a> {
    /// Replays `example` to the reader's place and prepares what the parts show.
    pub(super) fn of(example: &'a Example, reader: &Reader) -> Position<'a> {
        let (step, own) = (*reader.step, &*reader.own);
        let (game, lines) = replay(example, step, own);
        let round = game.round();
        let n = round.players();
        let names: Vec<String> = round.seats().map(|s| name_of(example, s)).collect();
        let mover = round.to_move();
        let legal = if mover.is_some() { round.legal_actions() } else { Vec::new() };
        let bidding = round.phase() == Phase::Bidding;
        let total = example.actions.len();
        let lesson = example.lesson.as_ref();
        let lesson_step = lesson.filter(|_| own.is_empty() && step < total).map(|l| (step, &l.steps[step]));
        let lesson_done = lesson.is_some() && own.is_empty() && step >= total;
        let (shown, done) = match (round.trick(), round.completed_trick()) {
            (Some(t), _) => (Some(*t), false),
            (None, Some(t)) => (Some(*t), true),
            _ => (None, false),
        };
        Position { game, lines, names, n, mover, legal, bidding, total, lesson, lesson_step, lesson_done, shown, done }
    }
}

/// The position after the first `step` scenario actions and then `own` moves, with an
/// explanation of every action.
fn replay(example: &Example, step: usize, own: &[Action]) -> (Game, Vec<String>) {
    let mut game = example.start.clone();
    let mut lines = Vec::new();
    for &action in example.actions.iter().take(step).chain(own) {
        let before = *game.round();
        if game.act(action).is_err() {
            break;
        }
        lines.push(explain(&TableView::of(&before), action, &TableView::of(game.round()), &|s| name_of(example, s)));
    }
    (game, lines)
}

/// A player's name: "Player 1" .. "Player N" in the language spoken; in a lesson, as
/// its words say them: the learner (Player 1, whose moves the steps ask for) is "You".
fn name_of(example: &Example, seat: Seat) -> String {
    match (&example.lesson, seat == Seat::new(0)) {
        (Some(_), true) => pala_words::lang::book().you().into(),
        _ => player_name(seat),
    }
}
