//! The web app: Trunk builds this binary to WebAssembly. It shows the game, or, with a
//! scenario in the fragment (`#embed=...`, the rules widget's iframe form), loads the
//! widget's own WebAssembly (`src/bin/widget.rs`), which renders the page instead.

use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen(inline_js = "export function load_widget() {
  const base = new URL('.', document.baseURI);
  import(new URL('widget.js', base).href).then((m) => m.default({ module_or_path: new URL('widget_bg.wasm', base) }));
}")]
extern "C" {
    fn load_widget();
}

fn main() {
    let fragment = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    if fragment.starts_with("#embed=") {
        pala::ui::remove_first_screen();
        load_widget();
    } else {
        pala::ui::start();
    }
}
