//! Why Master prefers a move, in a player's words: one claim its own playouts showed,
//! comparing the move with one other (the runner-up, for a hint; the player's own move,
//! for the coach), with how often or how much ("your Blue bid is made in 8 of 10 deals,
//! against 3 of 10 if you play Blue 5 now"). The AI gathers the facts (`ai::outcome`); this
//! only says them.

use serde::{Deserialize, Serialize};

use super::{and_list, lang};
use pala_rules::engine::{Action, Bid, Card, Color, Mode, Seat};

/// Master's reason for a move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reason {
    /// The move Master prefers.
    pub action: Action,
    /// The game: in Impressionism points are penalties.
    pub mode: Mode,
    pub why: Why,
}

/// Why, in facts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Why {
    /// The only legal move.
    Forced,
    /// The claim that tells the two moves apart most, in the chosen move's favour.
    /// `keeps`: the card the chosen move keeps that the other plays now.
    Because { claim: Claim, other: Action, keeps: Option<Card> },
    /// No difference the playouts show: the two moves did about as well; `value` is
    /// the chosen move's average by `measure`.
    Alike { other: Action, measure: Measure, value: f64 },
    /// The rule of thumb's move: there was no search to say more (it did not answer).
    Rule,
}

/// A difference the playouts showed.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Claim {
    /// How often an event happened, in tenths of the deals, after each move.
    Often { event: Event, chosen: u8, other: u8 },
    /// An average over the deals, after each move.
    Average { measure: Measure, chosen: f64, other: f64 },
}

/// Something that happened in a playout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Event {
    /// You win the trick in play.
    YouWinTrick,
    /// Another player wins the trick in play.
    YouLoseTrick,
    /// Your Pointillism colour bid is made.
    BidMade(Bid),
    /// The bid being chosen is made (comparing two bids).
    YourBidMade,
    /// Your null bid is made: no trick.
    NullKept,
    /// Another seat's null bid fails: it takes a trick.
    NullBusted(Seat),
    /// Another seat's colour bid fails.
    BidFails(Seat, Bid),
    /// Your card wins a trick.
    CardWins(Card),
}

/// An average over the playouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Measure {
    /// Your round score.
    Points,
    /// Impressionism: what your cards of one colour score.
    ColorPoints(Color),
    /// Pointillism: the tricks you win.
    Tricks,
    /// Another seat's round score.
    SeatPoints(Seat),
    /// Your round score less the mean of the others' (Pointillism bid pricing).
    Margin,
}

/// `count` in `runs` as tenths, rounded half up: "8 of 10".
pub fn tenths(count: u32, runs: u32) -> u8 {
    if runs == 0 {
        return 0;
    }
    ((20 * u64::from(count) + u64::from(runs)) / (2 * u64::from(runs))).min(10) as u8
}

/// An average as the words show it: one decimal, with a true minus sign.
pub fn decimal(value: f64) -> String {
    let text = format!("{value:.1}");
    match text.strip_prefix('-') {
        Some("0.0") => "0.0".into(),
        Some(rest) => format!("\u{2212}{rest}"),
        None => text,
    }
}

/// An average as the language writes it: one decimal, a true minus sign, and German's
/// decimal comma ("3,1").
pub fn decimal_said(value: f64) -> String {
    let said = decimal(value);
    match lang::lang() {
        lang::Lang::De => said.replace('.', ","),
        lang::Lang::En | lang::Lang::Ja => said,
    }
}

/// The least gap a reason quotes between two frequencies: two deals in ten.
pub const LEAST_TENTHS: u8 = 2;
/// The least gap a reason quotes between two averages: half a point (or half a trick).
pub const LEAST_AVERAGE: f64 = 0.5;

impl Claim {
    /// Whether the words show the difference: frequencies or averages that read alike
    /// ("3 of 10" against "3 of 10") tell nothing.
    pub fn visible(&self) -> bool {
        match *self {
            Claim::Often { chosen, other, .. } => chosen != other,
            Claim::Average { chosen, other, .. } => decimal(chosen) != decimal(other),
        }
    }

    /// Whether the gap is worth a reason: at least [`LEAST_TENTHS`] deals in ten, or
    /// [`LEAST_AVERAGE`] on average, either way. A smaller one ("7.3 points, against
    /// 7.4") is noise to a player: the moves are close, and the words say so instead.
    pub fn clear(&self) -> bool {
        match *self {
            Claim::Often { chosen, other, .. } => chosen.abs_diff(other) >= LEAST_TENTHS,
            Claim::Average { chosen, other, .. } => (chosen - other).abs() >= LEAST_AVERAGE && self.visible(),
        }
    }
}

