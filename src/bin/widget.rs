//! The rules widget's WebAssembly: Trunk builds it beside the app (`widget.js`,
//! `widget_bg.wasm`). In the iframe form (`index.html#embed=...`) the app's page loads
//! it and it renders the scenario as the page; loaded by `embed.js` on a host page
//! (which sets `window.PALA_EMBED`) it waits for [`mount_widgets`].

use wasm_bindgen::prelude::wasm_bindgen;

/// Mounts a widget into every `[data-pala-scenario]` element of the host page, and a
/// puzzle into every `[data-pala-puzzle]` one, its set fetched from `base` (see
/// `pala::pages::mount_widgets`).
#[wasm_bindgen]
pub fn mount_widgets(table_css: Option<String>, base: Option<String>) {
    pala::pages::mount_widgets(table_css, base);
}

fn main() {
    let embedded = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"PALA_EMBED".into()).ok())
        .is_some_and(|v| v.is_truthy());
    if embedded {
        return;
    }
    // The page's language, as the game's page chooses it (a link's ?lang=, the player's
    // stored choice, the browser's), its phrasebook fetched when it is not compiled in.
    pala::pages::speak_chosen(start);
}

/// The page of the fragment, once its language is spoken.
fn start() {
    // Started: the page's first screen ("Setting out the cards…") gives way.
    pala::browser::page::remove_first_screen();
    let fragment = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    if let Some(spec) = fragment.strip_prefix("#lesson=") {
        pala::pages::first_game::start_page(spec);
    } else if let Some(spec) = fragment.strip_prefix("#daily") {
        pala::pages::daily::start_page(spec.trim_start_matches('='));
    } else if let Some(spec) = fragment.strip_prefix("#puzzle") {
        pala::pages::puzzle::start_page(spec.trim_start_matches('='));
    } else if let Some(spec) = fragment.strip_prefix("#review=") {
        pala::pages::review::start_page(spec);
    } else if let Some(scenario) = pala::pages::fragment_scenario() {
        pala::pages::start_in_page(scenario);
    }
}
