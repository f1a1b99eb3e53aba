//! A new game's seeds, drawn from the browser's entropy: the deal's and, apart from it,
//! the bots'.

/// A fresh deal number.
fn random_seed() -> u64 {
    random_bits() % 1_000_000_000
}

/// 64 random bits from the browser's entropy.
fn random_bits() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_ok() {
        return u64::from_le_bytes(bytes);
    }
    let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
    half() << 32 | half()
}

/// A new game's two seeds, drawn apart: the deal's (its number, `deal`) and the root of
/// the bots' own stream (`bots`, never shown). Nothing sent to a bot is derived from
/// the deal's seed, so no bot can recompute a hidden card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seeds {
    pub deal: u64,
    pub bots: u64,
}

impl Seeds {
    /// The seeds of a new game: the deal number given (a deal link, the setup's
    /// options) or a fresh one, and always fresh bots' seeds.
    pub fn draw(deal: Option<u64>) -> Seeds {
        Seeds { deal: deal.unwrap_or_else(random_seed), bots: random_bits() }
    }
}
