//! The puzzles' proof (issue 48): a move that is best against every hand the hidden
//! cards could form. Every deal consistent with what the puzzle's seat has seen is
//! enumerated ([`deals`]), and in each, every legal move is solved exactly to the
//! round's end with all cards known, each seat playing for its own points
//! ([`double_dummy`]). A move is proved best when in no deal does another move
//! guarantee more.

pub mod deals;
pub mod double_dummy;

use pala_rules::engine::{Action, ActionList, SeatView};
pub use pala_rules::scenario::puzzle::{MoveProof, Proof};

/// How far a proof may go before it gives up.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The most deals enumerated.
    pub deals: usize,
    /// The most positions solved, over every deal and move.
    pub positions: u64,
}

/// How far a puzzle's proof may go: the lab's generator keeps only positions proved
/// within these, and the set's check in `make test` proves every puzzle again.
pub const PUZZLE_LIMITS: Limits = Limits { deals: 20_000, positions: 600_000 };

/// Why a position is no puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unproved {
    /// It is not the view's seat's move, or it has one move only.
    NoChoice,
    TooManyDeals,
    TooManyPositions,
}

/// Proves what each legal move of the view's seat guarantees in every deal; with how
/// many positions it solved.
pub fn prove(view: &SeatView, limits: Limits) -> Result<(Proof, u64), Unproved> {
    let legal: ActionList = view.legal_actions();
    if legal.len() < 2 {
        return Err(Unproved::NoChoice);
    }
    let deals = deals::every_deal(view, limits.deals).ok_or(Unproved::TooManyDeals)?;
    let mut budget = limits.positions;
    let mut moves: Vec<MoveProof> =
        legal.iter().map(|a| MoveProof { action: a.to_string(), total: 0, worst: i32::MAX, behind: 0 }).collect();
    let (mut matters, mut margin_total) = (0, 0i64);
    let mut gains = Vec::with_capacity(legal.len());
    let mut per_deal: Vec<Vec<i32>> = Vec::with_capacity(deals.len());
    for deal in &deals {
        gains.clear();
        for &action in &legal {
            let mut child = *deal;
            child.apply_unchecked(action);
            gains.push(double_dummy::guaranteed(&child, view.seat, &mut budget).ok_or(Unproved::TooManyPositions)?);
        }
        let top = gains.iter().copied().max().unwrap_or(0);
        for (m, &g) in moves.iter_mut().zip(&gains) {
            m.total += i64::from(g);
            m.worst = m.worst.min(g);
            m.behind += u32::from(g < top);
        }
        per_deal.push(gains.clone());
    }
    // Best first: the higher total, then fewer deals behind, then legal order.
    let mut order: Vec<usize> = (0..moves.len()).collect();
    order.sort_by(|&a, &b| moves[b].total.cmp(&moves[a].total).then(moves[a].behind.cmp(&moves[b].behind)));
    // The first move's lead over the next best, deal by deal.
    let first = order[0];
    for gains in &per_deal {
        let next = order[1..].iter().map(|&i| gains[i]).max().unwrap_or(i32::MIN);
        let lead = gains[first] - next;
        matters += u32::from(lead > 0);
        margin_total += i64::from(lead);
    }
    let moves = order.into_iter().map(|i| moves[i].clone()).collect();
    let proof = Proof { deals: deals.len() as u32, matters, margin_total, moves };
    Ok((proof, limits.positions - budget))
}

/// The legal action written `notation` for the view's seat, if there is one.
pub fn legal_action(view: &SeatView, notation: &str) -> Option<Action> {
    let action: Action = notation.parse().ok()?;
    view.is_legal(action).then_some(action)
}
