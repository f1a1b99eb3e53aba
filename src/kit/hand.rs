//! Your hand, fanned and sorted round the colour wheel: the control you play with.
//! Usable cards stand raised and the rest are dimmed; once a card is picked, the cards
//! that complete a mix or a smear light up. Keyboard: the hand is one tab stop (a
//! roving tabindex); arrow keys, Home and End move along it, Enter or Space plays,
//! Escape cancels a pick. A dimmed card says why it cannot be used now (hover or focus
//! shows it, a tap or long-press puts it in the line under the hand, and screen readers
//! hear it as the card's description).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::kit::cards::CardView;
use crate::kit::picking::{completes, usable};
use pala_rules::engine::{Action, Card, Hand, Seat};

#[derive(Clone, PartialEq, Properties)]
pub struct HandProps {
    pub hand: Hand,
    pub legal: Vec<Action>,
    /// The cards picked, as tapped (the very copy of a duplicate face).
    pub picked: Vec<Card>,
    /// Whether the cards can be used (the viewer's turn).
    pub active: bool,
    pub on_card: Callback<Card>,
    pub on_cancel: Callback<()>,
    /// Impressionism bidding: a card is usable when it can go on the board (tap it,
    /// then a space; or drag it onto the space).
    #[prop_or_default]
    pub bidding: bool,
    /// A card starts being dragged onto the board.
    #[prop_or_default]
    pub on_drag: Option<Callback<Card>>,
    /// A freshly dealt hand: which deal (so it is dealt once), the dealer, and how
    /// long each card's flight takes; `None` for a hand already in play.
    #[prop_or_default]
    pub deal: Option<(u64, Seat, u32)>,
    /// Why cards cannot be used now, in words (shown for the dimmed ones).
    #[prop_or_default]
    pub why: Vec<(Card, String)>,
    /// The faces the hint's move plays, marked on one copy each until the next move.
    #[prop_or_default]
    pub hinted: Vec<Card>,
}

#[component]
pub fn HandView(props: &HandProps) -> Html {
    let focus = use_state(|| 0usize);
    // The reason last asked for by tapping (or long-pressing) a dimmed card; a new
    // position clears it.
    let told = use_state(|| None::<(Card, String)>);
    {
        let told = told.clone();
        use_effect_with((props.legal.clone(), props.picked.clone()), move |_| told.set(None));
    }
    let list = use_node_ref();
    // During chip bidding no card is used: show the hand plainly, not dimmed.
    let cards_matter = props.legal.iter().any(|a| a.cards().next().is_some());
    let active = props.active && cards_matter;
    let cards: Vec<Card> = props.hand.iter().collect();
    let count = cards.len();
    let at = (*focus).min(count.saturating_sub(1));
    let onkeydown = on_key(focus.clone(), list.clone(), props.on_cancel.clone(), at, count);
    {
        let list = list.clone();
        use_effect_with(props.deal, move |deal| deal_in(&list, deal));
    }
    let hinted = hinted_copies(&cards, &props.hinted);
    let fan = Fan { props, active, focus: &focus, told: &told, count, at, hinted: &hinted };
    // On phones a hand of 11 or more lies in two even rows (see `.two-rows`): in one
    // row each card would show only a strip too narrow to tap with confidence.
    let rows = (count >= 11).then_some("two-rows");
    html! {
        <section class="hand">
            <ul aria-label={pala_words::lang::book().your_hand()} tabindex="-1" ref={list} onkeydown={onkeydown} class={classes!(rows)}
                style={format!("--count:{count};--per-row:{}", count.div_ceil(2))}>
                { for cards.iter().enumerate().map(|(i, &card)| card_in_hand(&fan, i, card)) }
            </ul>
            <p class="why-line" role="status">{ told.as_ref().map(|(_, w)| w.clone()).unwrap_or_default() }</p>
        </section>
    }
}

/// What every card in the fan is drawn from: the hand's props, whether its cards can be
/// used, the roving focus, the reason last told, and the hand's size.
struct Fan<'a> {
    props: &'a HandProps,
    /// Whether the cards can be used now (the viewer's turn, and cards matter).
    active: bool,
    /// The card that had the focus last.
    focus: &'a UseStateHandle<usize>,
    /// The reason line last asked for ("Why not ..."), and the card it is about.
    told: &'a UseStateHandle<Option<(Card, String)>>,
    /// How many cards are in the hand.
    count: usize,
    /// The card that takes the tab stop.
    at: usize,
    /// The copies the hint marks.
    hinted: &'a [Card],
}

/// The copy of each hinted face to mark: the first in the hand (a face the hand holds
/// twice is marked once, as the move plays one copy).
fn hinted_copies(cards: &[Card], faces: &[Card]) -> Vec<Card> {
    let mut marked: Vec<Card> = Vec::new();
    for face in faces {
        if let Some(&copy) = cards.iter().find(|c| c.canonical() == face.canonical() && !marked.contains(c)) {
            marked.push(copy);
        }
    }
    marked
}

