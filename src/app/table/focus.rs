//! Focus follows the play: after each move, keyboard focus goes to the next thing the
//! player must do (Continue on a held trick, the tie choice, the pass-the-device
//! button, the chip bid, the hand's card), so a keyboard player never hunts for it
//! with Tab. Focus is only moved when it was lost (the control used is gone) or sits
//! in the play itself: never out of the settings, the log or a dialog.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::app::store::State;

/// The next control, in order of what the table asks first.
const NEXT: [&str; 6] = [
    ".winner-banner button",
    ".tie button",
    ".pass-device button",
    ".chip-bid button.chip",
    // A card that can be used now (not a dimmed one, whose reason would open).
    ".hand button.card:not([aria-disabled])",
    ".hand button.card[tabindex=\"0\"]",
];

/// Where focus goes while others move: the hand itself (the next Tab starts from it).
const RESTING: &str = ".hand ul";

/// Where the player's focus is part of the play (and may follow it on).
const PLAY: &str = ".you, .trick, .board, .chip-bid, .pass-device, .all-moves";

/// What changes when the table asks something new of the player: a move made, a trick
/// held or gathered, a hand revealed, a dialog opened or closed.
pub(super) fn step(state: &State) -> (usize, bool, Option<u8>, bool, bool) {
    let moves = state.game.as_ref().map_or(0, |g| g.actions().len());
    (moves, state.held, state.revealed.map(|s| s.id()), state.replacing.is_some(), state.paused)
}

/// Moves focus to the next control after each step of the play.
#[hook]
pub(super) fn use_focus_follows(step: (usize, bool, Option<u8>, bool, bool)) {
    use_effect_with(step, move |&(_, _, _, dialog, _)| {
        // After this render has reached every part: the table's effect runs before its
        // children (the hand) have re-rendered, when a card about to be dimmed still
        // looks usable.
        if !dialog {
            crate::kit::motion::next_task(follow);
        }
    });
}

fn follow() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let active = document.active_element();
    let lost =
        active.as_ref().is_none_or(|a| !a.is_connected() || document.body().is_some_and(|b| b.is_same_node(Some(a))));
    let in_play = active.as_ref().is_some_and(|a| a.closest(PLAY).ok().flatten().is_some());
    if !(lost || in_play) {
        return;
    }
    let find = |sel: &str| document.query_selector(sel).ok().flatten().and_then(|e| e.dyn_into::<HtmlElement>().ok());
    let target = NEXT.iter().find_map(|sel| find(sel)).or_else(|| find(RESTING).filter(|_| lost));
    if let Some(el) = target
        && !active.is_some_and(|a| a.is_same_node(Some(&el)))
    {
        // Without scrolling: the table opens with the seats in view, not scrolled down
        // to the hand (which the layout keeps on screen).
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = el.focus_with_options(&options);
    }
}

/// When the hint's answer arrives below the fold (phones, where the controls sit under
/// the hand), the page scrolls just enough to show it: the least scroll, and none when
/// it is in view already.
#[hook]
pub(super) fn use_hint_in_view(shown: bool) {
    use_effect_with(shown, move |&shown| {
        if shown {
            crate::kit::motion::next_task(show_hint);
        }
    });
}

fn show_hint() {
    let Some(window) = web_sys::window() else { return };
    let Some(hint) = window.document().and_then(|d| d.query_selector(".controls .hint").ok().flatten()) else { return };
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    if hint.get_bounding_client_rect().bottom() > height {
        // Its bottom edge to the window's bottom edge.
        hint.scroll_into_view_with_bool(false);
    }
}
