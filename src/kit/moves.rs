//! What you may do now besides tapping cards: the prompt line, the tie decision, Pass,
//! putting picked cards back, and the list of every legal move (collapsed; for screen
//! readers and as an alternative to the cards). Every word here is read from the legal
//! action list.

use yew::prelude::*;

use crate::kit::picking::smear_offered;
use pala_rules::engine::{Action, Card, Phase};
use pala_words::{action_name, all_moves, play_alone};

pub use pala_words::prompt;

#[derive(Clone, PartialEq, Properties)]
pub struct MovesProps {
    pub legal: Vec<Action>,
    pub on_act: Callback<Action>,
    pub on_cancel: Callback<()>,
    pub picked: Vec<Card>,
    pub phase: Phase,
    /// The player chose "Smear" (taps build smears only).
    #[prop_or_default]
    pub smearing: bool,
    /// Chooses to smear: offered while a smear is legal and no card is picked.
    #[prop_or_default]
    pub on_smear: Option<Callback<()>>,
}

fn act(props: &MovesProps, a: Action) -> Callback<MouseEvent> {
    let cb = props.on_act.clone();
    Callback::from(move |_| cb.emit(a))
}

/// The decisions cards cannot make, next to the prompt: the tie, Pass, putting picked
/// cards back.
#[component]
pub fn Choices(props: &MovesProps) -> Html {
    if props.phase == Phase::Tie {
        return html! {
            <div class="tie" role="group" aria-label="Tie decision">
                <button onclick={act(props, Action::Win)}>{ "Win the tie" }</button>
                <button onclick={act(props, Action::Lose)}>{ "Lose the tie" }</button>
            </div>
        };
    }
    let cancel = {
        let cb = props.on_cancel.clone();
        Callback::from(move |_| cb.emit(()))
    };
    let alone = match props.picked.as_slice() {
        [card] if !props.smearing && props.legal.contains(&Action::Play(*card)) => Some(*card),
        _ => None,
    };
    let smear = props.on_smear.clone().filter(|_| smear_offered(&props.legal, &props.picked, props.smearing));
    html! {
        <div class="choices">
            if let Some(card) = alone {
                <button onclick={act(props, Action::Play(card))}>{ play_alone(card) }</button>
            }
            if let Some(on_smear) = smear {
                <button class="smear" onclick={Callback::from(move |_| on_smear.emit(()))}>{ "Smear" }</button>
            }
            if !props.picked.is_empty() {
                // Not "Cancel": that is a space of the Impressionism bid board.
                <button onclick={cancel}>{ if props.picked.len() > 1 { "Put them back" } else { "Put it back" } }</button>
            } else if props.smearing {
                <button onclick={cancel}>{ "Don't smear" }</button>
            }
            if props.legal.contains(&Action::Pass) {
                <button onclick={act(props, Action::Pass)}>{ "Pass" }</button>
            }
        </div>
    }
}

/// Every legal move as a button (collapsed): for screen readers and as an alternative
/// to the cards.
#[component]
pub fn AllMoves(props: &MovesProps) -> Html {
    let listed: Vec<Action> = props
        .legal
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::Bid(_) | Action::Pass | Action::Win | Action::Lose))
        .filter(|a| props.picked.iter().all(|p| a.cards().any(|c| c == *p)))
        .collect();
    if listed.is_empty() {
        return html! {};
    }
    html! {
        <details class="all-moves">
            <summary>{ all_moves(listed.len()) }</summary>
            <div class="move-list" role="group" aria-label="All legal moves">
                { for listed.iter().map(|&a| html! {
                    <button onclick={act(props, a)} title={a.to_string()}>{ action_name(a) }</button>
                }) }
            </div>
        </details>
    }
}
