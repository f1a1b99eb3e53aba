//! The shipped levels decide in WebAssembly exactly as natively, in headless Chromium:
//! their columns of the decision trace that the native test pins (`tests/ai.rs` adds
//! the lab's sparring partners, which never ship). Run by `make test` with the
//! `wasm-bench` profile (optimised for speed, without LTO's long link). How fast the AI
//! decides in the browser is measured in the worker as shipped (`.ci/worker-latency`).
#![cfg(target_arch = "wasm32")]

#[path = "support/trace.rs"]
mod trace;

use pala_ai::{Bot, decide, think_as};
use pala_rules::engine::{Game, Level};
use trace::{Column, decision_trace, pinned_columns};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn decisions_match_the_native_trace() {
    let level = |level: Level, every: usize| Column {
        name: level.name().into(),
        every,
        decide: Box::new(move |game: &Game, seat, seed| decide(&game.view(seat), level, seed)),
    };
    let shared = Column {
        name: "hard:workers=2".into(),
        every: 30,
        decide: Box::new(|game: &Game, seat, seed| {
            think_as(&game.view(seat), &Bot { workers: 2, ..Bot::from(Level::Hard) }, seed).action
        }),
    };
    let columns = [level(Level::Easy, 1), level(Level::Medium, 1), level(Level::Hard, 10), shared];
    let trace = decision_trace(&columns, 1);
    let pinned = pinned_columns(include_str!("data/ai-decisions.txt"), &["easy", "medium", "hard", "hard:workers=2"]);
    for (i, (now, then)) in trace.lines().zip(pinned.lines()).enumerate() {
        assert_eq!(now, then, "decision line {} differs from the native trace", i + 1);
    }
    assert_eq!(trace.lines().count(), pinned.lines().count());
    console_log!("wasm decisions match the native trace: {} lines", trace.lines().count());
}
