//! The deal of the day's page (`index.html?daily#daily=<n>`, drawn by the widget's
//! wasm, so the table's wasm does not carry it; issue 48): day `n` (today when none is
//! named) with the player's result from this browser's book against Master's in the
//! same seat (played here, `master`, when the book does not hold it yet), the text to
//! share, where the two rounds parted, the streak and the calendar (`calendar`). Under
//! a finished deal of the day the table shows this page in a frame.

mod book;
mod calendar;
mod master;

use yew::prelude::*;

use crate::browser::clipboard;
use book::today;
use pala_rules::engine::Day;
use pala_rules::scenario::daily_book::Played;
use pala_words::{Moment, TrickMark, daily_date_words, daily_title};

/// Draws the page for `spec` (a day's number, or nothing for today).
pub fn start_page(spec: &str) {
    let framed = web_sys::window().is_some_and(|w| w.top().ok().flatten().is_some_and(|top| top != w));
    let Some(main) = super::page_main(if framed { "pala-embed pala-daily" } else { "pala-daily" }) else { return };
    if framed {
        super::review::report_height();
    }
    // The deal of the day the table last finished goes into the book first.
    let (mut kept, _) = book::load();
    let trouble = if book::record_ended(&mut kept) { book::store(&kept).err() } else { None };
    let day = spec.parse().ok().and_then(Day::numbered);
    yew::Renderer::<DailyPage>::with_root_and_props(main, DailyProps { day, framed, trouble }).render();
}

#[derive(Clone, PartialEq, Properties)]
pub struct DailyProps {
    /// The day named in the link, if any.
    pub day: Option<Day>,
    /// Under the scores, in a frame: the result alone.
    pub framed: bool,
    /// Why the finished round could not be written into the book.
    pub trouble: Option<String>,
}

/// A day's link to play it in the app (the whole window, out of any frame).
fn play_link(day: Day, words: &'static str, primary: bool) -> Html {
    html! {
        <a class={classes!("button", primary.then_some("primary"))} href={format!("./#play-day={}", day.number())} target="_top">{ words }</a>
    }
}

/// The page: the chosen day (the link's, or today), its result or the way to play it,
/// the streak and the calendar.
#[component]
pub fn DailyPage(props: &DailyProps) -> Html {
    let today = today();
    let chosen = use_state(|| props.day.filter(|d| today.is_some_and(|t| *d <= t)).or(today));
    let Some((today, day)) = today.zip(*chosen) else {
        return html! { <div class="daily"><p>{ pala_words::lang::book().daily_clock_early() }</p></div> };
    };
    let (book, unreadable) = book::load();
    let result = book.day(day).cloned();
    let pick = {
        let chosen = chosen.clone();
        Callback::from(move |d: Day| chosen.set(Some(d)))
    };
    let body = html! {
        <>
            if let Some(words) = unreadable { <p class="notice" role="status">{ words }</p> }
            if let Some(words) = props.trouble.clone() { <p class="notice" role="status">{ words }</p> }
            if !props.framed {
                <h2>{ daily_title(day) }</h2>
                <p>{ daily_date_words(day) }</p>
            }
            if let Some(result) = result {
                <DayResultView key={day.number()} {day} you={result.you.clone()} again={result.again} framed={props.framed} />
                if !props.framed { { play_link(day, pala_words::lang::book().daily_again(), false) } }
            } else if day < today {
                <p>{ pala_words::lang::book().daily_unplayed() }</p>
                { play_link(day, pala_words::lang::book().daily_play_this(), true) }
            } else {
                { play_link(day, pala_words::lang::book().daily_play(), true) }
            }
            // Why come back tomorrow: the streak, and when the next deal comes.
            <p class="streak-bar">
                <strong class="streak">{ pala_words::streak_words(book.streak(today)) }</strong>
                { " " }{ pala_words::next_deal_words(86_400_000.0 - js_sys::Date::now().rem_euclid(86_400_000.0)) }
            </p>
            if !props.framed {
                <calendar::Calendar {today} chosen={day} book={book.clone()} on_pick={pick} />
            }
        </>
    };
    if props.framed {
        return html! { <div class={classes!("daily", "framed", super::review::palette())}>{ body }</div> };
    }
    html! {
        <div class={classes!("app", super::review::palette())}>
            <header>
                <h1>{ "Pala" }</h1>
                <nav aria-label={pala_words::lang::book().main_nav()}><a class="button" href="./">{ pala_words::lang::book().back_to_game() }</a></nav>
            </header>
            <div class="daily">{ body }</div>
        </div>
    }
}

