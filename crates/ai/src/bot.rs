//! An AI seat: a level, on how many workers, and whether it says why (the hint). What
//! it does at a table is its [`Settings`] there (`levels.rs` holds each level's).

pub use super::levels::Settings;
use super::search::SearchConfig;
use pala_rules::engine::{Level, Mode};

/// The most workers one decision uses.
pub const MAX_WORKERS: u32 = 8;

/// The most workers Master's decision is worth at a table: more than one only where the
/// arena measured more strength for them (`crates/lab/src/NOTES.md`, "More workers",
/// duplicate deals, 95% intervals, points a round): 3-player Impressionism (4 workers
/// against 1: +0.86 ± 0.52 over 200 seeds) and 5-player Impressionism (+0.43 ± 0.31 over
/// 200). Elsewhere one, and a phone's battery pays for nothing: 4-player Impressionism
/// (+0.09 ± 0.34 over 200 seeds) and Pointillism, where no gain was shown (3 players
/// +0.16 ± 2.00 over 100 seeds; 4 players, 4 workers against 1 at one table, 80
/// duplicate seeds: -0.35 [-0.74, +0.04]).
pub fn workers_worth(mode: Mode, players: usize) -> u32 {
    match (mode, players) {
        (Mode::Impressionism, 3 | 5) => MAX_WORKERS,
        _ => 1,
    }
}

/// A level as a seat plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bot {
    pub level: Level,
    /// Workers (cores) searching each decision together, each as much as one alone.
    pub workers: u32,
    /// Count what followed each move the search tries, so the decision can say why
    /// (the hint). It changes no decision.
    pub explain: bool,
}

impl From<Level> for Bot {
    fn from(level: Level) -> Bot {
        Bot { level, workers: 1, explain: false }
    }
}

impl Bot {
    /// What this bot does at a table of `mode` with `players`.
    pub fn settings(&self, mode: Mode, players: usize) -> Settings {
        let mut settings = super::levels::settings(self.level, mode, players);
        if let Some(search) = &mut settings.search {
            search.tally = self.explain;
        }
        settings.workers = self.workers.clamp(1, MAX_WORKERS);
        settings
    }

    /// The search this bot runs at a table, `None` for the rule of thumb.
    pub fn search_for(&self, mode: Mode, players: usize) -> Option<SearchConfig> {
        self.settings(mode, players).search
    }
}
