//! A whole game: rounds in sequence, the dealer chip moving left, running totals, the
//! game's end (R1, R12), and the game record that replays it.

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::action::Action;
use super::error::RuleError;
use super::length::{Ending, Length};
use super::round::{Round, round_seed};
use super::rules::{MAX_PLAYERS, Mode, Rules};
use super::score::SeatScore;
use super::seat::Seat;
use super::trick::Trick;
use super::view::{PublicStep, SeatView, TableView};

/// How a game is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSettings {
    pub mode: Mode,
    pub players: u8,
    /// The deal number: the same seed gives the same deals.
    pub seed: u64,
    /// R1: the first dealer; `None` picks a seat from the seed.
    pub first_dealer: Option<Seat>,
}

/// A finished round, for the score sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundResult {
    pub dealer: Seat,
    /// The itemised score of each seat.
    pub scores: Vec<SeatScore>,
    /// Running totals after this round.
    pub totals: Vec<i32>,
    /// The round as it ended (hands, piles, board, bids).
    pub end: Round,
}

/// Why a game record or a game action was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    #[error("a game needs 3, 4 or 5 players, not {0}")]
    Players(u8),
    #[error("the first dealer must be a seat from 0 to {max}, not {id}", max = .players - 1, id = .seat.id())]
    Dealer { seat: Seat, players: u8 },
    #[error("the game is over")]
    GameOver,
    #[error("the round is over: start the next round first")]
    RoundOver,
    /// `index` counts from 0; the words count from 1 ("move 1" is the first), as the
    /// widget's do.
    #[error("move {} ({action}): {error}", .index + 1)]
    Replay { index: usize, action: String, error: Box<GameError> },
    #[error("{0}")]
    Rule(#[from] RuleError),
    #[error("{0}")]
    Notation(#[from] super::notation::NotationError),
    #[error("a running total must be between -{max} and {max}, not {0}", max = MAX_TOTAL)]
    Total(i32),
    #[error("a game of set rounds has 1 to {max} rounds, not {0}", max = super::length::MAX_ROUNDS)]
    Length(u8),
}

/// The largest running total a game takes (either sign): far beyond any real game, and
/// small enough that totals and their sums never overflow.
pub const MAX_TOTAL: i32 = 100_000_000;

/// A game in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    settings: GameSettings,
    rules: Rules,
    first_dealer: Seat,
    round_index: u32,
    round: Round,
    /// Running totals, including every finished round.
    scores: [i32; MAX_PLAYERS],
    history: Vec<RoundResult>,
    /// This round's completed tricks, in order.
    tricks: Vec<Trick>,
    /// Every action of the game, in order: with the settings, the game record.
    actions: Vec<Action>,
    /// This round as dealt and where its actions begin in `actions` (`None` for a
    /// round that began mid-way, from a scenario).
    round_start: Option<(Round, usize)>,
    /// Each round's first position this game knows (the deal, or a scenario's given
    /// position) and the index in `actions` of its first action: what the public
    /// history replays ([`Game::public_history`]).
    starts: Vec<(Round, usize)>,
    winners: Option<Vec<Seat>>,
    /// Moves taken back so far (the record keeps the count; the review says it).
    taken_back: u32,
    /// How long the game lasts ([`Game::with_length`]).
    length: Length,
    /// The root of the bots' own seed stream ([`Game::decision_seed`]): drawn apart from
    /// the deal's seed, so nothing a bot is given tells it the deal.
    bots: u64,
}

impl Game {
    /// A new game: the first round is dealt and bidding begins with the first dealer.
    pub fn new(settings: GameSettings) -> Result<Game, GameError> {
        let rules = Rules::new(settings.mode, settings.players).ok_or(GameError::Players(settings.players))?;
        let first_dealer = match settings.first_dealer {
            Some(seat) if seat.index() < rules.players() => seat,
            Some(seat) => {
                return Err(GameError::Dealer { seat, players: settings.players });
            }
            // R1: default a random seat, from the seed (its own stream, apart from the deals).
            None => {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(settings.seed ^ 0xD1CE_D1CE_D1CE_D1CE);
                Seat::from_index(super::random::below(&mut rng, rules.players()))
            }
        };
        let round = Round::deal(rules, first_dealer, round_seed(settings.seed, 0));
        Ok(Game {
            settings,
            rules,
            first_dealer,
            round_index: 0,
            round,
            scores: [0; MAX_PLAYERS],
            history: Vec::new(),
            tricks: Vec::new(),
            actions: Vec::new(),
            round_start: Some((round, 0)),
            starts: vec![(round, 0)],
            winners: None,
            taken_back: 0,
            length: Length::Full,
            bots: 0,
        })
    }

