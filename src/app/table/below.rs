//! Below the felt: the scores once the round is over, the pass-the-device screen when
//! the next human's hand is hidden, or else your seat.

use yew::prelude::*;

use super::callbacks::{Moves, later};
use super::scene::Scene;
use super::you::you;
use crate::app::scores::Scores;
use crate::app::store::{Msg, Screen};

/// The scores and the coach's buttons, the pass-the-device screen, or your seat.
pub(super) fn below(scene: &Scene, moves: &Moves) -> Html {
    let to_move = scene.to_move;
    // Each re-renders the whole table: after the tap's own frame is painted.
    let dispatch = |msg: fn() -> Msg| later(&scene.dispatch, msg);
    let reveal = match to_move {
        Some(seat) => later(&scene.dispatch, move || Msg::Reveal(seat)),
        None => Callback::noop(),
    };
    let pass_words = pala_words::pass_device_words(&scene.names[to_move.unwrap_or_default().index()]);
    let waiting_for_reveal =
        scene.pass_and_play() && to_move.is_some_and(|s| scene.is_human(s)) && scene.viewer != to_move;
    html! {
        if let Some(shown) = scene.scores.as_ref().filter(|_| !scene.held) {
            if let Some(day) = scene.daily {
                { crate::app::daily::result_frame(day) }
            }
            <Scores rounds={shown.rounds.clone()} rules={shown.rules} winners={shown.winners.clone()} names={scene.names.clone()} ended={shown.ended.clone()} taken_back={shown.taken_back} length={shown.length} on_next={dispatch(|| Msg::NextRound)}
                on_again={moves.again.clone()} on_setup={dispatch(|| Msg::Show(Screen::Setup))} />
            <crate::app::coach::CoachButtons key={scene.round_index} round={scene.round_index}
                humans={scene.humans()} />
        } else if waiting_for_reveal {
            <div class="pass-device" role="dialog" aria-label={pala_words::lang::book().pass_the_device()}>
                <p>{ pass_words.0 }</p>
                <button class="primary" onclick={reveal}>{ pass_words.1 }</button>
            </div>
        } else {
            { you(scene, moves) }
        }
    }
}
