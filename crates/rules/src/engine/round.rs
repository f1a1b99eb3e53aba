//! One round: the deal, bidding, trick play and the round's end.
//!
//! A [`Round`] is a small `Copy` value holding everything about the round, so that
//! search can clone it freely. [`Round::apply`] checks an action against
//! [`Round::legal_actions`] (the single source of legality) and then calls
//! [`Round::apply_unchecked`], the path search uses.

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use super::action::{Action, Bid};
use super::card::{Card, Color, DECK_SIZE, Hand};
use super::rules::{MAX_PLAYERS, Mode, Rules, Space};
use super::seat::Seat;
use super::setup::{RoundSetup, SetupError};
use super::trick::{Standing, Trick};

/// Where the round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Pointillism chip bids (R4) or Impressionism board bids (R3).
    Bidding,
    /// Trick play.
    Playing,
    /// The player to move tied the trick with their own play and decides (R8).
    Tie,
    /// Scored; nobody moves.
    RoundOver,
}

impl Phase {
    /// The scenario format's name of the phase.
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Bidding => "bidding",
            Phase::Playing => "playing",
            Phase::Tie => "tie",
            Phase::RoundOver => "round_over",
        }
    }
}

/// The state of one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Round {
    rules: Rules,
    dealer: Seat,
    phase: Phase,
    to_move: Seat,
    hands: [Hand; MAX_PLAYERS],
    /// Cards out of play and unseen: left out of the deal, or unknown in a scenario.
    left_out: Hand,
    board: [Option<Color>; MAX_PLAYERS],
    /// The physical cards bid onto the board (they never score, R3).
    board_cards: Hand,
    bids: [Option<Bid>; MAX_PLAYERS],
    /// Impressionism: passes in a row since the last placement (R3's forced bid).
    passes: u8,
    trick: Trick,
    /// Whether `trick` is a completed trick kept for display until the next lead.
    trick_complete: bool,
    tricks_done: u8,
    /// Who won each completed trick, four bits a trick in play order (public, R13).
    winners: u64,
    piles: [Hand; MAX_PLAYERS],
    /// Pointillism: the cards of won tricks that the winner did not keep.
    discard: Hand,
    /// The cards each seat played to tricks this round: public (R13).
    played: [Hand; MAX_PLAYERS],
    /// The seat that bid each board space (Impressionism; `NO_SEAT` when the board was
    /// given by a scenario): public (R13).
    placers: [Seat; MAX_PLAYERS],
    /// Colours each seat has shown it lacks by junking or smearing: public.
    voids: [u8; MAX_PLAYERS],
}

/// No colour, no bid: in a round's numbers ([`Round::encode`]).
const NONE: u64 = 255;

/// No seat: a board space not bid by anyone (yet, or given by a scenario).
const NO_SEAT: Seat = Seat::new(u8::MAX);

