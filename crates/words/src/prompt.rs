//! The prompt line over the hand: what the player to move may do now, and after a
//! pick, each way on from the picked card, in the language spoken. Every word is read
//! from the legal action list.

use crate::capital;
use crate::lang::{self, Lang, book, colour, fill, nth};
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
    let words = book();
    match round.phase() {
        Phase::Bidding if round.mode() == Mode::Pointillism => words.prompt_chips().into(),
        // R3: a seat with nothing that can go on the board must pass.
        Phase::Bidding if legal == [Action::Pass] => words.prompt_board_pass().into(),
        // R3: after a full round of passes, the next seat that can bid must.
        Phase::Bidding if !legal.contains(&Action::Pass) => words.prompt_board_must().into(),
        Phase::Bidding => words.prompt_board().into(),
        Phase::Tie => words.prompt_tie().into(),
        Phase::RoundOver => words.prompt_round_over().into(),
        Phase::Playing => match round.trick() {
            None => words.prompt_lead().into(),
            Some(t) => {
                let copies = legal.iter().any(|a| matches!(a, Action::Play(c) if c.color() == t.color));
                if t.color.is_primary() && copies {
                    // R5: holding a primary trick's colour, copying is the only move.
                    return fill(words.prompt_copy(), &[("card", &a_card(t.color))]);
                }
                let mixes = legal.iter().any(|a| matches!(a, Action::Mix(..)));
                let smears = legal.iter().any(|a| matches!(a, Action::Smear(..)));
                let junks = legal.iter().any(|a| matches!(a, Action::Play(c) if c.color() != t.color));
                let lead = if copies {
                    String::new()
                } else {
                    fill(words.prompt_no_colour(), &[("colour", &colour(t.color))])
                };
                if smears {
                    // One tap junks; R6: a smear changes the trick's colour ("Smear"
                    // then says how). No mix on a primary trick, so nothing else is said.
                    return lead + words.prompt_junk_or_smear();
                }
                let mut ways = Vec::new();
                if copies {
                    ways.push(fill(words.way_copy(), &[("with", &nth(words.with_colour_card(), t.color.index()))]));
                }
                if let (true, Some((p, q))) = (mixes, t.color.recipe()) {
                    ways.push(fill(
                        words.way_mix(),
                        &[("a", &nth(words.a_colour(), p.index())), ("b", &nth(words.a_colour(), q.index()))],
                    ));
                }
                if junks {
                    ways.push(words.way_junk().into());
                }
                let ways = fill(words.ways(), &[("ways", &lang::or_list(&ways))]);
                // A sentence starts in capitals, and in German so does a whole sentence
                // after a colon.
                if lead.is_empty() || lang::lang() == Lang::De { lead + &capital(&ways) } else { lead + &ways }
            }
        },
    }
}

/// A card of a colour, as a verb's object: "a Red card".
fn a_card(color: Color) -> &'static str {
    nth(book().a_colour_card(), color.index())
}

/// The prompt once the player chose "Smear" on a `trick` of a primary colour (R6: the
/// primary goes on the winning card, which is of the trick's colour, as junk never
/// wins; the secondary the two make is the smearer's own card).
pub fn smearing_prompt(trick: Color) -> String {
    fill(book().prompt_smearing(), &[("colour", &colour(trick))])
}

/// Why a card is dimmed once the player chose "Smear" and no smear uses it.
pub fn not_in_a_smear() -> &'static str {
    book().not_in_a_smear()
}

/// The prompt once `card` is picked: the ways to go on from it, each read from the legal
/// moves that use it. The picked card is a mix's first card, either card of a smear (a
/// primary goes onto the winning entry, a secondary is the smearer's own card), or a
/// card to play alone.
fn picked_prompt(round: &pala_rules::engine::PublicRound, legal: &[Action], card: Card, smearing: bool) -> String {
    let words = book();
    let name = lang::card(card);
    if round.phase() == Phase::Bidding {
        return fill(words.picked_board(), &[("card", &name)]);
    }
    // A smear's card (smears are built only once "Smear" is chosen): what the other
    // card is and what the smear does (R6).
    if let Some(t) = round.trick().map(|t| t.color).filter(|_| smearing) {
        let smear = legal.iter().find_map(|a| match a {
            Action::Smear(p, s) if *p == card || *s == card => Some((p.color(), s.color())),
            _ => None,
        });
        let (t, places) = (colour(t), |p: Color, s: Color| (colour(p), colour(s)));
        match smear {
            Some((p, s)) if card.color() == p => {
                let (_, s) = places(p, s);
                return fill(words.picked_smear_primary(), &[("card", &name), ("s", &s), ("t", &t)]);
            }
            Some((p, s)) => {
                let (p, s) = places(p, s);
                return fill(words.picked_smear_secondary(), &[("card", &name), ("p", &p), ("t", &t), ("s", &s)]);
            }
            None => {}
        }
    }
    if smearing {
        // A card no smear uses is not picked while smearing.
        return fill(words.picked(), &[("card", &name)]);
    }
    let mut ways = Vec::new();
    if legal.iter().any(|a| matches!(a, Action::Mix(x, y) if *x == card || *y == card)) {
        ways.push(fill(words.way_mix_with(), &[("card", &name)]));
    }
    if legal.contains(&Action::Play(card)) {
        ways.push(fill(words.way_alone(), &[("card", &name)]));
    }
    // Putting it back is the "Put it back" button beside the prompt (or a second tap).
    if ways.is_empty() {
        return fill(words.picked(), &[("card", &name)]);
    }
    let ways = lang::or_list(&ways);
    let ways = if lang::lang() == Lang::De { capital(&ways) } else { ways };
    fill(words.picked_ways(), &[("card", &name), ("ways", &ways)])
}
