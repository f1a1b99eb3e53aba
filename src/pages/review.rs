//! The coach's review of a round (`index.html#review=<round>.<seat>`): Master judges each
//! decision that seat made in that round of the saved game (`ai::review`), in the AI
//! worker, one decision at a time, so the page shows progress and can cancel; then the
//! costliest moments first, each with the position as that player saw it.
//!
//! The table opens this page in a frame under a finished round's scores (its wasm stays
//! small: the review's pages live in the widget's wasm). The page reads the saved game
//! and never writes it. Pass-and-play: each human seat has its own review.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::browser::storage::{self, SAVE_KEY, SETTINGS_KEY};
use crate::kit::bidding::Board;
use crate::kit::cards::CardView;
use crate::worker::COSTLY;
use crate::worker::{Heard, Reply, Request, Ticket, Verdict, ask, cancel_all};
use pala_rules::engine::SeatKind;
use pala_rules::engine::{Action, Card, Game, GameRecord, Mode, Phase, Seat, SeatView};
use pala_rules::scenario::save::SaveFile;
use pala_words::seat_name;
use pala_words::{
    ReviewLink, hand_card_label, how_points, lead_in, leading, moment_head, played_line, review_link_words,
    review_progress, review_rest, review_stopped, review_summary, review_title, show_more,
};

/// The moments drawn before "Show N more".
const FIRST: usize = 4;

/// Gaps under this many points read as "as good as Master's move".
const AS_GOOD: f64 = 0.1;

#[derive(Default)]
struct Run {
    /// Counts starts and cancels: a reply from an earlier run is ignored.
    generation: u64,
    total: usize,
    judged: Vec<Judged>,
    running: bool,
    cancelled: bool,
    problem: Option<String>,
    /// When the run started and ended (milliseconds since 1970), for the browser test.
    millis: (f64, f64),
}

type Shared = Rc<RefCell<Run>>;

