//! R13 by test: nothing a seat may not know reaches its bots, its words, its hint, its
//! coach or its screen. Random positions in all six tables, each paired with a twin
//! round that differs only in hidden cards (the other hands and the left-out cards
//! dealt out anew, as the seat's own search would deal them); every consumer of a view
//! runs on both and must say and do exactly the same.
//!
//! The table's parts draw from `web::app::table::Facts`, built here from a game whose
//! round is the position or its twin.
//!
//! The consumers take a [`SeatView`] (the seat's own hand and the public table) or a
//! [`TableView`] (the public table alone), types that cannot hold another seat's hand;
//! the harness checks both that the twin's views are equal and that each consumer's
//! output is, so a consumer that reached round the view would be caught.
#![cfg(not(target_arch = "wasm32"))]

use pala::app::store::State;
use pala::app::table::Facts;
use pala_ai::coach::judge;
use pala_ai::search::sampler::Sampler;
use pala_ai::{decide, hint};
use pala_rules::engine::{Action, Game, GameSettings, Level, Mode, Round, Rules, Seat, SeatKind, SeatView, TableView};
use pala_words::prompt;
use pala_words::{bubble, explain, why_not, why_not_card};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Positions checked in each table (six tables).
const POSITIONS_PER_TABLE: usize = 200;
/// Master's hint and the coach's judgement (10,000 iterations each) run on every this
/// many positions; the rule of thumb and Painter on every one.
const MASTER_EVERY: usize = 25;

fn tables() -> impl Iterator<Item = Rules> {
    Mode::ALL.into_iter().flat_map(|mode| (3..=5).filter_map(move |p| Rules::new(mode, p)))
}

