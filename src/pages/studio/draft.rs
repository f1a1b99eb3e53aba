//! A studio draft: the position a lesson starts from, the moves played on the studio's
//! table, and the teacher's words for each. It exports in the existing formats only: a
//! scenario (`crates/rules/SCENARIO-FORMAT.md`) while it has no steps, a lesson (`../lesson.rs`) once it
//! has; both are checked by the widget's own loader (`super::super::load`).

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use pala_rules::engine::{Action, Bid, Card, Color, Game, Hand, Mode, Rules, Seat};

/// One move of the lesson, with what it should say.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StepDraft {
    /// The move, in the notation.
    #[serde(rename = "move")]
    pub action: String,
    pub say: String,
    /// Asked of the learner (Player 1) rather than played by the widget on Next.
    pub asked: bool,
    pub hint: String,
}

/// The most steps a draft keeps (a round of five players has fewer moves).
pub const MAX_STEPS: usize = 120;
/// The most characters of a draft's title.
pub const MAX_TITLE: usize = 120;
/// The most characters of what a step says, its hint, or the lesson's end.
pub const MAX_WORDS: usize = 2_000;

/// A draft, as kept in storage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Draft {
    pub title: String,
    /// The starting position, a scenario without `actions`: a deal (mode, players,
    /// dealer, seed) or a position from a game (its hands given).
    pub scenario: Value,
    /// Moves that set the scene, played before step 1.
    pub scene: Vec<String>,
    pub steps: Vec<StepDraft>,
    pub end: String,
    /// Opened from a finished game's review (said above the deal).
    #[serde(default)]
    pub from_game: bool,
}

/// What the deal form shows: the game, the table size, the dealer and the deal number
/// (`None` for cards placed by hand, or from a game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deal {
    pub mode: Mode,
    pub players: u8,
    pub dealer: Seat,
    pub number: Option<u64>,
}

impl Draft {
    /// A fresh deal: `seed` dealt to `players` in `mode`, `dealer` dealing.
    pub fn dealt(mode: Mode, players: u8, seed: u64, dealer: Seat) -> Draft {
        let scenario = json!({ "mode": mode.name(), "players": players, "dealer": dealer.index(), "seed": seed });
        Draft {
            title: String::new(),
            scenario,
            scene: Vec::new(),
            steps: Vec::new(),
            end: String::new(),
            from_game: false,
        }
    }

    /// A position from a scenario (a moment of a real game): its moves set the scene.
    pub fn from_scenario(text: &str) -> Option<Draft> {
        let mut scenario: Value = serde_json::from_str(text).ok()?;
        let object = scenario.as_object_mut()?;
        let scene = match object.remove("actions") {
            Some(Value::Array(moves)) => moves.iter().filter_map(|m| m.as_str().map(str::to_string)).collect(),
            _ => Vec::new(),
        };
        Some(Draft { title: String::new(), scenario, scene, steps: Vec::new(), end: String::new(), from_game: true })
    }

    /// The scenario's deal, as the deal form shows it.
    pub fn deal(&self) -> Deal {
        let mode = self.scenario["mode"].as_str().and_then(Mode::parse).unwrap_or(Mode::Pointillism);
        let players = self.scenario["players"].as_u64().map_or(4, |n| n.clamp(3, 5) as u8);
        let dealer = Seat::new(self.scenario["dealer"].as_u64().unwrap_or(0).min(players as u64 - 1) as u8);
        let seed = self.scenario.get("hands").is_none().then(|| self.scenario["seed"].as_u64().unwrap_or(0));
        Deal { mode, players, dealer, number: seed }
    }

    /// Every move, the scene's then the steps', in the notation.
    pub fn moves(&self) -> Vec<String> {
        self.scene.iter().cloned().chain(self.steps.iter().map(|s| s.action.clone())).collect()
    }

    /// The scenario with `moves` as its actions.
    /// A dealt round's set bidding is led by its dealer (R1), whatever an older draft
    /// kept as its leader: only a position placed by hand stands for a later trick.
    fn with_actions(&self, moves: Vec<String>) -> Value {
        let mut scenario = self.scenario.clone();
        let Deal { dealer, number: seed, .. } = self.deal();
        if let Some(object) = scenario.as_object_mut() {
            object.insert("actions".into(), json!(moves));
            if seed.is_some() && object.contains_key("leader") {
                object.insert("leader".into(), json!(dealer.index()));
            }
        }
        scenario
    }

