//! The rulebook's worked examples, end to end through the scenario format.
#![cfg(not(target_arch = "wasm32"))]

use pala_rules::scenario::run;
use serde_json::{Value, json};

fn referee(scenario: Value) -> Value {
    let (outcome, ok) = run(&scenario.to_string());
    let value = serde_json::to_value(&outcome).unwrap();
    assert!(ok, "scenario failed: {value:#}");
    value
}

fn legal(result: &Value) -> Vec<String> {
    result["legal"].as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect()
}

/// "Vincent leads a blue 2, then Claude copies with a blue 4 ... You play the yellow 2
/// onto Claude's blue 4, turning the trick green. You then play the green 7 ... You are
/// winning the trick." This is also the scenario format's example, whose result must match.
#[test]
fn the_smear_vincent_claude_and_you() {
    let result = referee(json!({
        "mode": "pointillism", "players": 3, "dealer": 0, "scores": [0, 0, 0], "seed": 7,
        "hands": [["B2", "Y1"], ["B4", "R3"], ["Y2", "G5", "G7"]],
        "bids": ["B", "null", "G"], "board": ["R", "P", "Y"], "leader": 0, "piles": [[], [], []],
        "actions": ["play B2", "play B4", "smear Y2 G7"]
    }));
    let expected = json!({
      "phase": "playing", "to_move": 2, "legal": ["play G5"], "dealer": 0,
      "hands": [["Y1"], ["R3"], ["G5"]], "bids": ["B", "null", "G"], "board": null, "trick": null,
      "tricks": [{"leader": 0, "color": "G", "winner": 2,
                  "entries": [{"seat": 0, "cards": ["B2"], "color": "B", "value": 2},
                              {"seat": 1, "cards": ["B4", "Y2"], "color": "G", "value": 6},
                              {"seat": 2, "cards": ["G7"], "color": "G", "value": 7}]}],
      "piles": [[], [], ["G7"]], "round_scores": null, "scores": [0, 0, 0], "winners": null, "error": null
    });
    assert_eq!(result, expected);
}

/// "Had you instead played the yellow 2 and the green 5, Claude would now be winning."
#[test]
fn the_smear_with_the_green_5_lets_claude_win() {
    let result = referee(json!({
        "mode": "pointillism", "players": 3, "bids": ["B", "null", "G"],
        "hands": [["B2", "Y1"], ["B4", "R3"], ["Y2", "G5", "G7"]],
        "actions": ["play B2", "play B4", "smear Y2 G5"]
    }));
    assert_eq!(result["tricks"][0]["winner"], 1);
    assert_eq!(result["tricks"][0]["entries"][1]["value"], 6);
    assert_eq!(result["to_move"], 1, "Claude won, so Claude leads");
}

/// "Berthe leads a yellow 5. You have no yellow cards, so you junk a green 8.
/// Pierre-Auguste smears the yellow 5 using a blue 1 and a green 7. It is now a green
/// trick, and you are winning with an 8."
#[test]
fn the_junked_card_that_wins_after_a_smear() {
    let result = referee(json!({
        "mode": "impressionism", "players": 3, "board": ["R", "P", "Y"],
        "hands": [["Y5", "R1"], ["G8", "R2"], ["B1", "G7", "R3"]],
        "actions": ["play Y5", "play G8", "smear B1 G7"]
    }));
    let trick = &result["tricks"][0];
    assert_eq!(trick["color"], "G");
    assert_eq!(trick["winner"], 1, "the junked green 8 wins");
    assert_eq!(trick["entries"][0], json!({"seat": 0, "cards": ["Y5", "B1"], "color": "G", "value": 6}));
    assert_eq!(result["piles"][1], json!(["Y5", "B1", "G8", "G7"]), "Impressionism: the winner takes every card");
}

/// "You are playing on a purple trick. You have a purple 3, a purple 4, a red 3, and a
/// blue 5. You may either play one purple card (but not both) or you can mix your red 3
/// and blue 5 to create a purple 8!"
#[test]
fn mixing_while_holding_the_colour() {
    let result = referee(json!({
        "mode": "pointillism", "players": 3, "bids": ["P", "null", "R"],
        "hands": [["P9", "G2"], ["P3", "P4", "R3", "B5"], ["Y1", "Y2"]],
        "actions": ["play P9"]
    }));
    assert_eq!(legal(&result), ["mix R3 B5", "play P3", "play P4"]);
    let after = referee(json!({
        "mode": "pointillism", "players": 3, "bids": ["P", "null", "R"],
        "hands": [["P5", "G2"], ["P3", "P4", "R3", "B5"], ["Y1", "Y2"]],
        "actions": ["play P5", "mix B5 R3"]
    }));
    assert_eq!(after["trick"]["entries"][1], json!({"seat": 1, "cards": ["R3", "B5"], "color": "P", "value": 8}));
    assert_eq!(after["trick"]["winner"], 1, "a purple 8 beats the purple 5");
}

