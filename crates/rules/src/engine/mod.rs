//! The rules of Pala, both games, 3 to 5 players: pure Rust, no clock, no global RNG.
//!
//! # The flow of a round
//!
//! 1. **Deal** ([`Round::deal`]): a seeded shuffle; 14, 11 or 9 cards each, the rest left
//!    out unseen. The dealer bids first and leads the first trick (R1).
//! 2. **Bidding** ([`Phase::Bidding`]): in Pointillism each seat in turn bids null or a
//!    set of colours (R4); in Impressionism seats in turn place a card on the bid board
//!    or pass until the board is full, with a forced bid after a full round of passes
//!    (R2, R3).
//! 3. **Tricks** ([`Phase::Playing`]): the leader plays one card; the others copy, mix,
//!    smear or junk (R5 to R7). A play that ties the best entry pauses for its player's
//!    win-or-lose decision ([`Phase::Tie`], R8). Players without cards sit out; the round
//!    ends when a trick's winner has no cards or at most one player has any (R9).
//! 4. **Scoring** ([`Round::scores`]): itemised per seat (R10, R11); the [`Game`] keeps
//!    running totals and ends when someone reaches the goal or threshold (R12).
//!
//! [`Round::legal_actions_into`] is the single source of legality. [`Round::apply`]
//! checks an action and refuses it with a [`RuleError`] naming the rule;
//! [`Round::apply_unchecked`] is the fast path for search. A [`SeatView`] holds only what
//! one seat may know (R13). [`notation`] is the engine's own text: cards, actions and
//! the order of legal actions in the scenario format (`crates/rules/SCENARIO-FORMAT.md`).

mod action;
mod card;
mod daily;
mod drive;
mod error;
mod game;
mod legal;
mod length;
pub mod notation;
pub use notation::{ECHO_CHARS, NotationError, echo, echo_at_most};
mod perft;
mod placing;
pub mod random;
mod round;
mod rules;
mod score;
mod seat;
mod seating;
mod setup;
mod trick;
mod view;

pub use action::{Action, Bid};
pub use card::{Card, Color, DECK_SIZE, Hand, HandIter};
pub use daily::{DAILY_OPPONENTS, DAILY_TABLES, Day};
pub use drive::{Refusal, drive};
pub use error::RuleError;
pub use game::{Game, GameError, GameRecord, GameSettings, MAX_TOTAL, RoundResult, game_winners};
pub use legal::{ActionList, MAX_ACTIONS};
pub use length::{Ending, Length, MAX_ROUNDS};
pub use perft::perft;
pub use placing::{Placing, placings};
pub use round::{Phase, Round, deal_hands, round_seed, shuffled_deck};
pub use rules::{MAX_PLAYERS, Mode, Rules, Space};
pub use score::{ImpressionismScore, PointillismScore, SeatScore, score_impressionism, score_pointillism};
pub use seat::Seat;
pub use seating::{Level, SeatKind};
pub use setup::{Place, RoundSetup, SeatRole, SetupError};
pub use trick::{Entry, Standing, Trick};
pub use view::{PublicRound, PublicStep, SeatView, TableView};
