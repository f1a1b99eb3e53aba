//! Why not: the reason a dimmed card, chip, board space or button cannot be used now,
//! in a player's words. The reason is always the engine's own refusal
//! ([`Round::check`]) of the move the player would be making, put into words here.

use super::{a, capital, card_name};
use crate::engine::{Action, Card, Phase, Round, RuleError, Space};

/// The move a click on `card` would try, with `picked` already chosen: placing it on the
/// bid board (Impressionism bidding), playing it alone, or completing a mix (secondary
/// trick) or a smear (primary trick) with the picked card.
pub fn card_move(round: &Round, picked: &[Card], card: Card) -> Action {
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
pub fn why_not_card(round: &Round, picked: &[Card], card: Card) -> Option<String> {
    why_not(round, card_move(round, picked, card))
}

/// Why `action` is refused for the player to move, in words; `None` when it is legal.
pub fn why_not(round: &Round, action: Action) -> Option<String> {
    round.check(action).err().map(|e| refusal_words(&e))
}

/// An engine refusal in a player's words, speaking to the player who tried the move:
/// one sentence, cards and colours by name ("Blue 3"), no rule numbers. The refusals
/// that dim a card are put in words here; the rest keep the engine's sentence.
pub fn refusal_words(error: &RuleError) -> String {
    use RuleError::*;
    match error {
        ColorOnBoard { color } => {
            format!("{} is already on the bid board, and each colour can be bid only once.", color.name())
        }
        MustCopy { color } => {
            let c = color.name();
            format!("You hold {c}, so on {} trick you must copy with one {c} card.", a(c))
        }
        MustCopyOrMix { color } => {
            let c = color.name();
            format!("You hold {c}, so on {} trick you must copy with one {c} card or mix {c}.", a(c))
        }
        MixWrongColor { a, b, color } => format!(
            "{} and {} do not make {}: a mix must make the trick's colour.",
            card_name(*a),
            card_name(*b),
            color.name()
        ),
        SmearBadPrimary { primary, color } => format!(
            "{} cannot smear the {} trick: the smearing card must be a primary other than {}.",
            card_name(*primary),
            color.name(),
            color.name()
        ),
        SmearBadSecondary { primary, color, made, card } => format!(
            "{} on the {} trick makes {}, so your own card must be {}, not {}.",
            card_name(*primary),
            color.name(),
            made.name(),
            made.name(),
            card_name(*card)
        ),
        // The rest cannot dim a card (turn, phase, mode, holding, the board's spaces):
        // the engine's own sentence, without its rule number.
        _ => {
            let text = error.to_string();
            let plain =
                text.split_once(": ").filter(|(rule, _)| rule.starts_with('R')).map_or(text.as_str(), |(_, t)| t);
            format!("{}.", capital(plain))
        }
    }
}
