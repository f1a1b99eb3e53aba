//! Where Master's early trick play loses to a peeking search (issue 18's per-decision
//! diagnostics): a measurement, not a check.
//!
//! `cargo test --profile native --test early_play -- --ignored --nocapture`
//! (`EARLY_SEED`, `EARLY_GAMES` to change the deals). Master plays seat 0 of 4-player
//! Impressionism against three `trickster` stand-ins. At each of its trick plays with
//! more than 16 cards in hands and a choice to make, the same search shown every hand
//! (`peek=hands:peek_deals=1`, the same seed) judges it: how often the two agree, and
//! how much worse Master's move averaged in the peeking search than the peeking
//! search's own choice, in points (an overestimate: the best of several noisy means is
//! biased up), by lead or follow and by trick.

use std::collections::BTreeMap;

use pala::ai::{Bot, Level, cards_left, decision_seed, merged_search, reward_scale, shares, think_as};
use pala::engine::{Action, ActionList, Game, GameSettings, Mode, Phase, Seat, Standing};

/// Decisions, agreements and summed regret (points) in one kind of position.
#[derive(Default)]
struct Tally {
    decisions: u32,
    agreed: u32,
    regret: f64,
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

#[test]
#[ignore = "a measurement, not a check"]
fn early_plays_against_a_peeking_search() {
    let (first, games) = (env("EARLY_SEED", 50000), env("EARLY_GAMES", 160));
    let master = Bot::from(Level::Hard);
    let peeking = Bot::parse("hard:peek=hands:peek_deals=1").expect("a diagnostic bot");
    let mut tallies = BTreeMap::<String, Tally>::new();
    for seed in first..first + games {
        let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed, first_dealer: Some(Seat::new(0)) };
        let mut game = Game::new(settings).expect("a 4-player game");
        while let Some(seat) = game.to_move().filter(|_| game.history().is_empty()) {
            let (view, round, decision) = (game.view(seat), *game.round(), decision_seed(&game, seat));
            if seat.index() != 0 {
                let stand_in = Bot { left_out: round.left_out(), ..Bot::from(Level::Trickster) };
                game.act(think_as(&view, &stand_in, decision).action).expect("a legal move");
                continue;
            }
            let action = think_as(&view, &master, decision).action;
            let mut list = ActionList::new();
            round.legal_actions_into(&mut list);
            if round.phase() == Phase::Playing && list.len() > 1 && cards_left(&round) > 16 {
                let shown = Bot { left_out: round.left_out(), truth: Some(round), ..peeking };
                let mut result = merged_search(&shares(&view, &shown, decision, 1));
                result.stats.retain(|s| list.contains(&s.action));
                let best = result.best().expect("a searched move");
                let mean_of = |a: Action| result.stats.iter().find(|s| s.action == a).map_or(best.mean(), |s| s.mean());
                let regret = f64::from((best.mean() - mean_of(action)) * reward_scale(round.rules()));
                let standing = |a: Action| match round.standing_after(a) {
                    Standing::Losing => "loses",
                    Standing::Tied => "ties",
                    Standing::Winning => "wins",
                };
                let kind = match round.trick() {
                    None => "lead".to_string(),
                    Some(_) => format!("follow: Master {}, peeking {}", standing(action), standing(best.action)),
                };
                for key in [kind, format!("trick {}", round.tricks_done() + 1), "all".to_string()] {
                    let tally = tallies.entry(key).or_default();
                    tally.decisions += 1;
                    tally.agreed += u32::from(best.action == action);
                    tally.regret += regret;
                }
            }
            game.act(action).expect("a legal move");
        }
    }
    println!("{games} rounds from seed {first}; regret in points, summed and per round");
    for (kind, t) in &tallies {
        println!(
            "{kind:34} {:4} decisions, agreed {:3.0}%, regret {:6.1} ({:.2} a round)",
            t.decisions,
            100.0 * f64::from(t.agreed) / f64::from(t.decisions),
            t.regret,
            t.regret / games as f64
        );
    }
    assert!(tallies.get("all").is_some_and(|t| t.decisions > 0), "no early decision was judged");
}
