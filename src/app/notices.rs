//! Notices that keep a player's work safe when storage fails: a save that could not be
//! written (storage full or refused), a browser that keeps no site data, saves that
//! could not be read (kept, with Export), and repaired settings. Plain functions of the
//! store, not components: they draw from the whole store, so a component's check for
//! changed props would never spare a render, and each component costs the page's wasm
//! its own copy of Yew's machinery.

use yew::prelude::*;

use crate::app::guard::{download, export_link};
use crate::app::saving::let_go;
use crate::app::store::{Msg, Replacement, Saving, Store};
use crate::browser::storage::Trouble;
use pala_rules::scenario::save::SaveFile;
use pala_words::kept_save_words;

/// Saving does not work: said at once, with Export, and it stays while it lasts.
pub fn saving_trouble(store: &Store) -> Html {
    let book = pala_words::lang::book();
    let words = match store.saving {
        Saving::Saved => return html! {},
        Saving::Failing(Trouble::Full) => book.save_full(),
        Saving::Failing(_) => book.save_refused(),
        Saving::Off => book.no_storage(),
        Saving::Held => book.save_held(),
    };
    html! {
        <div class="notice saving-trouble" role="alert">
            <p>{ words }</p>
            <div class="guard-actions">{ export_link(store, book.export_this_game()) }</div>
        </div>
    }
}

/// Saves that could not be loaded: each kept, with Export; one that reads now can be
/// resumed; "Let them go" removes them, at the player's word.
pub fn kept_saves(store: &Store) -> Html {
    let store = store.clone();
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
                let text = kept_save_words(many.then_some(i + 1), save.problem.as_deref());
                let readable = save.problem.is_none();
                // As any other game would: after asking, if one is under way.
                let resume = readable.then(|| {
                    let (store, kept) = (store.clone(), save.clone());
                    Callback::from(move |_| {
                        if let Ok((save, game)) = SaveFile::load(&kept.text) {
                            let replacement = Replacement::ResumeKept(Box::new(save), Box::new(game), kept.clone());
                            store.dispatch(Msg::Replace(replacement, pala_words::lang::book().incoming_kept().into()));
                        }
                    })
                });
                html! {
                    <div class="kept">
                        <p>{ text }</p>
                        if let Some(detail) = &save.detail {
                            <details><summary>{ pala_words::lang::book().details() }</summary><p>{ detail.clone() }</p></details>
                        }
                        <div class="guard-actions">
                            if let Some(resume) = resume { <button class="primary" onclick={resume}>{ pala_words::lang::book().kept_resume() }</button> }
                            { download(&save.text, "pala-unreadable-save.json", pala_words::lang::book().kept_export()) }
                        </div>
                    </div>
                }
            }) }
            <button onclick={go}>{ if many { pala_words::lang::book().kept_let_go_all() } else { pala_words::lang::book().kept_let_go() } }</button>
        </div>
    }
}

/// A notice in words, with Dismiss.
pub fn notice(store: &Store) -> Html {
    let store = store.clone();
    let Some(text) = store.notice.clone() else { return html! {} };
    let dismiss = Callback::from(move |_| store.dispatch(Msg::DismissNotice));
    html! {
        <div class="notice" role="status">
            <p>{ text }</p>
            <button onclick={dismiss}>{ pala_words::lang::book().dismiss() }</button>
        </div>
    }
}
