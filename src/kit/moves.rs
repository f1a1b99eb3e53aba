//! What you may do now besides tapping cards: the prompt line, the tie decision, Pass,
//! putting picked cards back, and the list of every legal move (collapsed; for screen
//! readers and as an alternative to the cards). Every word here is read from the legal
//! action list.

use yew::prelude::*;

use crate::kit::picking::smear_offered;
use pala_rules::engine::{Action, Card, Phase};
use pala_words::{all_moves, move_name, play_alone};

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
    /// The hint's move: Pass or a tie decision marked until the next move.
    #[prop_or_default]
    pub hinted: Option<Action>,
}

fn act(props: &MovesProps, a: Action) -> Callback<MouseEvent> {
    let cb = props.on_act.clone();
    Callback::from(move |_| cb.emit(a))
}

/// A decision's button, marked (a "Hint" tab, and said) when it is the hint's move.
fn decision(props: &MovesProps, a: Action, words: &'static str) -> Html {
    let hinted = props.hinted == Some(a);
    html! {
        <button class={classes!(hinted.then_some("hinted"))} onclick={act(props, a)}>
            { words }
            if hinted {
                <span class="sr-only">{ ", the hint's move" }</span>
                <span class="hint-mark" aria-hidden="true">{ pala_words::lang::book().hint() }</span>
            }
        </button>
    }
}

/// The decisions cards cannot make, next to the prompt: the tie, Pass, putting picked
/// cards back.
#[component]
pub fn Choices(props: &MovesProps) -> Html {
    if props.phase == Phase::Tie {
        return html! {
            <div class="tie" role="group" aria-label={pala_words::lang::book().tie_decision()}>
                { decision(props, Action::Win, pala_words::lang::book().win_tie()) }
                { decision(props, Action::Lose, pala_words::lang::book().lose_tie()) }
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
                <button class="smear" onclick={Callback::from(move |_| on_smear.emit(()))}>{ pala_words::lang::book().smear() }</button>
            }
            if !props.picked.is_empty() {
                // Not "Cancel": that is a space of the Impressionism bid board.
                <button onclick={cancel}>{ if props.picked.len() > 1 { pala_words::lang::book().put_them_back() } else { pala_words::lang::book().put_it_back() } }</button>
            } else if props.smearing {
                <button onclick={cancel}>{ pala_words::lang::book().dont_smear() }</button>
            }
            if props.legal.contains(&Action::Pass) {
                { decision(props, Action::Pass, pala_words::lang::book().pass()) }
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
            <div class="move-list" role="group" aria-label={pala_words::lang::book().legal_moves()}>
                { for listed.iter().map(|&a| html! {
                    <button onclick={act(props, a)} title={a.to_string()}>{ move_name(a) }</button>
                }) }
            </div>
        </details>
    }
}
