//! The Yew web app.

use yew::prelude::*;

/// The root component.
#[component]
pub fn App() -> Html {
    html! { <main><h1>{ "Pala" }</h1></main> }
}

/// Mounts the app on the page's body.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
