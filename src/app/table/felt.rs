//! The felt: the seats round it, the trick in front of them with the colour wheel at
//! the centre, and the previous trick when asked for.

use yew::prelude::*;

use super::callbacks::Moves;
use super::scene::Scene;
use crate::kit::bidding::{Board, Chips};
use crate::kit::picking::smear_target;
use crate::kit::seats::Seats;
use crate::kit::trick::TrickView;
use crate::kit::wheel::{Wheel, open_colors};
use pala_rules::engine::{Action, Mode, Phase, Trick};

/// The felt with the seats, the wheel and its words, the trick and the previous trick.
pub(super) fn felt(scene: &Scene, moves: &Moves, show_previous: &UseStateHandle<bool>) -> Html {
    let go_on = moves.go_on.clone();
    html! {
        <div class="table-felt" aria-label={pala_words::lang::book().table()} role="region">
            <Seats view={scene.view} bottom={scene.bottom} names={scene.names.clone()} kinds={scene.kinds.clone()}
                thinking={scene.thinking} bubbles={scene.bubbles.clone()} trick_done={scene.trick_done} />
            if board_on_felt(scene) {
                // The Impressionism bid board, on the felt while it is being filled.
                <div class="centre board-on-felt">{ board(scene, moves) }</div>
            } else if chips_on_felt(scene) {
                // Your chip bid, on the felt while there is no trick to show.
                <div class="centre chips-on-felt">
                    <Chips on_bid={moves.act.clone()} hinted={scene.hint.as_ref().and_then(|h| match h.action {
                        Some(Action::Bid(bid)) => Some(bid),
                        _ => None,
                    })} />
                </div>
            } else {
                // Under the finished trick's banner the wheel steps aside, so none of
                // it shows round the banner's edges.
                <div class={classes!("centre", scene.trick_done.then_some("under-banner"))}>
                    <Wheel trick={scene.shown.map(|t| t.color)} open={open_colors(&scene.legal)} />
                    <p class="centre-words">{ centre_words(scene) }</p>
                </div>
            }
            <TrickView trick={scene.shown} names={scene.names.clone()} players={scene.players} bottom={scene.bottom}
                    done={scene.trick_done} actor={scene.last_actor}
                    smear_target={smear_target(&scene.legal, &scene.picked, scene.smearing)}
                    flight_ms={scene.flight}
                    on_continue={scene.wait_after_trick.then(|| go_on.clone())} />
            { previous_trick(scene, show_previous) }
        </div>
    }
}

/// Impressionism bidding: the bid board lies at the felt's centre (the wheel has
/// nothing to show yet); once play begins it sits below the felt.
pub(super) fn board_on_felt(scene: &Scene) -> bool {
    scene.bidding && scene.round().mode() == Mode::Impressionism
}

/// The Impressionism bid board: a card picked in the bidding lights its spaces.
pub(super) fn board(scene: &Scene, moves: &Moves) -> Html {
    html! {
        <Board view={scene.view} names={scene.names.clone()}
            picked={scene.picked.first().copied().filter(|_| scene.bidding)}
            legal={scene.legal.clone()} on_place={moves.act.clone()} hinted={scene.hint.as_ref().and_then(|h| h.action)} />
    }
}

/// Your Pointillism bid is asked for: the chips lie at the felt's centre.
fn chips_on_felt(scene: &Scene) -> bool {
    scene.my_turn && scene.bidding && scene.round().mode() == Mode::Pointillism
}

/// The words under the wheel: the trick's colour, "Bidding", or who is to lead.
fn centre_words(scene: &Scene) -> String {
    match (scene.shown, scene.round().phase()) {
        (Some(t), _) => pala_words::trick_colour_words(t.color, t.smeared),
        (None, Phase::Bidding) => pala_words::lang::book().bidding().to_string(),
        (None, Phase::Playing) => match scene.to_move {
            Some(s) => pala_words::to_lead_words(&scene.names[s.index()]),
            None => String::new(),
        },
        _ => String::new(),
    }
}

/// The trick before the one on the table (or before the lead about to be made), if any.
fn previous(scene: &Scene) -> Option<Trick> {
    let tricks = &scene.tricks;
    match (scene.finished.is_some(), tricks.len()) {
        (true, n) if n >= 2 => Some(tricks[n - 2]),
        (false, n) if n >= 1 => Some(tricks[n - 1]),
        _ => None,
    }
}

/// The previous trick's toggle and, when open, that trick: who won and each seat's cards.
fn previous_trick(scene: &Scene, show_previous: &UseStateHandle<bool>) -> Html {
    let toggle_previous = {
        let show = show_previous.clone();
        Callback::from(move |_| show.set(!*show))
    };
    // While a finished trick is on show, the table shows nothing else.
    html! {
        if let Some(p) = previous(scene).filter(|_| scene.finished.is_none()) {
            <button class="previous-toggle" aria-expanded={show_previous.to_string()} onclick={toggle_previous}>
                { if **show_previous { pala_words::lang::book().hide_previous_trick() } else { pala_words::lang::book().previous_trick() } }
            </button>
            if **show_previous {
                <div class="previous-trick" role="group" aria-label={pala_words::lang::book().previous_trick()}>
                    <p>{ pala_words::winner_words(&p, &|s| scene.name(s)) }</p>
                    <ol>{ for p.entries().iter().map(|e| html! {
                        <li class={classes!((e.seat == p.winner()).then_some("winning"))}>
                            <span class="who">{ scene.name(e.seat) }</span>
                            { for e.cards().map(|c| html! { <crate::kit::cards::CardView card={c} small=true /> }) }
                        </li>
                    }) }</ol>
                </div>
            }
        }
    }
}
