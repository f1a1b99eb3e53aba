//! Positions the browser tests open through a saved game instead of playing up to them:
//! for every table (both games, 3 to 5 players), seat 0 to move at the start of bidding,
//! as the last to play to a trick, facing a mix, after a smear and at a tie decision;
//! and the end of a round and of a game. They are found by seeded bot games and pinned
//! in `tests/e2e/positions.json`; this test checks each one replays to what its name
//! says. After a rules or bot change, regenerate with
//! `PALA_BLESS=1 cargo test --test positions` and review the diff.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use pala_lab::contender::{Contender, Kind};
use pala_rules::engine::Level;
use pala_rules::engine::{Game, GameRecord, GameSettings, Mode, Phase, Seat};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/e2e/positions.json");
const NAMES: [&str; 7] = ["bidding", "last-to-play", "mix", "smear", "tie", "round-end", "game-over"];

/// Whether `game` is at the position called `name`.
fn is_at(name: &str, game: &Game) -> bool {
    let round = game.round();
    let seat0 = game.to_move() == Some(Seat::new(0));
    let trick = round.trick();
    match name {
        "bidding" => seat0 && round.phase() == Phase::Bidding && game.actions().is_empty(),
        "last-to-play" => {
            seat0
                && round.phase() == Phase::Playing
                && trick.is_some_and(|t| t.entries().len() + 1 == round.seats_with_cards() && t.entries().len() >= 2)
        }
        "mix" => {
            seat0
                && round.phase() == Phase::Playing
                && trick.is_some_and(|t| !t.smeared && t.entries().iter().any(|e| !e.is_single()))
        }
        "smear" => seat0 && round.phase() == Phase::Playing && trick.is_some_and(|t| t.smeared),
        "tie" => seat0 && round.phase() == Phase::Tie,
        "round-end" => round.is_over() && !game.is_over() && game.round_index() == 0,
        "game-over" => game.is_over(),
        _ => false,
    }
}

/// Plays seeded games (seat 0 at random, the others by rule of thumb) and keeps the
/// first record found for each position.
fn find(mode: Mode, players: u8) -> BTreeMap<String, GameRecord> {
    let mut found = BTreeMap::new();
    for seed in 1..400u64 {
        let settings = GameSettings { mode, players, seed, first_dealer: Some(Seat::new(0)) };
        let mut game = Game::new(settings).expect("a valid table");
        let mut step = 0u64;
        loop {
            for name in NAMES {
                if !found.contains_key(name) && is_at(name, &game) {
                    found.insert(name.to_string(), game.record());
                }
            }
            if found.len() == NAMES.len() || game.is_over() {
                break;
            }
            match game.to_move() {
                Some(seat) => {
                    let player = if seat == Seat::new(0) { Kind::Random } else { Kind::Level(Level::Easy) };
                    let action = Contender::from(player).decide(&game, seat, seed * 1000 + step);
                    game.act(action).expect("bots play legal moves");
                }
                None => game.next_round().expect("the next round deals"),
            }
            step += 1;
        }
        if found.len() == NAMES.len() {
            break;
        }
    }
    found
}

fn all() -> BTreeMap<String, BTreeMap<String, GameRecord>> {
    let mut tables = BTreeMap::new();
    for mode in Mode::ALL {
        for players in 3..=5u8 {
            tables.insert(format!("{}-{players}", mode.name()), find(mode, players));
        }
    }
    tables
}

#[test]
fn pinned_positions_replay_to_what_they_are_called() {
    if std::env::var_os("PALA_BLESS").is_some() {
        let text = serde_json::to_string_pretty(&all()).unwrap();
        std::fs::write(FILE, text + "\n").unwrap();
    }
    let text = std::fs::read_to_string(FILE).expect("the pinned positions");
    let tables: BTreeMap<String, BTreeMap<String, GameRecord>> = serde_json::from_str(&text).unwrap();
    assert_eq!(tables.len(), 6, "every table");
    for (table, positions) in &tables {
        for name in NAMES {
            let record = positions.get(name).unwrap_or_else(|| panic!("{table} has no {name} position"));
            let game = Game::replay(record).unwrap_or_else(|e| panic!("{table} {name} does not replay: {e}"));
            assert!(is_at(name, &game), "{table} {name} is not at that position");
        }
    }
}
