//! Setting the bidding instead of playing it: each seat's Pointillism bid, or the colour
//! on each Impressionism board space, and who leads the first trick. The engine reads
//! them as the scenario's `bids`, `board` and `leader`, and refuses, in words on the
//! table, what cannot be (a colour on two spaces).

use yew::prelude::*;

use super::draft::{Deal, Draft, Drafts};
use super::{Editor, edit, value_of};
use crate::pages::players::player_name;
use pala_rules::engine::{Bid, Color, Mode, Rules, Seat};
use pala_words::{studio_bid_legend, studio_bidding_note, studio_board_note, studio_dealer_leads, studio_leader_note};

/// The bidding section.
pub(super) fn bidding(draft: &Draft, editor: &Editor) -> Html {
    let Deal { mode, players, dealer, number: seed } = draft.deal();
    // Only a position placed by hand can be later in the round than its first trick.
    let by_hand = seed.is_none();
    let set = edit(editor, |d: &mut Drafts, _: MouseEvent| d.current_mut().set_bidding());
    let play = edit(editor, |d: &mut Drafts, _: MouseEvent| d.current_mut().play_bidding());
    if !draft.bidding_set() {
        return html! {
            <section class="studio-bidding" aria-labelledby="studio-bidding-head">
                <h2 id="studio-bidding-head">{ pala_words::lang::book().studio_bidding_head() }</h2>
                <p>{ pala_words::lang::book().studio_bidding_choice() }</p>
                <button type="button" onclick={set}>{ pala_words::lang::book().studio_set_bidding() }</button>
            </section>
        };
    }
    let leader = draft.leader();
    let on_leader = edit(editor, |d: &mut Drafts, e: Event| {
        let Deal { players, .. } = d.current().deal();
        if let Ok(i) = value_of(&e).parse::<u8>() {
            d.current_mut().set_leader(Seat::new(i.min(players - 1)));
        }
    });
    html! {
        <section class="studio-bidding" aria-labelledby="studio-bidding-head">
            <h2 id="studio-bidding-head">{ pala_words::lang::book().studio_bidding_head() }</h2>
            { match mode {
                Mode::Pointillism => bids(draft, editor, players),
                Mode::Impressionism => board(draft, editor, players),
            } }
            if by_hand {
                <div class="field"><label for="studio-leader">{ pala_words::lang::book().studio_leads_next() }</label>
                    <select id="studio-leader" onchange={on_leader}>
                        { for Seat::all(players as usize).map(|s| html! {
                            <option value={s.id().to_string()} selected={s == leader}>{ player_name(s) }</option>
                        }) }
                    </select>
                </div>
                <p class="studio-note">{ studio_leader_note(&player_name(dealer), &player_name(leader)) }</p>
            } else {
                <p>{ studio_dealer_leads(&player_name(dealer)) }</p>
            }
            <p class="studio-note">{ studio_bidding_note(by_hand) }</p>
            <button type="button" onclick={play}>{ pala_words::lang::book().studio_play_bidding() }</button>
        </section>
    }
}

/// Each seat's bid: a toggle per colour (none: null).
fn bids(draft: &Draft, editor: &Editor, players: u8) -> Html {
    let all = draft.bids();
    html! {
        <div class="studio-bids">
            { for Seat::all(players as usize).map(|seat| {
                let bid = all.get(seat.index()).copied().unwrap_or(Bid::NULL);
                let who = player_name(seat);
                html! {
                    <fieldset class="studio-bid">
                        <legend>{ studio_bid_legend(&who, bid) }</legend>
                        { for Color::ALL.iter().map(|&color| {
                            let toggle = edit(editor, move |d: &mut Drafts, _: MouseEvent| d.current_mut().toggle_bid(seat.index(), color));
                            let on = bid.contains(color);
                            html! {
                                <button type="button" class="bid-toggle" aria-pressed={on.to_string()} onclick={toggle}>
                                    <span class={classes!("swatch", format!("k-{}", color.letter()))} aria-hidden="true"></span>{ pala_words::lang::colour(color) }
                                </button>
                            }
                        }) }
                    </fieldset>
                }
            }) }
        </div>
    }
}

/// The colour on each board space (open, or one colour).
fn board(draft: &Draft, editor: &Editor, players: u8) -> Html {
    let spaces = Rules::new(Mode::Impressionism, players).map_or(&[][..], |r| r.board());
    let laid = draft.board();
    html! {
        <>
        <p class="studio-note">{ studio_board_note() }</p>
        <div class="studio-fields">
            { for spaces.iter().enumerate().map(|(i, space)| {
                let choose = edit(editor, move |d: &mut Drafts, e: Event| {
                    let color = value_of(&e).chars().next().and_then(Color::from_letter);
                    d.current_mut().set_space(i, color);
                });
                let now = laid.get(i).copied().flatten();
                let id = format!("studio-space-{i}");
                html! {
                    <div class="field"><label for={id.clone()}>{ pala_words::lang::space(*space) }</label>
                        <select id={id} onchange={choose}>
                            <option value="" selected={now.is_none()}>{ pala_words::lang::book().studio_space_empty() }</option>
                            { for Color::ALL.iter().map(|&c| html! {
                                <option value={c.letter().to_string()} selected={now == Some(c)}>{ c.name() }</option>
                            }) }
                        </select>
                    </div>
                }
            }) }
        </div>
        </>
    }
}
