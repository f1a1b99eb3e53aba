//! The page round the wasm: what `static/boot.js` defines on `window`, the first screen
//! that `index.html` paints before the wasm arrives, and whether the page may run in
//! the frame it is in. The app and the pages (the second wasm) both start through here.

/// Calls a function the page's `boot.js` defines on `window` (`palaAfterFirstPaint`,
/// `palaLoadWidget`, `palaReportHeight`): the page's own JavaScript lives in static
/// files, not in wasm-bindgen snippets, whose numbering the app, widget and worker bins
/// would share in one folder.
pub fn call_page(name: &str, argument: &wasm_bindgen::JsValue) {
    call_page_with(name, argument, &wasm_bindgen::JsValue::UNDEFINED);
}

/// [`call_page`] with two arguments.
fn call_page_with(name: &str, first: &wasm_bindgen::JsValue, second: &wasm_bindgen::JsValue) {
    let Some(window) = web_sys::window() else { return };
    let function = js_sys::Reflect::get(&window, &name.into()).ok();
    if let Some(function) = function.and_then(|f| wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(f).ok()) {
        let _ = function.call2(&window, first, second);
    }
}

/// Fetches a file of this site as text (`palaFetchText`), then calls `go` with the text,
/// or with why not in a few words.
pub fn fetch_text(url: &str, go: impl FnOnce(Result<String, String>) + 'static) {
    // One argument: the text, or an Error (a closure of two costs 10 KB of wasm).
    let go = wasm_bindgen::closure::Closure::once_into_js(move |answer: wasm_bindgen::JsValue| {
        go(answer.as_string().ok_or_else(|| {
            js_sys::Reflect::get(&answer, &"message".into()).ok().and_then(|m| m.as_string()).unwrap_or_default()
        }))
    });
    call_page_with("palaFetchText", &url.into(), &go);
}

/// A text file fetched without the page's own loader (`boot.js`, which a host page of
/// the embedded examples does not have): the text, or why not (its status, or that it
/// could not be reached).
pub fn fetch_text_here(url: &str, go: impl FnOnce(Result<String, String>) + 'static) {
    let Ok(request) = web_sys::XmlHttpRequest::new() else { return go(Err("no XMLHttpRequest".into())) };
    if request.open("GET", url).is_err() {
        return go(Err(format!("{url} cannot be asked for")));
    }
    let asked = request.clone();
    // Load and error both end here: a status of 0 is a request that never reached it.
    let done = wasm_bindgen::closure::Closure::once_into_js(move || {
        let status = asked.status().unwrap_or(0);
        go(match (status, asked.response_text()) {
            (200, Ok(Some(text))) => Ok(text),
            (0, _) => Err("it could not be reached".into()),
            (status, _) => Err(format!("the server answered {status}")),
        })
    });
    request.set_onloadend(Some(wasm_bindgen::JsCast::unchecked_ref(&done)));
    if request.send().is_err() {
        request.set_onloadend(None);
    }
}

/// Calls `go` in a task of its own once the browser has painted and timed the first
/// screen (its largest paint), or after 400 ms at most. Taking the first screen away
/// before its paint was timed made the app's own, later paint of the same words count
/// as the page's largest paint (Lighthouse's LCP moved from 0.9 s to 2.3 s), and the
/// separate task keeps the app's first render out of the instantiating one.
pub fn after_first_paint(go: wasm_bindgen::JsValue) {
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
