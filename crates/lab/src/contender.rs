//! The lab's contenders: the shipped levels, adjusted or not, and the sparring partners
//! no player meets (uniformly random play, the textbook ISMCTS reference, the stand-in
//! of the other app's bot), read from the command line:
//! `pala arena --levels hard:iterations=20000:noise=100,ismcts1000`.
//!
//! A contender decides from the true game, which only the lab holds: it shows the
//! shipped AI the seat's view, and, for a peeking diagnostic or the stand-in, deals
//! its searches knowing more ([`LabDealer`]).

use std::fmt;

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use thiserror::Error;

use super::dealers::{LabDealer, Reward};
use super::trickster;
use pala_ai::levels::{BASE, settings};
use pala_ai::search::Rollout;
use pala_ai::search::solver::cards_left;
use pala_ai::{Decision, MAX_WORKERS, SearchConfig, Settings, merge, shares_in};
use pala_rules::engine::random::below;
use pala_rules::engine::{Action, ActionList, Game, Hand, Level, Mode, Phase, Seat, SeatView};
use pala_words::level_title;

/// Who plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A uniformly random legal move (for tests).
    Random,
    /// A level a player meets.
    Level(Level),
    /// Plain ISMCTS: 1,000 iterations, random playouts, shown voids ignored, the usual
    /// wider exploration: the budget of a shipping Pala app, a sparring partner.
    Reference,
    /// The stand-in of the other Pala app's bot (`trickster.rs`; Impressionism only).
    Trickster,
}

impl Kind {
    const ALL: [Kind; 6] = [
        Kind::Random,
        Kind::Level(Level::Easy),
        Kind::Level(Level::Medium),
        Kind::Level(Level::Hard),
        Kind::Reference,
        Kind::Trickster,
    ];

    /// The command-line name.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Random => "random",
            Kind::Level(level) => level.name(),
            Kind::Reference => "ismcts1000",
            Kind::Trickster => "trickster",
        }
    }

    /// Reads a name (or a level's title, "Master").
    pub fn parse(text: &str) -> Option<Kind> {
        let text = text.trim().to_ascii_lowercase();
        Kind::ALL
            .into_iter()
            .find(|k| k.name() == text || matches!(k, Kind::Level(l) if level_title(*l).to_ascii_lowercase() == text))
    }

    /// How this kind decides at a table, before adjustments (`None`: at random).
    fn settings(self, mode: Mode, players: usize) -> Option<Settings> {
        let searching = |search| Settings { search: Some(search), bid_samples: None, workers: 1 };
        match self {
            Kind::Random => None,
            Kind::Level(level) => Some(settings(level, mode, players)),
            Kind::Reference => {
                Some(searching(SearchConfig { iterations: 1000, rollout: Rollout::Random, exploration: 0.7, ..BASE }))
            }
            Kind::Trickster => Some(searching(trickster::SEARCH)),
        }
    }
}

/// Hidden cards a diagnostic contender is shown (no level a player meets peeks).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Peek {
    #[default]
    Nothing,
    /// The cards left out of the deal, as the trickster stand-in effectively knows them.
    LeftOut,
    /// Every hidden card: a perfect-information ceiling.
    Hands,
    /// Every hidden card, but only for board bids: what reading the hands is worth there.
    Bids,
    /// Every hidden card, but only in the trick play.
    Play,
    /// Every hidden card in the trick play while more than 16 cards are in hands.
    Early,
    /// Every hidden card in the trick play once 16 or fewer cards are in hands.
    Late,
}

impl Peek {
    const NAMES: [(Peek, &str); 6] = [
        (Peek::LeftOut, "left_out"),
        (Peek::Hands, "hands"),
        (Peek::Bids, "bids"),
        (Peek::Play, "play"),
        (Peek::Early, "early"),
        (Peek::Late, "late"),
    ];

    /// Whether every hand is shown in this position.
    fn shows_hands(self, game: &Game) -> bool {
        let bidding = game.round().phase() == Phase::Bidding;
        let late = cards_left(game.round()) <= 16;
        match self {
            Peek::Hands => true,
            Peek::Bids => bidding,
            Peek::Play => !bidding,
            Peek::Early => !bidding && !late,
            Peek::Late => !bidding && late,
            Peek::Nothing | Peek::LeftOut => false,
        }
    }
}

