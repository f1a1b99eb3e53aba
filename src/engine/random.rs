//! The few random draws the game and the AI share, seeded and portable: the same seed
//! gives the same numbers natively and in WebAssembly.

use rand_core::RngCore;

/// A uniform integer below `n` from a 64-bit draw (multiply-shift; the bias is below
/// 2^-58 for a deck-sized `n`).
pub fn below(rng: &mut impl RngCore, n: usize) -> usize {
    ((rng.next_u64() as u128 * n as u128) >> 64) as usize
}

/// Fisher-Yates.
pub fn shuffle<T>(items: &mut [T], rng: &mut impl RngCore) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}