    /// The studio's table: the position after every move so far.
    pub fn table(&self) -> String {
        self.with_actions(self.moves()).to_string()
    }

    /// The draft in the existing formats: a scenario while it has no steps, else a lesson.
    pub fn export(&self) -> Value {
        let scenario = self.with_actions(self.scene.clone());
        if self.steps.is_empty() {
            return scenario;
        }
        let steps: Vec<Value> = self
            .steps
            .iter()
            .map(|s| {
                let mut step = json!({ "say": s.say.trim(), "move": s.action, "auto": !s.asked });
                if s.asked && !s.hint.trim().is_empty() {
                    step["hint"] = json!(s.hint.trim());
                }
                step
            })
            .collect();
        let mut lesson = json!({ "title": self.title.trim(), "scenario": scenario, "steps": steps });
        if !self.end.trim().is_empty() {
            lesson["end"] = json!(self.end.trim());
        }
        lesson
    }

    /// Cuts the draft to the studio's limits ([`MAX_STEPS`] steps, [`MAX_TITLE`]
    /// characters of title, [`MAX_WORDS`] of each text); whether anything was cut.
    pub fn fit(&mut self) -> bool {
        fn cut(text: &mut String, most: usize) -> bool {
            match text.char_indices().nth(most) {
                Some((at, _)) => {
                    text.truncate(at);
                    true
                }
                None => false,
            }
        }
        let mut cutting = self.steps.len() > MAX_STEPS;
        self.steps.truncate(MAX_STEPS);
        cutting |= self.scene.len() > MAX_STEPS;
        self.scene.truncate(MAX_STEPS);
        cutting |= cut(&mut self.title, MAX_TITLE);
        cutting |= cut(&mut self.end, MAX_WORDS);
        for step in &mut self.steps {
            cutting |= cut(&mut step.action, MAX_TITLE);
            cutting |= cut(&mut step.say, MAX_WORDS);
            cutting |= cut(&mut step.hint, MAX_WORDS);
        }
        cutting
    }

    /// Adds `action` as the next step: asked of the learner when it is Player 1's move.
    pub fn push(&mut self, action: Action, mover: Option<Seat>) {
        let asked = mover == Some(Seat::new(0));
        self.steps.push(StepDraft { action: action.to_string(), asked, ..StepDraft::default() });
    }

    /// Another dealer for cards placed by hand: the cards stay, the moves start again
    /// (the dealer bids first and leads the first trick, R1). A set bidding's leader who
    /// was the old dealer becomes the new one; a leader chosen for a later trick stays.
    pub fn set_dealer(&mut self, dealer: Seat) {
        let Deal { dealer: old, .. } = self.deal();
        let led_by_dealer = self.scenario.get("leader").is_some() && self.leader() == old;
        if let Some(object) = self.scenario.as_object_mut() {
            object.insert("dealer".into(), json!(dealer.index()));
            if led_by_dealer {
                object.insert("leader".into(), json!(dealer.index()));
            }
        }
        self.scene.clear();
        self.steps.clear();
    }

    /// Takes back the last move (a step's, else the scene's).
    pub fn undo(&mut self) {
        if self.steps.pop().is_none() {
            self.scene.pop();
        }
    }

    /// Takes back step `k` and every step after it.
    pub fn take_back_from(&mut self, k: usize) {
        self.steps.truncate(k);
    }

    /// The moves so far become the scene: the lesson starts from here.
    pub fn start_here(&mut self) {
        let moves = self.steps.drain(..).map(|s| s.action);
        self.scene.extend(moves);
    }

    /// Who makes each step's move (from the position before it), for the step list, and
    /// who moves after them all, for the table: one replay of the draft. None where the
    /// draft's moves cannot be replayed.
    pub fn movers(&self) -> Movers {
        let Ok(example) = super::super::load(&self.with_actions(self.scene.clone()).to_string()) else {
            return Movers { steps: vec![None; self.steps.len()], next: None };
        };
        let mut game: Game = example.start.clone();
        let mut replays = example.actions.iter().all(|&a| game.act(a).is_ok());
        let steps = self
            .steps
            .iter()
            .map(|s| {
                let mover = game.to_move();
                let played = replays && s.action.parse::<Action>().ok().and_then(|a| game.act(a).ok()).is_some();
                replays &= played;
                mover.filter(|_| played)
            })
            .collect();
        Movers { steps, next: game.to_move().filter(|_| replays) }
    }
}

