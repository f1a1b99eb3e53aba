//! The bots decide in WebAssembly exactly as natively, in headless Chromium: the same
//! decision trace as the native test pins. Run by `make test` with the `wasm-bench`
//! profile (optimised for speed, without LTO's long link). How fast the AI decides in
//! the browser is measured in the worker as shipped (`.ci/worker-latency`).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

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
