//! Building a move from card clicks: a card whose only use is a single-card play is
//! played at once; otherwise it is picked, and a second card completes a mix or a
//! smear. Everything is looked up in the engine's legal action list.
//!
//! One tap per intent: on a primary trick you cannot copy, a tap junks the card at
//! once, even one that could start a smear; the smear is offered beside the prompt
//! ("Smear"), and once chosen, taps build smears only (see [`by_taps`]).

use pala_rules::engine::{Action, Card};

/// What a click on a card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    Act(Action),
    Pick(Card),
    Unpick,
    Nothing,
}

/// The legal actions that use `card` (and every picked card).
pub fn uses(legal: &[Action], picked: &[Card], card: Card) -> Vec<Action> {
    legal
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::Place(..)))
        .filter(|a| {
            let cards: Vec<Card> = a.cards().collect();
            cards.contains(&card) && picked.iter().all(|p| cards.contains(p))
        })
        .collect()
}

/// The moves taps on cards build now: every move but the smears, or once the player
/// has chosen to smear (`smearing`), the smears alone.
pub fn by_taps(legal: &[Action], smearing: bool) -> Vec<Action> {
    legal.iter().copied().filter(|a| matches!(a, Action::Smear(..)) == smearing).collect()
}

/// Whether a tap can pick a card rather than make a move: a mix or a smear (two cards,
/// R5 and R6) or a card for the bid board (a card, then a space, R3) is among the moves.
pub fn may_pick(legal: &[Action]) -> bool {
    legal.iter().any(|a| matches!(a, Action::Mix(..) | Action::Smear(..) | Action::Place(..)))
}

/// Whether "Smear" is offered: a smear is legal, not yet chosen, and no card is picked.
pub fn smear_offered(legal: &[Action], picked: &[Card], smearing: bool) -> bool {
    !smearing && picked.is_empty() && legal.iter().any(|a| matches!(a, Action::Smear(..)))
}

/// The result of clicking `card` with `picked` already chosen, among the moves taps
/// build ([`by_taps`]).
pub fn click(legal: &[Action], picked: &[Card], card: Card) -> Click {
    if picked.contains(&card) {
        return Click::Unpick;
    }
    if let [first] = picked {
        // A second card: the two-card action with both, if there is one.
        return match uses(legal, &[*first], card).iter().find(|a| a.cards().count() == 2) {
            Some(&two) => Click::Act(two),
            None => Click::Nothing,
        };
    }
    let options = uses(legal, &[], card);
    match options.as_slice() {
        [] => Click::Nothing,
        // A card with one use plays it, if a single card. A smear, the one move that
        // changes a card already on the table, is never made by one tap: the card is
        // picked and its partner lit, and a tap on the partner confirms it (a tap on
        // the picked card takes it back).
        [only @ Action::Play(_)] => Click::Act(*only),
        _ => Click::Pick(card),
    }
}

/// Whether a card can be clicked now: with nothing picked, any card with a use; with a
/// card picked, that card (a tap cancels) and the cards that complete its move.
pub fn clickable(legal: &[Action], picked: &[Card], card: Card) -> bool {
    match picked {
        [] => !uses(legal, &[], card).is_empty(),
        [first] => *first == card || completes(legal, picked, card),
        _ => picked.contains(&card),
    }
}

/// Whether a card in the hand is usable (raised) or dimmed: in Impressionism bidding,
/// whether it can go on the board; in play, [`clickable`].
pub fn usable(legal: &[Action], picked: &[Card], card: Card, bidding: bool) -> bool {
    if bidding {
        legal.iter().any(|a| matches!(a, Action::Place(_, x) if *x == card))
    } else {
        clickable(legal, picked, card)
    }
}

/// Whether `card` completes the two-card move begun with the one picked card (it lights
/// up in the hand).
pub fn completes(legal: &[Action], picked: &[Card], card: Card) -> bool {
    match picked {
        [first] => uses(legal, &[*first], card).iter().any(|a| a.cards().count() == 2),
        _ => false,
    }
}

