//! The Yew web app: one store (`store`), one component per file, effects in `hooks`.

pub(crate) mod bidding;
pub(crate) mod cards;
mod coach;
mod files;
mod fixed;
mod guard;
pub(crate) mod hand;
mod hooks;
mod layout;
mod log;
mod motion;
pub mod moves;
pub mod picking;
mod rules;
pub(crate) mod saving;
pub(crate) mod scores;
pub(crate) mod seats;
mod setup;
mod share;
mod sound;
pub mod store;
mod table;
pub(crate) mod trick;
mod wheel;
pub mod worker;

use yew::prelude::*;

use hooks::{use_ai_seats, use_autoplay, use_sound, use_trick_pause};
use saving::{BAD_SAVE_KEY, restore, use_storage};
use store::{Msg, Screen, State};

/// The root component.
#[component]
pub fn App() -> Html {
    let store = use_reducer(State::default);
    {
        let store = store.clone();
        use_effect_with((), move |_| restore(&store));
    }
    use_ai_seats(store.clone());
    use_autoplay(store.clone());
    use_trick_pause(store.clone());
    use_sound(store.clone());
    use_storage(store.clone());
    let show = |screen: Screen| {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Msg::Show(screen)))
    };
    let dismiss = {
        let store = store.clone();
        Callback::from(move |_| {
            use gloo::storage::Storage;
            let _ = gloo::storage::LocalStorage::raw().remove_item(BAD_SAVE_KEY);
            store.dispatch(Msg::DismissBadSave);
        })
    };
    let palette = if store.setup.colorblind { "palette-safe" } else { "palette-paint" };
    html! {
        <div class={classes!("app", palette)}>
            <header>
                <h1>{ "Pala" }</h1>
                <nav aria-label="Main">
                    <button onclick={show(Screen::Setup)}>{ "New game" }</button>
                    if store.game.is_some() { <button onclick={show(Screen::Table)}>{ "Table" }</button> }
                    <button onclick={show(Screen::Rules)}>{ "Rules" }</button>
                </nav>
            </header>
            if let Some((text, reason)) = &store.bad_save {
                <div class="bad-save" role="alert">
                    <p>{ format!("Your saved game could not be loaded. {reason} It has been kept: you can export it below.") }</p>
                    <a download="pala-unreadable-save.json"
                        href={format!("data:application/json;charset=utf-8,{}", js_sys::encode_uri_component(text))}>{ "Export the saved game" }</a>
                    <button onclick={dismiss}>{ "Dismiss" }</button>
                </div>
            }
            <guard::LinkProblem store={store.clone()} />
            <guard::ReplaceDialog store={store.clone()} />
            <guard::StaleNotice store={store.clone()} />
            <main>
                { match store.screen {
                    Screen::Setup => html! { <setup::SetupScreen store={store.clone()} /> },
                    Screen::Table => html! { <table::Table store={store.clone()} /> },
                    Screen::Rules => html! { <rules::RulesScreen /> },
                } }
            </main>
        </div>
    }
}

/// Mounts the app on the page's body, in place of the page's first screen, once that
/// screen has been painted (see `after_first_paint`).
pub fn start() {
    let go = wasm_bindgen::closure::Closure::once_into_js(|| {
        remove_first_screen();
        yew::Renderer::<App>::new().render();
    });
    after_first_paint(go);
}

#[wasm_bindgen::prelude::wasm_bindgen(inline_js = "export function after_first_paint(go) {
  let done = false;
  const run = () => { if (!done) { done = true; go(); } };
  try {
    new PerformanceObserver((_, seen) => { seen.disconnect(); setTimeout(run, 0); })
      .observe({ type: 'largest-contentful-paint', buffered: true });
  } catch (_) { /* no paint timing: the fallback below */ }
  setTimeout(run, 400);
}")]
extern "C" {
    /// Calls `go` in a task of its own once the browser has painted and timed the first
    /// screen (its largest paint), or after 400 ms at most. Taking the first screen away
    /// before its paint was timed made the app's own, later paint of the same words count
    /// as the page's largest paint (Lighthouse's LCP moved from 0.9 s to 2.3 s), and the
    /// separate task keeps the app's first render out of the instantiating one.
    fn after_first_paint(go: wasm_bindgen::JsValue);
}

/// Takes away the first screen that `index.html` paints before the WebAssembly arrives.
pub fn remove_first_screen() {
    if let Some(first) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("first-screen"))
    {
        first.remove();
    }
}

// Every bin's inline JavaScript lives in this library, never in a bin: wasm-bindgen
// numbers a crate's snippets (`snippets/pala-<hash>/inline<N>.js`) in the order they
// occur, and the app, widget and worker bins write them into one folder, so a snippet
// of a bin's own would take another bin's number.
#[wasm_bindgen::prelude::wasm_bindgen(inline_js = "export function load_widget() {
  const base = new URL('.', document.baseURI);
  import(new URL('widget.js', base).href).then((m) => m.default({ module_or_path: new URL('widget_bg.wasm', base) }));
}")]
extern "C" {
    /// Loads the widget's own wasm (`widget.js`), which renders this page instead: the
    /// rules widget's iframe form and the coach's pages.
    pub fn load_widget();
}

/// Runs inside the AI Web Worker.
pub fn register_worker() {
    use gloo::worker::Registrable;
    worker::AiWorker::registrar().register();
}
