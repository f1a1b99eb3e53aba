//! The deal of the day's words (issue 48): its title, and the result a player shares,
//! which gives away no card (the day, the table, the two scores and a mark per trick).

use super::number;
use crate::reason::{Moment, move_past};
use pala_rules::engine::{Action, Day, Mode};

/// Said on the table of a deal of the day, where the Hint and Take back buttons would be.
pub const DAILY_ALONE: &str = "Deal of the day: your score will be set against Master's on the same cards, so no hints, no coach and no take-backs.";

/// What duplicate play is, said with the result.
pub const DUPLICATE_WORDS: &str = "Master played your seat on the same deal, against the same Painters with the same luck in their choices. This is duplicate play, as in duplicate bridge: it sets your play against Master's, not your luck against theirs.";

/// Why Master's result is not shown: the AI worker failed.
pub const MASTER_LOST: &str =
    "Master's round could not be finished (why, below). Press Try again; your own result is kept.";

/// The `n`th (from 0) of a phrase's list (split by `;`): a weekday, a month.
fn nth(list: &'static str, n: usize) -> &'static str {
    list.split(';').nth(n).unwrap_or_default()
}

/// A month's name (1 to 12; in Japanese, its number).
fn month(m: u32) -> &'static str {
    nth(crate::lang::book().months(), m.clamp(1, 12) as usize - 1)
}

/// The day's date in words: "Saturday 28 November 2026".
pub fn daily_date_words(day: Day) -> String {
    let (y, m, d) = day.date();
    let w = crate::lang::book();
    let weekday = nth(w.weekdays(), usize::from(day.weekday()));
    crate::lang::fill(w.date(), &[("weekday", &weekday), ("day", &d), ("month", &month(m)), ("year", &y)])
}

/// "Deal of the day 332: Impressionism, 4 players".
pub fn daily_title(day: Day) -> String {
    let (mode, players) = day.table();
    let table = crate::game_table_words(mode, players.into());
    crate::lang::fill(crate::lang::book().daily_title(), &[("n", &day.number()), ("table", &table)])
}

/// The deal of the day as what would replace a game in progress: "the deal of the day
/// 332 (Pointillism, 5 players)".
pub fn daily_incoming(day: Day) -> String {
    let (mode, players) = day.table();
    let table = crate::game_table_words(mode, players.into());
    crate::lang::fill(crate::lang::book().incoming_daily(), &[("n", &day.number()), ("table", &table)])
}

/// How one trick went for the player, a mark each in the shared result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrickMark {
    /// The player won the trick.
    Won,
    /// Another player won it.
    Lost,
}

/// Where the player stands against Master on the same deal: "3 points better than
/// Master", "2 points worse than Master", "level with Master". Better is more points in
/// Pointillism and fewer in Impressionism.
pub fn against_master_words(mode: Mode, you: i32, master: i32) -> String {
    let gain = match mode {
        Mode::Pointillism => you - master,
        Mode::Impressionism => master - you,
    };
    let points = |n: i32| if n.abs() == 1 { "1 point".to_string() } else { format!("{} points", n.abs()) };
    match gain {
        0 => "level with Master".to_string(),
        g if g > 0 => format!("{} better than Master", points(g)),
        g => format!("{} worse than Master", points(g)),
    }
}

/// The result to share: no card, no hand, nothing of the deal a player of the same day
/// could use. "Pala, deal of the day 334 (Impressionism, 4 players)\nMe 6, Master 9
/// (fewer is better): I beat Master by 3\nTricks won 🟦 / lost ⬜: 🟦⬜⬜🟦".
pub fn daily_share_words(day: Day, you: i32, master: i32, tricks: &[TrickMark]) -> String {
    let (mode, players) = day.table();
    // A trick won is green where tricks are wanted (Pointillism), blue where they are
    // mostly not (Impressionism); a trick lost is white.
    let won = match mode {
        Mode::Pointillism => '\u{1F7E9}',
        Mode::Impressionism => '\u{1F7E6}',
    };
    let marks: String = tricks
        .iter()
        .map(|m| match m {
            TrickMark::Won => won,
            TrickMark::Lost => '\u{2B1C}',
        })
        .collect();
    format!(
        "Pala, deal of the day {} ({}, {players} players)\nMe {}, Master {} ({}): {}\nTricks won {won} / lost \u{2B1C}: {marks}",
        day.number(),
        mode.title(),
        number(you),
        number(master),
        better_way(mode),
        beat_words(mode, you, master, true)
    )
}

