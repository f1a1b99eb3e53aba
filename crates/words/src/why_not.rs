//! Why not: the reason a dimmed card, chip, board space or button cannot be used now,
//! in a player's words. The reason is always the engine's own refusal
//! ([`Round::check`]) of the move the player would be making, put into words here.

use super::capital;
use crate::lang::{Lang, book, fill, lang, nth};
use pala_rules::engine::{Action, Card, Color, GameError, Phase, PublicRound, RuleError, SeatView, Space};

/// The move a click on `card` would try, with `picked` already chosen: placing it on the
/// bid board (Impressionism bidding), playing it alone, or completing a mix (secondary
/// trick) or a smear (primary trick) with the picked card.
pub fn card_move(round: &PublicRound, picked: &[Card], card: Card) -> Action {
    if round.phase() == Phase::Bidding {
        // The first space with room, as a tap then a space would fill it.
        let open = round.rules().board().iter().zip(round.board()).find(|(_, c)| c.is_none()).map(|(&s, _)| s);
        let space = open.or_else(|| round.rules().board().first().copied()).unwrap_or(Space::Cancel);
        return Action::Place(space, card);
    }
    let Some(&first) = picked.first().filter(|&&p| p != card) else { return Action::Play(card) };
    match round.trick().map(|t| t.color) {
        Some(color) if !color.is_primary() => Action::Mix(first, card),
        _ if first.color().is_primary() => Action::Smear(first, card),
        _ => Action::Smear(card, first),
    }
}

/// Why `card` is dimmed in the hand of the player to move (with `picked` chosen): the
/// engine's refusal of [`card_move`], in words; `None` when that move is legal.
pub fn why_not_card(view: &SeatView, picked: &[Card], card: Card) -> Option<String> {
    why_not(view, card_move(view.round(), picked, card))
}

/// Why `action` is refused for the seat of `view`, in words; `None` when it is legal.
/// Only the seat's own view is read: the refusal can name only what it may know.
pub fn why_not(view: &SeatView, action: Action) -> Option<String> {
    match view.round().to_move() {
        Some(to_move) if to_move != view.seat => {
            Some(refusal_words(&RuleError::NotYourTurn { seat: view.seat, to_move }))
        }
        _ => view.check(action).err().map(|e| refusal_words(&e)),
    }
}

/// An engine refusal in a player's words, speaking to the player who tried the move:
/// one sentence, cards and colours by name ("Blue 3"), no rule numbers (the engine's
/// own message keeps them).
pub fn refusal_words(error: &RuleError) -> String {
    use RuleError::*;
    let w = book();
    let colour = |c: Color| crate::lang::colour(c);
    let card = crate::lang::card;
    match error {
        RoundOver => w.refuse_round_over().into(),
        NotYourTurn { to_move, .. } => fill(w.refuse_not_your_turn(), &[("name", &crate::seat_label(*to_move))]),
        TiePending { .. } => w.refuse_tie_pending().into(),
        NoTie => w.refuse_no_tie().into(),
        // The engine names the move and the part of the round in English: the other
        // languages say it shorter.
        WrongPhase { what, phase } if lang() == Lang::En => {
            format!("{} is not possible now: the round is {}.", capital(what), phase_words(phase))
        }
        WrongPhase { phase, .. } => fill(w.refuse_not_now(), &[("phase", &nth(w.round_parts(), part(phase)))]),
        WrongMode { what, mode } if lang() == Lang::En => {
            format!("{} belongs to {mode}, and this game is the other one.", capital(what))
        }
        WrongMode { mode, .. } => fill(w.refuse_other_game(), &[("mode", &crate::mode_name(*mode))]),
        NotHeld { card: c, .. } => fill(w.refuse_not_held(), &[("card", &card(*c))]),
        SameCardTwice { card: c, .. } => fill(w.refuse_twice(), &[("card", &card(*c))]),
        AlreadyBid { .. } => w.refuse_already_bid().into(),
        NoSuchSpace { players, space } => {
            fill(w.refuse_no_such_space(), &[("players", players), ("space", &crate::lang::space(*space))])
        }
        SpaceTaken { space } => fill(w.refuse_space_taken(), &[("space", &crate::lang::space(*space))]),
        MustPlace { .. } => w.refuse_must_place().into(),
        MixOnLead => w.refuse_mix_on_lead().into(),
        MixOnPrimary { color } => fill(w.refuse_mix_on_primary(), &[("colour", &colour(*color))]),
        SmearOnLead => w.refuse_smear_on_lead().into(),
        SmearOnSecondary { color } => fill(w.refuse_smear_on_secondary(), &[("colour", &colour(*color))]),
        SmearWhileHolding { color } => fill(w.refuse_smear_holding(), &[("colour", &colour(*color))]),
        Other { action } => match action.parse::<Action>() {
            Ok(a) => fill(w.refuse_not_legal(), &[("move", &crate::move_name(a))]),
            Err(_) => w.refuse_not_a_move().into(),
        },
        ColorOnBoard { color } => fill(w.refuse_colour_on_board(), &[("colour", &colour(*color))]),
        MustCopy { color } => fill(
            w.refuse_must_copy(),
            &[("colour", &colour(*color)), ("on_trick", &nth(w.on_colour_trick(), color.index()))],
        ),
        MustCopyOrMix { color } => fill(
            w.refuse_must_copy_or_mix(),
            &[("colour", &colour(*color)), ("on_trick", &nth(w.on_colour_trick(), color.index()))],
        ),
        MixWrongColor { a, b, color } => {
            fill(w.refuse_mix_wrong_colour(), &[("a", &card(*a)), ("b", &card(*b)), ("colour", &colour(*color))])
        }
        SmearBadPrimary { primary, color } => {
            fill(w.refuse_smear_bad_primary(), &[("card", &card(*primary)), ("colour", &colour(*color))])
        }
        SmearBadSecondary { primary, color, made, card: c } => fill(
            w.refuse_smear_bad_secondary(),
            &[("primary", &card(*primary)), ("colour", &colour(*color)), ("made", &colour(*made)), ("card", &card(*c))],
        ),
    }
}

/// A refusal to apply a move of a game, as the clause after "is not allowed here:":
/// the rule's words for a rule (lower case, without the full stop), else the engine's.
pub fn refusal_clause(error: &GameError) -> String {
    match error {
        GameError::Rule(rule) => {
            let words = refusal_words(rule);
            let words = words.trim_end_matches('.');
            let mut chars = words.chars();
            // ASCII's case, as `capital` (the refusals start with a plain letter).
            chars.next().map_or_else(String::new, |c| c.to_ascii_lowercase().to_string() + chars.as_str())
        }
        other => other.to_string(),
    }
}

/// A phase as the refusals say it: "the round is in bidding".
fn phase_words(phase: &str) -> &'static str {
    match phase {
        "bidding" => "still in its bidding phase",
        "playing" => "in its trick play",
        "tie" => "waiting for a tie's answer",
        _ => "over",
    }
}

/// A part of the round, as the phrasebook's `round_parts` counts them.
fn part(phase: &str) -> usize {
    match phase {
        "bidding" => 0,
        "playing" => 1,
        "tie" => 2,
        _ => 3,
    }
}