/// Who moves in a draft: each step's mover, and who is to move after every move.
pub struct Movers {
    pub steps: Vec<Option<Seat>>,
    pub next: Option<Seat>,
}

/// Where a card is put in a position set by hand: a seat's hand or its pile (cards won
/// this round; in Pointillism one card per trick won).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Hand(usize),
    Pile(usize),
}

impl Place {
    /// The scenario's field and the seat's index in it.
    fn field(self) -> (&'static str, usize) {
        match self {
            Place::Hand(i) => ("hands", i),
            Place::Pile(i) => ("piles", i),
        }
    }
}

impl Draft {
    /// Whether the cards are placed by hand (the scenario gives every hand).
    pub fn by_hand(&self) -> bool {
        self.scenario.get("hands").is_some()
    }

    /// The faces in each hand or each pile (`field`: `hands` or `piles`), one list per seat.
    pub fn placed(&self, field: &str) -> Vec<Vec<String>> {
        let Deal { players, .. } = self.deal();
        let lists = self.scenario.get(field).and_then(|v| serde_json::from_value::<Vec<Vec<String>>>(v.clone()).ok());
        let mut lists = lists.unwrap_or_default();
        lists.resize(players as usize, Vec::new());
        lists
    }

    /// Starts placing the cards by hand from the hands as dealt now (no piles); the moves
    /// start again.
    pub fn set_by_hand(&mut self) {
        let Ok(example) = super::super::load(&self.with_actions(Vec::new()).to_string()) else { return };
        let round = example.start.round();
        let hands: Vec<Vec<String>> = round.hands().iter().map(|h| faces(*h)).collect();
        if let Some(object) = self.scenario.as_object_mut() {
            object.remove("seed");
            object.insert("hands".into(), json!(hands));
            object.insert("piles".into(), json!(vec![Vec::<String>::new(); hands.len()]));
        }
        self.scene.clear();
        self.steps.clear();
    }

    /// The deck's faces in card order, each with how many copies are still to place.
    pub fn deck_left(&self) -> Vec<(Card, usize)> {
        let used: Vec<String> = self.placed("hands").into_iter().chain(self.placed("piles")).flatten().collect();
        let mut left: Vec<(Card, usize)> = Vec::new();
        for card in Hand::DECK.iter() {
            let face = card.canonical();
            match left.last_mut() {
                Some((c, n)) if *c == face => *n += 1,
                _ => left.push((face, 1)),
            }
        }
        for (card, n) in &mut left {
            let name = card.to_string();
            *n -= used.iter().filter(|u| **u == name).count().min(*n);
        }
        left
    }

    /// Puts a copy of `card` into `to` (when one is left); the moves start again.
    pub fn place(&mut self, card: Card, to: Place) {
        if !self.deck_left().iter().any(|&(c, n)| c == card.canonical() && n > 0) {
            return;
        }
        self.edit_list(to, |list| {
            list.push(card.to_string());
            list.sort_by_key(|f| f.parse::<Card>().map_or(u8::MAX, |c| c.id()));
        });
    }

    /// Takes a copy of `card` out of `from`, back to the deck; the moves start again.
    pub fn unplace(&mut self, card: Card, from: Place) {
        let name = card.to_string();
        self.edit_list(from, |list| {
            if let Some(i) = list.iter().position(|f| *f == name) {
                list.remove(i);
            }
        });
    }

    fn edit_list(&mut self, place: Place, change: impl FnOnce(&mut Vec<String>)) {
        let (field, seat) = place.field();
        let mut lists = self.placed(field);
        let Some(list) = lists.get_mut(seat) else { return };
        change(list);
        if let Some(object) = self.scenario.as_object_mut() {
            object.insert(field.into(), json!(lists));
        }
        self.scene.clear();
        self.steps.clear();
    }
}

impl Draft {
    /// Whether the bidding is set (bids or board given, play from the first trick)
    /// rather than played on the table.
    pub fn bidding_set(&self) -> bool {
        self.scenario.get("bids").is_some() || self.scenario.get("board").is_some()
    }

