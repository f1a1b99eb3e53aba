//! Properties over thousands of seeded random rounds and games, in all six mode x
//! player-count combinations: legal actions apply, everything else is refused, all 48
//! cards are accounted for, rounds end, records replay, views hide what they must, and
//! the notation round-trips.
#![cfg(not(target_arch = "wasm32"))]

use pala_rules::engine::{
    Action, ActionList, Bid, Card, Game, GameSettings, Hand, Mode, Round, Rules, Seat, SeatView, Space, round_seed,
};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

const ROUNDS_PER_TABLE: u64 = 400;

fn tables() -> impl Iterator<Item = Rules> {
    Mode::ALL.into_iter().flat_map(|mode| (3..=5).filter_map(move |p| Rules::new(mode, p)))
}

fn pick(rng: &mut Xoshiro256PlusPlus, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// Any action at all, legal or not: a random verb with random cards.
fn arbitrary_action(rng: &mut Xoshiro256PlusPlus) -> Action {
    let mut card = || Card::from_id(pick(rng, 48) as u8).unwrap().canonical();
    let (a, b) = (card(), card());
    let spaces = [Space::Cancel, Space::Zero, Space::One, Space::Two, Space::Face];
    match pick(rng, 8) {
        0 => Action::Bid(Bid::all().nth(pick(rng, 64)).unwrap()),
        1 => Action::Place(spaces[pick(rng, 5)], a),
        2 => Action::Pass,
        3 => Action::Play(a),
        4 => Action::mix(a, b),
        5 => Action::Smear(a, b),
        6 => Action::Win,
        _ => Action::Lose,
    }
}

/// R13: a view holds exactly what its seat may know.
fn assert_view_hides(round: &Round, seat: Seat) {
    let view = SeatView::new(round, seat, [0; 5]);
    // All a view holds, as a round with nothing dealt to the hidden places.
    let public = view.determinize([Hand::EMPTY; 5], Hand::EMPTY, [Hand::EMPTY; 5]);
    assert_eq!(view.hand(), round.hand(seat));
    assert!(public.left_out().is_empty(), "left-out cards leak");
    for other in round.seats().filter(|&s| s != seat) {
        assert!(public.hand(other).is_empty(), "{other}'s hand leaks to {seat}");
        assert_eq!(view.hand_count(other), round.hand(other).len() as usize);
        assert!(public.pile(other).minus(round.seen()).is_empty(), "an unseen pile card leaks");
    }
    let hidden = round
        .seats()
        .filter(|&s| s != seat)
        .fold(round.left_out(), |h, s| h.union(round.hand(s)).union(round.pile(s).minus(round.seen())));
    assert_eq!(view.unseen(), hidden.union(round.pile(seat).minus(round.seen())));
}

/// Plays one random round with every check; returns the number of actions.
fn check_round(rules: Rules, seed: u64, thorough: bool) -> usize {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0xABCD);
    let mut round = Round::deal(rules, Seat::from_index((seed % rules.players as u64) as usize), seed);
    let mut list = ActionList::new();
    let mut steps = 0;
    let mut played = [Hand::EMPTY; 5];
    while !round.is_over() {
        assert!(round.cards_accounted(), "cards lost at step {steps}");
        assert!(steps < 400, "round did not end");
        round.legal_actions_into(&mut list);
        assert!(!list.is_empty(), "no legal action for a seat to move");
        let legal = round.legal_actions();
        assert_eq!(legal.len(), list.len(), "legal list has duplicates");
        for &action in &legal {
            let text = action.to_string();
            assert_eq!(text.parse::<Action>().unwrap(), action, "{text} does not round-trip");
            if thorough {
                let mut copy = round;
                assert_eq!(copy.apply(action), Ok(()), "{text} is listed but refused");
            }
        }
        for _ in 0..4 {
            let action = arbitrary_action(&mut rng);
            if !legal.contains(&action) {
                let before = round;
                assert!(round.apply(action).is_err(), "{action} is not listed but applied");
                assert_eq!(round, before, "a refused action changed the round");
            }
        }
        if thorough {
            for seat in rules.seats() {
                assert_view_hides(&round, seat);
            }
        }
        let action = list[pick(&mut rng, list.len())];
        let mover = round.to_move().unwrap();
        let placers_before: Vec<_> = round.placers().collect();
        let seen_before = round.seen();
        round.apply(action).unwrap();
        // The public history (R13): who played which card, and who bid each space.
        if matches!(action, Action::Play(_) | Action::Mix(..) | Action::Smear(..)) {
            played[mover.index()] = played[mover.index()].union(round.seen().minus(seen_before));
        }
        // R13: the first copy of a face to be shown is always the lower id, so the copy
        // shown says nothing of who held which.
        let shown = round.seen().union(round.board_cards());
        for card in shown.iter().filter(|c| c.face_copies().len() == 2) {
            let both = card.face_copies().intersect(shown).len() == 2;
            assert!(both || card == card.canonical(), "{card} shown before its lower copy after {action}");
        }
        for (s, &p) in rules.seats().zip(&played) {
            assert_eq!(round.played(s), p, "{s}'s played cards after {action}");
        }
        assert_eq!(played.iter().fold(Hand::EMPTY, |a, &h| a.union(h)), round.seen());
        for (i, (before, after)) in placers_before.iter().zip(round.placers()).enumerate() {
            let placed_now = matches!(action, Action::Place(..)) && before.is_none() && after.is_some();
            assert!(before == &after || (placed_now && after == Some(mover)), "space {i} after {action}");
        }
        steps += 1;
    }
    assert!(round.cards_accounted());
    steps
}

