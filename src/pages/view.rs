//! The widget's component: the trick on a strip of felt, the Impressionism bid board,
//! the players with their hands, the engine's explanation of the last move, the step
//! controls, and the score lines once the round is over.
//!
//! The reader may play on for the player to move, with the table's own controls: tap a
//! card of the hand (a mix or a smear: tap the first card, then a lit one; Impressionism
//! bidding: tap a card, then a lit space of the board), Pass, the tie buttons, or the
//! Pointillism chips. Every move offered comes from the engine's legal action list.
//!
//! The component keeps the reader's place (`Reader`) and works out the position on show
//! (`Position`); `play` makes the callbacks of the step controls and the hand, and
//! `widget` draws the parts.

use yew::prelude::*;

use super::load;
use super::play::Moves;
use super::players::players;
use super::position::{Position, Reader};
use super::widget::{explanation, felt, lesson_words, log, mover_controls, scores, step_controls};
use crate::kit::bidding::Board;
use pala_rules::engine::{Action, Card, Mode};
use pala_words::game_table_words;

#[derive(Clone, PartialEq, Properties)]
pub struct WidgetProps {
    /// The scenario JSON.
    pub scenario: String,
    /// The studio's table: the widget opens at the scenario's last move, hides the step
    /// controls and hands every move made to the studio instead of playing it.
    #[prop_or_default]
    pub on_move: Option<Callback<Action>>,
}

/// The widget.
#[component]
pub fn Widget(props: &WidgetProps) -> Html {
    let loaded = use_memo(props.scenario.clone(), |text| load(text));
    let root = use_node_ref();
    let (focus_in, focus_out) = super::focus::use_kept_focus(&root);
    let at_end = match (&props.on_move, &*loaded) {
        (Some(_), Ok(example)) => example.actions.len(),
        _ => 0,
    };
    let step = use_state(|| at_end);
    let own = use_state(Vec::<Action>::new);
    let picked = use_state(Vec::<Card>::new);
    let smearing = use_state(|| false);
    // A lesson's hint after a move other than the one its step asks for.
    let hint = use_state(|| None::<String>);
    let example = match &*loaded {
        Ok(example) => example,
        Err(message) => {
            return html! {
                <div class="pala-widget error" role="alert">
                    <strong>{ pala_words::lang::book().example_cannot() }{ " " }</strong>{ message.clone() }
                </div>
            };
        }
    };
    let reader = Reader { step, own, picked, smearing, hint };
    let position = Position::of(example, &reader);
    let moves = Moves::new(example, &reader, &position, props.on_move.clone());
    let Position { game, lines, names, n, mover, legal, bidding, total, lesson, .. } = &position;
    let round = game.round();
    let steps = props.on_move.is_none() && (*total > 0 || !reader.own.is_empty());
    // The Impressionism bid board: on the felt while it is filled, below it after.
    let board = (round.mode() == Mode::Impressionism).then(|| {
        html! {
            <Board view={game.view(mover.unwrap_or_default())} names={names.clone()}
                picked={reader.picked.first().map(|c| c.canonical()).filter(|_| *bidding)} legal={legal.clone()} on_place={moves.act.clone()} />
        }
    });
    html! {
        <div ref={root} onfocusin={focus_in} onfocusout={focus_out}
            class={classes!("pala-widget", "palette-paint", format!("players-{n}"), format!("mode-{}", round.mode().name()))}>
            <div class="top">
                <p class="heading">{ match lesson {
                    Some(l) => l.title.clone(),
                    None => game_table_words(round.mode(), *n),
                } }</p>
                if steps { { step_controls(&position, &reader, &moves) } }
            </div>
            { felt(&position, &reader, board.clone().filter(|_| *bidding)) }
            if !*bidding { { board.unwrap_or_default() } }
            // What was just played, then what the lesson asks for next.
            <p class="explain" aria-live="polite">{ explanation(&position) }</p>
            if let Some(l) = lesson { { lesson_words(l, &position, &reader) } }
            { players(round, names, mover_controls(&position, &reader, &moves)) }
            { scores(game, names) }
            if !lines.is_empty() { { log(lines) } }
        </div>
    }
}