#[derive(Clone, PartialEq, Properties)]
struct ResultProps {
    day: Day,
    you: Played,
    again: u32,
    /// In the frame under the scores the moves side by side start folded.
    framed: bool,
}

/// A day's result: the player's round against Master's in the same seat (played here
/// when the book does not hold it yet), the text to share, and where the two parted.
#[component]
fn DayResultView(props: &ResultProps) -> Html {
    let (day, framed) = (props.day, props.framed);
    let (book, _) = book::load();
    let stored = book.day(day).and_then(|r| r.master.clone());
    let (played, progress) = master::use_master_round(day, stored.is_none());
    {
        let played = played.clone();
        use_effect_with(played, move |played| {
            if let Some(master) = played.clone() {
                let (mut book, _) = book::load();
                book.master(day, master);
                let _ = book::store(&book);
            }
        });
    }
    let (mode, _) = day.table();
    let again =
        (props.again > 0).then(|| pala_words::daily_again_words(props.you.score, stored.as_ref().map(|m| m.score)));
    let Some(master) = stored.or(played) else {
        return html! { <section class="daily-result" aria-label={pala_words::lang::book().daily_your_result()}>{ for again }{ progress }</section> };
    };
    let marks: Vec<TrickMark> =
        props.you.won.iter().map(|&w| if w { TrickMark::Won } else { TrickMark::Lost }).collect();
    let share = pala_words::daily_share_words(day, props.you.score, master.score, &marks);
    let moments = |p: &Played| -> Vec<(Moment, pala_rules::engine::Action)> {
        p.actions().into_iter().map(|(t, a)| (if t == 0 { Moment::Bidding } else { Moment::Trick(t) }, a)).collect()
    };
    let (yours, masters) = (moments(&props.you), moments(&master));
    html! {
        <section class="daily-result" aria-label={pala_words::lang::book().daily_your_result()}>
            { for again.map(|words| html! { <p class="again">{ words }</p> }) }
            <p class="against" data-you={props.you.score.to_string()} data-master={master.score.to_string()}>
                <strong>{ pala_words::daily_result_words(mode, props.you.score, master.score) }</strong>
            </p>
            <p class="duplicate">{ pala_words::duplicate_words() }</p>
            <ShareResult text={share} />
            <p class="parted">{ pala_words::parted_words(&yours, &masters) }</p>
            <details class="moves-side" open={!framed}>
            <summary>{ pala_words::lang::book().daily_side_by_side() }</summary>
            <table>
                <thead><tr><th scope="col">{ pala_words::lang::book().daily_when() }</th><th scope="col">{ pala_words::lang::book().you() }</th><th scope="col">{ pala_words::lang::book().master() }</th></tr></thead>
                <tbody>
                    { for (0..yours.len().max(masters.len())).map(|i| {
                        let (y, m) = (yours.get(i), masters.get(i));
                        let differ = y.map(|y| y.1) != m.map(|m| m.1);
                        // The first parting stands out; the rows after it follow from it.
                        let first = differ && (0..i).all(|j| yours.get(j).map(|y| y.1) == masters.get(j).map(|m| m.1));
                        let when = y.or(m).map(|x| pala_words::moment_title(x.0)).unwrap_or_default();
                        let name = |x: Option<&(Moment, pala_rules::engine::Action)>| {
                            x.map_or_else(|| pala_words::round_over_cell().to_string(), |x| pala_words::move_name(x.1))
                        };
                        html! {
                            <tr class={classes!(differ.then_some("differ"), first.then_some("first"))}>
                                <th scope="row">{ when }</th><td>{ name(y) }</td><td>{ name(m) }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
            </details>
        </section>
    }
}

#[derive(Clone, PartialEq, Properties)]
struct ShareProps {
    text: String,
}

/// The result to share, shown as it will be pasted, and copied with one press.
#[component]
fn ShareResult(props: &ShareProps) -> Html {
    let said = use_state(|| None::<&'static str>);
    let onclick = {
        let (said, text) = (said.clone(), props.text.clone());
        Callback::from(move |_| {
            let (said, text) = (said.clone(), text.clone());
            yew::platform::spawn_local(async move {
                let copied = clipboard::copy(&text).await;
                said.set(Some(if copied {
                    pala_words::lang::book().daily_copied()
                } else {
                    pala_words::lang::book().daily_not_copied()
                }));
            });
        })
    };
    html! {
        <div class="share-result">
            <pre aria-label={pala_words::lang::book().daily_share_label()}>{ props.text.clone() }</pre>
            <button {onclick}>{ pala_words::lang::book().daily_copy() }</button>
            <span role="status">{ said.unwrap_or_default() }</span>
        </div>
    }
}
