//! The browser's side of the page's language: what the address (`?lang=`), the stored
//! choice (`pala.lang`) and the browser's own languages ask for, the page's `<html
//! lang>`, and a new choice (remembered; the page then loads again in it, and the game,
//! saved after every move, goes on where it was). Which language that makes, and its
//! words, are `pala_words::lang`'s.

use crate::browser::storage::{self, LANG_KEY};

/// The `lang` of the page's address (`?lang=de`), if any.
pub fn link() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search).ok()?.get("lang")
}

/// The language the player chose here before (its code), if any.
pub fn stored() -> Option<String> {
    storage::read(LANG_KEY)
}

/// The browser's languages, most wanted first.
pub fn browser() -> Vec<String> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    window.navigator().languages().iter().filter_map(|l| l.as_string()).collect()
}

/// Marks the page as in the language `code` (`<html lang>`, so that screen readers read
/// it as itself), with its `description` for search engines and link previews, and its
/// web app manifest.
pub fn mark(code: &str, description: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", code);
    }
    if let Ok(Some(meta)) = document.query_selector("meta[name=description]") {
        let _ = meta.set_attribute("content", description);
    }
    // The installed app's name and description in the language too (the build writes
    // manifest.<code>.webmanifest for each language but English).
    if code != "en"
        && let Ok(Some(link)) = document.query_selector("link[rel=manifest]")
    {
        let _ = link.set_attribute("href", &format!("manifest.{code}.webmanifest"));
    }
}

/// The player chose the language `code`: remembered, and the page loads again in it,
/// with the address's `?lang=` (if it has one) changed to match.
pub fn choose(code: &str) {
    let _ = storage::write(LANG_KEY, code);
    let Some(window) = web_sys::window() else { return };
    let location = window.location();
    if link().is_some()
        && let Ok(params) = web_sys::UrlSearchParams::new_with_str(&location.search().unwrap_or_default())
    {
        params.set("lang", code);
        let _ = location.set_search(&String::from(params.to_string()));
        return;
    }
    let _ = location.reload();
}
