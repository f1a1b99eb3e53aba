//! Scoring a round, itemised so that a results screen can show it line by line.
//! Allocation-free, so search can score playouts with the same code.

use super::action::Bid;
use super::card::{Card, Color, Hand};
use super::round::Round;
use super::rules::{MAX_PLAYERS, Mode, Rules, Space};
use super::seat::Seat;

/// One seat's Pointillism round (R10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointillismScore {
    /// The seat's bid (`None` only in a round scored before bidding finished).
    pub bid: Option<Bid>,
    /// Tricks won, by colour (one card per trick; only its colour counts).
    pub tricks_by_color: [u8; 6],
    /// Whether the bid was made: null with no trick, or a trick in every bid colour.
    pub made: bool,
    /// Null: the table's null value, won or lost.
    pub null_points: i32,
    /// Colours: tricks won times colours bid, when made.
    pub trick_points: i32,
    /// The rainbow bonus, when all six colours were bid and made.
    pub rainbow_bonus: i32,
    pub total: i32,
}

/// One seat's Impressionism round (R11). Every card of the pile (with the hand added at
/// the round's end) is in exactly one of the sets below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImpressionismScore {
    /// Cards of colours not on the board: discarded, worth nothing.
    pub off_board: Hand,
    /// Cancel-colour cards that discarded another card.
    pub cancellers: Hand,
    /// The cards they discarded (the highest-scoring first).
    pub cancelled: Hand,
    /// Cancel-colour cards with nothing left to discard: -1 each.
    pub unused_cancels: Hand,
    /// Cards that count, each by its space.
    pub counted: Hand,
    pub total: i32,
}

/// A seat's round score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatScore {
    Pointillism(PointillismScore),
    Impressionism(ImpressionismScore),
}

impl SeatScore {
    pub fn total(&self) -> i32 {
        match self {
            SeatScore::Pointillism(s) => s.total,
            SeatScore::Impressionism(s) => s.total,
        }
    }
}

/// R10: a Pointillism seat's score from its bid and the tricks it won.
pub fn score_pointillism(rules: Rules, bid: Option<Bid>, pile: Hand) -> PointillismScore {
    let tricks_by_color = Color::ALL.map(|c| pile.of_color(c).len() as u8);
    let tricks = pile.len() as i32;
    let mut score = PointillismScore {
        bid,
        tricks_by_color,
        made: false,
        null_points: 0,
        trick_points: 0,
        rainbow_bonus: 0,
        total: 0,
    };
    let Some(bid) = bid else { return score };
    if bid.is_null() {
        score.made = tricks == 0;
        score.null_points = if score.made { rules.null_value() } else { -rules.null_value() };
    } else {
        score.made = bid.color_list().all(|c| tricks_by_color[c.index()] > 0);
        if score.made {
            score.trick_points = tricks * bid.count() as i32;
            if bid.is_rainbow() {
                score.rainbow_bonus = Rules::RAINBOW_BONUS;
            }
        }
    }
    score.total = score.null_points + score.trick_points + score.rainbow_bonus;
    score
}

/// R11: an Impressionism seat's score from its pile (hand included) and the board.
/// Each Cancel-colour card discards the highest-scoring other on-board card left (ties:
/// the lower card first); Cancel cards with nothing left to discard score -1.
pub fn score_impressionism(board: &[(Space, Option<Color>)], cards: Hand) -> ImpressionismScore {
    let space_of = |color: Color| board.iter().find(|(_, c)| *c == Some(color)).map(|&(s, _)| s);
    let mut score = ImpressionismScore {
        off_board: Hand::EMPTY,
        cancellers: Hand::EMPTY,
        cancelled: Hand::EMPTY,
        unused_cancels: Hand::EMPTY,
        counted: Hand::EMPTY,
        total: 0,
    };
    let mut cancels = Hand::EMPTY;
    let mut scoring = Hand::EMPTY;
    for color in Color::ALL {
        let of_color = cards.of_color(color);
        match space_of(color) {
            None => score.off_board = score.off_board.union(of_color),
            Some(Space::Cancel) => cancels = cancels.union(of_color),
            Some(_) => scoring = scoring.union(of_color),
        }
    }
    let points = |card: Card| space_of(card.color()).map_or(0, |s| s.points(card.value()));
    let mut cancel_iter = cancels.iter();
    while !scoring.is_empty() {
        let Some(canceller) = cancel_iter.next() else {
            break;
        };
        // The highest-scoring card; among equals the first in card order.
        let mut best = None;
        for card in scoring.iter() {
            if best.is_none_or(|b| points(card) > points(b)) {
                best = Some(card);
            }
        }
        let Some(best) = best else { break };
        scoring.remove(best);
        score.cancelled.insert(best);
        score.cancellers.insert(canceller);
    }
    score.unused_cancels = cancels.minus(score.cancellers);
    score.counted = scoring;
    score.total = scoring.iter().map(points).sum::<i32>() - score.unused_cancels.len() as i32;
    score
}

impl Round {
    /// Each seat's score for the round (meaningful once it is over).
    pub fn scores(&self) -> [SeatScore; MAX_PLAYERS] {
        let rules = self.rules();
        match rules.mode {
            Mode::Pointillism => std::array::from_fn(|s| {
                SeatScore::Pointillism(score_pointillism(rules, self.bids_padded()[s], self.pile(Seat::from_index(s))))
            }),
            Mode::Impressionism => {
                let board = self.board_spaces();
                std::array::from_fn(|s| {
                    let seat = Seat::from_index(s);
                    let cards = if s < self.players() { self.pile(seat).union(self.hand(seat)) } else { Hand::EMPTY };
                    SeatScore::Impressionism(score_impressionism(&board[..rules.board().len()], cards))
                })
            }
        }
    }

    /// The round's totals per seat.
    pub fn score_totals(&self) -> [i32; MAX_PLAYERS] {
        self.scores().map(|s| s.total())
    }

    fn bids_padded(&self) -> [Option<Bid>; MAX_PLAYERS] {
        std::array::from_fn(|s| self.bids().get(s).copied().flatten())
    }

    /// Each board space with the colour on it.
    pub fn board_spaces(&self) -> [(Space, Option<Color>); MAX_PLAYERS] {
        let spaces = self.rules().board();
        std::array::from_fn(|i| (spaces.get(i).copied().unwrap_or(Space::Zero), self.board().get(i).copied().flatten()))
    }
}
