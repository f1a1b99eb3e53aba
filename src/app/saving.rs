//! Nothing a player did is lost: the game is saved after every action with a revision,
//! and a window whose game moved on in another window (another tab, or the installed
//! app beside a tab) is told instead of overwriting the newer save; deal links open
//! only after asking when a game is under way, and never stay in the address bar to
//! restart the game on reload.

use std::cell::Cell;

use std::cell::RefCell;

use gloo::events::EventListener;
use gloo::timers::callback::Interval;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::seeds::Seeds;
use crate::app::store::{KeptSave, Msg, Replacement, Saving, Setup, State, Store};
use crate::browser::storage::{self, Trouble};
use pala_rules::engine::Level;
use pala_rules::engine::{GameRecord, SeatKind};
use pala_rules::scenario::save::{Ended, SaveFile, SaveHeader, SharedDeal, Stats};

pub use crate::browser::storage::{BAD_SAVE_KEY, BAD_STATS_KEY, ENDED_KEY, SAVE_KEY, SETTINGS_KEY, STATS_KEY};

/// While a save cannot be written, it is tried again this often (and after every move).
const RETRY_MS: u32 = 10_000;

thread_local! {
    /// The revision of the stored game this window last read or wrote (`None`: none).
    static KNOWN: Cell<Option<u64>> = const { Cell::new(None) };
    /// The game counter at this window's last write: a new or resumed game may take
    /// the save slot; a game that merely moved on may only if it holds the latest save.
    static WRITTEN_GAMES: Cell<u32> = const { Cell::new(0) };
    /// The game counter of the last game counted in the statistics: a game counts once.
    static COUNTED_GAMES: Cell<u32> = const { Cell::new(0) };
    /// The save slot's text as this window last read (resuming) or wrote it: a write
    /// from another window at the same revision is told apart by its text, even when
    /// this window saves before it hears of that write.
    static SEEN: RefCell<Option<String>> = const { RefCell::new(None) };
    /// The record of the game this window last saved or resumed (for the storage
    /// listener, which holds no state): a game ended elsewhere is told by it.
    static MINE: RefCell<Option<GameRecord>> = const { RefCell::new(None) };
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
            SEEN.with(|s| *s.borrow_mut() = Some(text.to_string()));
            MINE.with(|m| *m.borrow_mut() = Some(save.record.clone()));
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
        // After every move; and while writes fail, again every few seconds, so that a
        // storage freed elsewhere takes the game without waiting for a move.
        let store = store.clone();
        let failing = matches!(store.saving, Saving::Failing(_));
        use_effect_with((progress, failing, store.kept.len(), store.emptied), move |_| {
            save(&store);
            let retry = failing.then(|| {
                let store = store.clone();
                Interval::new(RETRY_MS, move || save(&store))
            });
            move || drop(retry)
        });
    }
    let setup = store.setup.clone();
    use_effect_with(setup, |setup| {
        // A failed settings write is not a player's game: the save's own notice says
        // when the storage is full or blocked.
        let _ = storage::write(SETTINGS_KEY, &serde_json::to_string(setup).unwrap_or_default());
    });
    {
        // Another window wrote or ended the save, or the storage was cleared.
        let store = store.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "storage", move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::StorageEvent>() else { return };
                    let Some(known) = KNOWN.with(Cell::get) else { return };
                    // The whole storage cleared (no key): no window of Pala's does that.
                    if e.key().is_none() {
                        return store.dispatch(Msg::Emptied);
                    }
                    if e.key().as_deref() != Some(SAVE_KEY) {
                        return;
                    }
                    // What the slot holds now (the event's value may be overtaken by
                    // this window's own write in the same instant).
                    match storage::read(SAVE_KEY) {
                        Some(text) if revision_of(&text) > known => store.dispatch(Msg::Stale(Some(text))),
                        // Two windows wrote the same revision at once: the one whose
                        // game is not in the slot is behind.
                        Some(text) if not_seen(&text) => store.dispatch(Msg::Stale(Some(text))),
                        Some(_) => {}
                        // Finished in another window (which says so first), or emptied
                        // by no window of Pala's.
                        None if ended_elsewhere(known) => store.dispatch(Msg::Stale(None)),
                        None => store.dispatch(Msg::Emptied),
                    }
                })
            });
            move || drop(listener)
        });
    }
    {
        // A save set aside earlier was resumed: its kept copy goes.
        let store = store.clone();
        use_effect_with(store.released.clone(), move |released| {
            if let Some(kept) = released {
                release(kept);
                // The kept saves after it moved up a key each: so do their entries.
                let mut n = 0;
                let renumbered = store
                    .kept
                    .iter()
                    .map(|k| match k.key.starts_with(BAD_SAVE_KEY) {
                        true => {
                            n += 1;
                            KeptSave { key: aside_key(n), ..k.clone() }
                        }
                        false => k.clone(),
                    })
                    .collect::<Vec<_>>();
                if renumbered != store.kept {
                    store.dispatch(Msg::Kept(renumbered));
                }
            }
        });
    }
    {
        // A deal link opened while the app is open.
        let store = store.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    open_deal_link(&store);
                    crate::app::daily::open_link(&store);
                })
            });
            move || drop(listener)
        });
    }
}

