//! The studio (`index.html#studio`; `#studio=<scenario>` opens a position, such as a
//! moment of a finished game): a teacher deals a position, plays the moves on the
//! widget's own table, writes what each step says, marks it as asked of the learner or
//! played on Next, adds a hint, and sees the result live as it will be embedded. It
//! exports the existing formats only (a scenario, or a lesson), as JSON, a link and the
//! two embed snippets, each checked by the widget's own loader.
//!
//! Drafts are kept in `localStorage` (`pala.studio`) on every change, so nothing is lost
//! on reload; drafts that cannot be read back are reported and kept as they were
//! (`pala.studio.unreadable`). The studio is a wasm of its own (`src/bin/studio.rs`,
//! with the widget's code it draws with): neither the game's nor the widget's carries it.

mod bidding;
mod draft;
mod parts;
mod placing;

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::browser::storage::{self, Trouble};
use draft::{Deal, Draft, Drafts};
use pala_rules::engine::{Hand, MAX_PLAYERS, Rules, deal_hands};
use pala_rules::scenario::save::SaveFile;
use pala_words::{
    NotStored, studio_deal_in_play, studio_drafts_cut, studio_drafts_held, studio_drafts_kept, studio_drafts_too_large,
    studio_drafts_unreadable, studio_not_stored,
};

/// Where the drafts are kept.
pub const DRAFTS_KEY: &str = "pala.studio";
/// Where drafts that could not be read back are kept, as they were.
pub const BAD_DRAFTS_KEY: &str = "pala.studio.unreadable";

/// The drafts, changed only through [`Edit`]s.
#[derive(Clone, PartialEq)]
pub(crate) struct Book(pub Drafts);

/// A change to the drafts.
pub(crate) struct Edit(pub Rc<dyn Fn(&mut Drafts)>);

impl Reducible for Book {
    type Action = Edit;
    fn reduce(self: Rc<Self>, edit: Edit) -> Rc<Self> {
        let mut drafts = self.0.clone();
        (edit.0)(&mut drafts);
        Rc::new(Book(drafts))
    }
}

/// The studio's way to change its drafts.
pub(crate) type Editor = UseReducerDispatcher<Book>;

/// Makes an edit callback: `f` applied to the drafts.
pub(crate) fn edit<E: 'static>(editor: &Editor, f: impl Fn(&mut Drafts, E) + 'static) -> Callback<E> {
    let editor = editor.clone();
    let f = Rc::new(f);
    Callback::from(move |e: E| {
        let f = f.clone();
        let e = Rc::new(std::cell::RefCell::new(Some(e)));
        editor.dispatch(Edit(Rc::new(move |d: &mut Drafts| {
            if let Some(e) = e.borrow_mut().take() {
                f(d, e)
            }
        })))
    })
}

/// The value of the form control an event came from.
pub(crate) fn value_of(e: &Event) -> String {
    let Some(target) = e.target() else { return String::new() };
    if let Some(i) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        return i.value();
    }
    if let Some(t) = target.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        return t.value();
    }
    target.dyn_ref::<web_sys::HtmlSelectElement>().map(|s| s.value()).unwrap_or_default()
}

/// The most the stored drafts may weigh: more is not opened (it would take the page
/// many seconds), but kept aside.
const MAX_DRAFTS_BYTES: usize = 512 * 1024;

/// The `n`th key for drafts set aside (from 1): `pala.studio.unreadable`, then `.2`, ...
fn aside_key(n: usize) -> String {
    if n <= 1 { BAD_DRAFTS_KEY.to_string() } else { format!("{BAD_DRAFTS_KEY}.{n}") }
}

/// Copies `text` under the first free key for drafts set aside (never over one kept
/// before); the key, or `None` where nothing could be kept.
fn set_aside(text: &str) -> Option<String> {
    let key = (1..=9).map(aside_key).find(|k| storage::read(k).is_none())?;
    storage::write(&key, text).ok().map(|()| key)
}

