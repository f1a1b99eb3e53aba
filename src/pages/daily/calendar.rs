//! The calendar of deals of the day: a month at a time, a week to a row from Monday,
//! each day a button that shows it (a day to come is not yet dealt). A day played on
//! its day, played later, or not played carries a mark and says so in its name, so
//! colour is never the only cue.

use yew::prelude::*;

use pala_rules::engine::Day;
use pala_rules::scenario::daily_book::Book;
use pala_words::{against_master_words, calendar_day_words, month_words};

#[derive(Clone, PartialEq, Properties)]
pub struct CalendarProps {
    pub today: Day,
    pub chosen: Day,
    pub book: Book,
    pub on_pick: Callback<Day>,
}

/// The first day of the month `months_back` months before `today`'s, and that month's
/// days (from 2026-01-01, day 1).
fn month(today: Day, months_back: u32) -> Option<(i32, u32, Vec<Day>)> {
    let (y, m, _) = today.date();
    let index = (y * 12 + m as i32 - 1) - months_back as i32;
    let (year, mon) = (index.div_euclid(12), index.rem_euclid(12) as u32 + 1);
    let days: Vec<Day> = (1..=31).filter_map(|d| Day::from_date(year, mon, d)).collect();
    (!days.is_empty()).then_some((year, mon, days))
}

#[component]
pub fn Calendar(props: &CalendarProps) -> Html {
    let back = use_state(|| 0u32);
    let Some((year, mon, days)) = month(props.today, *back) else { return html! {} };
    let earlier = month(props.today, *back + 1).is_some();
    let step = |by: i32| {
        let back = back.clone();
        Callback::from(move |_| back.set((*back as i32 + by).max(0) as u32))
    };
    // Blank cells before the month's first day, Monday first.
    let blanks = days.first().map_or(0, |d| d.weekday());
    let mode = |d: Day| d.table().0;
    html! {
        <section class="calendar" aria-label={pala_words::lang::book().daily_calendar_label()}>
            <div class="month-bar">
                <button onclick={step(1)} disabled={!earlier} aria-label={pala_words::lang::book().daily_earlier_month()}>{ "‹" }</button>
                <h3>{ month_words(year, mon) }</h3>
                <button onclick={step(-1)} disabled={*back == 0} aria-label={pala_words::lang::book().daily_later_month()}>{ "›" }</button>
            </div>
            <div class="month" role="group" aria-label={month_words(year, mon)}>
                { for pala_words::lang::book().weekdays_short().split(';').map(|w| html! { <span class="weekday" aria-hidden="true">{ w }</span> }) }
                { for (0..blanks).map(|_| html! { <span class="blank" /> }) }
                { for days.iter().map(|&d| {
                    let result = props.book.day(d);
                    let against = result.and_then(|r| Some(against_master_words(mode(d), r.you.score, r.master.as_ref()?.score)));
                    let label = calendar_day_words(d, result.map(|r| (r.on_day, against)));
                    let (class, mark) = match result {
                        Some(r) if r.on_day => ("on-day", "●"),
                        Some(_) => ("later", "○"),
                        None => ("", ""),
                    };
                    let pick = props.on_pick.reform(move |_| d);
                    html! {
                        <button class={classes!("day", class, (d == props.today).then_some("today"), (d == props.chosen).then_some("chosen"))}
                            aria-label={label} aria-pressed={(d == props.chosen).to_string()}
                            disabled={d > props.today} onclick={pick}>
                            <span>{ d.date().2 }</span><span class="mark" aria-hidden="true">{ mark }</span>
                        </button>
                    }
                }) }
            </div>
            <p class="legend">
                <span class="day on-day" aria-hidden="true">{ "●" }</span>{ " " }{ pala_words::lang::book().daily_on_its_day() }{ " " }
                <span class="day later" aria-hidden="true">{ "○" }</span>{ " " }{ pala_words::lang::book().daily_later() }{ " " }
                <span class="day" aria-hidden="true" />{ " " }{ pala_words::lang::book().daily_legend_unplayed() }
            </p>
        </section>
    }
}
