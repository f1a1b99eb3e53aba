//! The trick on the table: each entry's cards stacked, its colour and value, and which
//! entry is winning; or the last completed trick.

use yew::prelude::*;

use super::cards::CardView;
use crate::engine::{Mode, Trick};

#[derive(Clone, PartialEq, Properties)]
pub struct TrickProps {
    pub trick: Trick,
    pub names: Vec<String>,
    pub title: AttrValue,
    #[prop_or_default]
    pub done: bool,
    pub mode: Mode,
}

#[component]
pub fn TrickView(props: &TrickProps) -> Html {
    let trick = &props.trick;
    let winner = trick.winner();
    let color = trick.color;
    html! {
        <section class={classes!("trick", format!("t-{}", color.letter()))} aria-label={props.title.clone()}>
            <h2>{ format!("{}: {}", props.title, color.name()) }
                if trick.smeared { <span class="smeared">{ " (smeared)" }</span> }</h2>
            <ol class="entries">
                { for trick.entries().iter().map(|e| {
                    let win = e.seat == winner;
                    let name = props.names.get(e.seat as usize).cloned().unwrap_or_default();
                    let counts = e.color == color;
                    html! {
                        <li class={classes!("entry", win.then_some("winning"), (!counts).then_some("junk"))}>
                            <span class="who">{ name }</span>
                            <span class="stack">{ for e.cards().map(|c| html! { <CardView card={c} small=true /> }) }</span>
                            <span class="worth">{ format!("{} {}", e.color.name(), e.value) }</span>
                            if win { <span class="tag">{ if props.done { "won" } else { "winning" } }</span> }
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}
