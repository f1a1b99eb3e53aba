//! A file of this site, fetched as text (the puzzle set, loaded only on the puzzles'
//! page, so no other page pays for it; the service worker keeps it for offline use).

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The text at `url` (relative to the page), or why not in a few words.
pub async fn text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let said = |e: wasm_bindgen::JsValue| {
        e.as_string().or_else(|| js_sys::JSON::stringify(&e).ok().map(String::from)).unwrap_or_default()
    };
    let response = JsFuture::from(window.fetch_with_str(url)).await.map_err(|e| format!("no answer: {}", said(e)))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| "not a response".to_string())?;
    if !response.ok() {
        return Err(format!("the server answered {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(said)?).await.map_err(said)?;
    text.as_string().ok_or_else(|| "not text".to_string())
}