/// A judged decision with its position (replayed once, when its judgement arrives, not
/// on every render).
struct Judged {
    verdict: Verdict,
    /// The game as it stood before the decision, and the move played.
    position: (SeatView, Action),
    /// The round up to the decision as a scenario, for the studio ("Open in the
    /// studio"): the round is over, so its cards are no longer secret.
    scenario: Option<String>,
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// Asks for the judgement of decision `k`, then the next, until all are in.
fn step(
    run: Shared,
    redraw: Callback<()>,
    asked: Rc<(GameRecord, Vec<usize>, Vec<String>)>,
    k: usize,
    generation: u64,
) {
    let (record, indices, names) = &*asked;
    let Some(&index) = indices.get(k) else {
        let mut r = run.borrow_mut();
        r.running = false;
        r.millis.1 = now();
        drop(r);
        redraw.emit(());
        return;
    };
    // The seat's view before its move: the worker never holds the game.
    let position = record.before(index).ok().and_then(|(game, played)| {
        let seat = game.to_move()?;
        let scenario = pala_rules::scenario::of_game::round_so_far(&game).and_then(|s| serde_json::to_string(&s).ok());
        Some((game.view(seat), played, game.decision_seed(seat), scenario))
    });
    let Some((view, played, seed, scenario)) = position else {
        let mut r = run.borrow_mut();
        r.running = false;
        r.problem = Some(review_stopped(None));
        drop(r);
        redraw.emit(());
        return;
    };
    let request =
        Request::Judge { view, played, seed, names: names.clone(), lang: pala_words::lang::lang().code().into() };
    let reply = {
        let run = run.clone();
        Callback::from(move |(_, heard): (Ticket, Heard)| {
            if run.borrow().generation != generation {
                return;
            }
            match heard {
                Ok(Reply::Verdict(verdict)) => {
                    let scenario = scenario.clone();
                    run.borrow_mut().judged.push(Judged { verdict, position: (view, played), scenario });
                    step(run.clone(), redraw.clone(), asked.clone(), k + 1, generation);
                }
                Ok(Reply::Refused(problem)) => {
                    let mut r = run.borrow_mut();
                    r.running = false;
                    r.problem = Some(review_stopped(Some(&problem)));
                }
                Err(lost) => {
                    let mut r = run.borrow_mut();
                    r.running = false;
                    r.problem = Some(review_stopped(Some(&lost.to_string())));
                }
                Ok(_) => {}
            }
            redraw.emit(());
        })
    };
    ask(request, reply);
}

#[derive(Clone, PartialEq, Properties)]
pub struct ReviewProps {
    pub game: Game,
    pub seats: Vec<SeatKind>,
    pub seat: Seat,
    /// The round, counting from 0.
    pub round: u32,
    /// The player's palette class (`palette-paint`, or `palette-safe` for colour-blind
    /// players), as at the table.
    pub palette: &'static str,
}

/// The review page: it starts at once (the player asked for it at the table).
#[component]
pub fn RoundReview(props: &ReviewProps) -> Html {
    let run: Shared = use_mut_ref(Run::default);
    let play_order = use_state(|| false);
    let show_all = use_state(|| false);
    let redraw = {
        let update = use_force_update();
        Callback::from(move |()| update.force_update())
    };
    let start = {
        let (run, redraw, game, seat, round, seats) =
            (run.clone(), redraw.clone(), props.game.clone(), props.seat, props.round, props.seats.clone());
        Callback::from(move |_| {
            let indices = game.decisions(round, seat);
            let generation = {
                let mut r = run.borrow_mut();
                let generation = r.generation + 1;
                *r = Run { generation, total: indices.len(), running: true, millis: (now(), 0.0), ..Run::default() };
                generation
            };
            redraw.emit(());
            let names = game.rules().seats().map(|s| seat_name(&seats, s)).collect();
            step(run.clone(), redraw.clone(), Rc::new((game.record(), indices, names)), 0, generation);
        })
    };
    {
        let start = start.clone();
        use_effect_with((), move |_| {
            start.emit(());
            cancel_all
        });
    }
    let cancel = {
        let (run, redraw) = (run.clone(), redraw.clone());
        Callback::from(move |_| {
            cancel_all();
            let generation = run.borrow().generation + 1;
            *run.borrow_mut() = Run { generation, cancelled: true, ..Run::default() };
            redraw.emit(());
        })
    };
    let r = run.borrow();
    let name = seat_name(&props.seats, props.seat);
    let body = if r.running {
        html! {
            <div class="review-progress">
                <label for="review-bar">{ review_progress(r.judged.len(), r.total) }</label>
                <progress id="review-bar" max={r.total.to_string()} value={r.judged.len().to_string()} />
                <button onclick={cancel}>{ pala_words::lang::book().review_cancel() }</button>
            </div>
        }
    } else if r.cancelled {
        html! {
            <p class="review-summary" role="status">{ pala_words::lang::book().review_cancelled() }{ " " }<button onclick={start.reform(|_| ())}>{ pala_words::lang::book().review_again() }</button></p>
        }
    } else if r.problem.is_none() {
        let names: Vec<String> = props.game.round().seats().map(|s| seat_name(&props.seats, s)).collect();
        let order = {
            let play_order = play_order.clone();
            Callback::from(move |_: MouseEvent| play_order.set(!*play_order))
        };
        let all = {
            let show_all = show_all.clone();
            Callback::from(move |_: MouseEvent| show_all.set(true))
        };
        moments(&r, (props.seat, props.game.rules().mode), &names, (*play_order, order), (*show_all, all))
    } else {
        html! {}
    };
    html! {
        <section class={classes!("review", props.palette)} aria-labelledby="review-title"
            data-review-millis={(!r.running && r.millis.1 > 0.0).then(|| format!("{:.0}", r.millis.1 - r.millis.0))}>
            <h2 id="review-title">{ review_title(&name, props.round, props.game.rules().mode) }</h2>
            // A game with moves taken back against the AI seats says so (issue 47).
            if props.game.taken_back() > 0 {
                <p class="review-taken-back">{ pala_words::taken_back_words(props.game.taken_back()) }</p>
            }
            if let Some(problem) = &r.problem { <p class="review-problem" role="alert">{ problem.clone() }</p> }
            { body }
        </section>
    }
}

/// The finished review: a summary, then the decisions with the largest gap first.
/// `play_order`: the moments as they were played instead of the costliest first (the
/// toggle `order` switches).
/// At first only the `FIRST` largest gaps are drawn, and "Show N more" draws the rest: the
/// whole list at once took about 50 ms of the main thread.
fn moments(
    r: &Run,
    (seat, mode): (Seat, Mode),
    names: &[String],
    (play_order, order): (bool, Callback<MouseEvent>),
    (show_all, all): (bool, Callback<MouseEvent>),
) -> Html {
    let mut list: Vec<&Judged> = r.judged.iter().collect();
    // The largest gap first; equal gaps in play order (the sort is stable).
    if !play_order {
        list.sort_by_key(|m| std::cmp::Reverse(m.verdict.cost_hundredths));
    }
    let costly: Vec<_> = list.iter().filter(|m| m.verdict.cost() >= COSTLY).collect();
    let lost: f64 = costly.iter().map(|m| m.verdict.cost()).sum();
    let n = r.judged.len();
    let summary = review_summary(&names[seat.index()], n, costly.len(), lost);
    let mut shown: Vec<_> = list.iter().filter(|m| m.verdict.cost() >= AS_GOOD).collect();
    let rest = n - shown.len();
    let hidden = if show_all { 0 } else { shown.len().saturating_sub(FIRST) };
    shown.truncate(shown.len() - hidden);
    html! {
        <div class="review-result">
            <p class="review-summary" role="status">{ summary }</p>
            if !shown.is_empty() {
                <button class="review-order" aria-pressed={play_order.to_string()} onclick={order}>{ pala_words::lang::book().review_play_order() }</button>
            }
            <ol class="moments">{ for shown.iter().map(|m| moment(m, seat, names)) }</ol>
            if hidden > 0 {
                // "more", not "all N": the list holds the costly moments and the smaller
                // gaps too, so a count here would not match the summary's.
                <button class="review-all" onclick={all}>{ show_more(hidden) }</button>
            }
            <p class="review-how">{ how_points(mode) }</p>
            if rest > 0 && !shown.is_empty() {
                <p class="review-rest">{ review_rest(rest) }</p>
            }
        </div>
    }
}

/// One decision: when it was, the position as the seat saw it (the trick so far, the
/// bid board while bidding, and the hand with the move played and Master's marked), the
/// two moves with Master's reason, and the points at stake.
fn moment(m: &Judged, seat: Seat, names: &[String]) -> Html {
    let ((view, played), j) = (&m.position, &m.verdict);
    let (played, best) = (*played, j.best);
    let round = view.round();
    let (when, stake) = moment_head(j.moment(), j.cost());
    let entry = |cards: &mut dyn Iterator<Item = Card>| {
        html! { <span class="cards">{ for cards.map(|c| html! { <CardView key={c.id() as u32} card={c} small=true /> }) }</span> }
    };
    // The hand, with the cards of the move played outlined and Master's lit.
    let hand = html! {
        <span class="cards" style={format!("--count:{}", view.hand().len())}>
            { for view.hand().iter().map(|c| {
                // Moves name cards by their canonical copy (two Red 1s are one card to play).
                let same = |a: Action| a.cards().any(|p| p.canonical() == c.canonical());
                let (mine, master) = (same(played), same(best));
                let label = hand_card_label(c, mine, master);
                html! { <CardView key={c.id() as u32} card={c} small=true told={mine} lit={master} label={label} /> }
            }) }
        </span>
    };
    let costly = j.cost() >= COSTLY;
    html! {
        <li class={classes!("moment", costly.then_some("costly"))}>
            <p class="moment-head">
                <strong>{ when }</strong>{ stake }
                <span class="tag">{ if costly { pala_words::lang::book().tag_costly() } else { pala_words::lang::book().tag_minor() } }</span>
            </p>
            if let Some(trick) = round.trick() {
                <div class="mini-trick"><span class="mini-label">{ pala_words::lang::book().trick_so_far() }</span>
                    { for trick.entries().iter().map(|e| html! {
                        <span class="mini-entry"><span class="who">{ names[e.seat.index()].clone() }</span>{ entry(&mut e.cards()) }</span>
                    }) }
                </div>
            } else if round.phase() == Phase::Playing {
                <p class="mini-lead">{ leading(&names[seat.index()]) }</p>
            }
            if round.phase() == Phase::Bidding && round.mode() == Mode::Impressionism {
                <Board view={*view} names={names.to_vec()} on_place={Callback::noop()} />
            }
            <div class="mini-hand"><span class="mini-label">{ pala_words::lang::book().review_hand() }</span>{ hand }</div>
            <p class="played"><span class="mark mine" aria-hidden="true" /><strong>{ lead_in(&names[seat.index()]) }</strong>{ played_line(played) }</p>
            <p class="master"><span class="mark best" aria-hidden="true" /><strong>{ pala_words::lang::book().master_head() }</strong>{ j.line.clone() }</p>
            if let Some(scenario) = &m.scenario {
                <p class="to-studio"><a href={crate::kit::language::page_link("studio", &format!("studio={}", String::from(js_sys::encode_uri_component(scenario))))}
                    target="_blank" rel="noopener">{ pala_words::lang::book().open_in_studio() }</a></p>
            }
        </li>
    }
}

/// In a frame, tells the page how tall this page is whenever that changes (the
/// page's `frames.js` sizes the frame to it; `boot.js` defines the function).
pub(crate) fn report_height() {
    crate::browser::page::call_page("palaReportHeight", &wasm_bindgen::JsValue::UNDEFINED);
}

/// The palette the player chose at the table (stored with the settings).
pub(crate) fn palette() -> &'static str {
    let settings = storage::read(SETTINGS_KEY).and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok());
    match settings.and_then(|s| s.get("colorblind").and_then(|c| c.as_bool())) {
        Some(true) => "palette-safe",
        _ => "palette-paint",
    }
}

