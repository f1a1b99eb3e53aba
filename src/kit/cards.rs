//! Cards as people see them: a painted face with corner indices (value and glyph, so
//! colour is never the only cue), a dab of the card's paint with its letter, on
//! secondaries the recipe as two dabs of their primaries (Y and B, mixing), and the
//! card back. The look is styles/cards.css (styles/STYLE.md). The one card component of the whole app.

use yew::prelude::*;

use pala_rules::engine::{Card, Color};
use pala_words::{card_count, lead_in};

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

/// A small colour chip (a bid colour): the colour's glyph on its colour, hidden from
/// screen readers, which hear the words beside it.
pub fn mini_chip(color: Color) -> Html {
    html! { <span class={classes!("chip", "mini", format!("c-{}", color.letter()))} aria-hidden="true">{ glyph(color) }</span> }
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
    /// Shown but not usable now: dimmed, and `aria-disabled` (it stays focusable).
    #[prop_or_default]
    pub disabled: bool,
    /// Usable now: raised out of the hand.
    #[prop_or_default]
    pub raised: bool,
    /// Completes the move begun with the picked card: lit.
    #[prop_or_default]
    pub lit: bool,
    #[prop_or_default]
    pub small: bool,
    /// The roving tab stop of the hand: `Some(0)` for the one card Tab reaches.
    #[prop_or_default]
    pub tabindex: Option<i32>,
    /// Why a dimmed card cannot be used now: shown on hover and focus, and the card's
    /// accessible description.
    #[prop_or_default]
    pub why: Option<AttrValue>,
    /// The dimmed card whose reason is on show under the hand: outlined.
    #[prop_or_default]
    pub told: bool,
    /// A dimmed card was tapped or long-pressed (to say why).
    #[prop_or_default]
    pub on_dimmed: Option<Callback<Card>>,
    /// The hint's move plays this card: marked with the word "Hint", seen and heard.
    #[prop_or_default]
    pub hinted: bool,
}

/// The printed face: corner indices, the paint centre and a secondary's recipe.
fn face(card: Card) -> Html {
    let color = card.color();
    let letter = color.letter();
    let corner = |place: &'static str| {
        html! {
            <span class={classes!("corner", place, format!("c-{letter}"))} aria-hidden="true">
                // 6 and 9 are underlined, as on printed cards, so the turned corner reads right.
                <span class={classes!("v", matches!(card.value(), 6 | 9).then_some("under"))}>{ card.value() }</span><span class="g">{ glyph(color) }</span>
            </span>
        }
    };
    html! {
        <>
            { corner("tl") }
            <span class={classes!("paint", format!("c-{letter}"))} aria-hidden="true">
                <span class={classes!("l", (pala_words::lang::colour_letter(color).chars().count() > 1).then_some("two"))}>{ pala_words::lang::colour_letter(color) }</span>
            </span>
            if let Some((a, b)) = color.recipe() {
                <span class="recipe" aria-hidden="true">
                    <span class={classes!("dab", format!("c-{}", a.letter()))}>{ pala_words::lang::colour_letter(a) }</span>
                    <span class="plus">{ "+" }</span>
                    <span class={classes!("dab", format!("c-{}", b.letter()))}>{ pala_words::lang::colour_letter(b) }</span>
                </span>
            }
            { corner("br") }
        </>
    }
}

/// One card: a button when it can be clicked, else a labelled picture.
#[component]
pub fn CardView(props: &CardProps) -> Html {
    let card = props.card;
    let classes = classes!(
        "card",
        format!("k-{}", card.color().letter()),
        props.picked.then_some("picked"),
        props.small.then_some("small"),
        props.disabled.then_some("muted"),
        props.raised.then_some("raised"),
        props.lit.then_some("lit"),
        props.told.then_some("told"),
        props.hinted.then_some("hinted")
    );
    // The name is the card in words; the printed face is hidden from screen readers
    // (so the accessible name and the visible text never disagree).
    let label = props.label.clone().unwrap_or_else(|| pala_words::lang::card(card));
    let id = card.id().to_string();
    match &props.onclick {
        Some(cb) => {
            let (cb, disabled, dimmed) = (cb.clone(), props.disabled, props.on_dimmed.clone());
            let click = Callback::from(move |_| match (&dimmed, disabled) {
                (_, false) => cb.emit(card),
                (Some(say), true) => say.emit(card),
                (None, true) => {}
            });
            // A long press (the context menu on touch screens) also says why.
            let press = props.on_dimmed.clone().filter(|_| disabled).map(|say| {
                Callback::from(move |e: MouseEvent| {
                    e.prevent_default();
                    say.emit(card)
                })
            });
            let why = props.why.clone().filter(|_| disabled);
            let why_id = format!("why-{id}");
            let why_card = lead_in(&label);
            html! {
                <button class={classes} aria-pressed={props.picked.to_string()} data-card={id.clone()}
                    aria-disabled={disabled.then_some("true")} tabindex={props.tabindex.map(|t| t.to_string())}
                    aria-describedby={why.is_some().then(|| why_id.clone())}
                    onclick={click} oncontextmenu={press}>
                    <span class="sr-only">{ label }{ if props.lit { pala_words::lang::book().completes_move() } else { "" } }{ if props.hinted { pala_words::lang::book().hint_card() } else { "" } }</span>{ face(card) }
                    if props.hinted {
                        <span class="hint-mark" aria-hidden="true">{ pala_words::lang::book().hint() }</span>
                    }
                    // Seen: the card's name, then the reason; heard: the reason, as the
                    // description after the card's name.
                    if let Some(why) = why {
                        <span class="why-not" aria-hidden="true">{ why_card }<span id={why_id}>{ why }</span></span>
                    }
                </button>
            }
        }
        None => html! {
            <span class={classes} role="img" aria-label={label} data-card={id}>{ face(card) }</span>
        },
    }
}

/// A small fan of card backs with the count (a plain function, not a component: it
/// holds no state).
pub fn card_backs(count: usize) -> Html {
    let shown = count.min(7);
    html! {
        <span class="backs" role="img" aria-label={card_count(count)}>
            <span class="fan" aria-hidden="true">
                { for (0..shown).map(|i| html! { <span class={classes!("back", format!("b{i}"))}></span> }) }
            </span>
            // An empty hand shows no "0": the fan's box stays (a card's flight starts there).
            if count > 0 { <span class="n" aria-hidden="true">{ count }</span> }
        </span>
    }
}
