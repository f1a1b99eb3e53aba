//! Single-observer information-set Monte Carlo tree search (Cowling, Powley and
//! Whitehouse 2012): every iteration samples the hidden cards afresh, walks one tree
//! shared by all determinizations (a child is selectable only when its action is
//! legal in this sample, and counts its availability), expands one action, plays the
//! round out, and backs up each seat's reward.

use rand_core::RngCore;

use super::policy::{below, heuristic_action};
use super::reward::game_rewards;
use super::sampler::Sampler;
use super::solver::{cards_left, solve};
use crate::engine::{Action, ActionList, Round, Seat, SeatView};

/// How a search plays out rounds beyond its tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// Uniformly random legal actions (the plain reference).
    Random,
    /// The rule-of-thumb policy, with a random action `noise` times in 100.
    Heuristic { noise: u8 },
}

impl Rollout {
    /// The rule of thumb with one random action in ten.
    pub const HEURISTIC: Rollout = Rollout::Heuristic { noise: 10 };
}

/// Search settings.
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    pub iterations: u32,
    pub rollout: Rollout,
    /// Respect the voids seats have shown when sampling hidden cards.
    pub use_voids: bool,
    /// Candidate deals per sample, weighed by the other seats' bids and board bids
    /// (1: take every deal as drawn).
    pub candidates: u32,
    /// UCB exploration constant (rewards are around -1..1).
    pub exploration: f32,
    /// Leaves with at most this many cards left in hands are valued exactly by the
    /// end-of-round solver (0: never).
    pub solve_at: u32,
    /// The most positions one exact solve may visit before falling back to a playout.
    pub solve_budget: u32,
}

struct Node {
    action: Action,
    /// The seat that took `action`.
    mover: Seat,
    children: Vec<u32>,
    visits: u32,
    available: u32,
    reward: f32,
}

/// The result of a search: each root action with its visits and mean reward.
#[derive(Clone, Debug)]
pub struct SearchResult {
    pub stats: Vec<(Action, u32, f32)>,
}

impl SearchResult {
    /// The most visited action.
    pub fn best(&self) -> Option<(Action, u32, f32)> {
        self.stats.iter().copied().max_by(|a, b| a.1.cmp(&b.1).then(a.2.total_cmp(&b.2)))
    }
}

/// Plays the round out with the rollout policy.
pub fn play_out(round: &mut Round, rollout: Rollout, rng: &mut impl RngCore, list: &mut ActionList) {
    while !round.is_over() {
        round.legal_actions_into(list);
        let action = match rollout {
            Rollout::Random => list[below(rng, list.len())],
            Rollout::Heuristic { noise } => {
                if below(rng, 100) < noise as usize {
                    list[below(rng, list.len())]
                } else {
                    heuristic_action(round, list, rng)
                }
            }
        };
        round.apply_unchecked(action);
    }
}

/// Searches the decision of the view's seat.
pub fn search(view: &SeatView, config: SearchConfig, rng: &mut impl RngCore) -> SearchResult {
    let sampler = Sampler::new(view, config.use_voids).weighing(config.candidates);
    let mut nodes = vec![Node {
        action: Action::Pass,
        mover: view.seat,
        children: Vec::new(),
        visits: 0,
        available: 0,
        reward: 0.0,
    }];
    let mut list = ActionList::new();
    let mut path: Vec<u32> = Vec::with_capacity(64);
    for _ in 0..config.iterations {
        let mut round = sampler.sample(rng);
        path.clear();
        let mut node = 0u32;
        path.push(node);
        // Selection and expansion.
        while !round.is_over() {
            round.legal_actions_into(&mut list);
            let mover = round.to_move().unwrap_or_default();
            // Expansion: an untried legal action, picked uniformly (reservoir sampling).
            let children = &nodes[node as usize].children;
            let mut untried = None;
            let mut seen = 0;
            for &a in &list {
                if !children.iter().any(|&c| nodes[c as usize].action == a) {
                    seen += 1;
                    if below(rng, seen) == 0 {
                        untried = Some(a);
                    }
                }
            }
            if let Some(action) = untried {
                round.apply_unchecked(action);
                let child = nodes.len() as u32;
                nodes.push(Node { action, mover, children: Vec::new(), visits: 0, available: 1, reward: 0.0 });
                nodes[node as usize].children.push(child);
                path.push(child);
                break;
            }
            let mut best = (f32::MIN, 0u32);
            for &c in &nodes[node as usize].children {
                let child = &nodes[c as usize];
                if !list.contains(&child.action) {
                    continue;
                }
                let available = child.available as f32 + 1.0;
                let mean = child.reward / child.visits.max(1) as f32;
                let ucb = mean + config.exploration * (libm::logf(available) / child.visits.max(1) as f32).sqrt();
                if ucb > best.0 {
                    best = (ucb, c);
                }
            }
            for i in 0..nodes[node as usize].children.len() {
                let c = nodes[node as usize].children[i] as usize;
                if list.contains(&nodes[c].action) {
                    nodes[c].available += 1;
                }
            }
            node = best.1;
            round.apply_unchecked(nodes[node as usize].action);
            path.push(node);
        }
        let exact = (config.solve_at > 0 && cards_left(&round) <= config.solve_at)
            .then(|| solve(&round, &view.scores, config.solve_budget))
            .flatten();
        let reward = exact.unwrap_or_else(|| {
            play_out(&mut round, config.rollout, rng, &mut list);
            game_rewards(&round, &view.scores)
        });
        for &n in &path {
            let node = &mut nodes[n as usize];
            node.visits += 1;
            node.reward += reward[node.mover.index()];
        }
    }
    let stats = nodes[0]
        .children
        .iter()
        .map(|&c| {
            let n = &nodes[c as usize];
            (n.action, n.visits, n.reward / n.visits.max(1) as f32)
        })
        .collect();
    SearchResult { stats }
}