/// The hand's keys: arrows, Home and End move the focus along it, Escape cancels a pick.
fn on_key(
    focus: UseStateHandle<usize>,
    list: NodeRef,
    on_cancel: Callback<()>,
    at: usize,
    count: usize,
) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        let next = match e.key().as_str() {
            "ArrowRight" | "ArrowDown" => (at + 1).min(count.saturating_sub(1)),
            "ArrowLeft" | "ArrowUp" => at.saturating_sub(1),
            "Home" => 0,
            "End" => count.saturating_sub(1),
            "Escape" => {
                on_cancel.emit(());
                return;
            }
            _ => return,
        };
        e.prevent_default();
        focus.set(next);
        focus_card(&list, next);
    })
}

/// Moves the keyboard focus to the hand's `next`th card button.
fn focus_card(list: &NodeRef, next: usize) {
    if let Some(el) = list
        .cast::<web_sys::Element>()
        .and_then(|ul| ul.query_selector_all("button.card").ok())
        .and_then(|all| all.item(next as u32))
        .and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

/// Deals a fresh round from the dealer's seat to every seat in turn, starting on the
/// dealer's left: your hand's cards and the others' fans of backs, one card each round.
/// The plates stand in seat order, so the `i`th plate is seat `i`.
fn deal_in(list: &NodeRef, deal: &Option<(u64, Seat, u32)>) {
    let (Some((_, dealer, ms)), Some(ul)) = (deal, list.cast::<web_sys::Element>()) else { return };
    let Some(from) = crate::kit::motion::seat_box(*dealer) else { return };
    let Some(plates) = ul.owner_document().and_then(|d| d.query_selector_all(".table-felt .seat").ok()) else { return };
    let n = plates.length();
    let piles: Vec<web_sys::NodeList> = (1..=n)
        .filter_map(|k| plates.item((dealer.id() as u32 + k) % n)?.dyn_into::<web_sys::Element>().ok())
        .filter_map(|plate| match plate.matches(".mine") {
            Ok(true) => ul.query_selector_all(".card").ok(),
            _ => plate.query_selector_all(".backs .back").ok(),
        })
        .collect();
    let rounds = piles.iter().map(|p| p.length()).max().unwrap_or(0);
    let order: Vec<web_sys::Element> =
        (0..rounds).flat_map(|r| piles.iter().filter_map(move |p| p.item(r)?.dyn_into().ok())).collect();
    crate::kit::motion::deal(&order, from, *ms);
}

/// One card of the hand, the `i`th along it: picked, raised, lit or dimmed with its reason.
fn card_in_hand(fan: &Fan, i: usize, card: Card) -> Html {
    let props = fan.props;
    let (active, count) = (fan.active, fan.count);
    let c = card.canonical();
    // Only the tapped copy lights as picked; the legal actions name faces.
    let picked = props.picked.contains(&card);
    let faces: Vec<Card> = props.picked.iter().map(|p| p.canonical()).collect();
    let usable = active && usable(&props.legal, &faces, c, props.bidding);
    let lit = active && !picked && completes(&props.legal, &faces, c);
    let on_focus = {
        let focus = fan.focus.clone();
        Callback::from(move |_: FocusEvent| focus.set(i))
    };
    let drag = props.on_drag.clone().filter(|_| props.bidding && usable);
    let ondragstart = drag.clone().map(|cb| on_drag_start(cb, card));
    let dimmed = active && !usable;
    let why = dimmed
        .then(|| props.why.iter().find(|(w, _)| *w == card || *w == c))
        .flatten()
        .map(|(_, w)| AttrValue::from(w.clone()));
    // The line under the hand names the card it is about.
    let on_dimmed = why.clone().map(|w| tell_why(fan.told, card, c, &w));
    let is_told = fan.told.as_ref().is_some_and(|(t, _)| *t == card);
    html! {
        // `--at`: the card's place along the hand (0% to 100%), so its reason
        // opens inward and stays on screen.
        <li key={card.id() as u32} onfocusin={on_focus} draggable={drag.is_some().then_some("true")} {ondragstart}
            style={format!("--at:{}%", i * 100 / count.saturating_sub(1).max(1))}>
            <CardView card={card} picked={picked} disabled={dimmed} told={is_told}
                raised={usable && props.picked.is_empty()} lit={lit} why={why} on_dimmed={on_dimmed}
                hinted={fan.hinted.contains(&card)}
                tabindex={Some(if i == fan.at { 0 } else { -1 })}
                onclick={active.then(|| props.on_card.clone())} />
        </li>
    }
}

/// Starting to drag a card onto the board: names the card for the drop, then tells.
fn on_drag_start(cb: Callback<Card>, c: Card) -> Callback<DragEvent> {
    Callback::from(move |e: DragEvent| {
        if let Some(data) = e.data_transfer() {
            let _ = data.set_data("text/plain", &pala_words::card_name(c));
        }
        cb.emit(c)
    })
}

/// Tapping a dimmed card: puts why it cannot be used, naming the card, in the line
/// under the hand.
fn tell_why(told: &UseStateHandle<Option<(Card, String)>>, card: Card, c: Card, w: &AttrValue) -> Callback<Card> {
    let told = told.clone();
    let line = pala_words::why_not_line(c, w);
    Callback::from(move |_: Card| told.set(Some((card, line.clone()))))
}
