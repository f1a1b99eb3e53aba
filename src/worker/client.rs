//! The page's side: workers started, requests posted and their replies delivered, or
//! word that they are lost.
//!
//! A worker is trusted only while it keeps the protocol. It can fail to start (its
//! script or wasm blocked or broken, or it never says it is ready), trap (release
//! builds abort on a panic), miss a deadline, or answer wrongly: a message that is not
//! a reply, a reply to no request it holds, or a reply of the wrong kind (an illegal
//! move is caught by the caller, who calls [`distrust`]). Each of these marks the
//! worker lost at once: it ends, its requests fail with the reason, and for a minute
//! every request fails at once, so the table plays the seat by rule of thumb without
//! waiting and says so; then a fresh worker is tried. So a request waits at most once.
//! Each worker is started by `ai-worker.js`, which loads the worker's wasm and says
//! "ready", or why it could not; the worker's `error` event counts too. A decision is
//! lost when any of its shares is.
//!
//! Master searches on every core the device can spare: its decision is asked of several
//! workers at once, each searching its own share of deals with its own seed
//! (`ai::share`); the first worker then merges the shares into the decision
//! (`ai::merge`). The decision depends only on the position, seed and number of workers.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::Callback;

use super::{FAULT, READY};
use pala_ai::protocol::{Answered, Posted, Relayed, Reply, Request, Ticket};
use pala_ai::{MAX_WORKERS, workers_worth};
use pala_rules::engine::Level;
use pala_words::{ai_cannot_start, ai_garbled, ai_no_answer, ai_stopped};

/// A reply, or why the request is lost.
pub type Heard = Result<Reply<Relayed>, Lost>;

/// Why a request to the AI is lost (its words come from `words::notices`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Lost {
    /// A worker could not start: its script or wasm blocked or broken.
    #[error("{}", ai_cannot_start())]
    CannotStart,
    /// A running worker stopped with an error (it trapped).
    #[error("{}", ai_stopped())]
    Stopped,
    /// The worker did not answer in time.
    #[error("{}", ai_no_answer())]
    NoAnswer,
    /// The worker said something that is not a reply to a request it holds, or a reply
    /// of another kind than the request asked for.
    #[error("{}", ai_garbled())]
    Garbled,
    /// The worker refused the request, in its words.
    #[error("{0}")]
    Refused(String),
    /// The worker answered a move its seat may not make (kept in the notation for a
    /// debugger; the words do not name it, R13).
    #[error("{}", pala_words::ai_illegal())]
    Illegal(String),
}

/// How long a decision may take before its worker counts as lost. Master's slowest
/// decisions take a few seconds on a slow phone.
pub const DEADLINE_MS: u32 = 20_000;

/// How long a worker has to say it is ready.
const STARTUP_MS: u32 = 15_000;
/// How long requests fail at once after a worker was lost.
const RETRY_AFTER_MS: f64 = 60_000.0;

/// The script that starts a worker, next to the page, when the page names none.
pub const WORKER_SCRIPT: &str = "./ai-worker.js";

/// The script that starts a worker of this page's own build: the page names it in
/// `<meta name="pala-worker">` (`.ci/precache.mjs` names the worker's files for their
/// build), so a tab open across a deploy keeps starting the worker it was built with.
fn worker_script() -> String {
    let named = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("meta[name=\"pala-worker\"]").ok().flatten())
        .and_then(|m| m.get_attribute("content"))
        .filter(|name| name.starts_with("ai-worker-") && name.ends_with(".js") && !name.contains('/'));
    named.map_or_else(|| WORKER_SCRIPT.to_string(), |name| format!("./{name}"))
}

/// A worker in a slot: its requests wait until it says it is ready.
struct Slot {
    /// Which worker this is (each spawned gets the next number): an error event of a
    /// worker already let go must not end the fresh one in its slot.
    id: u64,
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

/// A request waiting for its reply: its slot, the kind of reply it asked for, where the
/// reply goes, and its deadline (dropped, and so cleared with everything it holds, when
/// the reply comes).
struct Waiting {
    slot: usize,
    expects: Expects,
    reply: Callback<Heard>,
    deadline: Option<Timeout>,
}

/// The kind of reply a request asks for (a refusal answers any).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expects {
    Decision,
    Share,
    Verdict,
}

impl Expects {
    fn of(request: &Request<Relayed>) -> Expects {
        match request {
            Request::Decide(_) | Request::Merge { .. } => Expects::Decision,
            Request::Share { .. } => Expects::Share,
            Request::Judge { .. } => Expects::Verdict,
        }
    }

    fn answered_by(self, reply: &Reply<Relayed>) -> bool {
        matches!(
            (self, reply),
            (_, Reply::Refused(_))
                | (Expects::Decision, Reply::Decision(..))
                | (Expects::Share, Reply::Share(_))
                | (Expects::Verdict, Reply::Verdict(_))
        )
    }
}

