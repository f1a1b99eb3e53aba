//! The puzzles' page (`index.html?puzzles#puzzle`, drawn by the widget's wasm; issue
//! 48): a position from Master's self-play on the real table as the seat to move sees
//! it, the player's move judged at once with the proof's figures, "Show me", the next
//! puzzle by the player's rating (or of a chosen theme), and the Glicko-2 ratings kept
//! in this browser. `#puzzle=<n>` opens puzzle n, `#puzzle=day` the puzzle of the day.
//! The set (`puzzles.json`, made by the lab and proved again by `make test`) is fetched
//! only here. In another site's frame (a teacher's page) the puzzles play the same but
//! no rating is kept.

mod book;
mod table;

use std::rc::Rc;

use yew::prelude::*;

use crate::browser::fetch;
use pala_rules::engine::{Action, Day, Game};
use pala_rules::scenario::puzzle::{PuzzleSet, Theme};
use pala_rules::scenario::puzzle_book::{PuzzleBook, Try};
use pala_words::{
    all_tried_words, difficulty_words, given_up_words, no_such_puzzle, proof_words, puzzle_score_words, puzzle_task,
    puzzle_title, puzzles_not_loaded, rating_now_words, rating_words, shown_words, theme_name, verdict_words,
};
use table::PuzzleTable;

/// Draws the page for `spec`: a puzzle's number, `day`, or nothing (the next by rating).
pub fn start_page(spec: &str) {
    let window = web_sys::window();
    let framed = window.as_ref().is_some_and(|w| w.top().ok().flatten().is_some_and(|top| top != *w));
    // Only Pala's own page keeps a rating: a frame of another site's page may not write
    // into this site's storage behind the player's back.
    let own = !framed
        || window.and_then(|w| w.parent().ok().flatten()).is_some_and(|p| {
            p.location()
                .origin()
                .is_ok_and(|o| web_sys::window().and_then(|w| w.location().origin().ok()).is_some_and(|mine| mine == o))
        });
    let Some(main) = super::page_main(if framed { "pala-embed pala-puzzles" } else { "pala-puzzles" }) else { return };
    if framed {
        super::review::report_height();
    }
    // The puzzles' own styles, which no other page needs.
    if let Some(document) = web_sys::window().and_then(|w| w.document())
        && let (Ok(style), Some(body)) = (document.create_element("style"), document.body())
    {
        style.set_text_content(Some(STYLE));
        let _ = body.append_child(&style);
    }
    // Another puzzle's link followed on this page (`#puzzle=12`): that puzzle.
    if let Some(window) = web_sys::window() {
        gloo::events::EventListener::new(&window, "hashchange", |_| {
            let _ = web_sys::window().map(|w| w.location().reload());
        })
        .forget();
    }
    let props = PageProps { spec: spec.to_string(), keep: own, set_url: "./puzzles.json".into(), own_page: true };
    yew::Renderer::<PuzzlesPage>::with_root_and_props(main, props).render();
}

/// The puzzles' own styles, for a shadow root on a host page (the app's page links
/// them with the rest of `screens.css`).
pub const STYLE: &str = include_str!("../../../styles/puzzles.css");

#[derive(Clone, PartialEq, Properties)]
pub struct PageProps {
    /// The fragment after `#puzzle=`.
    pub spec: String,
    /// Whether the rating is kept in this browser's storage.
    pub keep: bool,
    /// Where the set is fetched from.
    pub set_url: String,
    /// The page is the puzzles' own (not a spot on a host page): its address follows
    /// the puzzle on show, so a bookmark or a shared link opens that puzzle.
    pub own_page: bool,
}

/// The set, shared: the same set is equal to itself (it is read once).
#[derive(Clone)]
struct Shared(Rc<PuzzleSet>);

