//! Cards as people see them: colour, value, letter and glyph (colour is never the only
//! cue), and a secondary's recipe.

use yew::prelude::*;

use crate::engine::{Card, Color};
use crate::explain::card_name;

/// A shape per colour, so that colour is never the only cue.
pub fn glyph(color: Color) -> &'static str {
    match color {
        Color::Red => "●",
        Color::Orange => "◆",
        Color::Yellow => "▲",
        Color::Green => "■",
        Color::Blue => "★",
        Color::Purple => "✚",
    }
}

/// A secondary's recipe, e.g. "B+Y" for green.
pub fn recipe(color: Color) -> Option<String> {
    color.recipe().map(|(a, b)| format!("{}+{}", a.letter(), b.letter()))
}

#[derive(Clone, PartialEq, Properties)]
pub struct CardProps {
    pub card: Card,
    /// Clickable: a button with this accessible name.
    #[prop_or_default]
    pub onclick: Option<Callback<Card>>,
    #[prop_or_default]
    pub label: Option<String>,
    #[prop_or_default]
    pub picked: bool,
    #[prop_or_default]
    pub disabled: bool,
    #[prop_or_default]
    pub small: bool,
}

/// One card: a button when it can be clicked, else a labelled picture.
#[component]
pub fn CardView(props: &CardProps) -> Html {
    let card = props.card;
    let letter = card.color().letter();
    let classes = classes!(
        "card",
        format!("c-{letter}"),
        props.picked.then_some("picked"),
        props.small.then_some("small"),
        props.disabled.then_some("muted")
    );
    // The name is the card in words; the printed face is hidden from screen readers
    // (so the accessible name and the visible text never disagree).
    let label = props.label.clone().unwrap_or_else(|| card_name(card));
    let face = html! {
        <>
            <span class="sr-only">{ label }</span>
            <span class="value" aria-hidden="true">{ card.value() }</span>
            <span class="letter" aria-hidden="true">{ letter }{ glyph(card.color()) }</span>
            if let Some(r) = recipe(card.color()) { <span class="recipe" aria-hidden="true">{ r }</span> }
        </>
    };
    match &props.onclick {
        Some(cb) if !props.disabled => {
            let cb = cb.clone();
            html! {
                <button class={classes} aria-pressed={props.picked.to_string()}
                    onclick={Callback::from(move |_| cb.emit(card))}>{ face }</button>
            }
        }
        Some(_) => html! { <button class={classes} disabled=true>{ face }</button> },
        None => html! { <span class={classes}>{ face }</span> },
    }
}
