//! The widget's callbacks: the step controls (Back, Next or Show me, Reset), a move
//! played (in a lesson, only the one its step asks for), and a card picked or tapped.

use yew::prelude::*;

use super::Example;
use super::position::{Position, Reader};
use crate::kit::picking::{Click, by_taps, click};
use pala_rules::engine::{Action, Card};

/// The callbacks the widget's parts share, made once a render.
pub(super) struct Moves {
    pub back: Callback<MouseEvent>,
    pub next: Callback<MouseEvent>,
    pub reset: Callback<MouseEvent>,
    /// A move played.
    pub act: Callback<Action>,
    pub pick: Callback<Card>,
    /// Puts the picked cards back (and the smear, if chosen).
    pub unpick: Callback<()>,
    /// Chooses to smear: taps build smears only.
    pub smear: Callback<()>,
    /// A card tapped in the hand.
    pub on_card: Callback<Card>,
}

impl Moves {
    /// The callbacks for the reader at `position` in `example`.
    /// With `studio`, every move goes to the studio instead.
    pub fn new(example: &Example, reader: &Reader, position: &Position, studio: Option<Callback<Action>>) -> Moves {
        let total = position.total;
        let back = goto(reader, total, |s, _, own| match own.split_last() {
            Some((_, rest)) => (s, rest.to_vec()),
            None => (s.saturating_sub(1), Vec::new()),
        });
        let next = goto(reader, total, |s, total, own| ((s + 1).min(total), own.to_vec()));
        let reset = goto(reader, total, |_, _, _| (0, Vec::new()));
        let act = match studio {
            Some(studio) => {
                let unpick = (reader.picked.clone(), reader.smearing.clone());
                Callback::from(move |a: Action| {
                    unpick.0.set(Vec::new());
                    unpick.1.set(false);
                    studio.emit(a)
                })
            }
            None => act(reader, asked(example, position)),
        };
        let pick = {
            let picked = reader.picked.clone();
            Callback::from(move |c: Card| picked.set(vec![c]))
        };
        let unpick = {
            let (picked, smearing) = (reader.picked.clone(), reader.smearing.clone());
            Callback::from(move |()| {
                picked.set(Vec::new());
                smearing.set(false);
            })
        };
        let smear = {
            let (picked, smearing) = (reader.picked.clone(), reader.smearing.clone());
            Callback::from(move |()| {
                picked.set(Vec::new());
                smearing.set(true);
            })
        };
        let on_card = on_card(position, reader, &act, &pick, &unpick);
        Moves { back, next, reset, act, pick, unpick, smear, on_card }
    }
}

/// A step control: from the scenario step, its length and the reader's own moves, to
/// the new step and own moves.
type Step = fn(usize, usize, &[Action]) -> (usize, Vec<Action>);

/// A step control's callback. Every change of position drops a half-made move.
fn goto(reader: &Reader, total: usize, next: Step) -> Callback<MouseEvent> {
    let Reader { step, own, picked, smearing, hint } = reader.clone();
    Callback::from(move |_: MouseEvent| {
        let (s, o) = next(*step, total, &own);
        step.set(s);
        own.set(o);
        picked.set(Vec::new());
        smearing.set(false);
        hint.set(None);
    })
}

/// The move a lesson's step asks for, and the hint for any other.
struct Asked {
    /// The step's index.
    step: usize,
    wanted: Action,
    hint: String,
}

/// What the lesson's step on show asks for, if a lesson step is on show.
fn asked(example: &Example, position: &Position) -> Option<Asked> {
    position.lesson_step.map(|(k, _)| Asked {
        step: k,
        wanted: example.actions[k],
        hint: position.lesson.map(|l| l.hint(k)).unwrap_or_default(),
    })
}

/// A move played: the reader's own, or the answer to a lesson's step.
fn act(reader: &Reader, asked: Option<Asked>) -> Callback<Action> {
    let Reader { step, own, picked, smearing, hint } = reader.clone();
    // A lesson step takes only its own move; any other gets the step's hint.
    Callback::from(move |a: Action| {
        picked.set(Vec::new());
        smearing.set(false);
        match &asked {
            Some(asked) if a == asked.wanted => {
                step.set(asked.step + 1);
                hint.set(None);
            }
            Some(asked) => hint.set(Some(asked.hint.clone())),
            None => {
                let mut moves = (*own).clone();
                moves.push(a);
                own.set(moves);
            }
        }
    })
}

/// A card tapped in the hand: as at the table (`web::app::table`).
fn on_card(
    position: &Position,
    reader: &Reader,
    act: &Callback<Action>,
    pick: &Callback<Card>,
    unpick: &Callback<()>,
) -> Callback<Card> {
    let (legal, now, act, pick, unpick) = (
        by_taps(&position.legal, *reader.smearing),
        (*reader.picked).clone(),
        act.clone(),
        pick.clone(),
        unpick.clone(),
    );
    let bidding = position.bidding;
    // The legal actions name faces (canonical cards); the reader keeps the very card
    // tapped, so only that copy of a duplicate lights.
    let now = faces(&now);
    Callback::from(move |tapped: Card| {
        let card = tapped.canonical();
        if bidding {
            if now.contains(&card) {
                unpick.emit(())
            } else {
                pick.emit(tapped)
            }
            return;
        }
        match click(&legal, &now, card) {
            Click::Act(a) => act.emit(a),
            Click::Pick(_) => pick.emit(tapped),
            Click::Unpick => unpick.emit(()),
            Click::Nothing => {}
        }
    })
}

/// The faces of the picked cards (canonical cards, as the legal actions name them).
pub(super) fn faces(picked: &[Card]) -> Vec<Card> {
    picked.iter().map(|c| c.canonical()).collect()
}
