//! AI decision latency in WebAssembly, in headless Chromium: the same decisions as
//! `pala bench-ai`, printed per level against the budget. Run by `make test` with the
//! `wasm-bench` profile (optimised like the shipped app). A benchmark: it prints, it
//! does not fail on time.
#![cfg(target_arch = "wasm32")]

use pala::ai::latency::{LATENCY_PLAN, decision_times, latency_line};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn decision_latency_per_level() {
    for (level, stride, budget) in LATENCY_PLAN {
        let times = decision_times(level, stride, js_sys::Date::now);
        assert!(!times.is_empty());
        console_log!("{}", latency_line("wasm", level, budget, &times));
    }
}

/// The bots decide in wasm exactly as natively: the same trace as the native test pins.
#[wasm_bindgen_test]
fn decisions_match_the_native_trace() {
    let trace = pala::ai::trace::decision_trace();
    let pinned = include_str!("data/ai-decisions.txt");
    for (i, (now, then)) in trace.lines().zip(pinned.lines()).enumerate() {
        assert_eq!(now, then, "decision line {} differs from the native trace", i + 1);
    }
    assert_eq!(trace.lines().count(), pinned.lines().count());
    console_log!("wasm decisions match the native trace: {} lines", trace.lines().count());
}
