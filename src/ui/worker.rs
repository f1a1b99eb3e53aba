//! The AI runs in a Web Worker, never on the page's main thread. The page sends the
//! game record and the seat; the worker replays the record, takes that seat's view
//! (R13: the bot sees nothing hidden) and answers with the action and its reason.
//!
//! A worker can fail: trap (release builds abort on a panic) or lose a reply. Each
//! request has a deadline; a request that misses it is sent again to a fresh worker,
//! and if that one misses it too the reply comes back `lost`, so the table can play
//! the seat by rule of thumb and say so.

use std::cell::RefCell;

use gloo::storage::{LocalStorage, Storage};
use gloo::timers::callback::Timeout;
use gloo::worker::{HandlerId, Spawnable, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use yew::Callback;

use crate::ai::review::judge_action;
use crate::ai::{Level, think};
use crate::engine::{Game, GameRecord, Seat};

/// A decision to make.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiRequest {
    /// Matches the reply to its request.
    pub id: u64,
    pub record: GameRecord,
    pub seat: Seat,
    pub level: Level,
    pub seed: u64,
    /// 0 on the first try, 1 when sent again to a fresh worker.
    #[serde(default)]
    pub attempt: u8,
    /// A failure to act out, for the browser tests only (see [`TEST_FAULT_KEY`]).
    #[serde(default)]
    pub fault: Option<Fault>,
    /// Judge action `review` of the record for the coach's review instead of deciding
    /// (`seat`, `level` and `seed` are then unused).
    #[serde(default)]
    pub review: Option<usize>,
}

impl AiRequest {
    /// Asks Master to judge action `index` of `record` for the coach (the seat, level and
    /// seed of a decision do not apply).
    pub fn review(id: u64, record: GameRecord, index: usize) -> AiRequest {
        AiRequest {
            id,
            record,
            seat: Seat::new(0),
            level: Level::Hard,
            seed: 0,
            attempt: 0,
            fault: None,
            review: Some(index),
        }
    }
}

/// A failure the worker acts out for the browser tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fault {
    /// Never answers.
    Silent,
    /// Never answers the first try; a fresh worker answers.
    SilentOnce,
    /// Traps, as a release build does on a panic.
    Trap,
}

impl Fault {
    /// The fault by its name in [`TEST_FAULT_KEY`] (as serialized: kebab-case).
    fn parse(name: &str) -> Option<Fault> {
        match name {
            "silent" => Some(Fault::Silent),
            "silent-once" => Some(Fault::SilentOnce),
            "trap" => Some(Fault::Trap),
            _ => None,
        }
    }
}

/// `localStorage` keys the browser tests set: a [`Fault`] for every request, and the
/// deadline in milliseconds. Nothing sets them in play.
pub const TEST_FAULT_KEY: &str = "pala.test.worker-fault";
pub const TEST_DEADLINE_KEY: &str = "pala.test.worker-deadline";

/// How long a decision may take before its worker counts as lost. Master's slowest
/// decisions take a few seconds on a slow phone.
pub const DEADLINE_MS: u32 = 20_000;

/// The decision, in the notation, with its reason and how long it took.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiReply {
    pub id: u64,
    /// The action in the notation, or empty when the request was refused.
    pub action: String,
    pub reason: String,
    /// How the bot decided, with its figures (shown behind "Details").
    #[serde(default)]
    pub details: String,
    pub millis: f64,
    /// No worker answered in time, twice: the action is empty.
    #[serde(default)]
    pub lost: bool,
    /// Master's judgement as JSON (`ai::review::Judgement`), when the request asked for
    /// a review: a string, so the table's wasm, which never reviews, carries no reader
    /// for it.
    #[serde(default)]
    pub judgement: String,
}

/// Answers a request (runs inside the worker; also callable directly in tests).
pub fn answer(request: &AiRequest) -> AiReply {
    let start = js_sys::Date::now();
    if let Some(index) = request.review {
        let (judgement, reason, action) = match judge_action(&request.record, index) {
            // The reason is coach mode's note (empty after a move that was not costly).
            Ok((_, j)) => (serde_json::to_string(&j).unwrap_or_default(), j.note().unwrap_or_default(), j.best),
            Err(e) => (String::new(), format!("The game record does not replay: {e}"), String::new()),
        };
        let millis = js_sys::Date::now() - start;
        return AiReply { id: request.id, action, reason, details: String::new(), millis, lost: false, judgement };
    }
    let (action, reason, details) = match Game::replay(&request.record) {
        Ok(game) if game.to_move() == Some(request.seat) => {
            let decision = think(&game.view(request.seat), request.level, request.seed);
            (decision.action.to_string(), decision.reason, decision.details)
        }
        Ok(_) => (String::new(), format!("Seat {} is not to move.", request.seat.number()), String::new()),
        Err(e) => (String::new(), format!("The game record does not replay: {e}"), String::new()),
    };
    AiReply {
        id: request.id,
        action,
        reason,
        details,
        millis: js_sys::Date::now() - start,
        lost: false,
        judgement: String::new(),
    }
}

