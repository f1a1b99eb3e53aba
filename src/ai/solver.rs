//! The exact end of a round: on a determinized round with few cards left, every line
//! of play is searched (max^n: each mover picks what is best for itself), so the search
//! can value a position exactly instead of by a playout.

use super::reward::game_rewards;
use crate::engine::{ActionList, MAX_PLAYERS, Round};

/// Each seat's reward ([`game_rewards`] with the game totals `before` the round) when
/// everyone plays perfectly for itself from `round` on (all cards known), or `None`
/// when that takes more than `budget` positions. Ties between a mover's equally good
/// choices go to the first in legal order.
pub fn solve(round: &Round, before: &[i32; MAX_PLAYERS], budget: u32) -> Option<[f32; MAX_PLAYERS]> {
    let mut left = budget;
    value(round, before, &mut left)
}

fn value(round: &Round, before: &[i32; MAX_PLAYERS], left: &mut u32) -> Option<[f32; MAX_PLAYERS]> {
    *left = left.checked_sub(1)?;
    let Some(mover) = round.to_move() else { return Some(game_rewards(round, before)) };
    let mut list = ActionList::new();
    round.legal_actions_into(&mut list);
    let mut best: Option<[f32; MAX_PLAYERS]> = None;
    for &action in &list {
        let mut child = *round;
        child.apply_unchecked(action);
        let v = value(&child, before, left)?;
        if best.is_none_or(|b| v[mover.index()] > b[mover.index()]) {
            best = Some(v);
        }
    }
    best
}

/// The cards still in hands: a cheap measure of how much round is left.
pub fn cards_left(round: &Round) -> u32 {
    round.hands().iter().map(|h| h.len()).sum()
}
