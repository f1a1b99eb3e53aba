//! The scenario format of `crates/rules/SCENARIO-FORMAT.md` (a public contract): a round in a given
//! position as JSON, the actions to apply, and the referee's result JSON.
//!
//! Scenario input is untrusted (files, URLs, host pages): every field is validated and
//! every problem is an error message, never a panic.

pub mod daily_book;
pub mod of_game;
pub mod puzzle;
pub mod puzzle_book;
pub mod save;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use crate::engine::{
    Action, Bid, Card, Color, Game, GameError, GameSettings, Hand, MAX_PLAYERS, Mode, Phase, Place, Round, RoundSetup,
    Rules, Seat, SeatRole, SetupError, Trick, deal_hands,
};

/// A scenario, as read from JSON. Unknown fields are ignored.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
pub struct Scenario {
    pub mode: String,
    pub players: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Read only when `hands` is absent (the contract ignores it otherwise).
    pub seed: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hands: Option<Vec<Vec<String>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bids: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub piles: Option<Vec<Vec<String>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actions: Option<Vec<String>>,
}

/// Where in a scenario a problem lies, shown as the field is written: `players`,
/// `hands[1]` (one seat's entry of a per-seat list), `board[2]` (one space).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Named(&'static str),
    Entry(&'static str, usize),
}

impl std::fmt::Display for Field {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Field::Named(name) => f.write_str(name),
            Field::Entry(list, i) => write!(f, "{list}[{i}]"),
        }
    }
}

/// A scenario that cannot be set up, and where: a reader (the widget) says it in its
/// own words from the parts, never from the text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MalformedScenario {
    /// The text is not a scenario's JSON (serde's message).
    #[error("not a scenario: {0}")]
    NotJson(String),
    /// The input is not UTF-8 text: the first bad byte's offset.
    #[error("the scenario is not UTF-8 text (a bad byte at offset {0})")]
    NotText(usize),
    /// The input is longer than any scenario needs: the most bytes read.
    #[error("the scenario is longer than {0} bytes, more than any position needs: it was not read")]
    TooLong(usize),
    /// A field's value is out of the format: "players" "must be 3, 4 or 5, not 7".
    #[error("{field} {problem}")]
    Value { field: Field, problem: String },
    /// A card or bid in a field is wrong: "hands[1]" "more copies of G9 than ...".
    #[error("{field}: {problem}")]
    Entry { field: Field, problem: String },
    /// The position breaks a rule of the game.
    #[error("{0}")]
    Position(#[from] GameError),
}

/// A field whose value is out of the format.
fn malformed<T>(field: Field, problem: impl Into<String>) -> Result<T, MalformedScenario> {
    Err(MalformedScenario::Value { field, problem: problem.into() })
}

/// A wrong card or bid within `field`.
fn bad_entry(field: Field, problem: impl std::fmt::Display) -> MalformedScenario {
    MalformedScenario::Entry { field, problem: problem.to_string() }
}

/// A seat number field: an integer below the player count.
fn seat_field(value: i64, players: u8, field: &'static str) -> Result<Seat, MalformedScenario> {
    match u8::try_from(value) {
        Ok(id) if id < players => Ok(Seat::new(id)),
        _ => malformed(
            Field::Named(field),
            format!("must be a seat from 0 to {} (Player 1 to Player {players}), not {value}", players - 1),
        ),
    }
}

/// The engine's refusal of a position, told as the scenario field that carries it.
fn setup_words(error: SetupError) -> MalformedScenario {
    let field = match &error {
        SetupError::Seat { role: SeatRole::Dealer, .. } => "dealer",
        SetupError::Seat { role: SeatRole::Leader, .. } => "leader",
        SetupError::Away { place: Place::Pile, .. } => "piles",
        SetupError::Away { place: Place::Hand, .. } | SetupError::TwoPlaces { .. } => "hands",
        SetupError::ColorTwice { .. } | SetupError::NoSpace { .. } | SetupError::Board => "board",
        SetupError::Bids => "bids",
    };
    bad_entry(Field::Named(field), error)
}

/// One list per seat.
fn per_seat<T>(list: &[T], players: u8, field: &'static str) -> Result<(), MalformedScenario> {
    if list.len() == players as usize {
        Ok(())
    } else {
        malformed(Field::Named(field), format!("must have one entry per seat ({players}), not {}", list.len()))
    }
}

/// Turns card lists into physical cards: each face takes its next free copy; more
/// copies than the deck holds is malformed.
struct CardPool(Hand);

