//! Numbers for SVG paths and inline styles, written with a fixed number of decimals by
//! integer arithmetic. Rust's float formatter costs about 10 KB of the page's wasm, and
//! the page never needs more than this.

use std::fmt;

/// `value` rounded to `places` decimals (at most 4), e.g. `Fixed(-0.25, 1)` prints `-0.3`.
#[derive(Clone, Copy, Debug)]
pub struct Fixed(pub f64, pub u32);

/// One decimal: the precision of every position and length on the table.
pub fn tenths(v: f64) -> Fixed {
    Fixed(v, 1)
}

impl fmt::Display for Fixed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let places = self.1.min(4);
        let scale = 10i64.pow(places);
        let scaled = (self.0 * scale as f64).round();
        // Saturating: a NaN prints as 0 and an infinity as the largest number.
        let n = scaled as i64;
        let sign = if n < 0 { "-" } else { "" };
        let a = n.unsigned_abs();
        let s = scale as u64;
        write!(f, "{sign}{}", a / s)?;
        if places > 0 { write!(f, ".{:0w$}", a % s, w = places as usize) } else { Ok(()) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_as_the_float_formatter_does_away_from_ties() {
        // k/7 is never a tie at one or two decimals, so both roundings agree.
        for k in -2000..2000 {
            let v = f64::from(k) / 7.0;
            for places in 0..=2 {
                let std = format!("{v:.*}", places as usize);
                // The float formatter writes a negative number that rounds to zero as "-0".
                let std = if std.trim_matches(|c| c == '-' || c == '0' || c == '.').is_empty() {
                    std.replace('-', "")
                } else {
                    std
                };
                assert_eq!(Fixed(v, places).to_string(), std, "{k}/7 to {places}");
            }
        }
    }

    #[test]
    fn rounds_ties_away_from_zero_and_never_prints_minus_zero() {
        assert_eq!(Fixed(-0.25, 1).to_string(), "-0.3");
        assert_eq!(Fixed(-0.04, 1).to_string(), "0.0");
        assert_eq!(tenths(50.0).to_string(), "50.0");
        assert_eq!(Fixed(f64::NAN, 1).to_string(), "0.0");
    }
}
