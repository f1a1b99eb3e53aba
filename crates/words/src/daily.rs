//! The deal of the day's words (issue 48): its title, and the result a player shares,
//! which gives away no card (the day, the table, the two scores and a mark per trick).

use super::number;
use crate::reason::{Moment, move_done};
use pala_rules::engine::{Action, Day, Mode};

/// Said on the table of a deal of the day, where the Hint and Take back buttons would be.
pub fn daily_alone() -> &'static str {
    crate::lang::book().daily_alone()
}

/// What duplicate play is, said with the result.
pub fn duplicate_words() -> &'static str {
    crate::lang::book().daily_duplicate()
}

/// Why Master's result is not shown: the AI worker failed.
pub fn master_lost() -> String {
    let w = crate::lang::book();
    crate::lang::fill(w.daily_master_lost(), &[("again", &w.daily_try_again())])
}

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
    let w = crate::lang::book();
    match gain {
        0 => w.daily_level().to_string(),
        g if g > 0 => crate::lang::counted(w.daily_better(), g),
        g => crate::lang::counted(w.daily_worse(), -g),
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
    let w = crate::lang::book();
    let table = crate::game_table_words(mode, players.into());
    let fill = crate::lang::fill;
    let (way, beat) = (better_way(mode), beat_words(mode, you, master, true));
    let (you, master) = (number(you), number(master));
    [
        fill(w.daily_share(), &[("n", &day.number()), ("table", &table)]),
        fill(w.daily_share_scores(), &[("you", &you), ("master", &master), ("way", &way), ("beat", &beat)]),
        fill(w.daily_share_tricks(), &[("won", &won), ("lost", &'\u{2B1C}'), ("marks", &marks)]),
    ]
    .join("\n")
}

/// A `#play-day=` link that names no day that has come.
pub fn daily_link_words(n: &str) -> String {
    crate::lang::fill(crate::lang::book().daily_link_refused(), &[("n", &n)])
}

/// The stored deal-of-the-day book did not read: it is kept under `key`.
pub fn daily_book_unreadable(why: &str, key: &str) -> String {
    crate::lang::fill(crate::lang::book().daily_book_unreadable(), &[("why", &why), ("key", &key)])
}

/// A result that could not be stored, and why.
pub fn daily_not_stored(why: &str) -> String {
    crate::lang::fill(crate::lang::book().daily_not_stored(), &[("why", &why)])
}

/// Which way is better, for the result: "fewer is better" in Impressionism.
fn better_way(mode: Mode) -> &'static str {
    match mode {
        Mode::Pointillism => crate::lang::book().daily_more_better(),
        Mode::Impressionism => crate::lang::book().daily_fewer_better(),
    }
}

/// Who beat whom, and by how much: "you beat Master by 3 points", "Master beat you by
/// 1 point", "you drew with Master"; `me` for the shared text ("I beat Master by 3").
fn beat_words(mode: Mode, you: i32, master: i32, me: bool) -> String {
    let gain = match mode {
        Mode::Pointillism => you - master,
        Mode::Impressionism => master - you,
    };
    let w = crate::lang::book();
    let by = gain.abs();
    match (gain, me) {
        (0, false) => w.daily_you_drew().to_string(),
        (0, true) => w.daily_i_drew().to_string(),
        (g, false) if g > 0 => crate::lang::counted(w.daily_you_beat(), by),
        (g, true) if g > 0 => crate::lang::fill(w.daily_i_beat(), &[("n", &by)]),
        (_, false) => crate::lang::counted(w.daily_beat_you(), by),
        (_, true) => crate::lang::fill(w.daily_beat_me(), &[("n", &by)]),
    }
}

/// "You scored 6 points; Master, playing your seat, scored 9. Fewer points are better
/// in Impressionism: you beat Master by 3 points."
pub fn daily_result_words(mode: Mode, you: i32, master: i32) -> String {
    let w = crate::lang::book();
    let way = match mode {
        Mode::Pointillism => w.daily_way_pointillism(),
        Mode::Impressionism => w.daily_way_impressionism(),
    };
    // The score with its sign: "−1 point".
    let scored =
        crate::lang::counted(w.daily_points(), you.unsigned_abs()).replace(&you.abs().to_string(), &number(you));
    crate::lang::fill(
        w.daily_result(),
        &[
            ("you", &scored),
            ("master", &number(master)),
            ("way", &way),
            ("beat", &crate::grammar::after_colon(beat_words(mode, you, master, false))),
        ],
    )
}

