//! What the table shows, worked out once a render from the bottom seat's view (R13).

use crate::engine::{Action, ActionList, Game, Phase, Round, Seat, SeatView, Trick};
use crate::web::app::store::{State, Store, seat_name};
use crate::web::kit::motion;

/// The values the table's parts share, prepared from the store's state and its game.
pub(super) struct Scene<'a> {
    pub store: &'a Store,
    pub state: &'a State,
    pub game: &'a Game,
    /// Every seat's name, by seat index.
    pub names: Vec<String>,
    pub players: usize,
    pub viewer: Option<Seat>,
    pub to_move: Option<Seat>,
    /// The seat at the bottom: yours; in pass-and-play the seat about to be shown.
    pub bottom: Seat,
    /// What the bottom seat may know.
    pub view: SeatView,
    /// The viewer is to move.
    pub my_turn: bool,
    /// The viewer's legal actions on their move, else none.
    pub legal: Vec<Action>,
    pub bidding: bool,
    /// The trick just finished, while it is on show.
    pub finished: Option<Trick>,
    /// The trick on the table: the one in play, or the one just finished while it is
    /// on show.
    pub shown: Option<Trick>,
    /// The finished trick is on show and no new one has started.
    pub trick_done: bool,
    /// The seat whose AI is thinking.
    pub thinking: Option<Seat>,
    /// How long a card takes to fly to the trick (none with reduced motion).
    pub flight: u32,
}

impl<'a> Scene<'a> {
    /// Works out the scene from the store and the game in it.
    pub fn of(store: &'a Store, game: &'a Game) -> Scene<'a> {
        let state: &State = store;
        let viewer = state.viewer();
        let to_move = game.to_move();
        // The seat at the bottom: yours; in pass-and-play the seat about to be shown.
        let bottom = viewer
            .or(to_move.filter(|&s| state.is_human(s)))
            .or_else(|| game.rules().seats().find(|&s| state.is_human(s)))
            .unwrap_or_default();
        let view = game.view(bottom);
        let round = view.round();
        let my_turn = viewer.is_some() && to_move == viewer;
        let legal = if my_turn {
            let mut list = ActionList::new();
            view.legal_actions_into(&mut list);
            list.to_vec()
        } else {
            Vec::new()
        };
        let bidding = round.phase() == Phase::Bidding;
        let finished = round.completed_trick().copied().filter(|_| state.held);
        let shown = round.trick().copied().or(finished);
        let trick_done = finished.is_some() && round.trick().is_none();
        Scene {
            store,
            state,
            game,
            names: game.rules().seats().map(|s| seat_name(&state.seats, s)).collect(),
            players: game.rules().players(),
            viewer,
            to_move,
            bottom,
            view,
            my_turn,
            legal,
            bidding,
            finished,
            shown,
            trick_done,
            thinking: state.waiting.map(|(_, s)| s),
            flight: if motion::reduced_motion() { 0 } else { state.setup.speed.flight_ms() },
        }
    }

    /// The round as the bottom seat sees it.
    pub fn round(&self) -> &Round {
        self.view.round()
    }

    /// The name of the seat with this index.
    pub fn name(&self, seat: Seat) -> String {
        self.names[seat.index()].clone()
    }
}