/// The worker.
pub struct AiWorker;

impl Worker for AiWorker {
    type Message = ();
    type Input = AiRequest;
    type Output = AiReply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        AiWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: Self::Message) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: Self::Input, id: HandlerId) {
        match (request.fault, request.attempt) {
            (Some(Fault::Silent), _) | (Some(Fault::SilentOnce), 0) => {}
            // The app's release build aborts on a panic: the worker traps.
            (Some(Fault::Trap), _) => panic!("a trap acted out for the browser tests"),
            _ => scope.respond(id, answer(&request)),
        }
    }
}

thread_local! {
    static BRIDGE: RefCell<Option<WorkerBridge<AiWorker>>> = const { RefCell::new(None) };
    // A few requests at most: a list, not a map.
    static WAITING: RefCell<Vec<(u64, Waiting)>> = const { RefCell::new(Vec::new()) };
}

/// A request waiting for its reply: where the reply goes, and its deadline (dropped,
/// and so cleared with everything it holds, when the reply comes).
struct Waiting {
    reply: Callback<AiReply>,
    deadline: Option<Timeout>,
}

/// The request `id`'s waiting entry, taken out of the list.
fn take_waiting(id: u64) -> Option<Waiting> {
    WAITING.with(|w| {
        let mut w = w.borrow_mut();
        let at = w.iter().position(|(i, _)| *i == id)?;
        Some(w.swap_remove(at).1)
    })
}

/// Where Trunk puts the worker's script, next to the page.
pub const WORKER_SCRIPT: &str = "./worker.js";

/// Asks the worker for a decision; `reply` is called with the answer, or with a `lost`
/// reply when neither the worker nor a fresh one answered in time.
pub fn ask(mut request: AiRequest, reply: Callback<AiReply>) {
    let stored = |key: &str| LocalStorage::raw().get_item(key).ok().flatten();
    request.fault = stored(TEST_FAULT_KEY).and_then(|f| Fault::parse(&f));
    let deadline = stored(TEST_DEADLINE_KEY).and_then(|d| d.parse().ok()).unwrap_or(DEADLINE_MS);
    send(request, reply, deadline);
}

/// Ends the worker and forgets every waiting request: their replies never come (the
/// coach's Cancel; the next request starts a fresh worker).
pub fn cancel_all() {
    BRIDGE.with(|b| b.borrow_mut().take());
    WAITING.with(|w| w.borrow_mut().clear());
}

fn send(request: AiRequest, reply: Callback<AiReply>, deadline: u32) {
    let id = request.id;
    BRIDGE.with(|bridge| {
        let mut bridge = bridge.borrow_mut();
        let bridge = bridge.get_or_insert_with(|| {
            AiWorker::spawner()
                .callback(|reply: AiReply| {
                    if let Some(waiting) = take_waiting(reply.id) {
                        waiting.reply.emit(reply);
                    }
                })
                .spawn(WORKER_SCRIPT)
        });
        bridge.send(request.clone());
    });
    let timer = {
        let reply = reply.clone();
        Timeout::new(deadline, move || {
            let Some(waiting) = take_waiting(id) else { return };
            // This timer is running now and must not be dropped from inside itself; it
            // is left behind (a few bytes, only when a worker failed).
            std::mem::forget(waiting.deadline);
            // Lost: drop the worker (which ends it) so the next request starts a fresh one.
            BRIDGE.with(|b| b.borrow_mut().take());
            if request.attempt == 0 {
                send(AiRequest { attempt: 1, ..request }, reply, deadline);
            } else {
                let lost = AiReply {
                    id,
                    action: String::new(),
                    reason: String::new(),
                    details: String::new(),
                    millis: deadline as f64 * 2.0,
                    lost: true,
                    judgement: String::new(),
                };
                reply.emit(lost);
            }
        })
    };
    WAITING.with(|w| w.borrow_mut().push((id, Waiting { reply, deadline: Some(timer) })));
}
