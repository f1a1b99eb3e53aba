//! The table: the seats round the felt, the trick in front of them with the colour
//! wheel at the centre, the Impressionism bid board, your seat and hand at the bottom,
//! the prompt and the few buttons cards cannot replace, then the controls and the log.
//!
//! Everything is drawn from one seat's view (R13): yours, or in pass-and-play the seat
//! whose hand is showing. No component here receives the full round.

use yew::prelude::*;

use crate::ai::decision_seed;
use crate::engine::{Action, Card, Color, Level, Mode, Phase, Trick};
use crate::scenario::save::SharedDeal;
use crate::web::app::scores::Scores;
use crate::web::app::store::{Hint, Msg, Screen, Speed, Store, seat_name};
use crate::web::kit::bidding::{Board, Chips};
use crate::web::kit::hand::HandView;
use crate::web::kit::motion;
use crate::web::kit::moves::{AllMoves, Choices, prompt};
use crate::web::kit::picking::{Click, click, smear_picked};
use crate::web::kit::seats::Seats;
use crate::web::kit::trick::TrickView;
use crate::web::kit::wheel::Wheel;
use crate::web::worker::{Ask, Reply, Request, ask};
use crate::words::NO_HINT;

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
    open.sort_by_key(|c| c.index());
    open.dedup();
    open
}

