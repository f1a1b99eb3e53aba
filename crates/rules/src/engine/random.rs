//! The few random draws the game and the AI share, seeded and portable: the same seed
//! gives the same numbers natively and in WebAssembly.

use rand_core::RngCore;

/// A uniform integer below `n` from a 64-bit draw (multiply-shift; the bias is below
/// 2^-58 for a deck-sized `n`).
pub fn below(rng: &mut impl RngCore, n: usize) -> usize {
    high_product(rng.next_u64(), n as u64) as usize
}

/// The high 64 bits of `x * n`. WebAssembly has no 64x64->128 multiply (a `u128`
/// product is a library call there), so for `n` below 2^32, as every draw in the game
/// is, it is built from two 64-bit products; the result is the same exact value.
#[inline]
fn high_product(x: u64, n: u64) -> u64 {
    if n >> 32 != 0 {
        return ((x as u128 * n as u128) >> 64) as u64;
    }
    // x * n = (hi * 2^32 + lo) * n; neither partial product nor their sum overflows.
    let (hi, lo) = (x >> 32, x & 0xffff_ffff);
    (hi * n + ((lo * n) >> 32)) >> 32
}

/// Fisher-Yates.
pub fn shuffle<T>(items: &mut [T], rng: &mut impl RngCore) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}

#[cfg(test)]
mod tests {
    use super::high_product;

    #[test]
    fn the_two_product_high_half_is_the_exact_one() {
        let exact = |x: u64, n: u64| ((x as u128 * n as u128) >> 64) as u64;
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for n in [0u64, 1, 2, 3, 14, 48, 100, 65_535, 1 << 31, u32::MAX as u64, 1 << 32, u64::MAX] {
            for _ in 0..10_000 {
                x = x.rotate_left(17).wrapping_mul(0xbf58_476d_1ce4_e5b9) ^ n;
                assert_eq!(high_product(x, n), exact(x, n), "x = {x:#x}, n = {n}");
            }
            for x in [0, 1, u64::MAX, u64::MAX - 1, 1 << 63, u32::MAX as u64] {
                assert_eq!(high_product(x, n), exact(x, n), "x = {x:#x}, n = {n}");
            }
        }
    }
}
