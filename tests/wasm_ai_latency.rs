//! AI decision latency in WebAssembly, in headless Chromium: the same decisions as
//! `pala bench-ai`, printed per level against the budget. Run by `make test` with the
//! `wasm-bench` profile (optimised like the shipped app). A benchmark: it prints, it
//! does not fail on time.
#![cfg(target_arch = "wasm32")]

use pala::ai::latency::{LATENCY_PLAN, bench_games, game_decision_times, latency_line};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Game by game, handing the page back to the browser between games: the test runner
/// polls the page and gives up on a page busy for 20 s at a stretch.
#[wasm_bindgen_test]
async fn decision_latency_per_level() {
    for (level, stride, budget) in LATENCY_PLAN {
        let mut times = Vec::new();
        for game in bench_games() {
            times.extend(game_decision_times(level, stride, game, js_sys::Date::now));
            gloo::timers::future::TimeoutFuture::new(0).await;
        }
        times.sort_by(f64::total_cmp);
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
