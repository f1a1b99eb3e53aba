//! The Yew web app: one store (`store`), one component per file, effects in `hooks`.

/// What the page asks the AI worker (`worker::asks`), by its old name.
pub use crate::worker::asks;
mod coach;
pub(crate) mod daily;
mod files;
mod guard;
mod hooks;
mod log;
mod notices;
mod rules;
pub(crate) mod saving;
pub(crate) mod scores;
mod seeds;
mod setup;
mod share;
mod sound;
pub mod store;
pub mod table;

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
        use_effect_with((), move |_| {
            restore(&store);
            if let Some(why) = START_TROUBLE.with(|t| t.borrow_mut().take()) {
                store.dispatch(Msg::Notice(why));
            }
        });
    }
    use_ai_seats(store.clone());
    use_autoplay(store.clone());
    use_trick_pause(store.clone());
    use_sound(store.clone());
    use_storage(store.clone());
    let show = |screen: Screen| {
        let store = store.clone();
        Callback::from(move |_| store::dispatch_after_paint(&store, Msg::Show(screen)))
    };
    let palette = if store.setup.colorblind { "palette-safe" } else { "palette-paint" };
    let words = pala_words::lang::book();
    html! {
        <div class={classes!("app", palette)}>
            <header>
                <h1>{ "Pala" }</h1>
                <nav aria-label={words.main_nav()}>
                    <button onclick={show(Screen::Setup)}>{ words.new_game() }</button>
                    if store.game.is_some() { <button onclick={show(Screen::Table)}>{ words.table() }</button> }
                    <button onclick={show(Screen::Rules)}>{ words.rules() }</button>
                </nav>
            </header>
            { notices::kept_saves(&store) }
            { notices::saving_trouble(&store) }
            { notices::notice(&store) }
            { guard::link_problem(&store) }
            <guard::ReplaceDialog store={store.clone()} />
            <guard::StaleNotice store={store.clone()} />
            <main>
                { match store.screen {
                    Screen::Setup => setup::setup_screen(&store),
                    Screen::Table => html! { <table::Table store={store.clone()} /> },
                    Screen::Rules => rules::rules_screen(),
                } }
            </main>
        </div>
    }
}

thread_local! {
    /// Why the chosen language could not be spoken at the start (said once the app is up).
    static START_TROUBLE: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Mounts the app on the page's body, in place of the page's first screen, once that
/// screen has been painted (see `after_first_paint`) and the chosen language is at hand
/// (fetched if need be; if it cannot be, in English, saying why).
pub fn start() {
    use crate::browser::language;
    use pala_words::lang::{self, Lang};
    let mount = |trouble: Option<String>| {
        language::mark(lang::lang().code(), lang::book().description());
        let go = wasm_bindgen::closure::Closure::once_into_js(move || {
            crate::browser::page::remove_first_screen();
            START_TROUBLE.with(|t| *t.borrow_mut() = trouble);
            yew::Renderer::<App>::new().render();
        });
        crate::browser::page::after_first_paint(go);
    };
    let chosen = Lang::choose(language::link().as_deref(), language::stored().as_deref(), &language::browser());
    if lang::speak(chosen) {
        return mount(None);
    }
    crate::browser::page::fetch_text(&format!("lang/{}.txt", chosen.code()), move |text| {
        mount(crate::kit::language::speak_fetched(chosen, text));
    });
}