thread_local! {
    /// The workers by slot (slot 0 takes every request that is not a search share).
    static SLOTS: RefCell<Vec<Option<Slot>>> = const { RefCell::new(Vec::new()) };
    // A few requests at most: a list, not a map.
    static WAITING: RefCell<Vec<(Ticket, Waiting)>> = const { RefCell::new(Vec::new()) };
    /// The next ticket: every request's number comes from here.
    static NEXT_TICKET: Cell<u64> = const { Cell::new(1) };
    /// The next worker's number.
    static NEXT_WORKER: Cell<u64> = const { Cell::new(1) };
    /// A worker was lost: until this time (ms since 1970) requests fail at once, with
    /// the reason.
    static BROKEN: RefCell<Option<(f64, Lost)>> = const { RefCell::new(None) };
}

fn next_ticket() -> Ticket {
    Ticket::numbered(NEXT_TICKET.with(|n| n.replace(n.get() + 1)))
}

/// The request `ticket`'s waiting entry, taken out of the list, if it waits on `slot`.
fn take_waiting(ticket: Ticket, slot: usize) -> Option<Waiting> {
    WAITING.with(|w| {
        let mut w = w.borrow_mut();
        let at = w.iter().position(|(t, waiting)| *t == ticket && waiting.slot == slot)?;
        Some(w.swap_remove(at).1)
    })
}

/// How many workers Master's decisions may use on this device: the cores less one for
/// the page (`navigator.hardwareConcurrency`), from 1 to [`MAX_WORKERS`].
pub fn worker_count() -> u32 {
    let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency()) as u32;
    cores.saturating_sub(1).clamp(1, MAX_WORKERS)
}

