//! The AI Web Worker: Trunk builds this binary as a worker script next to the app, with
//! the `worker` profile (built for speed; the page's wasm is built for size).

use wasm_bindgen::prelude::wasm_bindgen;

fn main() {
    pala::web::worker::register_worker();
}

// The latency benchmark, run in this worker exactly as shipped: `.ci/worker-latency.mjs`
// loads the built `worker.js` and `worker_bg.wasm` in a Web Worker and calls these.
// The plan, the games and the report line are the native benchmark's (`ai::latency`).

use std::cell::RefCell;

use pala::ai::latency::{LATENCY_PLAN, Timed, bench_games, game_decision_times_seen, latency_line};
use pala::web::worker::{AiRequest, answer};

thread_local! {
    /// The requests of the decisions the last `bench_decisions` timed.
    static TIMED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// The benchmark's levels by command-line name, in the plan's order.
#[wasm_bindgen]
pub fn bench_levels() -> Vec<String> {
    LATENCY_PLAN.iter().map(|t| t.name.to_string()).collect()
}

/// How many benchmark games there are.
#[wasm_bindgen]
pub fn bench_game_count() -> usize {
    bench_games().count()
}

/// Times `level` (by name) at the plan's decisions of benchmark game `game`:
/// milliseconds from the worker's `performance.now()`. Empty for an unknown level or game.
#[wasm_bindgen]
pub fn bench_decisions(level: &str, game: usize) -> Vec<f64> {
    let (Some(timed), Some(settings)) = (Timed::named(level), bench_games().nth(game)) else {
        return Vec::new();
    };
    let performance = js_sys::Reflect::get(&js_sys::global(), &"performance".into()).ok();
    let now = performance.as_ref().and_then(|p| js_sys::Reflect::get(p, &"now".into()).ok());
    let now = js_sys::Function::from(now.unwrap_or_default());
    let clock = || {
        let at = performance.as_ref().and_then(|p| now.call0(p).ok()).and_then(|t| t.as_f64());
        at.unwrap_or_else(js_sys::Date::now)
    };
    TIMED.with(|t| t.borrow_mut().clear());
    let seen = |game: &pala::engine::Game, seat, seed| {
        let request =
            AiRequest { explain: timed.explain, ..AiRequest::decide(0, game.record(), seat, timed.level, seed) };
        TIMED.with(|t| t.borrow_mut().push(serde_json::to_string(&request).unwrap_or_default()));
    };
    game_decision_times_seen(timed, settings, clock, seen)
}

/// The requests (`AiRequest` as JSON) of the decisions the last `bench_decisions` call
/// timed, so the benchmark can ask them again of several workers.
#[wasm_bindgen]
pub fn bench_requests() -> Vec<String> {
    TIMED.with(|t| t.borrow().clone())
}

/// Answers one request as the shipped worker does (`AiReply` as JSON).
#[wasm_bindgen]
pub fn bench_answer(request: &str) -> String {
    match serde_json::from_str::<AiRequest>(request) {
        Ok(request) => serde_json::to_string(&answer(&request)).unwrap_or_default(),
        Err(e) => format!("{{\"error\": {:?}}}", e.to_string()),
    }
}

/// The report line for `level` over `times` (any order), as `pala bench-ai` prints it.
#[wasm_bindgen]
pub fn bench_line(level: &str, mut times: Vec<f64>) -> String {
    let Some(timed) = Timed::named(level) else {
        return format!("unknown level {level:?}");
    };
    times.sort_by(f64::total_cmp);
    latency_line("worker", timed, &times)
}
