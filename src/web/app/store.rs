//! The app's one store: a pure reducer that asks the engine every rule question.
//! Side effects (the AI worker, timers, storage) live in hooks, never here.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use yew::prelude::*;

use crate::engine::Level;
use crate::engine::SeatKind;
use crate::engine::{Action, Card, Game, GameSettings, Mode, Phase, Seat, TableView};
use crate::scenario::save::SaveFile;
use crate::web::worker::{Lost, Ticket};
use crate::words::{action_name, ai_trouble_words, bubble, explain};

/// How fast AI seats move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Speed {
    Instant,
    Fast,
    Normal,
    Slow,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];

    /// The pause before an AI seat's move, in milliseconds.
    pub fn delay_ms(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 250,
            Speed::Normal => 700,
            Speed::Slow => 1400,
        }
    }

    /// How long a finished trick stays on the table before it is gathered: at least
    /// 1.2 s at Normal, none at Instant.
    pub fn trick_pause_ms(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 700,
            Speed::Normal => 1400,
            Speed::Slow => 2400,
        }
    }

    /// How long a card takes to fly to its place (none at Instant).
    pub fn flight_ms(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 180,
            Speed::Normal => 320,
            Speed::Slow => 520,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Speed::Instant => "Instant",
            Speed::Fast => "Fast",
            Speed::Normal => "Normal",
            Speed::Slow => "Slow",
        }
    }
}

/// The new-game choices (also the stored settings).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    pub mode: Mode,
    pub players: u8,
    pub seats: Vec<SeatKind>,
    /// `None`: a random seat from the deal number.
    pub first_dealer: Option<Seat>,
    pub speed: Speed,
    /// `None`: a fresh random deal.
    pub seed: Option<u64>,
    pub colorblind: bool,
    pub auto_forced: bool,
    /// A finished trick stays until the player taps to go on.
    #[serde(default)]
    pub wait_after_trick: bool,
    /// Card, trick and round sounds (off by default).
    #[serde(default)]
    pub sound: bool,
    /// Coach mode (off by default): after a move Master judges costly, a note says so
    /// with the better move.
    #[serde(default)]
    pub coach: bool,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            mode: Mode::Pointillism,
            players: 4,
            seats: vec![
                SeatKind::Human,
                SeatKind::Ai(Level::Medium),
                SeatKind::Ai(Level::Medium),
                SeatKind::Ai(Level::Medium),
            ],
            // R1: a random first dealer by default (drawn from the deal number).
            first_dealer: None,
            speed: Speed::Normal,
            seed: None,
            colorblind: false,
            auto_forced: true,
            wait_after_trick: false,
            sound: false,
            coach: false,
        }
    }
}

impl Setup {
    /// Stored settings made usable: a table of 3 to 5, a seat for each player, a first
    /// dealer at the table; with what had to change, in words.
    pub fn repaired(self) -> (Setup, Vec<String>) {
        let mut problems = Vec::new();
        let players = if (3..=5).contains(&self.players) {
            self.players
        } else {
            problems.push(format!("{} players is not a table of 3, 4 or 5, so 4 play", self.players));
            4
        };
        if self.seats.len() != players as usize && problems.is_empty() {
            problems.push(format!(
                "{} seats were set for {players} players, so the seats were set again",
                self.seats.len()
            ));
        }
        let dealer = self.first_dealer;
        let mut setup = Setup { players: 0, ..self }.with_players(players);
        if dealer.is_some_and(|d| d.id() >= players) {
            problems.push("the first dealer was a seat the table does not have, so it is drawn at random".to_string());
            setup.first_dealer = None;
        }
        (setup, problems)
    }

    /// Resizes the seat list to the player count (new seats are Medium AI).
    pub fn with_players(mut self, players: u8) -> Setup {
        self.players = players;
        self.seats.resize(players as usize, SeatKind::Ai(Level::Medium));
        if self.first_dealer.is_some_and(|d| d.id() >= players) {
            self.first_dealer = Some(Seat::new(0));
        }
        self
    }
}

