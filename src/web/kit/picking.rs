//! Building a move from card clicks: a card whose only use is a single-card play is
//! played at once; otherwise it is picked, and a second card completes a mix or a
//! smear. Everything is looked up in the engine's legal action list.

use crate::engine::{Action, Card};

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

/// The result of clicking `card` with `picked` already chosen.
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

/// The smear's target is lit on the table while a primary that can smear is picked.
pub fn smear_picked(legal: &[Action], picked: &[Card]) -> bool {
    match picked {
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
        // Without blue on a blue trick: Y2 may junk or smear, so it is picked first.
        let legal: Vec<Action> = ["play Y2", "play G7", "smear Y2 G7"].iter().map(|t| t.parse().unwrap()).collect();
        assert_eq!(click(&legal, &[], card("Y2")), Click::Pick(card("Y2")));
        assert_eq!(click(&legal, &[card("Y2")], card("G7")), Click::Act("smear Y2 G7".parse().unwrap()));
        assert_eq!(click(&legal, &[card("G7")], card("Y2")), Click::Act("smear Y2 G7".parse().unwrap()));
        assert!(!clickable(&legal, &[], card("R1")));
        // While Y2 is picked, only G7 (completing the smear) and Y2 (cancel) respond.
        assert!(clickable(&legal, &[card("Y2")], card("G7")));
        assert!(clickable(&legal, &[card("Y2")], card("Y2")));
        assert!(!clickable(&legal, &[card("G7")], card("R1")));
        assert!(completes(&legal, &[card("Y2")], card("G7")));
        assert!(!completes(&legal, &[], card("G7")));
        assert!(smear_picked(&legal, &[card("Y2")]));
        assert!(!smear_picked(&legal, &[card("G7")]));
    }
}
