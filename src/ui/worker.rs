//! The AI runs in a Web Worker, never on the page's main thread. The page sends the
//! game record and the seat; the worker replays the record, takes that seat's view
//! (R13: the bot sees nothing hidden) and answers with the action and its reason.
//!
//! Master searches on every core the device can spare: its decision is asked of several
//! workers at once (`navigator.hardwareConcurrency` minus one for the page, at most
//! [`MAX_WORKERS`]), each searching its own share of deals with its own seed
//! (`ai::share`); the first worker then merges the shares into the decision
//! (`ai::merge`), so the page needs no AI code. The decision depends only on the
//! position, seed and number of workers.
//!
//! A worker can fail: trap (release builds abort on a panic) or lose a reply. Each
//! request has a deadline; a request that misses it is sent again to a fresh worker,
//! and if that one misses it too the reply comes back `lost`, so the table can play
//! the seat by rule of thumb and say so. A decision is lost when any of its shares is.

use std::cell::RefCell;

use gloo::storage::{LocalStorage, Storage};
use gloo::timers::callback::Timeout;
use gloo::worker::{HandlerId, Spawnable, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use yew::Callback;

use crate::ai::review::{Judgement, judge_action};
use crate::ai::{Bot, Level, MAX_WORKERS, Share, merge, share, think_as};
use crate::engine::{Game, GameRecord, Seat};
use crate::explain::{Moment, Voice, coach_note, master_line, reason_words};

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
    /// Search share `k` of a decision made on `workers` workers, and answer with it
    /// (`AiReply::share`) instead of deciding.
    #[serde(default)]
    pub share: Option<u32>,
    /// How many workers the decision is made on (0 and 1: one).
    #[serde(default)]
    pub workers: u32,
    /// The workers' shares, as JSON: decide from them instead of searching.
    #[serde(default)]
    pub shares: Vec<String>,
    /// Count what followed each move the search tries, so the reply says why from it
    /// (the hint); it changes no decision.
    #[serde(default)]
    pub explain: bool,
    /// The seats' names as the page shows them, for the reply's words (a hint's reason,
    /// the coach's note): the worker says them, so the page carries no reason's types.
    #[serde(default)]
    pub names: Vec<String>,
}

impl AiRequest {
    /// Asks `level` for the decision of `seat` in `record`.
    pub fn decide(id: u64, record: GameRecord, seat: Seat, level: Level, seed: u64) -> AiRequest {
        AiRequest {
            id,
            record,
            seat,
            level,
            seed,
            attempt: 0,
            fault: None,
            review: None,
            share: None,
            workers: 0,
            shares: Vec::new(),
            explain: false,
            names: Vec::new(),
        }
    }

    /// Asks Master for the hint: its decision for `seat`, with the reason its search saw,
    /// in words that call the seats by `names`.
    pub fn hint(id: u64, record: GameRecord, seat: Seat, seed: u64, names: Vec<String>) -> AiRequest {
        AiRequest { explain: true, names, ..AiRequest::decide(id, record, seat, Level::Hard, seed) }
    }

    /// Asks Master to judge action `index` of `record` for the coach (the seat, level and
    /// seed of a decision do not apply), in words that call the seats by `names`.
    pub fn review(id: u64, record: GameRecord, index: usize, names: Vec<String>) -> AiRequest {
        AiRequest { review: Some(index), names, ..AiRequest::decide(id, record, Seat::new(0), Level::Hard, 0) }
    }

    /// A seat's name as the page calls it.
    fn name(&self, seat: Seat) -> String {
        self.names.get(seat.index()).cloned().unwrap_or_else(|| seat.to_string())
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

/// Master's judgement of a move, as the coach shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    /// Master's move, in the notation.
    pub best: String,
    /// The expected round points the move played gave away against Master's.
    pub cost: f64,
    pub moment: Moment,
    /// Coach mode's note: empty unless the move was costly.
    pub note: String,
    /// Master's move and why, for the review ("Master: ...").
    pub reason: String,
}

impl Verdict {
    fn of(j: &Judgement, name: &dyn Fn(Seat) -> String) -> Verdict {
        Verdict {
            best: j.best.to_string(),
            cost: j.cost,
            moment: j.moment,
            note: if j.is_costly() { coach_note(j.moment, j.cost, &j.reason, name) } else { String::new() },
            reason: master_line(&j.reason, name),
        }
    }

