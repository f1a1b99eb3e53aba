//! The AI runs in a Web Worker, never on the page's main thread. The page sends the
//! game record and the seat; the worker replays the record, takes that seat's view
//! (R13: the bot sees nothing hidden) and answers with the action and its reason.

use std::cell::RefCell;
use std::collections::HashMap;

use gloo::worker::{HandlerId, Spawnable, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use yew::Callback;

use crate::ai::{Level, think};
use crate::engine::{Game, GameRecord};

/// A decision to make.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiRequest {
    /// Matches the reply to its request.
    pub id: u64,
    pub record: GameRecord,
    pub seat: u8,
    pub level: Level,
    pub seed: u64,
}

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
}

/// Answers a request (runs inside the worker; also callable directly in tests).
pub fn answer(request: &AiRequest) -> AiReply {
    let start = js_sys::Date::now();
    let (action, reason, details) = match Game::replay(&request.record) {
        Ok(game) if game.to_move() == Some(request.seat) => {
            let decision = think(&game.view(request.seat), request.level, request.seed);
            (decision.action.to_string(), decision.reason, decision.details)
        }
        Ok(_) => (String::new(), format!("Seat {} is not to move.", request.seat + 1), String::new()),
        Err(e) => (String::new(), format!("The game record does not replay: {e}"), String::new()),
    };
    AiReply { id: request.id, action, reason, details, millis: js_sys::Date::now() - start }
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
        scope.respond(id, answer(&request));
    }
}

thread_local! {
    static BRIDGE: RefCell<Option<WorkerBridge<AiWorker>>> = const { RefCell::new(None) };
    static WAITING: RefCell<HashMap<u64, Callback<AiReply>>> = RefCell::new(HashMap::new());
}

/// Where Trunk puts the worker's script, next to the page.
pub const WORKER_SCRIPT: &str = "./worker.js";

/// Asks the worker for a decision; `reply` is called with the answer.
pub fn ask(request: AiRequest, reply: Callback<AiReply>) {
    WAITING.with(|w| w.borrow_mut().insert(request.id, reply));
    BRIDGE.with(|bridge| {
        let mut bridge = bridge.borrow_mut();
        let bridge = bridge.get_or_insert_with(|| {
            AiWorker::spawner()
                .callback(|reply: AiReply| {
                    if let Some(cb) = WAITING.with(|w| w.borrow_mut().remove(&reply.id)) {
                        cb.emit(reply);
                    }
                })
                .spawn(WORKER_SCRIPT)
        });
        bridge.send(request);
    });
}
