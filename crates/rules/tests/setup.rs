//! A position becomes a round only through the checked constructor
//! (`Round::from_setup`), and each rule it breaks is refused in words (as shakmaty's
//! `Setup` becomes a position).

use pala_rules::engine::{
    Bid, Color, Hand, MAX_PLAYERS, Mode, Place, Round, RoundSetup, Rules, Seat, SeatRole, SetupError, deal_hands,
};

fn setup(mode: Mode, players: u8) -> RoundSetup {
    let rules = Rules::new(mode, players).unwrap();
    RoundSetup {
        rules,
        dealer: Seat::new(0),
        hands: deal_hands(rules, 3),
        piles: [Hand::EMPTY; MAX_PLAYERS],
        bids: None,
        board: None,
        leader: None,
    }
}

fn refusal(setup: &RoundSetup) -> String {
    let error = Round::from_setup(setup).expect_err("refused");
    error.to_string()
}

#[test]
fn a_dealt_position_is_a_round() {
    for mode in Mode::ALL {
        for players in 3..=5 {
            let s = setup(mode, players);
            let round = Round::from_setup(&s).expect("a dealt position");
            assert_eq!(round, Round::deal(s.rules, Seat::new(0), 3), "the same round as the normal deal");
        }
    }
}

#[test]
fn every_broken_rule_is_refused_and_named() {
    let mut s = setup(Mode::Pointillism, 3);
    s.dealer = Seat::new(3);
    assert_eq!(Round::from_setup(&s), Err(SetupError::Seat { role: SeatRole::Dealer, seat: 3, players: 3 }));
    assert_eq!(refusal(&s), "the dealer must be a seat from 0 to 2 (Player 1 to Player 3), not 3");

    let mut s = setup(Mode::Pointillism, 3);
    s.bids = Some([Bid::NULL; MAX_PLAYERS]);
    s.leader = Some(Seat::new(4));
    assert_eq!(refusal(&s), "the leader must be a seat from 0 to 2 (Player 1 to Player 3), not 4");

    let mut s = setup(Mode::Pointillism, 3);
    s.hands[3] = s.hands[0];
    s.hands[0] = Hand::EMPTY;
    assert_eq!(Round::from_setup(&s), Err(SetupError::Away { place: Place::Hand, seat: 3, players: 3 }));
    assert_eq!(refusal(&s), "seat 3 (Player 4) is not at a 3-player table, so it has no hand");

    let mut s = setup(Mode::Pointillism, 4);
    let card = s.hands[1].iter().next().unwrap();
    s.piles[2].insert(card);
    assert_eq!(Round::from_setup(&s), Err(SetupError::TwoPlaces { card }));
    assert!(refusal(&s).ends_with("is in two places: each card of the deck is in one hand or pile at most"));

    let mut s = setup(Mode::Impressionism, 4);
    let mut board = [None; MAX_PLAYERS];
    board[0] = Some(Color::Red);
    board[2] = Some(Color::Red);
    s.board = Some(board);
    assert_eq!(refusal(&s), "R3: Red is on the board twice, and a colour can be bid only once");

    let mut s = setup(Mode::Impressionism, 3);
    let mut board = [None; MAX_PLAYERS];
    board[4] = Some(Color::Green);
    s.board = Some(board);
    assert_eq!(Round::from_setup(&s), Err(SetupError::NoSpace { index: 4, spaces: 3, players: 3 }));

    let mut s = setup(Mode::Pointillism, 3);
    s.board = Some([None; MAX_PLAYERS]);
    assert_eq!(Round::from_setup(&s), Err(SetupError::Board));
    let mut s = setup(Mode::Impressionism, 3);
    s.bids = Some([Bid::NULL; MAX_PLAYERS]);
    assert_eq!(Round::from_setup(&s), Err(SetupError::Bids));
}

/// A save in another window is this game further on (or back, or played on another
/// way there), or another game in its place: the same deal started again (with a new
/// stream of bot seeds, as every new game draws), or another deal.
#[test]
fn a_game_further_on_is_the_same_game_and_one_started_afresh_is_not() {
    use pala_rules::engine::{Game, GameSettings};
    let settings = GameSettings { mode: Mode::Pointillism, players: 4, seed: 11, first_dealer: Some(Seat::new(0)) };
    let mut game = Game::new(settings).unwrap().with_bot_seed(5);
    let start = game.record();
    let first = game.round().legal_actions()[0];
    game.act(first).unwrap();
    let on = game.record();
    assert!(start.same_game(&on) && on.same_game(&start), "a game and the same game one move on");
    let mut other_way = Game::new(settings).unwrap().with_bot_seed(5);
    let second = other_way.round().legal_actions()[1];
    other_way.act(second).unwrap();
    assert!(on.same_game(&other_way.record()), "the same game played on another way in another window");
    let again = Game::new(settings).unwrap().with_bot_seed(6).record();
    assert!(!start.same_game(&again), "the same deal started again is another game");
    let another_deal = Game::new(GameSettings { seed: 12, ..settings }).unwrap().with_bot_seed(5).record();
    assert!(!start.same_game(&another_deal), "another deal is another game");
}
