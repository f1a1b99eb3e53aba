//! A seat's score lines as a player reads them: the words, with each card named in
//! them drawn as a small face (its colour's letter and value on the colour) and each bid
//! colour as its chip, and the whole line in words for screen readers. Shared by the
//! app's score boxes and the widget.

use yew::prelude::*;

use crate::kit::cards::mini_chip;
use pala_rules::engine::{Color, SeatScore, Space};
use pala_words::{Piece, score_pieces};

#[derive(Clone, PartialEq, Properties)]
pub struct ScoreLinesProps {
    pub score: SeatScore,
    /// The bid board as the round ended (Impressionism; empty in Pointillism).
    pub board: Vec<(Space, Option<Color>)>,
}

/// The lines of one seat's round score, as a list.
#[component]
pub fn ScoreLines(props: &ScoreLinesProps) -> Html {
    let lines = score_pieces(&props.score, &props.board);
    html! {
        <ul class="score-lines">
            { for lines.iter().map(|line| html! {
                <li>
                    <span class="sr-only">{ line.text() }</span>
                    <span aria-hidden="true">{ for line.0.iter().map(piece) }</span>
                </li>
            }) }
        </ul>
    }
}

fn piece(piece: &Piece) -> Html {
    match piece {
        // A short run of words ("cancels", "(would score 4)", "= 3") stays on one line.
        Piece::Words(words) if words.chars().count() <= 18 => html! { <span class="nb">{ words.clone() }</span> },
        Piece::Words(words) => html! { { words.clone() } },
        Piece::Cards { cards, .. } => html! {
            <span class="pips">
                { for cards.iter().map(|c| {
                    let letter = c.color().letter();
                    html! {
                        <span class={classes!("pip", format!("c-{letter}"))}>{ format!("{}{}", pala_words::lang::colour_letter(c.color()), c.value()) }</span>
                    }
                }) }
            </span>
        },
        Piece::Chips { colors, .. } => html! {
            <span class="pips">
                { for colors.iter().map(|&c| mini_chip(c)) }
            </span>
        },
    }
}
