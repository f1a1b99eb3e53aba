//! The coach's review of a round (issue 17): Master judges each decision from the seat's
//! view at the time, in expected round points.

use std::time::Instant;

use pala_ai::coach::{COSTLY, Judgement, judge, review_seed};
use pala_ai::decide;
use pala_rules::engine::Level;
use pala_rules::engine::{Action, Game, GameRecord, GameSettings, Mode, Seat};
use pala_rules::scenario::Scenario;
use pala_words::{Voice, Why, reason_words};

fn position(json: &str) -> Game {
    let scenario = Scenario::from_json(json).expect("scenario");
    let mut game = scenario.setup().expect("position");
    for text in scenario.actions.iter().flatten() {
        game.act(text.parse().expect("action")).expect("legal");
    }
    game
}

/// Seat 0 bid null (3 players: +25 if it takes no trick, -25 if it takes one). Red 3
/// was led, seat 2 junked, and seat 0 holds Red 1 and Red 5: Red 5 takes the trick and
/// breaks the null.
const NULL_AT_RISK: &str = r#"{"mode":"pointillism","players":3,"dealer":0,
  "hands":[["R1","R5","B2"],["R3","B4","Y3"],["Y4","G4","B1"]],
  "bids":["null","R","B"],"leader":1,"actions":["play R3","play Y4"]}"#;

#[test]
fn breaking_your_own_null_is_marked_costly_and_the_safe_card_costs_nothing() {
    let game = position(NULL_AT_RISK);
    let seat = Seat::new(0);
    assert_eq!(game.to_move(), Some(seat));
    let view = game.view(seat);
    let bad = judge(&view, Action::Play("R5".parse().unwrap()), 7);
    let good = judge(&view, Action::Play("R1".parse().unwrap()), 7);
    println!("R5: {bad:?}\nR1: {good:?}");
    let r1: Action = "play R1".parse().unwrap();
    assert_eq!(bad.best, r1);
    assert!(bad.cost >= 25.0, "breaking the null costs at least 25 points on average, not {}", bad.cost);
    assert!(bad.is_costly());
    assert_eq!(good.cost, 0.0);
    assert_eq!(good.best, r1);
    // The reason is the null itself, from the playouts: kept after Red 1, never after
    // Red 5 (it takes the trick).
    let words = reason_words(&bad.reason, Voice::Coach, &|s: Seat| s.to_string());
    assert_eq!(
        words,
        "Play Red 1, keeping Red 5: your null bid holds (you win no trick) in 8 of 10 deals, against 0 of 10 after you played Red 5.",
        "{bad:?}"
    );
}

#[test]
fn a_forced_move_costs_nothing() {
    // Seat 0 holds one card: its only move.
    let game = position(
        r#"{"mode":"impressionism","players":3,"hands":[["R1"],["R5","B4"],["Y4","G4"]],
        "board":["R","B","Y"],"leader":1,"actions":["play R5","play Y4"]}"#,
    );
    let seat = Seat::new(0);
    let j = judge(&game.view(seat), Action::Play("R1".parse().unwrap()), 3);
    assert_eq!((j.cost, j.options, j.deals), (0.0, 1, 0));
    assert!(!j.is_costly());
}

/// A 4-player round played by Painter seats, as a player's game would be.
fn played_round(mode: Mode, seed: u64) -> Game {
    let settings = GameSettings { mode, players: 4, seed, first_dealer: Some(Seat::new(0)) };
    let mut game = Game::new(settings).unwrap();
    while !game.round().is_over() {
        let seat = game.to_move().unwrap();
        let action = decide(&game.view(seat), Level::Medium, seed ^ game.actions().len() as u64);
        game.act(action).unwrap();
    }
    game
}

/// Judges action `index` of `record` from the view of the seat that took it, as the
/// review page asks the worker.
fn judge_action(record: &GameRecord, index: usize) -> (Seat, Judgement) {
    let (game, action) = record.before(index).unwrap();
    let seat = game.to_move().unwrap();
    (seat, judge(&game.view(seat), action, review_seed(game.decision_seed(seat))))
}

