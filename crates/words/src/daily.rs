//! The deal of the day's words (issue 48): its title, and the result a player shares,
//! which gives away no card (the day, the table, the two scores and a mark per trick).

use super::{action_name, number};
use crate::reason::{Moment, moment_words};
use pala_rules::engine::{Action, Day, Mode};

/// Said on the table of a deal of the day, where the Hint and Take back buttons would be.
pub const DAILY_ALONE: &str = "Deal of the day: you against Master's score on the same cards, so no hints and no take-backs until the round is over.";

/// What duplicate play is, said with the result.
pub const DUPLICATE_WORDS: &str = "Master played your seat on the same deal, against the same AI players deciding with the same seeds, as duplicate bridge replays a board at every table.";

/// Why Master's result is not shown: the AI worker failed.
pub const MASTER_LOST: &str = "Master's round could not be finished: the AI stopped answering. Reload the page to try again; your own result is kept.";

const WEEKDAYS: [&str; 7] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// The day's date in words: "Saturday 28 November 2026".
pub fn daily_date_words(day: Day) -> String {
    let (y, m, d) = day.date();
    format!("{} {d} {} {y}", WEEKDAYS[usize::from(day.weekday())], MONTHS[(m - 1) as usize])
}

/// "Deal of the day 332: Impressionism, 4 players".
pub fn daily_title(day: Day) -> String {
    let (mode, players) = day.table();
    format!("Deal of the day {}: {}, {players} players", day.number(), mode.title())
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
/// could use. "Pala, deal of the day 332 (Impressionism, 4 players)\nMe 6, Master 9:
/// 3 points better than Master\n🟩⬜⬜🟩⬜⬜⬜⬜⬜⬜⬜".
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
        "Pala, deal of the day {} ({}, {players} players)\nMe {}, Master {}: {}\n{marks}",
        day.number(),
        mode.title(),
        number(you),
        number(master),
        against_master_words(mode, you, master)
    )
}

/// A `#play-day=` link that names no day that has come.
pub fn daily_link_words(n: &str) -> String {
    format!(
        "This link asks for deal of the day \"{n}\", which is not a day that has come: the deals of the day are numbered from 1 (1 January 2026) to today's."
    )
}

/// The stored deal-of-the-day book did not read: it is kept under `key`.
pub fn daily_book_unreadable(why: &str, key: &str) -> String {
    format!(
        "Your deals of the day could not be read ({why}). They are kept in this browser under \"{key}\"; a new book starts."
    )
}

/// A result that could not be stored, and why.
pub fn daily_not_stored(why: &str) -> String {
    format!("Your deal of the day result could not be stored: {why}. It stays on this screen until you leave it.")
}

