//! Below the felt: the scores once the round is over, the pass-the-device screen when
//! the next human's hand is hidden, or else your seat.

use yew::prelude::*;

use super::callbacks::Moves;
use super::scene::Scene;
use super::you::you;
use crate::web::app::scores::Scores;
use crate::web::app::store::{Msg, Screen};

/// The scores and the coach's buttons, the pass-the-device screen, or your seat.
pub(super) fn below(scene: &Scene, moves: &Moves) -> Html {
    let (store, state, game, to_move) = (scene.store, scene.state, scene.game, scene.to_move);
    let dispatch = |msg: fn() -> Msg| {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(msg()))
    };
    let reveal = {
        let store = store.clone();
        Callback::from(move |_| {
            if let Some(seat) = to_move {
                store.dispatch(Msg::Reveal(seat));
            }
        })
    };
    let pass_words = crate::words::pass_device_words(&scene.names[to_move.unwrap_or_default().index()]);
    let waiting_for_reveal =
        state.humans() > 1 && to_move.is_some_and(|s| state.is_human(s)) && scene.viewer != to_move;
    html! {
        if scene.round().is_over() && !state.held {
            <Scores rounds={crate::web::app::scores::round_lines(game)} rules={game.rules()} winners={game.winners().map(|w| w.to_vec())} names={scene.names.clone()} on_next={dispatch(|| Msg::NextRound)}
                on_again={crate::web::app::scores::play_again(store)} on_setup={dispatch(|| Msg::Show(Screen::Setup))} />
            <crate::web::app::coach::CoachButtons key={game.round_index()} round={game.round_index()}
                humans={game.round().seats().filter(|&s| state.is_human(s)).map(|s| (s, scene.name(s))).collect::<Vec<_>>()} />
        } else if waiting_for_reveal {
            <div class="pass-device" role="dialog" aria-label="Pass the device">
                <p>{ pass_words.0 }</p>
                <button class="primary" onclick={reveal}>{ pass_words.1 }</button>
            </div>
        } else {
            { you(scene, moves) }
        }
    }
}
