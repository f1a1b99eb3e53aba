//! What the page asks the AI worker, built from the game: a seat's view and a seed from
//! the bots' own stream ([`Game::decision_seed`]), never the game, never the deal's
//! seed (R13). The secrecy harness (`tests/secrecy.rs`) sends these, as bytes, through
//! twins that differ only in what the seat may not know.

use crate::worker::{Ask, Relayed, Request};
use pala_rules::engine::{Action, Game, Level, Seat, SeatView};

/// An AI seat's move: `seat` at `level`.
pub fn decide(game: &Game, seat: Seat, level: Level) -> Request<Relayed> {
    Request::Decide(Ask {
        view: game.view(seat),
        level,
        seed: game.decision_seed(seat),
        hint: false,
        names: Vec::new(),
        lang: String::new(),
    })
}

/// Master's hint for the view's seat, in words (in the language spoken) that call the
/// seats by `names`; `seed` is the move's decision seed (the table's facts carry it).
pub fn hint(view: SeatView, seed: u64, names: Vec<String>) -> Request<Relayed> {
    Request::Decide(Ask { view, level: Level::Hard, seed, hint: true, names, lang: spoken() })
}

/// The coach: Master judges `played`, which `seat` (to move) is about to take.
pub fn judge(game: &Game, seat: Seat, played: Action, names: Vec<String>) -> Request<Relayed> {
    Request::Judge { view: game.view(seat), played, seed: game.decision_seed(seat), names, lang: spoken() }
}

/// The language the page speaks, for the words the worker writes.
fn spoken() -> String {
    pala_words::lang::lang().code().into()
}