/// Master's round under way: "Master is playing your seat on the same deal: trick 4."
/// (trick 0: "bidding").
pub fn master_progress_words(trick: usize) -> String {
    let w = crate::lang::book();
    if trick == 0 {
        w.daily_master_bidding().to_string()
    } else {
        crate::lang::fill(w.daily_master_trick(), &[("n", &trick)])
    }
}

/// Where your moves and Master's first differed, given each side's moves in the seat
/// with the moment of each: "You and Master first differed on trick 3: you played Red
/// 5, Master played Blue 2. After that the two rounds went their own ways."
pub fn parted_words(yours: &[(Moment, Action)], masters: &[(Moment, Action)]) -> String {
    let w = crate::lang::book();
    let first = yours.iter().zip(masters).find(|(y, m)| y.1 != m.1);
    match first {
        Some(((moment, you), (_, master))) => {
            let when = match moment {
                Moment::Bidding => w.moment_bidding().to_string(),
                Moment::Trick(n) => crate::lang::fill(w.moment_trick(), &[("n", n)]),
            };
            crate::lang::fill(
                w.daily_parted(),
                &[("when", &when), ("yours", &move_done(*you)), ("masters", &move_done(*master))],
            )
        }
        None if yours.len() == masters.len() => w.daily_identical().to_string(),
        None => w.daily_same_so_far().to_string(),
    }
}

/// The moment a move was made, for the review's rows: "Bidding", "Trick 3".
pub fn moment_title(moment: Moment) -> String {
    let w = crate::lang::book();
    match moment {
        Moment::Bidding => w.moment_bidding_head().to_string(),
        Moment::Trick(n) => crate::lang::fill(w.moment_trick_head(), &[("n", &n)]),
    }
}

/// A side-by-side cell where one round had ended before the other.
pub fn round_over_cell() -> &'static str {
    crate::lang::book().daily_round_over_cell()
}