impl CardPool {
    fn take(&mut self, text: &str, field: Field) -> Result<Card, MalformedScenario> {
        let face: Card = text.parse().map_err(|e| bad_entry(field, e))?;
        let Some(card) = self.0.copy_of(face) else {
            let copies = face.face_copies().len();
            return Err(bad_entry(field, format!("more copies of {face} than the deck holds ({copies})")));
        };
        self.0.remove(card);
        Ok(card)
    }

    fn take_lists(
        &mut self,
        lists: &[Vec<String>],
        field: &'static str,
    ) -> Result<[Hand; MAX_PLAYERS], MalformedScenario> {
        let mut hands = [Hand::EMPTY; MAX_PLAYERS];
        for (seat, list) in lists.iter().enumerate() {
            for text in list {
                hands[seat].insert(self.take(text, Field::Entry(field, seat))?);
            }
        }
        Ok(hands)
    }
}

impl Scenario {
    /// Parses scenario JSON.
    pub fn from_json(text: &str) -> Result<Scenario, MalformedScenario> {
        serde_json::from_str(text).map_err(|e| MalformedScenario::NotJson(e.to_string()))
    }

    /// Validates the scenario and sets up its position (before its actions).
    pub fn setup(&self) -> Result<Game, MalformedScenario> {
        let Some(mode) = Mode::parse(&self.mode) else {
            return malformed(
                Field::Named("mode"),
                format!("must be \"pointillism\" or \"impressionism\", not \"{}\"", crate::engine::echo(&self.mode)),
            );
        };
        let players = match u8::try_from(self.players).ok().and_then(|p| Rules::new(mode, p)) {
            Some(rules) => rules.players,
            None => return malformed(Field::Named("players"), format!("must be 3, 4 or 5, not {}", self.players)),
        };
        let rules = Rules { mode, players };
        let dealer = seat_field(self.dealer.unwrap_or(0), players, "dealer")?;
        let mut scores = [0i32; MAX_PLAYERS];
        if let Some(given) = &self.scores {
            per_seat(given, players, "scores")?;
            for (slot, &s) in scores.iter_mut().zip(given) {
                *slot = i32::try_from(s)
                    .ok()
                    .filter(|t| t.unsigned_abs() <= crate::engine::MAX_TOTAL as u32)
                    .ok_or_else(|| MalformedScenario::Value {
                        field: Field::Named("scores"),
                        problem: format!("must be between -{max} and {max}, not {s}", max = crate::engine::MAX_TOTAL),
                    })?;
            }
        }
        // The seed deals the round only without `hands`; with them it is ignored.
        let seed = match (&self.hands, &self.seed) {
            (_, None | Some(Value::Null)) => 0,
            (None, Some(value)) => value.as_u64().ok_or_else(|| MalformedScenario::Value {
                field: Field::Named("seed"),
                problem: format!("must be a whole number from 0 to {}, not {value}", u64::MAX),
            })?,
            (Some(_), Some(value)) => value.as_u64().unwrap_or(0),
        };
        let mut pool = CardPool(Hand::DECK);
        let hands = match &self.hands {
            Some(lists) => {
                per_seat(lists, players, "hands")?;
                pool.take_lists(lists, "hands")?
            }
            None => {
                let dealt = deal_hands(rules, seed);
                pool.0 = dealt.iter().fold(pool.0, |p, &h| p.minus(h));
                dealt
            }
        };
        let piles = match &self.piles {
            Some(lists) => {
                per_seat(lists, players, "piles")?;
                pool.take_lists(lists, "piles")?
            }
            None => [Hand::EMPTY; MAX_PLAYERS],
        };
        let setup = RoundSetup {
            rules,
            dealer,
            hands,
            piles,
            bids: match mode {
                Mode::Pointillism => self.parse_bids(players)?,
                Mode::Impressionism => None,
            },
            board: match mode {
                Mode::Impressionism => self.parse_board(rules)?,
                Mode::Pointillism => None,
            },
            // `leader` counts only when bidding is skipped; otherwise it is ignored.
            leader: if self.skips_bidding(mode) { self.parse_leader(players)? } else { None },
        };
        let settings = GameSettings { mode, players, seed, first_dealer: Some(dealer) };
        let round = Round::from_setup(&setup).map_err(setup_words)?;
        Ok(Game::from_round(settings, round, scores)?)
    }

    fn parse_bids(&self, players: u8) -> Result<Option<[Bid; MAX_PLAYERS]>, MalformedScenario> {
        let Some(value) = &self.bids else { return Ok(None) };
        let Some(list) = value.as_array() else {
            return malformed(Field::Named("bids"), "must be a list with one bid per seat");
        };
        per_seat(list, players, "bids")?;
        let mut bids = [Bid::NULL; MAX_PLAYERS];
        for (seat, entry) in list.iter().enumerate() {
            let Some(text) = entry.as_str() else {
                return malformed(Field::Entry("bids", seat), "must be \"null\" or colour letters such as \"R Y\"");
            };
            bids[seat] = text.parse().map_err(|e| bad_entry(Field::Entry("bids", seat), e))?;
        }
        Ok(Some(bids))
    }

