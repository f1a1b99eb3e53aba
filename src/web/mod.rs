//! Pala in the browser, by role:
//!
//! - [`kit`]: the components and browser helpers the app and the pages share.
//! - [`app`]: the game app (its store, the table, set-up, saving, the scores screen).
//! - [`pages`]: what the second wasm shows: the rules widget, the lessons and the
//!   coach's review.
//! - [`worker`]: the AI Web Worker, its protocol and the client that asks it.

pub mod app;
pub mod kit;
pub mod pages;
pub mod worker;