/// When the next deal comes, from the milliseconds left in today's UTC day: "The next
/// deal comes at 00:00 UTC, in 14 h 32 min."
pub fn next_deal_words(ms_left: f64) -> String {
    let w = crate::lang::book();
    let minutes = (ms_left.max(0.0) / 60_000.0).ceil() as u32;
    let (h, m) = (minutes / 60, minutes % 60);
    let fill = crate::lang::fill;
    let when = match (h, m) {
        (0, m) => fill(w.daily_minutes(), &[("m", &m)]),
        (h, 0) => fill(w.daily_hours(), &[("h", &h)]),
        (h, m) => fill(w.daily_hours_minutes(), &[("h", &h), ("m", &m)]),
    };
    fill(w.daily_next_deal(), &[("when", &when)])
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
/// its day, 3 points better than Master".
pub fn calendar_day_words(day: Day, played: Option<(bool, Option<String>)>) -> String {
    let w = crate::lang::book();
    let fill = crate::lang::fill;
    let (_, m, d) = day.date();
    let date = fill(w.daily_day_month(), &[("day", &d), ("month", &month(m))]);
    match played {
        None => fill(w.daily_day_unplayed(), &[("date", &date)]),
        Some((on_day, against)) => {
            let when = if on_day { w.daily_on_its_day() } else { w.daily_later() };
            match against {
                Some(against) => {
                    fill(w.daily_day_against(), &[("date", &date), ("when", &when), ("against", &against)])
                }
                None => fill(w.daily_day_played(), &[("date", &date), ("when", &when)]),
            }
        }
    }
}

/// A replay of a day already played: the first result stands, and the player is told
/// so before and after.
pub fn daily_again_words(you: i32, master: Option<i32>) -> String {
    let w = crate::lang::book();
    match master {
        Some(m) => crate::lang::fill(w.daily_replay_against(), &[("you", &number(you)), ("master", &number(m))]),
        None => crate::lang::fill(w.daily_replay(), &[("you", &number(you))]),
    }
}

/// The month's name and year over the calendar: "November 2026".
pub fn month_words(year: i32, month: u32) -> String {
    crate::lang::fill(crate::lang::book().daily_month_year(), &[("month", &self::month(month)), ("year", &year)])
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
                .starts_with("You and Master first differed while bidding: you bid Red and Yellow, Master bid Red.")
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
                .starts_with("This link asks for deal of the day \u{201c}999999\u{201d}, which is not a deal yet")
        );
        assert!(daily_book_unreadable("EOF", "pala.daily.unreadable").contains(
            "kept in this browser as \u{201c}pala.daily.unreadable\u{201d}; your calendar and streak start afresh."
        ));
        assert!(
            daily_not_stored("the browser's storage is full")
                .contains("could not be saved: the browser's storage is full.")
        );
        assert_eq!(master_progress_words(4), "Master is playing your seat on the same deal: trick 4.");
        assert_eq!(next_deal_words(52_320_000.0), "The next deal comes at 00:00 UTC, in 14 h 32 min.");
        assert_eq!(next_deal_words(7_200_000.0), "The next deal comes at 00:00 UTC, in 2 h.");
        assert_eq!(next_deal_words(59_000.0), "The next deal comes at 00:00 UTC, in 1 min.");
    }

    #[test]
    fn the_deal_of_the_day_in_german_and_japanese() {
        use crate::lang::{Lang, speak};
        let monday = Day::from_date(2026, 11, 30).unwrap();
        let tricks = [TrickMark::Won, TrickMark::Lost];
        let a = |t: &str| t.parse::<Action>().unwrap();
        let yours = [(Moment::Trick(2), a("play R5"))];
        let masters = [(Moment::Trick(2), a("play B2"))];
        assert!(speak(Lang::De));
        assert_eq!(
            daily_share_words(monday, 6, 9, &tricks),
            "Pala, Verteilung des Tages 334 (Impressionismus, 4 Spieler)\nIch: 6, Meister: 9 (weniger ist besser) \u{2013} Ich habe den Meister um 3 geschlagen\nStiche gewonnen \u{1F7E6} / verloren \u{2B1C}: \u{1F7E6}\u{2B1C}"
        );
        assert_eq!(
            daily_result_words(Mode::Pointillism, -1, 0),
            "Du hast \u{2212}1 Punkt erzielt; der Meister hat auf deinem Platz 0 erzielt. Im Pointillismus sind mehr Punkte besser: Der Meister hat dich um 1 Punkt geschlagen."
        );
        assert_eq!(
            parted_words(&yours, &masters),
            "Du und der Meister habt im 2. Stich zum ersten Mal unterschiedlich gespielt: Du hast Rot 5 gespielt, der Meister hat Blau 2 gespielt. Danach gingen die beiden Runden eigene Wege."
        );
        assert_eq!(against_master_words(Mode::Impressionism, 8, 9), "1 Punkt besser als der Meister");
        assert_eq!(next_deal_words(52_320_000.0), "Die nächste Verteilung kommt um 00:00 UTC, in 14 h 32 min.");
        assert!(speak(Lang::Ja));
        assert_eq!(
            daily_result_words(Mode::Impressionism, 6, 9),
            "あなたは6点、あなたの席でプレイした巨匠は9点でした。印象派では失点が少ないほど良い結果です。3点差で巨匠に勝ちました。"
        );
        assert_eq!(month_words(2026, 11), "2026年11月");
        assert_eq!(calendar_day_words(monday, None), "11月30日：未プレイ");
        assert_eq!(
            parted_words(&yours, &masters),
            "あなたと巨匠の手が最初に分かれたのは2トリック目です。あなたは赤\u{2060}5を出したのに対し、巨匠は青\u{2060}2を出したのです。その後、二つのラウンドはそれぞれ別の展開になりました。"
        );
        speak(Lang::En);
    }
}
