//! The rules of Pala, Jeffrey D. Allers' trick-taking game of mixing and smearing
//! paint: both games (Pointillism and Impressionism) at 3, 4 and 5 players, pure Rust
//! with no web dependencies, no clock and no global RNG.
//!
//! - [`engine`]: the complete rules, with the card and action notation of the scenario
//!   format ([`engine::notation`]).
//! - [`scenario`]: the scenario JSON (input), the referee's result JSON (output), and
//!   the save files and deal links.
//!
//! This crate is the bottom layer: it depends on no other crate of the project (the
//! workspace's dependency graph is the architecture, `ARCHITECTURE.md`).

pub mod engine;
pub mod scenario;
