//! The deal of the day's words (issue 48): its title, and the result a player shares,
//! which gives away no card (the day, the table, the two scores and a mark per trick).

use super::number;
use pala_rules::engine::{Day, Mode};

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
}
