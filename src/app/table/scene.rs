//! What the table shows, worked out once a render from the bottom seat's view (R13).
//! The parts draw from [`Facts`] alone, a value with no hidden card: the bottom seat's
//! `SeatView` and the game's public facts (tests/secrecy.rs builds it from games that
//! differ only in hidden cards and expects the same facts). They change the game only
//! through `dispatch` and the callbacks in `callbacks.rs`.

use std::ops::Deref;

use yew::Callback;

use crate::app::scores::{RoundLine, round_lines};
use crate::app::store::{Hint, Msg, Speed, State, seat_name};
use pala_rules::engine::{
    Action, ActionList, Card, Length, Phase, PublicRound, Rules, Seat, SeatKind, SeatView, Trick,
};
use pala_rules::scenario::save::SharedDeal;

/// The round's scores as the table shows them once it is over.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoresShown {
    /// Every scored round's lines.
    pub rounds: Vec<RoundLine>,
    pub rules: Rules,
    /// The game's winners, once it is over.
    pub winners: Option<Vec<Seat>>,
    /// Why the round ended (R9), in words.
    pub ended: Option<String>,
    /// Moves the person took back in this game.
    pub taken_back: u32,
    /// How long the game lasts.
    pub length: Length,
}

/// Everything the table draws: the bottom seat's view and the public facts of the game
/// and the table's settings; no other seat's hand and no left-out card.
#[derive(Clone, Debug, PartialEq)]
pub struct Facts {
    /// Every seat's name, by seat index.
    pub names: Vec<String>,
    /// Each seat's kind: human or an AI level.
    pub kinds: Vec<SeatKind>,
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
    /// This round's completed tricks, in order (public: every card was played face up).
    pub tricks: Vec<Trick>,
    pub round_index: u32,
    /// The deal, for its number and link: only once the round is over. During play the
    /// deal's number would tell every hand (R13); a deal shared before play came in
    /// through its link, so its number is known already.
    pub deal: Option<SharedDeal>,
    /// The decision seed of the viewer's move, for the hint.
    pub hint_seed: u64,
    /// The scores, once the round is over.
    pub scores: Option<ScoresShown>,
    /// The seat whose AI is thinking.
    pub thinking: Option<Seat>,
    /// The faces picked so far (canonical cards, as the legal actions name them).
    pub picked: Vec<Card>,
    /// The very cards tapped: only the tapped copy of a duplicate lights as picked.
    pub picked_copies: Vec<Card>,
    /// The player chose "Smear".
    pub smearing: bool,
    /// The moves taps on cards build now (`kit::picking::by_taps`).
    pub taps: Vec<Action>,
    pub bubbles: Vec<Option<String>>,
    pub last_actor: Option<Seat>,
    pub held: bool,
    pub paused: bool,
    pub speed: Speed,
    pub sound: bool,
    pub wait_after_trick: bool,
    /// Games started so far (a new game deals its hand anew).
    pub games: u32,
    pub hint: Option<Hint>,
    /// A hint was asked for and Master has not answered yet.
    pub hint_pending: bool,
    /// The one person at a table of AI seats has a move of this round to take back.
    pub can_take_back: bool,
    pub coach_note: Option<String>,
    /// Coach mode is on: the note's room is kept beside the hand on wide screens.
    pub coached: bool,
    /// The deal of the day is on the table: no hint, no take-back.
    pub daily: Option<pala_rules::engine::Day>,
    pub coach_judged: Option<usize>,
    pub ai_trouble: Option<String>,
    /// The newest line of the log, for the live region.
    pub announce: String,
}

impl Facts {
    /// The facts of the table in `state`, if a game is under way.
    pub fn of(state: &State) -> Option<Facts> {
        let game = state.game.as_ref()?;
        let viewer = state.viewer();
        let to_move = game.to_move();
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
        let taps = crate::kit::picking::by_taps(&legal, state.smearing);
        let finished = round.completed_trick().copied().filter(|_| state.held);
        let shown = round.trick().copied().or(finished);
        let names: Vec<String> = game.rules().seats().map(|s| seat_name(&state.seats, s)).collect();
        let over = round.is_over();
        Some(Facts {
            kinds: state.seats.clone(),
            players: game.rules().players(),
            viewer,
            to_move,
            bottom,
            my_turn,
            legal,
            bidding: round.phase() == Phase::Bidding,
            finished,
            shown,
            trick_done: finished.is_some() && round.trick().is_none(),
            tricks: game.tricks().to_vec(),
            round_index: game.round_index(),
            deal: over.then(|| SharedDeal::of(game)),
            hint_seed: viewer.map_or(0, |s| game.decision_seed(s)),
            scores: over.then(|| ScoresShown {
                rounds: round_lines(game),
                rules: game.rules(),
                winners: game.winners().map(|w| w.to_vec()),
                ended: pala_words::round_end_words(&view.table(), &|s| names[s.index()].clone()),
                taken_back: game.taken_back(),
                length: game.length(),
            }),
            thinking: state.waiting.map(|(_, s)| s),
            picked: state.picked.iter().map(|c| c.canonical()).collect(),
            picked_copies: state.picked.clone(),
            smearing: state.smearing,
            taps,
            bubbles: state.bubbles.clone(),
            last_actor: state.last_actor,
            held: state.held,
            paused: state.paused,
            speed: state.setup.speed,
            sound: state.setup.sound,
            wait_after_trick: state.setup.wait_after_trick,
            games: state.games,
            hint: state.hint.clone(),
            hint_pending: state.hint_asked.is_some() && state.hint.is_none(),
            can_take_back: state.humans() == 1
                && state.stale.is_none()
                && state.daily.is_none()
                && viewer.is_some_and(|v| game.last_move_of(v).is_some()),
            coach_note: state.coach_note.clone(),
            coached: state.setup.coach && state.daily.is_none(),
            daily: state.daily,
            coach_judged: state.coach_judged,
            ai_trouble: state.ai_trouble.clone(),
            announce: state.log.last().cloned().unwrap_or_default(),
            names,
            view,
        })
    }

    /// The round as the bottom seat sees it.
    pub fn round(&self) -> &PublicRound {
        self.view.round()
    }

    /// The name of the seat with this index.
    pub fn name(&self, seat: Seat) -> String {
        self.names[seat.index()].clone()
    }

    /// Whether `seat` is played by a person.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.kinds.get(seat.index()) == Some(&SeatKind::Human)
    }

    /// The human seats with their names (their reviews).
    pub fn humans(&self) -> Vec<(Seat, String)> {
        self.round().seats().filter(|&s| self.is_human(s)).map(|s| (s, self.name(s))).collect()
    }

    /// More than one human: the device is passed between turns.
    pub fn pass_and_play(&self) -> bool {
        self.kinds.iter().filter(|k| **k == SeatKind::Human).count() > 1
    }
}

/// The facts, with the way back to the store: the table's parts get this.
pub(super) struct Scene {
    pub facts: Facts,
    /// Sends a message to the store (the parts cannot read it).
    pub dispatch: Callback<Msg>,
    /// How long a card takes to fly to the trick (none with reduced motion).
    pub flight: u32,
}

impl Deref for Scene {
    type Target = Facts;

    fn deref(&self) -> &Facts {
        &self.facts
    }
}
