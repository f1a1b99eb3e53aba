//! One deal solved exactly, every card known, as bridge's double-dummy analysis solves
//! a board: each seat plays for its own round points with perfect play to the round's
//! end, and where a seat's choices are worth the same to it, it takes the one worst for
//! the puzzle's seat (so what a move is worth is what it is sure of against players who
//! look after themselves first).

use pala_rules::engine::{ActionList, MAX_PLAYERS, Mode, Round, Seat};

/// Each seat's round points as a number to maximise: points in Pointillism, minus
/// points in Impressionism (where points are bad).
pub fn gains(round: &Round) -> [i32; MAX_PLAYERS] {
    let points = round.score_totals();
    match round.mode() {
        Mode::Pointillism => points,
        Mode::Impressionism => points.map(|p| -p),
    }
}

/// What `seat` gains from `round` on, every seat playing perfectly for itself (ties
/// against `seat`), or `None` after more than `budget` positions.
pub fn guaranteed(round: &Round, seat: Seat, budget: &mut u64) -> Option<i32> {
    Some(solve(round, seat, budget)?[seat.index()])
}

fn solve(round: &Round, seat: Seat, budget: &mut u64) -> Option<[i32; MAX_PLAYERS]> {
    *budget = budget.checked_sub(1)?;
    let Some(mover) = round.to_move() else { return Some(gains(round)) };
    let mut list = ActionList::new();
    round.legal_actions_into(&mut list);
    let (m, s) = (mover.index(), seat.index());
    let mut best: Option<[i32; MAX_PLAYERS]> = None;
    for &action in &list {
        let mut child = *round;
        child.apply_unchecked(action);
        let v = solve(&child, seat, budget)?;
        let better = match best {
            None => true,
            Some(b) => v[m] > b[m] || (v[m] == b[m] && mover != seat && v[s] < b[s]),
        };
        if better {
            best = Some(v);
        }
    }
    best
}
