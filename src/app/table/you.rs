//! Your seat at the bottom: the prompt and the few buttons cards cannot replace, the
//! coach's note, the bid chips, your hand (the hint's cards marked), and every move.

use yew::prelude::*;

use super::callbacks::Moves;
use super::scene::Scene;
use crate::kit::hand::HandView;
use crate::kit::moves::{AllMoves, Choices, prompt};
use crate::kit::picking::uses;
use pala_rules::engine::Card;

/// Your seat: the prompt row, the coach's note, the chips, your hand, every move, the
/// AI's trouble and the hint.
pub(super) fn you(scene: &Scene, moves: &Moves) -> Html {
    let (view, round, my_turn, bidding) = (&scene.view, scene.round(), scene.my_turn, scene.bidding);
    // Why each card that cannot be used now is dimmed: the engine's refusal, in words.
    let why: Vec<(Card, String)> = if my_turn {
        view.hand()
            .iter()
            .filter_map(|c| {
                let why = pala_words::why_not_card(view, &scene.picked, c);
                // Choosing "Smear" dims the cards no smear uses, legal as they are alone.
                let unused = scene.smearing && uses(&scene.taps, &[], c.canonical()).is_empty();
                let why = why.or_else(|| unused.then(|| pala_words::not_in_a_smear().to_string()));
                why.map(|w| (c, w))
            })
            .collect()
    } else {
        Vec::new()
    };
    // A hand nobody has acted on yet is dealt onto the table.
    let fresh = bidding
        && round.bids().iter().all(Option::is_none)
        && round.board().iter().all(Option::is_none)
        && round.passes() == 0;
    let deal_key = (scene.games as u64) << 32 | scene.round_index as u64;
    html! {
        // In coach mode the note's column is kept on wide screens, so a note that comes
        // or goes never narrows the hand; on narrow screens the note comes under the
        // hand, which it never pushes down.
        <div class={classes!("you", scene.coached.then_some("coached"))}>
            { prompt_row(scene, moves) }
            if scene.viewer.is_some() {
                <HandView hand={view.hand()} legal={scene.taps.clone()} picked={scene.picked_copies.clone()} why={why}
                    active={my_turn} on_card={moves.on_card.clone()} on_cancel={moves.unpick.clone()} bidding={bidding}
                    deal={fresh.then_some((deal_key, round.dealer(), scene.flight))}
                    on_drag={moves.on_drag.clone()} hinted={hinted_cards(scene)} />
            }
            if let Some(note) = &scene.coach_note {
                <p class="coach-note" role="status">{ note.clone() }</p>
            }
            if my_turn {
                <AllMoves legal={scene.legal.clone()} on_act={moves.act.clone()} on_cancel={moves.unpick.clone()} picked={scene.picked.clone()}
                    phase={round.phase()} />
            }
            if let Some(trouble) = &scene.ai_trouble {
                <p class="ai-trouble" role="status">{ trouble.clone() }</p>
            }
        </div>
    }
}

/// The cards the hint's move takes from the hand (faces), to mark there until the next
/// move clears the hint.
fn hinted_cards(scene: &Scene) -> Vec<Card> {
    scene.hint.as_ref().and_then(|h| h.action).map(|a| a.cards().collect()).unwrap_or_default()
}

/// The prompt, and on your move the buttons for the moves the picked cards allow.
fn prompt_row(scene: &Scene, moves: &Moves) -> Html {
    // Offered or chosen, a smear's prompts keep one room (three lines on phones), so
    // "Smear" moves no card under the next tap.
    let smear =
        scene.my_turn && (scene.smearing || crate::kit::picking::smear_offered(&scene.legal, &scene.picked, false));
    // Room for a longer prompt and the buttons a picked card brings, kept only where a
    // tap can pick a card: where every move is one tap, the hand sits under the prompt.
    let pick = scene.my_turn && crate::kit::picking::may_pick(&scene.legal);
    html! {
        <div class={classes!("prompt-row", pick.then_some("pick-room"), smear.then_some("smear-room"))}>
        <p class="prompt" aria-live="polite">{ prompt_words(scene) }</p>
        if scene.my_turn {
            <Choices legal={scene.legal.clone()} on_act={moves.act.clone()} on_cancel={moves.unpick.clone()} picked={scene.picked.clone()}
                phase={scene.round().phase()} smearing={scene.smearing} on_smear={moves.smear.clone()}
                hinted={scene.hint.as_ref().and_then(|h| h.action)} />
        }
        </div>
    }
}

/// The prompt's words: what to do on your move, the finished trick, or whom the table
/// waits for.
fn prompt_words(scene: &Scene) -> String {
    let finished = scene.finished;
    match (scene.my_turn, scene.to_move) {
        _ if finished.is_some() && scene.wait_after_trick => pala_words::trick_over_waiting().to_string(),
        _ if finished.is_some() && scene.round().trick().is_none() => finished
            .map(|t| {
                pala_words::lang::fill(
                    pala_words::lang::book().a_sentence(),
                    &[("text", &pala_words::winner_words(&t, &|s| scene.name(s)))],
                )
            })
            .unwrap_or_default(),
        (true, Some(_)) => prompt(&scene.view, &scene.legal, &scene.picked, scene.smearing),
        (false, Some(seat)) => pala_words::waiting_words(&scene.names[seat.index()], scene.thinking.is_some()),
        _ => String::new(),
    }
}
