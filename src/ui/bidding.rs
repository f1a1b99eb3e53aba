//! Bidding: the Pointillism chip bids (six colours and the white null chip, the
//! rainbow called out) and the Impressionism bid board (its spaces and their meaning).

use yew::prelude::*;

use super::cards::glyph;
use crate::engine::{Action, Bid, Card, Color, Round, Space};
use crate::explain::action_name;

#[derive(Clone, PartialEq, Properties)]
pub struct ChipsProps {
    pub round: Round,
    /// Set when it is the viewer's turn to bid.
    #[prop_or_default]
    pub on_bid: Option<Callback<Action>>,
    pub names: Vec<String>,
}

/// The chip bids made so far and, on the viewer's turn, the chips to choose from.
#[component]
pub fn Chips(props: &ChipsProps) -> Html {
    let chosen = use_state(|| 0u8);
    let round = &props.round;
    let made = html! {
        <ul class="bids" aria-label="Bids">
            { for round.bids().iter().enumerate().map(|(s, bid)| html! {
                <li>
                    <span class="who">{ props.names[s].clone() }</span>
                    { match bid {
                        None => html! { <span class="muted">{ "waiting" }</span> },
                        Some(b) if b.is_null() => html! { <span class="chip c-W">{ "○ null" }</span> },
                        Some(b) => html! { <>
                            { for b.color_list().map(|c| html! {
                                <span class={classes!("chip", format!("c-{}", c.letter()))}>
                                    <span class="sr-only">{ c.name() }</span>
                                    <span aria-hidden="true">{ format!("{}{}", c.letter(), glyph(c)) }</span></span>
                            }) }
                            if b.is_rainbow() { <strong class="rainbow">{ "Rainbow!" }</strong> }
                        </> },
                    } }
                </li>
            }) }
        </ul>
    };
    let Some(on_bid) = props.on_bid.clone() else { return html! { <section class="chips">{ made }</section> } };
    let toggle = |c: Color| {
        let chosen = chosen.clone();
        Callback::from(move |_| chosen.set(*chosen ^ (1 << c.index())))
    };
    let bid = Bid::colors(*chosen);
    let submit = {
        let (on_bid, chosen) = (on_bid.clone(), chosen.clone());
        Callback::from(move |_| {
            if let Some(b) = bid {
                on_bid.emit(Action::Bid(b));
                chosen.set(0);
            }
        })
    };
    let null = {
        let (on_bid, chosen) = (on_bid, chosen.clone());
        Callback::from(move |_| {
            on_bid.emit(Action::Bid(Bid::NULL));
            chosen.set(0);
        })
    };
    html! {
        <section class="chips">
            { made }
            <div role="group" aria-label="Your chip bid">
                { for Color::ALL.into_iter().map(|c| {
                    let on = *chosen & (1 << c.index()) != 0;
                    html! {
                        <button class={classes!("chip", format!("c-{}", c.letter()), on.then_some("on"))}
                            aria-pressed={on.to_string()} onclick={toggle(c)}>
                            <span class="sr-only">{ format!("{} chip", c.name()) }</span>
                            <span aria-hidden="true">{ format!("{}{}", c.letter(), glyph(c)) }</span>
                        </button>
                    }
                }) }
                <button class="primary" disabled={bid.is_none()} onclick={submit}>
                    { bid.map_or("Bid (choose colours first)".into(), |b| action_name(Action::Bid(b))) }
                </button>
                <button class="chip c-W" onclick={null}><span aria-hidden="true">{ "○ " }</span>{ "Bid null (no tricks)" }</button>
            </div>
        </section>
    }
}

#[derive(Clone, PartialEq, Properties)]
pub struct BoardProps {
    pub round: Round,
    /// The card picked from hand, to place on a space.
    #[prop_or_default]
    pub picked: Option<Card>,
    /// Set on the viewer's turn.
    #[prop_or_default]
    pub on_place: Option<Callback<Action>>,
}

/// The Impressionism bid board.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let round = &props.round;
    let legal = if props.on_place.is_some() { round.legal_actions() } else { Vec::new() };
    html! {
        <section class="board">
            <h2>{ "Bid board" }</h2>
            <ol class="spaces">
                { for round.board_spaces().iter().take(round.rules().board().len()).map(|&(space, color)| {
                    let action = props.picked.map(|c| Action::Place(space, c)).filter(|a| legal.contains(a));
                    let on_place = props.on_place.clone();
                    let click = action.zip(on_place).map(|(a, cb)| Callback::from(move |_| cb.emit(a)));
                    let body = html! { <>
                        <span class="space">{ space.to_string() }</span>
                        { match color {
                            Some(c) => html! { <span class={classes!("chip", format!("c-{}", c.letter()))}>{ format!("{}{} {}", c.letter(), glyph(c), c.name()) }</span> },
                            None => html! { <span class="muted">{ "empty" }</span> },
                        } }
                        <span class="meaning">{ space_meaning(space) }</span>
                    </> };
                    html! {
                        <li class={classes!("space-box", color.is_none().then_some("empty"))}>
                            if let Some(click) = click {
                                <button onclick={click}>
                                    <span class="sr-only">{ action.map(action_name).unwrap_or_default() }</span>
                                    <span aria-hidden="true">{ body }</span>
                                </button>
                            } else { { body } }
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}

fn space_meaning(space: Space) -> &'static str {
    match space {
        Space::Cancel => "each cancels a scoring card; -1 if unused",
        Space::Zero => "0 each",
        Space::One => "1 each",
        Space::Two => "2 each",
        Space::Face => "face value",
    }
}
