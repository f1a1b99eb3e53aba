//! Master's reasons held to the playouts they quote: every frequency and average in a
//! hint, a coach note or a review line is recomputed from the tallies of what followed
//! the two moves, and must favour the move Master chose, in numbers that read apart.

use pala_ai::bidding::BidPricing;
use pala_ai::outcome::{MAX_HAND, Outcomes};
use pala_rules::engine::{Action, Bid, Hand, Mode, Phase, PublicRound, Seat};
use pala_words::{Claim, Event, LEAST_AVERAGE, LEAST_TENTHS, Measure, Reason, Why, decimal, tenths};

/// The deciding seat and the position at the decision.
pub struct Decided<'a> {
    pub start: &'a PublicRound,
    pub seat: Seat,
    /// The seat's hand at the decision.
    pub hand: Hand,
    /// Whether the moves were valued against the field (the search) or by the seat's
    /// own score alone (the coach's judgement).
    pub against_field: bool,
}

fn mean(sum: i64, runs: u32) -> f64 {
    sum as f64 / f64::from(runs.max(1))
}

/// The card a "keeping" names, by its place in the hand.
fn hand_index(hand: Hand, card: pala_rules::engine::Card) -> usize {
    hand.iter().take(MAX_HAND).position(|c| c.canonical() == card.canonical()).expect("a held card")
}

/// The deciding seat's advantage from `c` over `o` as Master valued the round (its own
/// points, or its margin over the others' average; the game's better way up), and the
/// standard error of that difference, from the playouts' sums and sums of squares.
fn advantage(d: &Decided, c: &Outcomes, o: &Outcomes) -> (f64, f64) {
    let (i, n) = (d.seat.index(), d.start.players());
    let stats = |x: &Outcomes| -> (f64, f64) {
        let runs = f64::from(x.runs.max(1));
        let (sum, sq, scale) = if d.against_field {
            let others: i64 = (0..n).filter(|&s| s != i).map(|s| i64::from(x.points[s])).sum();
            (i64::from(x.points[i]) * (n as i64 - 1) - others, x.margin_sq, (n - 1) as f64)
        } else {
            (i64::from(x.points[i]), x.points_sq, 1.0)
        };
        let m = sum as f64 / runs;
        ((m / scale), ((sq as f64 / runs - m * m).max(0.0) / runs) / (scale * scale))
    };
    let ((a, va), (b, vb)) = (stats(c), stats(o));
    let up = if d.start.mode() == Mode::Pointillism { 1.0 } else { -1.0 };
    (up * (a - b), (va + vb).sqrt())
}

/// How Master's reasons came out: claims given, and moves said to be close.
#[derive(Default, Debug)]
pub struct Verdicts {
    pub claims: usize,
    pub close: usize,
}