/// Writes the game to the save slot, unless the slot holds a newer game from another
/// window (then this window is told) or an unreadable save not yet set aside. Every
/// write is checked: a failure is said at once ([`Saving`]).
fn save(state: &Store) {
    let Some(game) = &state.game else { return };
    if state.stale.is_some() || state.saving == Saving::Off {
        return;
    }
    // An unreadable save still in the slot (it could not be copied aside) is never
    // written over.
    if state.kept.iter().any(|k| k.key == SAVE_KEY) {
        return report(state, Saving::Held);
    }
    let stored = storage::read(SAVE_KEY);
    let fresh = WRITTEN_GAMES.with(Cell::get) != state.games;
    let stored_revision = stored.as_deref().map(revision_of);
    if !fresh {
        let known = KNOWN.with(Cell::get);
        match (stored_revision, known) {
            (Some(r), _) if known != Some(r) => return state.dispatch(Msg::Stale(stored)),
            // The same revision, another game or another move: written by another
            // window whose storage event has not reached this one yet.
            (Some(_), _) if stored.as_deref().is_some_and(not_seen) => return state.dispatch(Msg::Stale(stored)),
            // An empty slot: the game finished in another window, or the storage was
            // cleared (or is blocked now), which no window of Pala's did: written again
            // (or, blocked, said below).
            (None, Some(known)) if ended_elsewhere(known) => return state.dispatch(Msg::Stale(None)),
            _ => {}
        }
    }
    if game.is_over() {
        WRITTEN_GAMES.with(|g| g.set(state.games));
        // A finished game leaves the slot (a failed removal leaves it there, harmless:
        // it loads as the finished game), saying first, for other windows, which game
        // ended at which revision.
        let ended = Ended { record: game.record(), revision: KNOWN.with(Cell::get).unwrap_or(0) + 1 };
        let _ = storage::write(ENDED_KEY, &serde_json::to_string(&ended).unwrap_or_default());
        let _ = storage::remove(SAVE_KEY);
        KNOWN.with(|k| k.set(None));
        if COUNTED_GAMES.with(|c| c.replace(state.games)) != state.games {
            record_stats(state);
        }
        return report(state, Saving::Saved);
    }
    let mut file = SaveFile::new(game, &state.seats);
    MINE.with(|m| *m.borrow_mut() = Some(file.record.clone()));
    // A game just resumed from the save holds nothing new: writing it again would
    // tell other windows that the game moved on.
    file.revision = stored_revision.unwrap_or(0);
    if stored.as_deref() == Some(file.to_json().as_str()) {
        WRITTEN_GAMES.with(|g| g.set(state.games));
        KNOWN.with(|k| k.set(Some(file.revision)));
        SEEN.with(|s| s.borrow_mut().clone_from(&stored));
        return report(state, Saving::Saved);
    }
    file.revision += 1;
    let text = file.to_json();
    match storage::write(SAVE_KEY, &text) {
        Ok(()) => {
            WRITTEN_GAMES.with(|g| g.set(state.games));
            KNOWN.with(|k| k.set(Some(file.revision)));
            SEEN.with(|s| *s.borrow_mut() = Some(text));
            report(state, Saving::Saved);
        }
        Err(Trouble::Blocked) => report(state, Saving::Off),
        Err(trouble) => report(state, Saving::Failing(trouble)),
    }
}

/// Whether the save slot's `text` is not what this window last read or wrote there
/// (false before it has done either).
fn not_seen(text: &str) -> bool {
    SEEN.with(|s| s.borrow().as_deref().is_some_and(|seen| seen != text))
}

/// Whether the game this window knows at revision `known` (the one it holds) was played
/// to its end in another window, by what that window said under [`ENDED_KEY`].
fn ended_elsewhere(known: u64) -> bool {
    let Some(ended) = storage::read(ENDED_KEY).and_then(|t| serde_json::from_str::<Ended>(&t).ok()) else {
        return false;
    };
    let mine = MINE.with(|m| m.borrow().clone());
    ended.revision > known && mine.is_some_and(|mine| mine.same_game(&ended.record))
}

/// Tells the table how saving goes, when that changed.
fn report(state: &Store, now: Saving) {
    if state.saving != now {
        state.dispatch(Msg::Saving(now));
    }
}

fn record_stats(state: &State) {
    let Some(game) = &state.game else { return };
    let stored = storage::read(STATS_KEY).unwrap_or_default();
    let mut stats = match Stats::load(&stored) {
        Ok(stats) => stats,
        // Unreadable or newer: kept aside under the first free key, then counted
        // afresh; where nothing can be kept, nothing is written over them.
        Err(_) => {
            let free = (1..=9).map(stats_aside_key).find(|k| storage::read(k).is_none());
            if free.is_none_or(|key| storage::write(&key, &stored).is_err()) {
                return;
            }
            Stats::default()
        }
    };
    let won = game.winners().is_some_and(|w| w.iter().any(|&s| state.is_human(s)));
    if state.humans() > 0 {
        stats.record(game.rules(), won);
        let _ = storage::write(STATS_KEY, &serde_json::to_string(&stats).unwrap_or_default());
    }
}

