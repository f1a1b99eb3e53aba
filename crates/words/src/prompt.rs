//! The prompt line over the hand: what the player to move may do now, and after a
//! pick, each way on from the picked card. Every word is read from the legal action
//! list.

use super::{a, card_name};
use pala_rules::engine::{Action, Card, Color, Mode, Phase, SeatView};

/// The prompt line: what the player to move may do, in words. `smearing`: the player
/// chose "Smear", and taps build smears only (the table's picking, `web::kit::picking`).
pub fn prompt(view: &SeatView, legal: &[Action], picked: &[Card], smearing: bool) -> String {
    let round = view.round();
    if let [card] = picked {
        return picked_prompt(round, legal, *card, smearing);
    }
    if smearing && let Some(t) = round.trick() {
        return smearing_prompt(t.color);
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
                    // One tap junks; R6: a smear changes the trick's colour ("Smear"
                    // then says how). No mix on a primary trick, so nothing else is said.
                    return format!(
                        "You have no {}: tap a card to junk it, or tap Smear to change the trick's colour.",
                        t.color.name()
                    );
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

/// The prompt once the player chose "Smear" on a `trick` of a primary colour (R6: the
/// primary goes on the winning card, which is of the trick's colour, as junk never
/// wins; the secondary the two make is the smearer's own card).
pub fn smearing_prompt(trick: Color) -> String {
    let t = trick.name();
    format!(
        "Smear: tap two cards, in either order: a primary to put on the winning {t} card, and a card of the colour it makes with {t}."
    )
}

/// Why a card is dimmed once the player chose "Smear" and no smear uses it.
pub const NOT_IN_A_SMEAR: &str = "No smear uses this card. To junk it, tap \u{201c}Don't smear\u{201d}, then the card.";

/// The prompt once `card` is picked: the ways to go on from it, each read from the legal
/// moves that use it. The picked card is a mix's first card, either card of a smear (a
/// primary goes onto the winning entry, a secondary is the smearer's own card), or a
/// card to play alone.
fn picked_prompt(round: &pala_rules::engine::PublicRound, legal: &[Action], card: Card, smearing: bool) -> String {
    let name = card_name(card);
    if round.phase() == Phase::Bidding {
        return format!("{name} picked: tap a lit space on the bid board, or tap the card again to put it back.");
    }
    // A smear's card (smears are built only once "Smear" is chosen): what the other
    // card is and what the smear does (R6).
    if let Some(t) = round.trick().map(|t| t.color).filter(|_| smearing) {
        let smear = legal.iter().find_map(|a| match a {
            Action::Smear(p, s) if *p == card || *s == card => Some((p.color(), s.color())),
            _ => None,
        });
        match smear {
            Some((p, s)) if card.color() == p => {
                return format!(
                    "{name} picked: tap a lit {s} card to play it; {name} goes on the winning {t} card and the trick turns {s}.",
                    s = s.name(),
                    t = t.name()
                );
            }
            Some((p, s)) => {
                return format!(
                    "{name} picked: tap a lit {p} card to put on the winning {t} card; the trick turns {s} and {name} is your card.",
                    p = p.name(),
                    t = t.name(),
                    s = s.name()
                );
            }
            None => {}
        }
    }
    let mut ways = Vec::new();
    if smearing {
        // A card no smear uses is not picked while smearing.
        return format!("{name} picked.");
    }
    if legal.iter().any(|a| matches!(a, Action::Mix(x, y) if *x == card || *y == card)) {
        ways.push(format!("tap a lit card to mix it with {name}"));
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
