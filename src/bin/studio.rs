//! The studio's WebAssembly (`studio.js`, `studio_bg.wasm`): the app's page loads it
//! for `#studio` (`static/boot.js`), so the rules widget's wasm, which every page that
//! embeds an example loads, does not carry the studio.

fn main() {
    let fragment = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    if let Some(spec) = fragment.strip_prefix("#studio") {
        pala::pages::studio::start_page(spec);
    }
}
