//! R13 by test: nothing a seat may not know reaches its bots, its words, its hint, its
//! coach or its screen. Games are played from their deals in all six tables; at random
//! moments each is paired with a twin game that differs in everything the seat may not
//! know: every card it has not seen, now and as dealt (the other hands and the left-out
//! cards dealt anew, as the seat's own search would deal them), the deal's seed, and so
//! the hidden side of the round's history; the bots' own seed stream and every action
//! are the same. Every consumer runs on both and must say and do exactly the same: the
//! requests the page sends the AI worker (as bytes), the bots' decisions, the hint and
//! the coach, the words a seat reads, the game log, and the table's facts (which hold
//! the deal's link and number, shown only once the round is over).
//!
//! The consumers take a [`SeatView`] (the seat's own hand and the public table), a
//! [`TableView`] (the public table alone) or the game's public history, types that
//! cannot hold another seat's hand; the harness checks both that the twin's views are
//! equal and that each consumer's output is, so a consumer that reached round the view
//! (to the game, its seed, its deal) would be caught.
#![cfg(not(target_arch = "wasm32"))]

use pala::app::asks;
use pala::app::store::State;
use pala::app::table::Facts;
use pala_ai::coach::{judge, review_seed};
use pala_ai::search::sampler::Sampler;
use pala_ai::{decide, hint};
use pala_rules::engine::{
    Action, Game, GameSettings, Hand, Level, MAX_PLAYERS, Mode, Round, RoundSetup, Rules, Seat, SeatKind, SeatView,
    TableView,
};
use pala_words::prompt;
use pala_words::{bubble, explain, game_log, why_not, why_not_card};
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

/// What the harness counted: pairs compared, by consumer.
#[derive(Default)]
struct Tally {
    positions: usize,
    /// Positions whose twin differs from the game in at least one hidden card.
    differed: usize,
    /// Twins that could not be dealt (the sampled cards could not have been dealt so).
    undealt: usize,
    views: usize,
    requests: usize,
    bot_pairs: usize,
    table_pairs: usize,
    master_pairs: usize,
    word_pairs: usize,
    log_pairs: usize,
    explained_pairs: usize,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.positions += o.positions;
        self.differed += o.differed;
        self.undealt += o.undealt;
        self.views += o.views;
        self.requests += o.requests;
        self.bot_pairs += o.bot_pairs;
        self.table_pairs += o.table_pairs;
        self.master_pairs += o.master_pairs;
        self.word_pairs += o.word_pairs;
        self.log_pairs += o.log_pairs;
        self.explained_pairs += o.explained_pairs;
    }

    fn line(&self) -> String {
        format!(
            "{} positions ({} with a twin that differs in hidden cards, {} twins undealt); pairs compared: {} views, {} worker requests (bytes), {} bot decisions, {} Master hints and coach judgements, {} table facts, {} word sets, {} game logs, {} moves in words",
            self.positions,
            self.differed,
            self.undealt,
            self.views,
            self.requests,
            self.bot_pairs,
            self.master_pairs,
            self.table_pairs,
            self.word_pairs,
            self.log_pairs,
            self.explained_pairs
        )
    }
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

/// The twin game of `truth` (played from its deal by `dealer`) for `seat`: dealt from
/// `seed` instead, with every card `seat` has not seen dealt anew, now and as dealt
/// (each other seat's cards shown this round stay its own; what it holds now is
/// sampled from `seat`'s view), and the same actions since. `None` when the sampled
/// hands could not have been dealt so.
fn twin_game(
    truth: &Game,
    dealer: Seat,
    scores: [i32; MAX_PLAYERS],
    seat: Seat,
    seed: u64,
    rng: &mut Xoshiro256PlusPlus,
) -> Option<Game> {
    let now = twin(&truth.view(seat), rng);
    let round = truth.round();
    let mut hands = [Hand::EMPTY; MAX_PLAYERS];
    for s in round.seats() {
        // What the seat has shown this round: its cards played and laid on the board.
        let placed = round.board().iter().zip(round.placers()).filter(|(_, p)| *p == Some(s));
        let laid =
            placed.fold(Hand::EMPTY, |h, (c, _)| h.union(c.map_or(Hand::EMPTY, |c| round.board_cards().of_color(c))));
        let spent = round.played(s).union(laid);
        hands[s.index()] = if s == seat { round.hand(s).union(spent) } else { spent.union(now.hand(s)) };
    }
    let setup = RoundSetup {
        rules: round.rules(),
        dealer,
        hands,
        piles: [Hand::EMPTY; MAX_PLAYERS],
        bids: None,
        board: None,
        leader: None,
    };
    let deal = Round::from_setup(&setup).ok()?;
    let settings = GameSettings { seed, ..truth.settings() };
    let mut game = Game::from_round(settings, deal, scores).ok()?.with_bot_seed(truth.bot_seed());
    for &action in truth.actions() {
        game.act(action).ok()?;
    }
    Some(game)
}

