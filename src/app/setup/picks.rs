//! The new-game screen's first choices: the game, the number of players, and who plays
//! at each seat.

use yew::prelude::*;

use crate::app::store::{Msg, Setup, Store};
use pala_rules::engine::Level;
use pala_rules::engine::SeatKind;
use pala_rules::engine::{Length, Mode, Rules, Seat};
use pala_words::{ai_level_name, length_choice_words, length_words, level_title, players_label};

/// The game to play: Pointillism or Impressionism, each with its picture and words.
pub(super) fn mode_picks(store: &Store, setup: &Setup) -> Html {
    html! {
        <fieldset class="modes">
            <legend>{ pala_words::lang::book().game() }</legend>
            { for Mode::ALL.into_iter().map(|m| {
                let (st, su) = (store.clone(), setup.clone());
                let pick = Callback::from(move |_| { let mut s = su.clone(); s.mode = m; st.dispatch(Msg::ChangeSetup(s)); });
                html! {
                    <label class={classes!("mode", (setup.mode == m).then_some("chosen"))}>
                        <input type="radio" name="mode" checked={setup.mode == m} onchange={pick} />
                        { mode_picture(m) }
                        <strong>{ pala_words::mode_name(m) }</strong>
                        <span class="mode-words">{ match m {
                            Mode::Pointillism => pala_words::lang::book().pointillism_line(),
                            Mode::Impressionism => pala_words::lang::book().impressionism_line(),
                        } }</span>
                    </label>
                }
            }) }
        </fieldset>
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
                { for [("cancel", "✕"), ("one", "+1"), ("one", "+1"), ("face", pala_words::lang::book().face_short())].into_iter().map(|(k, t)| html! {
                    <i class={classes!("space", k)}>{ t }</i>
                }) }
            </span>
        },
    }
}

/// The number of players: 3, 4 or 5.
pub(super) fn players_pick(store: &Store, setup: &Setup) -> Html {
    html! {
        <fieldset class="players-pick">
            <legend>{ pala_words::lang::book().players() }</legend>
            <div class="segmented">
                { for (3..=5u8).map(|p| {
                    let (st, su) = (store.clone(), setup.clone());
                    let pick = Callback::from(move |_| st.dispatch(Msg::ChangeSetup(su.clone().with_players(p))));
                    html! {
                        <label class={classes!((setup.players == p).then_some("chosen"))}>
                            <input type="radio" name="players" value={p.to_string()} checked={setup.players == p}
                                onchange={pick} aria-label={players_label(p)} />
                            <span aria-hidden="true">{ p }</span>
                        </label>
                    }
                }) }
            </div>
        </fieldset>
    }
}

/// The game's length: the rules' full game or a shorter one (four choices in a row,
/// each its name over what ends it).
pub(super) fn length_pick(store: &Store, setup: &Setup) -> Html {
    let Some(rules) = Rules::new(setup.mode, setup.players) else { return html! {} };
    html! {
        <fieldset class="length-pick">
            <legend>{ pala_words::lang::book().game_length() }</legend>
            <div class="segmented lengths">
                { for Length::choices(setup.players).into_iter().map(|length| {
                    let (st, su) = (store.clone(), setup.clone());
                    let pick = Callback::from(move |_| st.dispatch(Msg::ChangeSetup(Setup { length, ..su.clone() })));
                    let words = length_words(rules, length);
                    let (head, tail) = length_choice_words(rules, length);
                    html! {
                        <label class={classes!((setup.length == length).then_some("chosen"))}>
                            <input type="radio" name="length" value={length.to_string()} checked={setup.length == length}
                                onchange={pick} aria-label={words.clone()} />
                            <span class="length-head" aria-hidden="true">{ head }</span>
                            <span class="length-tail" aria-hidden="true">{ tail }</span>
                        </label>
                    }
                }) }
            </div>
        </fieldset>
    }
}

/// Who plays: one row of choices per seat, and a word on pass-and-play.
pub(super) fn seat_picks(store: &Store, setup: &Setup) -> Html {
    html! {
        <fieldset class="seat-picks">
            <legend>{ pala_words::lang::book().who_plays() }</legend>
            // Each seat: who sits there, as a row of four choices (a radio group):
            // a person at this device, or an AI level with its stars.
            { for Seat::all(setup.seats.len()).zip(&setup.seats).map(|(seat, kind)| seat_choice(store, setup, seat, kind)) }
            <p class="seat-note">{ pala_words::lang::book().pass_device_note() }</p>
        </fieldset>
    }
}

/// One seat's row: its number, then a person or each AI level, `kind` chosen.
fn seat_choice(store: &Store, setup: &Setup, seat: Seat, kind: &SeatKind) -> Html {
    let choices = std::iter::once(SeatKind::Human).chain(Level::ALL.map(SeatKind::Ai));
    html! {
        <div class={classes!("seat-choice", matches!(kind, SeatKind::Human).then_some("human"))}
            role="radiogroup" aria-label={pala_words::seat_label(seat)}>
            <span class="seat-number" aria-hidden="true">{ seat.number() }</span>
            <div class="segmented seat-kinds">
                { for choices.map(|choice| kind_choice(store, setup, seat, kind, choice)) }
            </div>
        </div>
    }
}

/// The words of a seat's choice: its input's value, the title shown, the accessible
/// name, and an AI level's stars.
struct KindWords {
    value: &'static str,
    title: &'static str,
    name: String,
    marks: &'static str,
}

/// The words of `choice`: a person, or an AI level.
fn kind_words(choice: SeatKind) -> KindWords {
    match choice {
        SeatKind::Human => KindWords {
            value: "human",
            title: pala_words::lang::book().human(),
            name: pala_words::lang::book().human_player().to_string(),
            marks: "",
        },
        SeatKind::Ai(l) => KindWords {
            value: l.name(),
            title: level_title(l),
            name: ai_level_name(l),
            marks: crate::kit::seats::stars(l),
        },
    }
}

/// One choice of a seat's row: `choice` for `seat`, chosen if it is `kind`.
fn kind_choice(store: &Store, setup: &Setup, seat: Seat, kind: &SeatKind, choice: SeatKind) -> Html {
    let (st, su) = (store.clone(), setup.clone());
    let pick = Callback::from(move |_| {
        let mut s = su.clone();
        s.seats[seat.index()] = choice;
        st.dispatch(Msg::ChangeSetup(s));
    });
    let KindWords { value, title, name, marks } = kind_words(choice);
    html! {
        <label class={classes!((*kind == choice).then_some("chosen"))}>
            <input type="radio" name={format!("seat-{}", seat.number())} value={value}
                checked={*kind == choice} onchange={pick} aria-label={name} />
            <span class="kind-name" aria-hidden="true">{ title }</span>
            if !marks.is_empty() { <span class="kind-marks" aria-hidden="true">{ marks }</span> }
        </label>
    }
}