/// Why requests fail at once now, if a worker was lost less than a minute ago.
fn broken() -> Option<Lost> {
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

/// Asks the AI; `reply` is called with the request's ticket and the reply, or why it
/// is lost: at once when a worker was lost in the last minute, else as soon as the
/// worker breaks the protocol or misses the deadline. Master's decisions are searched
/// on [`worker_count`] workers. The ticket returned is the one the reply carries.
pub fn ask(request: Request<Relayed>, reply: Callback<(Ticket, Heard)>) -> Ticket {
    ask_on(request, reply, MAX_WORKERS)
}

/// As [`ask`], searching on one worker: the decision is then the one a single search
/// makes on every device (the deal of the day's Master round, the same for everyone).
pub fn ask_alone(request: Request<Relayed>, reply: Callback<(Ticket, Heard)>) -> Ticket {
    ask_on(request, reply, 1)
}

fn ask_on(request: Request<Relayed>, reply: Callback<(Ticket, Heard)>, most: u32) -> Ticket {
    let ticket = next_ticket();
    let reply = reply.reform(move |heard| (ticket, heard));
    let deadline = DEADLINE_MS;
    if let Some(why) = broken() {
        // Not in this call: the caller's state settles first, as with a real reply.
        Timeout::new(0, move || reply.emit(Err(why))).forget();
        return ticket;
    }
    // Master searches on more than one worker only where that buys strength.
    let workers = match &request {
        Request::Decide(ask) => {
            let round = ask.view.round();
            worker_count().min(workers_worth(round.mode(), round.players())).min(most)
        }
        _ => 1,
    };
    let posted = Posted { ticket, request };
    match posted.request {
        Request::Decide(ref ask) if ask.level == Level::Hard && workers > 1 => {
            ask_shares(posted.clone(), workers, reply, deadline)
        }
        _ => send(0, posted, reply, deadline),
    }
    ticket
}

/// Asks each of `workers` workers for its share of the decision, then the first to
/// merge them; the decision is lost if any share is.
fn ask_shares(posted: Posted<Relayed>, workers: u32, reply: Callback<Heard>, deadline: u32) {
    let Request::Decide(ask) = posted.request.clone() else { return };
    let gathered: Rc<RefCell<Vec<Option<Relayed>>>> = Rc::new(RefCell::new(vec![None; workers as usize]));
    for k in 0..workers {
        let request = Request::Share { ask: ask.clone(), k, workers };
        let part = Posted { ticket: next_ticket(), request };
        let (gathered, ask, reply, ticket) = (gathered.clone(), ask.clone(), reply.clone(), posted.ticket);
        let on_share = Callback::from(move |heard: Heard| {
            let mut all = gathered.borrow_mut();
            if all.is_empty() {
                return; // Already lost.
            }
            let share = match heard {
                Ok(Reply::Share(share)) => share,
                Ok(Reply::Refused(problem)) => {
                    all.clear();
                    reply.emit(Err(Lost::Refused(problem)));
                    return;
                }
                Err(lost) => {
                    all.clear();
                    reply.emit(Err(lost));
                    return;
                }
                Ok(_) => {
                    all.clear();
                    reply.emit(Err(Lost::Garbled));
                    return;
                }
            };
            all[k as usize] = Some(share);
            if all.iter().all(Option::is_some) {
                let shares = all.drain(..).flatten().collect();
                let request = Request::Merge { ask: ask.clone(), shares };
                send(0, Posted { ticket, request }, reply.clone(), deadline);
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

/// The worker in `slot` is lost: it ends, its requests fail at once with `why`, and so
/// does every request for a minute; then a fresh worker is tried.
fn failed(slot: usize, why: Lost) {
    end_worker(slot);
    BROKEN.with(|b| *b.borrow_mut() = Some((js_sys::Date::now() + RETRY_AFTER_MS, why.clone())));
    let mine: Vec<(Ticket, Waiting)> = WAITING.with(|w| {
        let mut w = w.borrow_mut();
        let (mine, rest): (Vec<_>, Vec<_>) = w.drain(..).partition(|(_, waiting)| waiting.slot == slot);
        *w = rest;
        mine
    });
    for (_, mut waiting) in mine {
        // Its deadline goes with it: dropped here, outside any timer of its own.
        waiting.deadline.take();
        waiting.reply.emit(Err(why.clone()));
    }
}

/// The AI answered a decision its seat may not make (the caller checks it against the
/// view): every worker is lost, as if each had broken the protocol, with `why`.
pub fn distrust(why: Lost) {
    let slots = SLOTS.with(|s| s.borrow().len());
    for slot in 0..slots {
        failed(slot, why.clone());
    }
    BROKEN.with(|b| *b.borrow_mut() = Some((js_sys::Date::now() + RETRY_AFTER_MS, why)));
}

/// A reply, or the worker's word that it is ready or could not start. Anything else
/// breaks the protocol: the worker is lost.
fn heard(slot: usize, text: Option<String>) {
    let Some(text) = text else {
        // Not from inside the worker's own listener: the slot (and the listener) ends.
        Timeout::new(0, move || failed(slot, Lost::Garbled)).forget();
        return;
    };
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
        Timeout::new(0, move || failed(slot, Lost::CannotStart)).forget();
    } else if let Ok(Answered { ticket, reply }) = serde_json::from_str::<Answered<Relayed>>(&text)
        && let Some(waiting) = take_waiting(ticket, slot)
    {
        if waiting.expects.answered_by(&reply) {
            waiting.reply.emit(Ok(reply));
        } else {
            // Its deadline goes with it; the worker is lost, and this request with it.
            drop(waiting.deadline);
            let reply = waiting.reply;
            Timeout::new(0, move || {
                failed(slot, Lost::Garbled);
                reply.emit(Err(Lost::Garbled));
            })
            .forget();
        }
    } else {
        // Unreadable, or a reply to no request waiting on this worker.
        Timeout::new(0, move || failed(slot, Lost::Garbled)).forget();
    }
}

/// A fresh worker for `slot`, listening for its word and its errors.
fn spawn(slot: usize) -> Result<Slot, Lost> {
    let worker = web_sys::Worker::new(&worker_script()).map_err(|_| Lost::CannotStart)?;
    let id = NEXT_WORKER.with(|n| n.replace(n.get() + 1));
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        heard(slot, e.data().as_string());
    });
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_: web_sys::Event| {
        // Not from inside the worker's own listener: the slot (and this closure) ends.
        // Before it said it was ready, its script did not load; after, it stopped.
        // Only if this worker still holds the slot: several trapping at once, the slot
        // may already hold a fresh one, which this error is not about.
        crate::kit::motion::next_task(move || {
            let this = SLOTS.with(|s| s.borrow().get(slot).and_then(Option::as_ref).map(|w| (w.id, w.ready)));
            if let Some((held, ready)) = this
                && held == id
            {
                failed(slot, if ready { Lost::Stopped } else { Lost::CannotStart });
            }
        });
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let startup = Timeout::new(STARTUP_MS, move || {
        // This timer is running now: it is left behind, not dropped from inside itself.
        let running = SLOTS.with(|s| s.borrow_mut().get_mut(slot).and_then(|w| w.as_mut()?._startup.take()));
        std::mem::forget(running);
        failed(slot, Lost::CannotStart);
    });
    Ok(Slot {
        id,
        worker,
        ready: false,
        queue: Vec::new(),
        _on_message: on_message,
        _on_error: on_error,
        _startup: Some(startup),
    })
}

fn send(slot: usize, posted: Posted<Relayed>, reply: Callback<Heard>, deadline: u32) {
    let ticket = posted.ticket;
    let expects = Expects::of(&posted.request);
    let text = serde_json::to_string(&posted).unwrap_or_default();
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
        Ok::<(), Lost>(())
    });
    if let Err(why) = started {
        BROKEN.with(|b| *b.borrow_mut() = Some((js_sys::Date::now() + RETRY_AFTER_MS, why.clone())));
        Timeout::new(0, move || reply.emit(Err(why))).forget();
        return;
    }
    let timer = {
        let reply = reply.clone();
        Timeout::new(deadline, move || {
            let Some(waiting) = take_waiting(ticket, slot) else { return };
            // This timer is running now and must not be dropped from inside itself; it
            // is left behind (a few bytes, only when a worker failed).
            std::mem::forget(waiting.deadline);
            // One missed deadline: the worker is lost, its other requests with it.
            failed(slot, Lost::NoAnswer);
            reply.emit(Err(Lost::NoAnswer));
        })
    };
    WAITING.with(|w| w.borrow_mut().push((ticket, Waiting { slot, expects, reply, deadline: Some(timer) })));
}