/// Every consumer of `seat`'s knowledge, on the game and on its twin.
fn check(truth: &Game, other: &Game, seat: Seat, rng: &mut Xoshiro256PlusPlus, tally: &mut Tally) {
    let (round, view, twin_view) = (truth.round(), truth.view(seat), other.view(seat));
    tally.positions += 1;
    tally.differed += usize::from(hidden_differs(round, other.round(), seat));
    assert_ne!(truth.settings().seed, other.settings().seed, "the twins' deals have their own seeds");
    // The types: what a seat and the public are given is the same in both worlds.
    assert_eq!(twin_view, view, "{seat}'s view changed with hidden cards");
    assert_eq!(TableView::of(other.round()), TableView::of(round), "the public table changed with hidden cards");
    // The wire to the AI worker carries the same numbers, all exact in JavaScript.
    let words = view.encode();
    assert_eq!(twin_view.encode(), words);
    assert!(words.iter().all(|&w| w < 1 << 53), "a view number JavaScript cannot hold exactly");
    assert_eq!(SeatView::decode(&words), Some(view), "the wire form reads back");
    let json = serde_json::to_string(&view).unwrap();
    assert_eq!(serde_json::from_str::<SeatView>(&json).unwrap(), view);
    tally.views += 1;

    // The table's parts: what they draw, for `seat` as the one person at the table.
    let facts = |game: &Game| {
        let state = State {
            game: Some(game.clone()),
            seats: round
                .seats()
                .map(|s| if s == seat { SeatKind::Human } else { SeatKind::Ai(Level::Medium) })
                .collect(),
            ..State::default()
        };
        Facts::of(&state).expect("a game under way")
    };
    let (seen, twin_seen) = (facts(truth), facts(other));
    assert_eq!(twin_seen, seen, "the table's facts for {seat} changed with hidden cards");
    tally.table_pairs += 1;
    // The game log.
    assert_eq!(game_log(&other.public_history(), &name), game_log(&truth.public_history(), &name), "the game log");
    tally.log_pairs += 1;

    // What the page sends the AI worker, as the bytes it posts.
    let bytes = |request: &pala::worker::Request<pala::worker::Relayed>| serde_json::to_vec(request).unwrap();
    let names: Vec<String> = round.seats().map(name).collect();
    if round.to_move() == Some(seat) {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            assert_eq!(
                bytes(&asks::decide(other, seat, level)),
                bytes(&asks::decide(truth, seat, level)),
                "{level:?}'s request"
            );
        }
        assert_eq!(
            bytes(&asks::hint(twin_seen.view, twin_seen.hint_seed, names.clone())),
            bytes(&asks::hint(seen.view, seen.hint_seed, names.clone())),
            "the hint's request"
        );
        tally.requests += 4;
    }

    let seed = truth.decision_seed(seat);
    assert_eq!(other.decision_seed(seat), seed, "the bots' seed is the bots' own");
    if round.to_move() == Some(seat) {
        // The bots.
        for level in [Level::Easy, Level::Medium] {
            assert_eq!(decide(&twin_view, level, seed), decide(&view, level, seed), "{level:?} at {seat}");
        }
        tally.bot_pairs += 1;
        // The words a seat to move reads: the prompt and why each card is dimmed.
        let legal = view.legal_actions();
        assert_eq!(prompt(&twin_view, &legal, &[], false), prompt(&view, &legal, &[], false));
        for card in view.hand().iter() {
            assert_eq!(why_not_card(&twin_view, &[], card), why_not_card(&view, &[], card));
        }
        let played = legal[pick(rng, legal.len())];
        assert_eq!(why_not(&twin_view, played), why_not(&view, played));
        tally.word_pairs += 1;
        assert_eq!(
            bytes(&asks::judge(other, seat, played, names.clone())),
            bytes(&asks::judge(truth, seat, played, names)),
            "the coach's request"
        );
        tally.requests += 1;
        // Master: the hint and the coach's judgement of a move.
        if tally.positions.is_multiple_of(MASTER_EVERY) {
            assert_eq!(hint(&twin_view, seed), hint(&view, seed), "the hint at {seat}");
            let coach = review_seed(seed);
            assert_eq!(judge(&twin_view, played, coach), judge(&view, played, coach), "the coach at {seat}");
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
fn no_consumer_changes_with_hidden_cards_the_seed_or_the_hidden_past() {
    // The six tables on two threads, three each (each table's rounds come from its own
    // seed: the same positions and checks as one loop, in half the time on two cores).
    let all: Vec<Rules> = tables().collect();
    let halves: Vec<Tally> = std::thread::scope(|s| {
        let running: Vec<_> = (0..2)
            .map(|half| {
                let mine: Vec<Rules> = all.iter().copied().skip(half).step_by(2).collect();
                s.spawn(move || {
                    mine.into_iter().map(check_table).fold(Tally::default(), |mut t, one| {
                        t.add(&one);
                        t
                    })
                })
            })
            .collect();
        running.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    });
    let mut total = Tally::default();
    for half in &halves {
        total.add(half);
    }
    println!("secrecy: 6 tables: {}", total.line());
    assert!(total.positions >= 1000);
}

/// One table's random positions, each checked against its twins (see the test above).
fn check_table(rules: Rules) -> Tally {
    let mut tally = Tally::default();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(u64::from(rules.players) * 31 + rules.mode as u64);
    while tally.positions < POSITIONS_PER_TABLE {
        // A game from its deal, with earlier rounds' totals and the bots' own seed.
        let seed = rng.next_u64() % 1_000_000_000;
        let dealer = Seat::new(pick(&mut rng, rules.players()) as u8);
        let settings = GameSettings { mode: rules.mode, players: rules.players, seed, first_dealer: Some(dealer) };
        let dealt = *Game::new(settings).expect("a table").round();
        let mut scores = [0; MAX_PLAYERS];
        for s in scores.iter_mut().take(rules.players()) {
            *s = pick(&mut rng, 80) as i32 - 20;
        }
        let mut game = Game::from_round(settings, dealt, scores).expect("a deal").with_bot_seed(rng.next_u64());
        while let Some(mover) = game.to_move() {
            let legal = game.round().legal_actions();
            let action = legal[pick(&mut rng, legal.len())];
            if pick(&mut rng, 4) == 0 && tally.positions < POSITIONS_PER_TABLE {
                // The seat to move, and one that watches, each with a twin of its own.
                let watcher =
                    Seat::new(((mover.index() + 1 + pick(&mut rng, rules.players() - 1)) % rules.players()) as u8);
                for seat in [mover, watcher] {
                    let other_seed = seed + 1 + rng.next_u64() % 1_000_000;
                    match twin_game(&game, dealer, scores, seat, other_seed, &mut rng) {
                        Some(other) => check(&game, &other, seat, &mut rng, &mut tally),
                        None => tally.undealt += 1,
                    }
                }
                check_words_of_a_move(game.round(), watcher, action, &mut rng, &mut tally);
            }
            game.act(action).expect("a legal move");
            if game.round().is_over() {
                break;
            }
        }
    }
    println!("{:?} {}p: {}", rules.mode, rules.players, tally.line());
    assert!(tally.differed * 10 >= tally.positions * 9, "the twins must differ in hidden cards");
    assert!(tally.explained_pairs * 4 >= tally.positions / 2, "too few moves explained in two worlds");
    assert!(tally.undealt * 10 <= tally.positions, "too many twins could not be dealt: {}", tally.undealt);
    tally
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
        // The numbers: format, seat, players, the ending (2), then scores, hand sizes and
        // pile sizes (4 each); the round: 13 numbers (the left-out cards 6th), then 7 a
        // seat, its hand first.
        let round_at = 5 + 3 * 4;
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
