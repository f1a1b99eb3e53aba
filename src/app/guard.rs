//! The questions and notices that keep a player from losing a game: before anything
//! replaces a game in progress, when a deal link is broken, and when the game moved on
//! in another window.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::saving::continue_with;
use crate::app::store::{Msg, Screen, State, Store};
use pala_rules::scenario::save::SaveFile;
use pala_words::Elsewhere;

#[derive(Clone, PartialEq, Properties)]
pub struct GuardProps {
    pub store: Store,
}

/// The game in words: "Impressionism, 4 players, round 2".
fn game_words(state: &State) -> String {
    let Some(game) = &state.game else { return String::new() };
    let rules = game.rules();
    pala_words::game_words(rules.mode, rules.players, game.round_index())
}

/// A download of `text` as a JSON file named `name`.
pub fn download(text: &str, name: &'static str, label: &'static str) -> Html {
    html! {
        <a class="button" download={name}
            href={format!("data:application/json;charset=utf-8,{}", js_sys::encode_uri_component(text))}>{ label }</a>
    }
}

/// A download of this window's game as a save file.
pub fn export_link(state: &State, label: &'static str) -> Html {
    let Some(game) = &state.game else { return html! {} };
    download(&SaveFile::new(game, &state.seats).to_json(), "pala-game.json", label)
}

/// Focuses the dialog's first button when it opens, so the keyboard lands on it.
#[hook]
fn use_focus_first(open: bool) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(open, move |open| {
            if *open
                && let Some(button) =
                    node.cast::<web_sys::Element>().and_then(|d| d.query_selector("button").ok().flatten())
            {
                let _ = button.unchecked_into::<web_sys::HtmlElement>().focus();
            }
        });
    }
    node
}

/// "Replace your game?": keep playing, or start the new one (the old one exportable).
#[component]
pub fn ReplaceDialog(props: &GuardProps) -> Html {
    let store = props.store.clone();
    let node = use_focus_first(store.replacing.is_some());
    let Some((_, incoming)) = &store.replacing else { return html! {} };
    let words = pala_words::lang::book();
    let answer = |yes: bool| {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Msg::Answer(yes)))
    };
    let escape = {
        let store = store.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                store.dispatch(Msg::Answer(false));
            }
        })
    };
    html! {
        <div class="guard-backdrop">
            <div class="guard" role="alertdialog" aria-modal="true" aria-labelledby="replace-title"
                aria-describedby="replace-text" ref={node} onkeydown={escape}>
                <h2 id="replace-title">{ words.replace_title() }</h2>
                <p id="replace-text">{ pala_words::replace_words(&game_words(&store), incoming) }</p>
                <div class="guard-actions">
                    <button class="primary" onclick={answer(false)}>{ words.keep_playing() }</button>
                    <button onclick={answer(true)}>{ words.start_the_new_game() }</button>
                    { export_link(&store, words.export_game_in_progress()) }
                </div>
            </div>
        </div>
    }
}

/// A deal link that could not be opened, in plain words, with the way on.
pub fn link_problem(store: &Store) -> Html {
    let store = store.clone();
    let Some(text) = &store.link_error else { return html! {} };
    let new_game = {
        let store = store.clone();
        Callback::from(move |_| {
            store.dispatch(Msg::DismissLinkError);
            store.dispatch(Msg::Show(Screen::Setup));
        })
    };
    let dismiss = {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Msg::DismissLinkError))
    };
    html! {
        <div class="notice" role="alert">
            <p><strong>{ pala_words::lang::book().deal_link_refused() }</strong>{ if pala_words::lang::lang() == pala_words::lang::Lang::Ja { "" } else { " " } }{ text.clone() }</p>
            <div class="guard-actions">
                <button class="primary" onclick={new_game}>{ pala_words::lang::book().set_up_a_new_game() }</button>
                <button onclick={dismiss}>{ pala_words::lang::book().dismiss() }</button>
            </div>
        </div>
    }
}

/// The game moved on in another window: continue here with the newer position, or
/// keep this window's line of play as a file.
#[component]
pub fn StaleNotice(props: &GuardProps) -> Html {
    let store = props.store.clone();
    let node = use_focus_first(store.stale.is_some());
    let Some(newer) = &store.stale else { return html! {} };
    let newer_text = newer.is_some();
    let stored = newer.as_deref().and_then(|t| SaveFile::load(t).ok());
    let newer = newer.clone().filter(|_| stored.is_some());
    // This game further on, or another game in its place (named), or none: finished.
    let what = match (&stored, &store.game) {
        (Some((save, _)), Some(mine)) if save.record.same_game(&mine.record()) => Elsewhere::MovedOn,
        (Some((save, other)), _) => {
            Elsewhere::Replaced(pala_words::game_words(save.record.mode, save.record.players, other.round_index()))
        }
        // Something newer that does not load is no finished game.
        (None, _) if newer_text => Elsewhere::Unreadable,
        (None, _) => Elsewhere::Finished,
    };
    let (title, text, label) = pala_words::stale_words(&what);
    let go_on = {
        let store = store.clone();
        Callback::from(move |_| match &newer {
            Some(text) => {
                continue_with(&store, text);
            }
            None => store.dispatch(Msg::Show(Screen::Setup)),
        })
    };
    html! {
        <div class="guard-backdrop">
            <div class="guard" role="alertdialog" aria-modal="true" aria-labelledby="stale-title"
                aria-describedby="stale-text" ref={node}>
                <h2 id="stale-title">{ title }</h2>
                <p id="stale-text">{ text }</p>
                <div class="guard-actions">
                    <button class="primary" onclick={go_on}>{ label }</button>
                    { export_link(&store, pala_words::lang::book().export_window_game()) }
                </div>
            </div>
        </div>
    }
}
