//! Handing text out of the page: the system's share sheet (the Web Share API, phones
//! mostly) and the clipboard (`navigator.clipboard.writeText`), through web-sys's
//! types. Either may be missing (an insecure page, an older browser) or refuse (the
//! player closes the sheet, a permission); each answer says which.

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Navigator, ShareData};

#[wasm_bindgen]
extern "C" {
    /// `navigator.canShare(data)`, caught: browsers without the Web Share API have no
    /// such method (calling web-sys's binding there would throw through the wasm).
    #[wasm_bindgen(catch, js_namespace = navigator, js_name = canShare)]
    fn can_share(data: &ShareData) -> Result<bool, JsValue>;
}

fn navigator() -> Option<Navigator> {
    web_sys::window().map(|w| w.navigator())
}

/// What the share sheet did.
pub enum Shared {
    /// The link went to the app the player chose.
    Shared,
    /// The player closed the sheet.
    Closed,
    /// This browser has no share sheet for it.
    NoSheet,
}

/// Offers `url` under `title` to the system's share sheet.
pub async fn share(url: &str, title: &str) -> Shared {
    let Some(navigator) = navigator() else { return Shared::NoSheet };
    let data = ShareData::new();
    data.set_title(title);
    data.set_url(url);
    if !can_share(&data).unwrap_or(false) {
        return Shared::NoSheet;
    }
    match JsFuture::from(navigator.share_with_data(&data)).await {
        Ok(_) => Shared::Shared,
        Err(_) => Shared::Closed,
    }
}

/// Puts `text` on the clipboard; false where the page has no clipboard (an insecure
/// page has no `navigator.clipboard`) or the browser refuses.
pub async fn copy(text: &str) -> bool {
    let Some(navigator) = navigator() else { return false };
    let clipboard = navigator.clipboard();
    if !clipboard.is_object() {
        return false;
    }
    JsFuture::from(clipboard.write_text(text)).await.is_ok()
}
