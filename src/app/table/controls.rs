//! The controls: Hint, Take back and Pause for a round in play, and under "More" the
//! speed menu, the switches and the game's file and link.

use yew::prelude::*;

use super::callbacks::Moves;
use super::icons::{Icon, icon};
use super::scene::Scene;
use crate::app::store::{Msg, Speed};

/// A toolbar, not a form: the two actions as buttons with pictures, the settings as
/// switches and a speed menu, the game's file and link last.
pub(super) fn controls(scene: &Scene, moves: &Moves, files: Html, show_more: &UseStateHandle<bool>) -> Html {
    let deal = scene.deal;
    let toggle_wait = {
        let (dispatch, on) = (scene.dispatch.clone(), scene.wait_after_trick);
        Callback::from(move |_| dispatch.emit(Msg::WaitAfterTrick(!on)))
    };
    let toggle_sound = {
        let (dispatch, on) = (scene.dispatch.clone(), scene.sound);
        Callback::from(move |_| dispatch.emit(Msg::Sound(!on)))
    };
    let more_toggle = html! {
        <button class="tool more-toggle" aria-expanded={show_more.to_string()} aria-controls="more-controls"
            onclick={{ let more = show_more.clone(); Callback::from(move |_| more.set(!*more)) }}>
            { icon(Icon::More) }{ pala_words::lang::book().more_controls() }</button>
    };
    let speed_now = scene.speed;
    let speed = {
        let dispatch = scene.dispatch.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            dispatch.emit(Msg::Speed(Speed::ALL.into_iter().find(|s| s.name() == v).unwrap_or(Speed::Normal)));
        })
    };
    html! {
        <div class="controls" role="group" aria-label={pala_words::lang::book().game_controls()}>
            { tools(scene, moves, more_toggle) }
            <div id="more-controls" class={classes!("more", show_more.then_some("open"))}>
                <div class="switches">
                    <label class="tool speed">{ icon(Icon::Speed) }<span class="speed-word">{ pala_words::lang::book().speed() }</span>
                        <select onchange={speed}>
                            { for Speed::ALL.into_iter().map(|s| html! { <option value={s.name()} selected={speed_now == s}>{ s.words() }</option> }) }
                        </select>
                    </label>
                    <label class="switch"><input type="checkbox" role="switch" checked={scene.sound} onchange={toggle_sound} />
                        { pala_words::lang::book().sound() }</label>
                    <label class="switch"><input type="checkbox" role="switch" checked={scene.wait_after_trick} onchange={toggle_wait} />
                        { pala_words::lang::book().wait_after_trick() }</label>
                </div>
                <div class="game-files">
                    { files }
                    if let Some(deal) = deal {
                        <crate::app::share::Share fragment={deal.fragment()} words={pala_words::deal_words(deal.mode, deal.players.into(), deal.seed)} seed={deal.seed} />
                    } else {
                        <p class="deal-later">{ pala_words::deal_after_round() }</p>
                    }
                </div>
            </div>
        </div>
    }
}

/// The tools always at hand: Hint, Take back and Pause while the round is in play, and
/// the toggle of "More".
fn tools(scene: &Scene, moves: &Moves, more_toggle: Html) -> Html {
    let (my_turn, paused) = (scene.my_turn, scene.paused);
    let hint = moves.hint.clone();
    let pause = {
        let dispatch = scene.dispatch.clone();
        Callback::from(move |_| dispatch.emit(Msg::Pause(!paused)))
    };
    let take_back = {
        let dispatch = scene.dispatch.clone();
        Callback::from(move |_| dispatch.emit(Msg::TakeBack))
    };
    html! {
        <div class="tools">
            // Hint and Pause are for a round in play: once it is over (the scores
            // below), they step aside.
            if !scene.round().is_over() {
                if scene.daily.is_some() { <p class="daily-alone">{ pala_words::daily_alone() }</p> }
                // Dimmed, it says why (as its description and on hover).
                // Not in the deal of the day: the player's own play against Master's.
                <button class="tool" onclick={hint} disabled={!my_turn} hidden={scene.daily.is_some()}
                    title={(!my_turn).then_some(pala_words::lang::book().hint_not_yours())}>
                    { icon(Icon::Hint) }{ pala_words::lang::book().hint() }</button>
                if scene.viewer.is_some() && !scene.pass_and_play() && scene.daily.is_none() {
                    <button class="tool" onclick={take_back} disabled={!scene.can_take_back}
                        title={(!scene.can_take_back).then_some(pala_words::nothing_to_take_back())}>
                        { icon(Icon::TakeBack) }{ pala_words::lang::book().take_back() }</button>
                }
                <button class="tool" onclick={pause} aria-pressed={paused.to_string()}>
                    if paused { { icon(Icon::Resume) }{ pala_words::lang::book().resume() } } else { { icon(Icon::Pause) }{ pala_words::lang::book().pause() } }
                </button>
            }
            { more_toggle }
            // The hint's answer by its button, where the eyes are on every screen size
            // (its cards are marked in the hand too).
            if let Some(hint) = &scene.hint {
                <div class="hint" role="status">
                    <p><strong>{ pala_words::lang::book().hint_head() }</strong>{ hint.reason.clone() }</p>
                    if !hint.details.is_empty() {
                        <details><summary>{ pala_words::lang::book().details() }</summary><p>{ hint.details.clone() }</p></details>
                    }
                </div>
            } else if scene.hint_pending {
                <div class="hint thinking" role="status" aria-busy="true">
                    <p>{ pala_words::hint_thinking() }</p>
                </div>
            }
        </div>
    }
}