    /// A game whose current round is `round` (a scenario's position), with running
    /// totals `scores` from earlier rounds. A round that is already over is scored.
    pub fn from_round(settings: GameSettings, round: Round, scores: [i32; MAX_PLAYERS]) -> Result<Game, GameError> {
        if let Some(&bad) = scores.iter().find(|s| s.unsigned_abs() > MAX_TOTAL as u32) {
            return Err(GameError::Total(bad));
        }
        let mut game = Game::new(settings)?;
        game.first_dealer = round.dealer();
        game.round = round;
        game.round_start = None;
        game.starts = vec![(round, 0)];
        game.scores = scores;
        if round.is_over() {
            game.finish_round();
        }
        Ok(game)
    }

    pub fn settings(&self) -> GameSettings {
        self.settings
    }

    /// The game with the bots' seed stream rooted at `bots`. Chance is apart from the
    /// players (as OpenSpiel keeps chance nodes apart): the deal comes from the
    /// settings' seed, every bot's randomness from this one, drawn on its own when the
    /// game starts and kept in the record. A game never given one uses 0, which still
    /// says nothing of the deal.
    pub fn with_bot_seed(mut self, bots: u64) -> Game {
        self.bots = bots;
        self
    }

    /// The game played to `length` instead of the rules' end score (R12). Refused for
    /// a number of rounds outside 1 to [`super::length::MAX_ROUNDS`]; a game set up from
    /// a finished round is judged again under the new length.
    pub fn with_length(mut self, length: Length) -> Result<Game, GameError> {
        match length {
            Length::Rounds(n) if !length.is_valid() => Err(GameError::Length(n)),
            _ => {
                self.length = length;
                if self.round.is_over() && !self.history.is_empty() {
                    self.winners = self.ending().winners(self.rules.mode, self.scores());
                }
                Ok(self)
            }
        }
    }

    /// How long the game lasts.
    pub fn length(&self) -> Length {
        self.length
    }

    /// What ends the game, as known in the round in play.
    pub fn ending(&self) -> Ending {
        self.length.ending(self.rules, self.round_index)
    }

    /// The root of the bots' seed stream.
    pub fn bot_seed(&self) -> u64 {
        self.bots
    }

    /// The seed of `seat`'s decision now: the bots' seed, how many actions the game has
    /// had and the seat; never the deal's seed. The app, the hint, the coach and the
    /// arena all use it, so an arena run reproduces an app decision.
    pub fn decision_seed(&self, seat: Seat) -> u64 {
        self.bots ^ (self.actions.len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(seat.id()) << 56
    }
    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn first_dealer(&self) -> Seat {
        self.first_dealer
    }
    pub fn round(&self) -> &Round {
        &self.round
    }
    /// Rounds started so far, minus one.
    pub fn round_index(&self) -> u32 {
        self.round_index
    }
    /// Running totals (only the seats of the table).
    pub fn scores(&self) -> &[i32] {
        &self.scores[..self.rules.players()]
    }
    pub fn history(&self) -> &[RoundResult] {
        &self.history
    }
    /// This round's completed tricks.
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }
    /// The winning seats once the game is over (several on a shared win, R12).
    pub fn winners(&self) -> Option<&[Seat]> {
        self.winners.as_deref()
    }
    pub fn is_over(&self) -> bool {
        self.winners.is_some()
    }
    /// The seat to move, `None` between rounds and after the game.
    pub fn to_move(&self) -> Option<Seat> {
        self.round.to_move()
    }
    /// What `seat` may know (R13).
    pub fn view(&self, seat: Seat) -> SeatView {
        SeatView::new(&self.round, seat, self.scores).with_ending(self.ending())
    }

    /// The round as dealt (every hand) and the actions taken in it since, when the game
    /// dealt it (not for a scenario's given position): the truth, for the referee and
    /// the lab.
    pub fn round_so_far(&self) -> Option<(&Round, &[Action])> {
        self.round_start.as_ref().map(|(start, from)| (start, self.actions.get(*from..).unwrap_or_default()))
    }

