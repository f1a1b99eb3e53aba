//! The figures behind a decision, for the hint's "Details": how the AI decided, in
//! words. The AI reports the facts (`ai::Decision`); this only says them.

use serde::{Deserialize, Serialize};

use super::lang;
use super::reason::decimal_said;

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

/// The details in words, in the language spoken, Master and its simulated deals said
/// where a player meets them.
pub fn details_words(details: &Details) -> String {
    let w = lang::book();
    match *details {
        Details::Forced => w.details_forced().into(),
        Details::Rule(aim) => {
            let index = match aim {
                Aim::AvoidCostlyCards => 0,
                Aim::WinCheaply => 1,
                Aim::StayOut => 2,
            };
            lang::fill(w.details_rule(), &[("aim", &lang::nth(w.details_aims(), index))])
        }
        Details::Priced { samples, expected } => {
            let v = decimal_said(f64::from(expected.abs()));
            let form = lang::nth(w.details_priced(), usize::from(expected < 0.0));
            let mut said = lang::fill(form, &[("samples", &samples), ("v", &v)]);
            lang::then(&mut said, w.master_said());
            said
        }
        Details::Searched { deals, workers, visits, mean, scale } => {
            let on = if workers > 1 { lang::fill(w.details_workers(), &[("n", &workers)]) } else { String::new() };
            let mut said = lang::fill(
                w.details_searched(),
                &[
                    ("deals", &deals),
                    ("workers", &on),
                    ("times", &lang::counted(w.details_times(), visits)),
                    ("mean", &signed_hundredths(mean)),
                    ("scale", &(scale.round() as i32)),
                ],
            );
            lang::then(&mut said, w.master_said());
            said
        }
    }
}

/// `+0.25`, `−0.10`: two decimals with a sign (German's decimal comma: `+0,25`).
fn signed_hundredths(x: f32) -> String {
    let hundredths = (f64::from(x) * 100.0).round() as i64;
    let sign = if hundredths < 0 { "\u{2212}" } else { "+" };
    let mark = if lang::lang() == lang::Lang::De { ',' } else { '.' };
    format!("{sign}{}{mark}{:02}", hundredths.abs() / 100, hundredths.abs() % 100)
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
        assert!(said.ends_with(lang::book().master_said()), "{said}");
        let priced = details_words(&Details::Priced { samples: 40, expected: -1.5 });
        assert!(priced.contains("1.5 points worse") && priced.ends_with(lang::book().master_said()), "{priced}");
        // Impressionism's rule of thumb takes only cheap tricks (or ones its Cancel cards
        // make worth having) and keeps Cancel cards.
        let rule = details_words(&Details::Rule(Aim::AvoidCostlyCards));
        assert!(rule.contains("costs little") && rule.contains("keep your Cancel cards"), "{rule}");
    }
}
