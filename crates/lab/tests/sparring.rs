//! The lab's sparring partners (`Sampler::knowing`, built with the AI crate's `lab`
//! feature): the stand-in of the other app's bot never deals the left-out cards it
//! knows to a seat, and a player's levels do not know them.
#![cfg(not(target_arch = "wasm32"))]

use pala_ai::search::sampler::Sampler;
use pala_rules::engine::{Game, GameSettings, Mode, Seat};
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

#[test]
fn the_stand_in_never_deals_the_left_out_cards_to_a_seat() {
    let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed: 9, first_dealer: Some(Seat::new(0)) };
    let game = Game::new(settings).unwrap();
    let left_out = game.round().left_out();
    assert_eq!(left_out.len(), 4);
    let view = game.view(game.to_move().unwrap());
    let sampler = Sampler::knowing(&view, true, left_out);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    for _ in 0..200 {
        let deal = sampler.sample(&mut rng);
        assert_eq!(deal.left_out(), left_out);
        assert!(deal.cards_accounted());
    }
    // A player's levels do not know them: the same cards reach the seats sometimes.
    let fair = Sampler::new(&view);
    let dealt_out = (0..200).filter(|_| fair.sample(&mut rng).left_out() != left_out).count();
    assert!(dealt_out > 150, "{dealt_out}");
}
