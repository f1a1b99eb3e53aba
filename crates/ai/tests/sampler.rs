//! The sampler, sample by sample: every deal it draws for a seat's view is a full round
//! that could be the real one. Over random positions in all six tables, each sample
//! keeps every hand size, respects the colours each seat has shown it lacks, holds all
//! 48 cards exactly once, and gives the seat back exactly the view it was drawn from
//! (R13), with and without weighing by the bids.
#![cfg(not(target_arch = "wasm32"))]

use pala_ai::search::sampler::Sampler;
use pala_rules::engine::{Mode, Round, Rules, Seat, SeatView};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

const ROUNDS_PER_TABLE: u64 = 60;
const SAMPLES: usize = 4;

#[test]
fn every_sample_could_be_the_real_deal() {
    let mut checked = 0u64;
    for mode in Mode::ALL {
        for players in 3..=5 {
            let rules = Rules::new(mode, players).unwrap();
            for seed in 0..ROUNDS_PER_TABLE {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5A4D);
                let mut round = Round::deal(rules, Seat::from_index((seed % players as u64) as usize), seed);
                while let Some(seat) = round.to_move() {
                    // A view now and then: at the start, mid-bidding, mid-trick, late.
                    if rng.next_u64() % 4 == 0 {
                        check_view(&round, seat, &mut rng);
                        checked += 1;
                    }
                    let legal = round.legal_actions();
                    round.apply(legal[(rng.next_u64() % legal.len() as u64) as usize]).unwrap();
                }
            }
        }
    }
    println!("{checked} views, {} samples checked", checked * SAMPLES as u64 * 2);
    assert!(checked > 1000);
}

fn check_view(round: &Round, seat: Seat, rng: &mut Xoshiro256PlusPlus) {
    let view = SeatView::new(round, seat, [0; 5]);
    for sampler in [Sampler::new(&view), Sampler::new(&view).weighing(8)] {
        for _ in 0..SAMPLES {
            let deal = sampler.sample(rng);
            assert!(deal.cards_accounted(), "all 48 cards, each once");
            assert_eq!(deal.hand(seat), round.hand(seat), "the seat's own hand");
            for s in round.seats() {
                assert_eq!(deal.hand(s).len(), round.hand(s).len(), "{s}'s hand size");
                assert_eq!(deal.pile(s).len(), round.pile(s).len(), "{s}'s pile size");
                let shown_lacking = round.voids(s);
                for card in deal.hand(s).iter() {
                    assert_eq!(shown_lacking & (1 << card.color().index()), 0, "{s} showed it lacks {card}");
                }
            }
            assert_eq!(deal.left_out().len(), round.left_out().len());
            assert_eq!(SeatView::new(&deal, seat, [0; 5]), view, "the sample gives back the same view");
        }
    }
}
