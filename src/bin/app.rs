//! The web app: Trunk builds this binary to WebAssembly. It shows the game, or, with a
//! scenario in the fragment (`#embed=...`), a rules widget for an iframe. Loaded by
//! `embed.js` on a host page (which sets `window.PALA_EMBED`), it renders nothing by
//! itself: the loader mounts widgets into the host's elements.

fn main() {
    let embedded = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"PALA_EMBED".into()).ok())
        .is_some_and(|v| v.is_truthy());
    if embedded {
        return;
    }
    match pala::widget::fragment_scenario() {
        Some(scenario) => pala::widget::start_in_page(scenario),
        None => pala::ui::start(),
    }
}