impl PartialEq for Shared {
    fn eq(&self, other: &Shared) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The set, as it loads.
#[derive(Clone, PartialEq)]
enum Load {
    Loading,
    Ready(Shared),
    Failed(String),
}

/// The page: the set fetched, then the puzzle.
#[component]
pub fn PuzzlesPage(props: &PageProps) -> Html {
    let set = use_state(|| Load::Loading);
    {
        let set = set.clone();
        use_effect_with(props.set_url.clone(), move |url| {
            let url = url.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let loaded = match fetch::text(&url).await {
                    Ok(text) => PuzzleSet::load(&text).map(|s| Shared(Rc::new(s))),
                    Err(why) => Err(why),
                };
                set.set(match loaded {
                    Ok(s) => Load::Ready(s),
                    Err(why) => Load::Failed(puzzles_not_loaded(&why)),
                });
            });
        });
    }
    match &*set {
        Load::Loading => {
            html! { <div class="puzzles"><p role="status">{ pala_words::lang::book().puzzles_loading() }</p></div> }
        }
        Load::Failed(words) => html! { <div class="puzzles"><p role="alert">{ words.clone() }</p></div> },
        Load::Ready(set) => {
            html! { <PuzzleView set={set.clone()} spec={props.spec.clone()} keep={props.keep} own_page={props.own_page} /> }
        }
    }
}

#[derive(Clone, PartialEq, Properties)]
struct ViewProps {
    own_page: bool,
    set: Shared,
    spec: String,
    keep: bool,
}

/// The player's move and what it earned.
#[derive(Clone, PartialEq)]
struct Answer {
    chosen: Action,
    right: bool,
    verdict: String,
    tried: Option<Try>,
}

/// The first puzzle to show: the link's number, the day's, or the next by rating.
fn first(set: &PuzzleSet, book: &PuzzleBook, spec: &str) -> Result<u32, String> {
    match spec {
        "" => Ok(book.next(set, None, None).or(set.puzzles.first()).map_or(1, |p| p.number)),
        "day" => {
            let day = Day::from_unix_ms(js_sys::Date::now()).map_or(0, |d| d.number());
            Ok(set.of_day(day).map_or(1, |p| p.number))
        }
        number => number
            .parse()
            .ok()
            .filter(|n| set.numbered(*n).is_some())
            .ok_or_else(|| no_such_puzzle(number, set.puzzles.len())),
    }
}

