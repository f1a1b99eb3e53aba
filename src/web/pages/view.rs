//! The widget's component: the trick on a strip of felt, the Impressionism bid board,
//! the players with their hands, the engine's explanation of the last move, the step
//! controls, and the score lines once the round is over.
//!
//! The reader may play on for the player to move, with the table's own controls: tap a
//! card of the hand (a mix or a smear: tap the first card, then a lit one; Impressionism
//! bidding: tap a card, then a lit space of the board), Pass, the tie buttons, or the
//! Pointillism chips. Every move offered comes from the engine's legal action list.

use yew::prelude::*;

use super::players::{player_name, players};
use super::{Example, load};
use crate::engine::{Action, Card, Game, Mode, Phase, Seat, TableView};
use crate::web::kit::bidding::{Board, Chips};
use crate::web::kit::hand::HandView;
use crate::web::kit::moves::{Choices, prompt};
use crate::web::kit::picking::{Click, click, smear_picked};
use crate::web::kit::score_lines::ScoreLines;
use crate::web::kit::trick::TrickView;
use crate::words::{explain, number, result_words, signed};

#[derive(Clone, PartialEq, Properties)]
pub struct WidgetProps {
    /// The scenario JSON.
    pub scenario: String,
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
        lines.push(explain(&TableView::of(&before), action, &TableView::of(game.round()), &|s| name_of(example, s)));
    }
    (game, lines)
}

/// A player's name: "Player 1" .. "Player N"; in a lesson, the learner (Player 1, whose
/// moves the steps ask for) is "You", as the lesson's words say.
fn name_of(example: &Example, seat: Seat) -> String {
    if example.lesson.is_some() && seat == Seat::new(0) { "You".into() } else { player_name(seat) }
}

/// What the felt says: the trick's colour, or who leads the next one.
fn felt_words(game: &Game, names: &[String]) -> String {
    let round = game.round();
    match (round.trick().or(round.completed_trick()), round.to_move()) {
        (Some(t), _) => format!("{} trick{}", t.color.name(), if t.smeared { ", smeared" } else { "" }),
        (None, Some(s)) => format!("{} to lead", names[s.index()]),
        (None, None) => String::new(),
    }
}

/// The round's score lines, one card per player.
fn scores(game: &Game, names: &[String]) -> Html {
    let Some(result) = game.history().last() else { return html! {} };
    let round = game.round();
    let board = round.board_spaces();
    let board = &board[..round.rules().board().len()];
    let totals = game.scores();
    html! {
        <div class="score-cards" role="group" aria-label="Scores this round">
            { for result.scores.iter().enumerate().map(|(s, score)| {
                let total = if totals[s] == score.total() { String::new() } else { format!(" (total {})", number(totals[s])) };
                html! {
                    <div class="score-card">
                        <p class="score-title">{ format!("{}: {}{total}", names[s], signed(score.total())) }</p>
                        <ScoreLines score={*score} board={board.to_vec()} />
                    </div>
                }
            }) }
            if let Some(winners) = game.winners() {
                <p class="score-title">{ format!("Game over. {}", result_words(winners, names)) }</p>
            }
        </div>
    }
}

/// A step control: from the scenario step, its length and the reader's own moves, to
/// the new step and own moves.
type Step = fn(usize, usize, &[Action]) -> (usize, Vec<Action>);

/// "2 of 3 moves", "3 of 3 moves, then 1 move of yours".
fn progress(step: usize, total: usize, own: usize) -> String {
    let yours = match own {
        0 => String::new(),
        1 => "1 move of yours".into(),
        k => format!("{k} moves of yours"),
    };
    match (total, own) {
        (0, _) => yours,
        (_, 0) => format!("{step} of {total} moves"),
        _ => format!("{step} of {total} moves, then {yours}"),
    }
}

