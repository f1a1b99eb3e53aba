//! The studio's WebAssembly (`studio.js`, `studio_bg.wasm`): the app's page loads it
//! for `#studio` (`static/boot.js`), so the rules widget's wasm, which every page that
//! embeds an example loads, does not carry the studio.

fn main() {
    // Started: the page's first screen ("Setting out the cards…") gives way.
    pala::browser::page::remove_first_screen();
    let fragment = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    if let Some(spec) = fragment.strip_prefix("#studio") {
        pala::pages::studio::start_page(spec);
    }
}
