//! Bidding: the Pointillism chips (six colours and the white null chip, tap to toggle,
//! the rainbow called out, a bid button that says what it bids) and the Impressionism
//! bid board (each space with its name and meaning, the colour and the card laid on it,
//! and, once you pick a card, the spaces it may go on lit up as targets).

use yew::prelude::*;

use crate::kit::cards::{CardView, glyph, mini_chip};
use pala_rules::engine::{Action, Bid, Card, Color, Phase, Seat, SeatView};
use pala_words::{chip_bid_label, chip_name, place_on, placed_by, space_label, space_meaning, space_meaning_short};

#[derive(Clone, PartialEq, Properties)]
pub struct ChipsProps {
    pub on_bid: Callback<Action>,
    /// The hint's bid, its chips marked until the bid is made.
    #[prop_or_default]
    pub hinted: Option<Bid>,
}

/// Your chip bid: toggle colours, then bid them; or bid null.
#[component]
pub fn Chips(props: &ChipsProps) -> Html {
    let chosen = use_state(|| 0u8);
    let toggle = |c: Color| {
        let chosen = chosen.clone();
        Callback::from(move |_| chosen.set(*chosen ^ (1 << c.index())))
    };
    let bid = Bid::colors(*chosen);
    let submit = {
        let (on_bid, chosen) = (props.on_bid.clone(), chosen.clone());
        Callback::from(move |_| {
            if let Some(b) = bid {
                on_bid.emit(Action::Bid(b));
                chosen.set(0);
            }
        })
    };
    let null = {
        let (on_bid, chosen) = (props.on_bid.clone(), chosen.clone());
        Callback::from(move |_| {
            on_bid.emit(Action::Bid(Bid::NULL));
            chosen.set(0);
        })
    };
    let label = chip_bid_label(bid);
    html! {
        <div class="chip-bid" role="group" aria-label={pala_words::lang::book().your_chip_bid()}>
            <div class="chip-row">
                { for Color::ALL.into_iter().map(|c| {
                    let on = *chosen & (1 << c.index()) != 0;
                    let hinted = props.hinted.is_some_and(|b| b.contains(c));
                    html! {
                        <button class={classes!("chip", format!("c-{}", c.letter()), on.then_some("on"), hinted.then_some("hinted"))}
                            aria-pressed={on.to_string()} onclick={toggle(c)}>
                            <span class="sr-only">{ chip_name(c) }{ if hinted { ", in the hint's bid" } else { "" } }</span>
                            <span aria-hidden="true">{ glyph(c) }<small>{ pala_words::lang::colour_letter(c) }</small></span>
                            { hint_mark(hinted) }
                        </button>
                    }
                }) }
                { {
                    let hinted = props.hinted.is_some_and(|b| b.is_null());
                    html! {
                        <button class={classes!("chip", "c-W", "null", hinted.then_some("hinted"))} onclick={null} title={pala_words::lang::book().null_title()}>
                            <span class="sr-only">{ pala_words::lang::book().bid_null() }{ if hinted { ", the hint's bid" } else { "" } }</span><span aria-hidden="true">{ pala_words::lang::book().null_bid() }</span>
                            { hint_mark(hinted) }
                        </button>
                    }
                } }
            </div>
            if bid.is_some_and(|b| b.is_rainbow()) {
                <p class="rainbow-call" role="status">{ pala_words::lang::book().rainbow_call() }</p>
            }
            <button class="primary bid-button" disabled={bid.is_none()} onclick={submit}>{ label }</button>
        </div>
    }
}

#[derive(Clone, PartialEq, Properties)]
pub struct BoardProps {
    pub view: SeatView,
    pub names: Vec<String>,
    /// The card picked from your hand, to place on a space.
    #[prop_or_default]
    pub picked: Option<Card>,
    /// Your legal actions (empty when it is not your turn).
    #[prop_or_default]
    pub legal: Vec<Action>,
    pub on_place: Callback<Action>,
    /// The hint's move: the space it places a card on is marked until the next move.
    #[prop_or_default]
    pub hinted: Option<Action>,
}