/// A stored save that could not be loaded, kept under `key` until the player lets it go.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptSave {
    pub key: String,
    pub text: String,
    /// Why it cannot be loaded; `None` when it can be now (a newer version wrote it,
    /// and this one reads it).
    pub problem: Option<String>,
}

/// How saving goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saving {
    /// The game is saved (or there is none to save).
    Saved,
    /// The last write failed; it is tried again after every move and every few seconds.
    Failing(crate::web::kit::storage::Trouble),
    /// The browser gives Pala no storage: games last while the page is open.
    Off,
    /// An unreadable save sits in the save slot (it could not be copied aside): no game
    /// is saved over it until the player exports it or lets it go.
    Held,
}

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Setup,
    Table,
    Rules,
}

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

/// Everything the app shows.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub screen: Screen,
    pub setup: Setup,
    pub game: Option<Game>,
    pub seats: Vec<SeatKind>,
    /// Cards picked so far towards a mix or a smear.
    pub picked: Vec<Card>,
    /// The AI request in flight: its ticket and seat.
    pub waiting: Option<(Ticket, Seat)>,
    pub paused: bool,
    /// The hint asked for in this position (a reply to any other is stale).
    pub hint_asked: Option<Ticket>,
    /// The hint for the human to move.
    pub hint: Option<Hint>,
    /// Explanations of every action this round, newest last.
    pub log: Vec<String>,
    /// Pass-and-play: the human seat whose hand is showing (others wait for "ready").
    pub revealed: Option<Seat>,
    /// A finished trick is on show: nobody leads the next one (and the scores wait)
    /// until the pause ends or the player taps on.
    pub held: bool,
    /// The seat that acted last (new cards on the table fly from it).
    pub last_actor: Option<Seat>,
    /// What each seat last did that the cards do not show ("Pass", "Null", "Mixes
    /// Red 3 + Blue 5"), as a bubble at the seat; cleared when a new trick starts.
    pub bubbles: Vec<Option<String>>,
    /// Saves that could not be loaded, kept until the player lets them go.
    pub kept: Vec<KeptSave>,
    /// How saving goes: a failed write is said at once.
    pub saving: Saving,
    /// Something the player should know, in words (stored settings repaired, ...).
    pub notice: Option<String>,
    /// Counts games started or resumed, so effects notice a new game.
    pub games: u32,
    /// Something that would replace the game in progress, waiting for the player's
    /// answer, with what it is in words.
    pub replacing: Option<(Replacement, String)>,
    /// The AI worker failed to answer and a seat was played by rule of thumb.
    pub ai_trouble: Option<String>,
    /// A deal link that could not be opened, and why.
    pub link_error: Option<String>,
    /// This window's game moved on in another window: the newer save (or `None` when
    /// the other window finished or cleared it). Nothing is played or saved here until
    /// the player chooses.
    pub stale: Option<Option<String>>,
    /// Coach mode's note on the player's last move (until their next one).
    pub coach_note: Option<String>,
    /// The game action the coach last judged (costly or not): the page shows it as
    /// `data-coach-judged`, so a test can wait for the judgement.
    pub coach_judged: Option<usize>,
}

/// What may replace a game in progress (only after the player agrees).
#[derive(Clone, Debug, PartialEq)]
pub enum Replacement {
    /// A new game from the setup screen, or from a deal link.
    Start(Setup, u64),
    /// An imported game, or the newer position from another window.
    Resume(Box<SaveFile>, Box<Game>),
}

impl Default for State {
    fn default() -> State {
        State {
            screen: Screen::Setup,
            setup: Setup::default(),
            game: None,
            seats: Vec::new(),
            picked: Vec::new(),
            waiting: None,
            paused: false,
            hint_asked: None,
            hint: None,
            log: Vec::new(),
            revealed: None,
            held: false,
            last_actor: None,
            bubbles: Vec::new(),
            kept: Vec::new(),
            saving: Saving::Saved,
            notice: None,
            games: 0,
            replacing: None,
            ai_trouble: None,
            link_error: None,
            stale: None,
            coach_note: None,
            coach_judged: None,
        }
    }
}