#[test]
fn random_rounds_keep_every_invariant() {
    let mut total = 0;
    for rules in tables() {
        for seed in 0..ROUNDS_PER_TABLE {
            total += check_round(rules, seed, seed % 8 == 0);
        }
    }
    assert!(total > 6 * ROUNDS_PER_TABLE as usize * 20, "suspiciously short rounds: {total} actions");
}

/// Plays random whole games (capped at 40 rounds) and replays their records.
#[test]
fn game_records_replay_to_the_same_game() {
    for rules in tables() {
        for seed in 0..12u64 {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let settings = GameSettings { mode: rules.mode, players: rules.players, seed, first_dealer: None };
            let mut game = Game::new(settings).unwrap();
            let dealer0 = game.round().dealer();
            let mut rounds = 0;
            while !game.is_over() {
                if game.round().is_over() {
                    if rounds == 40 {
                        break;
                    }
                    // A record made between rounds replays to the same place.
                    let between = Game::replay(&game.record()).unwrap();
                    assert_eq!(between.round(), game.round());
                    game.next_round().unwrap();
                    let dealt = Game::replay(&game.record()).unwrap();
                    assert_eq!(dealt.round(), game.round(), "a freshly dealt round replays");
                    rounds += 1;
                    assert_eq!(game.round().dealer(), dealer0.offset(rounds, rules.players()), "R1 dealer moves left");
                    continue;
                }
                let legal = game.round().legal_actions();
                let action = legal[pick(&mut rng, legal.len())];
                game.act(action).unwrap();
            }
            let record = game.record();
            let json = serde_json::to_string(&record).unwrap();
            let replayed = Game::replay(&serde_json::from_str(&json).unwrap()).unwrap();
            assert_eq!(replayed.round(), game.round());
            assert_eq!(replayed.scores(), game.scores());
            assert_eq!(replayed.winners(), game.winners());
            assert_eq!(replayed.history().len(), game.history().len());
            if let Some(winners) = game.winners() {
                let best = winners.iter().map(|s| game.scores()[s.index()]).next().unwrap();
                for (seat, &score) in rules.seats().zip(game.scores()) {
                    let better = match rules.mode {
                        Mode::Pointillism => score > best,
                        Mode::Impressionism => score < best,
                    };
                    assert!(!better, "{seat} beat the winners");
                    assert_eq!(winners.contains(&seat), score == best, "R12 co-winners");
                }
            }
        }
    }
}

#[test]
fn a_tampered_record_is_refused_with_the_failing_action() {
    let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed: 3, first_dealer: Some(Seat::new(1)) };
    let game = Game::new(settings).unwrap();
    let mut record = game.record();
    record.actions = vec!["pass".into(), "play R9".into()];
    let error = Game::replay(&record).unwrap_err().to_string();
    assert!(error.starts_with("move 2 (play R9)"), "{error}");
}

#[test]
fn the_same_seed_deals_the_same_round() {
    let rules = Rules::new(Mode::Pointillism, 4).unwrap();
    let seat0 = Seat::new(0);
    assert_eq!(Round::deal(rules, seat0, 42), Round::deal(rules, seat0, 42));
    assert_ne!(Round::deal(rules, seat0, 42), Round::deal(rules, seat0, 43));
    assert_eq!(round_seed(42, 0), 42);
    // A pinned deal: the shuffle must not change between versions or platforms.
    let hand: Hand = Round::deal(rules, seat0, 1).hand(seat0);
    assert_eq!(hand.to_string(), include_str!("data/deal-seed1-seat0.txt").trim());
}