/// The seed of round `index` of a game with seed `seed` (round 0 uses the seed itself,
/// so a scenario's `seed` deals the first round of the game with that seed).
pub fn round_seed(seed: u64, index: u32) -> u64 {
    seed.wrapping_add((index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// The deck shuffled by Fisher-Yates with a seeded xoshiro256++: the same seed gives the
/// same order natively and in WebAssembly.
pub fn shuffled_deck(seed: u64) -> [Card; DECK_SIZE] {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut deck: [Card; DECK_SIZE] = std::array::from_fn(|i| Card::from_id(i as u8).unwrap_or_else(|| unreachable!()));
    super::random::shuffle(&mut deck, &mut rng);
    deck
}

/// The game's normal seeded deal: the first cards of the shuffled deck, a hand's worth
/// to each seat in turn; the rest are left out.
pub fn deal_hands(rules: Rules, seed: u64) -> [Hand; MAX_PLAYERS] {
    let deck = shuffled_deck(seed);
    let size = rules.hand_size();
    std::array::from_fn(|seat| {
        if seat < rules.players() {
            deck[seat * size..(seat + 1) * size].iter().copied().collect()
        } else {
            Hand::EMPTY
        }
    })
}

impl Round {
    /// A round dealt by the game's normal seeded deal: hands of the table's size, the
    /// rest left out (R1, "Table"); bidding starts with the dealer.
    pub fn deal(rules: Rules, dealer: Seat, seed: u64) -> Round {
        Round::assemble(&RoundSetup {
            rules,
            dealer: dealer.wrap(rules.players()),
            hands: deal_hands(rules, seed),
            piles: [Hand::EMPTY; MAX_PLAYERS],
            bids: None,
            board: None,
            leader: None,
        })
    }

    /// A round from given hands (the scenario format, the studio): the only way a
    /// position becomes a round, checked ([`SetupError`] says which rule a setup
    /// breaks). Cards in no hand and no pile are left out (hidden).
    pub fn from_setup(setup: &RoundSetup) -> Result<Round, SetupError> {
        setup.check()?;
        Ok(Round::assemble(setup))
    }

    /// A round from a setup that keeps every rule of [`RoundSetup::check`].
    fn assemble(setup: &RoundSetup) -> Round {
        let rules = setup.rules;
        let in_play = setup.hands.iter().chain(&setup.piles).fold(Hand::EMPTY, |a, &h| a.union(h));
        let mut round = Round {
            rules,
            dealer: setup.dealer,
            phase: Phase::Bidding,
            to_move: setup.dealer,
            hands: setup.hands,
            left_out: Hand::DECK.minus(in_play),
            board: [None; MAX_PLAYERS],
            board_cards: Hand::EMPTY,
            bids: [None; MAX_PLAYERS],
            passes: 0,
            trick: Trick::NONE,
            trick_complete: false,
            tricks_done: 0,
            winners: 0,
            piles: setup.piles,
            discard: Hand::EMPTY,
            played: [Hand::EMPTY; MAX_PLAYERS],
            placers: [NO_SEAT; MAX_PLAYERS],
            voids: [0; MAX_PLAYERS],
        };
        let leader = setup.leader.unwrap_or(setup.dealer);
        match (rules.mode, setup.bids, setup.board) {
            (Mode::Pointillism, Some(bids), _) => {
                round.bids = bids.map(Some);
                round.begin_play(leader);
            }
            (Mode::Impressionism, _, Some(board)) => {
                round.board = board;
                round.begin_play(leader);
            }
            _ => round.begin_bidding(),
        }
        round
    }

    // ----- reading the state -----

    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn mode(&self) -> Mode {
        self.rules.mode
    }
    pub fn players(&self) -> usize {
        self.rules.players()
    }
    /// Every seat of the table, in seat order.
    pub fn seats(&self) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone {
        self.rules.seats()
    }
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The seat to move, `None` once the round is over.
    pub fn to_move(&self) -> Option<Seat> {
        (self.phase != Phase::RoundOver).then_some(self.to_move)
    }
    pub fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat.index()]
    }
    pub fn hands(&self) -> &[Hand] {
        &self.hands[..self.players()]
    }
    pub fn left_out(&self) -> Hand {
        self.left_out
    }
    /// The colour on each board space, in board order (Impressionism).
    pub fn board(&self) -> &[Option<Color>] {
        &self.board[..self.rules.board().len()]
    }
    pub fn board_cards(&self) -> Hand {
        self.board_cards
    }
    /// The board space a colour was bid onto, if any.
    pub fn space_of(&self, color: Color) -> Option<Space> {
        let i = self.board().iter().position(|&c| c == Some(color))?;
        Some(self.rules.board()[i])
    }
    pub fn bids(&self) -> &[Option<Bid>] {
        &self.bids[..self.players()]
    }
    pub fn pile(&self, seat: Seat) -> Hand {
        self.piles[seat.index()]
    }
    pub fn piles(&self) -> &[Hand] {
        &self.piles[..self.players()]
    }
    pub fn discard(&self) -> Hand {
        self.discard
    }
    /// Every card played to a trick this round.
    pub fn seen(&self) -> Hand {
        self.played.iter().fold(Hand::EMPTY, |all, &h| all.union(h))
    }
    /// The cards `seat` played to tricks this round (public, R13).
    pub fn played(&self, seat: Seat) -> Hand {
        self.played[seat.index()]
    }
    /// The seat that bid each board space, in board order (`None` for a space that is
    /// empty or was given by a scenario).
    pub fn placers(&self) -> impl Iterator<Item = Option<Seat>> + '_ {
        self.placers[..self.rules.board().len()].iter().map(|&s| (s != NO_SEAT).then_some(s))
    }
    /// Colours a seat has shown it lacks, as a 6-bit mask.
    pub fn voids(&self, seat: Seat) -> u8 {
        self.voids[seat.index()]
    }
    pub fn tricks_done(&self) -> u8 {
        self.tricks_done
    }
    /// Who won completed trick `index` (counting from 0 in this round), if it is done.
    pub fn trick_winner(&self, index: u8) -> Option<Seat> {
        (index < self.tricks_done && index < 16).then(|| Seat::new((self.winners >> (4 * index)) as u8 & 0xF))
    }
    /// The trick in progress, if any.
    pub fn trick(&self) -> Option<&Trick> {
        (!self.trick_complete && !self.trick.is_empty()).then_some(&self.trick)
    }
    /// The trick just completed, until the next lead.
    pub fn completed_trick(&self) -> Option<&Trick> {
        self.trick_complete.then_some(&self.trick)
    }
    /// Whether seat holds a card of a colour not yet on the board (R3).
    pub fn can_place(&self, seat: Seat) -> bool {
        !self.hands[seat.index()].minus(self.board_colors_cards()).is_empty()
    }
    /// Impressionism: passes in a row since the last placement.
    pub fn passes(&self) -> u8 {
        self.passes
    }
    /// All cards of colours already on the board.
    pub(crate) fn board_colors_cards(&self) -> Hand {
        self.board().iter().flatten().fold(Hand::EMPTY, |h, c| h.union(c.cards()))
    }
    pub(crate) fn board_full(&self) -> bool {
        self.board().iter().all(Option::is_some)
    }
    /// Seats holding at least one card.
    pub fn seats_with_cards(&self) -> usize {
        self.hands().iter().filter(|h| !h.is_empty()).count()
    }

    // ----- the flow -----

    fn next_seat(&self, seat: Seat) -> Seat {
        seat.next(self.rules.players())
    }

    fn begin_bidding(&mut self) {
        self.phase = Phase::Bidding;
        self.to_move = self.dealer;
        if self.rules.mode == Mode::Impressionism && !self.bidding_goes_on() {
            self.begin_play(self.dealer);
        }
    }

    /// R3: bidding goes round until the board is full, or until no seat holds a card of
    /// a colour not on the board (the empty spaces then stay empty).
    fn bidding_goes_on(&self) -> bool {
        let biddable = Hand::DECK.minus(self.board_colors_cards());
        !self.board_full() && self.hands().iter().any(|h| !h.intersect(biddable).is_empty())
    }

    /// R1, R9: play starts with `leader`; a leader without cards passes the lead to the
    /// next seat holding some; with fewer than two seats holding cards the round ends.
    fn begin_play(&mut self, leader: Seat) {
        self.phase = Phase::Playing;
        self.trick = Trick::NONE;
        self.trick_complete = false;
        if self.seats_with_cards() < 2 {
            self.phase = Phase::RoundOver;
            return;
        }
        let mut seat = leader.wrap(self.rules.players());
        while self.hands[seat.index()].is_empty() {
            seat = self.next_seat(seat);
        }
        self.to_move = seat;
    }

    /// Takes a copy of a face out of the mover's hand, as the table will see it (R13):
    /// the first copy of a face to be shown is always the lower id, so which physical
    /// copy a seat held tells no one anything. When the mover holds only the higher
    /// copy while the lower is still hidden (in another hand or left out), the two
    /// copies change places first; faces, and so the game, are untouched.
    fn take(&mut self, card: Card) -> Card {
        let seat = self.to_move.index();
        let mut held = self.hands[seat].copy_of(card).unwrap_or(card);
        let lower = card.canonical();
        if held != lower {
            let other = (0..self.rules.players()).find(|&s| s != seat && self.hands[s].contains(lower));
            let place = match other {
                Some(s) => Some(&mut self.hands[s]),
                None => self.left_out.contains(lower).then_some(&mut self.left_out),
            };
            if let Some(place) = place {
                place.remove(lower);
                place.insert(held);
                self.hands[seat].insert(lower);
                self.hands[seat].remove(held);
                held = lower;
            }
        }
        self.hands[seat].remove(held);
        held
    }

    /// Applies an action without checking it. The action must be one of
    /// [`Round::legal_actions`]; anything else leaves the round in an unspecified (but
    /// memory-safe) state. Search uses this; everyone else uses [`Round::apply`].
    pub fn apply_unchecked(&mut self, action: Action) {
        let seat = self.to_move.index();
        match action {
            Action::Bid(bid) => {
                self.bids[seat] = Some(bid);
                if self.bids().iter().all(Option::is_some) {
                    self.begin_play(self.dealer);
                } else {
                    self.to_move = self.next_seat(self.to_move);
                }
            }
            Action::Place(space, card) => {
                let held = self.take(card);
                self.board_cards.insert(held);
                let spaces = self.rules.board();
                if let Some(i) = (0..spaces.len()).find(|&i| spaces[i] == space && self.board[i].is_none()) {
                    self.board[i] = Some(card.color());
                    self.placers[i] = self.to_move;
                }
                self.passes = 0;
                self.next_bidder();
            }
            Action::Pass => {
                self.passes = self.passes.saturating_add(1);
                self.next_bidder();
            }
            Action::Play(card) => {
                let held = self.take(card);
                self.played[seat].insert(held);
                if self.trick_complete || self.trick.is_empty() {
                    self.trick = Trick::lead(self.to_move, held);
                    self.trick_complete = false;
                    self.next_player();
                } else {
                    if held.color() != self.trick.color {
                        self.voids[seat] |= 1 << self.trick.color.index();
                    }
                    let standing = self.trick.play(self.to_move, held);
                    self.settle(standing);
                }
            }
            Action::Mix(a, b) => {
                let (a, b) = (self.take(a), self.take(b));
                self.played[seat] = self.played[seat].union(a.bit()).union(b.bit());
                let standing = self.trick.mix(self.to_move, a, b);
                self.settle(standing);
            }
            Action::Smear(primary, secondary) => {
                self.voids[seat] |= 1 << self.trick.color.index();
                let (p, s) = (self.take(primary), self.take(secondary));
                self.played[seat] = self.played[seat].union(p.bit()).union(s.bit());
                let standing = self.trick.smear(self.to_move, p, s);
                self.settle(standing);
            }
            Action::Win => {
                self.trick.take_lead();
                self.phase = Phase::Playing;
                self.next_player();
            }
            Action::Lose => {
                self.phase = Phase::Playing;
                self.next_player();
            }
        }
    }

    /// After an Impressionism bid or pass: bidding continues with the next seat, or
    /// play begins with the dealer's lead (R1, R3).
    fn next_bidder(&mut self) {
        if self.bidding_goes_on() {
            self.to_move = self.next_seat(self.to_move);
        } else {
            self.begin_play(self.dealer);
        }
    }

    /// R8: a play that ties the best competing entry waits for the player's decision.
    fn settle(&mut self, standing: Standing) {
        match standing {
            Standing::Winning => {
                self.trick.take_lead();
                self.next_player();
            }
            Standing::Tied => self.phase = Phase::Tie,
            Standing::Losing => self.next_player(),
        }
    }

    /// R9: the next seat clockwise that still holds cards plays; players without cards
    /// sit out. When the turn comes back to the leader, the trick is complete.
    fn next_player(&mut self) {
        let mut seat = self.to_move;
        loop {
            seat = self.next_seat(seat);
            if seat == self.trick.leader {
                self.finish_trick();
                return;
            }
            if !self.hands[seat.index()].is_empty() {
                self.to_move = seat;
                return;
            }
        }
    }

    /// Awards the trick (R10: one card of its final colour; R11: every card) and ends
    /// the round if the winner has no cards or at most one player still has cards (R9).
    fn finish_trick(&mut self) {
        let winner = self.trick.winner();
        let cards = self.trick.cards();
        let won = match self.rules.mode {
            Mode::Impressionism => cards,
            Mode::Pointillism => self.trick.pointillism_award().map_or(Hand::EMPTY, Card::bit),
        };
        self.piles[winner.index()] = self.piles[winner.index()].union(won);
        self.discard = self.discard.union(cards.minus(won));
        // At most 14 tricks a round (a 3-player hand), so sixteen slots always suffice.
        if self.tricks_done < 16 {
            self.winners |= u64::from(winner.id()) << (4 * self.tricks_done);
        }
        self.tricks_done += 1;
        self.trick_complete = true;
        if self.hands[winner.index()].is_empty() || self.seats_with_cards() <= 1 {
            self.phase = Phase::RoundOver;
        } else {
            self.to_move = winner;
        }
    }

    /// Where the player to move would stand in the trick after `action`: a lead is
    /// winning; a copy, mix or smear is winning, tied or losing against the best entry;
    /// anything else (a junk, a bid) is losing. Computed on a copy of the trick by the
    /// same code that plays it, for bots and hints.
    pub fn standing_after(&self, action: Action) -> Standing {
        let mut trick = self.trick;
        let seat = self.to_move;
        if self.trick().is_none() {
            return if matches!(action, Action::Play(_)) { Standing::Winning } else { Standing::Losing };
        }
        match action {
            Action::Play(card) => trick.play(seat, card),
            Action::Mix(a, b) => trick.mix(seat, a, b),
            Action::Smear(p, s) => trick.smear(seat, p, s),
            _ => Standing::Losing,
        }
    }

    /// Whether the round is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::RoundOver
    }

    /// Every physical card exactly once: hands, left out, board, piles, discard and the
    /// trick in progress. Used by tests; true after every action of a legal game.
    pub fn cards_accounted(&self) -> bool {
        let trick = if self.trick_complete { Hand::EMPTY } else { self.trick.cards() };
        let parts = self.hands().iter().chain(self.piles()).copied().chain([
            self.left_out,
            self.board_cards,
            self.discard,
            trick,
        ]);
        let mut all = Hand::EMPTY;
        let mut count = 0;
        for part in parts {
            count += part.len();
            all = all.union(part);
        }
        count == DECK_SIZE as u32 && all == Hand::DECK
    }

    /// Replaces the hidden parts of the round: the hands, the left-out cards and the
    /// piles. Used to build a seat's view and, by determinizing search, full rounds
    /// consistent with that view.
    pub fn with_hidden(mut self, hands: [Hand; MAX_PLAYERS], left_out: Hand, piles: [Hand; MAX_PLAYERS]) -> Round {
        self.hands = hands;
        self.left_out = left_out;
        self.piles = piles;
        self
    }

    /// The round as numbers, for a seat's view sent to the AI worker ([`super::view`]).
    pub(super) fn encode(&self, out: &mut Vec<u64>) {
        let n = self.players();
        let seat = |s: Seat| u64::from(s.id());
        let phase =
            [Phase::Bidding, Phase::Playing, Phase::Tie, Phase::RoundOver].iter().position(|&p| p == self.phase);
        out.extend([
            Mode::ALL.iter().position(|&m| m == self.rules.mode).unwrap_or(0) as u64,
            n as u64,
            seat(self.dealer),
            phase.unwrap_or(0) as u64,
            seat(self.to_move),
            self.left_out.bits(),
            self.board_cards.bits(),
            u64::from(self.passes),
            u64::from(self.trick_complete),
            u64::from(self.tricks_done),
            // In two halves: every number of a view stays below 2^53, so a JavaScript
            // reader keeps it exact.
            self.winners & 0xFFFF_FFFF,
            self.winners >> 32,
            self.discard.bits(),
        ]);
        for s in 0..n {
            out.extend([
                self.hands[s].bits(),
                self.board[s].map_or(NONE, |c| c.index() as u64),
                self.bids[s].map_or(NONE, |b| b.index() as u64),
                self.piles[s].bits(),
                self.played[s].bits(),
                seat(self.placers[s]),
                u64::from(self.voids[s]),
            ]);
        }
        self.trick.encode(out);
    }

    /// A round read back from [`Round::encode`]'s numbers, checked: `None` if any is out
    /// of range. (Whether its cards add up is the reader's to check: a view's.)
    pub(super) fn decode(words: &mut impl Iterator<Item = u64>) -> Option<Round> {
        let mode = *Mode::ALL.get(usize::try_from(words.next()?).ok()?)?;
        let rules = Rules::new(mode, u8::try_from(words.next()?).ok()?)?;
        let n = rules.players();
        let seat = |w: u64| (w < n as u64).then(|| Seat::new(w as u8));
        let hand = |w: u64| Hand::from_bits(w);
        let small = |w: u64, most: u64| (w <= most).then_some(w as u8);
        let dealer = seat(words.next()?)?;
        let phase = *[Phase::Bidding, Phase::Playing, Phase::Tie, Phase::RoundOver]
            .get(usize::try_from(words.next()?).ok()?)?;
        let to_move = seat(words.next()?)?;
        let mut round = Round::assemble(&RoundSetup {
            rules,
            dealer,
            hands: [Hand::EMPTY; MAX_PLAYERS],
            piles: [Hand::EMPTY; MAX_PLAYERS],
            bids: None,
            board: None,
            leader: None,
        });
        round.phase = phase;
        round.to_move = to_move;
        round.left_out = hand(words.next()?)?;
        round.board_cards = hand(words.next()?)?;
        // R3: passes run on past a full round while seats with nothing to bid pass.
        round.passes = small(words.next()?, u64::from(u8::MAX))?;
        round.trick_complete = small(words.next()?, 1)? == 1;
        round.tricks_done = small(words.next()?, 48)?;
        let (low, high) = (words.next()?, words.next()?);
        round.winners = (low <= 0xFFFF_FFFF && high <= 0xFFFF_FFFF).then_some(low | high << 32)?;
        round.discard = hand(words.next()?)?;
        for s in 0..n {
            round.hands[s] = hand(words.next()?)?;
            round.board[s] = match words.next()? {
                NONE => None,
                c => Some(*Color::ALL.get(usize::try_from(c).ok()?)?),
            };
            round.bids[s] = match words.next()? {
                NONE => None,
                0 => Some(Bid::NULL),
                mask => Some(Bid::colors(small(mask, 63)?)?),
            };
            round.piles[s] = hand(words.next()?)?;
            round.played[s] = hand(words.next()?)?;
            round.placers[s] = match words.next()? {
                w if w == u64::from(NO_SEAT.id()) => NO_SEAT,
                w => seat(w)?,
            };
            round.voids[s] = small(words.next()?, 63)?;
        }
        round.trick = Trick::decode(words, n)?;
        Some(round)
    }
}