/// The smear's target (the winning entry) is lit on the table once the player has
/// chosen to smear, until a secondary is picked that is not smeared on.
pub fn smear_target(legal: &[Action], picked: &[Card], smearing: bool) -> bool {
    smearing
        && match picked {
            [] => true,
            [first] => legal.iter().any(|a| matches!(a, Action::Smear(p, _) if p == first)),
            _ => false,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(t: &str) -> Card {
        t.parse().unwrap()
    }

    #[test]
    fn clicks_build_plays_mixes_and_smears() {
        // On a purple trick holding P3, R3 and B5: P3 plays at once; R3 is picked, then
        // B5 completes the mix.
        let legal: Vec<Action> = ["play P3", "mix R3 B5"].iter().map(|t| t.parse().unwrap()).collect();
        assert_eq!(click(&legal, &[], card("P3")), Click::Act("play P3".parse().unwrap()));
        assert_eq!(click(&legal, &[], card("R3")), Click::Pick(card("R3")));
        assert_eq!(click(&legal, &[card("R3")], card("B5")), Click::Act("mix R3 B5".parse().unwrap()));
        assert_eq!(click(&legal, &[card("R3")], card("R3")), Click::Unpick);
        assert!(may_pick(&legal));
        // Only single cards: every tap is a move, nothing is ever picked.
        let singles: Vec<Action> = ["play P3", "play P5"].iter().map(|t| t.parse().unwrap()).collect();
        assert!(!may_pick(&singles));
        assert!(singles.iter().all(|a| matches!(click(&singles, &[], a.cards().next().unwrap()), Click::Act(_))));
    }

    #[test]
    fn a_tap_junks_and_smears_are_built_once_chosen() {
        // Without blue on a blue trick: Y2 and G7 may each be junked, or smeared together.
        let all: Vec<Action> = ["play Y2", "play G7", "play G5", "smear Y2 G7", "smear Y2 G5"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
        assert!(smear_offered(&all, &[], false));
        assert!(!smear_offered(&all, &[], true));
        // One tap junks, even the card that could start a smear.
        let taps = by_taps(&all, false);
        assert_eq!(click(&taps, &[], card("Y2")), Click::Act("play Y2".parse().unwrap()));
        assert_eq!(click(&taps, &[], card("G7")), Click::Act("play G7".parse().unwrap()));
        assert!(!smear_target(&all, &[], false));
        // Once "Smear" is chosen: Y2 (two smears) is picked, and so is G7 (one smear):
        // a smear is confirmed by a second tap, on the lit partner.
        let smears = by_taps(&all, true);
        assert!(smear_target(&all, &[], true));
        assert_eq!(click(&smears, &[], card("Y2")), Click::Pick(card("Y2")));
        assert_eq!(click(&smears, &[], card("G7")), Click::Pick(card("G7")));
        assert!(completes(&smears, &[card("G7")], card("Y2")));
        assert_eq!(click(&smears, &[card("G7")], card("Y2")), Click::Act("smear Y2 G7".parse().unwrap()));
        assert_eq!(click(&smears, &[card("Y2")], card("G5")), Click::Act("smear Y2 G5".parse().unwrap()));
        assert!(!clickable(&smears, &[], card("R1")));
        // While Y2 is picked, only G7 and G5 (completing the smear) and Y2 (cancel) respond.
        assert!(clickable(&smears, &[card("Y2")], card("G7")));
        assert!(clickable(&smears, &[card("Y2")], card("Y2")));
        assert!(completes(&smears, &[card("Y2")], card("G7")));
        assert!(!completes(&smears, &[], card("G7")));
        assert!(smear_target(&all, &[card("Y2")], true));
        assert!(!smear_target(&all, &[card("G7")], true));
    }
}
