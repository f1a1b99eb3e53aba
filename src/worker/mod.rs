//! The AI runs in a Web Worker, never on the page's main thread. The page sends a seat's
//! view (R13: the worker never holds the game, so no hidden card reaches the AI) and the
//! worker answers with the action, and for the hint and the coach, why in words.
//!
//! - the requests and replies: [`pala_ai::protocol`].
//! - [`client`]: the page's side: workers started, requests posted, replies delivered.
//! - [`serve`]: the worker's side.

pub mod asks;
pub mod client;
pub mod serve;
pub mod speak;

pub use client::{Heard, Lost, ask, cancel_all, distrust, worker_count};
pub use pala_ai::protocol::{Ask, Relayed, Reply, Request, Ticket, Verdict};
pub use serve::register_worker;

/// The coach's threshold for a costly move, which the review page marks.
pub use pala_ai::coach::COSTLY;
/// What the page runs of the AI itself, without a worker: the rule of thumb, the
/// answer when no worker can (a lost worker, `app::store::session`).
pub use pala_ai::rule_of_thumb_action;

/// The word a worker says once its wasm is running (see `static/ai-worker.js`).
pub const READY: &str = "pala-ready";
/// What a worker says when it could not start, before the reason.
pub const FAULT: &str = "pala-fault:";
