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
//! A worker can fail to start (its script or wasm blocked or broken), trap (release
//! builds abort on a panic) or lose a reply. The page starts each worker with
//! `ai-worker.js`, which loads the worker's wasm and says "ready", or why it could not;
//! the worker's `error` event counts too. A worker known lost fails its requests at
//! once (`lost`, with the reason), and for a minute every request fails at once, so
//! the table plays the seat by rule of thumb without waiting and says so; then a fresh
//! worker is tried. A request that misses its deadline is sent again to a fresh
//! worker, and if that one misses it too the reply comes back `lost`. A decision is
//! lost when any of its shares is.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::Callback;

use crate::ai::review::{Judgement, judge_action};
use crate::ai::{Bot, Level, MAX_WORKERS, Share, merge, share, think_as};
use crate::engine::{Game, GameRecord, Seat};
use crate::words::{Moment, Voice, coach_note, master_line, reason_words};

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

/// Master's judgement of a move, as the coach's review shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    /// Master's move, in the notation.
    pub best: String,
    /// The expected round points the move played gave away against Master's.
    pub cost: f64,
    /// The trick the move was on, from 1; 0 while bidding.
    pub trick: u8,
    /// Master's move and why ("Master: ...").
    pub reason: String,
}

impl Verdict {
    fn of(j: &Judgement, name: &dyn Fn(Seat) -> String) -> Verdict {
        let trick = match j.moment {
            Moment::Bidding => 0,
            Moment::Trick(n) => n,
        };
        Verdict { best: j.best.to_string(), cost: j.cost, trick, reason: master_line(&j.reason, name) }
    }

    /// When in the round the move came.
    pub fn moment(&self) -> Moment {
        if self.trick == 0 { Moment::Bidding } else { Moment::Trick(self.trick) }
    }
}

/// What a caller reads of a reply: the table an [`Answer`], the coach's review page a
/// [`Review`]. Each page's wasm carries a reader for its own view only.
pub trait Reply: serde::de::DeserializeOwned + 'static {
    /// A reply that says the request is lost, and why.
    fn lost(id: u64, problem: &str) -> Self;
}

/// The table's view of a reply: a seat's decision, the hint, or coach mode's note.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct Answer {
    pub id: u64,
    #[serde(default)]
    pub action: String,
    #[serde(default)]
    pub reason: String,
    #[serde(default)]
    pub details: String,
    #[serde(default)]
    pub problem: String,
    #[serde(default)]
    pub lost: bool,
    /// Coach mode's note (empty unless the move was costly).
    #[serde(default)]
    pub note: String,
}

impl Reply for Answer {
    fn lost(id: u64, problem: &str) -> Answer {
        Answer { id, lost: true, problem: problem.into(), ..Answer::default() }
    }
}

/// The coach's review page's view of a reply.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct Review {
    pub id: u64,
    #[serde(default)]
    pub verdict: Option<Verdict>,
    #[serde(default)]
    pub problem: String,
    #[serde(default)]
    pub lost: bool,
}