/// A `#play-day=` link that names no day that has come.
pub fn daily_link_words(n: &str) -> String {
    format!(
        "This link asks for deal of the day \"{n}\", which is not a deal yet: deals are numbered from 1 (1 January 2026) up to today's."
    )
}

/// The stored deal-of-the-day book did not read: it is kept under `key`.
pub fn daily_book_unreadable(why: &str, key: &str) -> String {
    format!(
        "Your saved deals of the day could not be read ({why}). The old record is kept in this browser as \"{key}\"; your calendar and streak start afresh."
    )
}

/// A result that could not be stored, and why.
pub fn daily_not_stored(why: &str) -> String {
    format!(
        "Your result for the deal of the day could not be saved: {why}. It is shown here until you leave this page."
    )
}

/// Which way is better, for the result: "Fewer points are better in Impressionism".
fn better_way(mode: Mode) -> &'static str {
    match mode {
        Mode::Pointillism => "more is better",
        Mode::Impressionism => "fewer is better",
    }
}

/// Who beat whom, and by how much: "you beat Master by 3 points", "Master beat you by
/// 1 point", "you drew with Master"; `me` for the shared text ("I beat Master by 3").
fn beat_words(mode: Mode, you: i32, master: i32, me: bool) -> String {
    let gain = match mode {
        Mode::Pointillism => you - master,
        Mode::Impressionism => master - you,
    };
    let by = if me {
        gain.abs().to_string()
    } else if gain.abs() == 1 {
        "1 point".to_string()
    } else {
        format!("{} points", gain.abs())
    };
    match (gain, me) {
        (0, false) => "you drew with Master".to_string(),
        (0, true) => "I drew with Master".to_string(),
        (g, false) if g > 0 => format!("you beat Master by {by}"),
        (g, true) if g > 0 => format!("I beat Master by {by}"),
        (_, false) => format!("Master beat you by {by}"),
        (_, true) => format!("Master beat me by {by}"),
    }
}

/// "You scored 6 points; Master, playing your seat, scored 9. Fewer points are better
/// in Impressionism: you beat Master by 3 points."
pub fn daily_result_words(mode: Mode, you: i32, master: i32) -> String {
    let points = |n: i32| if n.abs() == 1 { format!("{} point", number(n)) } else { format!("{} points", number(n)) };
    let way = match mode {
        Mode::Pointillism => "More points are better in Pointillism",
        Mode::Impressionism => "Fewer points are better in Impressionism",
    };
    format!(
        "You scored {}; Master, playing your seat, scored {}. {way}: {}.",
        points(you),
        number(master),
        beat_words(mode, you, master, false)
    )
}

/// Master's round under way: "Master is playing your seat on the same deal: trick 4."
/// (trick 0: "bidding").
pub fn master_progress_words(trick: usize) -> String {
    if trick == 0 {
        "Master is playing your seat on the same deal: bidding.".to_string()
    } else {
        format!("Master is playing your seat on the same deal: trick {trick}.")
    }
}

/// Where your moves and Master's first differed, given each side's moves in the seat
/// with the moment of each: "You and Master first differed on trick 3: you played Red
/// 5, Master played Blue 2. After that the two rounds went their own ways."
pub fn parted_words(yours: &[(Moment, Action)], masters: &[(Moment, Action)]) -> String {
    let first = yours.iter().zip(masters).find(|(y, m)| y.1 != m.1);
    match first {
        Some(((moment, you), (_, master))) => format!(
            "You and Master first differed {}: you {}, Master {}. After that the two rounds went their own ways.",
            match moment {
                Moment::Bidding => "in the bidding".to_string(),
                Moment::Trick(n) => format!("on trick {n}"),
            },
            move_past(*you),
            move_past(*master)
        ),
        None if yours.len() == masters.len() => {
            "You made every move Master made: the two rounds were identical.".to_string()
        }
        None => "Your moves and Master's were the same as far as both went.".to_string(),
    }
}

