//! What you may do now besides tapping cards: the prompt line, the tie decision, Pass,
//! putting picked cards back, and the list of every legal move (collapsed; for screen
//! readers and as an alternative to the cards). Every word here is read from the legal
//! action list.

use yew::prelude::*;

use crate::engine::{Action, Card, Mode, Phase, SeatView};
use crate::words::{a, action_name, card_name};

/// The prompt line: what the player to move may do, in words.
pub fn prompt(view: &SeatView, legal: &[Action], picked: &[Card]) -> String {
    let round = view.round();
    if let [card] = picked {
        return picked_prompt(round, legal, *card);
    }
    match round.phase() {
        Phase::Bidding if round.mode() == Mode::Pointillism => {
            "Your bid: pick the colours you will win a trick in, or bid null (no tricks).".into()
        }
        // R3: a seat with nothing that can go on the board must pass.
        Phase::Bidding if legal == [Action::Pass] => {
            "None of your cards can go on the bid board (their colours are on it already): pass.".into()
        }
        // R3: after a full round of passes, the next seat that can bid must.
        Phase::Bidding if !legal.contains(&Action::Pass) => {
            "Everyone passed: you must put a card on the bid board (pick a card, then a space).".into()
        }
        Phase::Bidding => "Put a card on an open space of the bid board (pick a card, then a space), or pass.".into(),
        Phase::Tie => "Your play ties the best entry: win or lose the tie?".into(),
        Phase::RoundOver => "The round is over.".into(),
        Phase::Playing => match round.trick() {
            None => "Your lead: play any card.".into(),
            Some(t) => {
                let copies = legal.iter().any(|a| matches!(a, Action::Play(c) if c.color() == t.color));
                if t.color.is_primary() && copies {
                    // R5: holding a primary trick's colour, copying is the only move.
                    return format!("Copy: play {} card.", a(t.color.name()));
                }
                let mixes = legal.iter().any(|a| matches!(a, Action::Mix(..)));
                let smears = legal.iter().any(|a| matches!(a, Action::Smear(..)));
                let junks = legal.iter().any(|a| matches!(a, Action::Play(c) if c.color() != t.color));
                let mut ways = Vec::new();
                if copies {
                    ways.push(format!("copy with {} card", a(t.color.name())));
                }
                if let (true, Some((p, q))) = (mixes, t.color.recipe()) {
                    ways.push(format!("mix {} and {} card (tap both)", a(p.name()), a(q.name())));
                }
                if smears {
                    ways.push("smear a primary onto the winning entry and play a card of the colour it makes".into());
                }
                if junks {
                    ways.push("junk any card".into());
                }
                let lead = if copies { String::new() } else { format!("You have no {}: ", t.color.name()) };
                let mut text = format!("{lead}{}.", ways.join(", or "));
                if let Some(first) = text.get(..1) {
                    text = first.to_uppercase() + &text[1..];
                }
                text
            }
        },
    }
}

/// The prompt once `card` is picked: the ways to go on from it, each read from the legal
/// moves that use it. The picked card is a mix's first card, either card of a smear (a
/// primary goes onto the winning entry, a secondary is the smearer's own card), or a
/// card to play alone.
fn picked_prompt(round: &crate::engine::Round, legal: &[Action], card: Card) -> String {
    let name = card_name(card);
    if round.phase() == Phase::Bidding {
        return format!("{name} picked: tap a lit space on the bid board, or tap the card again to put it back.");
    }
    let mut ways = Vec::new();
    if legal.iter().any(|a| matches!(a, Action::Mix(x, y) if *x == card || *y == card)) {
        ways.push(format!("tap a lit card to mix it with {name}"));
    }
    if legal.iter().any(|a| matches!(a, Action::Smear(p, _) if *p == card)) {
        ways.push(format!("tap a lit card to smear {name} onto the winning entry and play the lit card"));
    }
    if legal.iter().any(|a| matches!(a, Action::Smear(_, s) if *s == card)) {
        ways.push(format!("tap a lit primary to smear it onto the winning entry and play {name}"));
    }
    if legal.contains(&Action::Play(card)) {
        ways.push(format!("play {name} alone"));
    }
    let said = match ways.as_slice() {
        [] => String::new(),
        [one] => format!(": {one}"),
        [rest @ .., last] => format!(": {}, or {last}", rest.join(", ")),
    };
    format!("{name} picked{said}. Tap it again to put it back.")
}

#[derive(Clone, PartialEq, Properties)]
pub struct MovesProps {
    pub legal: Vec<Action>,
    pub on_act: Callback<Action>,
    pub on_cancel: Callback<()>,
    pub picked: Vec<Card>,
    pub phase: Phase,
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
        [card] if props.legal.contains(&Action::Play(*card)) => Some(*card),
        _ => None,
    };
    html! {
        <div class="choices">
            if let Some(card) = alone {
                <button onclick={act(props, Action::Play(card))}>{ format!("Play {} alone", card_name(card)) }</button>
            }
            if !props.picked.is_empty() {
                // Not "Cancel": that is a space of the Impressionism bid board.
                <button onclick={cancel}>{ if props.picked.len() > 1 { "Put them back" } else { "Put it back" } }</button>
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
            <summary>{ format!("All legal moves ({})", listed.len()) }</summary>
            <div class="move-list" role="group" aria-label="All legal moves">
                { for listed.iter().map(|&a| html! {
                    <button onclick={act(props, a)} title={a.to_string()}>{ action_name(a) }</button>
                }) }
            </div>
        </details>
    }
}
