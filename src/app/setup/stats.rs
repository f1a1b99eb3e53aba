//! The new-game screen's table of games played and won in this browser.

use yew::prelude::*;

use pala_rules::engine::Mode;
use pala_words::game_table_words;

/// Games played and won per game and table size (stored in this browser).
#[component]
pub(super) fn StatsView() -> Html {
    let text = crate::browser::storage::read(crate::browser::storage::STATS_KEY).unwrap_or_default();
    let stats = pala_rules::scenario::save::Stats::load(&text);
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

/// A statistics table's key ("pointillism-3") in words: "Pointillism, 3 players"; a key
/// that does not read as a game and a table size, as it is.
fn table_words(key: &str) -> String {
    let parsed = key.split_once('-').and_then(|(mode, players)| Some((Mode::parse(mode)?, players.parse().ok()?)));
    parsed.map_or_else(|| key.to_string(), |(mode, players)| game_table_words(mode, players))
}
