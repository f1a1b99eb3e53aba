//! Perft counts of legal action sequences from fixed seeds, kept as data in
//! `tests/data/perft.txt`. Any change to legality changes a count. After a deliberate
//! rules change, regenerate with `PERFT_BLESS=1 cargo test --test perft` and review.
#![cfg(not(target_arch = "wasm32"))]

use pala_rules::engine::{Mode, Round, Rules, perft};
use pala_rules::scenario::Scenario;

const DATA: &str = "tests/data/perft.txt";

/// A position: `bidding` is the seeded deal before any bid; `play` is the same deal with
/// bids (or a board) given, at the first lead.
fn position(mode: Mode, players: u8, seed: u64, start: &str) -> Round {
    let mut json = serde_json::json!({"mode": mode.name(), "players": players, "seed": seed, "dealer": seed % 3});
    if start == "play" {
        json["bids"] = serde_json::json!(["R Y", "null", "G", "B O P", "R"][..players as usize]);
        json["board"] =
            serde_json::json!(["R", "G", "B", "O", "P"][..Rules::new(mode, players).unwrap().board().len()]);
    }
    let scenario: Scenario = serde_json::from_value(json).unwrap();
    *scenario.setup().unwrap().round()
}

fn compute() -> String {
    let mut out = String::from("# mode players seed start depth count\n");
    for mode in Mode::ALL {
        for players in 3..=5u8 {
            for seed in [1u64, 2] {
                let bidding_depth = if mode == Mode::Pointillism { 2 } else { 3 };
                for (start, depth) in [("bidding", bidding_depth), ("play", 7)] {
                    let round = position(mode, players, seed, start);
                    for d in 1..=depth {
                        out += &format!("{} {players} {seed} {start} {d} {}\n", mode.name(), perft(&round, d));
                    }
                }
            }
        }
    }
    out
}

#[test]
fn perft_counts_match_the_pinned_data() {
    let counts = compute();
    if std::env::var_os("PERFT_BLESS").is_some() {
        std::fs::write(DATA, &counts).unwrap();
    }
    let pinned = std::fs::read_to_string(DATA).unwrap();
    for (got, want) in counts.lines().zip(pinned.lines()) {
        assert_eq!(got, want);
    }
    assert_eq!(counts.lines().count(), pinned.lines().count());
}

#[test]
fn perft_counts_the_rulebook_smear_position() {
    // Vincent, Claude and you: after B2 and B4, you (Y2 G5 G7, no blue) may junk any of
    // three cards or smear Y2 with either green: 5 actions.
    let scenario: Scenario = serde_json::from_value(serde_json::json!({
        "mode": "pointillism", "players": 3, "bids": ["B", "null", "G"],
        "hands": [["B2", "Y1"], ["B4", "R3"], ["Y2", "G5", "G7"]]}))
    .unwrap();
    let mut round = *scenario.setup().unwrap().round();
    for a in ["play B2", "play B4"] {
        round.apply(a.parse().unwrap()).unwrap();
    }
    assert_eq!(perft(&round, 1), 5);
}
