//! Focus kept in the widget: a move, Smear or a step redraws the controls, and the one
//! that had the focus may be gone with it (a card played, the Smear button replaced).
//! Focus then falls to the page, and a keyboard reader would have to tab back in from
//! the top. After every render, if the focus was in the widget and is now nowhere, it
//! goes to the next sensible control: a usable card of the mover's hand, the move's
//! choices, or the step buttons. Focus the reader took elsewhere is left there.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, ShadowRoot};
use yew::prelude::*;

/// Where focus goes when it was lost, first match first.
const NEXT_IN_LINE: [&str; 4] = [
    ".hand button.card:not([aria-disabled])",
    ".choices button:not([disabled])",
    ".steps button.primary:not([disabled])",
    ".steps button:not([disabled])",
];

/// The focused element of the widget's document or shadow root, if any (the page's
/// body, where focus falls, counts as none).
fn focused(root: &Element) -> Option<Element> {
    match root.get_root_node().dyn_into::<ShadowRoot>() {
        Ok(shadow) => shadow.active_element(),
        Err(_) => root.owner_document()?.active_element().filter(|a| a.tag_name() != "BODY"),
    }
}

/// The widget root's callbacks and effect: `inside` says whether the reader's focus is
/// in the widget.
#[hook]
pub(super) fn use_kept_focus(root: &NodeRef) -> (Callback<FocusEvent>, Callback<FocusEvent>) {
    let inside = use_mut_ref(|| false);
    {
        let (root, inside) = (root.clone(), inside.clone());
        use_effect(move || {
            let Some(el) = root.cast::<Element>() else { return };
            if !*inside.borrow() || focused(&el).is_some() {
                return;
            }
            let next = NEXT_IN_LINE.iter().find_map(|s| el.query_selector(s).ok().flatten());
            if let Some(next) = next.and_then(|n| n.dyn_into::<HtmlElement>().ok()) {
                let _ = next.focus();
            }
        });
    }
    let focus_in = {
        let inside = inside.clone();
        Callback::from(move |_: FocusEvent| *inside.borrow_mut() = true)
    };
    let root = root.clone();
    // Focus leaving for another element outside the widget; a control removed, or a
    // click on nothing focusable, names no element to go to.
    let focus_out = Callback::from(move |e: FocusEvent| {
        let to = e.related_target().and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        if let (Some(to), Some(el)) = (to, root.cast::<Element>())
            && !el.contains(Some(&to))
        {
            *inside.borrow_mut() = false;
        }
    });
    (focus_in, focus_out)
}
