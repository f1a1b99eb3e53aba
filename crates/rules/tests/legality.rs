//! Table-driven legality cases, grouped by ruling ID (RULINGS.md). Each case sets up a
//! position in the scenario format, then tries one action: it must apply, or be refused
//! with a message naming the rule.
#![cfg(not(target_arch = "wasm32"))]

use pala_rules::engine::Seat;
use pala_rules::scenario::run;
use serde_json::{Value, json};

/// What a case expects of its last action.
enum Expect {
    Legal,
    /// Refused, with this text in the message.
    Refused(&'static str),
}
use Expect::*;

/// A 3-player Pointillism trick position with bids made.
fn points(hands: Value, actions: &[&str]) -> Value {
    json!({"mode": "pointillism", "players": 3, "bids": ["R", "null", "G"], "hands": hands, "actions": actions})
}

/// A 3-player Impressionism bidding position.
fn board_bidding(hands: Value, actions: &[&str]) -> Value {
    json!({"mode": "impressionism", "players": 3, "hands": hands, "actions": actions})
}

fn check(rule: &str, name: &str, scenario: Value, expect: Expect) {
    let (outcome, ok) = run(&scenario.to_string());
    let last = scenario["actions"].as_array().map_or(0, |a| a.len()).saturating_sub(1);
    match expect {
        Legal => assert!(ok, "{rule} {name}: refused: {:?}", outcome.error),
        Refused(text) => {
            assert!(!ok, "{rule} {name}: applied but should be refused");
            let error = outcome.error.unwrap();
            assert_eq!(error.action_index, Some(last), "{rule} {name}: an earlier action failed: {}", error.message);
            assert!(error.message.contains(text), "{rule} {name}: message {:?} lacks {text:?}", error.message);
        }
    }
}

#[test]
fn r1_the_dealer_bids_first_and_leads() {
    let (outcome, _) = run(&json!({"mode": "pointillism", "players": 4, "dealer": 2, "seed": 5}).to_string());
    assert_eq!(outcome.to_move, Some(Seat::new(2)));
    let (outcome, _) = run(&json!({"mode": "pointillism", "players": 4, "dealer": 2, "seed": 5,
        "actions": ["bid R", "bid null", "bid G", "bid B"]})
    .to_string());
    assert_eq!(outcome.phase, Some("playing"));
    assert_eq!(outcome.to_move, Some(Seat::new(2)), "the dealer leads the first trick");
}

#[test]
fn r3_impressionism_bidding() {
    let hands = json!([["R1", "R2", "B3"], ["R3", "G4", "Y5"], ["P6", "O7", "B1"]]);
    let cases: &[(&str, &[&str], Expect)] = &[
        ("a card onto an empty space", &["place cancel R1"], Legal),
        ("a pass", &["pass"], Legal),
        (
            "a colour already on the board",
            &["place cancel R1", "place +2 R3"],
            Refused("R3: Red is already on the board"),
        ),
        ("a taken space", &["place cancel R1", "place cancel G4"], Refused("R3: every Cancel space")),
        ("a space the 3-player board lacks", &["place +1 R1"], Refused("R2: the 3-player bid board has no +1")),
        ("a card not in hand", &["place +face G4"], Refused("does not hold G4")),
        (
            "a pass after a full round of passes",
            &["pass", "pass", "pass", "pass"],
            Refused("R3: every player has passed"),
        ),
        ("the forced bid", &["pass", "pass", "pass", "place +2 R2"], Legal),
        ("a chip bid in Impressionism", &["bid R"], Refused("belongs to Pointillism")),
        ("a card play during bidding", &["play R1"], Refused("bidding phase")),
    ];
    for (name, actions, expect) in cases {
        let expect = match expect {
            Legal => Legal,
            Refused(t) => Refused(t),
        };
        check("R3", name, board_bidding(hands.clone(), actions), expect);
    }
}

#[test]
fn r3_a_seat_with_nothing_to_bid_must_pass_and_full_boards_end_bidding() {
    // Seat 1 holds only red; once red is on the board it can only pass.
    let scenario = board_bidding(json!([["R1", "G2"], ["R2", "R3"], ["B1", "P2"]]), &["place cancel R1"]);
    let (outcome, _) = run(&scenario.to_string());
    assert_eq!(outcome.legal, ["pass"]);
    // Three placements fill the 3-player board: play starts with the dealer.
    let scenario = board_bidding(
        json!([["R1", "G2", "Y1"], ["R2", "B3", "O2"], ["B1", "P2", "O3"]]),
        &["place cancel R1", "place +2 B3", "place +face P2"],
    );
    let (outcome, ok) = run(&scenario.to_string());
    assert!(ok);
    assert_eq!((outcome.phase, outcome.to_move), (Some("playing"), Some(Seat::new(0))));
    assert_eq!(outcome.board, Some(vec![Some("R".into()), Some("B".into()), Some("P".into())]));
}

#[test]
fn r4_pointillism_bidding() {
    let base = |actions: &[&str]| json!({"mode": "pointillism", "players": 3, "seed": 1, "actions": actions});
    check("R4", "null", base(&["bid null"]), Legal);
    check("R4", "rainbow", base(&["bid R O Y G B P"]), Legal);
    check("R4", "colours in any order", base(&["bid P R"]), Legal);
    check("R4", "null with a colour", base(&["bid null R"]), Refused("unknown colour"));
    check("R4", "a place in Pointillism", base(&["place cancel R1"]), Refused("belongs to Impressionism"));
    check("R4", "a pass in Pointillism", base(&["pass"]), Refused("belongs to Impressionism"));
}

#[test]
fn r5_following() {
    let cases: Vec<(&str, Value, Expect)> = vec![
        ("lead any card", points(json!([["B2", "Y1"], ["B4"], ["G7"]]), &["play Y1"]), Legal),
        (
            "no mix when leading",
            points(json!([["R1", "B2"], ["B4"], ["G7"]]), &["mix R1 B2"]),
            Refused("R5: no mix when leading"),
        ),
        ("copy a primary", points(json!([["B2"], ["B4", "R1"], ["G7"]]), &["play B2", "play B4"]), Legal),
        (
            "junk while holding the primary",
            points(json!([["B2"], ["B4", "R1"], ["G7"]]), &["play B2", "play R1"]),
            Refused("R5: you hold Blue"),
        ),
        ("junk without the primary", points(json!([["B2"], ["R1", "G3"], ["G7"]]), &["play B2", "play G3"]), Legal),
        (
            "mix on a primary trick",
            points(json!([["B2"], ["R1", "Y3"], ["G7"]]), &["play B2", "mix R1 Y3"]),
            Refused("R5: a mix is only for a secondary trick"),
        ),
        ("copy a secondary", points(json!([["G2"], ["G4", "Y1", "B1"], ["G7"]]), &["play G2", "play G4"]), Legal),
        (
            "mix while holding the secondary",
            points(json!([["G2"], ["G4", "Y1", "B1"], ["G7"]]), &["play G2", "mix Y1 B1"]),
            Legal,
        ),
        (
            "junk while holding the secondary",
            points(json!([["G2"], ["G4", "Y1", "B1"], ["G7"]]), &["play G2", "play Y1"]),
            Refused("copy with one Green card or mix"),
        ),
        (
            "junk without the secondary",
            points(json!([["G2"], ["R4", "Y1", "B1"], ["G7"]]), &["play G2", "play R4"]),
            Legal,
        ),
        (
            "a mix of the wrong colour",
            points(json!([["G2"], ["R4", "Y1", "B1"], ["G7"]]), &["play G2", "mix R4 Y1"]),
            Refused("do not make Green"),
        ),
        (
            "a mix of one colour twice",
            points(json!([["G2"], ["Y1", "Y2", "B1"], ["G7"]]), &["play G2", "mix Y1 Y2"]),
            Refused("do not make Green"),
        ),
        (
            "the same card twice",
            points(json!([["O2"], ["Y1", "R1", "B1"], ["G7"]]), &["play O2", "mix R1 R1"]),
            Refused("holds only one R1"),
        ),
        ("both copies of a pair", points(json!([["B2"], ["R1", "R1"], ["G7"]]), &["play B2", "play R1"]), Legal),
        (
            "a card of another seat",
            points(json!([["B2"], ["B4"], ["G7"]]), &["play G7"]),
            Refused("Player 1 does not hold G7"),
        ),
    ];
    for (name, scenario, expect) in cases {
        check("R5", name, scenario, expect);
    }
}

#[test]
fn r6_smear() {
    let hands = json!([["B2", "R1"], ["B4", "R2"], ["Y2", "G5", "G7", "O3", "B1"]]);
    let no_blue = json!([["B2", "R1"], ["B4", "R2"], ["Y2", "G5", "G7", "O3", "R5"]]);
    let cases: Vec<(&str, Value, Expect)> = vec![
        ("a smear when able", points(no_blue.clone(), &["play B2", "play B4", "smear Y2 G7"]), Legal),
        (
            "a smear while holding the colour",
            points(hands, &["play B2", "play B4", "smear Y2 G7"]),
            Refused("R6: you hold Blue"),
        ),
        (
            "a smear with the wrong secondary",
            points(no_blue.clone(), &["play B2", "play B4", "smear Y2 O3"]),
            Refused("makes Green, so your own card must be Green"),
        ),
        (
            "a smear with a secondary first",
            points(no_blue.clone(), &["play B2", "play B4", "smear G7 Y2"]),
            Refused("R6"),
        ),
        (
            "a smear of the trick's own colour",
            points(json!([["R3", "B1"], ["R4"], ["R1", "O3", "G2"]]), &["play R3", "play R4", "smear R1 O3"]),
            Refused("R6: you hold Red"),
        ),
        ("a smear when leading", points(no_blue.clone(), &["smear B2 R1"]), Refused("R5: no smear when leading")),
        (
            "a smear on a secondary trick",
            points(json!([["G2"], ["Y1", "O3", "B1"], ["G7"]]), &["play G2", "smear Y1 O3"]),
            Refused("R5: no smear on a secondary trick"),
        ),
        (
            "one card left cannot smear",
            points(json!([["B2", "R1"], ["G7"], ["G5", "Y2"]]), &["play B2", "smear Y2 G7"]),
            Refused("does not hold"),
        ),
    ];
    for (name, scenario, expect) in cases {
        check("R6", name, scenario, expect);
    }
}

#[test]
fn r6_the_trick_colour_changes_for_everyone_after() {
    // Seat 0 leads B2, seat 1 smears R1 onto it (purple), seat 2 holds blue and purple:
    // the trick is purple now, so seat 2 must copy purple or mix, not blue.
    let scenario = json!({"mode": "pointillism", "players": 3, "bids": ["R", "null", "G"],
        "hands": [["B2", "Y1"], ["R1", "P4", "Y2"], ["B5", "P3", "R2"]], "actions": ["play B2", "smear R1 P4"]});
    let (outcome, _) = run(&scenario.to_string());
    assert_eq!(outcome.trick.as_ref().unwrap().color, "P");
    assert_eq!(outcome.legal, ["mix R2 B5", "play P3"]);
}

#[test]
fn r7_junked_cards_compete_again_after_a_smear() {
    let scenario =
        points(json!([["Y5", "R1"], ["G8", "R2"], ["B1", "G7", "R3"]]), &["play Y5", "play G8", "smear B1 G7"]);
    let (outcome, _) = run(&scenario.to_string());
    assert_eq!(outcome.tricks.unwrap()[0].winner, Seat::new(1));
}

#[test]
fn r8_ties() {
    // A copy that ties the lead: the tie decision is its own step.
    let tie = points(json!([["B3", "R1"], ["B3", "R2"], ["Y5", "G9"]]), &["play B3", "play B3"]);
    let (outcome, _) = run(&tie.to_string());
    assert_eq!((outcome.phase, outcome.to_move), (Some("tie"), Some(Seat::new(1))));
    assert_eq!(outcome.legal, ["lose", "win"]);
    assert_eq!(outcome.trick.as_ref().unwrap().winner, Seat::new(0), "while pending, the earlier winner is shown");
    let with = |decision: &str| {
        let mut s = tie.clone();
        s["actions"].as_array_mut().unwrap().push(json!(decision));
        run(&s.to_string()).0
    };
    assert_eq!(with("win").trick.unwrap().winner, Seat::new(1));
    assert_eq!(with("lose").trick.unwrap().winner, Seat::new(0));
    check(
        "R8",
        "a play while a tie is pending",
        {
            let mut s = tie.clone();
            s["actions"].as_array_mut().unwrap().push(json!("play G9"));
            s
        },
        Refused("R8: Player 2 tied"),
    );
    check(
        "R8",
        "win with no tie",
        points(json!([["B4"], ["B5"], ["G7"]]), &["play B4", "win"]),
        Refused("R8: win or lose answers a tie"),
    );
    // A smear that makes the smeared entry equal to an earlier junk: the incumbent keeps it.
    let smear_tie =
        points(json!([["Y5", "R1"], ["G6", "R2"], ["B1", "G2", "R3"]]), &["play Y5", "play G6", "smear B1 G2"]);
    let (outcome, ok) = run(&smear_tie.to_string());
    assert!(ok);
    assert_eq!(outcome.tricks.unwrap()[0].winner, Seat::new(0), "G6 (smeared) ties the junked G6: the incumbent wins");
    // The smearer's own card tying the best: the smearer decides.
    let own_tie =
        points(json!([["Y5", "R1"], ["G2", "R2"], ["B1", "G6", "R3"]]), &["play Y5", "play G2", "smear B1 G6"]);
    let (outcome, _) = run(&own_tie.to_string());
    assert_eq!((outcome.phase, outcome.to_move), (Some("tie"), Some(Seat::new(2))));
}

#[test]
fn r9_sitting_out_and_round_end() {
    // Seat 1 empties its hand with a smear; the round goes on without it.
    let scenario =
        points(json!([["B2", "B3", "R1"], ["Y2", "G7"], ["B4", "B5", "R2"]]), &["play B2", "smear Y2 G7", "play B4"]);
    let (outcome, _) = run(&scenario.to_string());
    let trick = &outcome.tricks.as_ref().unwrap()[0];
    assert_eq!(trick.winner, Seat::new(1));
    assert_eq!(outcome.phase, Some("round_over"), "the winner has no cards: the round ends");
    // The winner has cards, but only one player does: the round ends too.
    let scenario = points(json!([["B5", "R1"], ["B2"], ["B3"]]), &["play B5", "play B2", "play B3"]);
    let (outcome, _) = run(&scenario.to_string());
    assert_eq!(outcome.phase, Some("round_over"));
    // Otherwise the winner leads, skipping seats with no cards.
    let scenario = points(json!([["B5", "R1"], ["B2"], ["B3", "R4"]]), &["play B5", "play B2", "play B3", "play R1"]);
    let (outcome, _) = run(&scenario.to_string());
    assert_eq!(outcome.to_move, Some(Seat::new(2)), "seat 1 sits out");
}

#[test]
fn r9_a_leader_without_cards_passes_the_lead() {
    let scenario = json!({"mode": "pointillism", "players": 3, "bids": ["R", "null", "G"], "leader": 1,
        "hands": [["B2"], [], ["B3"]]});
    let (outcome, _) = run(&scenario.to_string());
    assert_eq!(outcome.to_move, Some(Seat::new(2)));
}