    /// Sets the bidding instead of playing it: every bid null (Pointillism) or every
    /// space open (Impressionism), the dealer to lead (R1); the moves start again.
    pub fn set_bidding(&mut self) {
        let Deal { mode, players, dealer, .. } = self.deal();
        let spaces = Rules::new(mode, players).map_or(0, |r| r.board().len());
        if let Some(object) = self.scenario.as_object_mut() {
            match mode {
                Mode::Pointillism => object.insert("bids".into(), json!(vec!["null"; players as usize])),
                Mode::Impressionism => object.insert("board".into(), json!(vec![Value::Null; spaces])),
            };
            object.insert("leader".into(), json!(dealer.index()));
        }
        self.scene.clear();
        self.steps.clear();
    }

    /// Plays the bidding on the table again (no bids, board or leader given).
    pub fn play_bidding(&mut self) {
        if let Some(object) = self.scenario.as_object_mut() {
            for field in ["bids", "board", "leader"] {
                object.remove(field);
            }
        }
        self.scene.clear();
        self.steps.clear();
    }

    /// Each seat's bid, as set (the scenario's notation, read by the engine's own parser).
    pub fn bids(&self) -> Vec<Bid> {
        let Deal { players, .. } = self.deal();
        (0..players as usize)
            .map(|i| self.scenario["bids"][i].as_str().and_then(|t| t.parse().ok()).unwrap_or(Bid::NULL))
            .collect()
    }

    /// Turns colour `color` of seat `seat`'s bid on or off (no colour left: null).
    pub fn toggle_bid(&mut self, seat: usize, color: Color) {
        let mut bids = self.bids();
        let Some(bid) = bids.get_mut(seat) else { return };
        *bid = Bid::colors(bid.color_mask() ^ (1 << color.index())).unwrap_or(Bid::NULL);
        let texts: Vec<String> = bids.iter().map(Bid::to_string).collect();
        self.set_field("bids", json!(texts));
    }

    /// The colour on each board space, as set.
    pub fn board(&self) -> Vec<Option<Color>> {
        let Deal { mode, players, .. } = self.deal();
        let spaces = Rules::new(mode, players).map_or(0, |r| r.board().len());
        (0..spaces)
            .map(|i| self.scenario["board"][i].as_str().and_then(|t| t.chars().next()).and_then(Color::from_letter))
            .collect()
    }

    /// Lays `color` on board space `i` (none: open).
    pub fn set_space(&mut self, i: usize, color: Option<Color>) {
        let mut board: Vec<Value> =
            self.board().iter().map(|c| c.map_or(Value::Null, |c| json!(c.letter().to_string()))).collect();
        if let Some(space) = board.get_mut(i) {
            *space = color.map_or(Value::Null, |c| json!(c.letter().to_string()));
        }
        self.set_field("board", json!(board));
    }

    /// Who leads the first trick, as set.
    pub fn leader(&self) -> Seat {
        let Deal { players, dealer, number: seed, .. } = self.deal();
        let chosen = self.scenario["leader"].as_u64().filter(|&l| seed.is_none() && l < players as u64);
        chosen.map_or(dealer, |l| Seat::new(l as u8))
    }

    pub fn set_leader(&mut self, seat: Seat) {
        self.set_field("leader", json!(seat.index()));
    }

    fn set_field(&mut self, field: &str, value: Value) {
        if let Some(object) = self.scenario.as_object_mut() {
            object.insert(field.into(), value);
        }
        self.scene.clear();
        self.steps.clear();
    }
}

/// The faces of a hand, in card order.
fn faces(hand: Hand) -> Vec<String> {
    hand.iter().map(|c| c.to_string()).collect()
}

/// Every draft kept in this browser, and the one open.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Drafts {
    pub drafts: Vec<Draft>,
    pub open: usize,
}

impl Default for Drafts {
    fn default() -> Drafts {
        Drafts { drafts: vec![Draft::dealt(Mode::Pointillism, 3, 1, Seat::new(0))], open: 0 }
    }
}

impl Drafts {
    pub fn current(&self) -> &Draft {
        &self.drafts[self.open.min(self.drafts.len() - 1)]
    }

