//! The seats round the table: each with its name and level, a fan of card backs with
//! the count, the dealer chip, its bid (Pointillism chips, or its Impressionism pile),
//! its score, a glow when it is to move, a thinking indicator, and a bubble saying what
//! it just did when the cards do not show it. Drawn from one seat's view (R13).

use yew::prelude::*;

use crate::kit::cards::mini_chip;
use crate::kit::layout::{oval_seat, row_seat, style};
use pala_rules::engine::Level;
use pala_rules::engine::SeatKind;
use pala_rules::engine::{Bid, Mode, Phase, Seat, SeatView};
use pala_words::{ai_badge, bid_label, level_title, pile_short, pile_words, points_words};

#[derive(Clone, PartialEq, Properties)]
pub struct SeatsProps {
    pub view: SeatView,
    /// The seat shown at the bottom (yours).
    pub bottom: Seat,
    pub names: Vec<String>,
    /// Each seat's kind, its level shown beside an AI's name; empty for a rules example,
    /// whose players have none.
    pub kinds: Vec<SeatKind>,
    /// The seat whose AI is thinking now.
    pub thinking: Option<Seat>,
    pub bubbles: Vec<Option<String>>,
    /// A finished trick is on show: its winner, to move next, "leads next" rather
    /// than being "to move" while the table waits.
    #[prop_or_default]
    pub trick_done: bool,
}

/// A level's strength as stars (the seats and the new-game screen).
pub fn stars(level: Level) -> &'static str {
    match level {
        Level::Easy => "★",
        Level::Medium => "★★",
        Level::Hard => "★★★",
    }
}

/// An AI seat's level beside its painter's name: the level's title and its stars
/// ("Claude · Painter ★★": the dot keeps the level from reading as a surname; phones
/// show the stars alone), heard as "AI, level Painter".
fn level_badge(kind: SeatKind) -> Html {
    let level = match kind {
        SeatKind::Human => return html! { <span class="level">{ pala_words::lang::book().human_badge() }</span> },
        SeatKind::Ai(level) => level,
    };
    html! {
        <span class="level">
            <span class="sr-only">{ ai_badge(level) }</span>
            <span aria-hidden="true"><span class="level-word">{ "· " }{ level_title(level) }{ " " }</span><span class="stars">{ stars(level) }</span></span>
        </span>
    }
}

/// A Pointillism bid as chips laid in front of the seat.
pub fn bid_chips(bid: Option<Bid>) -> Html {
    match bid {
        None => html! { <span class="bid waiting">{ pala_words::lang::book().no_bid_yet() }</span> },
        Some(b) if b.is_null() => {
            html! { <span class="bid"><span class="chip mini c-W">{ pala_words::lang::book().null_bid() }</span></span> }
        }
        // The rainbow is all six colours: one badge says it.
        Some(b) if b.is_rainbow() => html! {
            <span class="bid" role="img" aria-label={pala_words::lang::book().rainbow_seat()}>
                <span class="rainbow mini" aria-hidden="true">{ pala_words::lang::book().rainbow_badge() }</span>
            </span>
        },
        Some(b) => html! {
            <span class="bid" role="img" aria-label={bid_label(b)}>
                { for b.color_list().map(|c| html! {
                    { mini_chip(c) }
                }) }
            </span>
        },
    }
}

/// A seat's mark on its plate and its score card: a painter's palette in the seat's own
/// colour (the colour of its line in the score chart), drawn by styles/table.css. A
/// picture only; the seat's name says who it is.
pub fn palette(index: usize) -> Html {
    html! { <span class="palette-mark" aria-hidden="true" style={format!("--seat-c:var(--seat-{index})")}></span> }
}

#[component]
pub fn Seats(props: &SeatsProps) -> Html {
    let view = &props.view;
    let round = view.round();
    let n = round.players();
    html! {
        <ul class="seats" aria-label={pala_words::lang::book().seats()}>
            { for round.seats().map(|s| {
                let to_move = round.to_move() == Some(s) && round.phase() != Phase::RoundOver;
                let thinking = props.thinking == Some(s);
                let mine = s == props.bottom;
                let badge = props.kinds.get(s.index()).copied().filter(|_| !mine);
                let piles = view.pile_count(s);
                let pile = pile_words(round.mode(), piles);
                let bubble = props.bubbles.get(s.index()).cloned().flatten().filter(|_| !mine);
                html! {
                    <li key={s.index()} data-seat={s.id().to_string()}
                        class={classes!("seat", to_move.then_some("to-move"), mine.then_some("mine"), thinking.then_some("thinking"))}
                        style={style(oval_seat(n, props.bottom, s), row_seat(n, props.bottom, s))}
                        aria-current={to_move.then_some("true")}>
                        <div class="plate">
                            { palette(s.index()) }
                            <span class="name">{ props.names[s.index()].clone() }</span>
                            if let Some(kind) = badge { { level_badge(kind) } }
                            if round.dealer() == s { <span class="dealer" role="img" aria-label={pala_words::lang::book().dealer()} title={pala_words::lang::book().dealer()}>{ pala_words::lang::book().dealer_mark() }</span> }
                            <span class="score">{ points_words(view.scores[s.index()]) }</span>
                            if thinking { <span class="status thinking-dots" role="status">{ pala_words::lang::book().thinking_plate() }</span> }
                            else if to_move { <span class="status turn">{ if props.trick_done { pala_words::lang::book().leads_next() } else { pala_words::lang::book().to_move() } }</span> }
                        </div>
                        <div class="holdings">
                            if !mine { { crate::kit::cards::card_backs(view.hand_count(s)) } }
                            if round.mode() == Mode::Pointillism { { bid_chips(round.bids()[s.index()]) } }
                            <span class="pile">
                                <span class="long">{ pile }</span>
                                // Phones' narrow seats: "6 in pile" (Impressionism), the full
                                // words kept for screen readers.
                                if round.mode() == Mode::Impressionism {
                                    <span class="short" aria-hidden="true">{ pile_short(piles) }</span>
                                }
                            </span>
                        </div>
                        if let Some(text) = bubble { <span class="bubble" role="note">{ text }</span> }
                    </li>
                }
            }) }
        </ul>
    }
}
