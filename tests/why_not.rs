//! Why not: in random positions of all six tables, every card the hand shows dimmed
//! (with nothing picked, and with each card that can be picked) has a reason, and the
//! reason is the engine's own refusal of the move that card would make, in words: no
//! rule numbers, no notation.
#![cfg(not(target_arch = "wasm32"))]

use pala::kit::picking::{Click, click, usable};
use pala_rules::engine::{Action, Card, Mode, Phase, Round, Rules, Seat, SeatView};
use pala_words::{card_move, refusal_words, why_not_card};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use regex::Regex;

const ROUNDS_PER_TABLE: u64 = 150;

/// Checks every dimmed card of the hand to move with `picked` chosen; returns how many.
fn check_dimmed(round: &Round, picked: &[Card], bidding: bool, notation: &Regex) -> usize {
    let articles = Regex::new(r"\ba (Orange)\b|\ban (Red|Yellow|Green|Blue|Purple)\b").unwrap();
    let seat = round.to_move().expect("a seat to move");
    let legal = round.legal_actions();
    let mut dimmed = 0;
    for card in round.hand(seat).iter() {
        let card = card.canonical();
        if usable(&legal, picked, card, bidding) {
            continue;
        }
        dimmed += 1;
        let action = card_move(SeatView::new(round, seat, [0; 5]).round(), picked, card);
        let refusal = round.check(action).expect_err("a dimmed card's move is refused by the engine");
        let why = why_not_card(&SeatView::new(round, seat, [0; 5]), picked, card).expect("a dimmed card says why");
        assert_eq!(why, refusal_words(&refusal), "the reason is the engine's refusal of {action}");
        assert!(!why.trim().is_empty());
        assert!(why.ends_with('.') && why.chars().next().is_some_and(char::is_uppercase), "one sentence: {why}");
        assert!(!why.contains("R5") && !why.contains("R6") && !notation.is_match(&why), "player words: {why}");
        assert!(!articles.is_match(&why), "articles: {why}");
    }
    dimmed
}

#[test]
fn every_dimmed_card_says_why_in_the_engines_words() {
    let notation = Regex::new(r"\b[ROYGBP][1-9]\b").unwrap();
    let mut dimmed = 0;
    let mut positions = 0;
    for mode in Mode::ALL {
        for players in 3..=5u8 {
            let rules = Rules::new(mode, players).unwrap();
            for seed in 0..ROUNDS_PER_TABLE {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed * 31 + players as u64);
                let mut round = Round::deal(rules, Seat::from_index(seed as usize % players as usize), seed);
                while !round.is_over() {
                    let bidding = round.phase() == Phase::Bidding && mode == Mode::Impressionism;
                    if bidding || round.phase() == Phase::Playing {
                        positions += 1;
                        dimmed += check_dimmed(&round, &[], bidding, &notation);
                        if !bidding {
                            let legal = round.legal_actions();
                            for card in round.hand(round.to_move().unwrap()).iter() {
                                if let Click::Pick(p) = click(&legal, &[], card.canonical()) {
                                    dimmed += check_dimmed(&round, &[p], false, &notation);
                                }
                            }
                        }
                    }
                    let legal = round.legal_actions();
                    let action: Action = legal[(rng.next_u32() as usize) % legal.len()];
                    round.apply(action).unwrap();
                }
            }
        }
    }
    println!("why not: {dimmed} dimmed cards in {positions} positions, each with the engine's reason");
    assert!(dimmed > 10_000, "the test sees many dimmed cards ({dimmed})");
}
