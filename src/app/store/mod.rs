//! The app's one store: a pure reducer that asks the engine every rule question.
//! Side effects (the AI worker, timers, storage) live in hooks, never here.
//!
//! By role: `session.rs` the game in play, `preferences.rs` the stored choices,
//! `dialogs.rs` what the app asks or tells beside the game.

mod dialogs;
mod preferences;
mod session;

use std::rc::Rc;

use yew::prelude::*;

pub use dialogs::{KeptSave, Replacement, Saving};
pub use pala_words::seat_name;
pub use preferences::{Setup, Speed};
pub use session::{Hint, human_to_move, round_over};

use crate::app::seeds::Seeds;
use crate::worker::{Lost, Ticket};
use pala_rules::engine::{Action, Card, Day, Game, Seat, SeatKind};
use pala_rules::scenario::save::SaveFile;

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Setup,
    Table,
    Rules,
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
    /// The player chose "Smear": taps build smears only (`kit::picking::by_taps`).
    pub smearing: bool,
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
    /// What each seat last did that the cards do not show ("Passes", "Bids null", "Mixes
    /// Red 3 + Blue 5"), as a bubble at the seat: only the latest move's, gone at the
    /// next move by anyone or when the trick is gathered.
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
    /// the other window finished it). Nothing is played or saved here until the player
    /// chooses.
    pub stale: Option<Option<String>>,
    /// Counts the times the save slot was emptied by no window of Pala's (the site's
    /// storage cleared): each time, the game is written again at once.
    pub emptied: u32,
    /// The set-aside save last resumed: its kept copy is removed from storage (once).
    pub released: Option<KeptSave>,
    /// Coach mode's note on the player's last move (until their next one).
    pub coach_note: Option<String>,
    /// The game action the coach last judged (costly or not): the page shows it as
    /// `data-coach-judged`, so a test can wait for the judgement.
    pub coach_judged: Option<usize>,
    /// The game on the table is this day's deal of the day (known from its deal and
    /// bots' seeds, so a resumed save is too): no hint, no take-back, no coach.
    pub daily: Option<Day>,
}

impl Default for State {
    fn default() -> State {
        State {
            screen: Screen::Setup,
            setup: Setup::default(),
            game: None,
            seats: Vec::new(),
            picked: Vec::new(),
            smearing: false,
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
            emptied: 0,
            released: None,
            coach_note: None,
            coach_judged: None,
            daily: None,
        }
    }
}

/// What can happen.
pub enum Msg {
    Show(Screen),
    ChangeSetup(Setup),
    /// Start a game with these choices and these seeds (the deal's and the bots').
    Start(Setup, Seeds),
    Resume(Box<SaveFile>, Box<Game>),
    /// Replace the game: at once when none is in progress, else after asking.
    Replace(Replacement, String),
    /// The player's answer: true replaces the game, false keeps playing.
    Answer(bool),
    LinkError(String),
    DismissLinkError,
    /// The stored game moved on in another window (the newer save, if any).
    Stale(Option<String>),
    /// The save slot was emptied, not by a window of Pala's: the game is written again.
    Emptied,
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
    /// Puts the picked cards back (and the smear, if chosen).
    Unpick,
    /// The player chose to smear: taps build smears only.
    Smear,
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
    /// The person takes back their last move of the round (against AI seats only).
    TakeBack,
}

