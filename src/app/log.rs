//! The game log beside the table: one round at a time (the current one unless another
//! is picked), newest line at the bottom and kept in view, each line in words with its
//! notation beside it.

use yew::prelude::*;

use crate::app::store::{Store, seat_name};
use pala_words::{game_log, log_round_label, log_round_option};

#[derive(Clone, PartialEq, Properties)]
pub struct LogProps {
    pub store: Store,
}

#[component]
pub fn GameLog(props: &LogProps) -> Html {
    let store = &props.store;
    let open = use_state(|| false);
    // The round picked to read; `None` follows the current round.
    let picked = use_state(|| None::<usize>);
    let list = use_node_ref();
    let game = store.game.clone();
    let seats = store.seats.clone();
    // (And the language spoken: a switch says the log again in the new one.)
    let progress = (
        store.games,
        game.as_ref().map_or(0, |g| g.actions().len()),
        game.as_ref().map_or(0, |g| g.round_index()),
        pala_words::lang::lang(),
    );
    // Rebuilt only while the log is open.
    let rounds = use_memo((progress, *open), move |(_, open)| match (&game, open) {
        (Some(game), true) => game_log(&game.public_history(), &|s| seat_name(&seats, s)),
        _ => Vec::new(),
    });
    let current = rounds.len().saturating_sub(1);
    let shown = picked.filter(|&r| r < rounds.len()).unwrap_or(current);
    {
        // The newest line stays in view.
        let (list, lines) = (list.clone(), rounds.get(shown).map_or(0, Vec::len));
        use_effect_with((lines, shown, *open), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            open.set(e.target_unchecked_into::<web_sys::HtmlDetailsElement>().open());
        })
    };
    let onpick = {
        let (picked, current) = (picked.clone(), current);
        Callback::from(move |e: Event| {
            let v: usize = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value().parse().unwrap_or(current);
            picked.set((v != current).then_some(v));
        })
    };
    html! {
        <details class="log" {ontoggle}>
            <summary>{ pala_words::lang::book().game_log() }</summary>
            if rounds.len() > 1 {
                <label class="log-round">{ pala_words::lang::book().round_column() }{ " " }
                    <select onchange={onpick}>
                        { for (0..rounds.len()).map(|r| html! {
                            <option value={r.to_string()} selected={r == shown}>
                                { log_round_option(r, r == current) }
                            </option>
                        }) }
                    </select>
                </label>
            }
            <ol class="log-lines" ref={list} tabindex="0" aria-label={log_round_label(shown)}>
                { for rounds.get(shown).into_iter().flatten().map(|line| html! {
                    <li><span class="said">{ line.words.clone() }</span>{ " " }<code>{ line.notation.clone() }</code></li>
                }) }
            </ol>
        </details>
    }
}