/// The moment a move was made, for the review's rows: "Bidding", "Trick 3".
pub fn moment_title(moment: Moment) -> String {
    match moment {
        Moment::Bidding => "Bidding".to_string(),
        Moment::Trick(n) => format!("Trick {n}"),
    }
}

/// A side-by-side cell where one round had ended before the other.
pub const ROUND_OVER_CELL: &str = "\u{2014} (round over)";

/// When the next deal comes, from the milliseconds left in today's UTC day: "The next
/// deal comes at 00:00 UTC, in 14 h 32 min."
pub fn next_deal_words(ms_left: f64) -> String {
    let minutes = (ms_left.max(0.0) / 60_000.0).ceil() as u32;
    let (h, m) = (minutes / 60, minutes % 60);
    let when = match (h, m) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m} min"),
    };
    format!("The next deal comes at 00:00 UTC, in {when}.")
}

/// "Streak: 3 days" (deals of the day played on their own day, one after another, to
/// today or yesterday).
pub fn streak_words(days: u32) -> String {
    match days {
        0 => crate::lang::book().streak_none().to_string(),
        n => crate::lang::counted(crate::lang::book().streak(), n),
    }
}

/// How a day stands in the calendar, for its accessible name: "28 November: played on
/// the day, 3 points better than Master".
pub fn calendar_day_words(day: Day, played: Option<(bool, Option<String>)>) -> String {
    let (_, m, d) = day.date();
    let date = format!("{d} {}", month(m));
    match played {
        None => format!("{date}: not played"),
        Some((on_day, against)) => {
            let when = if on_day { "played on its day" } else { "played later" };
            match against {
                Some(against) => format!("{date}: {when}, {against}"),
                None => format!("{date}: {when}"),
            }
        }
    }
}

/// A replay of a day already played: the first result stands, and the player is told
/// so before and after.
pub fn daily_again_words(you: i32, master: Option<i32>) -> String {
    match master {
        Some(m) => format!(
            "You have played this deal: your first result stands ({} against Master's {}). Playing it again is practice and changes nothing.",
            number(you),
            number(m)
        ),
        None => format!(
            "You have played this deal: your first result stands ({}). Playing it again is practice and changes nothing.",
            number(you)
        ),
    }
}

