//! The callbacks the cards, the bid board and the move buttons share, and the Hint
//! button's request to the worker: the one file of the table that holds the store (a
//! move also asks the coach, and a finished trick is gathered, through it).

use yew::prelude::*;

use super::scene::Scene;
use crate::app::store::{Hint, Msg, Store};
use crate::kit::motion;
use crate::kit::picking::{Click, click};
use crate::worker::{Reply, ask};
use pala_rules::engine::{Action, Card};
use pala_words::no_hint;

/// What a move at the table sends to the store.
pub(super) struct Moves {
    /// Takes an action for the seat to move.
    pub act: Callback<Action>,
    /// A card tapped in the hand: picked, let go, or played when that makes a move.
    pub on_card: Callback<Card>,
    /// A card dragged from the hand: picked alone.
    pub on_drag: Callback<Card>,
    /// Lets the picked cards go (and the smear, if chosen).
    pub unpick: Callback<()>,
    /// Chooses to smear: taps build smears only.
    pub smear: Callback<()>,
    /// The finished trick is gathered and play goes on ("Continue").
    pub go_on: Callback<()>,
    /// Asks for a hint for the viewer's move.
    pub hint: Callback<MouseEvent>,
    /// "Play again" at the game's end, with the same seats.
    pub again: Callback<()>,
}

impl Moves {
    /// Builds the callbacks for the scene's seat to move.
    pub fn of(store: &Store, scene: &Scene) -> Moves {
        let (to_move, bidding) = (scene.to_move, scene.bidding);
        let act = {
            let store = store.clone();
            Callback::from(move |a: Action| {
                if let Some(seat) = to_move {
                    let cards: Vec<u8> = a.cards().map(|c| c.id()).collect();
                    motion::remember_hand(&cards);
                    // The tap's answer paints now; the move's render follows a frame later.
                    motion::mark_played(&cards);
                    let store = store.clone();
                    motion::after_paint(move || {
                        crate::app::coach::ask_about(&store, a);
                        store.dispatch(Msg::Act(seat, a));
                    });
                }
            })
        };
        let on_card = {
            let (dispatch, legal, picked, act) =
                (scene.dispatch.clone(), scene.taps.clone(), scene.picked.clone(), act.clone());
            Callback::from(move |tapped: Card| {
                // The legal actions name faces (canonical cards); the store keeps the
                // very card tapped, so only that copy of a duplicate lights.
                let card = tapped.canonical();
                // A pick answers at once (the card rises); the table re-renders a frame later.
                let later = |msgs: Vec<Msg>| after_paint(&dispatch, msgs);
                if bidding {
                    let pick = !picked.contains(&card);
                    if pick {
                        motion::mark_picking(tapped.id());
                    }
                    later([Some(Msg::Unpick), pick.then_some(Msg::Pick(tapped))].into_iter().flatten().collect());
                    return;
                }
                match click(&legal, &picked, card) {
                    Click::Act(a) => act.emit(a),
                    // Only with nothing picked (a second card completes or does nothing);
                    // a chosen smear stays chosen.
                    Click::Pick(_) => {
                        motion::mark_picking(tapped.id());
                        later(vec![Msg::Pick(tapped)])
                    }
                    Click::Unpick => later(vec![Msg::Unpick]),
                    Click::Nothing => {}
                }
            })
        };
        let on_drag = {
            let store = store.clone();
            Callback::from(move |c: Card| {
                store.dispatch(Msg::Unpick);
                store.dispatch(Msg::Pick(c));
            })
        };
        let (unpick, smear) = (later(&scene.dispatch, || Msg::Unpick), later(&scene.dispatch, || Msg::Smear));
        let go_on = {
            let store = store.clone();
            Callback::from(move |_| {
                let store = store.clone();
                motion::after_paint(move || crate::app::hooks::gather_and_release(&store))
            })
        };
        let hint = ask_hint(scene);
        let again = crate::app::scores::play_again(store);
        Moves { act, on_card, on_drag, unpick, smear, go_on, hint, again }
    }
}

/// Sends `msgs` to the store once the tap's own frame is painted (its re-render follows).
/// Every deferred message goes through this one body: each closure handed to
/// `motion::after_paint` is built into the wasm on its own.
pub(super) fn after_paint(dispatch: &Callback<Msg>, msgs: Vec<Msg>) {
    let dispatch = dispatch.clone();
    motion::after_paint(move || msgs.into_iter().for_each(|m| dispatch.emit(m)))
}

/// A button's callback that sends `msg` once the press's own frame is painted.
pub(super) fn later<E>(dispatch: &Callback<Msg>, msg: impl Fn() -> Msg + 'static) -> Callback<E> {
    let dispatch = dispatch.clone();
    Callback::from(move |_| after_paint(&dispatch, vec![msg()]))
}

/// The Hint button's callback: asks the worker for Master's move for the viewer, from
/// the viewer's own view.
fn ask_hint(scene: &Scene) -> Callback<MouseEvent> {
    if scene.viewer.is_none() || !scene.my_turn {
        return Callback::noop();
    }
    let (view, seed, names, dispatch) = (scene.view, scene.hint_seed, scene.names.clone(), scene.dispatch.clone());
    Callback::from(move |_| {
        let request = crate::app::asks::hint(view, seed, names.clone());
        let reply = dispatch.clone();
        let ticket = ask(
            request,
            Callback::from(move |(ticket, heard)| {
                let hint = match heard {
                    // A hint the rules do not allow is no hint, and the AI is not trusted.
                    Ok(Reply::Decision(action, ..)) if !view.is_legal(action) => {
                        crate::worker::distrust(crate::worker::Lost::Illegal(action.to_string()));
                        Hint { action: None, reason: no_hint().into(), details: String::new() }
                    }
                    Ok(Reply::Decision(action, reason, details)) => Hint {
                        action: Some(action),
                        reason: reason.unwrap_or_default(),
                        details: details.unwrap_or_default(),
                    },
                    _ => Hint { action: None, reason: no_hint().into(), details: String::new() },
                };
                reply.emit(Msg::Hint(ticket, hint))
            }),
        );
        dispatch.emit(Msg::HintAsked(ticket));
    })
}
