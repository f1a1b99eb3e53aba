//! The toolbar's pictures: small line drawings for Hint, Take back, Pause, Resume, Speed and More.

use yew::prelude::*;

/// The toolbar's pictures.
#[derive(Clone, Copy)]
pub(super) enum Icon {
    Hint,
    TakeBack,
    Pause,
    Resume,
    Speed,
    More,
}

/// A small line drawing in the text's colour, hidden from screen readers (the button
/// says it in words).
pub(super) fn icon(which: Icon) -> Html {
    let body = match which {
        // A light bulb.
        Icon::Hint => html! { <>
            <path d="M8 13.5h4M8.5 16h3M7 11c-1.5-1.2-2.5-2.8-2.5-4.6a5.5 5.5 0 0 1 11 0c0 1.8-1 3.4-2.5 4.6v1H7z" />
        </> },
        // An arrow turning back.
        Icon::TakeBack => html! { <><path d="M7 5L3 9l4 4M3 9h9a5 5 0 0 1 0 10h-2" /></> },
        Icon::Pause => html! { <><path d="M7 4v12M13 4v12" /></> },
        Icon::Resume => html! { <><path d="M6 4l10 6-10 6z" /></> },
        // A dial.
        Icon::Speed => html! { <><path d="M3 14a7 7 0 0 1 14 0M10 14l4-5" /></> },
        // Three dots.
        Icon::More => html! { <><path d="M4.5 10h.01M10 10h.01M15.5 10h.01" stroke-width="3.2" /></> },
    };
    html! {
        <svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">{ body }</svg>
    }
}
