//! The deal of the day: one deal a day, the same for everyone everywhere, chosen by the
//! UTC date alone (issue 48). The date gives the day's number, its table (a fixed game
//! and player count per weekday, every one of the six tables each week) and two seeds
//! drawn from streams of their own: the deal's, and the AI seats' (chance apart from the
//! bots, as in every game). Nothing a player can change enters it.

use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::game::{Game, GameSettings};
use super::length::Length;
use super::rules::Mode;
use super::seating::Level;

/// The first day: 2026-01-01 is day 1.
const FIRST: (i32, u32, u32) = (2026, 1, 1);
/// The roots of the two streams (any fixed, distinct numbers).
const DEAL_STREAM: u64 = 0xDA11_DEA1_0F0D_A7E5;
const BOT_STREAM: u64 = 0xB075_0F7E_DA11_0001;

/// The six tables: Monday to Saturday in this order; Sunday takes each in turn, a week
/// at a time.
pub const DAILY_TABLES: [(Mode, u8); 6] = [
    (Mode::Impressionism, 4),
    (Mode::Pointillism, 3),
    (Mode::Impressionism, 5),
    (Mode::Pointillism, 4),
    (Mode::Impressionism, 3),
    (Mode::Pointillism, 5),
];

/// The AI level of the day's other seats, in the player's round and in Master's.
pub const DAILY_OPPONENTS: Level = Level::Medium;

/// A day of the deal of the day, counted from 2026-01-01 (day 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(u32);