/// "In your hand are a yellow 1, a red 3, and a blue 5. You may junk the yellow, junk the
/// red, or junk the blue. You could instead mix the red and blue, to form a purple 8. You
/// cannot mix the yellow and red to junk an orange."
#[test]
fn mixing_without_the_colour() {
    let scenario = |actions: Value| {
        json!({
            "mode": "pointillism", "players": 3, "bids": ["P", "null", "R"],
            "hands": [["P9", "G2"], ["Y1", "R3", "B5"], ["Y2", "O4"]], "actions": actions
        })
    };
    let result = referee(scenario(json!(["play P9"])));
    assert_eq!(legal(&result), ["mix R3 B5", "play B5", "play R3", "play Y1"]);
    let (outcome, ok) = run(&scenario(json!(["play P9", "mix Y1 R3"])).to_string());
    assert!(!ok);
    let message = outcome.error.unwrap().message;
    assert!(message.contains("R5") && message.contains("do not make Purple"), "{message}");
}

/// Pointillism scoring: "You bid green, red, and yellow. You win a green trick, a red
/// trick, two yellow tricks, and two orange tricks ... score 18 points"; "you bid orange
/// and green. You win four orange tricks, a red trick, and a purple trick. You score
/// zero"; "you bid null and win one trick. You lose 25 points. You previously had 21."
#[test]
fn pointillism_scoring_examples() {
    let result = referee(json!({
        "mode": "pointillism", "players": 3, "scores": [0, 0, 21],
        "bids": ["G R Y", "O G", "null"], "hands": [[], [], []],
        "piles": [["G2", "R1", "Y1", "Y2", "O2", "O3"], ["O4", "O5", "O6", "O7", "R2", "P2"], ["B1"]]
    }));
    assert_eq!(result["phase"], "round_over");
    assert_eq!(result["round_scores"], json!([18, 0, -25]));
    assert_eq!(result["scores"], json!([18, 0, -4]));
}

/// Impressionism scoring: Pierre-Auguste's yellow on +Face, Mary's purple on +2,
/// Vincent's red on Cancel. Vincent (yellow 4, purple 3, purple 5, red 2, red 3) cancels
/// the yellow 4 and the purple 3 and scores 2; Mary (three reds and a yellow 5) cancels the
/// yellow and scores -2; Pierre-Auguste won nothing and scores 0.
#[test]
fn impressionism_scoring_example() {
    let result = referee(json!({
        "mode": "impressionism", "players": 3, "board": ["R", "P", "Y"],
        "hands": [[], [], []],
        "piles": [[], ["R1", "R4", "R5", "Y5"], ["Y4", "P3", "P5", "R2", "R3", "G9"]]
    }));
    assert_eq!(result["round_scores"], json!([0, -2, 2]));
}

/// The itemised breakdown shows which cards were cancelled.
#[test]
fn impressionism_breakdown_names_the_cancelled_cards() {
    use pala_rules::engine::{Color, Hand, Space, score_impressionism};
    let board =
        [(Space::Cancel, Some(Color::Red)), (Space::Two, Some(Color::Purple)), (Space::Face, Some(Color::Yellow))];
    let cards: Hand =
        ["Y4", "P3", "P5", "R2", "R3", "G9"].iter().map(|c| c.parse::<pala_rules::engine::Card>().unwrap()).collect();
    let score = score_impressionism(&board, cards);
    assert_eq!(score.cancelled.to_string(), "Y4 P3");
    assert_eq!(score.cancellers.to_string(), "R2 R3");
    assert_eq!(score.counted.to_string(), "P5");
    assert_eq!(score.off_board.to_string(), "G9");
    assert_eq!(score.total, 2);
}

/// The explanations a rules widget shows for the rulebook's smear.
#[test]
fn the_smear_is_explained_in_plain_words() {
    use pala_rules::scenario::Scenario;
    use pala_words::explain;
    let scenario: Scenario = serde_json::from_value(json!({
        "mode": "pointillism", "players": 3, "bids": ["B", "null", "G"],
        "hands": [["B2", "Y1"], ["B4", "R3"], ["Y2", "G5", "G7"]]}))
    .unwrap();
    let mut round = *scenario.setup().unwrap().round();
    let names = ["Vincent", "Claude", "You"];
    let name = |s: pala_rules::engine::Seat| names[s.index()].to_string();
    let mut lines = Vec::new();
    for text in ["play B2", "play B4", "smear Y2 G7"] {
        let before = round;
        let action = text.parse().unwrap();
        round.apply(action).unwrap();
        lines.push(explain(
            &pala_rules::engine::TableView::of(&before),
            action,
            &pala_rules::engine::TableView::of(&round),
            &name,
        ));
    }
    assert_eq!(lines[0], "Vincent leads Blue 2: the trick is Blue.");
    assert_eq!(lines[1], "Claude copies with Blue 4 and is winning the trick.");
    assert!(
        lines[2].starts_with("You have no Blue and smear Yellow 2 onto Claude's Blue 4: it becomes a Green 6"),
        "{}",
        lines[2]
    );
    assert!(lines[2].contains("You play Green 7 and are winning the trick"), "{}", lines[2]);
    assert!(lines[2].ends_with("You win the Green trick with Green 7 and keep one Green card for it."), "{}", lines[2]);
}