/// "You scored 6 points. Master scored 9 points in your seat: you are 3 points better
/// than Master."
pub fn daily_result_words(mode: Mode, you: i32, master: i32) -> String {
    let points = |n: i32| if n.abs() == 1 { format!("{} point", number(n)) } else { format!("{} points", number(n)) };
    format!(
        "You scored {}. Master scored {} in your seat: you are {}.",
        points(you),
        points(master),
        against_master_words(mode, you, master)
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
/// with the moment of each: "Your play and Master's first parted on trick 3, where you
/// chose to play Red 5 and Master chose to play Blue 2. From there ..."
pub fn parted_words(yours: &[(Moment, Action)], masters: &[(Moment, Action)]) -> String {
    let first = yours.iter().zip(masters).find(|(y, m)| y.1 != m.1);
    match first {
        Some(((moment, you), (_, master))) => format!(
            "Your play and Master's first parted {}, where you chose to {} and Master chose to {}. From there the two rounds went their own ways.",
            moment_words(*moment),
            lower(&action_name(*you)),
            lower(&action_name(*master))
        ),
        None if yours.len() == masters.len() => "You made every move Master made: the same round.".to_string(),
        None => "Your moves and Master's were the same as far as both went.".to_string(),
    }
}

/// "Play Red 5" as "play Red 5" inside a sentence.
fn lower(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map(|c| c.to_lowercase().chain(chars).collect()).unwrap_or_default()
}

/// The moment a move was made, for the review's rows: "Bidding", "Trick 3".
pub fn moment_title(moment: Moment) -> String {
    match moment {
        Moment::Bidding => "Bidding".to_string(),
        Moment::Trick(n) => format!("Trick {n}"),
    }
}

/// "Streak: 3 days" (deals of the day played on their own day, one after another, to
/// today or yesterday).
pub fn streak_words(days: u32) -> String {
    match days {
        0 => "No streak yet: play today's deal on its day to start one.".to_string(),
        1 => "Streak: 1 day.".to_string(),
        n => format!("Streak: {n} days."),
    }
}

/// How a day stands in the calendar, for its accessible name: "28 November: played on
/// the day, 3 points better than Master".
pub fn calendar_day_words(day: Day, played: Option<(bool, Option<String>)>) -> String {
    let (_, m, d) = day.date();
    let date = format!("{d} {}", MONTHS[(m - 1) as usize]);
    match played {
        None => format!("{date}: not played"),
        Some((on_day, against)) => {
            let when = if on_day { "played on the day" } else { "played later" };
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
    format!("{} {year}", MONTHS[(month.clamp(1, 12) - 1) as usize])
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
            "Pala, deal of the day 334 (Impressionism, 4 players)\nMe 6, Master 9: 3 points better than Master\n\u{1F7E6}\u{2B1C}\u{2B1C}\u{1F7E6}"
        );
        let tuesday = Day::from_date(2026, 12, 1).unwrap();
        let said_minus = daily_share_words(tuesday, -4, 2, &[TrickMark::Won]);
        assert!(said_minus.contains("Me \u{2212}4, Master 2: 6 points worse than Master\n\u{1F7E9}"), "{said_minus}");
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
            "You scored 6 points. Master scored 9 points in your seat: you are 3 points better than Master."
        );
        assert_eq!(
            daily_result_words(Mode::Pointillism, -1, 2),
            "You scored \u{2212}1 point. Master scored 2 points in your seat: you are 3 points worse than Master."
        );
        let a = |t: &str| t.parse::<Action>().unwrap();
        let yours = [(Moment::Bidding, a("bid R")), (Moment::Trick(1), a("play R5")), (Moment::Trick(2), a("play B2"))];
        let masters = [(Moment::Bidding, a("bid R")), (Moment::Trick(1), a("play B2"))];
        assert_eq!(
            parted_words(&yours, &masters),
            "Your play and Master's first parted on trick 1, where you chose to play Red 5 and Master chose to play Blue 2. From there the two rounds went their own ways."
        );
        assert_eq!(parted_words(&yours, &yours), "You made every move Master made: the same round.");
        assert_eq!(
            parted_words(&yours[..2], &yours[..1]),
            "Your moves and Master's were the same as far as both went."
        );
    }

    #[test]
    fn streaks_days_and_replays_in_words() {
        let day = Day::from_date(2026, 11, 28).unwrap();
        assert_eq!(streak_words(0), "No streak yet: play today's deal on its day to start one.");
        assert_eq!(streak_words(1), "Streak: 1 day.");
        assert_eq!(streak_words(4), "Streak: 4 days.");
        assert_eq!(calendar_day_words(day, None), "28 November: not played");
        assert_eq!(
            calendar_day_words(day, Some((true, Some("level with Master".into())))),
            "28 November: played on the day, level with Master"
        );
        assert_eq!(calendar_day_words(day, Some((false, None))), "28 November: played later");
        assert!(
            daily_again_words(-3, Some(5))
                .starts_with("You have played this deal: your first result stands (\u{2212}3 against Master's 5).")
        );
        assert_eq!(month_words(2026, 11), "November 2026");
        assert!(daily_link_words("999999").starts_with("This link asks for deal of the day \"999999\""));
        assert!(
            daily_book_unreadable("EOF", "pala.daily.unreadable")
                .contains("kept in this browser under \"pala.daily.unreadable\"")
        );
        assert!(
            daily_not_stored("the browser's storage is full")
                .contains("could not be stored: the browser's storage is full.")
        );
        assert_eq!(master_progress_words(4), "Master is playing your seat on the same deal: trick 4.");
    }
}
