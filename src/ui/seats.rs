//! The other seats round the table: name, level, cards, dealer chip, bid, tricks or
//! pile, score, and who is to move or thinking.

use yew::prelude::*;

use super::store::{State, seat_name};
use crate::engine::{Mode, Phase};
use crate::save::SeatKind;

#[derive(Clone, PartialEq, Properties)]
pub struct SeatsProps {
    pub state: State,
}

#[component]
pub fn Seats(props: &SeatsProps) -> Html {
    let state = &props.state;
    let Some(game) = &state.game else { return html! {} };
    let round = game.round();
    let n = round.players() as u8;
    html! {
        <ul class="seats" aria-label="Seats">
            { for (0..n).map(|s| {
                let to_move = round.to_move() == Some(s) && round.phase() != Phase::RoundOver;
                let thinking = state.waiting.is_some_and(|(_, w)| w == s);
                let level = match state.seats.get(s as usize) {
                    Some(SeatKind::Ai(l)) => l.title().to_string(),
                    _ => "Human".to_string(),
                };
                let bid = match round.mode() {
                    Mode::Pointillism => round.bids()[s as usize].map_or("no bid yet".into(), |b| format!("bid {b}")),
                    Mode::Impressionism => String::new(),
                };
                let pile = match round.mode() {
                    Mode::Pointillism => format!("{} tricks", round.pile(s as usize).len()),
                    Mode::Impressionism => format!("pile {}", round.pile(s as usize).len()),
                };
                html! {
                    <li class={classes!("seat", to_move.then_some("to-move"))} aria-current={to_move.then_some("true")}>
                        <span class="name">{ seat_name(&state.seats, s) }</span>
                        <span class="level">{ level }</span>
                        if round.dealer() == s { <span class="dealer" title="Dealer" aria-label="Dealer">{ "D" }</span> }
                        <span class="count">{ format!("{} cards", round.hand(s as usize).len()) }</span>
                        if !bid.is_empty() { <span class="bid">{ bid }</span> }
                        <span class="pile">{ pile }</span>
                        <span class="score">{ format!("{} pts", game.scores()[s as usize]) }</span>
                        if thinking { <span class="thinking" role="status">{ "thinking…" }</span> }
                        else if to_move { <span class="turn">{ "to move" }</span> }
                    </li>
                }
            }) }
        </ul>
    }
}