impl Reply for Review {
    fn lost(id: u64, problem: &str) -> Review {
        Review { id, lost: true, problem: problem.into(), ..Review::default() }
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
    /// Coach mode's note on a reviewed move: empty unless the move was costly.
    #[serde(default)]
    pub note: String,
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
            note: String::new(),
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
                let name = |s| request.name(s);
                reply.action = j.best.to_string();
                if j.is_costly() {
                    reply.note = coach_note(j.moment, j.cost, &j.reason, &name);
                }
                reply.verdict = Some(Verdict::of(&j, &name));
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

/// The word a worker says once its wasm is running (see `static/ai-worker.js`).
pub const READY: &str = "pala-ready";
/// What a worker says when it could not start, before the reason.
pub const FAULT: &str = "pala-fault:";

/// Runs inside the AI Web Worker: answers each request (JSON text) with its reply (JSON
/// text), acting out a test fault when asked, after saying it is ready.
pub fn register_worker() {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = scope.clone();
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let Some(text) = e.data().as_string() else { return };
        let Ok(request) = serde_json::from_str::<AiRequest>(&text) else { return };
        match (request.fault, request.attempt) {
            (Some(Fault::Silent), _) | (Some(Fault::SilentOnce), 0) => {}
            // The app's release build aborts on a panic: the worker traps.
            (Some(Fault::Trap), _) => panic!("a trap acted out for the browser tests"),
            _ => {
                let reply = serde_json::to_string(&answer(&request)).unwrap_or_default();
                let _ = post.post_message(&reply.into());
            }
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&READY.into());
}

/// A worker in a slot: its requests wait until it says it is ready.
struct Slot {
    worker: web_sys::Worker,
    ready: bool,
    queue: Vec<String>,
    /// Its message and error listeners, dropped with the slot.
    _on_message: Closure<dyn Fn(web_sys::MessageEvent)>,
    _on_error: Closure<dyn Fn(web_sys::Event)>,
    /// A worker that does not say it is ready in time counts as lost.
    _startup: Option<Timeout>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        // Unhooked first: an event already on its way must not reach a dropped listener.
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

thread_local! {
    /// The workers by slot (slot 0 takes every request that is not a search share).
    static SLOTS: RefCell<Vec<Option<Slot>>> = const { RefCell::new(Vec::new()) };
    // A few requests at most: a list, not a map.
    static WAITING: RefCell<Vec<(u64, Waiting)>> = const { RefCell::new(Vec::new()) };
    /// Ids for the shares of a decision, apart from the table's own ids.
    static NEXT_SHARE_ID: Cell<u64> = const { Cell::new(SHARE_IDS) };
    /// A worker failed to start: until this time (ms since 1970) requests fail at once,
    /// with the reason.
    static BROKEN: RefCell<Option<(f64, String)>> = const { RefCell::new(None) };
}

/// The first id of a decision's share requests.
const SHARE_IDS: u64 = 1 << 52;

/// How long a worker has to say it is ready.
const STARTUP_MS: u32 = 15_000;
/// How long requests fail at once after a worker failed to start.
const RETRY_AFTER_MS: f64 = 60_000.0;

/// A reply's text, or why the request is lost.
type Heard = Result<String, String>;

/// A request waiting for its reply: its slot, where the reply goes, and its deadline
/// (dropped, and so cleared with everything it holds, when the reply comes).
struct Waiting {
    slot: usize,
    reply: Callback<Heard>,
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

/// The script that starts a worker, next to the page.
pub const WORKER_SCRIPT: &str = "./ai-worker.js";

/// How many workers Master's decisions use on this device: the cores less one for the
/// page (`navigator.hardwareConcurrency`), from 1 to [`MAX_WORKERS`].
pub fn worker_count() -> u32 {
    let navigator = js_sys::Reflect::get(&js_sys::global(), &"navigator".into()).ok();
    let cores = navigator.and_then(|n| js_sys::Reflect::get(&n, &"hardwareConcurrency".into()).ok());
    let cores = cores.and_then(|c| c.as_f64()).unwrap_or(1.0) as u32;
    cores.saturating_sub(1).clamp(1, MAX_WORKERS)
}

/// Why requests fail at once now, if a worker failed to start less than a minute ago.
fn broken() -> Option<String> {
    BROKEN.with(|b| {
        let mut b = b.borrow_mut();
        match &*b {
            Some((until, _)) if *until <= js_sys::Date::now() => {
                *b = None;
                None
            }
            other => other.as_ref().map(|(_, why)| why.clone()),
        }
    })
}

/// A reply's id, read before the rest.
#[derive(Deserialize)]
struct Id {
    id: u64,
}

/// A search share's reply, read by the decision it is part of.
#[derive(Deserialize)]
struct ShareReply {
    #[serde(default)]
    share: String,
}

/// Asks for a decision; `reply` is called with the answer in the caller's view, or with
/// a lost one when the worker could not start (at once) or neither it nor a fresh one
/// answered in time. Master's decisions are searched on [`worker_count`] workers.
pub fn ask<R: Reply>(mut request: AiRequest, reply: Callback<R>) {
    let id = request.id;
    let reply = Callback::from(move |heard: Heard| {
        let read = heard
            .and_then(|text| serde_json::from_str::<R>(&text).map_err(|_| "The AI's answer could not be read.".into()));
        reply.emit(read.unwrap_or_else(|problem| R::lost(id, &problem)));
    });
    let stored = |key: &str| crate::web::kit::storage::read(key);
    request.fault = stored(TEST_FAULT_KEY).and_then(|f| Fault::parse(&f));
    let deadline = stored(TEST_DEADLINE_KEY).and_then(|d| d.parse().ok()).unwrap_or(DEADLINE_MS);
    if let Some(why) = broken() {
        // Not in this call: the caller's state settles first, as with a real reply.
        Timeout::new(0, move || reply.emit(Err(why))).forget();
        return;
    }
    let workers = worker_count();
    if request.level == Level::Hard && request.review.is_none() && workers > 1 {
        ask_shares(request, workers, reply, deadline);
    } else {
        send(0, request, reply, deadline);
    }
}

/// Asks each of `workers` workers for its share of the decision, then the first to
/// merge them; the decision is lost if any share is.
fn ask_shares(request: AiRequest, workers: u32, reply: Callback<Heard>, deadline: u32) {
    let gathered: Rc<RefCell<Vec<Option<String>>>> = Rc::new(RefCell::new(vec![None; workers as usize]));
    for k in 0..workers {
        let id = NEXT_SHARE_ID.with(|n| n.replace(n.get() + 1));
        let part = AiRequest { id, share: Some(k), workers, ..request.clone() };
        let (gathered, request, reply) = (gathered.clone(), request.clone(), reply.clone());
        let on_share = Callback::from(move |heard: Heard| {
            let mut all = gathered.borrow_mut();
            if all.is_empty() {
                return; // Already lost.
            }
            let share = match heard.and_then(|t| serde_json::from_str::<ShareReply>(&t).map_err(|e| e.to_string())) {
                Ok(r) => r.share,
                Err(problem) => {
                    all.clear();
                    reply.emit(Err(problem));
                    return;
                }
            };
            all[k as usize] = Some(share);
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
    SLOTS.with(|s| s.borrow_mut().clear());
    WAITING.with(|w| w.borrow_mut().clear());
}

/// Ends the worker in `slot`, so the next request there starts a fresh one.
fn end_worker(slot: usize) {
    // Taken out first, then dropped (terminated) outside the borrow.
    let ended = SLOTS.with(|s| s.borrow_mut().get_mut(slot).and_then(Option::take));
    drop(ended);
}

/// What the table says when a worker could not start (its script or wasm blocked or
/// broken): requests fail at once for a minute.
const CANNOT_START: &str = "The AI could not start (its files did not load); Pala tries again in a minute.";
/// What the table says when a running worker stopped with an error (it traps).
const STOPPED: &str = "The AI stopped with an error.";

/// The worker in `slot` failed: it ends and its requests fail at once with `why`. One
/// that never started fails every request for a minute too; one that stopped is
/// replaced by a fresh worker at the next request.
fn failed(slot: usize, why: &str) {
    let started = SLOTS.with(|s| s.borrow().get(slot).and_then(Option::as_ref).is_some_and(|w| w.ready));
    end_worker(slot);
    if !started {
        BROKEN.with(|b| *b.borrow_mut() = Some((js_sys::Date::now() + RETRY_AFTER_MS, why.to_string())));
    }
    let mine: Vec<(u64, Waiting)> = WAITING.with(|w| {
        let mut w = w.borrow_mut();
        let (mine, rest): (Vec<_>, Vec<_>) = w.drain(..).partition(|(_, waiting)| waiting.slot == slot);
        *w = rest;
        mine
    });
    for (_, mut waiting) in mine {
        // Its deadline goes with it: dropped here, outside any timer of its own.
        waiting.deadline.take();
        waiting.reply.emit(Err(why.to_string()));
    }
}

/// A reply, or the worker's word that it is ready or could not start.
fn heard(slot: usize, text: String) {
    if text == READY {
        let queue = SLOTS.with(|s| {
            let mut s = s.borrow_mut();
            let Some(Some(worker)) = s.get_mut(slot) else { return Vec::new() };
            worker.ready = true;
            worker._startup = None;
            std::mem::take(&mut worker.queue).into_iter().map(|t| (worker.worker.clone(), t)).collect::<Vec<_>>()
        });
        for (worker, text) in queue {
            let _ = worker.post_message(&text.into());
        }
    } else if text.starts_with(FAULT) {
        // Not from inside the worker's own listener: the slot (and the listener) ends.
        Timeout::new(0, move || failed(slot, CANNOT_START)).forget();
    } else if let Ok(Id { id }) = serde_json::from_str::<Id>(&text)
        && let Some(waiting) = take_waiting(id)
    {
        waiting.reply.emit(Ok(text));
    }
}

/// A fresh worker for `slot`, listening for its word and its errors.
fn spawn(slot: usize) -> Result<Slot, String> {
    let worker = web_sys::Worker::new(WORKER_SCRIPT).map_err(|_| CANNOT_START.to_string())?;
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        if let Some(text) = e.data().as_string() {
            heard(slot, text);
        }
    });
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_: web_sys::Event| {
        // Not from inside the worker's own listener: the slot (and this closure) ends.
        // Before it said it was ready, its script did not load; after, it stopped.
        Timeout::new(0, move || {
            let ready = SLOTS.with(|s| s.borrow().get(slot).and_then(Option::as_ref).is_some_and(|w| w.ready));
            failed(slot, if ready { STOPPED } else { CANNOT_START });
        })
        .forget();
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let startup = Timeout::new(STARTUP_MS, move || {
        // This timer is running now: it is left behind, not dropped from inside itself.
        let running = SLOTS.with(|s| s.borrow_mut().get_mut(slot).and_then(|w| w.as_mut()?._startup.take()));
        std::mem::forget(running);
        failed(slot, CANNOT_START);
    });
    Ok(Slot {
        worker,
        ready: false,
        queue: Vec::new(),
        _on_message: on_message,
        _on_error: on_error,
        _startup: Some(startup),
    })
}

fn send(slot: usize, request: AiRequest, reply: Callback<Heard>, deadline: u32) {
    let id = request.id;
    let text = serde_json::to_string(&request).unwrap_or_default();
    let started = SLOTS.with(|slots| {
        let mut slots = slots.borrow_mut();
        if slots.len() <= slot {
            slots.resize_with(slot + 1, || None);
        }
        if slots[slot].is_none() {
            slots[slot] = Some(spawn(slot)?);
        }
        if let Some(worker) = slots[slot].as_mut() {
            if worker.ready {
                let _ = worker.worker.post_message(&text.into());
            } else {
                worker.queue.push(text);
            }
        }
        Ok::<(), String>(())
    });
    if let Err(why) = started {
        BROKEN.with(|b| *b.borrow_mut() = Some((js_sys::Date::now() + RETRY_AFTER_MS, why.clone())));
        Timeout::new(0, move || reply.emit(Err(why))).forget();
        return;
    }
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
                reply.emit(Err("The AI did not answer in time.".into()));
            }
        })
    };
    WAITING.with(|w| w.borrow_mut().push((id, Waiting { slot, reply, deadline: Some(timer) })));
}
