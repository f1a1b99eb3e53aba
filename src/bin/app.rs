//! The web app: Trunk builds this binary to WebAssembly. It shows the game, or, with a
//! scenario in the fragment (`#embed=...`, the rules widget's iframe form), loads the
//! widget's own WebAssembly (`src/bin/widget.rs`), which renders the page instead.
//! In a frame of another page it starts nothing but the embed form (`boot.js` decides,
//! and says so).

use pala::browser::page::load_widget;

fn main() {
    if !pala::browser::page::allowed_here() {
        return;
    }
    let fragment = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    // The rules widget's iframe form, the coach's pages, the deal of the day's page and
    // the puzzles live in the widget's wasm,
    // the studio in its own (boot.js picks which).
    if ["#embed=", "#review=", "#lesson=", "#studio", "#daily", "#puzzle"].iter().any(|p| fragment.starts_with(p)) {
        // The first screen stays, saying it is loading, until that wasm starts (and
        // takes it away), or says it could not load, with a Retry (boot.js).
        load_widget();
    } else {
        pala::app::start();
    }
}
