//! Pala in the browser, Jeffrey D. Allers' trick-taking game of mixing and smearing
//! paint. The layers below the browser are crates of their own, so the compiler keeps
//! the walls between them: [`pala_rules`] (the engine and the scenario format),
//! [`pala_words`] (every sentence a player reads) and [`pala_ai`] (the AI seats, the
//! hint and the coach). This crate is the browser, by role:
//!
//! - [`browser`]: the browser's plumbing: local storage and the page round the wasm.
//! - [`kit`]: the components the app and the pages share.
//! - [`app`]: the game app (its store, the table, set-up, saving, the scores screen).
//! - [`pages`]: what the second wasm shows: the rules widget, the lessons and the
//!   coach's review.
//! - [`worker`]: the AI Web Worker and the client that asks it.
//!
//! Inside this crate the walls between those four are held by `tests/layering.rs`.

pub mod app;
pub mod browser;
pub mod kit;
pub mod pages;
pub mod worker;

/// In wasm, Talc allocates instead of Rust's default dlmalloc: a smaller module (the
/// app's wasm has a size budget, `.ci/sizes`) and faster allocation.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
