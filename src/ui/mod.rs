//! The Yew web app.

pub mod worker;

use yew::prelude::*;

use crate::engine::{Mode, Round, Rules};

/// The root component.
#[component]
pub fn App() -> Html {
    let hand = use_state(|| None::<String>);
    let deal = {
        let hand = hand.clone();
        Callback::from(move |_| {
            if let Some(rules) = Rules::new(Mode::Pointillism, 4) {
                hand.set(Some(Round::deal(rules, 0, 1).hand(0).to_string()));
            }
        })
    };
    html! {
        <main>
            <h1>{ "Pala" }</h1>
            <button onclick={deal}>{ "New game" }</button>
            if let Some(cards) = &*hand {
                <ul aria-label="Your hand">
                    { for cards.split(' ').map(|c| html! { <li>{ c }</li> }) }
                </ul>
            }
        </main>
    }
}

/// Mounts the app on the page's body.
pub fn start() {
    yew::Renderer::<App>::new().render();
}

/// Runs inside the AI Web Worker.
pub fn register_worker() {
    use gloo::worker::Registrable;
    worker::AiWorker::registrar().register();
}
