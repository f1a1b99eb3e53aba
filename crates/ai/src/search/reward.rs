//! What a finished round is worth to each seat: its score against the field's mean,
//! scaled to about -1..1 (points are good in Pointillism and bad in Impressionism);
//! and when the round ends the game, mostly whether the seat wins it.

use pala_rules::engine::{Ending, MAX_PLAYERS, Mode, Round, Rules, SeatView};

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

/// The game around a round: the running totals before it, and what ends the game (the
/// rules' end score, a shorter game's, or its last round): all public.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stakes {
    pub before: [i32; MAX_PLAYERS],
    pub ending: Ending,
}

impl Stakes {
    /// The stakes as `view`'s seat knows them.
    pub fn of(view: &SeatView) -> Stakes {
        Stakes { before: view.scores, ending: view.ending() }
    }

    /// The rulebook's game (R12) under `rules`, with the totals at `before`.
    pub fn full(rules: Rules, before: [i32; MAX_PLAYERS]) -> Stakes {
        Stakes { before, ending: Ending::full(rules) }
    }
}

/// What winning the game is worth, against the round's scaled points.
const WIN: f32 = 2.0;

/// The scaled rewards of a finished round at `stakes`. If the round ends the game (R12:
/// someone reaches the goal or threshold; or a shorter game's end), what counts
/// is the win: each seat's share of it against the field's (sharing when tied), plus a
/// quarter of the round rewards to tell the rest apart. Otherwise, [`rewards`].
pub fn game_rewards(round: &Round, stakes: &Stakes) -> [f32; MAX_PLAYERS] {
    let rules = round.rules();
    let n = rules.players();
    let points = round.score_totals();
    let totals: [i32; MAX_PLAYERS] = std::array::from_fn(|s| stakes.before[s] + points[s]);
    let relative = rewards(round);
    if !stakes.ending.ends(&totals[..n]) {
        return relative;
    }
    let best = match rules.mode {
        Mode::Pointillism => totals[..n].iter().max(),
        Mode::Impressionism => totals[..n].iter().min(),
    }
    .copied()
    .unwrap_or(0);
    let winners = totals[..n].iter().filter(|&&t| t == best).count() as f32;
    std::array::from_fn(|s| {
        if s >= n {
            return 0.0;
        }
        let share = if totals[s] == best { 1.0 / winners } else { 0.0 };
        WIN * (share - 1.0 / n as f32) + 0.25 * relative[s]
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pala_rules::scenario::Scenario;

    /// A finished 3-player Pointillism round: seat 1 made its null (+25), seat 2 its
    /// red bid (1 trick x 1 colour), seat 0 missed its red.
    fn finished_round() -> Round {
        let json = r#"{"mode": "pointillism", "players": 3, "bids": ["R", "null", "R"],
            "hands": [["R2"], ["R1"], ["R3"]], "actions": []}"#;
        let mut game = Scenario::from_json(json).unwrap().setup().unwrap();
        for action in ["play R2", "play R1", "play R3"] {
            game.act(action.parse().unwrap()).unwrap();
        }
        *game.round()
    }

    #[test]
    fn a_round_that_ends_the_game_is_worth_the_win() {
        let round = finished_round();
        assert_eq!(round.score_totals()[..3], [0, 25, 1]);
        // Far from the goal (100): the round's points against the field.
        let rules = round.rules();
        let early = game_rewards(&round, &Stakes::full(rules, [0; MAX_PLAYERS]));
        assert_eq!(early, rewards(&round));
        // Seat 2 at 99 reaches the goal (100) with its one point, but seat 1 at
        // 80 + 25 = 105 wins the game.
        let late = game_rewards(&round, &Stakes::full(rules, [0, 80, 99, 0, 0]));
        assert!(late[1] > 1.0, "seat 1 wins the game: {late:?}");
        assert!(late[2] < 0.0 && late[0] < 0.0, "{late:?}");
        assert!(late.iter().sum::<f32>().abs() < 1e-5, "the rewards still sum to zero");
    }
}