/// What can happen.
pub enum Msg {
    Show(Screen),
    ChangeSetup(Setup),
    /// Start a game with these choices and this deal number.
    Start(Setup, u64),
    Resume(Box<SaveFile>, Box<Game>),
    /// Replace the game: at once when none is in progress, else after asking.
    Replace(Replacement, String),
    /// The player's answer: true replaces the game, false keeps playing.
    Answer(bool),
    LinkError(String),
    DismissLinkError,
    /// The stored game moved on in another window (the newer save, if any).
    Stale(Option<String>),
    Saving(Saving),
    Kept(Vec<KeptSave>),
    /// The player lets the kept saves go (after the offer to export them).
    LetGo,
    Notice(String),
    DismissNotice,
    /// A seat acts (a human's click or an AI's answer).
    Act(Seat, Action),
    /// The AI was asked for a seat's move.
    Asked(Ticket, Seat),
    /// An AI seat's answer, or why there is none.
    Answered(Ticket, Result<Action, Lost>),
    Pick(Card),
    Unpick,
    NextRound,
    Pause(bool),
    Speed(Speed),
    /// The hint was asked for in this position.
    HintAsked(Ticket),
    /// The hint that request answers.
    Hint(Ticket, Hint),
    /// Coach mode's judgement of the move the game's action `index` was: its note when
    /// the move was costly.
    CoachNote(usize, Option<String>),
    Reveal(Seat),
    /// The finished trick's pause is over (or the player tapped on).
    Release,
    WaitAfterTrick(bool),
    Sound(bool),
}

pub use crate::words::seat_name;

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

    fn replace(&mut self, replacement: Replacement) {
        match replacement {
            Replacement::Start(setup, seed) => self.start(setup, seed),
            Replacement::Resume(save, game) => self.resume(*save, *game),
        }
    }

    fn start(&mut self, setup: Setup, seed: u64) {
        let settings =
            GameSettings { mode: setup.mode, players: setup.players, seed, first_dealer: setup.first_dealer };
        if let Ok(game) = Game::new(settings) {
            self.seats = setup.seats.clone();
            self.setup = setup;
            self.sit_down(game, Vec::new());
            self.paused = false;
            self.revealed = None;
        }
    }

    fn resume(&mut self, save: SaveFile, game: Game) {
        self.seats = save.seats.clone();
        self.setup.mode = save.record.mode;
        self.setup = self.setup.clone().with_players(save.record.players);
        self.setup.seats = save.seats.clone();
        self.sit_down(game, vec!["Resumed your saved game.".into()]);
    }

    /// A game comes to the table: nothing of the previous one stays in play.
    fn sit_down(&mut self, game: Game, log: Vec<String>) {
        self.game = Some(game);
        self.screen = Screen::Table;
        self.log = log;
        self.picked.clear();
        self.hint = None;
        self.hint_asked = None;
        self.waiting = None;
        self.coach_note = None;
        self.held = false;
        self.bubbles.clear();
        self.stale = None;
        self.replacing = None;
        self.games += 1;
    }

    /// Applies a seat's action through the engine and logs its explanation.
    fn act(&mut self, seat: Seat, action: Action) {
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
        self.log.push(if line.is_empty() { action_name(action) } else { line });
        self.held = after.tricks_done() > before.tricks_done();
        self.last_actor = Some(seat);
        self.bubbles.resize(after.players(), None);
        if before.trick().is_none() && after.trick().is_some() || after.phase() != before.phase() {
            self.bubbles.iter_mut().for_each(|b| *b = None);
        }
        self.bubbles[seat.index()] = bubble(&table_before, action);
        self.picked.clear();
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
}

