//! The AI seats only ever choose legal actions, and cannot read hidden cards.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../../ai/tests/support/trace.rs"]
mod trace;

use pala_ai::{decide, hint, merge, shares};
use pala_lab::contender::Contender;
use pala_rules::engine::{Action, Game, GameSettings, Hand, Level, MAX_PLAYERS, Mode, Round, Rules, Seat, SeatView};
use trace::{Column, decision_trace};

/// Every level, Master on a small budget (its solver, bid pricing and weighed deals as
/// shipped, fewer iterations) so that the test stays quick; the lab's random player and
/// ISMCTS reference; and Master with the lab's search variants that draw deals
/// otherwise (perfect-information Monte Carlo over sampled deals, and playouts
/// modelling the others), which must be as blind.
fn every_bot() -> [Contender; 6] {
    let parse = |text: &str| Contender::parse(text).unwrap();
    let hard = parse("hard:iterations=300:bid_samples=100");
    let variant = parse("hard:iterations=300:bid_samples=100:pimc=10:onoise=75");
    [hard, parse("random"), parse("easy"), parse("medium"), parse("ismcts1000"), variant]
}

/// A contender's move from a seat's view alone (none of these peeks).
fn decide_from(view: &SeatView, contender: &Contender, seed: u64) -> Action {
    let round = view.round();
    match contender.settings(round.mode(), round.players()) {
        Some(settings) => merge(view, &settings, seed, &shares(view, &settings, seed)).action,
        // The random player: a legal move, its choice checked by the arena's own tests.
        None => {
            let mut list = pala_rules::engine::ActionList::new();
            view.legal_actions_into(&mut list);
            list[seed as usize % list.len()]
        }
    }
}

