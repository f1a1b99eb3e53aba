//! The trick on the table: each entry lies in front of the seat that played it; a mix is
//! its two cards fanned into one entry with the summed value; a smear lays the primary
//! across the entry it recolours; the winning entry is highlighted throughout. A
//! finished trick names its winner and waits to be gathered. New cards fly in from the
//! hand or the seat that played them; nothing already on the table moves again.

use yew::prelude::*;

use crate::kit::cards::CardView;
use crate::kit::fixed::tenths;
use crate::kit::layout::{oval_entry, oval_seat, row_entry, row_seat, style};
use crate::kit::motion;
use pala_rules::engine::{Hand, Seat, Trick};
use pala_words::{lead_in, out_of_colour, trick_heading, winner_words, worth_before, worth_words};

#[derive(Clone, PartialEq, Properties)]
pub struct TrickProps {
    /// The trick on the table; `None` between tricks (the component stays, so that it
    /// knows which cards are new).
    pub trick: Option<Trick>,
    pub names: Vec<String>,
    pub players: usize,
    /// The seat shown at the bottom (yours).
    pub bottom: Seat,
    /// The trick is finished: its winner is named.
    #[prop_or_default]
    pub done: bool,
    /// A primary is picked that can smear: the winning entry is its target.
    #[prop_or_default]
    pub smear_target: bool,
    /// The seat that acted last: new cards fly from it.
    #[prop_or_default]
    pub actor: Option<Seat>,
    /// How long a new card's flight takes.
    pub flight_ms: u32,
    /// "Wait for me after each trick": tapping on gathers the trick.
    #[prop_or_default]
    pub on_continue: Option<Callback<()>>,
    /// Each entry shows its player's name (the rules widget, which has no seat plates
    /// round the trick); at the table the plates say whose entry is whose.
    #[prop_or_default]
    pub named: bool,
}

#[component]
pub fn TrickView(props: &TrickProps) -> Html {
    let node = use_node_ref();
    // Cards already on the table when the page opened do not fly in.
    let shown = use_mut_ref(|| props.trick.map_or(Hand::EMPTY, |t| t.cards()));
    // Fly in the cards that were not on the table at the last render.
    {
        let (node, shown, trick, flight, actor) =
            (node.clone(), shown.clone(), props.trick, props.flight_ms, props.actor);
        let cards = trick.map_or(Hand::EMPTY, |t| t.cards());
        use_effect_with(cards, move |&cards| {
            let new = cards.minus(*shown.borrow());
            *shown.borrow_mut() = cards;
            if let (Some(root), Some(trick)) = (node.cast::<web_sys::Element>(), trick) {
                for entry in trick.entries() {
                    for card in entry.cards().filter(|&c| new.contains(c)) {
                        // New cards come from the seat that just acted (a smeared-on
                        // primary lies in another seat's entry).
                        let from_seat = actor.unwrap_or(entry.seat);
                        if let (Ok(Some(el)), Some(from)) = (
                            root.query_selector(&format!("[data-card=\"{}\"]", card.id())),
                            motion::origin(card.id(), from_seat),
                        ) {
                            motion::fly(&el, from, flight);
                        }
                    }
                }
            }
            motion::forget_hand();
        });
    }
    let Some(trick) = props.trick.as_ref() else {
        return html! { <section ref={node} class="trick empty" aria-hidden="true"></section> };
    };
    let winner = trick.winner();
    let color = trick.color;
    let n = props.players;
    let tap = props.on_continue.clone().map(|cb| Callback::from(move |_| cb.emit(())));
    html! {
        // `--after`: a card's flight, so an entry's label, the winner's frame and the
        // banner arrive after their card has landed (styles/table.css).
        <section ref={node} class={classes!("trick", format!("t-{}", color.letter()), props.done.then_some("done"))}
            aria-label={pala_words::lang::book().trick()} style={format!("--after:{}ms", props.flight_ms)}>
            <h2 class="sr-only">{ trick_heading(color, trick.smeared) }</h2>
            <ol class="entries">
                { for trick.entries().iter().map(|e| {
                    let win = e.seat == winner;
                    let row = row_seat(n, props.bottom, e.seat);
                    let oval = oval_entry(n, props.bottom, e.seat);
                    // Entries of the side seats keep clear of their seat's plate.
                    let side = if oval.x < 40.0 { Some("left") } else if oval.x > 60.0 { Some("right") } else { None };
                    let counts = e.color == color;
                    let name = props.names.get(e.seat.index()).cloned().unwrap_or_default();
                    let shape = if e.is_single() { "single" } else if e.is_smeared() { "smeared" } else { "mix" };
                    html! {
                        <li key={e.seat.index()} data-seat={e.seat.id().to_string()}
                            class={classes!("entry", shape, format!("k-{}", e.color.letter()), win.then_some("winning"),
                                (!counts).then_some("junk"), (win && props.smear_target).then_some("target"), side.map(|s| format!("from-{s}")))}
                            style={format!("{};--sx:{}", style(oval, row_entry(row)), tenths(oval_seat(n, props.bottom, e.seat).x))}>
                            if props.named { <span class="who">{ name.clone() }</span> }
                            <span class="stack">{ for e.cards().map(|c| html! { <CardView key={c.id() as u32} card={c} small=true /> }) }</span>
                            <span class="worth">
                                if !props.named { <span class="sr-only">{ lead_in(&name) }</span> }
                                if counts { { worth_words(e.color, e.value) } }
                                else { <span class="sr-only">{ worth_before(e.color, e.value) }</span>{ out_of_colour(trick, e) } }
                                if win { <span class="sr-only">{ if props.done { pala_words::lang::book().entry_won() } else { pala_words::lang::book().entry_winning() } }</span> }
                            </span>
                        </li>
                    }
                }) }
            </ol>
            if props.done {
                <p class={classes!("winner-banner", format!("k-{}", trick.color.letter()))} role="status">
                    { winner_words(trick, &|s| props.names[s.index()].clone()) }
                    if let Some(tap) = tap { <button class="primary" onclick={tap}>{ pala_words::lang::book().continue_play() }</button> }
                </p>
            }
        </section>
    }
}