/// The `n`th key for statistics set aside (from 1): `pala.stats.unreadable`, then `.2`, ...
pub fn stats_aside_key(n: usize) -> String {
    if n <= 1 { BAD_STATS_KEY.to_string() } else { format!("{BAD_STATS_KEY}.{n}") }
}

/// The `n`th key for a save set aside (from 1): `pala.save.unreadable`, then `.2`, ...
fn aside_key(n: usize) -> String {
    if n <= 1 { BAD_SAVE_KEY.to_string() } else { format!("{BAD_SAVE_KEY}.{n}") }
}

/// The saves set aside so far, in order: the keys from the first are taken one after
/// another (letting them go removes them all).
fn set_aside() -> Vec<(String, String)> {
    (1..).map(aside_key).map_while(|key| storage::read(&key).map(|text| (key, text))).collect()
}

/// A kept save and what is wrong with it (`None`: it reads now).
fn kept(key: String, text: String) -> KeptSave {
    let error = SaveFile::load(&text).err();
    let (problem, detail) = (error.as_ref().map(|e| e.to_string()), error.and_then(|e| e.detail()));
    KeptSave { key, text, problem, detail }
}

/// At start: stored settings (checked, and repaired in words if need be), then a saved
/// game to resume. An unreadable save is set aside under a key of its own and removed
/// from the slot only once its copy is safe; if it cannot be copied (the storage is
/// full) it stays where it is, and no game is saved over it. Saves set aside earlier
/// are reported too. Then a deal link, which asks before replacing the game.
pub fn restore(store: &Store) {
    if !storage::available() {
        store.dispatch(Msg::Saving(Saving::Off));
    }
    if let Some(text) = storage::read(SETTINGS_KEY) {
        match serde_json::from_str::<Setup>(&text).map(Setup::repaired) {
            Ok((setup, problems)) => {
                if !problems.is_empty() {
                    store.dispatch(Msg::Notice(pala_words::repairs_words(&problems)));
                }
                store.dispatch(Msg::ChangeSetup(setup));
            }
            Err(_) => store.dispatch(Msg::Notice(pala_words::lang::book().settings_unreadable().into())),
        }
    }
    let aside = set_aside();
    let mut kept_saves: Vec<KeptSave> = Vec::new();
    if let Some(text) = storage::read(SAVE_KEY)
        && !continue_with(store, &text)
    {
        let key = aside_key(aside.len() + 1);
        // Copied first; the slot is cleared only once the copy is safe.
        let copied = storage::write(&key, &text).is_ok() && storage::read(&key).as_deref() == Some(text.as_str());
        if copied && storage::remove(SAVE_KEY).is_ok() {
            kept_saves.push(kept(key, text));
        } else {
            kept_saves.push(kept(SAVE_KEY.into(), text));
        }
    }
    for (key, text) in aside {
        kept_saves.push(kept(key, text));
    }
    if !kept_saves.is_empty() {
        store.dispatch(Msg::Kept(kept_saves));
    }
    open_deal_link(store);
    crate::app::daily::open_link(store);
}

/// Lets kept saves go, at the player's word (after the offer to export them): each key
/// is removed only if it still holds the text that was shown.
pub fn let_go(saves: &[KeptSave]) {
    for save in saves {
        if storage::read(&save.key).as_deref() == Some(save.text.as_str()) {
            let _ = storage::remove(&save.key);
        }
    }
}

/// Removes the kept copy of a set-aside save that was resumed (if it is still there as
/// it was), moving the later ones up: the kept saves stay under consecutive keys.
fn release(resumed: &KeptSave) {
    if !resumed.key.starts_with(BAD_SAVE_KEY) || storage::read(&resumed.key).as_deref() != Some(resumed.text.as_str()) {
        return;
    }
    let all = set_aside();
    let rest: Vec<&String> = all.iter().filter(|(key, _)| *key != resumed.key).map(|(_, text)| text).collect();
    for (n, text) in rest.iter().enumerate() {
        let key = aside_key(n + 1);
        if storage::read(&key).as_deref() != Some(text.as_str()) && storage::write(&key, text).is_err() {
            // Not moved up: nothing is removed that is not kept elsewhere.
            return;
        }
    }
    let _ = storage::remove(&aside_key(rest.len() + 1));
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
                Replacement::Start(setup, Seeds::draw(Some(deal.seed))),
                pala_words::shared_deal_words(deal.mode, deal.players.into(), deal.seed),
            ));
        }
        Ok(None) => {}
        Err(e) => store.dispatch(Msg::LinkError(e.to_string())),
    }
}
