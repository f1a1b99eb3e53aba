//! Malformed referee input is an error, never a panic.
#![cfg(not(target_arch = "wasm32"))]

use pala_rules::scenario::run;
use proptest::prelude::*;
use serde_json::json;

fn assert_malformed(text: &str, expected: &str) {
    let (outcome, ok) = run(text);
    assert!(!ok, "accepted: {text}");
    let error = outcome.error.as_ref().unwrap();
    assert_eq!(error.action_index, None);
    assert!(outcome.phase.is_none() && outcome.hands.is_none() && outcome.legal.is_empty());
    assert!(error.message.contains(expected), "{text}: message {:?} lacks {expected:?}", error.message);
}

#[test]
fn malformed_scenarios_name_the_problem() {
    let cases = [
        ("{", "not a scenario"),
        ("[]", "not a scenario"),
        (r#"{"players": 3}"#, "missing field `mode`"),
        (r#"{"mode": "chess", "players": 3}"#, "mode must be"),
        (r#"{"mode": "pointillism", "players": 2}"#, "players must be 3, 4 or 5"),
        (r#"{"mode": "pointillism", "players": 6}"#, "players must be 3, 4 or 5"),
        (r#"{"mode": "pointillism", "players": "three"}"#, "not a scenario"),
        (r#"{"mode": "pointillism", "players": 3, "dealer": 3}"#, "dealer must be a seat from 0 to 2"),
        (r#"{"mode": "pointillism", "players": 3, "scores": [0, 0]}"#, "scores must have one entry per seat (3)"),
        (r#"{"mode": "pointillism", "players": 3, "hands": [["R1"], ["R2"]]}"#, "hands must have one entry per seat"),
        (r#"{"mode": "pointillism", "players": 3, "hands": [["R1"], ["R6"], []]}"#, "unknown card 'R6'"),
        (r#"{"mode": "pointillism", "players": 3, "hands": [["X1"], [], []]}"#, "unknown card 'X1'"),
        (
            r#"{"mode": "pointillism", "players": 3, "hands": [["G9"], ["G9"], []]}"#,
            "more copies of G9 than the deck holds (1)",
        ),
        (
            r#"{"mode": "pointillism", "players": 3, "hands": [["R1", "R1"], ["R1"], []]}"#,
            "more copies of R1 than the deck holds (2)",
        ),
        (
            r#"{"mode": "pointillism", "players": 3, "hands": [["G9"], [], []], "piles": [[], ["G9"], []]}"#,
            "more copies of G9",
        ),
        (r#"{"mode": "pointillism", "players": 3, "bids": ["R", "null"]}"#, "bids must have one entry per seat"),
        (r#"{"mode": "pointillism", "players": 3, "bids": ["R", "null", "Q"]}"#, "bids[2]: unknown colour 'Q'"),
        (r#"{"mode": "pointillism", "players": 3, "bids": ["R", null, "G"]}"#, "bids[1] must be"),
        (r#"{"mode": "impressionism", "players": 4, "board": ["R", "G", null]}"#, "board must have 4 spaces"),
        (r#"{"mode": "impressionism", "players": 3, "board": ["R", "R", null]}"#, "R3: Red is on the board twice"),
        (r#"{"mode": "impressionism", "players": 3, "board": ["R", 7, null]}"#, "board[1] must be a colour letter"),
        (
            r#"{"mode": "impressionism", "players": 3, "board": ["R", null, null], "leader": 9}"#,
            "leader must be a seat",
        ),
        (r#"{"mode": "pointillism", "players": 3, "seed": -1}"#, "seed must be a whole number"),
        (r#"{"mode": "pointillism", "players": 3, "actions": "play R1"}"#, "not a scenario"),
    ];
    for (text, expected) in cases {
        assert_malformed(text, expected);
    }
}

#[test]
fn fields_of_the_other_mode_are_ignored() {
    let (_, ok) = run(r#"{"mode": "pointillism", "players": 3, "board": "nonsense", "leader": 1}"#);
    assert!(ok);
    let (_, ok) = run(r#"{"mode": "impressionism", "players": 3, "bids": 42}"#);
    assert!(ok);
}

#[test]
fn illegal_actions_stop_the_run_and_describe_the_position_before() {
    let scenario = json!({"mode": "pointillism", "players": 3, "bids": ["R", "null", "G"],
        "hands": [["B2", "Y1"], ["B4", "R3"], ["Y2", "G5", "G7"]],
        "actions": ["play B2", "play Y1", "play B4"]});
    let (outcome, ok) = run(&scenario.to_string());
    assert!(!ok);
    let error = outcome.error.as_ref().unwrap();
    assert_eq!((error.action_index, error.action.as_deref()), (Some(1), Some("play Y1")));
    assert_eq!(error.message, "Player 2 does not hold Y1");
    assert_eq!(outcome.to_move, Some(pala_rules::engine::Seat::new(1)), "the position before the failing action");
    assert_eq!(outcome.legal, ["play B4"]);
    for (action, expected) in
        [("smear", "needs a primary then a secondary"), ("jump B4", "not an action"), ("", "empty action")]
    {
        let mut s = scenario.clone();
        s["actions"] = json!([action]);
        let (outcome, ok) = run(&s.to_string());
        assert!(!ok);
        let message = outcome.error.unwrap().message;
        assert!(message.contains(expected), "{action:?}: {message}");
    }
}

#[test]
fn actions_after_the_round_are_refused() {
    let scenario = json!({"mode": "pointillism", "players": 3, "bids": ["R", "null", "G"],
        "hands": [["B5"], ["B2"], ["B3"]], "actions": ["play B5", "play B2", "play B3", "play R1"]});
    let (outcome, ok) = run(&scenario.to_string());
    assert!(!ok);
    assert_eq!(outcome.error.as_ref().unwrap().action_index, Some(3));
    assert_eq!(outcome.phase, Some("round_over"));
    assert!(outcome.legal.is_empty() && outcome.to_move.is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_bytes_are_an_answer_not_a_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        // The referee reads bytes; whatever is UTF-8 is run like any text.
        if let Ok(text) = std::str::from_utf8(&bytes) {
            let (outcome, ok) = run(text);
            prop_assert!(ok || outcome.error.is_some());
        }
    }

    #[test]
    fn any_text_is_an_answer_not_a_panic(text in ".{0,200}") {
        let _ = run(&text);
        let _ = text.parse::<pala_rules::engine::Action>();
        let _ = text.parse::<pala_rules::engine::Card>();
    }

    #[test]
    fn any_scenario_shaped_json_is_an_answer_not_a_panic(
        mode in prop_oneof![Just("pointillism"), Just("impressionism"), Just("IMPRESSIONISM"), Just("x")],
        players in -1i64..8,
        dealer in -1i64..6,
        seed in any::<u64>(),
        hands in proptest::collection::vec(proptest::collection::vec("[ROYGBPX][0-9]{1,2}", 0..6), 0..6),
        board in proptest::collection::vec(prop_oneof![Just(json!(null)), "[ROYGBPQ]".prop_map(|s| json!(s))], 0..6),
        bids in proptest::collection::vec("(null|[ROYGBP ]{1,8})", 0..6),
        actions in proptest::collection::vec("(play|mix|smear|bid|place|pass|win|lose) ?[ROYGBP+a-z0-9 ]{0,8}", 0..12),
        scores in proptest::collection::vec(prop_oneof![any::<i64>(), -200i64..200], 0..6),
        piles in proptest::collection::vec(proptest::collection::vec("[ROYGBPX][0-9]{1,2}", 0..5), 0..6),
        leader in prop_oneof![any::<i64>(), -1i64..6],
        with_hands in any::<bool>(),
    ) {
        let mut scenario = json!({"mode": mode, "players": players, "dealer": dealer, "seed": seed,
            "board": board, "bids": bids, "actions": actions, "scores": scores, "piles": piles, "leader": leader});
        if with_hands {
            scenario["hands"] = json!(hands);
        }
        let (outcome, ok) = run(&scenario.to_string());
        prop_assert!(ok || outcome.error.is_some());
        let (again, _) = run(&scenario.to_string());
        prop_assert_eq!(outcome, again);
    }
}
