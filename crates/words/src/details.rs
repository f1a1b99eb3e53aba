//! The figures behind a decision, for the hint's "Details": how the AI decided, in
//! words. The AI reports the facts (`ai::Decision`); this only says them.

use serde::{Deserialize, Serialize};

use super::decimal;
use super::grammar::count;

/// How a decision was made, with its figures.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Details {
    /// Nothing else was legal.
    Forced,
    /// The rule of thumb decided, aiming at this.
    Rule(Aim),
    /// Pointillism bids priced on `samples` simulated deals; the bid chosen averaged
    /// `expected` points against the others' average (more is better).
    Priced { samples: u32, expected: f32 },
    /// A search: `deals` simulated deals in all, on `workers` workers; the move chosen
    /// was tried `visits` times and averaged `mean` on the search's scale, where +1 is
    /// `scale` points better than the others' average.
    Searched { deals: u32, workers: u32, visits: u32, mean: f32, scale: f32 },
}

/// What the rule of thumb aims at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Aim {
    /// Impressionism.
    AvoidCostlyCards,
    /// Pointillism, with a colour bid.
    WinCheaply,
    /// Pointillism, with a null bid (or none yet).
    StayOut,
}

/// The details in words.
/// What Master and its simulated deals are, for a player who meets them in a hint.
pub const MASTER_SAID: &str = "Master is Pala's strongest AI level. A simulated deal shares out the cards you \
     cannot see among the other players' hands and the cards left out, in a way that fits what you have seen (the \
     cards played, the colours a player has shown they lack by junking or smearing, and, more loosely, their bids), \
     and plays the round out.";

pub fn details_words(details: &Details) -> String {
    match *details {
        Details::Forced => "Nothing else is legal here.".into(),
        Details::Rule(aim) => format!(
            "The rule of thumb: {}.",
            match aim {
                Aim::AvoidCostlyCards => {
                    "lose tricks when you can, take one only when it costs little or its Cancel cards make it worth having, keep your Cancel cards, and throw high and costly cards onto tricks someone else wins"
                }
                Aim::WinCheaply => "win tricks cheaply in the colours you bid",
                Aim::StayOut => "stay out of tricks and shed your strongest cards",
            }
        ),
        Details::Priced { samples, expected } => format!(
            "Priced on {samples} simulated deals of the hidden cards; this bid averages {} points {} than the other players' average. {MASTER_SAID}",
            decimal(f64::from(expected.abs())),
            if expected >= 0.0 { "better" } else { "worse" }
        ),
        Details::Searched { deals, workers, visits, mean, scale } => format!(
            "Searched {deals} simulated deals of the hidden cards{}; this move was tried {} and averaged \
             {} on the search's scale, where +1 is {} points better than the other players' average \
             (in a round that can end the game, winning the game counts most). {MASTER_SAID}",
            if workers > 1 { format!(" on {workers} workers") } else { String::new() },
            count(visits, "time", "times"),
            signed_hundredths(mean),
            scale.round() as i32,
        ),
    }
}

/// `+0.25`, `−0.10`: two decimals with a sign.
fn signed_hundredths(x: f32) -> String {
    let hundredths = (f64::from(x) * 100.0).round() as i64;
    let sign = if hundredths < 0 { "\u{2212}" } else { "+" };
    format!("{sign}{}.{:02}", hundredths.abs() / 100, hundredths.abs() % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_details_count_and_describe_truly() {
        let once = Details::Searched { deals: 100, workers: 1, visits: 1, mean: 0.25, scale: 10.0 };
        let said = details_words(&once);
        assert!(said.contains("this move was tried 1 time and averaged +0.25"), "{said}");
        assert!(said.contains("than the other players' average"), "{said}");
        // Master and its simulated deals, said where a player meets them.
        assert!(said.ends_with(MASTER_SAID), "{said}");
        let priced = details_words(&Details::Priced { samples: 40, expected: -1.5 });
        assert!(priced.contains("1.5 points worse") && priced.ends_with(MASTER_SAID), "{priced}");
        // Impressionism's rule of thumb takes only cheap tricks (or ones its Cancel cards
        // make worth having) and keeps Cancel cards.
        let rule = details_words(&Details::Rule(Aim::AvoidCostlyCards));
        assert!(rule.contains("costs little") && rule.contains("keep your Cancel cards"), "{rule}");
    }
}
