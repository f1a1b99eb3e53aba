//! The widget's parts, drawn from the position on show (`view::Position`): the step
//! controls, the felt, the lesson's words, the explanation, the mover's hand and
//! controls, the score lines and the log. Plain functions, not components, so the
//! page's tree is the one a single `html!` would build.

use yew::prelude::*;

use super::lesson::Lesson;
use super::play::Moves;
use super::position::{Position, Reader};
use crate::kit::bidding::Chips;
use crate::kit::hand::HandView;
use crate::kit::moves::{Choices, prompt};
use crate::kit::picking::{by_taps, smear_target};
use crate::kit::score_lines::ScoreLines;
use crate::kit::seats::Seats;
use crate::kit::trick::TrickView;
use crate::kit::wheel::{Wheel, open_colors};
use pala_rules::engine::{Game, Mode, Phase, Seat};
use pala_words::{
    example_progress, game_over_words, lesson_step_words, round_score_words, to_lead_words, trick_colour_words,
    try_move_head, try_move_words,
};

/// The step controls: Back, Next (a lesson's Show me), Reset and the progress.
pub(super) fn step_controls(position: &Position, reader: &Reader, moves: &Moves) -> Html {
    let Position { total, lesson, lesson_step, lesson_done, .. } = position;
    let (step, own) = (&reader.step, &reader.own);
    html! {
        <div class="steps" role="group" aria-label={pala_words::lang::book().widget_steps()}>
            <button onclick={moves.back.clone()} disabled={**step == 0 && own.is_empty()}>{ pala_words::lang::book().widget_back() }</button>
            if !lesson_done {
                <button class="primary" onclick={moves.next.clone()} disabled={**step >= *total || !own.is_empty()}>
                    { if lesson_step.is_some_and(|(_, s)| !s.auto) { pala_words::lang::book().show_me() } else { pala_words::lang::book().widget_next() } }
                </button>
            }
            <button onclick={moves.reset.clone()} disabled={**step == 0 && own.is_empty()}>{ pala_words::lang::book().widget_reset() }</button>
            <span class="progress">{ match lesson {
                Some(_) if own.is_empty() && **step >= *total => pala_words::lang::book().lesson_done().to_string(),
                Some(_) if own.is_empty() => lesson_step_words(**step, *total),
                _ => example_progress(**step, *total, own.len()),
            } }</span>
        </div>
    }
}

/// The felt, drawn as the table's: the players' plates round it (Player 1, or You in a
/// lesson, at the bottom), the wheel and its words at the centre, each trick card in
/// front of its player; the Impressionism bid board (`board`) at the centre while it is
/// being filled, as on the table.
pub(super) fn felt(position: &Position, reader: &Reader, board: Option<Html>) -> Html {
    let Position { game, names, n, legal, shown, done, .. } = position;
    let bottom = Seat::new(0);
    html! {
        <div class="table-felt" role="group" aria-label={pala_words::lang::book().table()}>
            <Seats view={game.view(bottom)} bottom={bottom} names={names.clone()} kinds={Vec::new()}
                thinking={None::<Seat>} bubbles={Vec::new()} trick_done={*done} />
            if let Some(board) = board {
                <div class="centre board-on-felt">{ board }</div>
            } else {
                <div class={classes!("centre", done.then_some("under-banner"))}>
                    <Wheel trick={shown.map(|t| t.color)} open={open_colors(legal)} />
                    <p class="centre-words">{ felt_words(game, names) }</p>
                </div>
            }
            <TrickView trick={*shown} names={names.clone()} players={*n} bottom={bottom} done={*done}
                smear_target={smear_target(legal, &super::play::faces(&reader.picked), *reader.smearing)} flight_ms={0} />
        </div>
    }
}

/// What the felt says, as the table's centre does: the trick's colour, "Bidding", or
/// who leads the next trick.
fn felt_words(game: &Game, names: &[String]) -> String {
    let round = game.round();
    match (round.trick().or(round.completed_trick()), round.to_move()) {
        (Some(t), _) => trick_colour_words(t.color, t.smeared),
        (None, _) if round.phase() == Phase::Bidding => pala_words::lang::book().bidding().to_string(),
        (None, Some(s)) => to_lead_words(&names[s.index()]),
        (None, None) => String::new(),
    }
}

