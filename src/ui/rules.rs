//! The in-app rules: a short, illustrated how-to-play and the quick reference of the
//! physical colour wheel card. The full rules page with live examples is rules.html.

use yew::prelude::*;

use super::cards::CardView;
use super::wheel::Wheel;
use crate::engine::{Card, Color};

fn card(text: &str) -> Html {
    match text.parse::<Card>() {
        Ok(c) => html! { <CardView card={c} small=true /> },
        Err(_) => html! {},
    }
}

#[component]
pub fn RulesScreen() -> Html {
    html! {
        <article class="rules">
            <h2>{ "How to play" }</h2>
            <div class="rules-grid">
                <Wheel trick={Some(Color::Green)} open={vec![]} />
                <div>
                    <p>{ "48 cards: red, yellow and blue (the primaries, 1-5) and orange, green and purple (the secondaries, 2-9). Two primaries make a secondary: red + yellow = orange, yellow + blue = green, red + blue = purple." }</p>
                    <p>{ "Lead any card. Then, in turn:" }</p>
                    <ul>
                        <li><strong>{ "Copy" }</strong>{ ": play a card of the trick's colour (you must, on a primary trick, if you can)." }</li>
                        <li><strong>{ "Mix" }</strong>{ ": on a secondary trick, play the two primaries that make it; their values add. " }{ card("R3") }{ card("B5") }{ " = Purple 8" }</li>
                        <li><strong>{ "Smear" }</strong>{ ": without the primary led, put a different primary on the winning entry (it turns into the secondary they make), then play a card of that colour. " }{ card("B4") }{ " + " }{ card("Y2") }{ " = Green 6, then your " }{ card("G7") }</li>
                        <li><strong>{ "Junk" }</strong>{ ": otherwise play any card; it loses unless a smear turns the trick into its colour." }</li>
                    </ul>
                    <p>{ "The highest entry of the trick's final colour wins and leads next. Tie with your own play? You choose to win or lose it." }</p>
                </div>
            </div>
            <h3>{ "Quick reference" }</h3>
            <table class="quick">
                <thead><tr><th>{ "Table" }</th><th>{ "3 players" }</th><th>{ "4 players" }</th><th>{ "5 players" }</th></tr></thead>
                <tbody>
                    <tr><th>{ "Cards each / left out" }</th><td>{ "14 / 6" }</td><td>{ "11 / 4" }</td><td>{ "9 / 3" }</td></tr>
                    <tr><th>{ "Pointillism goal" }</th><td>{ "100" }</td><td>{ "70" }</td><td>{ "30" }</td></tr>
                    <tr><th>{ "Null bid" }</th><td>{ "±25" }</td><td>{ "±7" }</td><td>{ "±2" }</td></tr>
                    <tr><th>{ "Impressionism end" }</th><td>{ "40" }</td><td>{ "45" }</td><td>{ "50" }</td></tr>
                    <tr><th>{ "Bid board" }</th><td>{ "Cancel, +2, +Face" }</td><td>{ "Cancel, +1, +1, +Face" }</td><td>{ "Cancel, +0, +1, +1, +Face (our guess)" }</td></tr>
                </tbody>
            </table>
            <p><strong>{ "Pointillism" }</strong>{ ": bid null (no tricks) or colours you will win a trick in. Made: tricks x colours bid (+100 for all six). Each trick gives one card of its final colour." }</p>
            <p><strong>{ "Impressionism" }</strong>{ ": bid cards onto the board. At the end, with your hand added to your pile: colours off the board count 0; each Cancel card discards your best other scoring card (-1 if none left); +0/+1/+2 score that each; +Face scores face value. Lowest total wins." }</p>
            <p><a href="rules.html">{ "The full rules, with live examples" }</a></p>
        </article>
    }
}