#[component]
pub fn Table(props: &TableProps) -> Html {
    let store = props.store.clone();
    let state = &*store;
    let show_previous = use_state(|| false);
    // On phones the settings and the game's file and link fold under "More".
    let show_more = use_state(|| false);
    let Some(game) = &state.game else { return html! {} };
    let players = game.rules().players();
    let names: Vec<String> = game.rules().seats().map(|s| seat_name(&state.seats, s)).collect();
    let viewer = state.viewer();
    let to_move = game.to_move();
    // The seat at the bottom: yours; in pass-and-play the seat about to be shown.
    let bottom = viewer
        .or(to_move.filter(|&s| state.is_human(s)))
        .or_else(|| game.rules().seats().find(|&s| state.is_human(s)))
        .unwrap_or_default();
    let view = game.view(bottom);
    let round = view.round();
    let my_turn = viewer.is_some() && to_move == viewer;
    let legal = if my_turn {
        let mut list = crate::engine::ActionList::new();
        view.legal_actions_into(&mut list);
        list.to_vec()
    } else {
        Vec::new()
    };
    let bidding = round.phase() == Phase::Bidding;
    // Why each card that cannot be used now is dimmed: the engine's refusal, in words.
    let why: Vec<(Card, String)> = if my_turn {
        view.hand().iter().filter_map(|c| crate::words::why_not_card(&view, &state.picked, c).map(|w| (c, w))).collect()
    } else {
        Vec::new()
    };
    let act = {
        let store = store.clone();
        Callback::from(move |a: Action| {
            if let Some(seat) = to_move {
                motion::remember_hand(&a.cards().map(|c| c.id()).collect::<Vec<_>>());
                crate::web::app::coach::ask_about(&store, a);
                store.dispatch(Msg::Act(seat, a));
            }
        })
    };
    let on_card = {
        let (store, legal, picked, act) = (store.clone(), legal.clone(), state.picked.clone(), act.clone());
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
                Click::Act(a) => act.emit(a),
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
        let (store, seat) = (store.clone(), viewer.filter(|_| my_turn));
        // The record is built on the click, not on every render of the table.
        Callback::from(move |_| {
            let (Some(seat), Some(game)) = (seat, &store.game) else { return };
            let names = game.rules().seats().map(|s| seat_name(&store.seats, s)).collect();
            let request =
                Ask { view: game.view(seat), level: Level::Hard, seed: decision_seed(game, seat), hint: true, names };
            let reply_store = store.clone();
            let ticket = ask(
                Request::Decide(request),
                Callback::from(move |(ticket, heard)| {
                    let hint = match heard {
                        Ok(Reply::Decision(action, reason, details)) => Hint {
                            action: Some(action),
                            reason: reason.unwrap_or_default(),
                            details: details.unwrap_or_default(),
                        },
                        _ => Hint { action: None, reason: NO_HINT.into(), details: String::new() },
                    };
                    reply_store.dispatch(Msg::Hint(ticket, hint))
                }),
            );
            store.dispatch(Msg::HintAsked(ticket));
        })
    };
    let dispatch = |msg: fn() -> Msg| {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(msg()))
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
    let toggle_wait = {
        let (store, on) = (store.clone(), state.setup.wait_after_trick);
        Callback::from(move |_| store.dispatch(Msg::WaitAfterTrick(!on)))
    };
    let toggle_sound = {
        let (store, on) = (store.clone(), state.setup.sound);
        Callback::from(move |_| store.dispatch(Msg::Sound(!on)))
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
    let go_on = {
        let store = store.clone();
        Callback::from(move |_| crate::web::app::hooks::gather_and_release(&store))
    };
    let waiting_for_reveal = state.humans() > 1 && to_move.is_some_and(|s| state.is_human(s)) && viewer != to_move;
    // The trick on the table: the one in play, or the one just finished while it is
    // on show.
    let finished = round.completed_trick().copied().filter(|_| state.held);
    let shown: Option<Trick> = round.trick().copied().or(finished);
    let tricks = game.tricks();
    let previous = match (finished.is_some(), tricks.len()) {
        (true, n) if n >= 2 => Some(tricks[n - 2]),
        (false, n) if n >= 1 && round.trick().is_some() => Some(tricks[n - 1]),
        _ => None,
    };
    let deal = SharedDeal::of(game);
    let announce = state.log.last().cloned().unwrap_or_default();
    let speed_now = state.setup.speed;
    let thinking = state.waiting.map(|(_, s)| s);
    let centre_words = match (shown, round.phase()) {
        (Some(t), _) => format!("{} trick{}", t.color.name(), if t.smeared { ", smeared" } else { "" }),
        (None, Phase::Bidding) => "Bidding".to_string(),
        (None, Phase::Playing) => match to_move {
            Some(s) => format!("{} to lead", names[s.index()]),
            None => String::new(),
        },
        _ => String::new(),
    };
    let picked_one = state.picked.first().copied();
    // A hand nobody has acted on yet is dealt onto the table.
    let fresh = bidding
        && round.bids().iter().all(Option::is_none)
        && round.board().iter().all(Option::is_none)
        && round.passes() == 0;
    let deal_key = (state.games as u64) << 32 | game.round_index() as u64;
    let flight = if motion::reduced_motion() { 0 } else { speed_now.flight_ms() };
    let toggle_previous = {
        let show = show_previous.clone();
        Callback::from(move |_| show.set(!*show))
    };
    let trick_done = finished.is_some() && round.trick().is_none();
    html! {
        <div class={classes!("table", format!("mode-{}", round.mode().name()), format!("players-{players}"),
                (round.phase() == Phase::Bidding).then_some("bidding"))}
            data-coach-judged={state.coach_judged.map(|i| i.to_string())}>
            <div class="table-felt" aria-label="Table" role="region">
                <Seats view={view} bottom={bottom} names={names.clone()} kinds={state.seats.clone()}
                    thinking={thinking} bubbles={state.bubbles.clone()} trick_done={trick_done} />
                // Under the finished trick's banner the wheel steps aside, so none of
                // it shows round the banner's edges.
                <div class={classes!("centre", trick_done.then_some("under-banner"))}>
                    <Wheel trick={shown.map(|t| t.color)} open={open_colors(&legal)} />
                    <p class="centre-words">{ centre_words }</p>
                </div>
                <TrickView trick={shown} names={names.clone()} players={players} bottom={bottom}
                        done={trick_done} actor={state.last_actor}
                        smear_target={smear_picked(&legal, &state.picked)}
                        flight_ms={flight}
                        on_continue={state.setup.wait_after_trick.then(|| go_on.clone())} />
                // While a finished trick is on show, the table shows nothing else.
                if let Some(p) = previous.filter(|_| finished.is_none()) {
                    <button class="previous-toggle" aria-expanded={show_previous.to_string()} onclick={toggle_previous}>
                        { if *show_previous { "Hide previous trick" } else { "Previous trick" } }
                    </button>
                    if *show_previous {
                        <div class="previous-trick" role="group" aria-label="Previous trick">
                            <p>{ crate::words::winner_words(&p, &|s| names[s.index()].clone()) }</p>
                            <ol>{ for p.entries().iter().map(|e| html! {
                                <li class={classes!((e.seat == p.winner()).then_some("winning"))}>
                                    <span class="who">{ names[e.seat.index()].clone() }</span>
                                    { for e.cards().map(|c| html! { <crate::web::kit::cards::CardView card={c} small=true /> }) }
                                </li>
                            }) }</ol>
                        </div>
                    }
                }
            </div>
            if round.mode() == Mode::Impressionism {
                <Board view={view} names={names.clone()} picked={picked_one.filter(|_| bidding)}
                    legal={legal.clone()} on_place={act.clone()} />
            }
            if round.is_over() && !state.held {
                <Scores rounds={crate::web::app::scores::round_lines(game)} rules={game.rules()} winners={game.winners().map(|w| w.to_vec())} names={names.clone()} on_next={dispatch(|| Msg::NextRound)}
                    on_again={crate::web::app::scores::play_again(&store)} on_setup={dispatch(|| Msg::Show(Screen::Setup))} />
                <crate::web::app::coach::CoachButtons key={game.round_index()} round={game.round_index()}
                    humans={game.round().seats().filter(|&s| state.is_human(s)).map(|s| (s, names[s.index()].clone())).collect::<Vec<_>>()} />
            } else if waiting_for_reveal {
                <div class="pass-device" role="dialog" aria-label="Pass the device">
                    <p>{ format!("Pass the device to {}.", names[to_move.unwrap_or_default().index()]) }</p>
                    <button class="primary" onclick={reveal}>{ format!("I am {}: show my hand", names[to_move.unwrap_or_default().index()]) }</button>
                </div>
            } else {
                <div class="you">
                    <div class="prompt-row">
                    <p class="prompt" aria-live="polite">
                        { match (my_turn, to_move) {
                            _ if finished.is_some() && state.setup.wait_after_trick => {
                                "The trick is over: tap Continue when you are ready.".to_string()
                            }
                            _ if finished.is_some() && round.trick().is_none() => {
                                finished.map(|t| format!("{}.", crate::words::winner_words(&t, &|s| names[s.index()].clone()))).unwrap_or_default()
                            }
                            (true, Some(_)) => prompt(&view, &legal, &state.picked),
                            (false, Some(seat)) if thinking.is_some() => format!("{} is thinking…", names[seat.index()]),
                            (false, Some(seat)) => format!("Waiting for {}.", names[seat.index()]),
                            _ => String::new(),
                        } }
                    </p>
                    if my_turn {
                        <Choices legal={legal.clone()} on_act={act.clone()} on_cancel={unpick.clone()} picked={state.picked.clone()}
                            phase={round.phase()} />
                    }
                    </div>
                    // Beside the hand: above it on narrow screens, to its right on wide ones.
                    if let Some(note) = &state.coach_note {
                        <p class="coach-note" role="status">{ note.clone() }</p>
                    }
                    if my_turn && bidding && round.mode() == Mode::Pointillism {
                        <Chips on_bid={act.clone()} />
                    }
                    if viewer.is_some() {
                        <HandView hand={view.hand()} legal={legal.clone()} picked={state.picked.clone()} why={why}
                            active={my_turn} on_card={on_card} on_cancel={unpick.clone()} bidding={bidding}
                            deal={fresh.then_some((deal_key, round.dealer(), flight))}
                            on_drag={{
                                let store = store.clone();
                                Callback::from(move |c: Card| { store.dispatch(Msg::Unpick); store.dispatch(Msg::Pick(c)); })
                            }} />
                    }
                    if my_turn {
                        <AllMoves legal={legal.clone()} on_act={act.clone()} on_cancel={unpick.clone()} picked={state.picked.clone()}
                            phase={round.phase()} />
                    }
                    if let Some(trouble) = &state.ai_trouble {
                        <p class="ai-trouble" role="status">{ trouble.clone() }</p>
                    }
                    if let Some(hint) = &state.hint {
                        <div class="hint" role="status">
                            <p><strong>{ "Hint: " }</strong>{ hint.reason.clone() }</p>
                            if !hint.details.is_empty() {
                                <details><summary>{ "Details" }</summary><p>{ hint.details.clone() }</p></details>
                            }
                        </div>
                    }
                </div>
            }
            // A toolbar, not a form: the two actions as buttons with pictures, the
            // settings as switches and a speed menu, the game's file and link last.
            <div class="controls" role="group" aria-label="Game controls">
                <div class="tools">
                    // Hint and Pause are for a round in play: once it is over (the scores
                    // below), they step aside; the speed stays for the next round.
                    if !round.is_over() {
                        // Dimmed, it says why (as its description and on hover).
                        <button class="tool" onclick={hint} disabled={!my_turn}
                            title={(!my_turn).then_some("A hint is for your own move: it opens when you are to move.")}>
                            { icon(Icon::Hint) }{ "Hint" }</button>
                        <button class="tool" onclick={pause} aria-pressed={state.paused.to_string()}>
                            if state.paused { { icon(Icon::Resume) }{ "Resume" } } else { { icon(Icon::Pause) }{ "Pause" } }
                        </button>
                    }
                    <label class="tool speed">{ icon(Icon::Speed) }<span class="speed-word">{ "Speed" }</span>
                        <select onchange={speed}>
                            { for Speed::ALL.into_iter().map(|s| html! { <option value={s.name()} selected={speed_now == s}>{ s.name() }</option> }) }
                        </select>
                    </label>
                </div>
                <button class="tool more-toggle" aria-expanded={show_more.to_string()} aria-controls="more-controls"
                    onclick={{ let more = show_more.clone(); Callback::from(move |_| more.set(!*more)) }}>
                    { icon(Icon::More) }{ "More" }</button>
                <div id="more-controls" class={classes!("more", show_more.then_some("open"))}>
                    <div class="switches">
                        <label class="switch"><input type="checkbox" role="switch" checked={state.setup.sound} onchange={toggle_sound} />
                            { "Sound" }</label>
                        <label class="switch"><input type="checkbox" role="switch" checked={state.setup.wait_after_trick} onchange={toggle_wait} />
                            { "Wait for me after each trick" }</label>
                    </div>
                    <div class="game-files">
                        <crate::web::app::files::GameFiles store={store.clone()} />
                        <crate::web::app::share::Share fragment={deal.fragment()} words={deal.words()} seed={deal.seed} />
                    </div>
                </div>
            </div>
            <div class="side">
                <crate::web::app::log::GameLog store={store.clone()} />
            </div>
            <p class="sr-only" aria-live="polite" role="log">{ announce }</p>
        </div>
    }
}

/// The toolbar's pictures.
#[derive(Clone, Copy)]
enum Icon {
    Hint,
    Pause,
    Resume,
    Speed,
    More,
}

/// A small line drawing in the text's colour, hidden from screen readers (the button
/// says it in words).
fn icon(which: Icon) -> Html {
    let body = match which {
        // A light bulb.
        Icon::Hint => html! { <>
            <path d="M8 13.5h4M8.5 16h3M7 11c-1.5-1.2-2.5-2.8-2.5-4.6a5.5 5.5 0 0 1 11 0c0 1.8-1 3.4-2.5 4.6v1H7z" />
        </> },
        Icon::Pause => html! { <><path d="M7 4v12M13 4v12" /></> },
        Icon::Resume => html! { <><path d="M6 4l10 6-10 6z" /></> },
        // A dial.
        Icon::Speed => html! { <><path d="M3 14a7 7 0 0 1 14 0M10 14l4-5" /></> },
        // Three dots.
        Icon::More => html! { <><path d="M4.5 10h.01M10 10h.01M15.5 10h.01" stroke-width="3.2" /></> },
    };
    html! {
        <svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">{ body }</svg>
    }
}
