//! How the lab's searches deal: besides the shipped sampling, a search that ignores
//! shown voids (the textbook reference), one that knows the cards left out of the deal
//! (the stand-in of the other app's bot, or a diagnostic), and one shown every hand
//! (a perfect-information ceiling). Only the lab makes these: the shipped AI reaches
//! the truth through none of them.

use rand_core::RngCore;

use super::trickster::round_squared;
use pala_ai::search::reward::{Stakes, game_rewards};
use pala_ai::search::sampler::Sampler;
use pala_ai::{Dealer, Deals, SearchConfig};
use pala_rules::engine::{Hand, MAX_PLAYERS, Round, SeatView};

/// What a finished round is worth to a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reward {
    /// The round's points against the field, and the game (every shipped level).
    Game,
    /// The other app's bot's: its own round score alone ([`round_squared`]).
    RoundSquared,
}

impl Reward {
    fn of(self, round: &Round, stakes: &Stakes) -> [f32; MAX_PLAYERS] {
        match self {
            Reward::Game => game_rewards(round, stakes),
            Reward::RoundSquared => round_squared(round),
        }
    }
}

/// Where a contender's deals come from at one decision.
#[derive(Clone, Debug, PartialEq)]
pub enum LabDealer {
    /// Sampled from the view: shown voids respected or not, the cards left out of the
    /// deal known or not.
    Sampled { voids: bool, left_out: Hand, reward: Reward },
    /// The true round itself, every deal.
    Truth { round: Box<Round>, reward: Reward },
}

/// A [`LabDealer`]'s deals for one decision.
pub enum LabDeals {
    Sampled(Box<Sampler>, Reward),
    Truth(Box<Round>, Reward),
}

impl Dealer for LabDealer {
    type Deals = LabDeals;

    fn deals(&self, view: &SeatView, config: &SearchConfig) -> LabDeals {
        match self {
            &LabDealer::Sampled { voids, left_out, reward } => {
                LabDeals::Sampled(Box::new(Sampler::knowing(view, voids, left_out).weighing(config.candidates)), reward)
            }
            LabDealer::Truth { round, reward } => LabDeals::Truth(round.clone(), *reward),
        }
    }
}

impl Deals for LabDeals {
    fn deal(&self, rng: &mut impl RngCore) -> Round {
        match self {
            LabDeals::Sampled(sampler, _) => sampler.sample(rng),
            LabDeals::Truth(round, _) => **round,
        }
    }

    fn reward(&self, round: &Round, stakes: &Stakes) -> [f32; MAX_PLAYERS] {
        match self {
            LabDeals::Sampled(_, reward) | LabDeals::Truth(_, reward) => reward.of(round, stakes),
        }
    }
}
