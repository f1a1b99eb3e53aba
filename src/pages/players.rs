//! The example's hands, one row each under the felt (whose plates carry the dealer chip,
//! bids, piles and scores): the player's name and the hand face up (a rules example
//! shows every hand). The player to move gets the table's own hand control in place of
//! the plain cards (`mover`).

use yew::prelude::*;

use crate::kit::cards::CardView;
use pala_rules::engine::{Phase, Round, Seat};
use pala_words::hand_of;

/// "Player 1" .. "Player N": the scenario format has no names.
pub fn player_name(seat: Seat) -> String {
    pala_words::lang::fill(pala_words::lang::book().player_n(), &[("n", &(seat.index() + 1))])
}

/// The rows. `mover` is the controls of the player to move, shown in that player's
/// row, which is marked "to move"; with none (a step the lesson plays itself), that
/// player's hand lies face up like the others', so the words about it can be followed.
pub fn players(round: &Round, names: &[String], mover: Option<Html>) -> Html {
    let to_move = round.to_move().filter(|_| round.phase() != Phase::RoundOver);
    html! {
        <ul class="hands" aria-label={pala_words::lang::book().hands_label()}>
            { for round.seats().map(|s| {
                let moving = to_move == Some(s);
                let name = names[s.index()].clone();
                let hand = round.hand(s);
                html! {
                    <li key={s.index()} data-seat={s.id().to_string()} class={classes!("hand-row", moving.then_some("moving"))}>
                        <p class="hand-name">
                            <span class="name">{ name.clone() }</span>
                            if moving { <span class="turn">{ pala_words::lang::book().to_move() }</span> }
                        </p>
                        if let Some(controls) = mover.clone().filter(|_| moving) {
                            { controls }
                        } else if hand.is_empty() {
                            <p class="held none">{ pala_words::lang::book().no_cards_in_hand() }</p>
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
