//! The new-game screen's table of games played and won in this browser.

use yew::prelude::*;

/// Games played and won per game and table size (stored in this browser).
#[component]
pub(super) fn StatsView() -> Html {
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