/// The review page for `spec` (`<round>.<seat>`, from the fragment), from the saved game.
pub fn start_page(spec: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(main) = super::page_main("pala-embed pala-review") else { return };
    report_height();
    let saved = storage::read(SAVE_KEY);
    // The round and the seat count from 0; numbers too large for either are refused in
    // words, never wrapped round.
    let parsed = spec.split_once('.').and_then(|(r, s)| Some((r.parse::<u64>().ok()?, s.parse::<u64>().ok()?)));
    let problem = match (saved.as_deref().map(SaveFile::load), parsed) {
        (_, None) => Some(review_link_words(ReviewLink::Unnamed { spec })),
        (None, _) => Some(review_link_words(ReviewLink::NoSave)),
        (Some(Err(e)), _) => Some(review_link_words(ReviewLink::Unreadable { why: &e.to_string() })),
        (Some(Ok((save, game))), Some((round, seat))) => {
            let players = game.rules().players() as u64;
            let rounds = u64::from(game.round_index()) + 1;
            if seat >= players {
                Some(review_link_words(ReviewLink::NoSeat { spec, seat, players }))
            } else if round >= rounds {
                Some(review_link_words(ReviewLink::NoRound { spec, round, rounds }))
            } else if round + 1 == rounds && !game.round().is_over() {
                Some(review_link_words(ReviewLink::Unfinished { round }))
            } else {
                let (seat, round) = (Seat::new(seat as u8), round as u32);
                let props = ReviewProps { game, seats: save.seats, seat, round, palette: palette() };
                yew::Renderer::<RoundReview>::with_root_and_props(main.clone(), props).render();
                None
            }
        }
    };
    if let Some(problem) = problem {
        main.set_inner_html("");
        if let Ok(p) = document.create_element("p") {
            p.set_class_name("review-problem");
            p.set_attribute("role", "alert").ok();
            p.set_text_content(Some(&problem));
            let _ = main.append_child(&p);
        }
    }
}
