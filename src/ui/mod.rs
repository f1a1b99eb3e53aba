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
mod notices;
pub mod picking;
mod rules;
pub(crate) mod saving;
pub(crate) mod scores;
pub(crate) mod seats;
mod setup;
mod share;
mod sound;
pub(crate) mod storage;
pub mod store;
mod table;
pub(crate) mod trick;
mod wheel;
pub mod worker;

use yew::prelude::*;

use hooks::{use_ai_seats, use_autoplay, use_sound, use_trick_pause};
use saving::{restore, use_storage};
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
            <notices::KeptSaves store={store.clone()} />
            <notices::SavingTrouble store={store.clone()} />
            <notices::Notice store={store.clone()} />
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

/// Calls a function the page's `boot.js` defines on `window` (`palaAfterFirstPaint`,
/// `palaLoadWidget`, `palaReportHeight`): the page's own JavaScript lives in static
/// files, not in wasm-bindgen snippets, whose numbering the app, widget and worker bins
/// would share in one folder.
pub(crate) fn call_page(name: &str, argument: &wasm_bindgen::JsValue) {
    let Some(window) = web_sys::window() else { return };
    let function = js_sys::Reflect::get(&window, &name.into()).ok();
    if let Some(function) = function.and_then(|f| wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(f).ok()) {
        let _ = function.call1(&window, argument);
    }
}

/// Calls `go` in a task of its own once the browser has painted and timed the first
/// screen (its largest paint), or after 400 ms at most. Taking the first screen away
/// before its paint was timed made the app's own, later paint of the same words count
/// as the page's largest paint (Lighthouse's LCP moved from 0.9 s to 2.3 s), and the
/// separate task keeps the app's first render out of the instantiating one.
fn after_first_paint(go: wasm_bindgen::JsValue) {
    call_page("palaAfterFirstPaint", &go);
}

/// Whether the page may run where it is: `boot.js` refuses a frame of another page
/// (only the embed form may be framed anywhere, and the coach's review by this app's
/// own page: any other frame could play, and overwrite, the player's saved game) and
/// says so on the first screen, with a link to open Pala in its own tab.
pub fn allowed_here() -> bool {
    let refused = web_sys::window().and_then(|w| js_sys::Reflect::get(&w, &"palaRefused".into()).ok());
    !refused.is_some_and(|r| r.is_truthy())
}

/// Takes away the first screen that `index.html` paints before the WebAssembly arrives.
pub fn remove_first_screen() {
    if let Some(first) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("first-screen"))
    {
        first.remove();
    }
}

/// Loads the widget's own wasm (`widget.js`), which renders this page instead: the
/// rules widget's iframe form and the coach's pages.
pub fn load_widget() {
    call_page("palaLoadWidget", &wasm_bindgen::JsValue::UNDEFINED);
}

/// Runs inside the AI Web Worker.
pub fn register_worker() {
    worker::register_worker();
}