    pub fn is_costly(&self) -> bool {
        self.cost >= crate::ai::review::COSTLY
    }
}

/// The decision, in the notation, with its reason and how long it took.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiReply {
    pub id: u64,
    /// The action in the notation, or empty when the request was refused.
    pub action: String,
    /// The hint's move and why, from what the search saw, in words (empty for a seat's
    /// own decision).
    #[serde(default)]
    pub reason: String,
    /// Why the request was refused, in words (empty when it was answered).
    #[serde(default)]
    pub problem: String,
    /// How the bot decided, with its figures (shown behind "Details").
    #[serde(default)]
    pub details: String,
    pub millis: f64,
    /// No worker answered in time, twice: the action is empty.
    #[serde(default)]
    pub lost: bool,
    /// Master's judgement, when the request asked for a review.
    #[serde(default)]
    pub verdict: Option<Verdict>,
    /// The search share asked for (`ai::Share` as JSON), when the request asked for one.
    #[serde(default)]
    pub share: String,
}

impl AiReply {
    /// A reply with nothing in it yet.
    fn to(id: u64) -> AiReply {
        AiReply {
            id,
            action: String::new(),
            reason: String::new(),
            problem: String::new(),
            details: String::new(),
            millis: 0.0,
            lost: false,
            verdict: None,
            share: String::new(),
        }
    }
}

/// Answers a request (runs inside the worker; also callable directly in tests).
pub fn answer(request: &AiRequest) -> AiReply {
    let start = js_sys::Date::now();
    let mut reply = AiReply::to(request.id);
    if let Some(index) = request.review {
        match judge_action(&request.record, index) {
            Ok((_, j)) => {
                reply.action = j.best.to_string();
                reply.verdict = Some(Verdict::of(&j, &|s| request.name(s)));
            }
            Err(e) => reply.problem = format!("The game record does not replay: {e}"),
        }
    } else {
        match Game::replay(&request.record) {
            Ok(game) if game.to_move() == Some(request.seat) => {
                let view = game.view(request.seat);
                let bot = Bot {
                    workers: Some(request.workers.clamp(1, MAX_WORKERS)),
                    explain: request.explain,
                    ..Bot::from(request.level)
                };
                if let Some(k) = request.share {
                    reply.share = serde_json::to_string(&share(&view, &bot, request.seed, k)).unwrap_or_default();
                } else {
                    let decision = if request.shares.is_empty() {
                        think_as(&view, &bot, request.seed)
                    } else {
                        // A share that does not read counts as nothing found.
                        let shares: Vec<Share> =
                            request.shares.iter().map(|s| serde_json::from_str(s).unwrap_or(Share::Nothing)).collect();
                        merge(&view, &bot, request.seed, &shares)
                    };
                    reply.action = decision.action.to_string();
                    if request.explain {
                        reply.reason = reason_words(&decision.reason, Voice::Hint, &|s| request.name(s));
                    }
                    reply.details = decision.details;
                }
            }
            Ok(_) => reply.problem = format!("{} is not to move.", request.seat),
            Err(e) => reply.problem = format!("The game record does not replay: {e}"),
        }
    }
    reply.millis = js_sys::Date::now() - start;
    reply
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
    /// The workers by slot (slot 0 takes every request that is not a search share).
    static BRIDGES: RefCell<Vec<Option<WorkerBridge<AiWorker>>>> = const { RefCell::new(Vec::new()) };
    // A few requests at most: a list, not a map.
    static WAITING: RefCell<Vec<(u64, Waiting)>> = const { RefCell::new(Vec::new()) };
    /// Ids for the shares of a decision, apart from the table's own ids.
    static NEXT_SHARE_ID: std::cell::Cell<u64> = const { std::cell::Cell::new(SHARE_IDS) };
}

/// The first id of a decision's share requests.
const SHARE_IDS: u64 = 1 << 52;

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

