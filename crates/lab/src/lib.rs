//! The lab: native tools that measure and tune the AI, never part of the app. Its
//! contenders (`contender.rs`) are the shipped levels, adjusted or not, and sparring
//! partners no player meets; it alone holds the true game and may show a search more
//! than a seat knows (`dealers.rs`). The record of what was tried and measured is
//! `NOTES.md`.
//!
//! - [`arena`]: contenders against each other on seeded duplicate deals.
//! - [`bench`]: random playouts per second; [`latency`]: decision times.
//! - [`measure`]: measurements behind the shipped settings (`pala lab <name>`).

pub mod arena;
pub mod bench;
pub mod contender;
pub mod dealers;
pub mod inference;
pub mod latency;
pub mod measure;
pub mod trickster;
