//! A bot: a level, with its search settings optionally adjusted. The app plays the
//! levels as they are; the arena can try adjusted ones without a rebuild, e.g.
//! `pala arena --levels hard:iterations=20000:noise=100,ismcts1000`.

use std::fmt;

use super::{Level, MAX_WORKERS, SearchConfig};
use crate::engine::{Hand, Mode};

/// A level and the adjustments to its search (none: the level as shipped).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bot {
    pub level: Level,
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
    /// How sharply the others' bids weigh sampled deals (1: as fitted).
    pub evidence: Option<f32>,
    /// Progressive bias towards the rule of thumb's move in the tree (0: none).
    pub prior: Option<f32>,
    /// Deals weighed by the others' trick plays per search (0: no inference from play).
    pub inference: Option<u32>,
    /// Simulated deals to price Pointillism bids.
    pub bid_samples: Option<u32>,
    /// Search iterations for an Impressionism board bid (the bidding's own budget).
    pub bid_iterations: Option<u32>,
    /// Workers (cores) searching each decision together, each as much as one alone.
    pub workers: Option<u32>,
    /// The cards left out of the deal, which only the arena gives, and only to the
    /// stand-in of the other app's bot (it effectively knows them: `trickster.rs`).
    pub left_out: Hand,
    /// Another level that makes this bot's bids (Pointillism chips, Impressionism board
    /// bids), to tell in the arena what the bidding and the play are each worth.
    pub bidder: Option<Level>,
    /// What this bot may see that a seat may not, for the arena's diagnostics only:
    /// how much Master would gain from knowing the left-out cards, or every hand.
    pub peek: Peek,
    /// The true round, which the arena fills in for `Peek::Hands`.
    pub truth: Option<crate::engine::Round>,
    /// A peeking bot searches the true round as it searches sampled deals (perfect-
    /// information Monte Carlo over copies of it) instead of in one tree.
    pub truth_deals: bool,
    /// Count what followed each move the search tries, so the decision can say why
    /// (the hint). It changes no decision.
    pub explain: bool,
}

/// Hidden cards an arena bot is shown (diagnostics: no level a player meets peeks).
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

impl From<Level> for Bot {
    fn from(level: Level) -> Bot {
        Bot {
            level,
            iterations: None,
            noise: None,
            others_noise: None,
            others_bidding: None,
            solve: None,
            candidates: None,
            exploration: None,
            determinized: None,
            evidence: None,
            prior: None,
            inference: None,
            bid_samples: None,
            bid_iterations: None,
            workers: None,
            left_out: Hand::EMPTY,
            bidder: None,
            peek: Peek::Nothing,
            truth: None,
            truth_deals: false,
            explain: false,
        }
    }
}

impl Bot {
    /// Reads `level` or `level:key=value:...` with keys `iterations`, `noise`, `onoise`,
    /// `obid`, `pimc`, `solve`, `candidates`, `exploration`, `evidence`, `prior`, `infer`,
    /// `bid_samples`, `bid_iterations`, `workers`, `bidder` (a level) and `peek`
    /// (`left_out` or `hands`).
    pub fn parse(text: &str) -> Result<Bot, String> {
        let mut parts = text.split(':');
        let name = parts.next().unwrap_or_default();
        let level = Level::parse(name)
            .ok_or_else(|| format!("unknown level {name:?}: random, easy, medium, hard, ismcts1000 or trickster"))?;
        let mut bot = Bot::from(level);
        for part in parts {
            let (key, value) = part.split_once('=').ok_or_else(|| format!("{part:?} is not key=value"))?;
            let bad = |_| format!("{key}: {value:?} is not a number in range");
            match key.trim() {
                "iterations" => bot.iterations = Some(value.parse().map_err(bad)?),
                "noise" => bot.noise = Some(value.parse::<u8>().map_err(bad)?.min(100)),
                "onoise" => bot.others_noise = Some(value.parse::<u8>().map_err(bad)?.min(100)),
                "obid" => bot.others_bidding = Some(value.parse::<u8>().map_err(bad)?.min(100)),
                "solve" => bot.solve = Some(value.parse().map_err(bad)?),
                "candidates" => bot.candidates = Some(value.parse().map_err(bad)?),
                "exploration" => bot.exploration = Some(value.parse().map_err(|_| format!("exploration: {value:?}"))?),
                "pimc" => bot.determinized = Some(value.parse().map_err(bad)?),
                "evidence" => bot.evidence = Some(value.parse().map_err(|_| format!("evidence: {value:?}"))?),
                "prior" => bot.prior = Some(value.parse().map_err(|_| format!("prior: {value:?}"))?),
                "infer" => bot.inference = Some(value.parse().map_err(bad)?),
                "peek_deals" => {
                    bot.truth_deals = match value {
                        "0" => false,
                        "1" => true,
                        _ => return Err(format!("peek_deals: {value:?} is not 0 or 1")),
                    }
                }
                "bid_samples" => bot.bid_samples = Some(value.parse().map_err(bad)?),
                "bid_iterations" => bot.bid_iterations = Some(value.parse().map_err(bad)?),
                "workers" => {
                    bot.workers = Some(
                        value
                            .parse()
                            .ok()
                            .filter(|w| (1..=MAX_WORKERS).contains(w))
                            .ok_or_else(|| format!("workers: {value:?} is not a number from 1 to {MAX_WORKERS}"))?,
                    )
                }
                "bidder" => {
                    bot.bidder = Some(Level::parse(value).ok_or_else(|| format!("bidder: unknown level {value:?}"))?)
                }
                "peek" => {
                    bot.peek = match value {
                        "left_out" => Peek::LeftOut,
                        "hands" => Peek::Hands,
                        "bids" => Peek::Bids,
                        "play" => Peek::Play,
                        "early" => Peek::Early,
                        "late" => Peek::Late,
                        _ => {
                            return Err(format!("peek: {value:?} is not left_out, hands, bids, play, early or late"));
                        }
                    }
                }
                other => return Err(format!("unknown setting {other:?}")),
            }
        }
        Ok(bot)
    }