    /// Every action of the game as the table saw it, round by round: the public table
    /// before and after each (R13: no hand, no card left out), replayed from each
    /// round's first known position, never from the deal's seed. The game log reads it.
    pub fn public_history(&self) -> Vec<Vec<PublicStep>> {
        let mut rounds = Vec::with_capacity(self.starts.len());
        for (i, (start, from)) in self.starts.iter().enumerate() {
            let to = self.starts.get(i + 1).map_or(self.actions.len(), |next| next.1);
            let mut round = *start;
            let mut steps = Vec::with_capacity(to.saturating_sub(*from));
            for &action in self.actions.get(*from..to).unwrap_or_default() {
                let before = TableView::of(&round);
                if round.apply(action).is_err() {
                    break;
                }
                steps.push(PublicStep { before, action, after: TableView::of(&round) });
            }
            rounds.push(steps);
        }
        rounds
    }

    /// The player to move takes `action`. Refused (and nothing changes) if illegal.
    pub fn act(&mut self, action: Action) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        if self.round.is_over() {
            return Err(GameError::RoundOver);
        }
        self.round.apply(action)?;
        self.actions.push(action);
        if let Some(trick) = self.round.completed_trick()
            && self.tricks.len() < self.round.tricks_done() as usize
        {
            self.tricks.push(*trick);
        }
        if self.round.is_over() {
            self.finish_round();
        }
        Ok(())
    }

    /// `seat` takes `action`: refused unless it is that seat's turn.
    pub fn act_as(&mut self, seat: Seat, action: Action) -> Result<(), GameError> {
        match self.to_move() {
            Some(to_move) if to_move != seat => Err(RuleError::NotYourTurn { seat, to_move }.into()),
            _ => self.act(action),
        }
    }

    /// Scores the round (R10, R11) and checks the game's end (R12).
    fn finish_round(&mut self) {
        let scores = self.round.scores();
        let n = self.rules.players();
        for (total, score) in self.scores.iter_mut().zip(&scores).take(n) {
            *total += score.total();
        }
        self.history.push(RoundResult {
            dealer: self.round.dealer(),
            scores: scores[..n].to_vec(),
            totals: self.scores[..n].to_vec(),
            end: self.round,
        });
        self.winners = self.ending().winners(self.rules.mode, self.scores());
    }

    /// Deals the next round: the dealer chip moves one seat left (R1).
    pub fn next_round(&mut self) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        if !self.round.is_over() {
            return Err(RuleError::Other { action: "starting the next round before this one ends".into() }.into());
        }
        self.round_index += 1;
        let dealer = self.round.dealer().next(self.rules.players());
        self.round = Round::deal(self.rules, dealer, round_seed(self.settings.seed, self.round_index));
        self.round_start = Some((self.round, self.actions.len()));
        self.starts.push((self.round, self.actions.len()));
        self.tricks.clear();
        Ok(())
    }

    /// The game record: settings and every action.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            mode: self.settings.mode,
            players: self.settings.players,
            seed: self.settings.seed,
            first_dealer: self.first_dealer,
            actions: self.actions.iter().map(Action::to_string).collect(),
            rounds: self.round_index + 1,
            bots: self.bots,
            taken_back: self.taken_back,
            length: self.length,
        }
    }

    /// The index of `seat`'s last action in the round in play, if it has made one and
    /// the round is still in play (what [`Game::take_back`] would undo).
    pub fn last_move_of(&self, seat: Seat) -> Option<usize> {
        if self.round.is_over() || self.winners.is_some() {
            return None;
        }
        let (mut round, first) = self.round_start?;
        let mut last = None;
        for (index, &action) in self.actions.iter().enumerate().skip(first) {
            if round.to_move() == Some(seat) {
                last = Some(index);
            }
            round.apply(action).ok()?;
        }
        last
    }

    /// Moves taken back in this game so far.
    pub fn taken_back(&self) -> u32 {
        self.taken_back
    }

    /// The game as it stood before `seat`'s last move in the round in play, with every
    /// move after it undone, and one more move counted as taken back: a take-back
    /// against the AI seats (where the app allows one). `None` if `seat` has made no
    /// move in this round, or the round is over. Only moves of the round in play: a
    /// round once scored stays scored.
    pub fn take_back(&self, seat: Seat) -> Option<Game> {
        let last = self.last_move_of(seat)?;
        let mut record = self.record();
        record.actions.truncate(last);
        let mut game = Game::replay(&record).ok()?;
        game.taken_back = self.taken_back + 1;
        Some(game)
    }

    /// Replays a record: every action is checked as it is applied; a new round starts
    /// whenever the previous one is over and actions remain.
    pub fn replay(record: &GameRecord) -> Result<Game, GameError> {
        let settings = GameSettings {
            mode: record.mode,
            players: record.players,
            seed: record.seed,
            first_dealer: Some(record.first_dealer),
        };
        let mut game = Game::new(settings)?.with_bot_seed(record.bots).with_length(record.length)?;
        game.taken_back = record.taken_back;
        for (index, text) in record.actions.iter().enumerate() {
            let step = |game: &mut Game| -> Result<(), GameError> {
                let action: Action = text.parse()?;
                if game.round.is_over() {
                    game.next_round()?;
                }
                game.act(action)
            };
            step(&mut game).map_err(|error| GameError::Replay {
                index,
                action: text.clone(),
                error: Box::new(error),
            })?;
        }
        // A round dealt after the last action (its first move not yet made).
        while game.round_index() + 1 < record.rounds && game.round.is_over() && !game.is_over() {
            game.next_round()?;
        }
        Ok(game)
    }
}

