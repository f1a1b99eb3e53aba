//! Single-observer information-set Monte Carlo tree search (Cowling, Powley and
//! Whitehouse 2012): every iteration samples the hidden cards afresh, walks one tree
//! shared by all determinizations (a child is selectable only when its action is
//! legal in this sample, and counts its availability), expands one action, plays the
//! round out, and backs up each seat's reward.

use rand_core::RngCore;

use super::inference::Pool;
use super::outcome::Outcomes;
use super::policy::{below, heuristic_action};
use super::reward::game_rewards;
use super::sampler::Sampler;
use super::solver::{cards_left, solve, solve_line};
use crate::engine::{Action, ActionList, Hand, MAX_PLAYERS, Phase, Round, Seat, SeatView};

/// How a search plays out rounds beyond its tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// Uniformly random legal actions (the plain reference).
    Random,
    /// The rule-of-thumb policy, with a random action `noise` times in 100.
    Heuristic { noise: u8 },
    /// The rule of thumb for the searching seat with a random action `own` times in
    /// 100, and for the other seats `others` times in 100 (`bids` times in 100 for
    /// their board bids): a model of opponents who follow the rule of thumb less often
    /// than the searcher does.
    Modelled { own: u8, others: u8, bids: u8 },
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
    /// How sharply those bids weigh the candidates: their log weights times this (1:
    /// as fitted in `evidence.rs`).
    pub evidence: f32,
    /// Inference from play: deals drawn once and weighed by how well they explain the
    /// other seats' trick plays so far, the search sampling from them (`inference.rs`;
    /// 0: none).
    pub inference: u32,
    /// Progressive bias (Chaslot et al. 2008): a tree move that the rule of thumb would
    /// make gets this much extra value, fading as 1 / (visits + 1) (0: none).
    pub prior: f32,
    /// UCB exploration constant (rewards are around -1..1).
    pub exploration: f32,
    /// Perfect-information Monte Carlo (0: off): this many deals drawn once, each
    /// searched as if every hand were known, the iterations shared among them and the
    /// root statistics summed, so the others choose knowing their own cards.
    pub determinized: u32,
    /// Leaves with at most this many cards left in hands are valued exactly by the
    /// end-of-round solver (0: never).
    pub solve_at: u32,
    /// The most positions one exact solve may visit before falling back to a playout.
    pub solve_budget: u32,
    /// What a finished round is worth to each seat.
    pub reward: Reward,
    /// Cards the search takes as left out of the deal, never dealing them to a seat
    /// (only the stand-in of the other app's bot knows any: [`Sampler::knowing`]).
    pub left_out: Hand,
    /// The true round, for the arena's perfect-information diagnostic (`peek=hands`):
    /// the search then plays every iteration in it instead of sampled deals. `None`
    /// for every level a player meets.
    pub truth: Option<Round>,
    /// With `truth` and `determinized` (the arena's `peek_deals=1`): search copies of
    /// the true round as the deals, so that a peek differs from the search as shipped
    /// only in what it knows.
    pub truth_deals: bool,
    /// Count what followed each root move in its playouts ([`RootStat::outcomes`]), for
    /// the hint's reason. It changes no decision.
    pub tally: bool,
}

/// What a finished round is worth to a seat in the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reward {
    /// The round's points against the field, and the game when the round can end it
    /// ([`game_rewards`]): every level a player meets.
    Game,
    /// The other app's bot's reward: from the seat's own round score `s` alone,
    /// 1 - (s / 60)^2 scaled to -1..1, that is 1 - s^2 / 1800 (Impressionism, where
    /// points are penalties).
    RoundSquared,
}