    /// The search this bot runs, `None` for levels that do not search.
    pub fn search(&self, mode: Mode, players: usize) -> Option<SearchConfig> {
        let mut config = self.level.search(mode, players)?;
        if let Some(v) = self.iterations {
            config.iterations = v;
        }
        if let Some(v) = self.noise {
            config.rollout = super::Rollout::Heuristic { noise: v };
        }
        if self.others_noise.is_some() || self.others_bidding.is_some() {
            let (own, others, bids) = match config.rollout {
                super::Rollout::Heuristic { noise } => (noise, noise, noise),
                super::Rollout::Modelled { own, others, bids } => (own, others, bids),
                super::Rollout::Random => (100, 100, 100),
            };
            let others = self.others_noise.unwrap_or(others);
            // Unless set apart, the others bid as loosely as they play.
            let bids = self.others_bidding.or(self.others_noise).unwrap_or(bids);
            config.rollout = super::Rollout::Modelled { own, others, bids };
        }
        if let Some(v) = self.solve {
            config.solve_at = v;
        }
        if let Some(v) = self.candidates {
            config.candidates = v;
        }
        if let Some(v) = self.exploration {
            config.exploration = v;
        }
        if let Some(v) = self.determinized {
            config.determinized = v;
        }
        if let Some(v) = self.evidence {
            config.evidence = v;
        }
        if let Some(v) = self.prior {
            config.prior = v;
        }
        if let Some(v) = self.inference {
            config.inference = v;
        }
        config.left_out = self.left_out;
        config.truth = self.truth;
        config.truth_deals = self.truth_deals;
        config.tally = self.explain;
        Some(config)
    }

    /// Simulated deals to price Pointillism bids.
    pub fn bid_samples(&self) -> u32 {
        self.bid_samples.unwrap_or(self.level.bid_samples())
    }

    /// Workers searching each decision together.
    pub fn workers(&self) -> u32 {
        self.workers.unwrap_or(self.level.workers())
    }
}