/// Who the words speak to: a player about to move (the hint), or one whose move is
/// made (the coach's note and review).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Voice {
    Hint,
    Coach,
}

/// When in the round a decision came.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Moment {
    Bidding,
    /// Trick number, from 1.
    Trick(u8),
}

/// The forms a move takes in Master's reasons, in the order of the phrasebook's forms.
#[derive(Clone, Copy)]
enum Form {
    /// To do: "if you play Blue 5".
    Now = 0,
    /// Done by the player: "after you played Blue 5".
    Past = 1,
    /// Done by Master: "Master would have played Blue 2".
    Done = 2,
    /// As an activity: "as well as playing Blue 5".
    Ing = 3,
}

/// A move as a verb phrase in one of its forms: "play Blue 5", "took the tie". Every
/// card by its name, a kept one too ("it" left a player asking which card).
fn move_words(action: Action, form: Form) -> String {
    let w = lang::book();
    let card = lang::card;
    let (phrase, args): (&str, Vec<(&str, String)>) = match action {
        Action::Bid(bid) => (w.reason_bid(), vec![("bid", lang::bid(bid))]),
        Action::Place(space, c) => (w.reason_place(), vec![("card", card(c)), ("space", lang::space(space).into())]),
        Action::Pass => (w.reason_pass(), vec![]),
        Action::Play(c) => (w.reason_play(), vec![("card", card(c))]),
        Action::Mix(a, b) => (w.reason_mix(), vec![("a", card(a)), ("b", card(b))]),
        Action::Smear(p, s) => (w.reason_smear(), vec![("p", card(p)), ("s", card(s))]),
        Action::Win => (w.reason_win(), vec![]),
        Action::Lose => (w.reason_lose(), vec![]),
    };
    let args: Vec<(&str, &dyn std::fmt::Display)> =
        args.iter().map(|(k, v)| (*k, v as &dyn std::fmt::Display)).collect();
    lang::fill(lang::nth(phrase, form as usize), &args)
}

/// A move done, as after "you have": "played Blue 5", German "Blau 5 gespielt".
pub fn move_done(action: Action) -> String {
    move_words(action, Form::Done)
}

/// The other move, after the claim: "if you play Blue 5 now", "after you played Blue 5".
fn other_words(voice: Voice, action: Action, keeps: Option<Card>) -> String {
    let w = lang::book();
    match voice {
        Voice::Hint
            if let Action::Play(c) = action
                && keeps == Some(c) =>
        {
            lang::fill(w.instead_now(), &[("card", &lang::card(c))])
        }
        Voice::Hint => lang::fill(w.instead_hint(), &[("move", &move_words(action, Form::Now))]),
        Voice::Coach => lang::fill(w.instead_coach(), &[("move", &move_words(action, Form::Past))]),
    }
}

/// A bid's colours in words: "null", "the rainbow", "Red", "Red and Yellow".
pub fn bid_words(bid: Bid) -> String {
    if bid.is_null() {
        return "null".into();
    }
    if bid.is_rainbow() {
        return "the rainbow".into();
    }
    let names: Vec<String> = bid.color_list().map(|c| c.name().to_string()).collect();
    and_list(&names)
}

/// A bid as the name of a promise: "your Blue bid", "your rainbow bid".
fn bid_name(bid: Bid) -> String {
    if bid.is_rainbow() { lang::book().reason_rainbow().into() } else { lang::bid(bid) }
}

fn event_words(event: Event, name: &dyn Fn(Seat) -> String) -> String {
    let w = lang::book();
    match event {
        Event::YouWinTrick => w.event_you_win().into(),
        Event::YouLoseTrick => w.event_you_lose().into(),
        Event::BidMade(bid) => lang::fill(w.event_bid_made(), &[("bid", &bid_name(bid))]),
        Event::YourBidMade => w.event_your_bid_made().into(),
        Event::NullKept => w.event_null_kept().into(),
        Event::NullBusted(seat) => super::about(w.event_null_busted(), &name(seat), &[]),
        Event::BidFails(seat, bid) => super::about(w.event_bid_fails(), &name(seat), &[("bid", &bid_name(bid))]),
        Event::CardWins(card) => lang::fill(w.event_card_wins(), &[("card", &lang::card(card))]),
    }
}