impl Reducible for State {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut s = (*self).clone();
        match msg {
            Msg::Show(screen) => s.screen = screen,
            Msg::ChangeSetup(setup) => s.setup = setup,
            Msg::Start(setup, seeds) => s.start(setup, seeds),
            Msg::Resume(save, game) => s.resume(*save, *game),
            Msg::Replace(replacement, words) => s.offer(replacement, words),
            Msg::Answer(yes) => s.answer(yes),
            Msg::LinkError(text) => s.link_error = Some(text),
            Msg::DismissLinkError => s.link_error = None,
            Msg::Stale(newer) => s.stale = Some(newer),
            Msg::Emptied => s.emptied += 1,
            Msg::Saving(now) => s.saving = now,
            Msg::Kept(saves) => s.kept = saves,
            Msg::LetGo => s.kept.clear(),
            Msg::Notice(text) => s.notice = Some(text),
            Msg::DismissNotice => s.notice = None,
            Msg::Act(seat, action) => s.act(seat, action),
            Msg::Asked(ticket, seat) => s.waiting = Some((ticket, seat)),
            Msg::Answered(ticket, answered) => {
                if !s.answered(ticket, answered) {
                    return self;
                }
            }
            Msg::Pick(card) => s.pick(card),
            Msg::Unpick => {
                s.picked.clear();
                s.smearing = false;
            }
            Msg::Smear => {
                s.picked.clear();
                s.smearing = true;
            }
            Msg::NextRound => s.next_round(),
            Msg::Pause(paused) => s.paused = paused,
            Msg::Speed(speed) => s.setup.speed = speed,
            Msg::HintAsked(ticket) => s.hint_asked = Some(ticket),
            Msg::Hint(ticket, hint) => s.hinted(ticket, hint),
            Msg::CoachNote(index, note) => s.coached(index, note),
            Msg::Reveal(seat) => s.revealed = Some(seat),
            Msg::TakeBack => s.take_back(),
            // The gathered trick takes its last move's bubble with it.
            Msg::Release => {
                s.held = false;
                s.bubbles.clear();
            }
            Msg::WaitAfterTrick(on) => s.setup.wait_after_trick = on,
            Msg::Sound(on) => s.setup.sound = on,
        }
        Rc::new(s)
    }
}

/// The store handle components share.
pub type Store = UseReducerHandle<State>;

