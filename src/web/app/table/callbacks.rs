//! The callbacks the cards, the bid board and the move buttons share, built from the
//! store, and the Hint button's request to the worker.

use yew::prelude::*;

use super::scene::Scene;
use crate::ai::decision_seed;
use crate::engine::{Action, Card, Level, Seat};
use crate::web::app::store::{Hint, Msg, Store, seat_name};
use crate::web::kit::motion;
use crate::web::kit::picking::{Click, click};
use crate::web::worker::{Ask, Reply, Request, ask};
use crate::words::NO_HINT;

/// What a move at the table sends to the store.
pub(super) struct Moves {
    /// Takes an action for the seat to move.
    pub act: Callback<Action>,
    /// A card tapped in the hand: picked, let go, or played when that makes a move.
    pub on_card: Callback<Card>,
    /// A card dragged from the hand: picked alone.
    pub on_drag: Callback<Card>,
    /// Lets the picked cards go.
    pub unpick: Callback<()>,
}

impl Moves {
    /// Builds the callbacks for the scene's seat to move.
    pub fn of(scene: &Scene) -> Moves {
        let (store, to_move, bidding) = (scene.store, scene.to_move, scene.bidding);
        let act = {
            let store = store.clone();
            Callback::from(move |a: Action| {
                if let Some(seat) = to_move {
                    motion::remember_hand(&a.cards().map(|c| c.id()).collect::<Vec<_>>());
                    crate::web::app::coach::ask_about(&store, a);
                    store.dispatch(Msg::Act(seat, a));
                }
            })
        };
        let on_card = {
            let (store, legal, picked, act) =
                (store.clone(), scene.legal.clone(), scene.state.picked.clone(), act.clone());
            Callback::from(move |card: Card| {
                let card = card.canonical();
                if bidding {
                    store.dispatch(Msg::Unpick);
                    if !picked.contains(&card) {
                        store.dispatch(Msg::Pick(card));
                    }
                    return;
                }
                match click(&legal, &picked, card) {
                    Click::Act(a) => act.emit(a),
                    Click::Pick(c) => {
                        store.dispatch(Msg::Unpick);
                        store.dispatch(Msg::Pick(c));
                    }
                    Click::Unpick => store.dispatch(Msg::Unpick),
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
        let unpick = {
            let store = store.clone();
            Callback::from(move |_| store.dispatch(Msg::Unpick))
        };
        Moves { act, on_card, on_drag, unpick }
    }
}

/// The Hint button's callback: asks the worker for the hard AI's move for `seat`.
pub(super) fn ask_hint(store: &Store, seat: Option<Seat>) -> Callback<MouseEvent> {
    let store = store.clone();
    // The record is built on the click, not on every render of the table.
    Callback::from(move |_| {
        let (Some(seat), Some(game)) = (seat, &store.game) else { return };
        let names = game.rules().seats().map(|s| seat_name(&store.seats, s)).collect();
        let request =
            Ask { view: game.view(seat), level: Level::Hard, seed: decision_seed(game, seat), hint: true, names };
        let reply_store = store.clone();
        let ticket = ask(
            Request::Decide(request),
            Callback::from(move |(ticket, heard)| {
                let hint = match heard {
                    Ok(Reply::Decision(action, reason, details)) => Hint {
                        action: Some(action),
                        reason: reason.unwrap_or_default(),
                        details: details.unwrap_or_default(),
                    },
                    _ => Hint { action: None, reason: NO_HINT.into(), details: String::new() },
                };
                reply_store.dispatch(Msg::Hint(ticket, hint))
            }),
        );
        store.dispatch(Msg::HintAsked(ticket));
    })
}
