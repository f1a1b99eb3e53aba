//! The widget's component: the position, the step controls, the reader's own moves and
//! the engine's explanations.

use yew::prelude::*;

use super::{Example, load};
use crate::engine::{Action, Card, Game, Hand, Mode, Trick};
use crate::explain::{action_name, card_name, explain, score_lines};

#[derive(Clone, PartialEq, Properties)]
pub struct WidgetProps {
    /// The scenario JSON.
    pub scenario: String,
}

fn seat_name(seat: u8) -> String {
    format!("Seat {seat}")
}

/// The position after the first `step` scenario actions and then `own` moves, with an
/// explanation of every action.
fn replay(example: &Example, step: usize, own: &[Action]) -> (Game, Vec<String>) {
    let mut game = example.start.clone();
    let mut lines = Vec::new();
    for &action in example.actions.iter().take(step).chain(own) {
        let before = *game.round();
        if game.act(action).is_err() {
            break;
        }
        lines.push(explain(&before, action, game.round(), &seat_name));
    }
    (game, lines)
}

fn card(card: Card) -> Html {
    let letter = card.color().letter();
    html! {
        <span class={classes!("card", format!("c-{letter}"))} role="img" aria-label={card_name(card)}>
            { format!("{letter}{}", card.value()) }
        </span>
    }
}

fn cards(hand: Hand) -> Html {
    hand.iter().map(card).collect::<Html>()
}

fn trick_view(trick: &Trick, title: &str, done: bool) -> Html {
    let winner = trick.winner();
    html! {
        <figure class="trick">
            <figcaption>{ format!("{title}: {}", trick.color.name()) }</figcaption>
            <ol>
                { for trick.entries().iter().map(|e| html! {
                    <li class={classes!((e.seat == winner).then_some("winning"))}>
                        <span class="who">{ seat_name(e.seat) }</span>
                        { for e.cards().map(card) }
                        <span class="worth">{ format!("{} {}", e.color.name(), e.value) }</span>
                        if e.seat == winner { <span class="tag">{ if done { "won" } else { "winning" } }</span> }
                    </li>
                }) }
            </ol>
        </figure>
    }
}

/// The widget.
#[component]
pub fn Widget(props: &WidgetProps) -> Html {
    let loaded = use_memo(props.scenario.clone(), |text| load(text));
    let step = use_state(|| 0usize);
    let own = use_state(Vec::<Action>::new);
    let example = match &*loaded {
        Ok(example) => example,
        Err(message) => {
            return html! {
                <div class="pala-widget error" role="alert">
                    <strong>{ "This Pala example cannot be shown. " }</strong>{ message.clone() }
                </div>
            };
        }
    };
    let (game, lines) = replay(example, *step, &own);
    let round = game.round();
    let total = example.actions.len();
    let back = {
        let (step, own) = (step.clone(), own.clone());
        Callback::from(move |_| {
            if own.is_empty() {
                step.set(step.saturating_sub(1));
            } else {
                let mut moves = (*own).clone();
                moves.pop();
                own.set(moves);
            }
        })
    };
    let next = {
        let step = step.clone();
        Callback::from(move |_| step.set((*step + 1).min(total)))
    };
    let reset = {
        let (step, own) = (step.clone(), own.clone());
        Callback::from(move |_| {
            step.set(0);
            own.set(Vec::new());
        })
    };
    let try_move = |action: Action| {
        let own = own.clone();
        Callback::from(move |_| {
            let mut moves = (*own).clone();
            moves.push(action);
            own.set(moves);
        })
    };
    let shown =
        round.trick().map(|t| (t, "Trick", false)).or_else(|| round.completed_trick().map(|t| (t, "Last trick", true)));
    let board = round.board_spaces();
    html! {
        <div class="pala-widget">
            <p class="heading">{ format!("Pala, {} with {} players", round.mode(), round.players()) }</p>
            <ul class="seats">
                { for (0..round.players() as u8).map(|s| html! {
                    <li class={classes!((round.to_move() == Some(s)).then_some("to-move"))}>
                        <span class="who">{ seat_name(s) }</span>
                        if round.mode() == Mode::Pointillism {
                            <span class="bid">{ round.bids()[s as usize].map_or("no bid yet".to_string(), |b| format!("bid {b}")) }</span>
                        }
                        <span class="hand">{ cards(round.hand(s as usize)) }</span>
                        <span class="pile">{ format!("pile {}", round.pile(s as usize).len()) }</span>
                    </li>
                }) }
            </ul>
            if round.mode() == Mode::Impressionism {
                <ul class="board" aria-label="Bid board">
                    { for board.iter().take(round.rules().board().len()).map(|(space, color)| html! {
                        <li>{ format!("{space}: {}", color.map_or("empty", |c| c.name())) }</li>
                    }) }
                </ul>
            }
            if let Some((trick, title, done)) = shown { { trick_view(trick, title, done) } }
            <p class="explain" aria-live="polite">{ lines.last().cloned().unwrap_or_else(|| "Step through the example, or try a move.".into()) }</p>
            <div class="controls">
                <button onclick={back} disabled={*step == 0 && own.is_empty()}>{ "Back" }</button>
                <button onclick={next} disabled={*step >= total || !own.is_empty()}>
                    { format!("Next ({}/{total})", *step) }
                </button>
                <button onclick={reset}>{ "Reset" }</button>
            </div>
            if let Some(seat) = round.to_move() {
                <div class="moves" role="group" aria-label={format!("Try a move for {}", seat_name(seat))}>
                    <span>{ format!("Try a move for {}:", seat_name(seat)) }</span>
                    { for round.legal_actions().into_iter().map(|a| html! {
                        <button onclick={try_move(a)} title={a.to_string()}>{ action_name(a) }</button>
                    }) }
                </div>
            }
            if let Some(result) = game.history().last() {
                <div class="scores">
                    { for result.scores.iter().enumerate().map(|(s, score)| html! {
                        <div>
                            <strong>{ format!("{}: {:+}", seat_name(s as u8), score.total()) }</strong>
                            <ul>{ for score_lines(score, &board[..round.rules().board().len()]).into_iter().map(|l| html! { <li>{ l }</li> }) }</ul>
                        </div>
                    }) }
                </div>
            }
            <details>
                <summary>{ "What happened so far" }</summary>
                <ol class="log">{ for lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
            </details>
        </div>
    }
}