/// The drafts kept in this browser, and what to tell the teacher about them. Drafts that
/// cannot be read back, or are past the studio's limits, are copied under the first
/// free key of [`BAD_DRAFTS_KEY`], `.2`, ... (a draft past the limits opens cut to
/// them); if even that fails, they stay where they are and nothing is stored over them
/// (`hold`).
fn read_drafts() -> (Drafts, Option<String>, bool) {
    let cut_words = |key: &str| studio_drafts_cut(key, draft::MAX_STEPS, draft::MAX_TITLE, draft::MAX_WORDS);
    let Some(text) = storage::read(DRAFTS_KEY) else { return (Drafts::default(), None, false) };
    let parsed = if text.len() > MAX_DRAFTS_BYTES {
        Err(studio_drafts_too_large(text.len().div_ceil(1024), MAX_DRAFTS_BYTES / 1024))
    } else {
        match serde_json::from_str::<Drafts>(&text) {
            Ok(drafts) if !drafts.drafts.is_empty() => Ok(drafts),
            _ => Err(String::new()),
        }
    };
    match parsed {
        Ok(mut drafts) => {
            let cut = drafts.drafts.iter_mut().fold(false, |cut, d| d.fit() | cut);
            if !cut {
                return (drafts, None, false);
            }
            match set_aside(&text) {
                Some(key) => (drafts, Some(cut_words(&key)), false),
                // Not kept elsewhere: the drafts stay stored as they are, cut only here.
                None => (drafts, Some(pala_words::lang::sentences(cut_words(DRAFTS_KEY), studio_drafts_held())), true),
            }
        }
        Err(why) => {
            let kept = set_aside(&text);
            let key = kept.clone().unwrap_or_else(|| DRAFTS_KEY.to_string());
            let said = if why.is_empty() {
                studio_drafts_unreadable(&key)
            } else {
                pala_words::lang::sentences(why, &studio_drafts_kept(&key))
            };
            let said = if kept.is_none() { pala_words::lang::sentences(said, studio_drafts_held()) } else { said };
            (Drafts::default(), Some(said), kept.is_none())
        }
    }
}

/// The hands as dealt of the round in play in this browser's saved game, if a round is
/// in play: the studio will not deal them face up (R13).
fn round_in_play() -> Option<[Hand; MAX_PLAYERS]> {
    let (_, game) = SaveFile::load(&storage::read(storage::SAVE_KEY)?).ok()?;
    let (start, _) = game.round_so_far().filter(|_| !game.round().is_over())?;
    Some(std::array::from_fn(|s| start.hands().get(s).copied().unwrap_or(Hand::EMPTY)))
}

/// Whether `draft` deals, by its deal number, the hands of the round in play.
fn deals_round_in_play(draft: &Draft, in_play: &Option<[Hand; MAX_PLAYERS]>) -> bool {
    let Deal { mode, players, number: seed, .. } = draft.deal();
    match (in_play, seed, Rules::new(mode, players)) {
        (Some(hands), Some(seed), Some(rules)) => deal_hands(rules, seed) == *hands,
        _ => false,
    }
}

#[derive(Clone, PartialEq, Properties)]
pub struct StudioProps {
    /// A position to open as a new draft (a scenario's JSON).
    pub opened: Option<String>,
}

