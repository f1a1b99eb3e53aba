//! The new-game screen's table of games played and won in this browser.

use yew::prelude::*;

use pala_rules::engine::Mode;
use pala_words::game_table_words;

/// Games played and won per game and table size (stored in this browser; a plain
/// function, not a component: it holds no state).
pub(super) fn stats_view() -> Html {
    use crate::browser::storage::{BAD_STATS_KEY, STATS_KEY, read};
    let text = read(STATS_KEY).unwrap_or_default();
    let kept = read(BAD_STATS_KEY).is_some().then(|| pala_words::stats_kept(BAD_STATS_KEY));
    let stats = match pala_rules::scenario::save::Stats::load(&text) {
        Ok(stats) => stats,
        Err(why) => return html! { <p class="notice" role="status">{ pala_words::stats_unreadable(&why) }</p> },
    };
    if stats.tables.is_empty() {
        return html! { if let Some(kept) = kept { <p class="notice" role="status">{ kept }</p> } };
    }
    let words = pala_words::lang::book();
    html! {
        <>
        if let Some(kept) = kept { <p class="notice" role="status">{ kept }</p> }
        <table class="stats">
            <caption>{ words.your_games() }</caption>
            <thead><tr><th scope="col">{ words.game() }</th><th scope="col">{ words.played() }</th><th scope="col">{ words.won() }</th></tr></thead>
            <tbody>
                { for stats.tables.iter().map(|(table, t)| html! {
                    <tr><th scope="row">{ table_words(table) }</th><td>{ t.games }</td><td>{ t.wins }</td></tr>
                }) }
            </tbody>
        </table>
        </>
    }
}

/// A statistics table's key ("pointillism-3") in words: "Pointillism, 3 players"; a key
/// that does not read as a game and a table size, as it is.
fn table_words(key: &str) -> String {
    let parsed = key.split_once('-').and_then(|(mode, players)| Some((Mode::parse(mode)?, players.parse().ok()?)));
    parsed.map_or_else(|| key.to_string(), |(mode, players)| game_table_words(mode, players))
}