/// Days from 1970-01-01 to a civil date (proleptic Gregorian; H. Hinnant's algorithm).
fn days_from_civil(year: i32, month: u32, day: u32) -> i64 {
    let y = i64::from(year) - i64::from(month <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = i64::from((month + 9) % 12);
    let doy = (153 * mp + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date of a count of days from 1970-01-01.
fn civil_from_days(days: i64) -> (i32, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    ((yoe + era * 400 + i64::from(month <= 2)) as i32, month, day)
}

impl Day {
    /// The day of a UTC date; `None` for a date that does not exist or comes before
    /// 2026-01-01.
    pub fn from_date(year: i32, month: u32, day: u32) -> Option<Day> {
        if !(1..=12).contains(&month) || !(1..=31).contains(&day) || !(0..=9999).contains(&year) {
            return None;
        }
        let days = days_from_civil(year, month, day);
        // A day past the month's end (31 April) comes back as another date.
        if civil_from_days(days) != (year, month, day) {
            return None;
        }
        let n = days - days_from_civil(FIRST.0, FIRST.1, FIRST.2) + 1;
        u32::try_from(n).ok().filter(|&n| n >= 1).map(Day)
    }

    /// The UTC day of a moment, in milliseconds since 1970-01-01 (as a browser's clock
    /// gives it); `None` before 2026 or for a moment that is not a number.
    pub fn from_unix_ms(ms: f64) -> Option<Day> {
        // To the end of year 9999 (NaN is outside every range).
        if !(0.0..=253_402_300_799_000.0).contains(&ms) {
            return None;
        }
        let (y, m, d) = civil_from_days((ms / 86_400_000.0).floor() as i64);
        Day::from_date(y, m, d)
    }

    /// The day's number, from 1 (2026-01-01).
    pub fn number(self) -> u32 {
        self.0
    }

    /// The day numbered `n` (from 1).
    pub fn numbered(n: u32) -> Option<Day> {
        (n >= 1).then_some(Day(n))
    }

    /// The UTC date: year, month, day.
    pub fn date(self) -> (i32, u32, u32) {
        civil_from_days(days_from_civil(FIRST.0, FIRST.1, FIRST.2) + i64::from(self.0) - 1)
    }

    /// The weekday, Monday 0 to Sunday 6 (2026-01-01 was a Thursday).
    pub fn weekday(self) -> u8 {
        ((u64::from(self.0) - 1 + 3) % 7) as u8
    }

    /// The day's table: Monday to Saturday their own, Sunday each of the six in turn.
    pub fn table(self) -> (Mode, u8) {
        match self.weekday() {
            6 => DAILY_TABLES[((u64::from(self.0) - 1 + 3) / 7 % 6) as usize],
            w => DAILY_TABLES[usize::from(w)],
        }
    }

    /// The day's deal: its table and the seed of the deal's own stream (the first
    /// dealer, too, comes from that seed).
    pub fn settings(self) -> GameSettings {
        let (mode, players) = self.table();
        let seed = Xoshiro256PlusPlus::seed_from_u64(DEAL_STREAM ^ u64::from(self.0)).next_u64();
        GameSettings { mode, players, seed, first_dealer: None }
    }

    /// The root of the AI seats' own seeds for the day (the same for the player's game
    /// and for Master's duplicate one), from a stream apart from the deal's.
    pub fn bot_seed(self) -> u64 {
        Xoshiro256PlusPlus::seed_from_u64(BOT_STREAM ^ u64::from(self.0)).next_u64()
    }

    /// The day whose deal of the day `game` is: one round of the day's deal with the
    /// day's AI seeds (a game resumed from its save, or replayed from its record, too).
    pub fn of_game(game: &Game) -> Option<Day> {
        (game.length() == Length::Rounds(1)).then(|| Day::dealt(game.settings(), game.bot_seed())).flatten()
    }

    /// The day whose deal and AI seats' seeds these are, if any (to 2080): a game
    /// resumed from its save is known as that day's deal. A game dealt from a number
    /// typed by hand never is: the day's bot seed never leaves the app.
    pub fn dealt(settings: GameSettings, bot_seed: u64) -> Option<Day> {
        (1..=LAST_DAY).map(Day).find(|d| {
            let day = d.settings();
            // The first dealer is the seed's (a replayed record names it).
            d.bot_seed() == bot_seed
                && (day.seed, day.mode, day.players) == (settings.seed, settings.mode, settings.players)
        })
    }
}

/// The last day [`Day::dealt`] looks for (in 2080).
const LAST_DAY: u32 = 20_000;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_is_a_day_and_back() {
        assert_eq!(Day::from_date(2026, 1, 1).map(Day::number), Some(1));
        assert_eq!(Day::from_date(2026, 11, 28).map(Day::number), Some(332));
        assert_eq!(Day::from_date(2028, 3, 1).map(Day::number), Some(365 + 365 + 31 + 29 + 1));
        for n in 1..5000 {
            let day = Day(n);
            let (y, m, d) = day.date();
            assert_eq!(Day::from_date(y, m, d), Some(day), "{y}-{m}-{d}");
        }
        // No such days, and none before the first.
        for (y, m, d) in [(2026, 2, 29), (2026, 4, 31), (2026, 13, 1), (2026, 0, 1), (2025, 12, 31), (2027, 6, 0)] {
            assert_eq!(Day::from_date(y, m, d), None, "{y}-{m}-{d}");
        }
        assert_eq!(Day::from_date(2028, 2, 29).map(|d| d.date()), Some((2028, 2, 29)));
    }

    #[test]
    fn a_moment_falls_on_its_utc_day() {
        // 2026-11-28T00:00:00Z and the last millisecond of that day.
        let midnight = 1_795_824_000_000.0;
        let day = Day::from_unix_ms(midnight);
        assert_eq!(day.map(Day::date), Some((2026, 11, 28)));
        assert_eq!(Day::from_unix_ms(midnight + 86_399_999.0), day);
        assert_eq!(Day::from_unix_ms(midnight + 86_400_000.0).map(Day::date), Some((2026, 11, 29)));
        assert_eq!(Day::from_unix_ms(midnight - 1.0).map(Day::date), Some((2026, 11, 27)));
        for bad in [f64::NAN, f64::INFINITY, -1.0, 0.0] {
            assert_eq!(Day::from_unix_ms(bad), None);
        }
    }

    #[test]
    fn each_weekday_has_its_table_and_every_week_all_six() {
        // 2026-11-28 is a Saturday; 2026-11-30 a Monday.
        assert_eq!(Day::from_date(2026, 11, 28).map(Day::weekday), Some(5));
        assert_eq!(Day::from_date(2026, 11, 30).map(|d| (d.weekday(), d.table())), Some((0, (Mode::Impressionism, 4))));
        assert_eq!(Day::from_date(2026, 12, 1).map(Day::table), Some((Mode::Pointillism, 3)));
        let monday = Day::from_date(2026, 11, 30).unwrap().number();
        let mut sundays = Vec::new();
        for week in 0..12 {
            let tables: Vec<_> = (0..7).map(|i| Day(monday + week * 7 + i).table()).collect();
            for t in DAILY_TABLES {
                assert!(tables.contains(&t), "week {week} lacks {t:?}");
            }
            sundays.push(tables[6]);
        }
        // Sunday's table turns through all six.
        for t in DAILY_TABLES {
            assert_eq!(sundays.iter().filter(|&&s| s == t).count(), 2, "{t:?} on Sundays");
        }
    }

    #[test]
    fn the_day_fixes_its_deal_and_the_bots_seeds_apart() {
        let day = Day::from_date(2026, 11, 28).unwrap();
        assert_eq!(day.settings(), Day::numbered(day.number()).unwrap().settings(), "the same day, the same deal");
        let seeds: std::collections::HashSet<u64> = (1..400).map(|n| Day(n).settings().seed).collect();
        assert_eq!(seeds.len(), 399, "each day its own deal");
        for n in 1..400 {
            let d = Day(n);
            assert_ne!(d.settings().seed, d.bot_seed(), "the deal's stream and the bots' differ");
            assert_eq!(d.settings().first_dealer, None, "the dealer comes from the deal's seed");
        }
        assert_eq!(Day::dealt(day.settings(), day.bot_seed()), Some(day), "a day's game is known as the day's");
        assert_eq!(Day::dealt(day.settings(), day.bot_seed() ^ 1), None, "not with other bots' seeds");
        let other = GameSettings { players: 3, ..day.settings() };
        assert_eq!(Day::dealt(other, day.bot_seed()), None, "nor at another table");
        let one =
            Game::new(day.settings()).unwrap().with_bot_seed(day.bot_seed()).with_length(Length::Rounds(1)).unwrap();
        assert_eq!(Day::of_game(&one), Some(day), "the day's one round is the day's deal");
        let full = Game::new(day.settings()).unwrap().with_bot_seed(day.bot_seed());
        assert_eq!(Day::of_game(&full), None, "a whole game of the same deal is not");
        // The game it deals is the same on every machine (the engine is portable).
        let game = super::super::Game::new(day.settings()).unwrap();
        assert_eq!((game.rules().mode, game.rules().players() as u8), day.table());
    }
}
