//! The AI seats only ever choose legal actions, and cannot read hidden cards.
#![cfg(not(target_arch = "wasm32"))]

use pala::ai::{Level, decide, hint};
use pala::engine::{Game, GameSettings, Hand, MAX_PLAYERS, Mode, Round, Rules, SeatView};

/// Plays whole rounds with every level at the table; every choice must be legal.
#[test]
fn every_level_only_chooses_legal_actions() {
    for mode in Mode::ALL {
        for players in 3..=5u8 {
            let settings = GameSettings { mode, players, seed: players as u64 * 7, first_dealer: Some(0) };
            let mut game = Game::new(settings).unwrap();
            let levels = [Level::Random, Level::Easy, Level::Medium, Level::Reference, Level::Easy];
            let mut decisions = 0;
            while let Some(seat) = game.to_move() {
                let view = game.view(seat);
                let level = levels[seat as usize];
                let action = decide(&view, level, decisions);
                assert!(view.is_legal(action), "{level} chose {action}, not legal");
                game.act_as(seat, action).unwrap();
                decisions += 1;
            }
            assert!(game.round().is_over());
            assert!(decisions > 10);
        }
    }
}

/// Two rounds that differ only in what seat 0 cannot see (the other hands and the
/// left-out cards, shuffled among themselves) give seat 0 identical views, so every
/// level decides identically in both.
#[test]
fn bots_cannot_read_hidden_cards() {
    for mode in Mode::ALL {
        let rules = Rules::new(mode, 4).unwrap();
        let mut round = Round::deal(rules, 0, 11);
        // Play a few actions so that some cards are public.
        for _ in 0..6 {
            let view = SeatView::new(&round, round.to_move().unwrap(), [0; 5]);
            round.apply(decide(&view, Level::Easy, 1)).unwrap();
        }
        let seat = round.to_move().unwrap();
        let hidden: Vec<_> =
            (0..4).filter(|&s| s != seat as usize).map(|s| round.hand(s)).chain([round.left_out()]).collect();
        // Rotate the hidden card sets among the other seats, keeping sizes where they
        // match (otherwise swap whole deck parts of equal size).
        let mut pool: Vec<_> = hidden.iter().flat_map(|h| h.iter()).collect();
        pool.reverse();
        let mut hands = [Hand::EMPTY; MAX_PLAYERS];
        let mut next = pool.into_iter();
        for s in (0..4).filter(|&s| s != seat as usize) {
            hands[s] = next.by_ref().take(round.hand(s).len() as usize).collect();
        }
        hands[seat as usize] = round.hand(seat as usize);
        let left_out: Hand = next.collect();
        let piles = std::array::from_fn(|s| round.pile(s));
        let other = round.with_hidden(hands, left_out, piles);
        assert_ne!(other, round, "the hidden cards really differ");
        let (a, b) = (SeatView::new(&round, seat, [0; 5]), SeatView::new(&other, seat, [0; 5]));
        assert_eq!(a, b, "{mode}: the view shows something hidden");
        for level in [Level::Easy, Level::Medium, Level::Reference] {
            assert_eq!(decide(&a, level, 5), decide(&b, level, 5), "{level}");
        }
    }
}

#[test]
fn decisions_are_deterministic_for_a_seed_and_the_hint_explains_itself() {
    let settings = GameSettings { mode: Mode::Pointillism, players: 4, seed: 3, first_dealer: Some(1) };
    let game = Game::new(settings).unwrap();
    let view = game.view(1);
    assert_eq!(decide(&view, Level::Medium, 9), decide(&view, Level::Medium, 9));
    let hint = hint(&view, 9);
    assert!(view.is_legal(hint.action));
    assert!(hint.reason.contains("simulated deals"), "{}", hint.reason);
}

/// The rule-of-thumb player (Easy, and the search levels' playouts) reads the
/// Impressionism board: last to play, it takes a trick that costs nothing with its
/// strongest card (shedding it safely), ducks a trick holding a +face card, and, with a
/// seat still to play after it (known from the hand sizes a view shows), does not take
/// the lead.
#[test]
fn rule_of_thumb_reads_the_impressionism_board() {
    use pala::engine::Action;
    use pala::scenario::Scenario;
    let position = |seat3: &str, junk: &str| {
        let seat1 = if junk == "play O2" { r#""O2", "Y5""# } else { r#""B2", "Y5""# };
        let json = format!(
            r#"{{"mode": "impressionism", "players": 4, "board": ["R", "B", "P", "Y"],
            "hands": [["O4", "R1"], [{seat1}], ["O3", "O8", "G2"], [{seat3}]],
            "actions": []}}"#
        );
        let mut game = Scenario::from_json(&json).unwrap().setup().unwrap();
        for action in ["play O4", junk] {
            game.act(action.parse().unwrap()).unwrap();
        }
        assert_eq!(game.to_move(), Some(2));
        game.view(2)
    };
    let o3 = "play O3".parse::<Action>().unwrap();
    let o8 = "play O8".parse::<Action>().unwrap();
    for seed in 0..20 {
        // Seat 3 holds nothing and sits out (R9): seat 2 plays last.
        assert_eq!(decide(&position("", "play O2"), Level::Easy, seed), o8, "a free trick, last to play");
        assert_eq!(decide(&position("", "play Y5"), Level::Easy, seed), o3, "Y5 on +face costs 5");
        assert_eq!(decide(&position(r#""G5""#, "play O2"), Level::Easy, seed), o3, "seat 3 still to play");
    }
}

/// Every level's decisions along one seeded round per table match the pinned trace,
/// which the wasm test in headless Chromium checks too: decisions are the same natively
/// and in wasm. After a deliberate change to the bots, rewrite the file with
/// `PALA_BLESS=1 cargo test --test ai` and say why in the commit.
#[test]
fn decisions_match_the_pinned_trace() {
    let trace = pala::ai::trace::decision_trace();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/ai-decisions.txt");
    if std::env::var_os("PALA_BLESS").is_some() {
        std::fs::write(path, &trace).unwrap();
    }
    let pinned = std::fs::read_to_string(path).unwrap_or_default();
    assert!(trace.lines().count() > 200, "the trace covers six rounds");
    for (i, (now, then)) in trace.lines().zip(pinned.lines()).enumerate() {
        assert_eq!(now, then, "decision line {} differs from tests/data/ai-decisions.txt", i + 1);
    }
    assert_eq!(trace.lines().count(), pinned.lines().count(), "the trace's length differs from the pinned one");
}
