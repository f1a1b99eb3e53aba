//! Master's round in the player's seat on the same deal (duplicate play): the page
//! holds the duplicate game and asks the AI worker for each seat's move as the table
//! does, by the seat's view alone (R13), each decision searched on one worker so that
//! Master's round is the same on every device. Progress is shown trick by trick; a
//! worker that fails or answers a move the seat may not make ends the run with words
//! and a "Try again" (the round starts over: the same seeds give the same moves).

use std::rc::Rc;

use yew::prelude::*;

use crate::worker::{Lost, Reply, Ticket, distrust};
use pala_rules::engine::{Action, DAILY_OPPONENTS as OPPONENTS, Day, Game, Length, Level, Phase, Seat};
use pala_rules::scenario::daily_book::Played;

/// The duplicate round under way.
#[derive(Clone, PartialEq)]
struct Run {
    game: Option<Game>,
    /// The request awaited, and for which seat.
    waiting: Option<Ticket>,
    lost: Option<String>,
    done: Option<Played>,
    /// Starts counted, so a retry starts the effect anew.
    tries: u32,
}

enum Step {
    Asked(Ticket),
    Moved(Ticket, Action),
    Lost(Ticket, String),
    Again(Day),
}

impl Run {
    fn new(day: Day) -> Run {
        let game =
            Game::new(day.settings()).and_then(|g| g.with_bot_seed(day.bot_seed()).with_length(Length::Rounds(1))).ok();
        Run { game, waiting: None, lost: None, done: None, tries: 0 }
    }
}

impl Reducible for Run {
    type Action = Step;

    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        let mut run = (*self).clone();
        match step {
            Step::Asked(ticket) => run.waiting = Some(ticket),
            Step::Moved(ticket, action) if run.waiting == Some(ticket) => {
                run.waiting = None;
                if let Some(game) = run.game.as_mut() {
                    let seat = game.to_move();
                    if seat.is_none_or(|s| game.act_as(s, action).is_err()) {
                        run.lost = Some(Lost::Illegal(action.to_string()).to_string());
                    } else if game.round().phase() == Phase::RoundOver {
                        run.done = Played::of(game, Seat::new(0));
                    }
                }
            }
            Step::Lost(ticket, why) if run.waiting == Some(ticket) => {
                run.waiting = None;
                run.lost = Some(why);
            }
            Step::Again(day) => {
                let tries = run.tries + 1;
                run = Run { tries, ..Run::new(day) };
            }
            _ => return self,
        }
        Rc::new(run)
    }
}

/// Master's round for `day` in seat 1 (index 0), against the day's AI seats:
/// `Some(result)` once played; meanwhile the progress (or why it stopped) is drawn by
/// [`progress`].
#[hook]
pub fn use_master_round(day: Day, wanted: bool) -> (Option<Played>, Html) {
    let run = use_reducer(|| Run::new(day));
    let deps = (run.game.as_ref().map(|g| g.actions().len()), run.waiting, run.lost.clone(), run.tries, wanted);
    {
        let run = run.clone();
        use_effect_with(deps, move |_| {
            if wanted
                && run.waiting.is_none()
                && run.lost.is_none()
                && let Some(game) = run.game.as_ref()
                && let Some(seat) = game.to_move()
            {
                let level = if seat == Seat::new(0) { Level::Hard } else { OPPONENTS };
                let view = game.view(seat);
                let on_reply = run.clone();
                let ticket = crate::worker::client::ask_alone(
                    crate::worker::asks::decide(game, seat, level),
                    Callback::from(move |(ticket, heard): (Ticket, crate::worker::Heard)| match heard {
                        Ok(Reply::Decision(action, ..)) if view.is_legal(action) => {
                            on_reply.dispatch(Step::Moved(ticket, action))
                        }
                        Ok(Reply::Decision(action, ..)) => {
                            let why = Lost::Illegal(action.to_string());
                            distrust(why.clone());
                            on_reply.dispatch(Step::Lost(ticket, why.to_string()));
                        }
                        Ok(Reply::Refused(problem)) => on_reply.dispatch(Step::Lost(ticket, problem)),
                        Err(lost) => on_reply.dispatch(Step::Lost(ticket, lost.to_string())),
                        Ok(_) => on_reply.dispatch(Step::Lost(ticket, Lost::Garbled.to_string())),
                    }),
                );
                run.dispatch(Step::Asked(ticket));
            }
        });
    }
    let shown = match (&run.done, &run.lost, &run.game) {
        (Some(_), ..) | (_, _, None) => html! {},
        (None, Some(why), _) => {
            let again = {
                let run = run.clone();
                Callback::from(move |_| run.dispatch(Step::Again(day)))
            };
            html! {
                <div class="master-run" role="status">
                    <p>{ pala_words::master_lost() }</p>
                    <p class="why">{ why.clone() }</p>
                    <button onclick={again}>{ pala_words::lang::book().daily_try_again() }</button>
                </div>
            }
        }
        (None, None, Some(game)) => {
            let round = game.round();
            let trick = if round.phase() == Phase::Bidding { 0 } else { usize::from(round.tricks_done()) + 1 };
            // A hand's cards bound the tricks (a mix takes two cards, so a round can end
            // sooner).
            let most = round.rules().hand_size();
            html! {
                <div class="master-run" role="status" aria-busy="true">
                    <p>{ pala_words::master_progress_words(trick) }</p>
                    <progress max={most.to_string()} value={trick.min(most).to_string()}
                        aria-label={pala_words::lang::book().daily_masters_round()} />
                </div>
            }
        }
    };
    (run.done.clone(), shown)
}