/// R12: once anyone reaches the game's end score, the best score wins (highest in
/// Pointillism, lowest in Impressionism); equal best scores share the win. The full
/// game's rule; a shorter game's is [`Ending::winners`].
pub fn game_winners(rules: Rules, scores: &[i32]) -> Option<Vec<Seat>> {
    Ending::full(rules).winners(rules.mode, scores)
}

/// A game as rules, seed and actions: what saves, share links and bug reports store.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub mode: Mode,
    pub players: u8,
    pub seed: u64,
    pub first_dealer: Seat,
    /// Actions in the notation.
    pub actions: Vec<String>,
    /// Rounds dealt so far (a new round may have been dealt after the last action).
    #[serde(default)]
    pub rounds: u32,
    /// The root of the bots' seed stream ([`Game::with_bot_seed`]); 0 in records made
    /// before bots had a stream of their own.
    #[serde(default)]
    pub bots: u64,
    /// Moves taken back against the AI seats ([`Game::take_back`]); left out when none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub taken_back: u32,
    /// How long the game lasts; left out for the rules' full game.
    #[serde(default, skip_serializing_if = "Length::is_full")]
    pub length: Length,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl GameRecord {
    /// Whether `other` is this same game, further on, further back, or played on in
    /// another way (two windows of it): the same deal, first dealer and bots' seed
    /// stream. A game started in its place draws a new stream (every new game does,
    /// even the same deal link opened again), so it is another game.
    pub fn same_game(&self, other: &GameRecord) -> bool {
        (self.mode, self.players, self.seed, self.first_dealer, self.bots)
            == (other.mode, other.players, other.seed, other.first_dealer, other.bots)
    }

    /// The game as it stood before action `index` (a new round dealt if the previous
    /// one had ended), and that action: where a review or a lesson looks at a decision.
    pub fn before(&self, index: usize) -> Result<(Game, Action), GameError> {
        let missing =
            || RuleError::Other { action: format!("reviewing action {index}, which the record does not have") };
        let action = self.actions.get(index).ok_or_else(missing)?.parse::<Action>()?;
        let prefix = GameRecord { actions: self.actions[..index].to_vec(), rounds: 0, ..self.clone() };
        let mut game = Game::replay(&prefix)?;
        if game.round().is_over() {
            game.next_round()?;
        }
        Ok((game, action))
    }
}

