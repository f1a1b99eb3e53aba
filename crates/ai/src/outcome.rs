//! What followed a move in Master's own playouts, summed over them, and the reason it
//! gives from them. The coach's judgement (`coach.rs`) plays every legal move out in
//! the same deals; the hint's search (`search/`, with `tally`) counts what followed
//! each of its root moves in the deals and playouts that priced them. A reason compares
//! the move chosen with one other (the player's move, or the search's runner-up) and
//! quotes the largest difference the playouts showed, with its frequency or average:
//! never a claim they did not show.

use serde::{Deserialize, Serialize};

use super::thumb::bid_wants_tricks;

use pala_rules::engine::{
    Action, Card, Color, Hand, MAX_PLAYERS, Mode, Phase, PublicRound, Round, Seat, SeatScore, SeatView,
};
use pala_words::{Claim, Event, LEAST_AVERAGE, Measure, Reason, Why, tenths};

/// The most cards a hand holds (14, at 3 players).
pub const MAX_HAND: usize = 14;

/// What happened after one move, summed over the playouts that followed it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcomes {
    /// Playouts counted.
    pub runs: u32,
    /// Playouts in which the deciding seat won the trick in play at the decision (for
    /// a lead, the trick it leads).
    pub took_trick: u32,
    /// Playouts in which each seat made its Pointillism bid, by seat.
    pub made: [u32; MAX_PLAYERS],
    /// Each seat's round points as scored, summed (good in Pointillism, penalties in
    /// Impressionism).
    pub points: [i32; MAX_PLAYERS],
    /// Impressionism: the deciding seat's points by colour, summed (a counted card by
    /// its space; an unused Cancel card -1 in its colour).
    pub color_points: [i32; 6],
    /// Pointillism: the deciding seat's tricks won, summed.
    pub tricks: u32,
    /// For each card of the deciding seat's hand at the decision (in card order): the
    /// playouts in which it won a trick (it was the seat's own card in a trick it took).
    pub card_wins: [u32; MAX_HAND],
    /// The deciding seat's round points, squared and summed: their spread, which says
    /// whether a difference between two moves is real or the playouts' noise.
    pub points_sq: i64,
    /// The deciding seat's margin over the field (its points times the others' count,
    /// less the others' points), squared and summed.
    pub margin_sq: i64,
}

impl Outcomes {
    /// Counts one playout: `view` is the deciding seat's view at the decision (before
    /// the move) and `end` the finished round.
    pub fn record(&mut self, view: &SeatView, end: &Round) {
        let (start, seat) = (view.round(), view.seat);
        self.runs += 1;
        if start.phase() != Phase::Bidding && end.trick_winner(start.tricks_done()) == Some(seat) {
            self.took_trick += 1;
        }
        let scores = end.scores();
        let own = i64::from(scores[seat.index()].total());
        let others: i64 = end.seats().filter(|&s| s != seat).map(|s| i64::from(scores[s.index()].total())).sum();
        let margin = own * (end.players() as i64 - 1) - others;
        self.points_sq += own * own;
        self.margin_sq += margin * margin;
        for s in end.seats() {
            let i = s.index();
            self.points[i] += scores[i].total();
            if let SeatScore::Pointillism(p) = scores[i] {
                self.made[i] += u32::from(p.made);
            }
        }
        match scores[seat.index()] {
            SeatScore::Impressionism(own) => {
                for card in own.counted.iter() {
                    let points = end.space_of(card.color()).map_or(0, |s| s.points(card.value()));
                    self.color_points[card.color().index()] += points;
                }
                for card in own.unused_cancels.iter() {
                    self.color_points[card.color().index()] -= 1;
                }
            }
            SeatScore::Pointillism(_) => self.tricks += end.pile(seat).len(),
        }
        let won = end.pile(seat).intersect(end.played(seat));
        for (i, card) in view.hand().iter().take(MAX_HAND).enumerate() {
            self.card_wins[i] += u32::from(won.contains(card));
        }
    }

    /// Adds another batch's sums (another worker's, or another deal's tree).
    pub fn add(&mut self, other: &Outcomes) {
        self.runs += other.runs;
        self.points_sq += other.points_sq;
        self.margin_sq += other.margin_sq;
        self.took_trick += other.took_trick;
        self.tricks += other.tricks;
        for i in 0..MAX_PLAYERS {
            self.made[i] += other.made[i];
            self.points[i] += other.points[i];
        }
        for i in 0..6 {
            self.color_points[i] += other.color_points[i];
        }
        for i in 0..MAX_HAND {
            self.card_wins[i] += other.card_wins[i];
        }
    }

    fn mean(&self, sum: i64) -> f64 {
        sum as f64 / f64::from(self.runs.max(1))
    }

    fn mean_points(&self, seat: Seat) -> f64 {
        self.mean(i64::from(self.points[seat.index()]))
    }