/// The studio page.
#[component]
pub fn Studio(props: &StudioProps) -> Html {
    let start = use_memo((), |_| read_drafts());
    let in_play = use_memo((), |_| round_in_play());
    let (notice, hold) = (start.1.clone(), start.2);
    let book = {
        let opened = props.opened.clone();
        let first = start.0.clone();
        use_reducer(move || {
            let mut drafts = first;
            if let Some(draft) = opened.as_deref().and_then(Draft::from_scenario) {
                // Into an empty studio, the position is the one draft.
                if drafts == Drafts::default() {
                    drafts.drafts.clear();
                }
                drafts.add(draft);
            }
            Book(drafts)
        })
    };
    let stored = use_state(|| None::<NotStored>);
    {
        let stored = stored.clone();
        use_effect_with(book.0.clone(), move |drafts| {
            if !hold {
                let text = serde_json::to_string(drafts).unwrap_or_default();
                let result = storage::write(DRAFTS_KEY, &text).err().map(|t| match t {
                    Trouble::Blocked => NotStored::Blocked,
                    Trouble::Full => NotStored::Full,
                    Trouble::Refused => NotStored::Refused,
                });
                stored.set(result);
            }
        });
    }
    let target = use_state(|| draft::Place::Hand(0));
    let editor = book.dispatcher();
    let drafts = &book.0;
    // One replay of the draft per render: who made each step, and who moves next.
    let movers = drafts.current().movers();
    html! {
        <div class="studio palette-paint">
            // The way back to the game (the page's own folder, under any path).
            <p class="studio-back"><a href="./"><span aria-hidden="true">{ "\u{2190} " }</span>{ pala_words::lang::book().back_to_game() }</a></p>
            <h1>{ pala_words::lang::book().studio_heading() }</h1>
            <p class="studio-intro">{ pala_words::lang::book().studio_intro() }</p>
            if let Some(n) = notice { <p class="notice" role="alert">{ n }</p> }
            if let Some(why) = *stored { <p class="notice" role="alert">{ studio_not_stored(why) }</p> }
            { parts::drafts_bar(drafts, &editor) }
            { parts::deal_form(drafts.current(), &editor, &target) }
            if deals_round_in_play(drafts.current(), &in_play) {
                <p class="notice" role="status">{ studio_deal_in_play() }</p>
            } else {
                { bidding::bidding(drafts.current(), &editor) }
                { parts::table(drafts.current(), &movers, &editor) }
                { parts::steps(drafts.current(), &movers, &editor) }
                { parts::result(drafts.current()) }
            }
        </div>
    }
}

/// The studio as the page (`spec`: empty, or `=<percent-encoded scenario>`).
pub fn start_page(spec: &str) {
    let spec = spec.to_string();
    // The page's language, as the game's page chooses it, its phrasebook fetched when
    // it is not compiled in.
    super::speak_chosen(move || open_page(&spec));
}

/// The studio, once its language is spoken.
fn open_page(spec: &str) {
    let Some(main) = super::page_main("pala-embed pala-studio") else { return };
    let opened = spec
        .strip_prefix('=')
        .map(|encoded| js_sys::decode_uri_component(encoded).map(String::from).unwrap_or_else(|_| encoded.to_string()));
    yew::Renderer::<Studio>::with_root_and_props(main, StudioProps { opened }).render();
}

#[cfg(test)]
mod tests {
    use super::*;
    use pala_rules::engine::{Game, GameSettings, Mode, Seat};

    /// The studio recognises every round of a game in play by its deal number's hands,
    /// in whichever round it is and in either game, and no other deal.
    #[test]
    fn the_round_in_play_is_recognised_by_its_hands() {
        let settings =
            GameSettings { mode: Mode::Impressionism, players: 4, seed: 77, first_dealer: Some(Seat::new(1)) };
        let mut game = Game::new(settings).unwrap();
        for round in 0..2u32 {
            let (start, _) = game.round_so_far().unwrap();
            let hands = Some(std::array::from_fn(|s| start.hands().get(s).copied().unwrap_or(Hand::EMPTY)));
            let number = pala_rules::engine::round_seed(77, round);
            assert!(deals_round_in_play(&Draft::dealt(Mode::Impressionism, 4, number, Seat::new(0)), &hands));
            assert!(!deals_round_in_play(&Draft::dealt(Mode::Impressionism, 4, number + 1, Seat::new(0)), &hands));
            // The same number in the other game deals the same hands: refused too.
            assert!(deals_round_in_play(&Draft::dealt(Mode::Pointillism, 4, number, Seat::new(2)), &hands));
            assert!(!deals_round_in_play(&Draft::dealt(Mode::Impressionism, 4, number, Seat::new(0)), &None));
            while !game.round().is_over() {
                let action = game.round().legal_actions()[0];
                game.act(action).unwrap();
            }
            game.next_round().unwrap();
        }
    }
}
