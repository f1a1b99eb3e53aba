//! Master on several workers (root-parallel search, `crates/ai/src/parallel.rs`): the merged
//! decision is legal, depends only on the position, seed and number of workers (threads
//! give the same shares as one worker after another), and one worker is the plain
//! search. Shares cross to Web Workers as JSON unchanged.
#![cfg(not(target_arch = "wasm32"))]

use pala_ai::search::search;
use pala_ai::{Bot, SearchConfig, Settings, Share, decide, merge, share, shares};
use pala_rules::engine::{Game, GameSettings, Level, Mode, Seat, SeatView};
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Master as shipped but on a small budget, so the test stays quick.
fn small_master(view: &SeatView, workers: u32) -> Settings {
    let mut settings = Bot { workers, ..Bot::from(Level::Hard) }.settings(view.round().mode(), view.round().players());
    settings.search = settings.search.map(|s| SearchConfig { iterations: 150, ..s });
    settings.bid_samples = Some(40);
    settings
}

/// Every position of one round per table, with its seed, for `visit`.
fn positions(mut visit: impl FnMut(&SeatView, u64)) {
    for mode in Mode::ALL {
        for players in 3..=5u8 {
            let settings = GameSettings { mode, players, seed: 40 + players as u64, first_dealer: Some(Seat::new(0)) };
            let mut game = Game::new(settings).unwrap();
            let mut n = 0u64;
            while let Some(seat) = game.to_move() {
                let view = game.view(seat);
                visit(&view, n * 17 + 3);
                game.act_as(seat, decide(&view, Level::Easy, n)).unwrap();
                n += 1;
            }
        }
    }
}

#[test]
fn merged_decisions_are_legal_and_repeatable() {
    let mut checked = 0;
    positions(|view, seed| {
        if seed % 3 != 0 {
            return;
        }
        let bot = small_master(view, 3);
        let on_threads = shares(view, &bot, seed);
        let one_by_one: Vec<Share> = (0..3).map(|k| share(view, &bot, seed, k)).collect();
        assert_eq!(on_threads, one_by_one, "threads find what one worker after another finds");
        let decision = merge(view, &bot, seed, &on_threads);
        assert!(view.is_legal(decision.action), "{} is not legal", decision.action);
        assert_eq!(merge(view, &bot, seed, &shares(view, &bot, seed)), decision, "the same decision again");
        checked += 1;
    });
    assert!(checked > 50, "{checked} positions");
}

#[test]
fn one_worker_is_the_plain_search() {
    let mut searched = 0;
    positions(|view, seed| {
        if seed % 5 != 0 {
            return;
        }
        let one = small_master(view, 1);
        let Some(config) = one.search else { return };
        let plain = search(view, config, &mut Xoshiro256PlusPlus::seed_from_u64(seed));
        if let Share::Search(found) = share(view, &one, seed, 0) {
            assert_eq!(found, plain, "worker 0 searches exactly as the plain search does");
            searched += 1;
        }
    });
    assert!(searched > 20, "{searched} searches compared");
}

#[test]
fn more_workers_search_more() {
    let mut searched = 0;
    positions(|view, seed| {
        let mut list = pala_rules::engine::ActionList::new();
        view.legal_actions_into(&mut list);
        if searched > 0 || list.len() < 3 || view.round().phase() == pala_rules::engine::Phase::Bidding {
            return;
        }
        let four = shares(view, &small_master(view, 4), seed);
        let visits: u32 = pala_ai::merged_search(&four).stats.iter().map(|s| s.visits).sum();
        assert_eq!(visits, 4 * 150, "four workers, 150 iterations each");
        searched += 1;
    });
    assert_eq!(searched, 1);
}

#[test]
fn shares_cross_to_a_worker_unchanged() {
    let mut crossed = 0;
    positions(|view, seed| {
        if seed % 7 != 0 {
            return;
        }
        let share = share(view, &small_master(view, 2), seed, 1);
        let json = serde_json::to_string(&share).unwrap();
        let back: Share = serde_json::from_str(&json).unwrap();
        assert_eq!(back, share, "{json}");
        crossed += 1;
    });
    assert!(crossed > 20);
    // A share that does not parse is refused, not guessed at.
    assert!(serde_json::from_str::<Share>(r#"{"kind":"search","stats":[["fly to the moon",3,0]]}"#).is_err());
    assert!(serde_json::from_str::<Share>(r#"{"kind":"bids","expected":[1],"made":[1],"samples":1}"#).is_err());
}