    /// The deciding seat's mean and the variance of that mean, as `valued`: its own
    /// points, or its margin over the field (in points against the others' average).
    pub fn spread(&self, seat: Seat, players: usize, valued: Valued) -> (f64, f64) {
        let n = f64::from(self.runs.max(1));
        let (sum, sq, scale) = match valued {
            Valued::OwnScore => (i64::from(self.points[seat.index()]), self.points_sq, 1.0),
            Valued::AgainstField => {
                let others: i64 = (0..players).filter(|&i| i != seat.index()).map(|i| i64::from(self.points[i])).sum();
                let k = players as i64 - 1;
                (i64::from(self.points[seat.index()]) * k - others, self.margin_sq, k as f64)
            }
        };
        let mean = sum as f64 / n;
        let variance = (sq as f64 / n - mean * mean).max(0.0) / n;
        (mean / scale, variance / (scale * scale))
    }
}

/// Whether `chosen` beat `other` for the seat by a real margin: by at least
/// [`LEAST_AVERAGE`] points on average (as Master values the round), and by at least
/// twice the standard error of that difference. Below that the playouts cannot tell
/// the two moves apart, and the words say they are close.
pub fn clearly_better(start: &PublicRound, seat: Seat, valued: Valued, chosen: &Outcomes, other: &Outcomes) -> bool {
    if chosen.runs < 2 || other.runs < 2 {
        return false;
    }
    let players = start.players();
    let ((a, va), (b, vb)) = (chosen.spread(seat, players, valued), other.spread(seat, players, valued));
    let gain = sign(start.mode()) * (a - b);
    gain >= LEAST_AVERAGE && gain >= 2.0 * (va + vb).sqrt()
}

/// The fewest playouts of each move a frequency is quoted from ("in 8 of 10 deals").
const FEW: u32 = 10;

/// A claim with its weight: the expected round points it accounts for in the chosen
/// move's favour (against the field, as Master values a round).
struct Candidate {
    weight: f64,
    claim: Claim,
}

/// How the moves were valued: the seat's round score against the field's (the search,
/// as Master plays), or the seat's own round score alone (the coach's judgement).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Valued {
    AgainstField,
    OwnScore,
}

/// Why Master prefers `chosen` to `other` for the view's seat, from what followed each
/// in its playouts (`view` is the seat's view at the decision). Only where the chosen
/// move is clearly better ([`clearly_better`]) is there a claim: the largest difference
/// in its favour whose gap is worth saying ([`Claim::clear`]), the first found on a tie;
/// otherwise the two are close, and the words say they did about as well.
pub fn reason(view: &SeatView, valued: Valued, chosen: (Action, &Outcomes), other: (Action, &Outcomes)) -> Reason {
    let (start, seat) = (view.round(), view.seat);
    let (action, c) = chosen;
    let (against, o) = other;
    let keeps = kept_card(action, against);
    let mut candidates = Vec::new();
    let clearly = clearly_better(start, seat, valued, c, o);
    if clearly {
        own_candidates(start, seat, c, o, &mut candidates);
        if valued == Valued::AgainstField {
            others_candidates(start, seat, c, o, &mut candidates);
        }
    }
    // Mechanisms, not points: used when no difference in points reads clearly.
    if clearly && c.runs >= FEW && o.runs >= FEW {
        if start.phase() != Phase::Bidding {
            let wants = bid_wants_tricks(start.mode(), start.bids()[seat.index()]);
            let event = if wants { Event::YouWinTrick } else { Event::YouLoseTrick };
            let count = |x: &Outcomes| if wants { x.took_trick } else { x.runs - x.took_trick };
            let (a, b) = (tenths(count(c), c.runs), tenths(count(o), o.runs));
            if a > b {
                candidates.push(Candidate { weight: 0.0, claim: Claim::Often { event, chosen: a, other: b } });
            }
        }
        // A kept card's trick is praised only where the seat wants tricks (not in
        // Impressionism, nor under a Pointillism null bid).
        let wants = start.phase() != Phase::Bidding && bid_wants_tricks(start.mode(), start.bids()[seat.index()]);
        if let Some((card, i)) = keeps.and_then(|k| hand_index(view.hand(), k).map(|i| (k, i))).filter(|_| wants) {
            let (a, b) = (tenths(c.card_wins[i], c.runs), tenths(o.card_wins[i], o.runs));
            if a > b {
                let claim = Claim::Often { event: Event::CardWins(card), chosen: a, other: b };
                candidates.push(Candidate { weight: 0.0, claim });
            }
        }
    }
    // The heaviest claim; on a tie the first found (`max_by` would keep the last).
    let best = candidates.into_iter().filter(|c| c.claim.clear()).fold(None::<Candidate>, |best, c| match best {
        Some(b) if b.weight >= c.weight => Some(b),
        _ => Some(c),
    });
    let why = match best {
        Some(Candidate { claim, .. }) => Why::Because { claim, other: against, keeps },
        None => Why::Alike { other: against, measure: Measure::Points, value: c.mean_points(seat) },
    };
    Reason { action, mode: start.mode(), why }
}