/// Adjustments to a contender's search (none: as shipped).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tweaks {
    /// Search iterations per decision.
    pub iterations: Option<u32>,
    /// Playouts: a random action this many times in 100 (100: random playouts).
    pub noise: Option<u8>,
    /// Playouts: the other seats play a random action this many times in 100.
    pub others_noise: Option<u8>,
    /// Playouts: the other seats bid at random this many times in 100.
    pub others_bidding: Option<u8>,
    /// Solve leaves exactly from this many cards in hands (0: never).
    pub solve: Option<u32>,
    /// Candidate deals per sample, weighed by the bids (1: no weighing).
    pub candidates: Option<u32>,
    /// UCB exploration constant.
    pub exploration: Option<f32>,
    /// Perfect-information Monte Carlo over this many deals (0: off).
    pub determinized: Option<u32>,
    /// Simulated deals to price Pointillism bids.
    pub bid_samples: Option<u32>,
    /// Workers (cores) searching each decision together, each as much as one alone.
    pub workers: Option<u32>,
}

impl Tweaks {
    /// `search` adjusted.
    fn apply(&self, mut config: SearchConfig) -> SearchConfig {
        if let Some(v) = self.iterations {
            config.iterations = v;
        }
        if let Some(v) = self.noise {
            config.rollout = Rollout::Heuristic { noise: v };
        }
        if self.others_noise.is_some() || self.others_bidding.is_some() {
            let (own, others, bids) = match config.rollout {
                Rollout::Heuristic { noise } => (noise, noise, noise),
                Rollout::Modelled { own, others, bids } => (own, others, bids),
                Rollout::Random => (100, 100, 100),
            };
            let others = self.others_noise.unwrap_or(others);
            // Unless set apart, the others bid as loosely as they play.
            let bids = self.others_bidding.or(self.others_noise).unwrap_or(bids);
            config.rollout = Rollout::Modelled { own, others, bids };
        }
        config.solve_at = self.solve.unwrap_or(config.solve_at);
        config.candidates = self.candidates.unwrap_or(config.candidates);
        config.exploration = self.exploration.unwrap_or(config.exploration);
        config.determinized = self.determinized.unwrap_or(config.determinized);
        config
    }
}

/// A contender: who plays, adjusted, optionally bidding as another kind, and what it
/// is shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Contender {
    pub kind: Kind,
    pub tweaks: Tweaks,
    /// Another kind that makes this contender's bids (Pointillism chips, Impressionism
    /// board bids), to tell what the bidding and the play are each worth.
    pub bidder: Option<Kind>,
    pub peek: Peek,
}

/// Why a contender's text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ContenderError {
    #[error("unknown level {0:?}: random, easy, medium, hard, ismcts1000 or trickster")]
    Kind(String),
    #[error("{0:?} is not key=value")]
    NotKeyValue(String),
    #[error("{key}: {value:?} is not a number in range")]
    Number { key: String, value: String },
    #[error("workers: {0:?} is not a number from 1 to {MAX_WORKERS}")]
    Workers(String),
    #[error("peek: {0:?} is not left_out, hands, bids, play, early or late")]
    Peek(String),
    #[error("unknown setting {0:?}")]
    Setting(String),
}

impl From<Kind> for Contender {
    fn from(kind: Kind) -> Contender {
        Contender { kind, tweaks: Tweaks::default(), bidder: None, peek: Peek::Nothing }
    }
}

impl From<Level> for Contender {
    fn from(level: Level) -> Contender {
        Contender::from(Kind::Level(level))
    }
}