    pub fn current_mut(&mut self) -> &mut Draft {
        let i = self.open.min(self.drafts.len() - 1);
        &mut self.drafts[i]
    }

    /// Opens `draft` as a new draft.
    pub fn add(&mut self, draft: Draft) {
        self.drafts.push(draft);
        self.open = self.drafts.len() - 1;
    }

    /// Deletes the open draft (the last one left is replaced by a fresh deal).
    pub fn delete(&mut self) {
        self.drafts.remove(self.open.min(self.drafts.len() - 1));
        if self.drafts.is_empty() {
            *self = Drafts::default();
        }
        self.open = self.open.min(self.drafts.len() - 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lesson made in the studio loads in the widget: its steps, who is asked, hints.
    #[test]
    fn a_drafted_lesson_exports_as_a_lesson_the_widget_loads() {
        let mut draft = Draft::dealt(Mode::Pointillism, 3, 7, Seat::new(0));
        draft.title = "Bidding and a lead".into();
        // Play the bidding, make it the scene, then three steps.
        let mut game = super::super::super::load(&draft.table()).unwrap().start;
        for _ in 0..3 {
            let a = game.round().legal_actions()[0];
            draft.push(a, game.to_move());
            game.act(a).unwrap();
        }
        draft.start_here();
        assert_eq!((draft.scene.len(), draft.steps.len()), (3, 0));
        assert!(
            super::super::super::load(&draft.export().to_string()).unwrap().lesson.is_none(),
            "no steps: a scenario"
        );
        for _ in 0..3 {
            let a = game.round().legal_actions()[0];
            draft.push(a, game.to_move());
            game.act(a).unwrap();
        }
        for (i, step) in draft.steps.iter_mut().enumerate() {
            step.say = format!("Step {} of the example.", i + 1);
            step.hint = "Look at the trick's colour.".into();
        }
        let asked: Vec<bool> = draft.steps.iter().map(|s| s.asked).collect();
        let movers = draft.movers();
        assert_eq!(movers.steps.len(), 3);
        for (step, mover) in draft.steps.iter().zip(&movers.steps) {
            assert_eq!(step.asked, *mover == Some(Seat::new(0)));
        }
        assert_eq!(movers.next, game.to_move(), "the table's next mover, from the same replay");
        let loaded = super::super::super::load(&draft.export().to_string()).unwrap();
        let lesson = loaded.lesson.unwrap();
        assert_eq!(lesson.title, "Bidding and a lead");
        assert_eq!(lesson.steps.len(), 3);
        assert_eq!(loaded.actions.len(), 3);
        // A hint goes with a move asked of the learner only (no other can go wrong).
        for (step, asked) in lesson.steps.iter().zip(asked) {
            assert_eq!(step.hint.as_deref(), asked.then_some("Look at the trick's colour."));
        }
        draft.undo();
        assert_eq!(draft.steps.len(), 2);
        draft.take_back_from(1);
        assert_eq!((draft.scene.len(), draft.steps.len()), (3, 1));
    }

    /// Placing by hand: the dealt hands to start from, copies counted against the deck,
    /// a card moved between the deck and a pile, and the engine's refusal in words.
    #[test]
    fn cards_placed_by_hand_come_from_the_deck() {
        let mut draft = Draft::dealt(Mode::Impressionism, 3, 5, Seat::new(0));
        draft.steps.push(StepDraft { action: "pass".into(), ..StepDraft::default() });
        draft.set_by_hand();
        assert!(draft.by_hand() && draft.steps.is_empty());
        let dealt: usize = draft.placed("hands").iter().map(Vec::len).sum();
        let left: usize = draft.deck_left().iter().map(|&(_, n)| n).sum();
        assert_eq!((dealt, dealt + left), (42, 48), "14 cards each, the rest left in the deck");
        let (spare, _) = *draft.deck_left().iter().find(|&&(_, n)| n > 0).unwrap();
        draft.place(spare, Place::Pile(2));
        assert_eq!(draft.placed("piles")[2], vec![spare.to_string()]);
        // No copy is left to place twice more than the deck holds.
        for _ in 0..3 {
            draft.place(spare, Place::Pile(1));
        }
        let copies = Hand::DECK.iter().filter(|c| c.canonical() == spare.canonical()).count();
        let placed = draft
            .placed("hands")
            .concat()
            .iter()
            .chain(draft.placed("piles").concat().iter())
            .filter(|f| **f == spare.to_string())
            .count();
        assert_eq!(placed, copies);
        draft.unplace(spare, Place::Pile(2));
        assert!(draft.placed("piles")[2].is_empty());
        assert!(super::super::super::load(&draft.table()).is_ok());
    }

    /// The bidding set, not played: the table starts at the first trick, with the bids,
    /// the board and the leader as set; playing it again takes them out.
    #[test]
    fn the_bidding_can_be_set_instead_of_played() {
        let mut draft = Draft::dealt(Mode::Pointillism, 4, 3, Seat::new(1));
        draft.set_bidding();
        draft.toggle_bid(0, Color::Red);
        draft.toggle_bid(0, Color::Blue);
        draft.toggle_bid(2, Color::Green);
        assert_eq!(draft.scenario["bids"], json!(["R B", "null", "G", "null"]));
        let game = super::super::super::load(&draft.table()).unwrap().start;
        assert_eq!(game.round().phase(), pala_rules::engine::Phase::Playing);
        assert_eq!(game.to_move(), Some(Seat::new(1)), "the dealer leads the first trick (R1)");
        draft.toggle_bid(0, Color::Red);
        assert_eq!(draft.bids()[0].color_list().collect::<Vec<_>>(), vec![Color::Blue]);
        let mut board = Draft::dealt(Mode::Impressionism, 3, 3, Seat::new(0));
        board.set_bidding();
        board.set_space(0, Some(Color::Yellow));
        board.set_space(2, Some(Color::Purple));
        assert_eq!(board.board(), vec![Some(Color::Yellow), None, Some(Color::Purple)]);
        assert!(super::super::super::load(&board.table()).is_ok());
        // The same colour on two spaces is refused by the engine, in words.
        board.set_space(1, Some(Color::Yellow));
        assert!(super::super::super::load(&board.table()).unwrap_err().contains("board"));
        board.play_bidding();
        assert!(!board.bidding_set());
    }

    /// R1: a dealt round's first trick is its dealer's to lead, even where an older draft
    /// kept another leader.
    #[test]
    fn a_dealt_round_is_led_by_its_dealer() {
        let mut draft = Draft::dealt(Mode::Pointillism, 4, 3, Seat::new(1));
        draft.set_bidding();
        draft.scenario["leader"] = json!(3);
        assert_eq!(draft.leader(), Seat::new(1));
        let game = super::super::super::load(&draft.table()).unwrap().start;
        assert_eq!(game.to_move(), Some(Seat::new(1)));
        assert_eq!(draft.export()["leader"], json!(1));
    }

    /// R1: the dealer leads a round's first trick, so a set bidding's leader who was the
    /// dealer follows a new dealer; a leader chosen for a later trick stays.
    #[test]
    fn a_new_dealer_leads_when_the_dealer_led() {
        let mut draft = Draft::dealt(Mode::Pointillism, 4, 3, Seat::new(1));
        draft.set_by_hand();
        draft.set_bidding();
        assert_eq!(draft.leader(), Seat::new(1));
        draft.set_dealer(Seat::new(2));
        assert_eq!((draft.leader(), draft.bids().len()), (Seat::new(2), 4), "the leader follows; the bids stay");
        let game = super::super::super::load(&draft.table()).unwrap().start;
        assert_eq!(game.to_move(), Some(Seat::new(2)));
        draft.set_leader(Seat::new(0));
        draft.set_dealer(Seat::new(3));
        assert_eq!(draft.leader(), Seat::new(0));
    }

    /// A moment of a real game opens as a draft whose moves set the scene.
    #[test]
    fn a_position_opens_with_its_moves_as_the_scene() {
        let text = r#"{"mode":"impressionism","players":4,"dealer":1,"hands":[["R1"],["R2"],["R3"],["R4"]],"actions":["pass"]}"#;
        let draft = Draft::from_scenario(text).unwrap();
        assert_eq!(draft.scene, vec!["pass".to_string()]);
        assert_eq!(draft.deal(), Deal { mode: Mode::Impressionism, players: 4, dealer: Seat::new(1), number: None });
        assert!(Draft::from_scenario("[1]").is_none());
    }
}