/// How many workers Master's decisions use on this device: the cores less one for the
/// page (`navigator.hardwareConcurrency`), from 1 to [`MAX_WORKERS`].
pub fn worker_count() -> u32 {
    let navigator = js_sys::Reflect::get(&js_sys::global(), &"navigator".into()).ok();
    let cores = navigator.and_then(|n| js_sys::Reflect::get(&n, &"hardwareConcurrency".into()).ok());
    let cores = cores.and_then(|c| c.as_f64()).unwrap_or(1.0) as u32;
    cores.saturating_sub(1).clamp(1, MAX_WORKERS)
}

/// Asks for a decision; `reply` is called with the answer, or with a `lost` reply when
/// neither the worker nor a fresh one answered in time. Master's decisions are searched
/// on [`worker_count`] workers.
pub fn ask(mut request: AiRequest, reply: Callback<AiReply>) {
    let stored = |key: &str| LocalStorage::raw().get_item(key).ok().flatten();
    request.fault = stored(TEST_FAULT_KEY).and_then(|f| Fault::parse(&f));
    let deadline = stored(TEST_DEADLINE_KEY).and_then(|d| d.parse().ok()).unwrap_or(DEADLINE_MS);
    let workers = worker_count();
    if request.level == Level::Hard && request.review.is_none() && workers > 1 {
        ask_shares(request, workers, reply, deadline);
    } else {
        send(0, request, reply, deadline);
    }
}

/// Asks each of `workers` workers for its share of the decision, then the first to
/// merge them; the decision is lost if any share is.
fn ask_shares(request: AiRequest, workers: u32, reply: Callback<AiReply>, deadline: u32) {
    let gathered: std::rc::Rc<RefCell<Vec<Option<String>>>> =
        std::rc::Rc::new(RefCell::new(vec![None; workers as usize]));
    for k in 0..workers {
        let id = NEXT_SHARE_ID.with(|n| n.replace(n.get() + 1));
        let part = AiRequest { id, share: Some(k), workers, ..request.clone() };
        let (gathered, request, reply) = (gathered.clone(), request.clone(), reply.clone());
        let on_share = Callback::from(move |r: AiReply| {
            let mut all = gathered.borrow_mut();
            if all.is_empty() {
                return; // Already lost.
            }
            if r.lost {
                all.clear();
                reply.emit(AiReply { id: request.id, lost: true, millis: r.millis, ..AiReply::to(request.id) });
                return;
            }
            all[k as usize] = Some(r.share);
            if all.iter().all(Option::is_some) {
                let shares = all.drain(..).flatten().collect();
                send(0, AiRequest { workers, shares, ..request.clone() }, reply.clone(), deadline);
            }
        });
        send(k as usize, part, on_share, deadline);
    }
}

/// Ends every worker and forgets every waiting request: their replies never come (the
/// coach's Cancel; the next request starts fresh workers).
pub fn cancel_all() {
    BRIDGES.with(|b| b.borrow_mut().clear());
    WAITING.with(|w| w.borrow_mut().clear());
}

/// Drops the worker in `slot` (which ends it), so the next request there starts a fresh one.
fn end_worker(slot: usize) {
    BRIDGES.with(|b| {
        if let Some(bridge) = b.borrow_mut().get_mut(slot) {
            bridge.take();
        }
    });
}

fn send(slot: usize, request: AiRequest, reply: Callback<AiReply>, deadline: u32) {
    let id = request.id;
    BRIDGES.with(|bridges| {
        let mut bridges = bridges.borrow_mut();
        if bridges.len() <= slot {
            bridges.resize_with(slot + 1, || None);
        }
        let bridge = bridges[slot].get_or_insert_with(|| {
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
            end_worker(slot);
            if request.attempt == 0 {
                send(slot, AiRequest { attempt: 1, ..request }, reply, deadline);
            } else {
                reply.emit(AiReply { lost: true, millis: deadline as f64 * 2.0, ..AiReply::to(id) });
            }
        })
    };
    WAITING.with(|w| w.borrow_mut().push((id, Waiting { reply, deadline: Some(timer) })));
}