fn pick(rng: &mut Xoshiro256PlusPlus, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

fn name(seat: Seat) -> String {
    format!("Player {}", seat.number())
}

/// What the harness counted.
#[derive(Default)]
struct Tally {
    positions: usize,
    /// Positions whose twin differs from the round in at least one hidden card.
    differed: usize,
    bot_pairs: usize,
    table_pairs: usize,
    master_pairs: usize,
    word_pairs: usize,
    explained_pairs: usize,
}

/// A twin of `round` for `seat`: every card hidden from `seat` dealt out anew,
/// consistent with what it has seen (hand sizes and shown voids kept).
fn twin(view: &SeatView, rng: &mut Xoshiro256PlusPlus) -> Round {
    Sampler::new(view).sample(rng)
}

/// Whether `a` and `b` differ in a card hidden from `seat`.
fn hidden_differs(a: &Round, b: &Round, seat: Seat) -> bool {
    a.left_out() != b.left_out() || a.seats().filter(|&s| s != seat).any(|s| a.hand(s) != b.hand(s))
}

/// Every consumer of `seat`'s view, on the round and on a twin.
fn check(round: &Round, seat: Seat, scores: [i32; 5], rng: &mut Xoshiro256PlusPlus, tally: &mut Tally) {
    let view = SeatView::new(round, seat, scores);
    let other = twin(&view, rng);
    let twin_view = SeatView::new(&other, seat, scores);
    tally.positions += 1;
    tally.differed += usize::from(hidden_differs(round, &other, seat));
    // The types: what a seat and the public are given is the same in both worlds.
    assert_eq!(twin_view, view, "{seat}'s view changed with hidden cards");
    assert_eq!(TableView::of(&other), TableView::of(round), "the public table changed with hidden cards");
    // The wire to the AI worker carries the same numbers, all exact in JavaScript.
    let words = view.encode();
    assert_eq!(twin_view.encode(), words);
    assert!(words.iter().all(|&w| w < 1 << 53), "a view number JavaScript cannot hold exactly");
    assert_eq!(SeatView::decode(&words), Some(view), "the wire form reads back");
    let json = serde_json::to_string(&view).unwrap();
    assert_eq!(serde_json::from_str::<SeatView>(&json).unwrap(), view);

    // The table's parts: what they draw, for `seat` as the one person at the table.
    let facts = |r: &Round| {
        let settings = GameSettings { mode: r.mode(), players: r.players() as u8, seed: 7, first_dealer: None };
        let state = State {
            game: Some(Game::from_round(settings, *r, scores).expect("a position")),
            seats: r.seats().map(|s| if s == seat { SeatKind::Human } else { SeatKind::Ai(Level::Medium) }).collect(),
            ..State::default()
        };
        Facts::of(&state).expect("a game under way")
    };
    assert_eq!(facts(&other), facts(round), "the table's facts for {seat} changed with hidden cards");
    tally.table_pairs += 1;

    let seed = rng.next_u64();
    if round.to_move() == Some(seat) {
        // The bots.
        for level in [Level::Easy, Level::Medium] {
            assert_eq!(decide(&twin_view, level, seed), decide(&view, level, seed), "{level:?} at {seat}");
        }
        tally.bot_pairs += 1;
        // The words a seat to move reads: the prompt and why each card is dimmed.
        let legal = round.legal_actions();
        assert_eq!(prompt(&twin_view, &legal, &[], false), prompt(&view, &legal, &[], false));
        for card in view.hand().iter() {
            assert_eq!(why_not_card(&twin_view, &[], card), why_not_card(&view, &[], card));
        }
        let played = legal[pick(rng, legal.len())];
        assert_eq!(why_not(&twin_view, played), why_not(&view, played));
        tally.word_pairs += 1;
        // Master: the hint and the coach's judgement of a move.
        if tally.positions.is_multiple_of(MASTER_EVERY) {
            assert_eq!(hint(&twin_view, seed), hint(&view, seed), "the hint at {seat}");
            assert_eq!(judge(&twin_view, played, seed), judge(&view, played, seed), "the coach at {seat}");
            tally.master_pairs += 1;
        }
    }
}

/// The log's and the bubbles' words for the next move, by a seat other than the
/// viewer: the same in a twin dealt from the viewer's view where the move is also legal
/// (the mover's own hand differs there too, so what the mover could have done instead
/// must not show).
fn check_words_of_a_move(round: &Round, viewer: Seat, action: Action, rng: &mut Xoshiro256PlusPlus, tally: &mut Tally) {
    let view = SeatView::new(round, viewer, [0; 5]);
    let mut after = *round;
    after.apply(action).expect("a legal move");
    let said = explain(&TableView::of(round), action, &TableView::of(&after), &name);
    for _ in 0..20 {
        let mut other = twin(&view, rng);
        if !hidden_differs(round, &other, viewer) || other.check(action).is_err() {
            continue;
        }
        let before = TableView::of(&other);
        assert_eq!(bubble(&before, action), bubble(&TableView::of(round), action));
        other.apply(action).expect("checked legal");
        assert_eq!(explain(&before, action, &TableView::of(&other), &name), said, "the log of {action}");
        tally.explained_pairs += 1;
        return;
    }
}

#[test]
fn no_consumer_of_a_view_changes_with_hidden_cards() {
    let mut total = Tally::default();
    for rules in tables() {
        let mut tally = Tally::default();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(u64::from(rules.players) * 31 + rules.mode as u64);
        let mut seed = 0;
        while tally.positions < POSITIONS_PER_TABLE {
            seed += 1;
            let settings = GameSettings { mode: rules.mode, players: rules.players, seed, first_dealer: None };
            let mut game = Game::new(settings).expect("a table");
            while let Some(mover) = game.to_move() {
                let round = *game.round();
                let mut scores = [0; 5];
                scores[..game.scores().len()].copy_from_slice(game.scores());
                let legal = round.legal_actions();
                let action = legal[pick(&mut rng, legal.len())];
                if pick(&mut rng, 4) == 0 && tally.positions < POSITIONS_PER_TABLE {
                    // The seat to move, and one that watches.
                    check(&round, mover, scores, &mut rng, &mut tally);
                    let watcher =
                        Seat::new(((mover.index() + 1 + pick(&mut rng, round.players() - 1)) % round.players()) as u8);
                    check(&round, watcher, scores, &mut rng, &mut tally);
                    check_words_of_a_move(&round, watcher, action, &mut rng, &mut tally);
                }
                game.act(action).expect("a legal move");
                if game.round().is_over() {
                    break;
                }
            }
        }
        println!(
            "{:?} {}p: {} positions ({} with a twin that differs in hidden cards), {} bot pairs, {} word pairs, {} Master pairs, {} logged moves",
            rules.mode,
            rules.players,
            tally.positions,
            tally.differed,
            tally.bot_pairs,
            tally.word_pairs,
            tally.master_pairs,
            tally.explained_pairs
        );
        assert!(tally.differed * 10 >= tally.positions * 9, "the twins must differ in hidden cards");
        assert!(tally.explained_pairs * 4 >= tally.positions / 2, "too few moves explained in two worlds");
        total.positions += tally.positions;
        total.differed += tally.differed;
        total.bot_pairs += tally.bot_pairs;
        total.table_pairs += tally.table_pairs;
        total.master_pairs += tally.master_pairs;
        total.explained_pairs += tally.explained_pairs;
    }
    println!(
        "secrecy: {} positions in 6 tables, {} differing twins, {} table pairs, {} bot pairs, {} Master pairs, {} logged moves",
        total.positions, total.differed, total.table_pairs, total.bot_pairs, total.master_pairs, total.explained_pairs
    );
    assert!(total.positions >= 1000);
}

/// A view's wire form refuses what a view cannot hold: another seat's hand, or the
/// left-out cards, written into the numbers by hand.
#[test]
fn the_wire_refuses_a_view_with_a_hidden_card() {
    for seed in 0..50 {
        let game = Game::new(GameSettings { mode: Mode::Impressionism, players: 4, seed, first_dealer: None }).unwrap();
        let view = game.view(Seat::new(0));
        let words = view.encode();
        assert_eq!(SeatView::decode(&words), Some(view));
        // The numbers: format, seat, players, then scores, hand sizes and pile sizes (4
        // each); the round: 13 numbers (the left-out cards 6th), then 7 a seat, its
        // hand first.
        let round_at = 3 + 3 * 4;
        let truth = game.round();
        let mut tampered = vec![(round_at + 5, truth.left_out().bits())];
        for s in 1..4 {
            tampered.push((round_at + 13 + 7 * s, truth.hand(Seat::new(s as u8)).bits()));
        }
        for (at, bits) in tampered {
            assert_eq!(words[at], 0, "the slot at {at} is empty in the view");
            let mut copy = words.clone();
            copy[at] = bits;
            assert_eq!(SeatView::decode(&copy), None, "hidden cards at {at} were read back");
        }
        let mut longer = words.clone();
        longer.push(0);
        assert_eq!(SeatView::decode(&longer), None, "a longer view is refused");
    }
}

/// R3: after a full round of passes, seats with nothing for the board go on passing, so
/// the passes in a row can outnumber the seats; a view then still reads back (every
/// seat's, after every move).
#[test]
fn a_view_after_more_passes_than_seats_reads_back() {
    let json = r#"{"mode": "impressionism", "players": 3, "dealer": 0,
        "hands": [["R1", "R2"], ["R3", "R4"], ["O2", "Y1"]],
        "actions": ["place cancel R1", "pass", "pass", "pass", "pass"]}"#;
    let scenario = pala_rules::scenario::Scenario::from_json(json).expect("a scenario");
    let mut game = scenario.setup().expect("a position");
    let mut most = 0;
    for text in scenario.actions.iter().flatten() {
        game.act(text.parse().expect("an action")).expect("a legal action");
        most = most.max(game.round().passes());
        for seat in game.round().seats() {
            let view = game.view(seat);
            assert_eq!(SeatView::decode(&view.encode()), Some(view), "{seat}'s view after {text}");
        }
    }
    assert!(usize::from(most) > 3, "the passes outnumber the seats: {most}");
}
