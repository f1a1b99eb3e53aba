//! The in-app rules: a short, illustrated how-to-play and the quick reference of the
//! physical colour wheel card. The full rules page with live examples is rules.html.

use yew::prelude::*;

use crate::kit::cards::CardView;
use crate::kit::wheel::Wheel;
use pala_rules::engine::Card;

fn card(text: &str) -> Html {
    match text.parse::<Card>() {
        Ok(c) => html! { <CardView card={c} small=true /> },
        Err(_) => html! {},
    }
}

/// The quick reference: a row per fact, a column per player count.
const QUICK: [(&str, [&str; 3]); 5] = [
    ("Cards each / left out", ["14 / 6", "11 / 4", "9 / 3"]),
    ("Pointillism goal", ["100", "70", "30"]),
    ("Null bid", ["±25", "±7", "±2"]),
    ("Impressionism end", ["40", "45", "50"]),
    ("Bid board", ["Cancel, +2, +Face", "Cancel, +1, +1, +Face", "Cancel, +0, +1, +1, +Face (unverified guess)"]),
];

/// The scoring and dealing notes under it: (the game, the words).
const NOTES: [(&str, &str); 3] = [
    (
        "Pointillism",
        ": in turn from the dealer, each player bids once: null (no tricks at all) or the colours in each of which you will win at least one trick. Each trick won gives one card of its final colour; cards left in hand are discarded unscored. Null: the table's value if you win no trick, minus it if you win any. Colours, made: tricks won, of any colour, × colours bid (+100 for all six); missed: 0. Highest score wins.",
    ),
    (
        "Impressionism",
        ": in turn from the dealer, place a card from hand on an empty board space, or pass; a colour already on the board cannot be placed, and placed cards never score. Once everyone has passed in a row, the next player who can place a card must. The trick winner takes every card. At the end, with your hand added to your pile: colours off the board score 0; each Cancel card discards another card of a colour on the board (never another Cancel card), your costliest first, and a Cancel card with none left scores \u{2212}1, which helps you; +0, +1 and +2 cards score that much each; +Face cards score their own value. Lowest score wins.",
    ),
    (
        "",
        "The first dealer is chosen when you set up the game; after each round the dealer moves one seat left. The dealer bids first and leads the first trick. A player with no cards sits out; after a trick the round ends if its winner has no cards left, or if at most one player still holds cards. What you win goes face down into your pile: everyone sees how many cards it holds, not which. Other hands and the cards left out of the deal are hidden too; bids, the board and every card played are open to all. The game ends after the round in which someone reaches or passes the Pointillism goal or the Impressionism end; scores can go below zero, and players tied for the best score share the win. For a shorter game, choose its Game length on the new-game screen: half the goal or end score (rounded up), one round per player, or a single round; a game of set rounds ends after its last round, and the best total wins.",
    ),
];

/// The rules screen (a plain function, not a component: it holds no state).
pub fn rules_screen() -> Html {
    html! {
        <article class="rules">
            <h2>{ "How to play" }</h2>
            { crate::app::setup::learn(" Nine short lessons that teach by playing.") }
            { crate::app::setup::studio_link() }
            <div class="rules-grid">
                <Wheel trick={None} open={vec![]} />
                <div>
                    <p>{ "48 cards, eight of each colour: Red, Yellow and Blue, the primaries (1, 1, 2, 2, 3, 3, 4 and 5), and Orange, Green and Purple, the secondaries (2 to 9). Two primaries make a secondary: Red + Yellow = Orange, Yellow + Blue = Green, Red + Blue = Purple." }</p>
                    <p>{ "The leader plays any one card; its colour is the trick's colour. Then each player in turn, going left:" }</p>
                    <ul>
                        <li><strong>{ "Copy" }</strong>{ ": play one card of the trick's colour. If you hold that colour, you must copy on a primary trick, and copy or mix on a secondary trick." }</li>
                        <li><strong>{ "Mix" }</strong>{ ": on a secondary trick, with or without its colour in hand, play the two primaries that make it; their values add. Never when leading, never as junk. " }{ card("R3") }{ card("B5") }{ " = Purple 8" }</li>
                        <li><strong>{ "Smear" }</strong>{ ": on a primary trick you cannot copy, put a different primary on the entry that is winning (it becomes the secondary the two make, values added), then play a card of that secondary; the trick keeps that colour. No such card, no smear, so never with one card left. " }{ card("B4") }{ " + " }{ card("Y2") }{ " = Green 6, then your " }{ card("G7") }</li>
                        <li><strong>{ "Junk" }</strong>{ ": without the trick's colour, play any one card instead. It cannot win unless a later smear turns the trick into its colour; then it competes again." }</li>
                    </ul>
                    <p>{ "The highest entry of the trick's final colour wins the trick and leads the next. Your own play ties the best entry? Decide at once: win it (you are winning so far; later players can still beat you) or lose it (the entry that was winning stays ahead). A tie a smear makes between earlier entries goes to the entry that was already winning." }</p>
                </div>
            </div>
            <h3>{ "Quick reference" }</h3>
            <table class="quick">
                <thead><tr><th>{ "Table" }</th><th>{ "3 players" }</th><th>{ "4 players" }</th><th>{ "5 players" }</th></tr></thead>
                <tbody>
                    { for QUICK.iter().map(|(what, cells)| html! {
                        <tr><th>{ *what }</th>{ for cells.iter().map(|c| html! { <td>{ *c }</td> }) }</tr>
                    }) }
                </tbody>
            </table>
            { for NOTES.iter().map(|(game, words)| html! {
                <p>if !game.is_empty() { <strong>{ *game }</strong> }{ *words }</p>
            }) }
            <p><a href="rules.html">{ "The full rules, with live examples" }</a></p>
        </article>
    }
}