impl fmt::Display for Bot {
    /// The command-line form: `hard` or `hard:noise=100:solve=8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.level.name())?;
        let settings = [
            ("iterations", self.iterations.map(|v| v.to_string())),
            ("noise", self.noise.map(|v| v.to_string())),
            ("onoise", self.others_noise.map(|v| v.to_string())),
            ("obid", self.others_bidding.map(|v| v.to_string())),
            ("solve", self.solve.map(|v| v.to_string())),
            ("candidates", self.candidates.map(|v| v.to_string())),
            ("exploration", self.exploration.map(|v| v.to_string())),
            ("pimc", self.determinized.map(|v| v.to_string())),
            ("evidence", self.evidence.map(|v| v.to_string())),
            ("prior", self.prior.map(|v| v.to_string())),
            ("infer", self.inference.map(|v| v.to_string())),
            ("bid_samples", self.bid_samples.map(|v| v.to_string())),
            ("bid_iterations", self.bid_iterations.map(|v| v.to_string())),
            ("workers", self.workers.map(|v| v.to_string())),
            ("peek_deals", self.truth_deals.then(|| "1".to_string())),
            ("bidder", self.bidder.map(|l| l.name().to_string())),
            (
                "peek",
                match self.peek {
                    Peek::Nothing => None,
                    Peek::LeftOut => Some("left_out".to_string()),
                    Peek::Hands => Some("hands".to_string()),
                    Peek::Bids => Some("bids".to_string()),
                    Peek::Play => Some("play".to_string()),
                    Peek::Early => Some("early".to_string()),
                    Peek::Late => Some("late".to_string()),
                },
            ),
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
    fn bots_read_and_print_their_settings() {
        let bot = Bot::parse("hard:noise=100:solve=8").unwrap();
        assert_eq!(bot.level, Level::Hard);
        assert_eq!((bot.noise, bot.solve, bot.iterations), (Some(100), Some(8), None));
        assert_eq!(bot.to_string(), "hard:noise=100:solve=8");
        assert_eq!(Bot::parse("Master").unwrap(), Bot::from(Level::Hard));
        assert!(Bot::parse("hard:speed=3").is_err());
        assert!(Bot::parse("hard:iterations=lots").is_err());
        assert!(Bot::parse("grandmaster").is_err());
        let shared = Bot::parse("hard:workers=4").unwrap();
        assert_eq!((shared.workers(), shared.to_string().as_str()), (4, "hard:workers=4"));
        assert!(Bot::parse("hard:workers=0").is_err() && Bot::parse("hard:workers=9").is_err());
        assert_eq!(Bot::parse("trickster").unwrap().level, Level::Trickster);
        let split = Bot::parse("hard:bidder=easy").unwrap();
        assert_eq!((split.bidder, split.to_string().as_str()), (Some(Level::Easy), "hard:bidder=easy"));
        assert!(Bot::parse("hard:bidder=nobody").is_err());
        let peeking = Bot::parse("hard:bid_iterations=30000:peek=hands").unwrap();
        assert_eq!((peeking.bid_iterations, peeking.peek), (Some(30000), Peek::Hands));
        assert_eq!(peeking.to_string(), "hard:bid_iterations=30000:peek=hands");
        assert_eq!(Bot::parse("hard:peek=left_out").unwrap().peek, Peek::LeftOut);
        assert!(Bot::parse("hard:peek=everything").is_err());
        let early = Bot::parse("hard:peek=early:peek_deals=1").unwrap();
        assert_eq!((early.peek, early.truth_deals), (Peek::Early, true));
        assert_eq!(Bot::parse(&early.to_string()).unwrap(), early, "{early} reads back as itself");
        assert!(Bot::parse("hard:peek_deals=yes").is_err());
        let biased = Bot::parse("hard:evidence=2:prior=0.5").unwrap();
        assert_eq!((biased.evidence, biased.prior), (Some(2.0), Some(0.5)));
        assert_eq!(biased.to_string(), "hard:evidence=2:prior=0.5");
        let config = biased.search(Mode::Impressionism, 4).unwrap();
        assert_eq!((config.evidence, config.prior), (2.0, 0.5));
        assert!(Bot::parse("hard:prior=much").is_err());
        let modelled = Bot::parse("hard:onoise=75").unwrap();
        assert_eq!(modelled.to_string(), "hard:onoise=75");
        let config = modelled.search(Mode::Impressionism, 4).unwrap();
        assert_eq!(config.rollout, super::super::Rollout::Modelled { own: 10, others: 75, bids: 75 });
        // The others' board bids apart from their plays; over a rule-of-thumb playout
        // (5-player Pointillism) the others start from the searcher's noise.
        let bidding = Bot::parse("hard:obid=0").unwrap();
        assert_eq!(bidding.to_string(), "hard:obid=0");
        let config = bidding.search(Mode::Pointillism, 5).unwrap();
        assert_eq!(config.rollout, super::super::Rollout::Modelled { own: 10, others: 10, bids: 0 });
        assert!(Bot::parse("hard:obid=lots").is_err());
        let config = Bot::parse("hard:pimc=20").unwrap().search(Mode::Impressionism, 4).unwrap();
        assert_eq!((config.determinized, config.iterations), (20, 10_000));
        let config = bot.search(Mode::Impressionism, 4).unwrap();
        assert_eq!(config.solve_at, 8);
        assert_eq!(Bot::from(Level::Easy).search(Mode::Pointillism, 4).map(|c| c.iterations), None);
    }
}
