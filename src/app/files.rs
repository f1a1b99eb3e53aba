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
    let export = store.game.as_ref().map(|g| SaveFile::new(g, &store.seats).to_json());
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
                        store.dispatch(Msg::Replace(replacement, "the imported game".into()));
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
            if let Some(json) = export {
                <a class="button" download="pala-game.json"
                    href={format!("data:application/json;charset=utf-8,{}", js_sys::encode_uri_component(&json))}>{ "Export game" }</a>
            }
            <label class="button">{ "Import game" }
                <input type="file" accept="application/json,.json" onchange={import} class="sr-only" />
            </label>
            if let Some(text) = &*message { <span role="status">{ text.clone() }</span> }
        </div>
    }
}
