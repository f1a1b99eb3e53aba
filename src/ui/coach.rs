//! "Review my round" under a finished round's scores: the coach's review opens in a
//! frame of this page (`index.html#review=<round>.<seat>`, drawn by the widget's wasm,
//! `widget::review`), so the table's own wasm carries only this button. Pass-and-play:
//! a button for each human seat.

use yew::prelude::*;

use crate::engine::Seat;

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
                let label = if one { "Review my round".to_string() } else { format!("Review {name}'s round") };
                html! { <button onclick={move |_| open.set(Some(seat))}>{ label }</button> }
            }) }
            if let Some(seat) = *open {
                <button onclick={let open = open.clone(); move |_| open.set(None)}>{ "Close the review" }</button>
                <iframe class="coach-frame" title="The coach's review of the round"
                    src={format!("./#review={}.{}", props.round, seat.id())} />
            }
        </div>
    }
}