impl Contender {
    /// Reads `kind` or `kind:key=value:...` with keys `iterations`, `noise`, `onoise`,
    /// `obid`, `pimc`, `solve`, `candidates`, `exploration`, `bid_samples`, `workers`,
    /// `bidder` (a kind) and `peek` (see [`Peek`]).
    pub fn parse(text: &str) -> Result<Contender, ContenderError> {
        let mut parts = text.split(':');
        let name = parts.next().unwrap_or_default();
        let kind = Kind::parse(name).ok_or_else(|| ContenderError::Kind(name.into()))?;
        let mut c = Contender::from(kind);
        for part in parts {
            let (key, value) = part.split_once('=').ok_or_else(|| ContenderError::NotKeyValue(part.into()))?;
            let bad = || ContenderError::Number { key: key.into(), value: value.into() };
            let number = || value.parse::<u32>().map_err(|_| bad());
            let percent = || value.parse::<u8>().map(|v| v.min(100)).map_err(|_| bad());
            let t = &mut c.tweaks;
            match key.trim() {
                "iterations" => t.iterations = Some(number()?),
                "noise" => t.noise = Some(percent()?),
                "onoise" => t.others_noise = Some(percent()?),
                "obid" => t.others_bidding = Some(percent()?),
                "solve" => t.solve = Some(number()?),
                "candidates" => t.candidates = Some(number()?),
                "exploration" => t.exploration = Some(value.parse().map_err(|_| bad())?),
                "pimc" => t.determinized = Some(number()?),
                "bid_samples" => t.bid_samples = Some(number()?),
                "workers" => {
                    let ok = value.parse().ok().filter(|w| (1..=MAX_WORKERS).contains(w));
                    t.workers = Some(ok.ok_or_else(|| ContenderError::Workers(value.into()))?);
                }
                "bidder" => c.bidder = Some(Kind::parse(value).ok_or_else(|| ContenderError::Kind(value.into()))?),
                "peek" => {
                    let found = Peek::NAMES.into_iter().find(|(_, n)| *n == value);
                    c.peek = found.ok_or_else(|| ContenderError::Peek(value.into()))?.0;
                }
                other => return Err(ContenderError::Setting(other.into())),
            }
        }
        Ok(c)
    }

    /// How this contender decides at a table (`None`: at random).
    pub fn settings(&self, mode: Mode, players: usize) -> Option<Settings> {
        let mut settings = self.kind.settings(mode, players)?;
        settings.search = settings.search.map(|s| self.tweaks.apply(s));
        settings.bid_samples = self.tweaks.bid_samples.or(settings.bid_samples);
        settings.workers = self.tweaks.workers.unwrap_or(settings.workers);
        Some(settings)
    }

    /// Where this contender's searches deal from at the game's position: what it is
    /// shown of the truth.
    pub fn dealer(&self, game: &Game) -> LabDealer {
        let reward = if self.kind == Kind::Trickster { Reward::RoundSquared } else { Reward::Game };
        if self.peek.shows_hands(game) {
            return LabDealer::Truth { round: Box::new(*game.round()), reward };
        }
        // The other app's bot effectively knows the left-out cards (`trickster.rs`); a
        // diagnostic may be shown them too.
        let knows = self.kind == Kind::Trickster || self.peek == Peek::LeftOut;
        let left_out = if knows { game.round().left_out() } else { Hand::EMPTY };
        LabDealer::Sampled { voids: self.kind != Kind::Reference, left_out, reward }
    }

    /// The contender that decides at the game's position: its bidder while bidding.
    fn now(&self, game: &Game) -> Contender {
        match self.bidder {
            Some(kind) if game.round().phase() == Phase::Bidding => Contender { kind, bidder: None, ..*self },
            _ => *self,
        }
    }

    /// The action `seat` (to move) takes, with its reason (none for random play).
    pub fn think(&self, game: &Game, seat: Seat, seed: u64) -> (Action, Option<Decision>) {
        let me = self.now(game);
        let view = game.view(seat);
        let rules = game.rules();
        let Some(settings) = me.settings(rules.mode, rules.players()) else { return (at_random(&view, seed), None) };
        let shares = shares_in(&view, &settings, seed, &me.dealer(game));
        let decision = merge(&view, &settings, seed, &shares);
        (decision.action, Some(decision))
    }

    /// The action `seat` (to move) takes.
    pub fn decide(&self, game: &Game, seat: Seat, seed: u64) -> Action {
        self.think(game, seat, seed).0
    }
}

