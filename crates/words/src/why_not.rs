//! Why not: the reason a dimmed card, chip, board space or button cannot be used now,
//! in a player's words. The reason is always the engine's own refusal
//! ([`Round::check`]) of the move the player would be making, put into words here.

use super::{a, capital, card_name};
use pala_rules::engine::{Action, Card, GameError, Phase, PublicRound, RuleError, SeatView, Space};

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
    match error {
        RoundOver => "The round is over: there are no more moves.".into(),
        NotYourTurn { to_move, .. } => format!("It is {to_move}'s turn."),
        TiePending { .. } => "You tied the trick: first choose to win or lose the tie.".into(),
        NoTie => "There is no tie to decide: winning or losing a tie answers only a tie made by your own play.".into(),
        WrongPhase { what, phase } => {
            format!("{} is not possible now: the round is {}.", capital(what), phase_words(phase))
        }
        WrongMode { what, mode } => format!("{} belongs to {mode}, and this game is the other one.", capital(what)),
        NotHeld { card, .. } => format!("You do not hold {}.", card_name(*card)),
        SameCardTwice { card, .. } => format!("You hold only one {}, so it cannot be played twice.", card_name(*card)),
        AlreadyBid { .. } => "You have already bid this round.".into(),
        NoSuchSpace { players, space } => format!("The {players}-player bid board has no {space} space."),
        SpaceTaken { space } => format!("Every {space} space on the bid board is taken already."),
        MustPlace { .. } => {
            "Everyone has passed since the last card was placed, so you must put a card on the bid board.".into()
        }
        MixOnLead => "A lead is one card: no mix when leading.".into(),
        MixOnPrimary { color } => format!("A mix is only for a secondary trick, and this trick is {}.", color.name()),
        SmearOnLead => "A lead is one card: no smear when leading.".into(),
        SmearOnSecondary { color } => format!("No smear on a secondary trick, and this trick is {}.", color.name()),
        SmearWhileHolding { color } => {
            format!("You hold {}, so you must copy instead of smearing.", color.name())
        }
        Other { action } => match action.parse::<Action>() {
            Ok(a) => format!("{} is not a legal move here.", super::action_name(a)),
            Err(_) => "That is not a legal move here.".into(),
        },
        ColorOnBoard { color } => {
            format!("{} is already on the bid board, and each colour can be bid only once.", color.name())
        }
        MustCopy { color } => {
            let c = color.name();
            format!("You hold {c}, so on {} trick you must copy with one {c} card.", a(c))
        }
        MustCopyOrMix { color } => {
            let c = color.name();
            format!("You hold {c}, so on {} trick you must copy with one {c} card or mix to make {c}.", a(c))
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