impl Reward {
    /// Each seat's reward for the finished `round` when the game totals stood at `before`.
    pub fn of(self, round: &Round, before: &[i32; MAX_PLAYERS]) -> [f32; MAX_PLAYERS] {
        match self {
            Reward::Game => game_rewards(round, before),
            Reward::RoundSquared => round.score_totals().map(|s| 1.0 - (s * s) as f32 / 1800.0),
        }
    }
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

/// One root action's statistics: how often the search tried it and the rewards it
/// brought the seat to move, summed; with [`SearchConfig::tally`], what followed it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootStat {
    pub action: Action,
    pub visits: u32,
    pub reward: f32,
    pub outcomes: Outcomes,
}

impl RootStat {
    /// The mean reward.
    pub fn mean(&self) -> f32 {
        self.reward / self.visits.max(1) as f32
    }
}

/// The result of a search: each root action with its visits and summed reward.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchResult {
    pub stats: Vec<RootStat>,
}

impl SearchResult {
    /// The most visited action (ties: the better mean, then the later one).
    pub fn best(&self) -> Option<RootStat> {
        self.stats.iter().copied().max_by(|a, b| a.visits.cmp(&b.visits).then(a.mean().total_cmp(&b.mean())))
    }

    /// Root-parallel searches merged (Chaslot, Winands and van den Herik 2008): each
    /// action's visits and rewards summed over the searches, taken in order, the
    /// actions in the order they first appear. One search merges to itself.
    pub fn merge<'a>(results: impl IntoIterator<Item = &'a SearchResult>) -> SearchResult {
        let mut all = SearchResult::default();
        for result in results {
            for stat in &result.stats {
                match all.stats.iter_mut().find(|s| s.action == stat.action) {
                    Some(s) => {
                        s.visits += stat.visits;
                        s.reward += stat.reward;
                        s.outcomes.add(&stat.outcomes);
                    }
                    None => all.stats.push(*stat),
                }
            }
        }
        all
    }
}

/// Plays the round out with the rollout policy.
// Kept out of line: smaller functions for the browser's wasm compiler (Master's
// benchmark in wasm 16.1 s -> 15.9 s under Node, native the same).
#[inline(never)]
pub fn play_out(round: &mut Round, rollout: Rollout, rng: &mut impl RngCore, list: &mut ActionList) {
    play_out_for(round, rollout, None, rng, list)
}

/// Plays the round out with the rollout policy, `searcher` being the seat whose
/// search this is ([`Rollout::Modelled`] tells it from the others).
#[inline(never)]
pub fn play_out_for(
    round: &mut Round,
    rollout: Rollout,
    searcher: Option<Seat>,
    rng: &mut impl RngCore,
    list: &mut ActionList,
) {
    while !round.is_over() {
        round.legal_actions_into(list);
        let noise = match rollout {
            Rollout::Random => None,
            Rollout::Heuristic { noise } => Some(noise),
            Rollout::Modelled { own, .. } if round.to_move() == searcher => Some(own),
            Rollout::Modelled { bids, .. } if round.phase() == Phase::Bidding => Some(bids),
            Rollout::Modelled { others, .. } => Some(others),
        };
        let action = match noise {
            Some(noise) if below(rng, 100) >= noise as usize => heuristic_action(round, list, rng),
            _ => list[below(rng, list.len())],
        };
        round.apply_unchecked(action);
    }
}

/// Searches the decision of the view's seat.
// Kept out of line, as `play_out`.
#[inline(never)]
pub fn search(view: &SeatView, config: SearchConfig, rng: &mut impl RngCore) -> SearchResult {
    let sampler = Sampler::knowing(view, config.use_voids, config.left_out)
        .weighing(config.candidates)
        .sharpened(config.evidence);
    if config.determinized == 0 || (config.truth.is_some() && !config.truth_deals) {
        return search_tree(view, config, &sampler, rng);
    }
    let deals = config.determinized;
    let results: Vec<SearchResult> = (0..deals)
        .map(|k| {
            let truth = Some(config.truth.unwrap_or_else(|| sampler.sample(rng)));
            let iterations = config.iterations / deals + u32::from(k < config.iterations % deals);
            search_tree(view, SearchConfig { truth, iterations, ..config }, &sampler, rng)
        })
        .collect();
    SearchResult::merge(&results)
}

