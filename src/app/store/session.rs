//! The game in play at this table: starting, resuming and replacing it, each seat's
//! action through the engine (with its words for the log and the bubbles), the AI's
//! answers, the hint and the coach's notes.

use super::{Replacement, Screen, Setup, State};
use crate::app::seeds::Seeds;
use crate::worker::{Lost, Ticket};
use pala_rules::engine::{Action, Card, Day, Game, GameSettings, Phase, Seat, SeatKind, TableView};
use pala_rules::scenario::save::SaveFile;
use pala_words::{ai_trouble_words, bubble, explain, move_name, seat_name};

/// A suggestion for the person to move, from the Hard level.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The move, when the AI answered.
    pub action: Option<Action>,
    /// The move and why, in a player's words.
    pub reason: String,
    /// How it was found, with the figures.
    pub details: String,
}

impl State {
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat.index()) == Some(&SeatKind::Human)
    }

    /// How many seats are human (pass-and-play when more than one).
    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|k| **k == SeatKind::Human).count()
    }

    /// The human seat whose hand the table shows: the only human, or in pass-and-play
    /// the one who said they are ready.
    pub fn viewer(&self) -> Option<Seat> {
        if self.humans() == 1 {
            return self.seats.iter().position(|k| *k == SeatKind::Human).map(Seat::from_index);
        }
        self.revealed
    }

    /// Whether a game is under way that replacing would lose: started, not over.
    pub fn in_progress(&self) -> bool {
        self.game.as_ref().is_some_and(|g| !g.actions().is_empty() && !g.is_over())
    }

    pub(super) fn replace(&mut self, replacement: Replacement) {
        match replacement {
            Replacement::Start(setup, seeds) => self.start(setup, seeds),
            Replacement::Resume(save, game) => self.resume(*save, *game),
            Replacement::ResumeKept(save, game, kept) => {
                self.resume(*save, *game);
                self.kept.retain(|k| k.key != kept.key);
                self.released = Some(kept);
            }
        }
    }

    pub(super) fn start(&mut self, setup: Setup, seeds: Seeds) {
        let settings = GameSettings {
            mode: setup.mode,
            players: setup.players,
            seed: seeds.deal,
            first_dealer: setup.first_dealer,
        };
        if let Ok(game) = Game::new(settings).and_then(|g| g.with_bot_seed(seeds.bots).with_length(setup.length)) {
            self.seats = setup.seats.clone();
            // The deal of the day's table is the day's: the player's own choices for a
            // new game stay as they were.
            if Day::of_game(&game).is_none() {
                self.setup = setup;
            }
            self.sit_down(game, Vec::new());
            self.paused = false;
            self.revealed = None;
        }
    }

    pub(super) fn resume(&mut self, save: SaveFile, game: Game) {
        self.seats = save.seats.clone();
        if Day::of_game(&game).is_none() {
            self.setup.mode = save.record.mode;
            self.setup = self.setup.clone().with_players(save.record.players);
            self.setup.seats = save.seats.clone();
        }
        self.sit_down(game, vec![pala_words::resumed().into()]);
    }

    /// A game comes to the table: nothing of the previous one stays in play.
    fn sit_down(&mut self, game: Game, log: Vec<String>) {
        self.daily = Day::of_game(&game);
        self.game = Some(game);
        self.screen = Screen::Table;
        self.log = log;
        self.clear_position();
        self.stale = None;
        self.replacing = None;
        self.games += 1;
    }

    /// Applies a seat's action through the engine and logs its explanation.
    pub(super) fn act(&mut self, seat: Seat, action: Action) {
        if self.stale.is_some() {
            return;
        }
        let humans = self.humans();
        let Some(game) = self.game.as_mut() else { return };
        let before = *game.round();
        if game.act_as(seat, action).is_err() {
            return;
        }
        let after = game.round();
        let seats = self.seats.clone();
        let (table_before, table_after) = (TableView::of(&before), TableView::of(after));
        let line = explain(&table_before, action, &table_after, &|s| seat_name(&seats, s));
        self.log.push(if line.is_empty() { move_name(action) } else { line });
        self.held = after.tricks_done() > before.tricks_done();
        self.last_actor = Some(seat);
        // One bubble at a time: the latest move's, gone at the next move by anyone.
        self.bubbles.clear();
        self.bubbles.resize(after.players(), None);
        self.bubbles[seat.index()] = bubble(&table_before, action);
        self.picked.clear();
        self.smearing = false;
        self.hint = None;
        self.hint_asked = None;
        self.waiting = None;
        if seats.get(seat.index()) == Some(&SeatKind::Human) {
            self.coach_note = None;
        }
        // Pass-and-play: the next human must say they are ready before seeing a hand.
        if humans > 1 && game.to_move() != self.revealed {
            self.revealed = None;
        }
    }

    /// The one person at a table of AI seats takes back their last move of the round,
    /// and every AI move after it (as lichess allows against the computer); the game
    /// counts it, and the scores and the review say so. Not in pass-and-play, where
    /// another person has seen the move.
    pub(super) fn take_back(&mut self) {
        if self.stale.is_some() || self.humans() != 1 || self.daily.is_some() {
            return;
        }
        let Some(me) = self.viewer() else { return };
        let Some(game) = self.game.as_ref().and_then(|g| g.take_back(me)) else { return };
        self.game = Some(game);
        self.log.push(pala_words::took_back_move().into());
        // An AI answer on its way is for a position that is gone: its ticket no longer
        // matches once `waiting` is cleared.
        self.clear_position();
    }

    /// Forgets what belonged to the position on the table: picks, the smear, the hint,
    /// an awaited AI answer, the coach's note, a held trick and the bubbles.
    fn clear_position(&mut self) {
        self.picked.clear();
        self.smearing = false;
        self.hint = None;
        self.hint_asked = None;
        self.waiting = None;
        self.coach_note = None;
        self.held = false;
        self.bubbles.clear();
    }

    /// An AI seat's answer to `ticket`, if it is the one awaited. A refused or lost
    /// answer must not stall the table: the rule-of-thumb player (fast enough for the
    /// main thread) moves instead, and the table says so.
    pub(super) fn answered(&mut self, ticket: Ticket, answered: Result<Action, Lost>) -> bool {
        let Some((waiting, seat)) = self.waiting else { return false };
        if waiting != ticket {
            return false;
        }
        // A move the seat may not make is no answer: the rule of thumb moves instead, so
        // a worker that answers wrongly never freezes the table.
        let legal = |action: Action| self.game.as_ref().is_some_and(|g| g.view(seat).is_legal(action));
        let answered = answered.and_then(|a| if legal(a) { Ok(a) } else { Err(Lost::Illegal(a.to_string())) });
        self.ai_trouble =
            answered.as_ref().err().map(|why| ai_trouble_words(&why.to_string(), &seat_name(&self.seats, seat)));
        let fallback = self.game.as_ref().map(|g| crate::worker::rule_of_thumb_action(&g.view(seat), 0));
        match answered.ok().or(fallback) {
            Some(action) => self.act(seat, action),
            None => self.waiting = None,
        }
        true
    }

    /// A card picked towards a mix or a smear, or put back.
    pub(super) fn pick(&mut self, card: Card) {
        if self.picked.contains(&card) {
            self.picked.retain(|c| *c != card);
        } else {
            self.picked.push(card);
        }
    }

    /// The next round is dealt.
    pub(super) fn next_round(&mut self) {
        if let Some(game) = self.game.as_mut()
            && game.next_round().is_ok()
        {
            self.log.clear();
            self.revealed = None;
            self.held = false;
            self.bubbles.clear();
        }
    }

    /// A hint answers the position it was asked in: one that arrives after the game
    /// moved on is dropped. A card picked for another move is put back, so that the
    /// hinted move's cards are not left dimmed by the pick (a player's verdict: the hint
    /// pointed at a card the pick had dimmed).
    pub(super) fn hinted(&mut self, ticket: Ticket, hint: Hint) {
        if self.hint_asked != Some(ticket) {
            return;
        }
        if let Some(action) = hint.action
            && !self.picked.iter().all(|p| action.cards().any(|c| c.canonical() == p.canonical()))
        {
            self.picked.clear();
            self.smearing = false;
        }
        self.hint = Some(hint);
    }

    /// The coach's judgement of the game's action `index`: a note arrives after its
    /// move, and stands until the player's next move.
    pub(super) fn coached(&mut self, index: usize, note: Option<String>) {
        if self.game.as_ref().is_some_and(|g| g.actions().len() > index) {
            self.coach_judged = Some(index);
            if note.is_some() {
                self.coach_note = note;
            }
        }
    }
}

/// Whether the round waits for a human (and which).
pub fn human_to_move(state: &State) -> Option<Seat> {
    let game = state.game.as_ref()?;
    let seat = game.to_move()?;
    state.is_human(seat).then_some(seat)
}

/// Whether the round is in a phase where the table shows the scores.
pub fn round_over(state: &State) -> bool {
    state.game.as_ref().is_some_and(|g| g.round().phase() == Phase::RoundOver)
}