/// "your round score averages 3.1 points"; in Impressionism, where fewer is better and
/// below zero better still, "you score 3.1 points on average".
fn measure_words(measure: Measure, mode: Mode, value: f64, name: &dyn Fn(Seat) -> String) -> String {
    // Decimals take the plural: "1.0 points".
    let v = decimal_said(value);
    let w = lang::book();
    let with_v = |template: &str| lang::fill(template, &[("v", &v)]);
    match (measure, mode) {
        (Measure::Points, Mode::Pointillism) => with_v(w.measure_points_pointillism()),
        // Not "penalty points": a total below zero (unused Cancel cards) is no penalty.
        (Measure::Points, Mode::Impressionism) => with_v(w.measure_points_impressionism()),
        // "score", not "cost": a Cancel colour's unused cards score below zero.
        (Measure::ColorPoints(color), _) => {
            lang::fill(w.measure_colour(), &[("colour", &lang::colour(color)), ("v", &v)])
        }
        (Measure::Tricks, _) => with_v(w.measure_tricks()),
        (Measure::SeatPoints(seat), Mode::Pointillism) => {
            super::about(w.measure_seat_pointillism(), &name(seat), &[("v", &v)])
        }
        // Another seat's Impressionism points are the player's gain: "it gives Mary".
        (Measure::SeatPoints(seat), Mode::Impressionism) => {
            super::about(w.measure_seat_impressionism(), &name(seat), &[("v", &v)])
        }
        (Measure::Margin, _) => with_v(w.measure_margin()),
    }
}

/// The claim and the other move: "your Blue bid is made in 8 of 10 deals, against 3 of
/// 10 if you play Blue 5 now".
fn claim_words(
    reason: &Reason,
    claim: Claim,
    voice: Voice,
    other: Action,
    keeps: Option<Card>,
    name: &dyn Fn(Seat) -> String,
) -> String {
    let w = lang::book();
    let instead = other_words(voice, other, keeps);
    match claim {
        Claim::Often { event, chosen, other } => lang::fill(
            w.claim_often(),
            &[("event", &event_words(event, name)), ("chosen", &chosen), ("other", &other), ("instead", &instead)],
        ),
        // A margin reads by its sign, more or less than the others' average (or the same),
        // for both moves: "on average you score 9.1 points more than the other players'
        // average this round, against 6.1 more".
        Claim::Average { measure: Measure::Margin, chosen, other } => {
            let way = |x: f64, forms: &'static str| {
                let v = decimal_said(x.abs());
                let form = if decimal(x.abs()) == "0.0" {
                    2
                } else if x > 0.0 {
                    0
                } else {
                    1
                };
                lang::fill(lang::nth(forms, form), &[("v", &v)])
            };
            lang::fill(
                w.claim_margin(),
                &[
                    ("first", &way(chosen, w.margin_first())),
                    ("second", &way(other, w.margin_second())),
                    ("instead", &instead),
                ],
            )
        }
        Claim::Average { measure, chosen, other } => lang::fill(
            w.claim_average(),
            &[
                ("measure", &measure_words(measure, reason.mode, chosen, name)),
                ("other", &decimal_said(other)),
                ("instead", &instead),
            ],
        ),
    }
}

/// Master's move and why, in words: for a hint, "Play Blue 2, keeping Blue 5: your Blue
/// bid is made in 8 of 10 deals, against 3 of 10 if you play Blue 5 now."; for the coach's
/// review, "... after you played Blue 5." `name` names the seats.
pub fn reason_words(reason: &Reason, voice: Voice, name: &dyn Fn(Seat) -> String) -> String {
    let w = lang::book();
    let what = super::move_name(reason.action);
    let with_move = |template: &str| lang::fill(template, &[("move", &what)]);
    match (&reason.why, voice) {
        (Why::Forced, Voice::Hint) => with_move(w.reason_forced_hint()),
        (Why::Forced, Voice::Coach) => with_move(w.reason_forced_coach()),
        (Why::Rule, _) => with_move(w.reason_rule()),
        (Why::Alike { other, measure, value }, voice) => lang::fill(
            if voice == Voice::Hint { w.reason_alike_hint() } else { w.reason_alike_coach() },
            &[
                ("move", &what),
                ("other", &move_words(*other, Form::Ing)),
                ("measure", &measure_words(*measure, reason.mode, *value, name)),
            ],
        ),
        (Why::Because { claim, other, keeps }, _) => {
            let keeping = keeps.map_or(String::new(), |k| lang::fill(w.keeping_hint(), &[("card", &lang::card(k))]));
            lang::fill(
                w.reason_because(),
                &[
                    ("move", &what),
                    ("keeping", &keeping),
                    ("claim", &super::grammar::after_colon(claim_words(reason, *claim, voice, *other, *keeps, name))),
                ],
            )
        }
    }
}

