//! The new-game screen: the game, the number of players, who sits where, the first
//! dealer, the speed, and an optional deal number to replay or share a deal.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::engine::Level;
use crate::engine::SeatKind;
use crate::engine::{Mode, Seat};
use crate::web::app::store::{Msg, Replacement, Screen, Setup, Speed, Store};
use crate::words::level_title;

/// The words that open the new-game screen, and the page's first screen before the
/// WebAssembly arrives (`index.html`; a test keeps the two the same, so the app takes
/// over without a visible change).
/// The guided first game (`widget::lesson`): a new page load, so the widget's wasm
/// draws it.
pub const LEARN: &str = "./?learn#lesson=first-game";

/// The "Learn to play" link, with `words` after it (the new-game and rules screens).
pub fn learn(words: &'static str) -> Html {
    html! { <p class="learn"><a class="button" href={LEARN}>{ "Learn to play" }</a>{ words }</p> }
}

pub const TAGLINE: &str = "The trick-taking game of mixing and smearing paint, for 3 to 5 players. Play Pointillism or Impressionism against AI painters, or pass one device round the table.";

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// A fresh deal number.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_ok() {
        return u64::from_le_bytes(bytes) % 1_000_000_000;
    }
    (js_sys::Math::random() * 1e9) as u64
}

#[derive(Clone, PartialEq, Properties)]
pub struct SetupProps {
    pub store: Store,
}

#[component]
pub fn SetupScreen(props: &SetupProps) -> Html {
    let store = props.store.clone();
    let setup = store.setup.clone();
    let change = |f: fn(Setup, String) -> Setup| {
        let (store, setup) = (store.clone(), setup.clone());
        Callback::from(move |e: Event| store.dispatch(Msg::ChangeSetup(f(setup.clone(), select_value(&e)))))
    };
    let seed_input = {
        let (store, setup) = (store.clone(), setup.clone());
        Callback::from(move |e: InputEvent| {
            let text = e.target_unchecked_into::<HtmlInputElement>().value();
            let mut s = setup.clone();
            s.seed = text.trim().parse().ok();
            store.dispatch(Msg::ChangeSetup(s));
        })
    };
    let toggle = |f: fn(&mut Setup)| {
        let (store, setup) = (store.clone(), setup.clone());
        Callback::from(move |_| {
            let mut s = setup.clone();
            f(&mut s);
            store.dispatch(Msg::ChangeSetup(s));
        })
    };
    let start = {
        let (store, setup) = (store.clone(), setup.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seed = setup.seed.unwrap_or_else(random_seed);
            let words = format!("a new game ({}, {} players)", setup.mode.title(), setup.players);
            store.dispatch(Msg::Replace(Replacement::Start(setup.clone(), seed), words));
        })
    };
    let rules = {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Msg::Show(Screen::Rules)))
    };
    // Options away from the defaults stay in view.
    let custom =
        setup.seed.is_some() || setup.first_dealer.is_some() || setup.speed != Speed::Normal || setup.colorblind;
    html! {
        // One centred column on wide screens, as the first screen (index.html).
        <div class="new-game">
        <p class="tagline">{ TAGLINE }</p>
        { learn(" New to Pala? Nine short lessons, played with the cards.") }
        <form class="setup" onsubmit={start} aria-label="New game">
            <fieldset class="modes">
                <legend>{ "Game" }</legend>
                { for Mode::ALL.into_iter().map(|m| {
                    let (st, su) = (store.clone(), setup.clone());
                    let pick = Callback::from(move |_| { let mut s = su.clone(); s.mode = m; st.dispatch(Msg::ChangeSetup(s)); });
                    html! {
                        <label class={classes!("mode", (setup.mode == m).then_some("chosen"))}>
                            <input type="radio" name="mode" checked={setup.mode == m} onchange={pick} />
                            { mode_picture(m) }
                            <strong>{ m.to_string() }</strong>
                            <span class="mode-words">{ match m {
                                Mode::Pointillism => "Bid the colours you will win tricks in (or null for none): points are good.",
                                Mode::Impressionism => "A bid board decides which colours cost points: take as few as you can.",
                            } }</span>
                        </label>
                    }
                }) }
            </fieldset>
            <fieldset class="players-pick">
                <legend>{ "Players" }</legend>
                <div class="segmented">
                    { for (3..=5u8).map(|p| {
                        let (st, su) = (store.clone(), setup.clone());
                        let pick = Callback::from(move |_| st.dispatch(Msg::ChangeSetup(su.clone().with_players(p))));
                        html! {
                            <label class={classes!((setup.players == p).then_some("chosen"))}>
                                <input type="radio" name="players" value={p.to_string()} checked={setup.players == p}
                                    onchange={pick} aria-label={format!("{p} players")} />
                                <span aria-hidden="true">{ p }</span>
                            </label>
                        }
                    }) }
                </div>
            </fieldset>
            <fieldset class="seat-picks">
                <legend>{ "Who plays" }</legend>
                // Each seat: who sits there, as a row of four choices (a radio group):
                // a person at this device, or an AI level with its stars.
                { for Seat::all(setup.seats.len()).zip(&setup.seats).map(|(seat, kind)| {
                    let choices = std::iter::once(SeatKind::Human).chain(Level::ALL.map(SeatKind::Ai));
                    html! {
                        <div class={classes!("seat-choice", matches!(kind, SeatKind::Human).then_some("human"))}
                            role="radiogroup" aria-label={seat.to_string()}>
                            <span class="seat-number" aria-hidden="true">{ seat.number() }</span>
                            <div class="segmented seat-kinds">
                                { for choices.map(|choice| {
                                    let (st, su) = (store.clone(), setup.clone());
                                    let pick = Callback::from(move |_| {
                                        let mut s = su.clone();
                                        s.seats[seat.index()] = choice;
                                        st.dispatch(Msg::ChangeSetup(s));
                                    });
                                    let (value, title, name, marks) = match choice {
                                        SeatKind::Human => ("human", "Human", "Human player".to_string(), ""),
                                        SeatKind::Ai(l) => (l.name(), level_title(l), format!("AI {}", level_title(l)), crate::web::kit::seats::stars(l)),
                                    };
                                    html! {
                                        <label class={classes!((*kind == choice).then_some("chosen"))}>
                                            <input type="radio" name={format!("seat-{}", seat.number())} value={value}
                                                checked={*kind == choice} onchange={pick} aria-label={name} />
                                            <span class="kind-name" aria-hidden="true">{ title }</span>
                                            if !marks.is_empty() { <span class="kind-marks" aria-hidden="true">{ marks }</span> }
                                        </label>
                                    }
                                }) }
                            </div>
                        </div>
                    }
                }) }
                <p class="seat-note">{ "With two or more human players, the game passes this device round the table and shows each hand only to its player." }</p>
            </fieldset>
            <details class="more" open={custom}>
                <summary>{ "More options" }</summary>
                <div class="more-grid">
                    <label>{ "First dealer " }
                        <select onchange={change(|mut s, v| { s.first_dealer = v.parse().ok().map(Seat::new); s })}>
                            <option value="random" selected={setup.first_dealer.is_none()}>{ "Random" }</option>
                            { for Seat::all(setup.players.into()).map(|d| html! { <option value={d.id().to_string()} selected={setup.first_dealer == Some(d)}>{ d.to_string() }</option> }) }
                        </select>
                    </label>
                    <label>{ "Animation speed " }
                        <select onchange={change(|mut s, v| { s.speed = Speed::ALL.into_iter().find(|x| x.name() == v).unwrap_or(Speed::Normal); s })}>
                            { for Speed::ALL.into_iter().map(|sp| html! { <option value={sp.name()} selected={setup.speed == sp}>{ sp.name() }</option> }) }
                        </select>
                    </label>
                    <label>{ "Deal number (optional) " }
                        <input type="text" inputmode="numeric" value={setup.seed.map(|s| s.to_string()).unwrap_or_default()}
                            oninput={seed_input} placeholder="random" />
                    </label>
                    <label class="check"><input type="checkbox" checked={setup.colorblind} onchange={toggle(|s| s.colorblind = !s.colorblind)} />{ " Colour-blind-safe palette" }</label>
                    <label class="check"><input type="checkbox" checked={setup.auto_forced} onchange={toggle(|s| s.auto_forced = !s.auto_forced)} />{ " Play forced moves for me" }</label>
                    <label class="check"><input type="checkbox" checked={setup.coach} onchange={toggle(|s| s.coach = !s.coach)} />{ " Coach: say when Master would have played much better" }</label>
                </div>
            </details>
            <div class="actions">
                <button type="submit" class="primary start">{ "Start game" }</button>
                <button type="button" onclick={rules}>{ "How to play" }</button>
            </div>
            // Outside the actions bar, which stays in view on phones: one row there.
            <crate::web::app::files::GameFiles store={store.clone()} />
            <StatsView />
        </form>
        </div>
    }
}

