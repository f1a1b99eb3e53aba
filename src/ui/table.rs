//! The table: seats, bidding, the trick, the colour wheel, your hand, the prompt and
//! your moves, the controls (hint, pause, speed, share), the last trick and the log.

use yew::prelude::*;

use super::bidding::{Board, Chips};
use super::hand::HandView;
use super::hooks::decision_seed;
use super::moves::{Moves, prompt};
use super::picking::{Click, click};
use super::scores::Scores;
use super::seats::Seats;
use super::store::{Msg, Screen, Speed, Store, seat_name};
use super::trick::TrickView;
use super::wheel::Wheel;
use super::worker::{AiReply, AiRequest, ask};
use crate::ai::Level;
use crate::engine::{Action, Card, Color, Mode, Phase};
use crate::save::SharedDeal;

#[derive(Clone, PartialEq, Properties)]
pub struct TableProps {
    pub store: Store,
}

/// Colours the viewer can make now by mixing or smearing.
fn open_colors(legal: &[Action]) -> Vec<Color> {
    let mut open: Vec<Color> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Mix(x, y) => x.color().mix(y.color()),
            Action::Smear(_, s) => Some(s.color()),
            _ => None,
        })
        .collect();
    open.dedup();
    open
}

#[component]
pub fn Table(props: &TableProps) -> Html {
    let store = props.store.clone();
    let state = &*store;
    let Some(game) = &state.game else { return html! {} };
    let round = game.round();
    let names: Vec<String> = (0..round.players() as u8).map(|s| seat_name(&state.seats, s)).collect();
    let viewer = state.viewer();
    let to_move = round.to_move().filter(|_| !round.is_over());
    let my_turn = to_move.is_some() && to_move == viewer;
    let legal = if my_turn { round.legal_actions() } else { Vec::new() };
    let act = {
        let store = store.clone();
        Callback::from(move |a: Action| {
            if let Some(seat) = to_move {
                store.dispatch(Msg::Act(seat, a));
            }
        })
    };
    let on_card = {
        let (store, legal, picked) = (store.clone(), legal.clone(), state.picked.clone());
        let bidding = round.phase() == Phase::Bidding;
        Callback::from(move |card: Card| {
            let card = card.canonical();
            if bidding {
                store.dispatch(Msg::Unpick);
                if !picked.contains(&card) {
                    store.dispatch(Msg::Pick(card));
                }
                return;
            }
            match click(&legal, &picked, card) {
                Click::Act(a) => {
                    if let Some(seat) = to_move {
                        store.dispatch(Msg::Act(seat, a));
                    }
                }
                Click::Pick(c) => {
                    store.dispatch(Msg::Unpick);
                    store.dispatch(Msg::Pick(c));
                }
                Click::Unpick => store.dispatch(Msg::Unpick),
                Click::Nothing => {}
            }
        })
    };
    let hint = {
        let store = store.clone();
        let request = viewer.filter(|_| my_turn).map(|seat| AiRequest {
            id: u64::MAX - game.actions().len() as u64,
            record: game.record(),
            seat,
            level: Level::Hard,
            seed: decision_seed(game, seat),
        });
        Callback::from(move |_| {
            if let Some(request) = request.clone() {
                let store = store.clone();
                ask(request, Callback::from(move |r: AiReply| store.dispatch(Msg::Hint(r.action, r.reason))));
            }
        })
    };
    let pause = {
        let (store, paused) = (store.clone(), state.paused);
        Callback::from(move |_| store.dispatch(Msg::Pause(!paused)))
    };
    let speed = {
        let store = store.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            store.dispatch(Msg::Speed(Speed::ALL.into_iter().find(|s| s.name() == v).unwrap_or(Speed::Normal)));
        })
    };
    let next_round = {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Msg::NextRound))
    };
    let again = {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Msg::Show(Screen::Setup)))
    };
    let unpick = {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Msg::Unpick))
    };
    let reveal = {
        let store = store.clone();
        Callback::from(move |_| {
            if let Some(seat) = to_move {
                store.dispatch(Msg::Reveal(seat));
            }
        })
    };
    let waiting_for_reveal = state.humans() > 1 && to_move.is_some_and(|s| state.is_human(s)) && viewer != to_move;
    let trick = round.trick().copied();
    let last = game.tricks().last().copied();
    let share = SharedDeal::of(&game.settings()).fragment();
    let announce = state.log.last().cloned().unwrap_or_default();
    html! {
        <div class={classes!("table", format!("mode-{}", round.mode().name()))}>
            <Seats state={state.clone()} />
            <div class="felt">
                if round.mode() == Mode::Pointillism {
                    <Chips round={*round} names={names.clone()}
                        on_bid={(my_turn && round.phase() == Phase::Bidding).then(|| act.clone())} />
                } else {
                    <Board round={*round} picked={state.picked.first().copied()}
                        on_place={(my_turn && round.phase() == Phase::Bidding).then(|| act.clone())} />
                }
                <div class="play-area">
                    if let Some(t) = trick {
                        <TrickView trick={t} names={names.clone()} title="Trick" mode={round.mode()} />
                    } else if round.phase() == Phase::Playing || round.phase() == Phase::Tie {
                        <p class="empty-trick">{ "No trick yet: waiting for the lead." }</p>
                    }
                    <Wheel trick={trick.map(|t| t.color)} open={open_colors(&legal)} />
                </div>
            </div>
            if round.is_over() {
                <Scores game={game.clone()} names={names.clone()} on_next={next_round} on_again={again} />
            } else if waiting_for_reveal {
                <div class="pass-device" role="dialog" aria-label="Pass the device">
                    <p>{ format!("Pass the device to {}.", names[to_move.unwrap_or(0) as usize]) }</p>
                    <button class="primary" onclick={reveal}>{ format!("I am {}: show my hand", names[to_move.unwrap_or(0) as usize]) }</button>
                </div>
            } else {
                <div class="you">
                    <p class="prompt" aria-live="polite">
                        { match (my_turn, to_move) {
                            (true, Some(seat)) => prompt(round, seat, &state.picked),
                            (false, Some(seat)) if state.waiting.is_some() => format!("{} is thinking…", names[seat as usize]),
                            (false, Some(seat)) => format!("Waiting for {}.", names[seat as usize]),
                            _ => String::new(),
                        } }
                    </p>
                    if let Some(seat) = viewer {
                        <HandView hand={round.hand(seat as usize)} legal={legal.clone()} picked={state.picked.clone()}
                            active={my_turn} on_card={on_card} bidding={round.phase() == Phase::Bidding} />
                    }
                    if my_turn {
                        <Moves legal={legal.clone()} on_act={act} on_cancel={unpick} picked={state.picked.clone()}
                            phase={round.phase()} mode={round.mode()} />
                    }
                    if let Some((action, reason)) = &state.hint {
                        <p class="hint" role="status">{ format!("Hint: {action} ({reason})") }</p>
                    }
                </div>
            }
            <div class="controls" role="group" aria-label="Game controls">
                <button onclick={hint} disabled={!my_turn}>{ "Hint" }</button>
                <button onclick={pause} aria-pressed={state.paused.to_string()}>{ if state.paused { "Resume" } else { "Pause" } }</button>
                <label>{ "Speed " }
                    <select onchange={speed}>
                        { for Speed::ALL.into_iter().map(|s| html! { <option value={s.name()} selected={state.setup.speed == s}>{ s.name() }</option> }) }
                    </select>
                </label>
                <super::files::GameFiles store={store.clone()} />
                <a class="share" href={share.clone()} title="A link that starts this same deal">{ format!("Share this deal ({})", share.trim_start_matches("#deal=")) }</a>
            </div>
            <div class="side">
                if let Some(t) = last.filter(|_| trick.is_none() || round.is_over()).or(last.filter(|_| trick.is_some())) {
                    <details class="last-trick" open={trick.is_none()}>
                        <summary>{ "Last trick" }</summary>
                        <TrickView trick={t} names={names.clone()} title="Last trick" done=true mode={round.mode()} />
                    </details>
                }
                <details class="log">
                    <summary>{ "Game log" }</summary>
                    <ol>{ for game.actions().iter().rev().take(60).rev().map(|a| html! { <li><code>{ a.to_string() }</code></li> }) }</ol>
                    <ol class="said">{ for state.log.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
                </details>
            </div>
            <p class="sr-only" aria-live="polite" role="log">{ announce }</p>
        </div>
    }
}
