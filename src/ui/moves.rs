//! What the viewer may do now: the prompt line, the tie decision, the picked cards,
//! and every legal move as a button (the keyboard's way to play).

use yew::prelude::*;

use crate::engine::{Action, Card, Mode, Phase, Round};
use crate::explain::{action_name, card_name};

/// The prompt line: what the player to move may do, in words.
pub fn prompt(round: &Round, seat: u8, picked: &[Card]) -> String {
    if let [card] = picked {
        return format!("{} picked: pick the second card for a mix or smear, or cancel.", card_name(*card));
    }
    let hand = round.hand(seat as usize);
    match round.phase() {
        Phase::Bidding if round.mode() == Mode::Pointillism => {
            "Your bid: pick the colours you will win a trick in, or bid null (no tricks).".into()
        }
        Phase::Bidding if round.must_place(seat as usize) => {
            "Everyone passed: you must put a card on the bid board (pick a card, then a space).".into()
        }
        Phase::Bidding => "Put a card on an empty space of the bid board (pick a card, then a space), or pass.".into(),
        Phase::Tie => "Your play ties the best entry: win or lose the tie?".into(),
        Phase::RoundOver => "The round is over.".into(),
        Phase::Playing => match round.trick() {
            None => "Your lead: play any card.".into(),
            Some(t) if t.color.is_primary() && hand.has_color(t.color) => {
                format!("Copy: play a {} card.", t.color.name())
            }
            Some(t) if t.color.is_primary() => format!(
                "You have no {}: junk any card, or smear a primary onto the winning entry and play the colour it makes.",
                t.color.name()
            ),
            Some(t) => {
                let (a, b) = t.color.recipe().unwrap_or((t.color, t.color));
                if hand.has_color(t.color) {
                    format!("Copy with a {} card, or mix {} + {}.", t.color.name(), a.name(), b.name())
                } else {
                    format!("You have no {}: mix {} + {}, or junk any card.", t.color.name(), a.name(), b.name())
                }
            }
        },
    }
}

#[derive(Clone, PartialEq, Properties)]
pub struct MovesProps {
    pub legal: Vec<Action>,
    pub on_act: Callback<Action>,
    pub on_cancel: Callback<()>,
    pub picked: Vec<Card>,
    pub phase: Phase,
    pub mode: Mode,
}

#[component]
pub fn Moves(props: &MovesProps) -> Html {
    let act = |a: Action| {
        let cb = props.on_act.clone();
        Callback::from(move |_| cb.emit(a))
    };
    if props.phase == Phase::Tie {
        return html! {
            <div class="tie" role="group" aria-label="Tie decision">
                <button class="primary" onclick={act(Action::Win)}>{ "Win the tie" }</button>
                <button onclick={act(Action::Lose)}>{ "Lose the tie" }</button>
            </div>
        };
    }
    let cancel = {
        let cb = props.on_cancel.clone();
        Callback::from(move |_| cb.emit(()))
    };
    let listed: Vec<Action> = props
        .legal
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::Bid(_) | Action::Pass))
        .filter(|a| props.picked.iter().all(|p| a.cards().any(|c| c == *p)))
        .collect();
    let many = listed.len() > 12;
    let buttons = html! {
        <div class="move-list" role="group" aria-label="Legal moves">
            { for listed.iter().map(|&a| html! {
                <button onclick={act(a)} aria-label={action_name(a)} title={a.to_string()}>{ action_name(a) }</button>
            }) }
        </div>
    };
    html! {
        <div class="moves">
            if !props.picked.is_empty() {
                <button onclick={cancel}>{ "Cancel" }</button>
            }
            if props.legal.contains(&Action::Pass) {
                <button class="primary" onclick={act(Action::Pass)}>{ "Pass" }</button>
            }
            if props.phase == Phase::Bidding && props.mode == Mode::Pointillism {
            } else if many {
                <details><summary>{ format!("All {} moves", listed.len()) }</summary>{ buttons }</details>
            } else {
                { buttons }
            }
        </div>
    }
}