/// The month's name and year over the calendar: "November 2026".
pub fn month_words(year: i32, month: u32) -> String {
    format!("{} {year}", self::month(month))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_day_reads_as_a_date_and_a_table() {
        let day = Day::from_date(2026, 11, 28).unwrap();
        assert_eq!(daily_date_words(day), "Saturday 28 November 2026");
        assert_eq!(daily_title(day), "Deal of the day 332: Pointillism, 5 players");
        assert_eq!(daily_date_words(Day::from_date(2026, 1, 1).unwrap()), "Thursday 1 January 2026");
    }

    #[test]
    fn better_is_the_mode_s_own_way() {
        assert_eq!(against_master_words(Mode::Pointillism, 12, 9), "3 points better than Master");
        assert_eq!(against_master_words(Mode::Impressionism, 12, 9), "3 points worse than Master");
        assert_eq!(against_master_words(Mode::Impressionism, 8, 9), "1 point better than Master");
        assert_eq!(against_master_words(Mode::Pointillism, -4, -4), "level with Master");
    }

    #[test]
    fn the_shared_result_names_no_card() {
        let monday = Day::from_date(2026, 11, 30).unwrap();
        let tricks = [TrickMark::Won, TrickMark::Lost, TrickMark::Lost, TrickMark::Won];
        let said = daily_share_words(monday, 6, 9, &tricks);
        assert_eq!(
            said,
            "Pala, deal of the day 334 (Impressionism, 4 players)\nMe 6, Master 9 (fewer is better): I beat Master by 3\nTricks won \u{1F7E6} / lost \u{2B1C}: \u{1F7E6}\u{2B1C}\u{2B1C}\u{1F7E6}"
        );
        let tuesday = Day::from_date(2026, 12, 1).unwrap();
        let said_minus = daily_share_words(tuesday, -4, 2, &[TrickMark::Won]);
        assert!(
            said_minus.contains("Me \u{2212}4, Master 2 (more is better): Master beat me by 6\nTricks won \u{1F7E9}"),
            "{said_minus}"
        );
        assert!(daily_share_words(tuesday, 5, 5, &[]).contains(": I drew with Master\n"));
        for colour in ["Red", "Orange", "Yellow", "Green", "Blue", "Purple"] {
            assert!(!said.contains(colour), "{said}");
        }
        for c in "ROYGBP".chars() {
            for n in 1..=9 {
                assert!(!said.contains(&format!("{c}{n}")), "no card in notation: {said}");
            }
        }
    }

    #[test]
    fn the_result_and_where_play_parted() {
        assert_eq!(
            daily_result_words(Mode::Impressionism, 6, 9),
            "You scored 6 points; Master, playing your seat, scored 9. Fewer points are better in Impressionism: you beat Master by 3 points."
        );
        assert_eq!(
            daily_result_words(Mode::Pointillism, -1, 0),
            "You scored \u{2212}1 point; Master, playing your seat, scored 0. More points are better in Pointillism: Master beat you by 1 point."
        );
        assert!(daily_result_words(Mode::Pointillism, 4, 4).ends_with(": you drew with Master."));
        let a = |t: &str| t.parse::<Action>().unwrap();
        let yours = [(Moment::Bidding, a("bid R")), (Moment::Trick(1), a("play R5")), (Moment::Trick(2), a("play B2"))];
        let masters = [(Moment::Bidding, a("bid R")), (Moment::Trick(1), a("play B2"))];
        assert_eq!(
            parted_words(&yours, &masters),
            "You and Master first differed on trick 1: you played Red 5, Master played Blue 2. After that the two rounds went their own ways."
        );
        let bids = [(Moment::Bidding, a("bid R Y"))];
        assert!(
            parted_words(&bids, &yours)
                .starts_with("You and Master first differed in the bidding: you bid Red and Yellow, Master bid Red.")
        );
        assert_eq!(parted_words(&yours, &yours), "You made every move Master made: the two rounds were identical.");
        assert_eq!(
            parted_words(&yours[..2], &yours[..1]),
            "Your moves and Master's were the same as far as both went."
        );
    }

    #[test]
    fn streaks_days_and_replays_in_words() {
        let day = Day::from_date(2026, 11, 28).unwrap();
        assert_eq!(streak_words(0), "No streak: play today's deal today to start one.");
        assert_eq!(streak_words(1), "Streak: 1 day.");
        assert_eq!(streak_words(4), "Streak: 4 days.");
        assert_eq!(calendar_day_words(day, None), "28 November: not played");
        assert_eq!(
            calendar_day_words(day, Some((true, Some("level with Master".into())))),
            "28 November: played on its day, level with Master"
        );
        assert_eq!(calendar_day_words(day, Some((false, None))), "28 November: played later");
        assert!(
            daily_again_words(-3, Some(5))
                .starts_with("You have played this deal: your first result stands (\u{2212}3 against Master's 5).")
        );
        assert_eq!(month_words(2026, 11), "November 2026");
        assert!(
            daily_link_words("999999")
                .starts_with("This link asks for deal of the day \"999999\", which is not a deal yet")
        );
        assert!(
            daily_book_unreadable("EOF", "pala.daily.unreadable")
                .contains("kept in this browser as \"pala.daily.unreadable\"; your calendar and streak start afresh.")
        );
        assert!(
            daily_not_stored("the browser's storage is full")
                .contains("could not be saved: the browser's storage is full.")
        );
        assert_eq!(master_progress_words(4), "Master is playing your seat on the same deal: trick 4.");
        assert_eq!(next_deal_words(52_320_000.0), "The next deal comes at 00:00 UTC, in 14 h 32 min.");
        assert_eq!(next_deal_words(7_200_000.0), "The next deal comes at 00:00 UTC, in 2 h.");
        assert_eq!(next_deal_words(59_000.0), "The next deal comes at 00:00 UTC, in 1 min.");
    }
}
