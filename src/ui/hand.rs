//! The viewer's hand, sorted round the colour wheel (card order), each card a button
//! when it can be used now.

use yew::prelude::*;

use super::cards::CardView;
use super::picking::clickable;
use crate::engine::{Action, Card, Hand};

#[derive(Clone, PartialEq, Properties)]
pub struct HandProps {
    pub hand: Hand,
    pub legal: Vec<Action>,
    pub picked: Vec<Card>,
    /// Whether the cards can be clicked (the viewer's turn).
    pub active: bool,
    pub on_card: Callback<Card>,
    /// Impressionism bidding: a card is usable when it can go on the board.
    #[prop_or_default]
    pub bidding: bool,
}

#[component]
pub fn HandView(props: &HandProps) -> Html {
    // During chip bidding no card is used: show the hand plainly, not greyed out.
    let cards_matter = props.legal.iter().any(|a| a.cards().next().is_some());
    let active = props.active && cards_matter;
    html! {
        <section class="hand">
            <h2 class="sr-only">{ "Your hand" }</h2>
            <ul aria-label="Your hand">
                { for props.hand.iter().map(|card| {
                    let picked = props.picked.contains(&card);
                    let usable = active
                        && if props.bidding {
                            props.legal.iter().any(|a| matches!(a, Action::Place(_, c) if *c == card.canonical()))
                        } else {
                            clickable(&props.legal, &props.picked, card.canonical())
                        };
                    html! {
                        <li>
                            <CardView card={card} picked={picked || props.picked.contains(&card.canonical())} disabled={active && !usable}
                                onclick={active.then(|| props.on_card.clone())} />
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}