/// The coach's words on a move already made, which Master judged `cost` points worse
/// than its own: "Master would have played Blue 2, keeping Blue 5: your Blue bid is made
/// in 8 of 10 deals, against 3 of 10 after you played it."
pub fn coach_words(reason: &Reason, name: &dyn Fn(Seat) -> String) -> String {
    let w = lang::book();
    let master = move_words(reason.action, Form::Done);
    match &reason.why {
        Why::Forced => lang::fill(w.reason_forced_coach(), &[("move", &super::move_name(reason.action))]),
        Why::Rule => lang::fill(w.coach_rule(), &[("move", &master)]),
        Why::Alike { other, measure, value } => lang::fill(
            w.coach_alike(),
            &[
                ("move", &master),
                ("other", &move_words(*other, Form::Past)),
                ("measure", &measure_words(*measure, reason.mode, *value, name)),
            ],
        ),
        Why::Because { claim, other, keeps } => {
            let keeping = keeps.map_or(String::new(), |k| lang::fill(w.keeping_coach(), &[("card", &lang::card(k))]));
            lang::fill(
                w.coach_because(),
                &[
                    ("move", &master),
                    ("keeping", &keeping),
                    (
                        "claim",
                        &super::grammar::after_colon(claim_words(reason, *claim, Voice::Coach, *other, *keeps, name)),
                    ),
                ],
            )
        }
    }
}

/// "on trick 3", "while bidding".
pub fn moment_words(moment: Moment) -> String {
    match moment {
        Moment::Bidding => lang::book().moment_bidding().into(),
        Moment::Trick(n) => lang::fill(lang::book().moment_trick(), &[("n", &n)]),
    }
}

/// Coach mode's note after a costly move: "Coach, on trick 3: that move cost about 2.3
/// points against Master's choice. Master would have played Blue 2, ...".
pub fn coach_note(moment: Moment, cost: f64, reason: &Reason, name: &dyn Fn(Seat) -> String) -> String {
    let mut note =
        lang::fill(lang::book().coach_note(), &[("moment", &moment_words(moment)), ("cost", &decimal_said(cost))]);
    lang::then(&mut note, &coach_words(reason, name));
    note
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gap_too_small_to_matter_is_no_reason() {
        let points = |chosen, other| Claim::Average { measure: Measure::Points, chosen, other };
        let often = |chosen, other| Claim::Often { event: Event::YouWinTrick, chosen, other };
        // "7.3 points, against 7.4": visible, but noise.
        assert!(points(7.3, 7.4).visible() && !points(7.3, 7.4).clear());
        assert!(points(6.1, 6.6).clear() && points(-0.2, -0.8).clear());
        assert!(!often(3, 4).clear() && often(3, 5).clear() && often(8, 3).clear());
    }

    #[test]
    fn the_other_move_names_its_card() {
        let blue5 = Card::new(Color::Blue, 5).unwrap();
        let said = other_words(Voice::Hint, Action::Play(blue5), Some(blue5));
        assert_eq!(said, "if you play Blue 5 now");
        assert_eq!(other_words(Voice::Coach, Action::Play(blue5), Some(blue5)), "after you played Blue 5");
    }

    #[test]
    fn a_margin_says_ahead_or_behind_for_both_moves() {
        let bid = |mask| Action::Bid(Bid::colors(mask).unwrap());
        let said = |chosen, other| {
            let claim = Claim::Average { measure: Measure::Margin, chosen, other };
            let why = Why::Because { claim, other: bid(0b10_0000), keeps: None };
            reason_words(&Reason { action: bid(0b11_0000), mode: Mode::Pointillism, why }, Voice::Hint, &|s| {
                format!("{s:?}")
            })
        };
        assert_eq!(
            said(-0.1, -1.3),
            "Bid Blue and Purple: on average you score 0.1 points less than the other players' average this round, against 1.3 less if you bid Purple."
        );
        assert_eq!(
            said(10.7, 10.0),
            "Bid Blue and Purple: on average you score 10.7 points more than the other players' average this round, against 10.0 more if you bid Purple."
        );
        assert!(
            said(0.4, -0.6).contains("0.4 points more than the other players' average this round, against 0.6 less")
        );
        assert!(said(0.6, -0.04).contains("against the same if"), "{}", said(0.6, -0.04));
        assert!(said(-0.03, -0.6).contains("you score the same as the other players' average"));
    }
}
