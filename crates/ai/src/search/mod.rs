//! Single-observer information-set Monte Carlo tree search (Cowling, Powley and
//! Whitehouse 2012): every iteration samples the hidden cards afresh, walks one tree
//! shared by all determinizations (a child is selectable only when its action is
//! legal in this sample, and counts its availability), expands one action, plays the
//! round out, and backs up each seat's reward.

use rand_core::RngCore;

pub mod evidence;
pub mod reward;
pub mod sampler;
pub mod solver;

use super::outcome::Outcomes;
use super::thumb::{below, heuristic_action};
use pala_rules::engine::{Action, ActionList, MAX_PLAYERS, Phase, Round, Seat, SeatView};
use reward::{Stakes, game_rewards};
use sampler::Sampler;
use solver::{cards_left, solve, solve_line};

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

/// Search settings: what differs between the levels (`levels.rs`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    pub iterations: u32,
    pub rollout: Rollout,
    /// Candidate deals per sample, weighed by the other seats' bids and board bids
    /// (1: take every deal as drawn; `evidence.rs`).
    pub candidates: u32,
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
    /// Count what followed each root move in its playouts ([`RootStat::outcomes`]), for
    /// the hint's reason. It changes no decision.
    pub tally: bool,
}

/// Where a search's deals come from, and what a finished one is worth to each seat.
/// Every level a player meets samples the hidden cards from the seat's view alone
/// ([`Sampler`]) and values a round by the game ([`game_rewards`]); the lab may deal
/// otherwise (a search shown the true hands, or the stand-in of the other app's bot).
pub trait Deals {
    /// One full round consistent with what the searching seat knows.
    fn deal(&self, rng: &mut impl RngCore) -> Round;

    /// Each seat's reward for the finished `round` at the game's `stakes`.
    fn reward(&self, round: &Round, stakes: &Stakes) -> [f32; MAX_PLAYERS] {
        game_rewards(round, stakes)
    }
}

impl Deals for Sampler {
    fn deal(&self, rng: &mut impl RngCore) -> Round {
        self.sample(rng)
    }
}

/// Makes a search's [`Deals`] for each decision.
pub trait Dealer: Sync {
    type Deals: Deals;
    fn deals(&self, view: &SeatView, config: &SearchConfig) -> Self::Deals;
}

/// The dealer of every level a player meets: the hidden cards sampled from the view,
/// weighed by the others' bids.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sampling;

impl Dealer for Sampling {
    type Deals = Sampler;
    fn deals(&self, view: &SeatView, config: &SearchConfig) -> Sampler {
        Sampler::new(view).weighing(config.candidates)
    }
}

/// One deal, searched as if every hand were known (perfect-information Monte Carlo),
/// valued as the deals it came from value rounds.
struct Fixed<'a, D> {
    round: Round,
    from: &'a D,
}