/// Sends `msg` once the press's own frame is painted (`motion::after_paint`): a button
/// that changes the screen answers at once, and the new screen renders a frame later
/// (Interaction to Next Paint).
pub fn dispatch_after_paint(store: &Store, msg: Msg) {
    let store = store.clone();
    crate::kit::motion::after_paint(move || store.dispatch(msg))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_for_an_earlier_position_is_dropped() {
        let state = Rc::new(State::default()).reduce(Msg::Start(Setup::default(), Seeds { deal: 7, bots: 8 }));
        let game = state.game.clone().unwrap();
        let seat = game.to_move().unwrap();
        let action = game.round().legal_actions()[0];
        let (first, second) = (Ticket::numbered(1), Ticket::numbered(2));
        let asked = state.reduce(Msg::HintAsked(first));
        let hint = |t| Msg::Hint(t, Hint { action: Some(action), reason: "Play it.".into(), details: String::new() });
        let moved = asked.clone().reduce(Msg::Act(seat, action));
        assert_eq!(moved.clone().reduce(hint(first)).hint, None, "the position moved on");
        assert!(moved.reduce(Msg::HintAsked(second)).reduce(hint(second)).hint.is_some());
        assert_eq!(asked.clone().reduce(hint(second)).hint, None, "not the hint asked for");
        assert!(asked.reduce(hint(first)).hint.is_some());
    }

    /// A hint for another move than the one a pick began puts the pick back (its cards
    /// would dim the hinted one); a hint that goes on from the pick keeps it.
    #[test]
    fn a_hint_puts_back_a_pick_it_does_not_go_on_from() {
        let mut state = Rc::new(State::default()).reduce(Msg::Start(Setup::default(), Seeds { deal: 7, bots: 8 }));
        // Played on (first legal moves) to a trick where the seat to move has two
        // moves with different cards.
        let (card, elsewhere, from_it) = loop {
            let game = state.game.clone().unwrap();
            let legal = game.round().legal_actions();
            let carded: Vec<Action> = legal.iter().copied().filter(|a| a.cards().count() > 0).collect();
            if let Some(first) = carded.first().and_then(|a| a.cards().next())
                && let Some(other) = carded.iter().copied().find(|a| !a.cards().any(|c| c == first))
            {
                let with_it = carded.iter().copied().find(|a| a.cards().any(|c| c == first)).unwrap();
                break (first, other, with_it);
            }
            state = state.reduce(Msg::Act(game.to_move().unwrap(), legal[0]));
        };
        let ticket = Ticket::numbered(1);
        let mut asked = (*state.reduce(Msg::HintAsked(ticket))).clone();
        asked.picked = vec![card];
        let picked = Rc::new(asked);
        let hint = |action| {
            Msg::Hint(ticket, Hint { action: Some(action), reason: "Play it.".into(), details: String::new() })
        };
        assert!(picked.clone().reduce(hint(elsewhere)).picked.is_empty(), "the pick put back for {elsewhere:?}");
        assert_eq!(picked.reduce(hint(from_it)).picked, vec![card], "the pick kept for {from_it:?}");
    }

    /// The deal of the day is known at the table (so no take-back there), and leaves the
    /// player's own new-game choices as they were.
    #[test]
    fn the_deal_of_the_day_keeps_the_setup_and_takes_nothing_back() {
        use pala_rules::engine::{DAILY_OPPONENTS, Length};
        let day = Day::from_date(2026, 12, 1).unwrap();
        let (settings, mine) = (day.settings(), Setup::default());
        let mut setup = mine.clone().with_players(settings.players);
        setup.mode = settings.mode;
        setup.seats = vec![SeatKind::Human, SeatKind::Ai(DAILY_OPPONENTS), SeatKind::Ai(DAILY_OPPONENTS)];
        setup.length = Length::Rounds(1);
        let seeds = Seeds { deal: settings.seed, bots: day.bot_seed() };
        let state = Rc::new(State::default()).reduce(Msg::Start(setup.clone(), seeds));
        assert_eq!(state.daily, Some(day));
        assert_eq!(state.setup, mine, "the player's choices stay");
        let game = state.game.clone().unwrap();
        let mut state = state;
        while let Some(seat) = state.game.as_ref().unwrap().to_move().filter(|s| *s != Seat::new(0)) {
            let action = state.game.as_ref().unwrap().round().legal_actions()[0];
            state = state.reduce(Msg::Act(seat, action));
        }
        let action = state.game.as_ref().unwrap().round().legal_actions()[0];
        let moved = state.reduce(Msg::Act(Seat::new(0), action));
        let before = moved.game.as_ref().unwrap().actions().len();
        assert_eq!(moved.reduce(Msg::TakeBack).game.as_ref().unwrap().actions().len(), before, "no take-back");
        // Another bots' seed: an ordinary game of the same deal, and the setup is its own.
        let other = Rc::new(State::default()).reduce(Msg::Start(setup.clone(), Seeds { deal: settings.seed, bots: 1 }));
        assert_eq!((other.daily, other.setup.clone()), (None, setup));
        assert_eq!(game.settings().seed, settings.seed);
    }

    /// A worker that answers a move its seat may not make does not freeze the table: the
    /// rule of thumb moves for the seat at once, and the table says why.
    #[test]
    fn an_illegal_answer_is_played_by_rule_of_thumb() {
        let mut setup = Setup::default();
        setup.seats = vec![SeatKind::Ai(pala_rules::engine::Level::Easy); setup.players as usize];
        let state = Rc::new(State::default()).reduce(Msg::Start(setup, Seeds { deal: 7, bots: 8 }));
        let game = state.game.clone().unwrap();
        let seat = game.to_move().unwrap();
        let ticket = Ticket::numbered(1);
        let asked = state.reduce(Msg::Asked(ticket, seat));
        let illegal: Action = "play G9".parse().unwrap();
        assert!(!game.view(seat).is_legal(illegal));
        let answered = asked.reduce(Msg::Answered(ticket, Ok(illegal)));
        assert_eq!(answered.waiting, None, "no longer waiting");
        assert_eq!(answered.game.as_ref().unwrap().actions().len(), 1, "the seat moved");
        let said = answered.ai_trouble.clone().unwrap_or_default();
        assert!(said.starts_with(pala_words::ai_illegal()) && said.contains("played by rule of thumb"), "{said}");
        assert!(!said.contains("G9"), "the move, which could name a hidden card, is not said: {said}");
    }
}