impl Reducible for State {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut s = (*self).clone();
        match msg {
            Msg::Show(screen) => s.screen = screen,
            Msg::ChangeSetup(setup) => s.setup = setup,
            Msg::Start(setup, seed) => s.start(setup, seed),
            Msg::Resume(save, game) => s.resume(*save, *game),
            Msg::Replace(replacement, words) => {
                if s.in_progress() {
                    s.replacing = Some((replacement, words));
                } else {
                    s.replace(replacement);
                }
            }
            Msg::Answer(yes) => {
                if let Some((replacement, _)) = s.replacing.take()
                    && yes
                {
                    s.replace(replacement);
                }
            }
            Msg::LinkError(text) => s.link_error = Some(text),
            Msg::DismissLinkError => s.link_error = None,
            Msg::Stale(newer) => s.stale = Some(newer),
            Msg::Saving(now) => s.saving = now,
            Msg::Kept(saves) => s.kept = saves,
            Msg::LetGo => s.kept.clear(),
            Msg::Notice(text) => s.notice = Some(text),
            Msg::DismissNotice => s.notice = None,
            Msg::Act(seat, action) => s.act(seat, action),
            Msg::Asked(ticket, seat) => s.waiting = Some((ticket, seat)),
            Msg::Answered(ticket, answered) => {
                let Some((waiting, seat)) = s.waiting else { return self };
                if waiting != ticket {
                    return self;
                }
                // A refused or lost answer must not stall the table: the rule-of-thumb
                // player (fast enough for the main thread) moves instead, and the table
                // says so.
                s.ai_trouble =
                    answered.as_ref().err().map(|why| ai_trouble_words(&why.to_string(), &seat_name(&s.seats, seat)));
                let fallback = s.game.as_ref().map(|g| crate::ai::rule_of_thumb_action(&g.view(seat), 0));
                match answered.ok().or(fallback) {
                    Some(action) => s.act(seat, action),
                    None => s.waiting = None,
                }
            }
            Msg::Pick(card) => {
                if s.picked.contains(&card) {
                    s.picked.retain(|c| *c != card);
                } else {
                    s.picked.push(card);
                }
            }
            Msg::Unpick => s.picked.clear(),
            Msg::NextRound => {
                if let Some(game) = s.game.as_mut()
                    && game.next_round().is_ok()
                {
                    s.log.clear();
                    s.revealed = None;
                    s.held = false;
                    s.bubbles.clear();
                }
            }
            Msg::Pause(paused) => s.paused = paused,
            Msg::Speed(speed) => s.setup.speed = speed,
            // A hint answers the position it was asked in: one that arrives after the
            // game moved on is dropped.
            Msg::HintAsked(ticket) => s.hint_asked = Some(ticket),
            Msg::Hint(ticket, hint) => {
                if s.hint_asked == Some(ticket) {
                    s.hint = Some(hint);
                }
            }
            // A note arrives after its move, and stands until the player's next move.
            Msg::CoachNote(index, note) => {
                if s.game.as_ref().is_some_and(|g| g.actions().len() > index) {
                    s.coach_judged = Some(index);
                    if note.is_some() {
                        s.coach_note = note;
                    }
                }
            }
            Msg::Reveal(seat) => s.revealed = Some(seat),
            Msg::Release => s.held = false,
            Msg::WaitAfterTrick(on) => s.setup.wait_after_trick = on,
            Msg::Sound(on) => s.setup.sound = on,
        }
        Rc::new(s)
    }
}

/// The store handle components share.
pub type Store = UseReducerHandle<State>;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_for_an_earlier_position_is_dropped() {
        let state = Rc::new(State::default()).reduce(Msg::Start(Setup::default(), 7));
        let game = state.game.clone().unwrap();
        let seat = game.to_move().unwrap();
        let action = game.round().legal_actions()[0];
        let (first, second) = (Ticket(1), Ticket(2));
        let asked = state.reduce(Msg::HintAsked(first));
        let hint = |t| Msg::Hint(t, Hint { action: Some(action), reason: "Play it.".into(), details: String::new() });
        let moved = asked.clone().reduce(Msg::Act(seat, action));
        assert_eq!(moved.clone().reduce(hint(first)).hint, None, "the position moved on");
        assert!(moved.reduce(Msg::HintAsked(second)).reduce(hint(second)).hint.is_some());
        assert_eq!(asked.clone().reduce(hint(second)).hint, None, "not the hint asked for");
        assert!(asked.reduce(hint(first)).hint.is_some());
    }
}