/// Plays whole rounds with every level in every seat of every table; every choice must
/// be legal.
#[test]
fn every_level_only_chooses_legal_actions() {
    let bots = every_bot();
    for mode in Mode::ALL {
        for players in 3..=5u8 {
            for offset in 0..bots.len() {
                let seed = players as u64 * 7 + offset as u64;
                let settings = GameSettings { mode, players, seed, first_dealer: Some(Seat::new(0)) };
                let mut game = Game::new(settings).unwrap();
                let mut decisions = 0;
                while let Some(seat) = game.to_move() {
                    let view = game.view(seat);
                    let bot = &bots[(seat.index() + offset) % bots.len()];
                    let action = bot.decide(&game, seat, decisions);
                    assert!(view.is_legal(action), "{bot} chose {action}, not legal");
                    game.act_as(seat, action).unwrap();
                    decisions += 1;
                }
                assert!(game.round().is_over());
                assert!(decisions > 10);
            }
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
        let mut round = Round::deal(rules, Seat::new(0), 11);
        // Play a few actions so that some cards are public.
        for _ in 0..6 {
            let view = SeatView::new(&round, round.to_move().unwrap(), [0; 5]);
            round.apply(decide(&view, Level::Easy, 1)).unwrap();
        }
        let seat = round.to_move().unwrap();
        let hidden: Vec<_> =
            round.seats().filter(|&s| s != seat).map(|s| round.hand(s)).chain([round.left_out()]).collect();
        // Rotate the hidden card sets among the other seats, keeping sizes where they
        // match (otherwise swap whole deck parts of equal size).
        let mut pool: Vec<_> = hidden.iter().flat_map(|h| h.iter()).collect();
        pool.reverse();
        let mut hands = [Hand::EMPTY; MAX_PLAYERS];
        let mut next = pool.into_iter();
        for s in round.seats().filter(|&s| s != seat) {
            hands[s.index()] = next.by_ref().take(round.hand(s).len() as usize).collect();
        }
        hands[seat.index()] = round.hand(seat);
        let left_out: Hand = next.collect();
        let piles = std::array::from_fn(|s| round.pile(Seat::from_index(s)));
        let other = round.with_hidden(hands, left_out, piles);
        assert_ne!(other, round, "the hidden cards really differ");
        let (a, b) = (SeatView::new(&round, seat, [0; 5]), SeatView::new(&other, seat, [0; 5]));
        assert_eq!(a, b, "{mode}: the view shows something hidden");
        for bot in every_bot() {
            assert_eq!(decide_from(&a, &bot, 5), decide_from(&b, &bot, 5), "{bot}");
        }
    }
}

#[test]
fn decisions_are_deterministic_for_a_seed_and_the_hint_explains_itself() {
    let settings = GameSettings { mode: Mode::Pointillism, players: 4, seed: 3, first_dealer: Some(Seat::new(1)) };
    let game = Game::new(settings).unwrap();
    let view = game.view(Seat::new(1));
    assert_eq!(decide(&view, Level::Medium, 9), decide(&view, Level::Medium, 9));
    let hint = hint(&view, 9);
    assert!(view.is_legal(hint.action));
    // A Pointillism bid: priced on simulated deals, against the next best bid.
    assert!(matches!(hint.reason.why, pala_words::Why::Because { .. }), "{:?}", hint.reason);
    assert!(matches!(hint.details, pala_words::Details::Priced { samples: 1500, .. }), "{:?}", hint.details);
}

/// The rule-of-thumb player (Easy, and the search levels' playouts) reads the
/// Impressionism board: last to play, it takes a trick that costs nothing with its
/// strongest card (shedding it safely), ducks a trick holding a +face card, and, with a
/// seat still to play after it (known from the hand sizes a view shows), does not take
/// the lead.
#[test]
fn rule_of_thumb_reads_the_impressionism_board() {
    use pala_rules::engine::Action;
    use pala_rules::scenario::Scenario;
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
        assert_eq!(game.to_move(), Some(Seat::new(2)));
        game.view(Seat::new(2))
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

/// The rule of thumb weighs the odds that a card is beaten: leading, it plays the card
/// that others most likely beat (G2, with six greens above it unseen) rather than the
/// top green or a near-top orange; void in the trick's colour, it junks the strong
/// scoring card and keeps its Cancel card (R11).
#[test]
fn rule_of_thumb_leads_what_others_beat_and_junks_what_would_cost() {
    use pala_rules::engine::Action;
    use pala_rules::scenario::Scenario;
    let json = r#"{"mode": "impressionism", "players": 4, "board": ["R", "B", "P", "Y"],
        "hands": [["G9", "G2", "O8"], ["P9", "B1", "R3"], ["G5", "Y2", "B2"], ["G7", "O2", "Y3"]],
        "actions": []}"#;
    let mut game = Scenario::from_json(json).unwrap().setup().unwrap();
    let g2 = "play G2".parse::<Action>().unwrap();
    let p9 = "play P9".parse::<Action>().unwrap();
    for seed in 0..20 {
        assert_eq!(decide(&game.view(Seat::new(0)), Level::Easy, seed), g2, "lead the card others beat");
    }
    game.act(g2).unwrap();
    for seed in 0..20 {
        assert_eq!(decide(&game.view(Seat::new(1)), Level::Easy, seed), p9, "junk the strong +1 card");
    }
}

/// Every level's decisions along one seeded round per table match the pinned trace,
/// which the wasm test in headless Chromium checks too: decisions are the same natively
/// and in wasm. After a deliberate change to the bots, rewrite the file with
/// `PALA_BLESS=1 cargo test --test ai` and say why in the commit.
#[test]
fn decisions_match_the_pinned_trace() {
    let column = |name: &str, every: usize| {
        let contender = Contender::parse(name).unwrap();
        Column {
            name: name.into(),
            every,
            decide: Box::new(move |game: &Game, seat, seed| contender.decide(game, seat, seed)),
        }
    };
    let columns = [
        column("random", 1),
        column("easy", 1),
        column("medium", 1),
        column("ismcts1000", 1),
        column("hard", 10),
        column("hard:workers=2", 30),
    ];
    let trace = decision_trace(&columns, 2);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../ai/tests/data/ai-decisions.txt");
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

/// Sampled deals weighed by the bids: a seat that bid null is dealt fewer top cards
/// (primary 5s, secondary 8s and 9s) than unweighted deals give it, and a seat that bid
/// Red alone is dealt the red 5 more often.
#[test]
fn weighing_deals_by_bids_reads_null_and_colour_bids() {
    use pala_ai::search::sampler::Sampler;
    use pala_ai::thumb::strength;
    use pala_rules::engine::{Bid, Card, Color, RoundSetup, deal_hands};
    use rand_core::SeedableRng;
    let rules = Rules::new(Mode::Pointillism, 3).unwrap();
    let red = Bid::of(&[Color::Red]).unwrap();
    // A deal where seat 0 (whose view samples) does not hold the red 5.
    let red5 = Card::new(Color::Red, 5).unwrap();
    let seed = (0..).find(|&s| !deal_hands(rules, s)[0].contains(red5)).unwrap();
    let round = Round::from_setup(&RoundSetup {
        rules,
        dealer: Seat::new(0),
        hands: deal_hands(rules, seed),
        piles: [Hand::EMPTY; MAX_PLAYERS],
        bids: Some([red, Bid::NULL, red, Bid::NULL, Bid::NULL]),
        board: None,
        leader: None,
    })
    .expect("a position that keeps the rules");
    let view = SeatView::new(&round, Seat::new(0), [0; 5]);
    let tally = |sampler: &Sampler| {
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(1);
        let (mut null_top, mut red5_with_bidder) = (0u32, 0u32);
        for _ in 0..4000 {
            let deal = sampler.sample(&mut rng);
            null_top += deal.hand(Seat::new(1)).iter().filter(|&c| strength(c) >= 40).count() as u32;
            red5_with_bidder += deal.hand(Seat::new(2)).contains(red5) as u32;
        }
        (null_top, red5_with_bidder)
    };
    let (plain_top, plain_red5) = tally(&Sampler::new(&view));
    let (weighed_top, weighed_red5) = tally(&Sampler::new(&view).weighing(8));
    assert!(weighed_top * 10 < plain_top * 7, "null bidder's top cards: {weighed_top} weighed vs {plain_top} plain");
    assert!(weighed_red5 * 10 > plain_red5 * 13, "red bidder's red 5: {weighed_red5} weighed vs {plain_red5} plain");
}

/// The end-of-round solver plays every line out: a null bidder holding R4 and R1 can
/// always duck, so its exact value is a made null (+25, above anything the others can
/// score here), unless it has already played the R4 under the R2 lead (-25).
#[test]
fn the_end_of_round_solver_finds_the_null_bidders_escape() {
    use pala_ai::search::reward::Stakes;
    use pala_ai::search::solver::solve;
    use pala_rules::scenario::Scenario;
    let position = |actions: &[&str]| {
        let json = r#"{"mode": "pointillism", "players": 3, "bids": ["R", "null", "R"],
            "hands": [["R2", "Y1"], ["R4", "R1"], ["R3", "Y2"]], "actions": []}"#;
        let mut game = Scenario::from_json(json).unwrap().setup().unwrap();
        for action in actions {
            game.act(action.parse().unwrap()).unwrap();
        }
        *game.round()
    };
    let stakes = Stakes::full(position(&[]).rules(), [0; 5]);
    let ducked = solve(&position(&[]), &stakes, 10_000).expect("a small round solves");
    assert!(ducked[1] > 0.0, "the null bidder can duck both tricks: {ducked:?}");
    let caught = solve(&position(&["play R2", "play R4"]), &stakes, 10_000).expect("a small round solves");
    assert!(caught[1] < 0.0, "R4 wins the red trick and breaks the null: {caught:?}");
    assert_eq!(solve(&position(&[]), &stakes, 1), None, "one position is not enough to solve the round");
}

/// The rule of thumb hunts null bidders where it pays (R10): at 3 players a caught
/// null moves each other seat 25 points, so a Red bidder plays its R2 under the null
/// bidder's winning R3 rather than take the trick with R5; at 5 players a caught null
/// moves each other seat only 1 point, less than the trick is worth, so it takes it.
#[test]
fn the_rule_of_thumb_hunts_null_bidders_where_it_pays() {
    use pala_rules::engine::Action;
    use pala_rules::scenario::Scenario;
    let decision = |players: usize, seed: u64| {
        let mut hands = vec![r#"["R1", "Y1"]"#, r#"["R3", "Y2"]"#, r#"["R5", "R2"]"#];
        let mut bids = vec![r#""R""#, r#""null""#, r#""R""#];
        for _ in 3..players {
            hands.push(r#"["B1", "B2"]"#);
            bids.push(r#""B""#);
        }
        let json = format!(
            r#"{{"mode": "pointillism", "players": {players}, "bids": [{}], "hands": [{}], "actions": []}}"#,
            bids.join(", "),
            hands.join(", ")
        );
        let mut game = Scenario::from_json(&json).unwrap().setup().unwrap();
        for action in ["play R1", "play R3"] {
            game.act(action.parse().unwrap()).unwrap();
        }
        decide(&game.view(Seat::new(2)), Level::Easy, seed)
    };
    let (under, over) = ("play R2".parse::<Action>().unwrap(), "play R5".parse::<Action>().unwrap());
    for seed in 0..10 {
        assert_eq!(decision(3, seed), under, "3 players: leave the trick to the null bidder");
        assert_eq!(decision(5, seed), over, "5 players: the trick is worth more than the null");
    }
}