/// A small picture of each game: Pointillism's colour chips, Impressionism's bid board.
fn mode_picture(mode: Mode) -> Html {
    match mode {
        Mode::Pointillism => html! {
            <span class="mode-picture chips" aria-hidden="true">
                { for ["red", "yellow", "blue", "white"].into_iter().map(|c| html! { <i class={classes!("chip", c)}></i> }) }
            </span>
        },
        Mode::Impressionism => html! {
            <span class="mode-picture board" aria-hidden="true">
                { for [("cancel", "✕"), ("one", "+1"), ("one", "+1"), ("face", "+F")].into_iter().map(|(k, t)| html! {
                    <i class={classes!("space", k)}>{ t }</i>
                }) }
            </span>
        },
    }
}

/// Games played and won per game and table size (stored in this browser).
#[component]
fn StatsView() -> Html {
    let text = crate::web::kit::storage::read(crate::web::kit::storage::STATS_KEY).unwrap_or_default();
    let stats = crate::scenario::save::Stats::load(&text);
    if stats.tables.is_empty() {
        return html! {};
    }
    html! {
        <table class="stats">
            <caption>{ "Your games" }</caption>
            <thead><tr><th scope="col">{ "Game" }</th><th scope="col">{ "Played" }</th><th scope="col">{ "Won" }</th></tr></thead>
            <tbody>
                { for stats.tables.iter().map(|(table, t)| html! {
                    <tr><th scope="row">{ table_words(table) }</th><td>{ t.games }</td><td>{ t.wins }</td></tr>
                }) }
            </tbody>
        </table>
    }
}

/// A statistics table's key ("pointillism-3") in words: "Pointillism, 3 players".
fn table_words(key: &str) -> String {
    let (mode, players) = key.split_once('-').unwrap_or((key, ""));
    let mode = crate::engine::Mode::parse(mode).map_or(mode.to_string(), |m| m.title().to_string());
    format!("{mode}, {players} players")
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_first_screen_opens_with_the_new_game_screen_words() {
        let page = include_str!("../../../index.html");
        assert!(page.contains(&format!("<p class=\"tagline\">{}</p>", super::TAGLINE)), "index.html's tagline differs");
    }
}
