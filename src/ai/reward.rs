//! What a finished round is worth to each seat: its score against the field's mean,
//! scaled to about -1..1 (points are good in Pointillism and bad in Impressionism).

use crate::engine::{MAX_PLAYERS, Mode, Round, Rules};

/// A round-score difference of this size counts as 1.
pub fn scale(rules: Rules) -> f32 {
    match (rules.mode, rules.players) {
        (Mode::Pointillism, 3) => 30.0,
        (Mode::Pointillism, 4) => 15.0,
        (Mode::Pointillism, _) => 8.0,
        (Mode::Impressionism, _) => 10.0,
    }
}

/// Each seat's score minus the mean of the others', signed so that more is better.
pub fn relative_scores(rules: Rules, totals: &[i32]) -> [f32; MAX_PLAYERS] {
    let n = rules.players();
    let sum: i32 = totals[..n].iter().sum();
    let sign = if rules.mode == Mode::Pointillism { 1.0 } else { -1.0 };
    std::array::from_fn(|s| {
        if s >= n {
            return 0.0;
        }
        let others = (sum - totals[s]) as f32 / (n - 1) as f32;
        sign * (totals[s] as f32 - others)
    })
}

/// The scaled rewards of a finished round.
pub fn rewards(round: &Round) -> [f32; MAX_PLAYERS] {
    let rules = round.rules();
    let k = scale(rules);
    relative_scores(rules, &round.score_totals()).map(|r| r / k)
}
