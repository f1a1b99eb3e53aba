//! The coach's review of a round in words: the summary, each moment's heading, the move
//! played and Master's with its reason, and how the points are reckoned.

use super::reason::decimal_said;
use super::{Moment, Reason, Voice, lang, move_name, reason_words};
use pala_rules::engine::{Action, Card, Mode, Seat};

/// The review's title: "Coach: your decisions in round 2 (Impressionism)".
pub fn review_title(name: &str, round: u32, mode: Mode) -> String {
    super::about(lang::book().review_title(), name, &[("n", &(round + 1)), ("mode", &super::mode_name(mode))])
}

/// "Master is reviewing decision 3 of 11…".
pub fn review_progress(done: usize, total: usize) -> String {
    lang::fill(lang::book().review_progress(), &[("n", &(done + 1).min(total)), ("total", &total)])
}

/// The summary over the whole round: how many moments were costly (at least 1 point),
/// and what Master's moves would have made of them in all.
pub fn review_summary(name: &str, decisions: usize, costly: usize, lost: f64) -> String {
    let w = lang::book();
    let decisions = lang::counted(w.review_decisions(), decisions as i64);
    let v = decimal_said(lost);
    match costly {
        0 => super::about(w.review_summary_none(), name, &[("decisions", &decisions)]),
        1 => super::about(w.review_summary_one(), name, &[("decisions", &decisions), ("v", &v)]),
        k => super::about(w.review_summary_many(), name, &[("decisions", &decisions), ("v", &v), ("k", &k)]),
    }
}

/// A moment's heading, when and what it cost: ("Trick 3", ": 2.3 points worse than
/// Master's move").
pub fn moment_head(moment: Moment, cost: f64) -> (String, String) {
    let w = lang::book();
    let when = match moment {
        Moment::Bidding => w.moment_bidding_head().to_string(),
        Moment::Trick(n) => lang::fill(w.moment_trick_head(), &[("n", &n)]),
    };
    (when, lang::fill(w.moment_cost(), &[("v", &decimal_said(cost))]))
}

/// "You were leading this trick." / "Player 3 was leading this trick."
pub fn leading(name: &str) -> String {
    super::about(lang::book().review_leading(), name, &[])
}

/// The move played, after its player's name: "Play Blue 5."
pub fn played_line(played: Action) -> String {
    lang::fill(lang::book().a_sentence(), &[("text", &move_name(played))])
}

/// Master's move and why, after "Master:": "Play Blue 2, keeping Blue 5: ... after you
/// played it."
pub fn master_line(reason: &Reason, name: &dyn Fn(Seat) -> String) -> String {
    reason_words(reason, Voice::Coach, name)
}

/// A card of the hand drawn in a moment, named for screen readers.
pub fn hand_card_label(card: Card, played: bool, masters: bool) -> String {
    let w = lang::book();
    let template = match (played, masters) {
        (true, true) => w.card_played_as_master(),
        (true, false) => w.card_played(),
        (false, true) => w.card_masters(),
        _ => return lang::card(card),
    };
    lang::fill(template, &[("card", &lang::card(card))])
}

/// Under the list: the moments not shown were as good as Master's.
pub fn review_rest(rest: usize) -> String {
    match rest {
        1 => lang::book().review_rest_one().into(),
        k => lang::fill(lang::book().review_rest_many(), &[("n", &k)]),
    }
}

/// How the review's points are reckoned, in the words of the round's own game.
pub fn how_points(mode: Mode) -> &'static str {
    let index = match mode {
        Mode::Pointillism => 0,
        Mode::Impressionism => 1,
    };
    lang::nth(lang::book().how_points(), index)
}
