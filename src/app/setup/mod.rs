//! The new-game screen: the game, the number of players, who sits where, the first
//! dealer, the speed, and an optional deal number to replay or share a deal.
//!
//! The parts are plain functions returning `Html`, not components, so that the page's
//! tree is the one a single `html!` would build: `picks` draws the game, players and
//! seat choices, `options` the "More options", and `stats` the games played here.

mod options;
mod picks;
mod stats;

use yew::prelude::*;

use crate::app::seeds::Seeds;
use crate::app::store::{Msg, Replacement, Screen, Store, dispatch_after_paint};
use options::more_options;
use picks::{length_pick, mode_picks, players_pick, seat_picks};
use stats::stats_view;

/// The "Learn to play" link (the guided first game, `pages::first_game`: a new page
/// load, so the widget's wasm draws it), with `words` after it (the new-game and rules screens).
pub fn learn(words: &'static str) -> Html {
    html! { <p class="learn"><a class="button" href={crate::kit::language::page_link("learn", "lesson=first-game")}>{ pala_words::lang::book().learn_to_play() }</a>{ words }</p> }
}

/// The way to the studio, where teachers make examples and lessons (a page of its own
/// wasm), from the new-game screen and the rules.
pub fn studio_link() -> Html {
    html! { <p class="learn"><a href={crate::kit::language::page_link("studio", "studio")}>{ pala_words::lang::book().studio_link() }</a></p> }
}

/// The new-game screen: the setup form, its Start game and How to play buttons, the
/// game files and the games played here (a plain function, not a component: it holds
/// no state of its own).
pub fn setup_screen(store: &Store) -> Html {
    let store = store.clone();
    let setup = store.setup.clone();
    let start = {
        let (store, setup) = (store.clone(), setup.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seeds = Seeds::draw(setup.seed);
            let words = pala_words::new_game_words(setup.mode, setup.players.into());
            // The new table renders once the press has painted.
            dispatch_after_paint(&store, Msg::Replace(Replacement::Start(setup.clone(), seeds), words));
        })
    };
    let rules = {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Msg::Show(Screen::Rules)))
    };
    let words = pala_words::lang::book();
    html! {
        // One centred column on wide screens, as the first screen (index.html).
        <div class="new-game">
        <p class="tagline">{ words.tagline() }</p>
        { learn(words.learn_more()) }
        { studio_link() }
        // After the opening words, which stay where the first screen painted them.
        { crate::kit::language::language_picker(Callback::from(|l: pala_words::lang::Lang| crate::browser::language::choose(l.code()))) }
        { crate::app::daily::card(&store) }
        <form class="setup" onsubmit={start} aria-label={words.new_game_form()}>
            { mode_picks(&store, &setup) }
            { players_pick(&store, &setup) }
            { seat_picks(&store, &setup) }
            { length_pick(&store, &setup) }
            { more_options(&store, &setup) }
            <div class="actions">
                <button type="submit" class="primary start">{ words.start_game() }</button>
                <button type="button" onclick={rules}>{ words.how_to_play() }</button>
            </div>
            // Outside the actions bar, which stays in view on phones: one row there.
            <crate::app::files::GameFiles store={store.clone()} />
            { stats_view() }
        </form>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use pala_words::lang::{Lang, en};

    #[test]
    fn the_first_screen_opens_with_the_new_game_screen_words() {
        let page = include_str!("../../../index.html");
        let (tagline, loading) = (en::BOOK.tagline(), en::BOOK.loading());
        assert!(page.contains(&format!("<p class=\"tagline\">{tagline}</p>")), "index.html's tagline differs");
        assert!(page.contains(&format!(">{loading}</p>")), "index.html's loading words differ");
    }

    /// `boot.js` puts the first screen in the page's language before the wasm arrives,
    /// and says why the app could not start or does not run in another page's frame:
    /// with the phrasebooks' own words.
    #[test]
    fn the_first_screen_speaks_each_language_in_the_phrasebooks_words() {
        let boot = include_str!("../../../static/boot.js");
        for lang in [Lang::En, Lang::De, Lang::Ja] {
            let book = pala_words::lang::book_of(lang).expect("compiled in natively");
            // The first screen's words, then why the app could not start, and the frame's
            // refusal: in the order boot.js reads them.
            let said = [
                book.tagline(),
                book.loading(),
                book.start_failed(),
                book.start_not_loaded(),
                book.start_stopped(),
                book.start_too_slow(),
                book.start_retry(),
                book.framed_refused(),
                book.open_own_tab(),
            ];
            let words = serde_json::to_string(&said).unwrap().replace("\",\"", "\", \"");
            assert!(
                boot.contains(&format!("{}: {words},", lang.code())),
                "boot.js's first screen in {} is not the phrasebook's: {words}",
                lang.code()
            );
        }
    }
}