/// The Impressionism bid board.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let round = props.view.round();
    let spaces = round.board_spaces();
    let cards = round.board_cards();
    let placers: Vec<Option<Seat>> = round.placers().collect();
    html! {
        // Once bidding is over the board is only looked up: phones draw it compact.
        <section class={classes!("board", (round.phase() != Phase::Bidding).then_some("settled"))} aria-label={pala_words::lang::book().bid_board()}>
            <ol class="spaces">
                { for spaces.iter().take(round.rules().board().len()).enumerate().map(|(i, &(space, color))| {
                    // A card goes on the first open space of its kind (the board may have two
                    // +1 spaces): only that one lights, never a taken one.
                    let first_open = spaces.iter().position(|&(s, c)| s == space && c.is_none()) == Some(i);
                    let action = props.picked.map(|c| Action::Place(space, c)).filter(|a| first_open && props.legal.contains(a));
                    let hinted = first_open && matches!(props.hinted, Some(Action::Place(s, _)) if s == space);
                    let laid = color.and_then(|c| cards.iter().find(|k| k.color() == c));
                    let placer = placers.get(i).copied().flatten().and_then(|s| props.names.get(s.index()).cloned());
                    let body = html! { <>
                        // In a Place button the space is named by the button's first words.
                        <span class="space-name" aria-hidden={action.is_some().then_some("true")}>{ pala_words::lang::space(space) }</span>
                        { match (laid, color) {
                            (Some(card), _) => html! { <CardView card={card} small=true /> },
                            // A scenario's board (the rules widget) may give a colour
                            // without the card that was laid.
                            (None, Some(c)) => html! {
                                <span class="open laid-color">
                                    { mini_chip(c) }
                                    { pala_words::lang::colour(c) }
                                </span>
                            },
                            // An empty space shows an empty card's outline; its name says "open".
                            (None, None) => html! { <span class="open slot" aria-hidden="true"></span> },
                        } }
                        <span class="foot">
                            // The board prints the shorter form; the longer stays the
                            // space's name for screen readers.
                            if space_meaning_short(space) == space_meaning(space) {
                                <span class="meaning">{ space_meaning(space) }</span>
                            } else {
                                <span class="meaning sr-only">{ space_meaning(space) }</span>
                                <span class="meaning" aria-hidden="true">{ space_meaning_short(space) }</span>
                            }
                            if let Some(who) = &placer { <span class="placer">{ placed_by(who) }</span> }
                        </span>
                    </> };
                    let name = format!("{}{}", space_label(space, laid, color, placer.as_deref()), hint_said(hinted));
                    let ondragover = Callback::from(move |e: DragEvent| if action.is_some() { e.prevent_default() });
                    let place = {
                        let cb = props.on_place.clone();
                        move || if let Some(a) = action { cb.emit(a) }
                    };
                    let ondrop = {
                        let place = place.clone();
                        Callback::from(move |e: DragEvent| { e.prevent_default(); place(); })
                    };
                    html! {
                        <li key={i as u32} class={classes!("space-box", color.map(|c| format!("k-{}", c.letter())),
                                color.is_none().then_some("empty"), action.is_some().then_some("target"), hinted.then_some("hinted"))}
                            {ondragover} {ondrop}>
                            { hint_mark(hinted) }
                            if let Some(Action::Place(_, card)) = action {
                                // The name begins "Place Red 1 on +1" and goes on with the
                                // visible text of the space.
                                <button class="space-button" onclick={Callback::from(move |_| place())}>
                                    <span class="sr-only">{ place_on(card, space) }{ " " }</span>
                                    <span>{ body }</span>
                                    <span class="sr-only">{ hint_said(hinted) }</span>
                                </button>
                            } else {
                                <div class="space-face" role="group" aria-label={name}>{ body }</div>
                            }
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}

/// What a screen reader hears after the board space the hint places a card on (the
/// card is said as "the hint's card" in the hand).
fn hint_said(hinted: bool) -> &'static str {
    if hinted { ", the hint's space" } else { "" }
}

/// The tab that marks a chip or space of the hint's move (colour never the only cue).
fn hint_mark(hinted: bool) -> Html {
    html! { if hinted { <span class="hint-mark" aria-hidden="true">{ pala_words::lang::book().hint() }</span> } }
}
