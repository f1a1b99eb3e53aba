//! The deal of the day at the table (issue 48): one deal a day for everyone, chosen by
//! the UTC date (`pala_rules::engine::Day`), played as one round against the day's AI
//! seats. The table's own wasm carries only this: today's card on the new-game screen,
//! the start of a day's deal (also from a `#play-day=<n>` link), and under the scores
//! the result written to this browser's book (`book`). Master's round in the player's
//! seat, the comparison, the share text and the calendar are a page of the widget's
//! wasm (`pages::daily`, `index.html?daily#daily=<n>`), shown under the scores in a frame.

use yew::prelude::*;

use crate::app::seeds::Seeds;
use crate::app::store::{Msg, Replacement, Store};
use crate::browser::storage::DAILY_KEY;
use pala_rules::engine::{DAILY_OPPONENTS, Day, Length, SeatKind};
use pala_words::{daily_date_words, daily_title};

/// Today, by this device's clock, as a UTC day (`None` before 2026).
pub fn today() -> Option<Day> {
    Day::from_unix_ms(js_sys::Date::now())
}

/// Starts `day`'s deal: one round, the player in seat 1, the day's AI seats, the
/// day's two seeds (the player's own new-game choices are left as they are), after
/// asking when a game is under way.
pub fn start(store: &Store, day: Day) {
    let settings = day.settings();
    let mut setup = store.setup.clone().with_players(settings.players);
    setup.mode = settings.mode;
    setup.seats =
        (0..settings.players).map(|i| if i == 0 { SeatKind::Human } else { SeatKind::Ai(DAILY_OPPONENTS) }).collect();
    setup.length = Length::Rounds(1);
    setup.first_dealer = None;
    setup.seed = None;
    let seeds = Seeds { deal: settings.seed, bots: day.bot_seed() };
    store.dispatch(Msg::Replace(Replacement::Start(setup, seeds), pala_words::daily_incoming(day)));
}

/// Opens a `#play-day=<n>` link (the deal of the day's page's Play buttons): day `n`'s
/// deal, if it has come; the link is then taken out of the address bar, so that a
/// reload resumes the game.
pub fn open_link(store: &Store) {
    let Some(window) = web_sys::window() else { return };
    let location = window.location();
    let fragment = location.hash().unwrap_or_default();
    let Some(n) = fragment.strip_prefix("#play-day=") else { return };
    let clean = format!("{}{}", location.pathname().unwrap_or_default(), location.search().unwrap_or_default());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&clean));
    }
    match n.parse().ok().and_then(Day::numbered).filter(|d| today().is_some_and(|t| *d <= t)) {
        Some(day) => start(store, day),
        None => store.dispatch(Msg::LinkError(pala_words::daily_link_words(n))),
    }
}

/// The book's days as stored, read without the book's types (the table's wasm does
/// not carry them): for each day played, whether on its own day.
fn days_played() -> serde_json::Value {
    let text = crate::browser::storage::read(DAILY_KEY).unwrap_or_default();
    serde_json::from_str::<serde_json::Value>(&text).map(|book| book["days"].clone()).unwrap_or_default()
}

/// Today's deal on the new-game screen: what it is, the streak, and the ways in; a
/// deal already played says that playing it again is practice.
pub fn card(store: &Store) -> Html {
    let Some(day) = today() else { return html! {} };
    let days = days_played();
    let played = |n: u32| days.get(n.to_string()).map(|d| d["on_day"].as_bool() == Some(true));
    let streak = pala_rules::scenario::daily_book::streak(day, |n| played(n) == Some(true));
    let done = played(day.number()).is_some();
    let play = {
        let store = store.clone();
        Callback::from(move |_| start(&store, day))
    };
    let w = pala_words::lang::book();
    html! {
        <section class="daily-card" aria-label={w.daily_label()}>
            <h2>{ daily_title(day) }</h2>
            <p>{ pala_words::lang::fill(w.daily_card(), &[("date", &daily_date_words(day))]) }</p>
            <p class="streak">{ pala_words::streak_words(streak) }</p>
            <div class="actions">
                <a class={classes!("button", done.then_some("primary"))} href={page(day)}>
                    { if done { w.daily_todays_result() } else { w.daily_results() } }</a>
                <button class={classes!((!done).then_some("primary"))} onclick={play}>
                    { if done { w.daily_again() } else { w.daily_play() } }</button>
                // The puzzles' page (the widget's wasm): today's puzzle first.
                <a class="button" href={crate::kit::language::page_link("puzzles", "puzzle=day")}>{ w.puzzle_of_the_day() }</a>
            </div>
        </section>
    }
}

/// The way to `day`'s page (its calendar and results), in the page's language.
fn page(day: Day) -> String {
    crate::kit::language::page_link("daily", &format!("daily={}", day.number()))
}

/// Under the scores of a deal of the day: the day's page in a frame, which writes the
/// round into the book and sets it beside Master's.
pub fn result_frame(day: Day) -> Html {
    html! {
        <iframe class="daily-frame" title={pala_words::lang::book().daily_frame_title()}
            src={page(day)} />
    }
}
