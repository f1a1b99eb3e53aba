//! Nothing a player did is lost: the game is saved after every action with a revision,
//! and a window whose game moved on in another window (another tab, or the installed
//! app beside a tab) is told instead of overwriting the newer save; deal links open
//! only after asking when a game is under way, and never stay in the address bar to
//! restart the game on reload.

use std::cell::Cell;

use gloo::events::EventListener;
use gloo::storage::{LocalStorage, Storage};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::store::{Msg, Replacement, Setup, State, Store};
use crate::ai::Level;
use crate::save::{SaveFile, SaveHeader, SeatKind, SharedDeal, Stats};

pub const SAVE_KEY: &str = "pala.save";
pub const BAD_SAVE_KEY: &str = "pala.save.unreadable";
pub const SETTINGS_KEY: &str = "pala.settings";
pub const STATS_KEY: &str = "pala.stats";

thread_local! {
    /// The revision of the stored game this window last read or wrote (`None`: none).
    static KNOWN: Cell<Option<u64>> = const { Cell::new(None) };
    /// The game counter at this window's last write: a new or resumed game may take
    /// the save slot; a game that merely moved on may only if it holds the latest save.
    static WRITTEN_GAMES: Cell<u32> = const { Cell::new(0) };
    /// The game counter of the last game counted in the statistics: a game counts once.
    static COUNTED_GAMES: Cell<u32> = const { Cell::new(0) };
}

/// The revision inside a stored save's text (0 for saves made before revisions).
fn revision_of(text: &str) -> u64 {
    SaveHeader::read(text).map_or(0, |h| h.revision())
}

/// Resumes a stored save here, remembering its revision.
pub fn continue_with(store: &Store, text: &str) -> bool {
    match SaveFile::load(text) {
        Ok((save, game)) => {
            KNOWN.with(|k| k.set(Some(save.revision)));
            store.dispatch(Msg::Resume(Box::new(save), Box::new(game)));
            true
        }
        Err(_) => false,
    }
}

/// The game is saved after every action; settings when they change; statistics when a
/// game ends. A write never replaces a newer save from another window.
#[hook]
pub fn use_storage(store: Store) {
    let progress = store.game.as_ref().map(|g| (store.games, g.actions().len(), g.round_index()));
    {
        let store = store.clone();
        use_effect_with(progress, move |_| save(&store));
    }
    let setup = store.setup.clone();
    use_effect_with(setup, |setup| {
        let _ = LocalStorage::raw().set_item(SETTINGS_KEY, &serde_json::to_string(setup).unwrap_or_default());
    });
    {
        // Another window wrote or cleared the save.
        let store = store.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "storage", move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::StorageEvent>() else { return };
                    if e.key().as_deref() != Some(SAVE_KEY) {
                        return;
                    }
                    let Some(known) = KNOWN.with(Cell::get) else { return };
                    match e.new_value() {
                        Some(text) if revision_of(&text) > known => store.dispatch(Msg::Stale(Some(text))),
                        Some(_) => {}
                        None => store.dispatch(Msg::Stale(None)),
                    }
                })
            });
            move || drop(listener)
        });
    }
    {
        // A deal link opened while the app is open.
        let store = store.clone();
        use_effect_with((), move |_| {
            let listener =
                web_sys::window().map(|w| EventListener::new(&w, "hashchange", move |_| open_deal_link(&store)));
            move || drop(listener)
        });
    }
}