    fn parse_board(&self, rules: Rules) -> Result<Option<[Option<Color>; MAX_PLAYERS]>, MalformedScenario> {
        let Some(value) = &self.board else { return Ok(None) };
        let spaces = rules.board().len();
        let Some(list) = value.as_array() else {
            return malformed(Field::Named("board"), "must be a list with one entry per space");
        };
        if list.len() != spaces {
            return malformed(
                Field::Named("board"),
                format!("must have {spaces} spaces for {} players, not {}", rules.players, list.len()),
            );
        }
        let mut board = [None; MAX_PLAYERS];
        for (i, entry) in list.iter().enumerate() {
            if entry.is_null() {
                continue;
            }
            let color = entry.as_str().and_then(|t| {
                let mut chars = t.trim().chars();
                let c = chars.next()?;
                if chars.next().is_some() { None } else { Color::from_letter(c) }
            });
            let Some(color) = color else {
                return malformed(Field::Entry("board", i), "must be a colour letter (R O Y G B P) or null");
            };
            board[i] = Some(color);
        }
        Ok(Some(board))
    }

    /// Whether the scenario gives the bids (Pointillism) or the board (Impressionism).
    fn skips_bidding(&self, mode: Mode) -> bool {
        let given = |v: &Option<Value>| v.as_ref().is_some_and(|v| !v.is_null());
        match mode {
            Mode::Pointillism => given(&self.bids),
            Mode::Impressionism => given(&self.board),
        }
    }

    fn parse_leader(&self, players: u8) -> Result<Option<Seat>, MalformedScenario> {
        match &self.leader {
            None | Some(Value::Null) => Ok(None),
            Some(value) => match value.as_i64() {
                Some(seat) => seat_field(seat, players, "leader").map(Some),
                None => malformed(Field::Named("leader"), "must be a seat number"),
            },
        }
    }
}

/// The error of a referee run: the failing action, or a malformed scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RefereeError {
    pub action_index: Option<usize>,
    pub action: Option<String>,
    pub message: String,
}

/// An entry of a trick in the result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EntryOut {
    pub seat: Seat,
    pub cards: Vec<String>,
    pub color: String,
    pub value: u8,
}

/// A trick in the result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrickOut {
    pub leader: Seat,
    pub color: String,
    pub winner: Seat,
    pub entries: Vec<EntryOut>,
}

impl From<&Trick> for TrickOut {
    fn from(trick: &Trick) -> TrickOut {
        TrickOut {
            leader: trick.leader,
            color: trick.color.letter().to_string(),
            winner: trick.winner(),
            entries: trick
                .entries()
                .iter()
                .map(|e| EntryOut {
                    seat: e.seat,
                    cards: e.cards().map(|c| c.to_string()).collect(),
                    color: e.color.letter().to_string(),
                    value: e.value,
                })
                .collect(),
        }
    }
}

/// The referee's result (`crates/rules/SCENARIO-FORMAT.md`, "Result"). Field order is the contract's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    pub phase: Option<&'static str>,
    pub to_move: Option<Seat>,
    pub legal: Vec<String>,
    pub dealer: Option<Seat>,
    pub hands: Option<Vec<Vec<String>>>,
    pub bids: Option<Vec<Option<String>>>,
    pub board: Option<Vec<Option<String>>>,
    pub trick: Option<TrickOut>,
    pub tricks: Option<Vec<TrickOut>>,
    pub piles: Option<Vec<Vec<String>>>,
    pub round_scores: Option<Vec<i32>>,
    pub scores: Option<Vec<i32>>,
    pub winners: Option<Vec<Seat>>,
    pub error: Option<RefereeError>,
}

fn card_list(hand: Hand) -> Vec<String> {
    hand.iter().map(|c| c.to_string()).collect()
}

/// The cards a trick's winner took, in the order won: every card (Impressionism) or the
/// one kept card (Pointillism), following the entries' order.
pub fn cards_won(mode: Mode, trick: &Trick) -> Vec<Card> {
    match mode {
        Mode::Impressionism => trick.entries().iter().flat_map(|e| e.cards()).collect(),
        Mode::Pointillism => trick.pointillism_award().into_iter().collect(),
    }
}