/// Whether two moves are one in what the reason compares: the same move, or the same
/// colour placed on the same space of the bid board (the board reads a card's colour
/// alone, R3), which a player weighs as one bid.
pub fn same_in_effect(a: Action, b: Action) -> bool {
    match (a, b) {
        (Action::Place(s, x), Action::Place(t, y)) => s == t && x.color() == y.color(),
        _ => a == b,
    }
}

/// The card the other move plays alone that the chosen move keeps.
fn kept_card(chosen: Action, other: Action) -> Option<Card> {
    let card = match other {
        Action::Play(card) | Action::Place(_, card) => card,
        _ => return None,
    };
    (!chosen.cards().any(|c| c.canonical() == card.canonical())).then_some(card)
}

/// Where a card (by face) is in the seat's hand, in card order.
fn hand_index(hand: Hand, card: Card) -> Option<usize> {
    hand.iter().take(MAX_HAND).position(|c| c.canonical() == card.canonical())
}

/// More is better for the seat's own points in Pointillism, less in Impressionism.
fn sign(mode: Mode) -> f64 {
    if mode == Mode::Pointillism { 1.0 } else { -1.0 }
}

/// The seat's own round: its bid made (Pointillism), its tricks, its points, its points
/// by colour (Impressionism).
fn own_candidates(start: &PublicRound, seat: Seat, c: &Outcomes, o: &Outcomes, out: &mut Vec<Candidate>) {
    let mode = start.mode();
    let gain = sign(mode) * (c.mean_points(seat) - o.mean_points(seat));
    let i = seat.index();
    if mode == Mode::Pointillism {
        if c.runs >= FEW && o.runs >= FEW {
            let event = match start.bids()[i] {
                Some(bid) if bid.is_null() => Event::NullKept,
                Some(bid) => Event::BidMade(bid),
                None => Event::YourBidMade,
            };
            let (a, b) = (tenths(c.made[i], c.runs), tenths(o.made[i], o.runs));
            if a > b {
                out.push(Candidate { weight: gain, claim: Claim::Often { event, chosen: a, other: b } });
            }
        }
        let tricks = |x: &Outcomes| x.mean(i64::from(x.tricks));
        if tricks(c) > tricks(o) && start.phase() != Phase::Bidding {
            // Tricks explain the points only while the bid is made: a lesser weight.
            let claim = Claim::Average { measure: Measure::Tricks, chosen: tricks(c), other: tricks(o) };
            out.push(Candidate { weight: gain * 0.9, claim });
        }
    } else {
        for color in Color::ALL {
            let k = color.index();
            let (a, b) = (c.mean(i64::from(c.color_points[k])), o.mean(i64::from(o.color_points[k])));
            // A colour that accounts for most of the difference says more than the total.
            if a < b && (b - a) >= 0.75 * gain {
                let claim = Claim::Average { measure: Measure::ColorPoints(color), chosen: a, other: b };
                out.push(Candidate { weight: gain + 0.01, claim });
            }
        }
    }
    // The total says least: a more particular claim of the same weight goes first.
    let claim = Claim::Average { measure: Measure::Points, chosen: c.mean_points(seat), other: o.mean_points(seat) };
    if gain > 0.0 {
        out.push(Candidate { weight: gain * 0.99, claim });
    }
}

/// The other seats: a Pointillism null busted or a colour bid failed, or their points.
/// Master values a round against the field, so another seat's points count a share.
fn others_candidates(start: &PublicRound, seat: Seat, c: &Outcomes, o: &Outcomes, out: &mut Vec<Candidate>) {
    let mode = start.mode();
    let share = 1.0 / (start.players() - 1) as f64;
    for s in start.seats().filter(|&s| s != seat) {
        let i = s.index();
        let gain = -sign(mode) * (c.mean_points(s) - o.mean_points(s)) * share;
        if gain <= 0.0 {
            continue;
        }
        if let (Mode::Pointillism, Some(bid), true) = (mode, start.bids()[i], c.runs >= FEW && o.runs >= FEW) {
            let failed = |x: &Outcomes| tenths(x.runs - x.made[i], x.runs);
            let event = if bid.is_null() { Event::NullBusted(s) } else { Event::BidFails(s, bid) };
            let (a, b) = (failed(c), failed(o));
            if a > b {
                out.push(Candidate { weight: gain, claim: Claim::Often { event, chosen: a, other: b } });
            }
        }
        let claim =
            Claim::Average { measure: Measure::SeatPoints(s), chosen: c.mean_points(s), other: o.mean_points(s) };
        out.push(Candidate { weight: gain * 0.95, claim });
    }
}