/// A uniformly random legal move.
fn at_random(view: &SeatView, seed: u64) -> Action {
    let mut list = ActionList::new();
    view.legal_actions_into(&mut list);
    if list.len() <= 1 {
        return list.first().copied().unwrap_or(Action::Pass);
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    list[below(&mut rng, list.len())]
}

impl fmt::Display for Contender {
    /// The command-line form: `hard` or `hard:noise=100:solve=8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind.name())?;
        let t = &self.tweaks;
        let settings = [
            ("iterations", t.iterations.map(|v| v.to_string())),
            ("noise", t.noise.map(|v| v.to_string())),
            ("onoise", t.others_noise.map(|v| v.to_string())),
            ("obid", t.others_bidding.map(|v| v.to_string())),
            ("solve", t.solve.map(|v| v.to_string())),
            ("candidates", t.candidates.map(|v| v.to_string())),
            ("exploration", t.exploration.map(|v| v.to_string())),
            ("pimc", t.determinized.map(|v| v.to_string())),
            ("bid_samples", t.bid_samples.map(|v| v.to_string())),
            ("workers", t.workers.map(|v| v.to_string())),
            ("bidder", self.bidder.map(|k| k.name().to_string())),
            ("peek", Peek::NAMES.into_iter().find(|(p, _)| *p == self.peek).map(|(_, n)| n.to_string())),
        ];
        for (key, value) in settings {
            if let Some(value) = value {
                write!(f, ":{key}={value}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contenders_read_and_print_their_settings() {
        let c = Contender::parse("hard:noise=100:solve=8").unwrap();
        assert_eq!(c.kind, Kind::Level(Level::Hard));
        assert_eq!((c.tweaks.noise, c.tweaks.solve, c.tweaks.iterations), (Some(100), Some(8), None));
        assert_eq!(c.to_string(), "hard:noise=100:solve=8");
        assert_eq!(Contender::parse("Master").unwrap(), Contender::from(Level::Hard));
        assert_eq!(Contender::parse("hard:speed=3"), Err(ContenderError::Setting("speed".into())));
        assert!(Contender::parse("hard:iterations=lots").is_err());
        assert_eq!(Contender::parse("grandmaster"), Err(ContenderError::Kind("grandmaster".into())));
        let shared = Contender::parse("hard:workers=4").unwrap();
        assert_eq!(shared.settings(Mode::Pointillism, 4).unwrap().workers, 4);
        assert_eq!(shared.to_string(), "hard:workers=4");
        assert!(Contender::parse("hard:workers=0").is_err() && Contender::parse("hard:workers=9").is_err());
        assert_eq!(Contender::parse("trickster").unwrap().kind, Kind::Trickster);
        let split = Contender::parse("hard:bidder=easy").unwrap();
        assert_eq!((split.bidder, split.to_string().as_str()), (Some(Kind::Level(Level::Easy)), "hard:bidder=easy"));
        assert!(Contender::parse("hard:bidder=nobody").is_err());
        let peeking = Contender::parse("hard:peek=hands").unwrap();
        assert_eq!(peeking.peek, Peek::Hands);
        assert_eq!(Contender::parse(&peeking.to_string()).unwrap(), peeking, "{peeking} reads back as itself");
        assert_eq!(Contender::parse("hard:peek=everything"), Err(ContenderError::Peek("everything".into())));
        let modelled = Contender::parse("hard:onoise=75").unwrap();
        let config = modelled.settings(Mode::Impressionism, 4).unwrap().search.unwrap();
        assert_eq!(config.rollout, Rollout::Modelled { own: 10, others: 75, bids: 75 });
        // The others' board bids apart from their plays; over a rule-of-thumb playout
        // (5-player Pointillism) the others start from the searcher's noise.
        let config = Contender::parse("hard:obid=0").unwrap().settings(Mode::Pointillism, 5).unwrap().search.unwrap();
        assert_eq!(config.rollout, Rollout::Modelled { own: 10, others: 10, bids: 0 });
        let config =
            Contender::parse("hard:pimc=20").unwrap().settings(Mode::Impressionism, 4).unwrap().search.unwrap();
        assert_eq!((config.determinized, config.iterations, config.solve_at), (20, 10_000, 8));
        assert_eq!(Contender::from(Level::Easy).settings(Mode::Pointillism, 4).unwrap().search, None);
        assert_eq!(Contender::from(Kind::Random).settings(Mode::Pointillism, 4), None);
    }
}
