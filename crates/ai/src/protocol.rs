//! What the page and the AI worker say to each other: one enum of requests and one of
//! replies, as JSON text over `postMessage`. A request carries a seat's view, never the
//! game: the worker cannot see a hidden card (R13). Ids are the client's
//! (`client.rs`): a reply carries its request's [`Ticket`], so the page tells a reply
//! to the request it still waits for from a stale one. Numbers cross as integers (a
//! float's bits, or hundredths), so neither wasm carries a float reader.

use serde::{Deserialize, Serialize};

use crate::Share;
use pala_rules::engine::{Action, Level, SeatView};
use pala_words::Moment;

/// A request's number, handed out by the page's client (and by the lab's latency
/// benchmark, which plays the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ticket(u64);

impl Ticket {
    /// The ticket numbered `n`.
    pub const fn numbered(n: u64) -> Self {
        Ticket(n)
    }
}

/// A decision to make for the view's seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ask {
    pub view: SeatView,
    pub level: Level,
    /// The decision's seed, from the bots' own stream (`Game::decision_seed`), never
    /// the deal's: it tells the worker nothing of a hidden card.
    pub seed: u64,
    /// Master's hint: the reply says why, in words that call the seats by `names`.
    pub hint: bool,
    pub names: Vec<String>,
    /// The language of the words (its code, as `de`; English when empty or unknown).
    #[serde(default)]
    pub lang: String,
}

/// A worker's share of a decision as the page carries it from one worker to another:
/// relayed as it came, never read (the page's wasm carries no reader for it).
pub type Relayed = Box<serde_json::value::RawValue>;

/// What the page asks. `S` is a worker's share: [`Share`] in the worker, [`Relayed`] on
/// the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Request<S = Share> {
    /// A whole decision, on this worker.
    Decide(Ask),
    /// Worker `k`'s share of a decision made on `workers` workers.
    Share { ask: Ask, k: u32, workers: u32 },
    /// The decision from every worker's share.
    Merge { ask: Ask, shares: Vec<S> },
    /// The coach: Master judges `played`, the view's seat's move, in words that call
    /// the seats by `names`.
    Judge {
        view: SeatView,
        #[serde(with = "notation")]
        played: Action,
        /// The move's decision seed (the bots' stream, as for [`Ask`]); the worker
        /// salts it for the coach.
        seed: u64,
        names: Vec<String>,
        /// The language of the words, as for [`Ask`].
        #[serde(default)]
        lang: String,
    },
}

/// Master's judgement of a move, in words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    /// Master's move.
    #[serde(with = "notation")]
    pub best: Action,
    /// The expected round points the move played gave away against Master's, in
    /// hundredths.
    pub cost_hundredths: i64,
    /// The trick the move was on, from 1; 0 while bidding.
    pub trick: u8,
    /// Master's move and why ("Master: ...").
    pub line: String,
    /// Coach mode's note, after a costly move.
    pub note: Option<String>,
}

impl Verdict {
    /// The cost in points.
    pub fn cost(&self) -> f64 {
        self.cost_hundredths as f64 / 100.0
    }

    /// When in the round the move came.
    pub fn moment(&self) -> Moment {
        if self.trick == 0 { Moment::Bidding } else { Moment::Trick(self.trick) }
    }
}

/// What the worker answers (`S` as in [`Request`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reply<S = Share> {
    /// A decision: the move, and for a hint, why (the reason) and how (the details),
    /// in words.
    Decision(#[serde(with = "notation")] Action, Option<String>, Option<String>),
    /// One worker's share of a decision.
    Share(S),
    /// The coach's judgement.
    Verdict(Verdict),
    /// The request cannot be answered, and why, in words.
    Refused(String),
}

/// A request as it is posted, with its ticket. (No test fault rides on a request: the
/// browser tests serve a worker that misbehaves in place of the real one.)
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Posted<S = Share> {
    pub ticket: Ticket,
    pub request: Request<S>,
}

/// A reply as it is posted back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answered<S = Share> {
    pub ticket: Ticket,
    pub reply: Reply<S>,
}

/// An action in the notation (`"play R5"`).
mod notation {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use pala_rules::engine::Action;

    pub fn serialize<S: Serializer>(action: &Action, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(action)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(D::Error::custom)
    }
}
