//! The engine in WebAssembly, in headless Chromium: the same seed deals the same cards
//! as natively (the pinned deal of tests/data), and a random round plays out.
#![cfg(target_arch = "wasm32")]

use pala_rules::engine::{Mode, Round, Rules, Seat};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn the_seeded_deal_matches_the_native_one() {
    let rules = Rules::new(Mode::Pointillism, 4).unwrap();
    let seat0 = Seat::new(0);
    let hand = Round::deal(rules, seat0, 1).hand(seat0);
    assert_eq!(hand.to_string(), include_str!("data/deal-seed1-seat0.txt").trim());
}

#[wasm_bindgen_test]
fn a_round_plays_to_its_end() {
    let rules = Rules::new(Mode::Impressionism, 5).unwrap();
    let mut round = Round::deal(rules, Seat::new(2), 9);
    let mut steps = 0;
    while !round.is_over() {
        let legal = round.legal_actions();
        round.apply(legal[steps % legal.len()]).unwrap();
        steps += 1;
    }
    assert!(round.cards_accounted());
}
