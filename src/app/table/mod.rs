//! The table: the seats round the felt, the trick in front of them with the colour
//! wheel at the centre, the Impressionism bid board, your seat and hand at the bottom,
//! the prompt and the few buttons cards cannot replace, then the controls and the log.
//!
//! Everything is drawn from one seat's view (R13): yours, or in pass-and-play the seat
//! whose hand is showing. The parts receive `scene::Facts` (that view and the game's
//! public facts), never the game or the store; only `callbacks.rs` holds the store.
//!
//! The parts are plain functions returning `Html`, not components, so that the page's
//! tree is the one a single `html!` would build: `scene` works out what the table shows,
//! `callbacks` the callbacks the cards share, then `felt`, `below` (the scores, the
//! pass-the-device screen or `you`), `controls` (with `icons`) draw it; `focus` moves
//! keyboard focus on to the next control after each move.

mod below;
mod callbacks;
mod controls;
mod felt;
mod focus;
mod icons;
mod scene;
mod you;

pub use scene::{Facts, ScoresShown};

use yew::prelude::*;

use crate::app::store::Store;
use crate::kit::motion;
use callbacks::Moves;
use pala_rules::engine::{Mode, Phase};
use scene::Scene;

#[derive(Clone, PartialEq, Properties)]
pub struct TableProps {
    pub store: Store,
}

/// The table, composed of its parts: the felt, the bid board, what is below it, the
/// controls and the log.
#[component]
pub fn Table(props: &TableProps) -> Html {
    let store = props.store.clone();
    let state = &*store;
    let show_previous = use_state(|| false);
    // On phones the settings and the game's file and link fold under "More".
    let show_more = use_state(|| false);
    focus::use_focus_follows(focus::step(state));
    focus::use_hint_in_view(state.hint.is_some());
    let Some(facts) = Facts::of(state) else { return html! {} };
    let dispatch = {
        let store = store.clone();
        Callback::from(move |msg| store.dispatch(msg))
    };
    let flight = if motion::reduced_motion() { 0 } else { facts.speed.flight_ms() };
    let scene = Scene { facts, dispatch, flight };
    let moves = Moves::of(&store, &scene);
    let round = scene.round();
    let files = html! { <crate::app::files::GameFiles store={store.clone()} /> };
    html! {
        <div class={classes!("table", format!("mode-{}", round.mode().name()), format!("players-{}", scene.players),
                (round.phase() == Phase::Bidding).then_some("bidding"))}
            data-coach-judged={scene.coach_judged.map(|i| i.to_string())}>
            { felt::felt(&scene, &moves, &show_previous) }
            if round.mode() == Mode::Impressionism && !felt::board_on_felt(&scene) {
                { felt::board(&scene, &moves) }
            }
            { below::below(&scene, &moves) }
            { controls::controls(&scene, &moves, files, &show_more) }
            <div class="side">
                <crate::app::log::GameLog store={store.clone()} />
            </div>
            <p class="sr-only" aria-live="polite" role="log">{ scene.announce.clone() }</p>
        </div>
    }
}