/// The lesson's words for the step on show (on a step the lesson plays itself, after
/// what to press to see it: the explanation says it before the first move), and the
/// hint after another move.
pub(super) fn lesson_words(l: &Lesson, position: &Position, reader: &Reader) -> Html {
    let own = &reader.own;
    let auto = position.lesson_step.is_some_and(|(_, s)| s.auto) && !position.lines.is_empty();
    let mover = position.mover.map(|s| position.names[s.index()].as_str());
    html! {
        <div class="lesson" aria-live="polite">
            if auto { <p class="lesson-next">{ pala_words::lesson_next_words(mover) }</p> }
            <p class="lesson-say">{ match position.lesson_step {
                Some((_, s)) => s.say.clone(),
                None if own.is_empty() => l.end.clone(),
                None => pala_words::lang::book().playing_on().to_string(),
            } }</p>
            if let Some(h) = &*reader.hint { <p class="lesson-hint" role="alert"><strong>{ pala_words::lang::book().not_quite() }{ " " }</strong>{ h.clone() }</p> }
        </div>
    }
}

/// The engine's explanation of the last move, or what to do before the first.
pub(super) fn explanation(position: &Position) -> String {
    let Position { game, lines, lesson, total, lesson_step, names, .. } = position;
    match lines.last() {
        Some(line) => line.clone(),
        None if game.round().is_over() => pala_words::lang::book().widget_round_over().into(),
        // True to the step on show: one the lesson plays itself is seen with Next.
        None if lesson.is_some() && *total > 0 => {
            let auto = lesson_step.is_some_and(|(_, s)| s.auto);
            let mover = game.round().to_move().map(|s| names[s.index()].as_str());
            pala_words::lesson_start_words(auto, mover)
        }
        None if *total > 0 => pala_words::lang::fill(
            pala_words::lang::book().widget_step_through(),
            &[("next", &pala_words::lang::book().widget_next())],
        ),
        None => pala_words::lang::book().widget_nothing_yet().into(),
    }
}

/// The mover's hand, prompt and choices, for the reader to try a move with; `None` on a
/// step the lesson plays itself (the hand then lies face up in the player's row).
pub(super) fn mover_controls(position: &Position, reader: &Reader, moves: &Moves) -> Option<Html> {
    let Position { game, names, mover, legal, bidding, lesson_step, .. } = position;
    let round = game.round();
    let picked = &super::play::faces(&reader.picked);
    match *mover {
        // A lesson's own moves are played on Next.
        Some(_) if lesson_step.is_some_and(|(_, s)| s.auto) => None,
        Some(seat) => Some({
            let view = game.view(seat);
            let name = &names[seat.index()];
            html! {
                <div class="you" role="group" aria-label={try_move_words(name)}>
                    <HandView hand={round.hand(seat)} legal={by_taps(legal, *reader.smearing)} picked={(*reader.picked).clone()}
                        active=true on_card={moves.on_card.clone()} on_cancel={moves.unpick.clone()} bidding={*bidding}
                        on_drag={moves.pick.clone()} />
                    <div class="prompt-row">
                        <p class="prompt"><strong>{ try_move_head(name) }</strong>{ prompt(&view, legal, picked, *reader.smearing) }</p>
                        <Choices legal={legal.clone()} on_act={moves.act.clone()} on_cancel={moves.unpick.clone()}
                            picked={picked.clone()} phase={round.phase()} smearing={*reader.smearing} on_smear={moves.smear.clone()} />
                    </div>
                    if *bidding && round.mode() == Mode::Pointillism { <Chips on_bid={moves.act.clone()} /> }
                </div>
            }
        }),
        None => None,
    }
}

/// The round's score lines, one card per player.
pub(super) fn scores(game: &Game, names: &[String]) -> Html {
    let Some(result) = game.history().last() else { return html! {} };
    let round = game.round();
    let board = round.board_spaces();
    let board = &board[..round.rules().board().len()];
    let totals = game.scores();
    html! {
        <div class="score-cards" role="group" aria-label={pala_words::lang::book().scores_this_round()}>
            { for result.scores.iter().enumerate().map(|(s, score)| {
                html! {
                    <div class="score-card">
                        <p class="score-title">{ round_score_words(&names[s], score.total(), totals[s]) }</p>
                        <ScoreLines score={*score} board={board.to_vec()} />
                    </div>
                }
            }) }
            if let Some(winners) = game.winners() {
                <p class="score-title">{ game_over_words(winners, names) }</p>
            }
        </div>
    }
}

/// The log: every move played so far, explained.
pub(super) fn log(lines: &[String]) -> Html {
    html! {
        <details class="log">
            <summary>{ pala_words::lang::book().what_happened() }</summary>
            <ol>{ for lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
        </details>
    }
}
