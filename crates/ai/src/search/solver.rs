//! The exact end of a round: on a determinized round with few cards left, every line
//! of play is searched (max^n: each mover picks what is best for itself), so the search
//! can value a position exactly instead of by a playout.

use super::reward::{Stakes, game_rewards};
use pala_rules::engine::{ActionList, MAX_PLAYERS, Round};

/// What a solved position is worth: each seat's reward, and for a reason's tally
/// (`Line`) also the finished round the best play reaches.
trait Value: Copy {
    fn at_end(round: &Round, rewards: [f32; MAX_PLAYERS]) -> Self;
    fn rewards(&self) -> &[f32; MAX_PLAYERS];
}

impl Value for [f32; MAX_PLAYERS] {
    fn at_end(_: &Round, rewards: [f32; MAX_PLAYERS]) -> Self {
        rewards
    }
    fn rewards(&self) -> &[f32; MAX_PLAYERS] {
        self
    }
}

/// The rewards and the finished round of the best line.
type Line = ([f32; MAX_PLAYERS], Round);

impl Value for Line {
    fn at_end(round: &Round, rewards: [f32; MAX_PLAYERS]) -> Self {
        (rewards, *round)
    }
    fn rewards(&self) -> &[f32; MAX_PLAYERS] {
        &self.0
    }
}

/// Each seat's reward ([`game_rewards`] at the game's `stakes`) when
/// everyone plays perfectly for itself from `round` on (all cards known), or `None`
/// when that takes more than `budget` positions. Ties between a mover's equally good
/// choices go to the first in legal order.
pub fn solve(round: &Round, stakes: &Stakes, budget: u32) -> Option<[f32; MAX_PLAYERS]> {
    let mut left = budget;
    value(round, stakes, &mut left)
}

/// [`solve`], with the finished round that the best play reaches.
pub fn solve_line(round: &Round, stakes: &Stakes, budget: u32) -> Option<Line> {
    let mut left = budget;
    value(round, stakes, &mut left)
}

fn value<V: Value>(round: &Round, stakes: &Stakes, left: &mut u32) -> Option<V> {
    *left = left.checked_sub(1)?;
    let Some(mover) = round.to_move() else { return Some(V::at_end(round, game_rewards(round, stakes))) };
    let mut list = ActionList::new();
    round.legal_actions_into(&mut list);
    let mut best: Option<V> = None;
    for &action in &list {
        let mut child = *round;
        child.apply_unchecked(action);
        let v: V = value(&child, stakes, left)?;
        if best.is_none_or(|b| v.rewards()[mover.index()] > b.rewards()[mover.index()]) {
            best = Some(v);
        }
    }
    best
}

/// The cards still in hands: a cheap measure of how much round is left.
pub fn cards_left(round: &Round) -> u32 {
    round.hands().iter().map(|h| h.len()).sum()
}
