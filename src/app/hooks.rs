//! Side effects: AI seats asking the worker, auto-played forced moves, rounds moving on
//! in all-AI games, the trick's pause and sound. Storage is in `saving.rs`. The reducer
//! stays pure.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::app::store::{Msg, State, Store, human_to_move};
use crate::worker::{Lost, Reply, Ticket, ask, distrust};
use pala_rules::engine::Seat;
use pala_rules::engine::SeatKind;

/// What changes whenever the game moves on: a new game, actions, rounds, pause, the AI
/// request waiting, the round over, a finished trick on show.
#[derive(Clone, PartialEq)]
struct Progress {
    games: u32,
    actions: usize,
    round: u32,
    paused: bool,
    waiting: Option<(Ticket, Seat)>,
    round_over: bool,
    held: bool,
}

fn progress(state: &State) -> Progress {
    let game = state.game.as_ref();
    Progress {
        games: state.games,
        actions: game.map_or(0, |g| g.actions().len()),
        round: game.map_or(0, |g| g.round_index()),
        paused: state.paused,
        waiting: state.waiting,
        round_over: game.is_some_and(|g| g.round().is_over()),
        held: state.held,
    }
}

/// AI seats move: after the speed's delay, the worker is asked for the seat to move.
#[hook]
pub fn use_ai_seats(store: Store) {
    let deps = progress(&store);
    use_effect_with(deps, move |_| {
        let mut timer = None;
        let state = &*store;
        if let Some(game) = state
            .game
            .as_ref()
            .filter(|_| !state.paused && !state.held && state.waiting.is_none() && state.stale.is_none())
            && let Some(seat) = game.to_move()
            && let Some(SeatKind::Ai(level)) = state.seats.get(seat.index()).copied()
        {
            let ask_for = crate::app::asks::decide(game, seat, level);
            // What the seat may do here: a decision outside it is no answer, and the AI
            // that gave it is not trusted for a minute.
            let view = game.view(seat);
            let store = store.clone();
            timer = Some(Timeout::new(state.setup.speed.delay_ms(), move || {
                let reply_store = store.clone();
                let ticket = ask(
                    ask_for,
                    Callback::from(move |(ticket, heard)| {
                        let answered = match heard {
                            Ok(Reply::Decision(action, ..)) if view.is_legal(action) => Ok(action),
                            Ok(Reply::Decision(action, ..)) => {
                                let why = Lost::Illegal(action.to_string());
                                distrust(why.clone());
                                Err(why)
                            }
                            Ok(Reply::Refused(problem)) => Err(Lost::Refused(problem)),
                            Err(lost) => Err(lost),
                            Ok(_) => Err(Lost::Garbled),
                        };
                        reply_store.dispatch(Msg::Answered(ticket, answered));
                    }),
                );
                store.dispatch(Msg::Asked(ticket, seat));
            }));
        }
        move || drop(timer)
    });
}

/// A human's only legal move is played for them (when the setting is on), and all-AI
/// games move on to the next round by themselves.
#[hook]
pub fn use_autoplay(store: Store) {
    let deps = progress(&store);
    use_effect_with(deps, move |_| {
        let mut timer = None;
        let state = &*store;
        if let Some(game) = state.game.as_ref().filter(|_| !state.paused && !state.held) {
            let all_ai = state.humans() == 0;
            // Not in pass-and-play: there each player sees their own only move (no pass
            // screen asks for the same player twice).
            if let Some(seat) = human_to_move(state).filter(|_| state.setup.auto_forced && state.humans() == 1) {
                let legal = game.round().legal_actions();
                if let [only] = legal.as_slice() {
                    let (store, only) = (store.clone(), *only);
                    timer = Some(Timeout::new(400, move || store.dispatch(Msg::Act(seat, only))));
                }
            } else if all_ai && game.round().is_over() && !game.is_over() {
                let store = store.clone();
                timer = Some(Timeout::new(state.setup.speed.delay_ms() * 2, move || store.dispatch(Msg::NextRound)));
            }
        }
        move || drop(timer)
    });
}

/// A finished trick stays on the table for the speed's pause (or until the player taps
/// on, with "wait for me after each trick"), then is gathered to its winner.
#[hook]
pub fn use_trick_pause(store: Store) {
    let deps =
        (store.held, store.setup.wait_after_trick, store.games, store.game.as_ref().map_or(0, |g| g.actions().len()));
    use_effect_with(deps, move |&(held, wait, _, _)| {
        let mut timer = None;
        if held && !wait {
            let store = store.clone();
            timer = Some(Timeout::new(store.setup.speed.trick_pause_ms(), move || gather_and_release(&store)));
        }
        move || drop(timer)
    });
}

/// The optional sounds: a card played, a trick gathered, a round's end.
#[hook]
pub fn use_sound(store: Store) {
    let on = store.setup.sound;
    let actions = store.game.as_ref().map_or(0, |g| g.actions().len());
    let over = store.game.as_ref().is_some_and(|g| g.round().is_over());
    let held = store.held;
    let last = use_mut_ref(|| (actions, held, over));
    use_effect_with((actions, held, over), move |&(actions, held, over)| {
        let (was_actions, was_held, was_over) = *last.borrow();
        *last.borrow_mut() = (actions, held, over);
        if on {
            if over && !was_over && !held {
                crate::app::sound::play(crate::app::sound::Cue::RoundEnd);
            } else if was_held && !held {
                crate::app::sound::play(crate::app::sound::Cue::Gather);
            } else if actions == was_actions + 1 {
                crate::app::sound::play(crate::app::sound::Cue::Card);
            }
        }
    });
}

/// Gathers the finished trick's cards to the winner's seat, then lets play go on.
pub fn gather_and_release(store: &Store) {
    let Some(trick) = store.game.as_ref().and_then(|g| g.round().completed_trick().copied()) else {
        store.dispatch(Msg::Release);
        return;
    };
    let doc = web_sys::window().and_then(|w| w.document());
    let to = doc.as_ref().and_then(|d| {
        d.query_selector(&format!(".table-felt .seat[data-seat=\"{}\"] .pile", trick.winner().id())).ok().flatten()
    });
    let cards: Vec<web_sys::Element> = doc
        .as_ref()
        .and_then(|d| d.query_selector_all(".table-felt .trick .entry").ok())
        .map(|list| {
            (0..list.length())
                .filter_map(|i| list.item(i))
                .filter_map(|n| wasm_bindgen::JsCast::dyn_into(n).ok())
                .collect()
        })
        .unwrap_or_default();
    let ms = store.setup.speed.flight_ms();
    let moving =
        to.map(|to| crate::kit::motion::gather(&cards, crate::kit::motion::Rect::of(&to), ms)).unwrap_or_default();
    if moving.is_empty() {
        store.dispatch(Msg::Release);
    } else {
        let store = store.clone();
        Timeout::new(ms, move || store.dispatch(Msg::Release)).forget();
    }
}