/// Checks `reason` (Master's move against `other`) against the tallies of both. A claim
/// stands only where the move is clearly better (by half a point at least, and by twice
/// the difference's standard error), with a gap worth saying (two deals in ten, half a
/// point or trick), pointing the way that helps the seat in this game and bid; below
/// that the words say the moves are close.
pub fn check_search_reason(d: &Decided, reason: &Reason, c: &Outcomes, other: Action, o: &Outcomes, v: &mut Verdicts) {
    assert_eq!(reason.mode, d.start.mode());
    let (gain, error) = advantage(d, c, o);
    let clearly = c.runs >= 2 && o.runs >= 2 && gain >= LEAST_AVERAGE && gain >= 2.0 * error;
    if !matches!(reason.why, Why::Because { .. }) {
        v.close += 1;
    }
    let Why::Because { claim, other: said_other, keeps } = reason.why else {
        if let Why::Alike { other: said_other, measure: Measure::Points, value } = reason.why {
            assert_eq!(said_other, other);
            assert_eq!(value, mean(i64::from(c.points[d.seat.index()]), c.runs), "{reason:?}");
        }
        return;
    };
    v.claims += 1;
    assert!(
        clearly,
        "a claim where the playouts cannot tell the moves apart (gain {gain:.2}, error {error:.2}): {reason:?}"
    );
    match claim {
        Claim::Often { chosen, other: b, .. } => {
            assert!(chosen >= b + LEAST_TENTHS, "a gap under two in ten: {reason:?}")
        }
        Claim::Average { chosen, other: b, .. } => {
            assert!((chosen - b).abs() >= LEAST_AVERAGE, "a gap under half a point: {reason:?}")
        }
    }
    assert_ne!(other, reason.action, "the other move is another move");
    assert_eq!(said_other, other, "the reason compares the move it was asked about");
    if let Some(k) = keeps {
        assert!(matches!(other, Action::Play(x) | Action::Place(_, x) if x.canonical() == k.canonical()), "{reason:?}");
        assert!(!reason.action.cards().any(|x| x.canonical() == k.canonical()), "{reason:?}");
    }
    assert!(claim.visible(), "a claim whose numbers read alike: {reason:?}");
    let bid = d.start.bids().get(d.seat.index()).copied().flatten();
    let i = d.seat.index();
    match claim {
        Claim::Often { event, chosen, other: b } => {
            assert!(c.runs >= 10 && o.runs >= 10, "a frequency from fewer than 10 playouts: {reason:?}");
            assert!(chosen > b, "a frequency against the move chosen: {reason:?}");
            let (count_c, count_o) = match event {
                Event::YouWinTrick => {
                    assert!(d.start.phase() != Phase::Bidding);
                    (c.took_trick, o.took_trick)
                }
                Event::YouLoseTrick => {
                    assert!(d.start.phase() != Phase::Bidding);
                    (c.runs - c.took_trick, o.runs - o.took_trick)
                }
                Event::BidMade(b) => {
                    assert_eq!(bid, Some(b), "names the seat's own bid");
                    (c.made[i], o.made[i])
                }
                Event::YourBidMade => {
                    assert!(matches!((reason.action, other), (Action::Bid(_), Action::Bid(_))));
                    (c.made[i], o.made[i])
                }
                Event::NullKept => {
                    assert!(bid.is_some_and(|b| b.is_null()));
                    (c.made[i], o.made[i])
                }
                Event::NullBusted(s) => {
                    assert!(d.against_field && s != d.seat);
                    assert!(d.start.bids()[s.index()].is_some_and(|b| b.is_null()));
                    (c.runs - c.made[s.index()], o.runs - o.made[s.index()])
                }
                Event::BidFails(s, b) => {
                    assert!(d.against_field && s != d.seat && !b.is_null());
                    assert_eq!(d.start.bids()[s.index()], Some(b));
                    (c.runs - c.made[s.index()], o.runs - o.made[s.index()])
                }
                Event::CardWins(k) => {
                    assert_eq!(keeps, Some(k), "a kept card's wins");
                    let wants = d.start.mode() == Mode::Pointillism && bid.is_some_and(|b| !b.is_null());
                    assert!(wants, "a kept card praised for winning where the seat wants no trick: {reason:?}");
                    let at = hand_index(d.hand, k);
                    (c.card_wins[at], o.card_wins[at])
                }
            };
            assert_eq!((chosen, b), (tenths(count_c, c.runs), tenths(count_o, o.runs)), "{reason:?}");
        }
        Claim::Average { measure, chosen, other: b } => {
            let better_high = d.start.mode() == Mode::Pointillism;
            let (a_sum, b_sum, high_is_good) = match measure {
                Measure::Points => (i64::from(c.points[i]), i64::from(o.points[i]), better_high),
                Measure::ColorPoints(col) => {
                    assert_eq!(d.start.mode(), Mode::Impressionism);
                    (i64::from(c.color_points[col.index()]), i64::from(o.color_points[col.index()]), false)
                }
                Measure::Tricks => {
                    assert_eq!(d.start.mode(), Mode::Pointillism);
                    (i64::from(c.tricks), i64::from(o.tricks), true)
                }
                Measure::SeatPoints(s) => {
                    assert!(d.against_field && s != d.seat);
                    (i64::from(c.points[s.index()]), i64::from(o.points[s.index()]), !better_high)
                }
                Measure::Margin => panic!("a margin outside bid pricing: {reason:?}"),
            };
            assert_eq!((chosen, b), (mean(a_sum, c.runs), mean(b_sum, o.runs)), "{reason:?}");
            assert!(
                if high_is_good { chosen > b } else { chosen < b },
                "an average against the move chosen: {reason:?}"
            );
        }
    }
}

/// Checks a priced Pointillism bid's reason against the pricing.
pub fn check_bid_reason(reason: &Reason, pricing: &BidPricing) {
    let Action::Bid(bid) = reason.action else { panic!("{reason:?}") };
    let (claim, other) = match reason.why {
        Why::Because { claim, other: Action::Bid(other), keeps: None } => (claim, other),
        Why::Alike { other: Action::Bid(_), measure: Measure::Margin, value } => {
            assert_eq!(value, f64::from(pricing.expected[bid.index()]));
            return;
        }
        _ => panic!("a bid's reason: {reason:?}"),
    };
    let made = |b: Bid| tenths((pricing.made[b.index()] * pricing.samples as f32).round() as u32, pricing.samples);
    match claim {
        Claim::Often { event: Event::YourBidMade, chosen, other: b } => {
            assert_eq!((chosen, b), (made(bid), made(other)));
            assert!(chosen >= b + LEAST_TENTHS, "a gap under two in ten: {reason:?}");
        }
        Claim::Average { measure: Measure::Margin, chosen, other: b } => {
            assert_eq!(
                (chosen, b),
                (f64::from(pricing.expected[bid.index()]), f64::from(pricing.expected[other.index()]))
            );
            assert!(chosen > b && decimal(chosen) != decimal(b));
            assert!(chosen - b >= LEAST_AVERAGE, "a gap under half a point: {reason:?}");
        }
        _ => panic!("a bid's claim: {reason:?}"),
    }
}
