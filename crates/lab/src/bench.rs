//! `pala bench`: uniformly random full-round playouts per second on one core, for each
//! mode and player count, with a checksum of the final scores that the bench checks
//! against pinned values, so a fast but wrong engine cannot pass.

use std::time::Instant;

use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use pala_rules::engine::{ActionList, Mode, Round, Rules, Seat};

/// Plays uniformly random legal actions until the round ends. No allocation.
pub fn random_playout(round: &mut Round, rng: &mut impl RngCore, list: &mut ActionList) -> u32 {
    let mut actions = 0;
    while !round.is_over() {
        round.legal_actions_into(list);
        let pick = ((rng.next_u64() as u128 * list.len() as u128) >> 64) as usize;
        round.apply_unchecked(list[pick]);
        actions += 1;
    }
    actions
}

/// The figures of one table.
#[derive(Clone, Debug)]
pub struct BenchRow {
    pub rules: Rules,
    pub playouts: u64,
    pub actions: u64,
    pub seconds: f64,
    /// A hash of every playout's final scores over the first [`CHECK_PLAYOUTS`].
    pub checksum: u64,
}

impl BenchRow {
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.seconds
    }
}

/// How many playouts the checksum covers.
pub const CHECK_PLAYOUTS: u64 = 10_000;

/// Runs playouts from seeded deals (deal `i` uses seed `i`, its playout RNG seed `i` too)
/// for at least `seconds`.
pub fn bench_table(rules: Rules, seconds: f64) -> BenchRow {
    let mut list = ActionList::new();
    let mut checksum = 0xCBF2_9CE4_8422_2325u64;
    let (mut playouts, mut actions) = (0u64, 0u64);
    let start = Instant::now();
    loop {
        for _ in 0..1000 {
            let seed = playouts;
            let mut round = Round::deal(rules, Seat::from_index((seed % rules.players as u64) as usize), seed);
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            actions += random_playout(&mut round, &mut rng, &mut list) as u64;
            if playouts < CHECK_PLAYOUTS {
                for total in round.score_totals() {
                    checksum = (checksum ^ total as u64).wrapping_mul(0x0100_0000_01B3);
                }
            }
            playouts += 1;
        }
        let elapsed = start.elapsed().as_secs_f64();
        if elapsed >= seconds && playouts >= CHECK_PLAYOUTS {
            return BenchRow { rules, playouts, actions, seconds: elapsed, checksum };
        }
    }
}

/// The pinned checksums, per table in [`tables`] order.
pub const EXPECTED_CHECKSUMS: [u64; 6] = [
    0xe696eb60779a1c8e,
    0x3b4d993e08135648,
    0x288e8cc409d1309f,
    0x56d8429c7c4d4954,
    0xf366b0255635c1eb,
    0xaab5228d9948b9a9,
];

/// The six tables: both modes at 3, 4 and 5 players.
pub fn tables() -> impl Iterator<Item = Rules> {
    Mode::ALL.into_iter().flat_map(|mode| (3..=5).filter_map(move |p| Rules::new(mode, p)))
}
