//! Perft: the number of legal action sequences of a given length from a position, as
//! chess engines count them. Pinned counts catch any change to legality.

use super::legal::ActionList;
use super::round::Round;

/// Counts the action sequences of exactly `depth` actions from `round` (a sequence that
/// ends the round early counts once, at its end).
pub fn perft(round: &Round, depth: u32) -> u64 {
    if depth == 0 || round.is_over() {
        return 1;
    }
    let mut list = ActionList::new();
    round.legal_actions_into(&mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    list.iter()
        .map(|&action| {
            let mut next = *round;
            next.apply_unchecked(action);
            perft(&next, depth - 1)
        })
        .sum()
}
