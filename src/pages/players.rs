//! The example's players, one row each: the name, dealer chip, bid chips (Pointillism),
//! pile and running score on a plate like the table's, and the hand face up (a rules
//! example shows every hand). The player to move gets the table's own hand control in
//! place of the plain cards (`mover`).

use yew::prelude::*;

use crate::kit::cards::CardView;
use crate::kit::seats::bid_chips;
use pala_rules::engine::{Mode, Phase, Round, Seat};
use pala_words::{hand_of, pile_words, points_words};

/// "Player 1" .. "Player N": the scenario format has no names.
pub fn player_name(seat: Seat) -> String {
    seat.to_string()
}

/// The rows. `scores` are the running totals (shown when any is not zero); `mover` is
/// the controls of the player to move, shown in that player's row, which is marked
/// "to move"; with none (a step the lesson plays itself), that player's hand lies face
/// up like the others', so the words about it can be followed.
pub fn players(round: &Round, names: &[String], scores: &[i32], mover: Option<Html>) -> Html {
    let show_scores = scores.iter().any(|&s| s != 0);
    let to_move = round.to_move().filter(|_| round.phase() != Phase::RoundOver);
    html! {
        <ul class="seats players" aria-label="Players">
            { for round.seats().map(|s| {
                let moving = to_move == Some(s);
                let name = names[s.index()].clone();
                let hand = round.hand(s);
                html! {
                    <li key={s.index()} data-seat={s.id().to_string()} class={classes!("seat", moving.then_some("to-move"))}
                        aria-current={moving.then_some("true")}>
                        <div class="plate">
                            <span class="name">{ name.clone() }</span>
                            if round.dealer() == s { <span class="dealer" role="img" aria-label="Dealer" title="Dealer">{ "D" }</span> }
                            if round.mode() == Mode::Pointillism { { bid_chips(round.bids()[s.index()]) } }
                            <span class="pile">{ pile_words(round.mode(), round.pile(s).len() as usize) }</span>
                            if show_scores { <span class="score">{ points_words(scores[s.index()]) }</span> }
                            if moving { <span class="status turn">{ "to move" }</span> }
                        </div>
                        if let Some(controls) = mover.clone().filter(|_| moving) {
                            { controls }
                        } else if hand.is_empty() {
                            <p class="held none">{ "No cards in hand" }</p>
                        } else {
                            <ul class="held" aria-label={hand_of(&name)}>
                                { for hand.iter().map(|c| html! { <li key={c.id() as u32}><CardView card={c} small=true /></li> }) }
                            </ul>
                        }
                    </li>
                }
            }) }
        </ul>
    }
}