/// One tree: over deals from `sampler` (or the inference pool), or over `config.truth`
/// alone when it is set.
fn search_tree(view: &SeatView, config: SearchConfig, sampler: &Sampler, rng: &mut impl RngCore) -> SearchResult {
    let pool = (config.inference > 0 && config.truth.is_none())
        .then(|| Pool::new(view, sampler, config.inference, rng))
        .flatten();
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
    // What followed each root move (by its node), when tallied.
    let mut tallies: Vec<(u32, Outcomes)> = Vec::new();
    for _ in 0..config.iterations {
        let mut round = match (&config.truth, &pool) {
            (Some(truth), _) => *truth,
            (None, Some(pool)) => pool.draw(rng),
            (None, None) => sampler.sample(rng),
        };
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
            let favourite = (config.prior > 0.0).then(|| heuristic_action(&round, &list, rng));
            let mut best = (f32::MIN, 0u32);
            for &c in &nodes[node as usize].children {
                let child = &nodes[c as usize];
                if !list.contains(&child.action) {
                    continue;
                }
                let available = child.available as f32 + 1.0;
                let mean = child.reward / child.visits.max(1) as f32;
                let mut ucb = mean + config.exploration * (libm::logf(available) / child.visits.max(1) as f32).sqrt();
                if favourite == Some(child.action) {
                    ucb += config.prior / (child.visits + 1) as f32;
                }
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
        let solving = config.solve_at > 0 && cards_left(&round) <= config.solve_at;
        let reward = if config.tally {
            let line = solving.then(|| solve_line(&round, &view.scores, config.solve_budget)).flatten();
            let (reward, end) = line.unwrap_or_else(|| {
                play_out_for(&mut round, config.rollout, Some(view.seat), rng, &mut list);
                (config.reward.of(&round, &view.scores), round)
            });
            if let Some(&child) = path.get(1) {
                let at = match tallies.iter().position(|(n, _)| *n == child) {
                    Some(at) => at,
                    None => {
                        tallies.push((child, Outcomes::default()));
                        tallies.len() - 1
                    }
                };
                tallies[at].1.record(view.round(), view.seat, &end);
            }
            reward
        } else {
            let exact = solving.then(|| solve(&round, &view.scores, config.solve_budget)).flatten();
            exact.unwrap_or_else(|| {
                play_out_for(&mut round, config.rollout, Some(view.seat), rng, &mut list);
                config.reward.of(&round, &view.scores)
            })
        };
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
            let outcomes = tallies.iter().find(|(node, _)| *node == c).map(|(_, o)| *o).unwrap_or_default();
            RootStat { action: n.action, visits: n.visits, reward: n.reward, outcomes }
        })
        .collect();
    SearchResult { stats }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::{Mode, Rules};
    use rand_core::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// Perfect-information Monte Carlo shares the iterations among its deals (500 over
    /// 7: 72 or 71 each), so the root counts them all; the same seed gives the same
    /// statistics.
    #[test]
    fn a_determinized_search_spends_its_iterations_over_its_deals() {
        let round = Round::deal(Rules::new(Mode::Impressionism, 4).unwrap(), Seat::new(0), 5);
        let view = SeatView::new(&round, round.to_move().unwrap(), [0; MAX_PLAYERS]);
        let config = Level::Hard.search(Mode::Impressionism, 4).unwrap();
        let config = SearchConfig { iterations: 500, determinized: 7, ..config };
        let run = |seed| search(&view, config, &mut Xoshiro256PlusPlus::seed_from_u64(seed));
        let result = run(3);
        assert_eq!(result.stats.iter().map(|s| s.visits).sum::<u32>(), 500);
        assert!(result.stats.iter().all(|s| view.is_legal(s.action)));
        assert_eq!(result, run(3));
    }
}