impl Game {
    /// Where in the game `seat` decided in round `round` (counting from 0): the index of
    /// each of its actions, forced moves included.
    pub fn decisions(&self, round: u32, seat: Seat) -> Vec<usize> {
        let Ok(mut at) = Game::new(self.settings()).and_then(|g| g.with_length(self.length)) else {
            return Vec::new();
        };
        let mut found = Vec::new();
        for (index, &action) in self.actions().iter().enumerate() {
            if at.round().is_over() && at.next_round().is_err() {
                break;
            }
            if at.round_index() == round && at.to_move() == Some(seat) {
                found.push(index);
            }
            if at.round_index() > round || at.act(action).is_err() {
                break;
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game played `moves` moves on, each seat taking its first legal move.
    fn played(moves: usize) -> Game {
        let settings =
            GameSettings { mode: Mode::Impressionism, players: 4, seed: 3, first_dealer: Some(Seat::new(0)) };
        let mut game = Game::new(settings).unwrap().with_bot_seed(9);
        for _ in 0..moves {
            let action = game.round().legal_actions()[0];
            game.act(action).unwrap();
        }
        game
    }

    /// Plays first legal moves until the game is over or `rounds` rounds are scored.
    fn play_rounds(game: &mut Game, rounds: usize) {
        while !game.is_over() && game.history().len() < rounds {
            if game.round().is_over() {
                game.next_round().unwrap();
            }
            let action = game.round().legal_actions()[0];
            game.act(action).unwrap();
        }
    }

    #[test]
    fn a_shorter_game_ends_by_its_length_and_its_record_keeps_it() {
        let settings = GameSettings { mode: Mode::Pointillism, players: 4, seed: 8, first_dealer: Some(Seat::new(0)) };
        // Two rounds: over after the second, whatever the totals; the view says so.
        let mut game = Game::new(settings).unwrap().with_length(Length::Rounds(2)).unwrap();
        assert_eq!(game.view(Seat::new(1)).ending(), Ending { score: None, rounds_left: Some(1) });
        play_rounds(&mut game, 1);
        assert!(!game.is_over());
        game.next_round().unwrap();
        assert_eq!(game.view(Seat::new(1)).ending().rounds_left, Some(0));
        play_rounds(&mut game, 2);
        assert!(game.is_over(), "over after two rounds: {:?}", game.scores());
        let best = *game.scores().iter().max().unwrap();
        assert!(game.winners().unwrap().iter().all(|w| game.scores()[w.index()] == best));
        let record = game.record();
        assert!(serde_json::to_string(&record).unwrap().contains(r#""length":"2 rounds""#));
        assert_eq!(Game::replay(&record).unwrap().winners(), game.winners());
        // The seat's view carries the ending to the worker and back.
        let view = Game::new(settings).unwrap().with_length(Length::Half).unwrap().view(Seat::new(2));
        assert_eq!(view.ending(), Ending { score: Some(35), rounds_left: None });
        assert_eq!(SeatView::decode(&view.encode()), Some(view));
        // A half game ends once someone passes half the goal; the full game plays on.
        let mut half = Game::new(settings).unwrap().with_length(Length::Half).unwrap();
        let mut full = Game::new(settings).unwrap();
        play_rounds(&mut half, 30);
        play_rounds(&mut full, half.history().len());
        assert!(half.is_over() && half.scores().iter().any(|&t| t >= 35), "{:?}", half.scores());
        assert_eq!(full.scores(), half.scores(), "the same deals and moves");
        assert_eq!(full.is_over(), full.scores().iter().any(|&t| t >= 70));
        // No game of no rounds.
        assert_eq!(Game::new(settings).unwrap().with_length(Length::Rounds(0)).err(), Some(GameError::Length(0)));
        assert!(!serde_json::to_string(&full.record()).unwrap().contains("length"), "a full game's record as before");
    }

    #[test]
    fn a_take_back_undoes_the_seats_last_move_and_what_followed_and_is_counted() {
        let me = Seat::new(1);
        let game = played(9);
        let movers: Vec<Seat> = (0..9)
            .map(|i| {
                let record = GameRecord { actions: game.record().actions[..i].to_vec(), ..game.record() };
                Game::replay(&record).unwrap().to_move().unwrap()
            })
            .collect();
        let last_mine = movers.iter().rposition(|&s| s == me).unwrap();
        let back = game.take_back(me).expect("a move of mine to take back");
        assert_eq!(back.actions(), &game.actions()[..last_mine]);
        assert_eq!(back.to_move(), Some(me));
        assert_eq!((back.taken_back(), back.record().taken_back), (1, 1));
        assert_eq!(back.bot_seed(), game.bot_seed(), "the same game");
        assert!(back.record().same_game(&game.record()));
        // Counted through a save, and again on a second take-back.
        let again = Game::replay(&back.record()).unwrap();
        assert_eq!(again.taken_back(), 1);
        // A seat that has not moved this round has nothing to take back; nor has a game
        // whose round is over.
        assert!(played(0).take_back(me).is_none());
        let text = serde_json::to_string(&played(3).record()).unwrap();
        assert!(!text.contains("taken_back"), "a game with none writes its record as before: {text}");
    }
}
