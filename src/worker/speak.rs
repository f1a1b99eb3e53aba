//! The worker speaks the page's language: the hint's and the coach's words are written
//! here, in the worker, so it reads the page's phrasebook for itself.

use pala_words::lang::{self, Lang, Phrasebook};

/// Speaks the language of `code` for the words of this request: English (compiled in)
/// at once; German or Japanese from its phrasebook, read once for the worker's life by a
/// synchronous request (a worker may make one) for `lang/<code>.txt` beside the
/// worker's script, where the page read it (offline, from the service worker's cache).
/// A phrasebook that cannot be had leaves English: the words come, in English, never
/// not at all; the next request tries again.
pub fn speak(code: &str) {
    let Some(wanted) = Lang::from_tag(code) else {
        lang::speak(Lang::En);
        return;
    };
    if lang::speak(wanted) {
        return;
    }
    let book = fetch_sync(&format!("lang/{}.txt", wanted.code()))
        .and_then(|text| Phrasebook::from_text(Box::leak(text.into_boxed_str())).ok());
    if let Some(book) = book {
        lang::install(wanted, book);
    }
    if !lang::speak(wanted) {
        lang::speak(Lang::En);
    }
}

/// A text file's contents by a synchronous GET, if it answers 200.
fn fetch_sync(url: &str) -> Option<String> {
    let request = web_sys::XmlHttpRequest::new().ok()?;
    request.open_with_async("GET", url, false).ok()?;
    request.send().ok()?;
    if request.status().ok()? != 200 {
        return None;
    }
    request.response_text().ok().flatten()
}
