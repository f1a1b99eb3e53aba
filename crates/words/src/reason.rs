//! Why Master prefers a move, in a player's words: one claim its own playouts showed,
//! comparing the move with one other (the runner-up, for a hint; the player's own move,
//! for the coach), with how often or how much ("your Blue bid is made in 8 of 10 deals,
//! against 3 of 10 if you play Blue 5 now"). The AI gathers the facts (`ai::outcome`); this
//! only says them.

use serde::{Deserialize, Serialize};

use super::{and_list, card_name};
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

/// The forms of a verb a move needs: "play", "played" (past), "played" (participle),
/// "playing".
struct Verb {
    now: &'static str,
    past: &'static str,
    done: &'static str,
    ing: &'static str,
}

/// A move as a verb phrase in one of its forms: "play Blue 5", "took the tie". Every
/// card by its name, a kept one too ("it" left a player asking which card).
fn move_words(action: Action, form: fn(&Verb) -> &'static str) -> String {
    let v = |now, past, done, ing| form(&Verb { now, past, done, ing });
    let play = v("play", "played", "played", "playing");
    match action {
        Action::Bid(bid) => format!("{} {}", v("bid", "bid", "bid", "bidding"), bid_words(bid)),
        Action::Place(space, card) => format!("{} {} on {space}", v("put", "put", "put", "putting"), card_name(card)),
        Action::Pass => v("pass", "passed", "passed", "passing").into(),
        Action::Play(card) => format!("{play} {}", card_name(card)),
        Action::Mix(a, b) => format!("{} {} and {}", v("mix", "mixed", "mixed", "mixing"), card_name(a), card_name(b)),
        Action::Smear(p, s) => {
            format!("{} {} and {play} {}", v("smear", "smeared", "smeared", "smearing"), card_name(p), card_name(s))
        }
        Action::Win => format!("{} the tie", v("take", "took", "taken", "taking")),
        Action::Lose => format!("{} up the tie", v("give", "gave", "given", "giving")),
    }
}

/// A move in the past: "played Blue 5", "bid Red and Yellow", "took the tie".
pub fn move_past(action: Action) -> String {
    move_words(action, |v| v.past)
}