/// Every decision `seat` made in round `round`, judged in play order.
fn review(game: &Game, round: u32, seat: Seat) -> Vec<(usize, Judgement)> {
    let record = game.record();
    game.decisions(round, seat).into_iter().map(|i| (i, judge_action(&record, i).1)).collect()
}

#[test]
fn a_round_review_is_deterministic_with_every_decision_judged() {
    for (mode, seed) in [(Mode::Pointillism, 11), (Mode::Impressionism, 12)] {
        let game = played_round(mode, seed);
        let seat = Seat::new(1);
        let at = game.decisions(0, seat);
        let started = Instant::now();
        let first = review(&game, 0, seat);
        let took = started.elapsed();
        let again = review(&game, 0, seat);
        assert_eq!(first, again, "the same round and seed give the same review");
        assert_eq!(first.iter().map(|(i, _)| *i).collect::<Vec<_>>(), at);
        // Every decision of seat 1: its bid (or board move or pass) and a card a trick.
        let record = game.record();
        for &(i, ref j) in &first {
            assert_eq!(j.played.to_string(), record.actions[i]);
            assert!(j.cost >= 0.0);
            if j.options == 1 {
                assert_eq!(j.cost, 0.0);
            }
            let (who, same) = judge_action(&record, i);
            assert_eq!((who, &same), (seat, j));
        }
        let costly = first.iter().filter(|(_, j)| j.cost >= COSTLY).count();
        let decisions_made = first.len();
        println!(
            "{mode:?} 4 players: {decisions_made} decisions judged in {:.2} s natively, {costly} costly, {:.1} points in all",
            took.as_secs_f64(),
            first.iter().map(|(_, j)| j.cost).sum::<f64>()
        );
    }
}

/// The move `tests/e2e/coach.test.mjs` makes with coach mode on (about 16 points worse
/// than playing Red 5: the smear turns the trick Green and takes its cards).
const COACH_TABLE: &str = "impressionism-4";
const COACH_AT: &str = "last-to-play";
const COACH_MOVE: &str = "smear B1 G3";

/// The move the coach-mode browser test plays: seat 0's in a pinned position
/// (`tests/e2e/positions.json`, opened from a saved game), which Master must judge costly.
/// `PALA_COACH_SCAN=1` lists each position's costliest and cheapest move for seat 0.
#[test]
fn the_coach_mode_browser_tests_move_is_costly_and_its_best_move_is_not() {
    let positions: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/e2e/positions.json")).unwrap(),
    )
    .unwrap();
    let open = |table: &str, at: &str| {
        let record: pala_rules::engine::GameRecord = serde_json::from_value(positions[table][at].clone()).unwrap();
        Game::replay(&record).unwrap()
    };
    if std::env::var_os("PALA_COACH_SCAN").is_some() {
        for table in ["pointillism-4", "impressionism-4"] {
            for at in ["last-to-play", "mix", "smear"] {
                let game = open(table, at);
                let view = game.view(Seat::new(0));
                let mut costs: Vec<(f64, String)> = view
                    .legal_actions()
                    .into_iter()
                    .map(|a| {
                        (
                            judge(&view, a, pala_ai::coach::review_seed(game.decision_seed(Seat::new(0)))).cost,
                            a.to_string(),
                        )
                    })
                    .collect();
                costs.sort_by(|a, b| b.0.total_cmp(&a.0));
                println!("{table} {at}: {costs:?}");
            }
        }
    }
    let game = open(COACH_TABLE, COACH_AT);
    let view = game.view(Seat::new(0));
    let seed = pala_ai::coach::review_seed(game.decision_seed(Seat::new(0)));
    let costly = judge(&view, COACH_MOVE.parse().unwrap(), seed);
    assert!(costly.is_costly(), "{costly:?}");
    assert!(matches!(costly.reason.why, Why::Because { .. }), "a costly move's note has a reason: {costly:?}");
    let best = judge(&view, costly.best, seed);
    assert_eq!((best.cost, best.is_costly()), (0.0, false));
}
