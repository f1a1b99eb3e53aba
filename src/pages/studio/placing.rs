//! Placing the cards by hand: the deck shows what is left (each face with its copies),
//! a tap puts a card into the chosen hand or pile, a tap on a placed card puts it back.
//! The engine checks the position as the table draws it (the table says what is wrong).

use yew::prelude::*;

use super::draft::{Deal, Draft, Drafts, Place};
use super::{Editor, edit, value_of};
use crate::kit::cards::CardView;
use crate::pages::players::player_name;
use pala_rules::engine::{Card, Mode, Seat};
use pala_words::{studio_piles_note, studio_place_label, studio_placed_head, studio_put_back};

/// The choice of where the next card goes, and the deck, hands and piles.
pub(super) fn placing(draft: &Draft, editor: &Editor, target: &UseStateHandle<Place>) -> Html {
    let Deal { mode, players, .. } = draft.deal();
    let seats: Vec<Seat> = Seat::all(players as usize).collect();
    let places: Vec<Place> =
        seats.iter().map(|s| Place::Hand(s.index())).chain(seats.iter().map(|s| Place::Pile(s.index()))).collect();
    let name = |p: Place| match p {
        Place::Hand(i) => {
            pala_words::lang::fill(pala_words::lang::book().studio_hand(), &[("who", &player_name(Seat::new(i as u8)))])
        }
        Place::Pile(i) => {
            pala_words::lang::fill(pala_words::lang::book().studio_pile(), &[("who", &player_name(Seat::new(i as u8)))])
        }
    };
    // The same, where a card goes ("auf das Blatt von Spieler 2").
    let into = |p: Place| match p {
        Place::Hand(i) => pala_words::lang::fill(
            pala_words::lang::book().studio_into_hand(),
            &[("who", &player_name(Seat::new(i as u8)))],
        ),
        Place::Pile(i) => pala_words::lang::fill(
            pala_words::lang::book().studio_into_pile(),
            &[("who", &player_name(Seat::new(i as u8)))],
        ),
    };
    let choose = {
        let (target, places) = (target.clone(), places.clone());
        Callback::from(move |e: Event| {
            if let Some(p) = value_of(&e).parse::<usize>().ok().and_then(|i| places.get(i)) {
                target.set(*p);
            }
        })
    };
    let to = **target;
    let put = edit(editor, move |d: &mut Drafts, card: Card| d.current_mut().place(card, to));
    let lists = |field: &str, place: fn(usize) -> Place| {
        draft.placed(field).into_iter().enumerate().map(move |(i, cards)| (place(i), cards)).collect::<Vec<_>>()
    };
    html! {
        <div class="studio-placing">
            <div class="field"><label for="studio-target">{ pala_words::lang::book().studio_put_into() }</label>
                <select id="studio-target" onchange={choose}>
                    { for places.iter().enumerate().map(|(i, &p)| html! { <option value={i.to_string()} selected={p == to}>{ name(p) }</option> }) }
                </select>
            </div>
            <p class="studio-note">{ studio_piles_note(mode == Mode::Pointillism) }</p>
            <h3>{ pala_words::lang::book().studio_deck_head() }</h3>
            <p class="studio-note">{ pala_words::lang::book().studio_deck_note() }</p>
            <ul class="studio-deck">
                { for draft.deck_left().into_iter().filter(|&(_, n)| n > 0).map(|(card, n)| html! {
                    <li><CardView card={card} onclick={put.clone()} label={studio_place_label(&pala_words::lang::card(card), n, &into(to))} />
                        if n > 1 { <span class="copies" aria-hidden="true">{ format!("\u{d7}{n}") }</span> }</li>
                }) }
            </ul>
            { for lists("hands", Place::Hand).into_iter().chain(lists("piles", Place::Pile)).filter(|(p, cards)| matches!(p, Place::Hand(_)) || !cards.is_empty()).map(|(place, cards)| {
                let back = edit(editor, move |d: &mut Drafts, card: Card| d.current_mut().unplace(card, place));
                html! {
                    <div class="studio-placed">
                        <h3>{ studio_placed_head(&name(place), cards.len()) }</h3>
                        <ul>
                            { for cards.iter().filter_map(|f| f.parse::<Card>().ok()).map(|card| html! {
                                <li><CardView card={card} onclick={back.clone()} label={studio_put_back(&pala_words::lang::card(card))} /></li>
                            }) }
                        </ul>
                    </div>
                }
            }) }
        </div>
    }
}
