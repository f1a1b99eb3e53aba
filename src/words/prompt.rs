//! The prompt line over the hand: what the player to move may do now, and after a
//! pick, each way on from the picked card. Every word is read from the legal action
//! list.

use super::{a, card_name};
use crate::engine::{Action, Card, Mode, Phase, SeatView};

/// The prompt line: what the player to move may do, in words. `smearing`: the player
/// chose "Smear", and taps build smears only (`web::kit::picking::by_taps`).
pub fn prompt(view: &SeatView, legal: &[Action], picked: &[Card], smearing: bool) -> String {
    let round = view.round();
    if let [card] = picked {
        return picked_prompt(round, &crate::web::kit::picking::by_taps(legal, smearing), *card);
    }
    if smearing {
        return SMEARING.into();
    }
    match round.phase() {
        Phase::Bidding if round.mode() == Mode::Pointillism => {
            "Your bid: pick the colours you will win a trick in, or bid null (no tricks).".into()
        }
        // R3: a seat with nothing that can go on the board must pass.
        Phase::Bidding if legal == [Action::Pass] => {
            "None of your cards can go on the bid board (their colours are on it already): pass.".into()
        }
        // R3: after a full round of passes, the next seat that can bid must.
        Phase::Bidding if !legal.contains(&Action::Pass) => {
            "Everyone passed: you must put a card on the bid board (pick a card, then a space).".into()
        }
        Phase::Bidding => "Put a card on an open space of the bid board (pick a card, then a space), or pass.".into(),
        Phase::Tie => "Your play ties the best entry: win or lose the tie?".into(),
        Phase::RoundOver => "The round is over.".into(),
        Phase::Playing => match round.trick() {
            None => "Your lead: play any card.".into(),
            Some(t) => {
                let copies = legal.iter().any(|a| matches!(a, Action::Play(c) if c.color() == t.color));
                if t.color.is_primary() && copies {
                    // R5: holding a primary trick's colour, copying is the only move.
                    return format!("Copy: play {} card.", a(t.color.name()));
                }
                let mixes = legal.iter().any(|a| matches!(a, Action::Mix(..)));
                let smears = legal.iter().any(|a| matches!(a, Action::Smear(..)));
                let junks = legal.iter().any(|a| matches!(a, Action::Play(c) if c.color() != t.color));
                let mut ways = Vec::new();
                if copies {
                    ways.push(format!("copy with {} card", a(t.color.name())));
                }
                if let (true, Some((p, q))) = (mixes, t.color.recipe()) {
                    ways.push(format!("mix {} and {} card (tap both)", a(p.name()), a(q.name())));
                }
                if smears {
                    // R6: a smear changes the trick's colour; "Smear" then says how.
                    ways.push("tap Smear to change the trick's colour".into());
                }
                if junks {
                    ways.push("junk any card".into());
                }
                let lead = if copies { String::new() } else { format!("You have no {}: ", t.color.name()) };
                let mut text = format!("{lead}{}.", ways.join(", or "));
                if let Some(first) = text.get(..1) {
                    text = first.to_uppercase() + &text[1..];
                }
                text
            }
        },
    }
}

/// The prompt once the player chose "Smear" (R6: the primary goes on the winning entry,
/// the secondary it makes is the smearer's own card).
pub const SMEARING: &str = "Smear: tap a primary to put on the winning entry, then a lit card of the colour it makes.";

/// Why a card is dimmed once the player chose "Smear".
pub const NOT_IN_A_SMEAR: &str = "No smear uses this card: tap Don't smear to play it alone.";

/// The prompt once `card` is picked: the ways to go on from it, each read from the legal
/// moves that use it. The picked card is a mix's first card, either card of a smear (a
/// primary goes onto the winning entry, a secondary is the smearer's own card), or a
/// card to play alone.
fn picked_prompt(round: &crate::engine::Round, legal: &[Action], card: Card) -> String {
    let name = card_name(card);
    if round.phase() == Phase::Bidding {
        return format!("{name} picked: tap a lit space on the bid board, or tap the card again to put it back.");
    }
    let mut ways = Vec::new();
    if legal.iter().any(|a| matches!(a, Action::Mix(x, y) if *x == card || *y == card)) {
        ways.push(format!("tap a lit card to mix it with {name}"));
    }
    if legal.iter().any(|a| matches!(a, Action::Smear(p, _) if *p == card)) {
        ways.push(format!("tap a lit card to smear {name} onto the winning entry and play the lit card"));
    }
    if legal.iter().any(|a| matches!(a, Action::Smear(_, s) if *s == card)) {
        ways.push(format!("tap a lit primary to smear it onto the winning entry and play {name}"));
    }
    if legal.contains(&Action::Play(card)) {
        ways.push(format!("play {name} alone"));
    }
    let said = match ways.as_slice() {
        [] => String::new(),
        [one] => format!(": {one}"),
        [rest @ .., last] => format!(": {}, or {last}", rest.join(", ")),
    };
    // Putting it back is the "Put it back" button beside the prompt (or a second tap).
    format!("{name} picked{said}.")
}
