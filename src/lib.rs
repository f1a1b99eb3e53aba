//! Pala, Jeffrey D. Allers' trick-taking game of mixing and smearing paint.
//!
//! - [`engine`]: the complete rules of both games (Pointillism and Impressionism) at 3, 4
//!   and 5 players, pure Rust with no web dependencies, no clock and no global RNG,
//!   with the card and action notation of the scenario format ([`engine::notation`]).
//! - [`scenario`]: the scenario JSON (input) and the referee's result JSON (output).
//! - [`ui`]: the Yew web app.

pub mod ai;
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
#[cfg(not(target_arch = "wasm32"))]
pub mod bench;
pub mod engine;
pub mod explain;
pub mod save;
pub mod scenario;
pub mod ui;
pub mod widget;