impl Outcome {
    /// A malformed scenario: every field null but the error.
    pub fn malformed(error: &MalformedScenario) -> Outcome {
        Outcome {
            phase: None,
            to_move: None,
            legal: Vec::new(),
            dealer: None,
            hands: None,
            bids: None,
            board: None,
            trick: None,
            tricks: None,
            piles: None,
            round_scores: None,
            scores: None,
            winners: None,
            error: Some(RefereeError { action_index: None, action: None, message: error.to_string() }),
        }
    }

    /// Describes a game's current round; `start_piles` are the scenario's given piles,
    /// in the order given (the only order known for them).
    pub fn describe(game: &Game, start_piles: &[Vec<String>]) -> Outcome {
        let round = game.round();
        let n = round.players();
        let round_over = round.is_over();
        let phase = match (game.is_over(), round.phase()) {
            (true, _) => "game_over",
            (false, Phase::RoundOver) => "round_over",
            (false, phase) => phase.name(),
        };
        let mut piles: Vec<Vec<String>> = (0..n).map(|s| start_piles.get(s).cloned().unwrap_or_default()).collect();
        for trick in game.tricks() {
            piles[trick.winner().index()].extend(cards_won(round.mode(), trick).iter().map(Card::to_string));
        }
        Outcome {
            phase: Some(phase),
            to_move: round.to_move(),
            legal: round.legal_actions().iter().map(Action::to_string).collect(),
            dealer: Some(round.dealer()),
            hands: Some(round.hands().iter().map(|&h| card_list(h)).collect()),
            bids: (round.mode() == Mode::Pointillism)
                .then(|| round.bids().iter().map(|b| b.map(|b| b.to_string())).collect()),
            board: (round.mode() == Mode::Impressionism)
                .then(|| round.board().iter().map(|c| c.map(|c| c.letter().to_string())).collect()),
            trick: round.trick().map(TrickOut::from),
            tricks: Some(game.tricks().iter().map(TrickOut::from).collect()),
            piles: Some(piles),
            round_scores: round_over
                .then(|| game.history().last().map(|r| r.scores.iter().map(|s| s.total()).collect()))
                .flatten(),
            scores: Some(game.scores().to_vec()),
            winners: game.winners().map(<[Seat]>::to_vec),
            error: None,
        }
    }
}

/// Runs a scenario: set up, apply its actions in order, describe the result. The
/// `bool` is whether the run succeeded (the referee's exit status). A UTF-8 byte-order
/// mark before the JSON is allowed (editors write one).
pub fn run(json: &str) -> (Outcome, bool) {
    let json = json.strip_prefix('\u{feff}').unwrap_or(json);
    let scenario = match Scenario::from_json(json) {
        Ok(s) => s,
        Err(e) => return (Outcome::malformed(&e), false),
    };
    let mut game = match scenario.setup() {
        Ok(game) => game,
        Err(e) => return (Outcome::malformed(&e), false),
    };
    // The given piles in the notation, in the order given.
    let start_piles: Vec<Vec<String>> = scenario
        .piles
        .iter()
        .flatten()
        .map(|list| list.iter().filter_map(|c| c.parse::<Card>().ok()).map(|c| c.to_string()).collect())
        .collect();
    for (index, text) in scenario.actions.iter().flatten().enumerate() {
        let result =
            text.parse::<Action>().map_err(|e| e.to_string()).and_then(|a| game.act(a).map_err(|e| e.to_string()));
        if let Err(message) = result {
            let mut outcome = Outcome::describe(&game, &start_piles);
            outcome.error = Some(RefereeError { action_index: Some(index), action: Some(text.clone()), message });
            return (outcome, false);
        }
    }
    // The totals printed after a round may pass the input range, and are exact
    // (`crates/rules/SCENARIO-FORMAT.md`, `scores`): a round's points are small, so a
    // total stays far inside what an `i32` holds.
    (Outcome::describe(&game, &start_piles), true)
}

/// The result as the referee prints it: one field a line, each value compact, fields in
/// the contract's order (each serialized straight from its struct, which keeps its
/// declared field order).
pub fn to_json(outcome: &Outcome) -> String {
    fn line<T: Serialize>(key: &str, value: &T) -> String {
        format!("  \"{key}\": {}", serde_json::to_string(value).unwrap_or_else(|_| "null".into()))
    }
    let o = outcome;
    let lines = [
        line("phase", &o.phase),
        line("to_move", &o.to_move),
        line("legal", &o.legal),
        line("dealer", &o.dealer),
        line("hands", &o.hands),
        line("bids", &o.bids),
        line("board", &o.board),
        line("trick", &o.trick),
        line("tricks", &o.tricks),
        line("piles", &o.piles),
        line("round_scores", &o.round_scores),
        line("scores", &o.scores),
        line("winners", &o.winners),
        line("error", &o.error),
    ];
    format!("{{\n{}\n}}", lines.join(",\n"))
}