impl<D: Deals> Deals for Fixed<'_, D> {
    fn deal(&self, _: &mut impl RngCore) -> Round {
        self.round
    }

    fn reward(&self, round: &Round, stakes: &Stakes) -> [f32; MAX_PLAYERS] {
        self.from.reward(round, stakes)
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

/// Searches the decision of the view's seat over deals sampled from the view.
pub fn search(view: &SeatView, config: SearchConfig, rng: &mut impl RngCore) -> SearchResult {
    search_in(view, config, &Sampling.deals(view, &config), rng)
}

/// Searches the decision of the view's seat over `deals`.
// Kept out of line, as `play_out`.
#[inline(never)]
pub fn search_in<D: Deals>(view: &SeatView, config: SearchConfig, deals: &D, rng: &mut impl RngCore) -> SearchResult {
    if config.determinized == 0 {
        return search_tree(view, config, deals, rng);
    }
    let n = config.determinized;
    let results: Vec<SearchResult> = (0..n)
        .map(|k| {
            let fixed = Fixed { round: deals.deal(rng), from: deals };
            let iterations = config.iterations / n + u32::from(k < config.iterations % n);
            search_tree(view, SearchConfig { iterations, ..config }, &fixed, rng)
        })
        .collect();
    SearchResult::merge(&results)
}

/// One tree over `deals`.
fn search_tree(view: &SeatView, config: SearchConfig, deals: &impl Deals, rng: &mut impl RngCore) -> SearchResult {
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
        let mut round = deals.deal(rng);
        path.clear();
        let mut node = 0u32;
        path.push(node);
        // Selection and expansion.
        while !round.is_over() {
            round.legal_actions_into(&mut list);
            let mover = round.to_move().unwrap_or_default();
            if let Some(action) = untried(&nodes, node, &list, rng) {
                round.apply_unchecked(action);
                let child = nodes.len() as u32;
                nodes.push(Node { action, mover, children: Vec::new(), visits: 0, available: 1, reward: 0.0 });
                nodes[node as usize].children.push(child);
                path.push(child);
                break;
            }
            node = select(&mut nodes, node, &list, config.exploration);
            round.apply_unchecked(nodes[node as usize].action);
            path.push(node);
        }
        let reward = value(view, &config, deals, &mut round, path.get(1).copied(), &mut tallies, rng, &mut list);
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

/// Expansion: an untried legal action at `node`, picked uniformly (reservoir sampling).
fn untried(nodes: &[Node], node: u32, list: &ActionList, rng: &mut impl RngCore) -> Option<Action> {
    let children = &nodes[node as usize].children;
    let mut untried = None;
    let mut seen = 0;
    for &a in list {
        if !children.iter().any(|&c| nodes[c as usize].action == a) {
            seen += 1;
            if below(rng, seen) == 0 {
                untried = Some(a);
            }
        }
    }
    untried
}

/// Selection: the legal child of `node` with the best upper confidence bound, counting
/// availability (each legal child was available once more).
fn select(nodes: &mut [Node], node: u32, list: &ActionList, exploration: f32) -> u32 {
    let mut best = (f32::MIN, 0u32);
    for &c in &nodes[node as usize].children {
        let child = &nodes[c as usize];
        if !list.contains(&child.action) {
            continue;
        }
        let available = child.available as f32 + 1.0;
        let mean = child.reward / child.visits.max(1) as f32;
        let ucb = mean + exploration * (libm::logf(available) / child.visits.max(1) as f32).sqrt();
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
    best.1
}

/// The value of the position the tree reached, for every seat: solved exactly near the
/// end, else played out; when tallying, what followed is recorded under the root move
/// (`root_child`) that led here.
#[allow(clippy::too_many_arguments)]
fn value(
    view: &SeatView,
    config: &SearchConfig,
    deals: &impl Deals,
    round: &mut Round,
    root_child: Option<u32>,
    tallies: &mut Vec<(u32, Outcomes)>,
    rng: &mut impl RngCore,
    list: &mut ActionList,
) -> [f32; MAX_PLAYERS] {
    let solving = config.solve_at > 0 && cards_left(round) <= config.solve_at;
    let stakes = Stakes::of(view);
    if !config.tally {
        let exact = solving.then(|| solve(round, &stakes, config.solve_budget)).flatten();
        return exact.unwrap_or_else(|| {
            play_out_for(round, config.rollout, Some(view.seat), rng, list);
            deals.reward(round, &stakes)
        });
    }
    let line = solving.then(|| solve_line(round, &stakes, config.solve_budget)).flatten();
    let (reward, end) = line.unwrap_or_else(|| {
        play_out_for(round, config.rollout, Some(view.seat), rng, list);
        (deals.reward(round, &stakes), *round)
    });
    if let Some(child) = root_child {
        let at = match tallies.iter().position(|(n, _)| *n == child) {
            Some(at) => at,
            None => {
                tallies.push((child, Outcomes::default()));
                tallies.len() - 1
            }
        };
        tallies[at].1.record(view, &end);
    }
    reward
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Bot;
    use pala_rules::engine::Level;
    use pala_rules::engine::{Mode, Rules};
    use rand_core::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// Perfect-information Monte Carlo shares the iterations among its deals (500 over
    /// 7: 72 or 71 each), so the root counts them all; the same seed gives the same
    /// statistics.
    #[test]
    fn a_determinized_search_spends_its_iterations_over_its_deals() {
        let round = Round::deal(Rules::new(Mode::Impressionism, 4).unwrap(), Seat::new(0), 5);
        let view = SeatView::new(&round, round.to_move().unwrap(), [0; MAX_PLAYERS]);
        let config = Bot::from(Level::Hard).search_for(Mode::Impressionism, 4).unwrap();
        let config = SearchConfig { iterations: 500, determinized: 7, ..config };
        let run = |seed| search(&view, config, &mut Xoshiro256PlusPlus::seed_from_u64(seed));
        let result = run(3);
        assert_eq!(result.stats.iter().map(|s| s.visits).sum::<u32>(), 500);
        assert!(result.stats.iter().all(|s| view.is_legal(s.action)));
        assert_eq!(result, run(3));
    }
}