fn save(state: &Store) {
    let Some(game) = &state.game else { return };
    if state.stale.is_some() {
        return;
    }
    let raw = LocalStorage::raw();
    let stored = raw.get_item(SAVE_KEY).ok().flatten();
    let fresh = WRITTEN_GAMES.with(Cell::get) != state.games;
    let stored_revision = stored.as_deref().map(revision_of);
    if !fresh {
        let known = KNOWN.with(Cell::get);
        match stored_revision {
            Some(r) if known != Some(r) => return state.dispatch(Msg::Stale(stored)),
            None if known.is_some() => return state.dispatch(Msg::Stale(None)),
            _ => {}
        }
    }
    WRITTEN_GAMES.with(|g| g.set(state.games));
    if game.is_over() {
        let _ = raw.remove_item(SAVE_KEY);
        KNOWN.with(|k| k.set(None));
        if COUNTED_GAMES.with(|c| c.replace(state.games)) != state.games {
            record_stats(state);
        }
    } else {
        let mut file = SaveFile::new(game, &state.seats);
        // A game just resumed from the save holds nothing new: writing it again would
        // tell other windows that the game moved on.
        file.revision = stored_revision.unwrap_or(0);
        if stored.as_deref() == Some(file.to_json().as_str()) {
            KNOWN.with(|k| k.set(Some(file.revision)));
            return;
        }
        file.revision += 1;
        if raw.set_item(SAVE_KEY, &file.to_json()).is_ok() {
            KNOWN.with(|k| k.set(Some(file.revision)));
        }
    }
}

fn record_stats(state: &State) {
    let Some(game) = &state.game else { return };
    let mut stats = Stats::load(&LocalStorage::raw().get_item(STATS_KEY).ok().flatten().unwrap_or_default());
    let won = game.winners().is_some_and(|w| w.iter().any(|&s| state.is_human(s)));
    if state.humans() > 0 {
        stats.record(game.rules(), won);
        let _ = LocalStorage::raw().set_item(STATS_KEY, &serde_json::to_string(&stats).unwrap_or_default());
    }
}

/// At start: stored settings, then a saved game to resume (an unreadable one is kept
/// aside and reported), then a deal link, which asks before replacing that game.
pub fn restore(store: &Store) {
    let raw = LocalStorage::raw();
    if let Some(setup) = raw.get_item(SETTINGS_KEY).ok().flatten().and_then(|t| serde_json::from_str::<Setup>(&t).ok())
    {
        store.dispatch(Msg::ChangeSetup(setup));
    }
    if let Some(text) = raw.get_item(SAVE_KEY).ok().flatten() {
        if !continue_with(store, &text) {
            let reason = SaveFile::load(&text).err().map(|e| e.to_string()).unwrap_or_default();
            let _ = raw.set_item(BAD_SAVE_KEY, &text);
            let _ = raw.remove_item(SAVE_KEY);
            store.dispatch(Msg::BadSave(text, reason));
        }
    } else if let Some(text) = raw.get_item(BAD_SAVE_KEY).ok().flatten() {
        let reason = SaveFile::load(&text).err().map(|e| e.to_string()).unwrap_or_default();
        store.dispatch(Msg::BadSave(text, reason));
    }
    open_deal_link(store);
}

/// Opens the `#deal=` link in the address bar, if any: a new game with you at seat 1
/// and Painters round you (after asking, when a game is under way), or a message in
/// plain words when the link is broken. The link is then taken out of the address
/// bar, so that a reload resumes the saved game instead of restarting the deal.
fn open_deal_link(store: &Store) {
    let Some(window) = web_sys::window() else { return };
    let fragment = window.location().hash().unwrap_or_default();
    if !fragment.starts_with("#deal=") {
        return;
    }
    let location = window.location();
    let clean = format!("{}{}", location.pathname().unwrap_or_default(), location.search().unwrap_or_default());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&clean));
    }
    match SharedDeal::parse(&fragment) {
        Ok(Some(deal)) => {
            let mut setup = Setup::default().with_players(deal.players);
            setup.mode = deal.mode;
            setup.first_dealer = deal.first_dealer;
            setup.seats =
                (0..deal.players).map(|s| if s == 0 { SeatKind::Human } else { SeatKind::Ai(Level::Medium) }).collect();
            store.dispatch(Msg::Replace(
                Replacement::Start(setup, deal.seed),
                format!("the shared deal ({})", deal.words()),
            ));
        }
        Ok(None) => {}
        Err(e) => store.dispatch(Msg::LinkError(e.to_string())),
    }
}
