//! Exporting the game as a file and importing one (validated like any saved game).

use gloo::file::callbacks::{FileReader, read_as_text};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::app::store::{Msg, Replacement, Store};
use pala_rules::scenario::save::SaveFile;

#[derive(Clone, PartialEq, Properties)]
pub struct FilesProps {
    pub store: Store,
}

/// "Export game" (a download of the save) and "Import game" (a file picker).
#[component]
pub fn GameFiles(props: &FilesProps) -> Html {
    let store = props.store.clone();
    let reader = use_mut_ref(|| None::<FileReader>);
    let message = use_state(|| None::<String>);
    // The save is written at the press, into a Blob's object URL: the page never holds
    // it in an attribute (a save in play holds the deal, R13), and a long game's file
    // is not a multi-megabyte `data:` URL.
    let export = store.game.is_some().then(|| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(game) = &store.game else { return };
            let json = SaveFile::new(game, &store.seats).to_json();
            download("pala-game.json", &json);
        })
    });
    let import = {
        let (store, message) = (store.clone(), message.clone());
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            let (store, message) = (store.clone(), message.clone());
            let task = read_as_text(&gloo::file::File::from(file), move |text| match text {
                Ok(text) => match SaveFile::load(&text) {
                    Ok((save, game)) => {
                        message.set(None);
                        let replacement = Replacement::Resume(Box::new(save), Box::new(game));
                        store.dispatch(Msg::Replace(replacement, pala_words::lang::book().incoming_imported().into()));
                    }
                    Err(e) => message.set(Some(pala_words::import_refused(&e.to_string()))),
                },
                Err(e) => message.set(Some(pala_words::file_unreadable(&e.to_string()))),
            });
            *reader.borrow_mut() = Some(task);
        })
    };
    html! {
        <div class="files">
            if let Some(export) = export {
                <button type="button" class="button" onclick={export}>{ pala_words::lang::book().export_game() }</button>
            }
            <label class="button">{ pala_words::lang::book().import_game() }
                <input type="file" accept="application/json,.json" onchange={import} class="sr-only" />
            </label>
            if let Some(text) = &*message { <span role="status">{ text.clone() }</span> }
        </div>
    }
}

/// Offers `text` as a JSON file named `name`: a Blob, its object URL on a link clicked
/// once, the URL revoked when the link goes.
fn download(name: &str, text: &str) {
    use wasm_bindgen::JsCast;
    let blob = gloo::file::Blob::new_with_options(text, Some("application/json"));
    let url = gloo::file::ObjectUrl::from(blob);
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(link) = document.create_element("a").ok().and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    else {
        return;
    };
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The download has begun with the click; the URL goes a little later.
    gloo::timers::callback::Timeout::new(10_000, move || drop(url)).forget();
}
