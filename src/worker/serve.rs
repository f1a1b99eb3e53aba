//! Inside the AI worker: each request answered from the seat's view it carries.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use super::READY;
use pala_ai::coach::{judge, review_seed};
use pala_ai::protocol::{Answered, Ask, Posted, Reply, Request, Ticket, Verdict};
use pala_ai::{Bot, Decision, Settings, Share, merge, share, think_as};
use pala_rules::engine::{Seat, SeatView};
use pala_words::{Moment, Voice, coach_note, details_words, master_line, reason_words};

/// The answer to one request.
pub fn answer(posted: &Posted) -> Answered {
    let reply = match &posted.request {
        Request::Decide(ask) => match to_move(&ask.view) {
            Some(problem) => problem,
            None => decided(ask, think_as(&ask.view, &bot(ask, 1), ask.seed)),
        },
        Request::Share { ask, k, workers } => match to_move(&ask.view) {
            Some(problem) => problem,
            None => Reply::Share(share(&ask.view, &settings(ask, *workers), ask.seed, *k)),
        },
        Request::Merge { ask, shares } => match to_move(&ask.view) {
            Some(problem) => problem,
            None => decided(ask, merge(&ask.view, &settings(ask, shares.len() as u32), ask.seed, shares)),
        },
        Request::Judge { view, played, seed, names, lang } => match to_move(view) {
            Some(problem) => problem,
            None => {
                super::speak::speak(lang);
                let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_else(|| s.to_string());
                let j = judge(view, *played, review_seed(*seed));
                let note = j.is_costly().then(|| coach_note(j.moment, j.cost, &j.reason, &name));
                let cost_hundredths = (j.cost * 100.0).round() as i64;
                let line = master_line(&j.reason, &name);
                let trick = match j.moment {
                    Moment::Bidding => 0,
                    Moment::Trick(n) => n,
                };
                Reply::Verdict(Verdict { best: j.best, cost_hundredths, trick, line, note })
            }
        },
    };
    Answered { ticket: posted.ticket, reply }
}

/// Why a view's seat cannot decide: it is not to move.
fn to_move(view: &SeatView) -> Option<Reply> {
    (!view.is_my_turn()).then(|| Reply::Refused(format!("{} is not to move.", view.seat)))
}

fn bot(ask: &Ask, workers: u32) -> Bot {
    Bot { level: ask.level, workers, explain: ask.hint }
}

fn settings(ask: &Ask, workers: u32) -> Settings {
    let round = ask.view.round();
    bot(ask, workers).settings(round.mode(), round.players())
}

/// A decision's reply: for a hint, with its reason and details in words (in the page's
/// language).
fn decided(ask: &Ask, decision: Decision) -> Reply {
    if ask.hint {
        super::speak::speak(&ask.lang);
    }
    let name = |s: Seat| ask.names.get(s.index()).cloned().unwrap_or_else(|| s.to_string());
    Reply::Decision(
        decision.action,
        ask.hint.then(|| reason_words(&decision.reason, Voice::Hint, &name)),
        ask.hint.then(|| details_words(&decision.details)),
    )
}

/// The ticket of a request that cannot be read whole.
#[derive(serde::Deserialize)]
struct TicketOnly {
    ticket: Ticket,
}

/// Runs inside the AI Web Worker: answers each request (JSON text) with its reply (JSON
/// text), after saying it is ready.
pub fn register_worker() {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = scope.clone();
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let posted = match e.data().as_string().map(|text| serde_json::from_str::<Posted>(&text)) {
            Some(Ok(posted)) => posted,
            // A request it cannot read is answered with a refusal, never silence, under
            // the request's ticket when that much can be read.
            unread => {
                let why = match unread {
                    Some(Err(e)) => format!("The AI could not read the request: {e}."),
                    _ => "The AI could not read the request: it was not text.".to_string(),
                };
                let ticket = e.data().as_string().and_then(|t| serde_json::from_str::<TicketOnly>(&t).ok());
                let refusal = Answered::<Share> {
                    ticket: ticket.map_or(Ticket::numbered(0), |t| t.ticket),
                    reply: Reply::Refused(why),
                };
                let _ = post.post_message(&serde_json::to_string(&refusal).unwrap_or_default().into());
                return;
            }
        };
        let reply = serde_json::to_string(&answer(&posted)).unwrap_or_default();
        let _ = post.post_message(&reply.into());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&READY.into());
}
