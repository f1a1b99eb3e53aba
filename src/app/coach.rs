//! The coach at the table. "Review my round" under a finished round's scores: the
//! review opens in a frame of this page (`index.html#review=<round>.<seat>`, drawn by
//! the widget's wasm, `widget::review`), so the table's own wasm carries only this
//! button; pass-and-play has a button for each human seat. Coach mode (a setting, off by
//! default): in a game against AI seats, Master judges each of the player's moves in the
//! AI worker, and after a costly one the table shows a gentle note with the better move.

use yew::prelude::*;

use crate::app::store::{Msg, Store, seat_name};
use crate::worker::{Reply, ask};
use pala_rules::engine::{Action, Seat, SeatKind};
use pala_words::review_round_label;

/// Coach mode: asks Master about `action`, which the player to move is about to take;
/// a costly move gets its note (`Msg::CoachNote`).
pub fn ask_about(store: &Store, action: Action) {
    let Some(game) = &store.game else { return };
    // Not in the deal of the day, which is the player's own play against Master's.
    if !store.setup.coach || store.daily.is_some() || !store.seats.iter().any(|k| matches!(k, SeatKind::Ai(_))) {
        return;
    }
    let Some(seat) = game.to_move() else { return };
    let index = game.actions().len();
    let names = game.rules().seats().map(|s| seat_name(&store.seats, s)).collect();
    let request = crate::app::asks::judge(game, seat, action, names);
    let store = store.clone();
    ask(
        request,
        Callback::from(move |(_, heard)| {
            // Judged: a note only after a costly move.
            if let Ok(Reply::Verdict(verdict)) = heard {
                store.dispatch(Msg::CoachNote(index, verdict.note));
            }
        }),
    );
}

#[derive(Clone, PartialEq, Properties)]
pub struct CoachProps {
    /// The finished round, counting from 0.
    pub round: u32,
    /// The human seats, with their names.
    pub humans: Vec<(Seat, String)>,
}

#[component]
pub fn CoachButtons(props: &CoachProps) -> Html {
    let open = use_state(|| None::<Seat>);
    let one = props.humans.len() == 1;
    html! {
        <div class="coach">
            { for props.humans.iter().map(|(seat, name)| {
                let (open, seat) = (open.clone(), *seat);
                let label = review_round_label((!one).then_some(name.as_str()));
                html! { <button onclick={move |_| open.set(Some(seat))}>{ label }</button> }
            }) }
            if let Some(seat) = *open {
                <button onclick={let open = open.clone(); move |_| open.set(None)}>{ pala_words::lang::book().close_review() }</button>
                <iframe class="coach-frame" title={pala_words::lang::book().review_frame()}
                    src={crate::kit::language::page_link("", &format!("review={}.{}", props.round, seat.id()))} />
            }
        </div>
    }
}
