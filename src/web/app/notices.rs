//! Notices that keep a player's work safe when storage fails: a save that could not be
//! written (storage full or refused), a browser that keeps no site data, saves that
//! could not be read (kept, with Export), and repaired settings.

use yew::prelude::*;

use crate::scenario::save::SaveFile;
use crate::web::app::guard::{GuardProps, download, export_link};
use crate::web::app::saving::let_go;
use crate::web::app::store::{Msg, Replacement, Saving};
use crate::web::kit::storage::Trouble;

/// Saving does not work: said at once, with Export, and it stays while it lasts.
#[component]
pub fn SavingTrouble(props: &GuardProps) -> Html {
    let store = &props.store;
    let words = match store.saving {
        Saving::Saved => return html! {},
        Saving::Failing(Trouble::Full) => {
            "Your game could not be saved: this browser's storage for Pala is full. Export it to keep it; Pala tries again after every move."
        }
        Saving::Failing(_) => {
            "Your game could not be saved: the browser refused to store it. Export it to keep it; Pala tries again after every move."
        }
        Saving::Off => {
            "This browser keeps no data for Pala (site data is blocked), so games are not saved: a game lasts while this page is open. Export it to keep it."
        }
        Saving::Held => {
            "This game is not being saved: an unreadable saved game is kept in the save slot. Export that one, then let it go, and this game is saved again."
        }
    };
    html! {
        <div class="notice saving-trouble" role="alert">
            <p>{ words }</p>
            <div class="guard-actions">{ export_link(store, "Export this game") }</div>
        </div>
    }
}

/// Saves that could not be loaded: each kept, with Export; one that reads now can be
/// resumed; "Let them go" removes them, at the player's word.
#[component]
pub fn KeptSaves(props: &GuardProps) -> Html {
    let store = props.store.clone();
    if store.kept.is_empty() {
        return html! {};
    }
    let saves = store.kept.clone();
    let go = {
        let (store, saves) = (store.clone(), saves.clone());
        Callback::from(move |_| {
            let_go(&saves);
            store.dispatch(Msg::LetGo);
        })
    };
    let many = saves.len() > 1;
    html! {
        <div class="notice kept-saves" role="alert">
            { for saves.iter().enumerate().map(|(i, save)| {
                let name = if many { format!("Saved game {}", i + 1) } else { "Your saved game".to_string() };
                let (text, readable) = match &save.problem {
                    Some(problem) => (format!("{name} could not be loaded. {problem} It is kept: export it below."), false),
                    None => (format!("{name}, set aside earlier, can be read now."), true),
                };
                // As any other game would: after asking, if one is under way.
                let resume = readable.then(|| {
                    let (store, text) = (store.clone(), save.text.clone());
                    Callback::from(move |_| {
                        if let Ok((save, game)) = SaveFile::load(&text) {
                            let replacement = Replacement::Resume(Box::new(save), Box::new(game));
                            store.dispatch(Msg::Replace(replacement, "the saved game set aside earlier".into()));
                        }
                    })
                });
                html! {
                    <div class="kept">
                        <p>{ text }</p>
                        <div class="guard-actions">
                            if let Some(resume) = resume { <button class="primary" onclick={resume}>{ "Resume it" }</button> }
                            { download(&save.text, "pala-unreadable-save.json", "Export the saved game") }
                        </div>
                    </div>
                }
            }) }
            <button onclick={go}>{ if many { "Let them go" } else { "Let it go" } }</button>
        </div>
    }
}

/// A notice in words, with Dismiss.
#[component]
pub fn Notice(props: &GuardProps) -> Html {
    let store = props.store.clone();
    let Some(text) = store.notice.clone() else { return html! {} };
    let dismiss = Callback::from(move |_| store.dispatch(Msg::DismissNotice));
    html! {
        <div class="notice" role="status">
            <p>{ text }</p>
            <button onclick={dismiss}>{ "Dismiss" }</button>
        </div>
    }
}