/// The other move, after the claim: "if you play Blue 5 now", "after you played Blue 5".
fn other_words(voice: Voice, action: Action, keeps: Option<Card>) -> String {
    match voice {
        Voice::Hint
            if let Action::Play(c) = action
                && keeps == Some(c) =>
        {
            format!("if you play {} now", card_name(c))
        }
        Voice::Hint => format!("if you {}", move_words(action, |v| v.now)),
        Voice::Coach => format!("after you {}", move_words(action, |v| v.past)),
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
    if bid.is_rainbow() { "rainbow".into() } else { bid_words(bid) }
}

fn event_words(event: Event, name: &dyn Fn(Seat) -> String) -> String {
    match event {
        Event::YouWinTrick => "you win this trick".into(),
        Event::YouLoseTrick => "another player wins this trick".into(),
        Event::BidMade(bid) => format!("your {} bid is made", bid_name(bid)),
        Event::YourBidMade => "the bid is made".into(),
        Event::NullKept => "your null bid holds (you win no trick)".into(),
        Event::NullBusted(seat) => format!("{} null bid fails", super::whose(&name(seat))),
        Event::BidFails(seat, bid) => format!("{} {} bid fails", super::whose(&name(seat)), bid_name(bid)),
        Event::CardWins(card) => format!("your {} wins a trick", card_name(card)),
    }
}

/// "your round score averages 3.1 points"; in Impressionism, where fewer is better and
/// below zero better still, "you score 3.1 points on average".
fn measure_words(measure: Measure, mode: Mode, value: f64, name: &dyn Fn(Seat) -> String) -> String {
    // Decimals take the plural: "1.0 points".
    let v = decimal(value);
    match (measure, mode) {
        (Measure::Points, Mode::Pointillism) => format!("your round score averages {v} points"),
        // Not "penalty points": a total below zero (unused Cancel cards) is no penalty.
        (Measure::Points, Mode::Impressionism) => format!("you score {v} points on average"),
        // "score", not "cost": a Cancel colour's unused cards score below zero.
        (Measure::ColorPoints(color), _) => format!("your {} cards score {v} points on average", color.name()),
        (Measure::Tricks, _) => format!("you win {v} tricks on average"),
        (Measure::SeatPoints(seat), Mode::Pointillism) => {
            format!("{} round score averages {v} points", super::whose(&name(seat)))
        }
        // Another seat's Impressionism points are the player's gain: "it gives Mary".
        (Measure::SeatPoints(seat), Mode::Impressionism) => format!("it gives {} {v} points on average", name(seat)),
        (Measure::Margin, _) => format!("your score less the other players' average comes to {v} points"),
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
    let claim = match claim {
        Claim::Often { event, chosen, other } => {
            format!("{} in {chosen} of 10 deals, against {other} of 10", event_words(event, name))
        }
        // A margin reads by its sign, more or less than the others' average (or the same),
        // for both moves: "on average you score 9.1 points more than the other players'
        // average this round, against 6.1 more".
        Claim::Average { measure: Measure::Margin, chosen, other } => {
            let more = |x: f64| match decimal(x.abs()).as_str() {
                "0.0" => None,
                v => Some((v.to_string(), if x > 0.0 { "more" } else { "less" })),
            };
            let first = match more(chosen) {
                Some((v, way)) => format!("{v} points {way} than"),
                None => "the same as".to_string(),
            };
            let second = match more(other) {
                Some((v, way)) => format!("{v} {way}"),
                None => "the same".to_string(),
            };
            format!("on average you score {first} the other players' average this round, against {second}")
        }
        Claim::Average { measure, chosen, other } => {
            format!("{}, against {}", measure_words(measure, reason.mode, chosen, name), decimal(other))
        }
    };
    format!("{claim} {}", other_words(voice, other, keeps))
}

/// Master's move and why, in words: for a hint, "Play Blue 2, keeping Blue 5: your Blue
/// bid is made in 8 of 10 deals, against 3 of 10 if you play Blue 5 now."; for the coach's
/// review, "... after you played Blue 5." `name` names the seats.
pub fn reason_words(reason: &Reason, voice: Voice, name: &dyn Fn(Seat) -> String) -> String {
    let what = super::action_name(reason.action);
    match (&reason.why, voice) {
        (Why::Forced, Voice::Hint) => format!("{what}: it is your only legal move."),
        (Why::Forced, Voice::Coach) => format!("{what}: it was your only legal move."),
        (Why::Rule, _) => format!("{what}: the rule of thumb's move, as Master's search did not answer."),
        (Why::Alike { other, measure, value }, Voice::Hint) => format!(
            "{what}: in Master's simulated deals it does about as well as {} ({}).",
            move_words(*other, |v| v.ing),
            measure_words(*measure, reason.mode, *value, name)
        ),
        (Why::Alike { other, measure, value }, Voice::Coach) => format!(
            "{what}: in Master's playouts it did about as well as your move, {} ({}).",
            move_words(*other, |v| v.ing),
            measure_words(*measure, reason.mode, *value, name)
        ),
        (Why::Because { claim, other, keeps }, _) => {
            let keeping = keeps.map_or(String::new(), |k| format!(", keeping {}", card_name(k)));
            format!("{what}{keeping}: {}.", claim_words(reason, *claim, voice, *other, *keeps, name))
        }
    }
}

/// The coach's words on a move already made, which Master judged `cost` points worse
/// than its own: "Master would have played Blue 2, keeping Blue 5: your Blue bid is made
/// in 8 of 10 deals, against 3 of 10 after you played it."
pub fn coach_words(reason: &Reason, name: &dyn Fn(Seat) -> String) -> String {
    let master = format!("Master would have {}", move_words(reason.action, |v| v.done));
    match &reason.why {
        Why::Forced => format!("{}: it was your only legal move.", super::action_name(reason.action)),
        Why::Rule => format!("{master}."),
        Why::Alike { other, measure, value } => format!(
            "{master}, which did about as well in its simulated deals as when you {} ({}).",
            move_words(*other, |v| v.past),
            measure_words(*measure, reason.mode, *value, name)
        ),
        Why::Because { claim, other, keeps } => {
            let keeping = keeps.map_or(String::new(), |k| format!(", keeping {}", card_name(k)));
            format!("{master}{keeping}: {}.", claim_words(reason, *claim, Voice::Coach, *other, *keeps, name))
        }
    }
}

/// "on trick 3", "while bidding".
pub fn moment_words(moment: Moment) -> String {
    match moment {
        Moment::Bidding => "while bidding".into(),
        Moment::Trick(n) => format!("on trick {n}"),
    }
}

/// One decimal of points, as the coach says a cost: "2.3 points".
fn cost_words(cost: f64) -> String {
    format!("{} points", decimal(cost))
}

/// Coach mode's note after a costly move: "Coach, on trick 3: that move cost about 2.3
/// points against Master's choice. Master would have played Blue 2, ...".
pub fn coach_note(moment: Moment, cost: f64, reason: &Reason, name: &dyn Fn(Seat) -> String) -> String {
    format!(
        "Coach, {}: that move cost about {} against Master's choice. {}",
        moment_words(moment),
        cost_words(cost),
        coach_words(reason, name)
    )
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