#[component]
fn PuzzleView(props: &ViewProps) -> Html {
    let set = props.set.0.clone();
    let loaded = use_memo((), |_| book::load());
    let book = use_state(|| loaded.0.clone());
    let notice = use_state(|| loaded.1.clone());
    let start = use_memo(props.spec.clone(), |spec| first(&set, &loaded.0, spec));
    let current = use_state(|| start.as_ref().as_ref().map_or(1, |n| *n));
    let theme = use_state(|| None::<Theme>);
    {
        // The address names the puzzle on show (replaced, not pushed: no hashchange).
        let own_page = props.own_page;
        use_effect_with(*current, move |n| {
            if own_page && let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("#puzzle={n}")));
            }
        });
    }
    let answer = use_state(|| None::<Answer>);
    let shown = use_state(|| false);
    let Some(puzzle) = set.numbered(*current) else { return html! {} };
    let Ok(game) = puzzle.game() else {
        return html! { <div class="puzzles"><p role="alert">{ pala_words::lang::fill(pala_words::lang::book().puzzle_unplayable(), &[("n", &puzzle.number)]) }</p></div> };
    };
    let mode = game.round().mode();
    // A try judged: the first at this puzzle recorded (and stored, on a page that keeps
    // the rating), and the verdict shown.
    let judged = {
        let (book, answer, notice, puzzle, keep) =
            (book.clone(), answer.clone(), notice.clone(), puzzle.clone(), props.keep);
        Callback::from(move |(chosen, right, verdict): (Action, bool, String)| {
            let mut next = (*book).clone();
            let tried = next.record(&puzzle, right);
            if tried.is_some()
                && keep
                && let Err(words) = book::store(&next)
            {
                notice.set(Some(words));
            }
            book.set(next);
            answer.set(Some(Answer { chosen, right, verdict, tried }));
        })
    };
    let on_act = {
        let (judged, puzzle) = (judged.clone(), puzzle.clone());
        Callback::from(move |chosen: Action| {
            if let Some((right, verdict)) = verdict_words(mode, &puzzle, chosen) {
                judged.emit((chosen, right, verdict));
            }
        })
    };
    let go = |to: Option<u32>| {
        let (current, answer, shown) = (current.clone(), answer.clone(), shown.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(n) = to {
                current.set(n);
            }
            answer.set(None);
            shown.set(false);
        })
    };
    let next_number = book.next(&set, *theme, Some(puzzle.number)).map(|p| p.number);
    let show = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(true))
    };
    // Before a move: the answer shown, a first try missed.
    let give_up = {
        let (judged, shown, puzzle, book) = (judged, shown.clone(), puzzle.clone(), book.clone());
        Callback::from(move |_: MouseEvent| {
            if let Ok(chosen) = puzzle.answer.parse::<Action>() {
                let counted = !book.tries.contains_key(&puzzle.number);
                shown.set(true);
                judged.emit((chosen, false, given_up_words(&puzzle, counted)));
            }
        })
    };
    let pick_theme = {
        let (theme, current, answer, shown, book, set) =
            (theme.clone(), current.clone(), answer.clone(), shown.clone(), book.clone(), set.clone());
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            let chosen = Theme::ALL.into_iter().find(|t| t.slug() == value);
            theme.set(chosen);
            if let Some(p) = book.next(&set, chosen, None) {
                current.set(p.number);
                answer.set(None);
                shown.set(false);
            }
        })
    };
    // The position on show: the puzzle's, or after the player's move, or the answer's.
    let on_table =
        after(&game, answer.as_ref().and_then(|a| if *shown { puzzle.answer.parse().ok() } else { Some(a.chosen) }));
    let (solved, tried) = book.score();
    let rating = book.player.shown();
    html! {
        <div class={classes!("puzzles", super::review::palette())}>
            <header class="puzzle-head">
                <h1>{ puzzle_title(puzzle) }</h1>
                <p class="puzzle-meta">{ difficulty_words(puzzle, book.rating_of(puzzle).shown()) }</p>
                <label class="puzzle-theme">{ pala_words::lang::book().puzzle_theme() }{ " " }
                    <select onchange={pick_theme} aria-label={pala_words::lang::book().puzzle_theme_label()}>
                        <option value="" selected={theme.is_none()}>{ pala_words::lang::book().puzzle_every_theme() }</option>
                        { for set.themes().into_iter().map(|t| html! {
                            <option value={t.slug()} selected={*theme == Some(t)}>{ theme_name(t) }</option>
                        }) }
                    </select>
                </label>
            </header>
            if let Err(words) = &*start {
                <p class="notice" role="alert">{ words.clone() }</p>
            }
            if let Some(words) = &*notice {
                <p class="notice" role="alert">{ words.clone() }</p>
            }
            <section class={classes!("puzzle-verdict", answer.as_ref().map(|a| if a.right { "right" } else { "wrong" }))} aria-live="polite">
                if let Some(a) = &*answer {
                    <p class="verdict" role="status"><strong>{ a.verdict.clone() }</strong></p>
                    if *shown && a.chosen.to_string() != puzzle.answer { <p>{ shown_words(puzzle) }</p> }
                    <details class="proof">
                        <summary>{ pala_words::lang::book().puzzle_how_checked() }</summary>
                        <p>{ proof_words(mode, puzzle) }</p>
                    </details>
                    <p class="rating">{ pala_words::lang::sentences(rating_words(rating, a.tried, props.keep), &puzzle_score_words(solved, tried)) }</p>
                    <div class="puzzle-buttons">
                        if !a.right && !*shown {
                            <button class="button" onclick={show}>{ pala_words::lang::book().show_me() }</button>
                            <button class="button" onclick={go(None)}>{ pala_words::lang::book().daily_try_again() }</button>
                        }
                        if let Some(n) = next_number {
                            <button class="button primary" onclick={go(Some(n))}>{ pala_words::lang::book().puzzle_next() }</button>
                        }
                    </div>
                    if next_number.is_none() { <p>{ all_tried_words(theme.is_some()) }</p> }
                } else {
                    <div class="puzzle-task">
                        <p class="task">{ puzzle_task() }</p>
                        <button class="button" onclick={give_up}>{ pala_words::lang::book().show_me() }</button>
                        if let Some(n) = next_number {
                            // Another puzzle without a try: the rating does not move.
                            <button class="button" onclick={go(Some(n))}>{ pala_words::lang::book().puzzle_skip() }</button>
                        }
                    </div>
                    <p class="rating">{ pala_words::lang::sentences(rating_now_words(rating, book.provisional()), &puzzle_score_words(solved, tried)) }</p>
                }
            </section>
            <PuzzleTable game={on_table} seat={puzzle.seat()} active={answer.is_none()} on_act={on_act} />
        </div>
    }
}

/// The game after `action`, if there is one and it is legal there.
fn after(game: &Game, action: Option<Action>) -> Game {
    let mut next = game.clone();
    if let Some(a) = action
        && next.act(a).is_err()
    {
        return game.clone();
    }
    next
}