/// The widget.
#[component]
pub fn Widget(props: &WidgetProps) -> Html {
    let loaded = use_memo(props.scenario.clone(), |text| load(text));
    let step = use_state(|| 0usize);
    let own = use_state(Vec::<Action>::new);
    let picked = use_state(Vec::<Card>::new);
    // A lesson's hint after a move other than the one its step asks for.
    let hint = use_state(|| None::<String>);
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
    let n = round.players();
    let names: Vec<String> = round.seats().map(|s| name_of(example, s)).collect();
    let mover = round.to_move();
    let legal = if mover.is_some() { round.legal_actions() } else { Vec::new() };
    let bidding = round.phase() == Phase::Bidding;
    let total = example.actions.len();
    // Every change of position drops a half-made move.
    let goto = |next: Step| {
        let (step, own, picked, hint) = (step.clone(), own.clone(), picked.clone(), hint.clone());
        Callback::from(move |_: MouseEvent| {
            let (s, o) = next(*step, total, &own);
            step.set(s);
            own.set(o);
            picked.set(Vec::new());
            hint.set(None);
        })
    };
    // In a lesson, the step the learner is on (none once it is done, or while the reader
    // plays moves of their own after it).
    let lesson = example.lesson.as_ref();
    let lesson_step = lesson.filter(|_| own.is_empty() && *step < total).map(|l| (*step, &l.steps[*step]));
    let back = goto(|s, _, own| match own.split_last() {
        Some((_, rest)) => (s, rest.to_vec()),
        None => (s.saturating_sub(1), Vec::new()),
    });
    let next = goto(|s, total, own| ((s + 1).min(total), own.to_vec()));
    let reset = goto(|_, _, _| (0, Vec::new()));
    let act = {
        let (own, picked, step, hint) = (own.clone(), picked.clone(), step.clone(), hint.clone());
        // A lesson step takes only its own move; any other gets the step's hint.
        let asked = lesson_step.map(|(k, _)| (k, example.actions[k], lesson.map(|l| l.hint(k)).unwrap_or_default()));
        Callback::from(move |a: Action| {
            picked.set(Vec::new());
            match &asked {
                Some((k, wanted, _)) if a == *wanted => {
                    step.set(k + 1);
                    hint.set(None);
                }
                Some((_, _, words)) => hint.set(Some(words.clone())),
                None => {
                    let mut moves = (*own).clone();
                    moves.push(a);
                    own.set(moves);
                }
            }
        })
    };
    let pick = {
        let picked = picked.clone();
        Callback::from(move |c: Card| picked.set(vec![c]))
    };
    let unpick = {
        let picked = picked.clone();
        Callback::from(move |()| picked.set(Vec::new()))
    };
    // A card tapped in the hand: as at the table (`web::app::table`).
    let on_card = {
        let (legal, now, act, pick, unpick) =
            (legal.clone(), (*picked).clone(), act.clone(), pick.clone(), unpick.clone());
        Callback::from(move |card: Card| {
            let card = card.canonical();
            if bidding {
                if now.contains(&card) {
                    unpick.emit(())
                } else {
                    pick.emit(card)
                }
                return;
            }
            match click(&legal, &now, card) {
                Click::Act(a) => act.emit(a),
                Click::Pick(c) => pick.emit(c),
                Click::Unpick => unpick.emit(()),
                Click::Nothing => {}
            }
        })
    };
    // A lesson whose steps are all played: nothing more to do here.
    let lesson_done = lesson.is_some() && own.is_empty() && *step >= total;
    let mover_controls = match mover {
        // A lesson's own moves are played on Next.
        Some(_) if lesson_step.is_some_and(|(_, s)| s.auto) => html! {},
        Some(seat) => {
            let view = game.view(seat);
            let name = &names[seat.index()];
            let try_words = if name == "You" { "Your move".to_string() } else { format!("Try a move for {name}") };
            html! {
                <div class="you" role="group" aria-label={try_words.clone()}>
                    <HandView hand={round.hand(seat)} legal={legal.clone()} picked={(*picked).clone()}
                        active=true on_card={on_card} on_cancel={unpick.clone()} bidding={bidding}
                        on_drag={pick.clone()} />
                    <div class="prompt-row">
                        <p class="prompt"><strong>{ format!("{try_words}. ") }</strong>{ prompt(&view, &legal, &picked) }</p>
                        <Choices legal={legal.clone()} on_act={act.clone()} on_cancel={unpick.clone()}
                            picked={(*picked).clone()} phase={round.phase()} />
                    </div>
                    if bidding && round.mode() == Mode::Pointillism { <Chips on_bid={act.clone()} /> }
                </div>
            }
        }
        None => html! {},
    };
    let (shown, done) = match (round.trick(), round.completed_trick()) {
        (Some(t), _) => (Some(*t), false),
        (None, Some(t)) => (Some(*t), true),
        _ => (None, false),
    };
    let explanation = match lines.last() {
        Some(line) => line.clone(),
        None if round.is_over() => "The round is over: each player's score is explained below.".into(),
        None if lesson.is_some() && total > 0 => {
            "Make the move with your cards, or tap Show me to see it played.".into()
        }
        None if total > 0 => "Step through the example with Next, or try a move yourself.".into(),
        None => "Nothing has been played yet: try a move, and what it does is explained here.".into(),
    };
    let steps = total > 0 || !own.is_empty();
    html! {
        <div class={classes!("pala-widget", "palette-paint", format!("players-{n}"), format!("mode-{}", round.mode().name()))}>
            <div class="top">
                <p class="heading">{ match lesson {
                    Some(l) => l.title.clone(),
                    None => format!("{}, {n} players", round.mode()),
                } }</p>
                if steps {
                    <div class="steps" role="group" aria-label="Step through the example">
                        <button onclick={back} disabled={*step == 0 && own.is_empty()}>{ "Back" }</button>
                        if !lesson_done {
                            <button class="primary" onclick={next} disabled={*step >= total || !own.is_empty()}>
                                { if lesson_step.is_some_and(|(_, s)| !s.auto) { "Show me" } else { "Next" } }
                            </button>
                        }
                        <button onclick={reset} disabled={*step == 0 && own.is_empty()}>{ "Reset" }</button>
                        <span class="progress">{ match lesson {
                            Some(_) if own.is_empty() && *step >= total => "Lesson done".to_string(),
                            Some(_) if own.is_empty() => format!("Step {} of {total}", *step + 1),
                            _ => progress(*step, total, own.len()),
                        } }</span>
                    </div>
                }
            </div>
            // No felt while bidding, or for a scored example with no trick left on it.
            if shown.is_some() || round.phase() == Phase::Playing {
                <div class="table-felt" role="group" aria-label="Table">
                    <p class="felt-words">{ felt_words(&game, &names) }</p>
                    <TrickView trick={shown} names={names.clone()} players={n} bottom={Seat::new(0)} done={done}
                        smear_target={smear_picked(&legal, &picked)} flight_ms={0} named=true />
                </div>
            }
            if round.mode() == Mode::Impressionism {
                <Board view={game.view(mover.unwrap_or_default())} names={names.clone()}
                    picked={picked.first().copied().filter(|_| bidding)} legal={legal.clone()} on_place={act.clone()} />
            }
            if let Some(l) = lesson {
                <div class="lesson" aria-live="polite">
                    <p class="lesson-say">{ match lesson_step {
                        Some((_, s)) => s.say.clone(),
                        None if own.is_empty() => l.end.clone(),
                        None => "Playing on after the lesson: Reset starts it again.".to_string(),
                    } }</p>
                    if let Some(h) = &*hint { <p class="lesson-hint" role="alert"><strong>{ "Not quite. " }</strong>{ h.clone() }</p> }
                </div>
            }
            <p class="explain" aria-live="polite">{ explanation }</p>
            { players(round, &names, game.scores(), mover_controls) }
            { scores(&game, &names) }
            if !lines.is_empty() {
                <details class="log">
                    <summary>{ "What happened so far" }</summary>
                    <ol>{ for lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
                </details>
            }
        </div>
    }
}
