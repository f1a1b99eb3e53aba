//! Pala, Jeffrey D. Allers' trick-taking game of mixing and smearing paint.
//!
//! - [`engine`]: the complete rules of both games (Pointillism and Impressionism) at 3, 4
//!   and 5 players, pure Rust with no web dependencies, no clock and no global RNG,
//!   with the card and action notation of the scenario format ([`engine::notation`]).
//! - [`scenario`]: the scenario JSON (input), the referee's result JSON (output), and
//!   the save files and deal links.
//! - [`words`]: every sentence a player reads.
//! - [`ai`]: the AI seats a player meets, the hint and the coach.
//! - [`lab`]: native tools that measure and tune the AI.
//! - [`web`]: the browser: the component kit, the app, the pages and the AI worker.

pub mod ai;
pub mod engine;
#[cfg(not(target_arch = "wasm32"))]
pub mod lab;
pub mod scenario;
pub mod web;
pub mod words;

/// In wasm, Talc allocates instead of Rust's default dlmalloc: a smaller module (the
/// app's wasm has a size budget, `.ci/sizes`) and faster allocation.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
