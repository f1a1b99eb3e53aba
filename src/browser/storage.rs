//! The browser's local storage, which can be full, or refused altogether (site data
//! blocked, or the page framed by another site): every read and write here is
//! checked, and nothing panics. The game, the settings and the statistics all go
//! through it.

use wasm_bindgen::JsCast;

/// The game in play (the app writes it; the review page reads it).
pub const SAVE_KEY: &str = "pala.save";
/// The game last played to its end (its record and final revision), written just
/// before the save slot is emptied: another window then knows its game was finished,
/// not cleared away.
pub const ENDED_KEY: &str = "pala.save.ended";
/// Saves that could not be read are set aside under this prefix, one key each
/// (`pala.save.unreadable`, then `.2`, `.3`, ...), and kept until the player lets them go.
pub const BAD_SAVE_KEY: &str = "pala.save.unreadable";
/// The book of deals of the day played in this browser (the deal of the day's page
/// writes it; the new-game screen's card reads it).
pub const DAILY_KEY: &str = "pala.daily";
/// Where a book of deals of the day that could not be read is kept (never overwritten).
pub const BAD_DAILY_KEY: &str = "pala.daily.unreadable";
/// The puzzle book: the player's puzzle rating and first tries (issue 48).
pub const PUZZLES_KEY: &str = "pala.puzzles";
/// A puzzle book that did not read, kept aside.
pub const BAD_PUZZLES_KEY: &str = "pala.puzzles.unreadable";
/// The table's settings, the palette among them (the pages follow it).
pub const SETTINGS_KEY: &str = "pala.settings";
/// The language the player chose (`de`, `ja`, `en`); unset, the browser's languages decide.
pub const LANG_KEY: &str = "pala.lang";
/// The player's statistics over finished games.
pub const STATS_KEY: &str = "pala.stats";
/// Where statistics that cannot be read are kept (never overwritten).
pub const BAD_STATS_KEY: &str = "pala.stats.unreadable";

/// Why a write did not happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// The browser gives this page no storage at all.
    Blocked,
    /// The storage is full.
    Full,
    /// The browser refused the write for another reason.
    Refused,
}

impl Trouble {
    /// Why, in a few words for a notice: "the browser's storage is full".
    pub fn said(self) -> &'static str {
        match self {
            Trouble::Blocked => "this browser gives the page no storage",
            Trouble::Full => "the browser's storage is full",
            Trouble::Refused => "the browser refused",
        }
    }
}

/// The storage, if the browser gives this page one (reading `window.localStorage` can
/// throw: `SecurityError` when site data is blocked).
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Whether the page has storage at all.
pub fn available() -> bool {
    local().is_some()
}

/// The text stored under `key`, if any (none when there is no storage).
pub fn read(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`.
pub fn write(key: &str, value: &str) -> Result<(), Trouble> {
    let storage = local().ok_or(Trouble::Blocked)?;
    storage.set_item(key, value).map_err(|e| {
        let name = e.dyn_ref::<web_sys::DomException>().map(|d| d.name()).unwrap_or_default();
        if name == "QuotaExceededError" { Trouble::Full } else { Trouble::Refused }
    })
}

/// Removes `key`.
pub fn remove(key: &str) -> Result<(), Trouble> {
    local().ok_or(Trouble::Blocked)?.remove_item(key).map_err(|_| Trouble::Refused)
}
