//! The score chart: every seat's running total after each round, as an inline SVG with
//! round and score axes, the game's end score as a dashed line (R12), each line named at
//! its right end, and a focusable point per seat and round that names its value.
//!
//! The drawing scales with its viewBox; sizes are in its units, which are about one CSS
//! pixel on a phone, so no text there is under 11 px.

use yew::prelude::*;

use crate::kit::fixed::tenths;
use pala_rules::engine::{Length, Rules};
use pala_words::{chart_point, chart_summary, chart_tip, end_line_words, number};

/// Seat line colours (the palette's `--seat-N` in `styles/main.css`, so the colour-blind
/// palette applies) and dash patterns (so colour is not the only cue).
pub const LINES: [(&str, &str); 5] =
    [("--seat-0", ""), ("--seat-1", "4 2"), ("--seat-2", "1 2"), ("--seat-3", "6 2 1 2"), ("--seat-4", "8 3")];

/// The drawing's size in viewBox units.
const W: f64 = 360.0;
const H: f64 = 236.0;
/// Room left of the plot for the score labels and the axis title.
const LEFT: f64 = 46.0;
const TOP: f64 = 18.0;
/// Room under the plot for the round labels and the axis title.
const BELOW: f64 = 40.0;
/// Text sizes (viewBox units).
const TICK_FONT: f64 = 12.0;
const NAME_FONT: f64 = 12.5;
/// The room from a line's end to its name: a hairline leader, then the line's key.
const LEADER: f64 = 30.0;
/// Where the key (a short stroke in the line's colour and dash) starts.
const KEY_AT: f64 = 12.0;
/// A label's width per character, as a share of its font size (generous for wide fonts).
const CHAR_EM: f64 = 0.62;

/// A tick step for a span of scores: 1, 2 or 5 times a power of ten, giving at most six
/// steps.
pub fn score_step(span: i32) -> i32 {
    let mut unit = 1;
    loop {
        for k in [1, 2, 5] {
            if span <= 6 * k * unit {
                return k * unit;
            }
        }
        unit *= 10;
    }
}

/// Which rounds get a label when one round is `spacing` units wide: every round, or
/// every 2nd, 5th or 10th, so two-digit labels never touch.
pub fn round_label_step(spacing: f64) -> usize {
    [1, 2, 5, 10].into_iter().find(|&k| spacing * k as f64 >= 2.0 * TICK_FONT).unwrap_or(10)
}

/// Label heights for labels that want to sit at `wanted` (top to bottom is increasing),
/// nudged apart so neighbours are at least `gap` apart and kept within `top..=bottom`
/// when there is room. Returns the heights in the order given.
pub fn spread(wanted: &[f64], gap: f64, top: f64, bottom: f64) -> Vec<f64> {
    let mut order: Vec<usize> = (0..wanted.len()).collect();
    order.sort_by(|&a, &b| wanted[a].total_cmp(&wanted[b]).then(a.cmp(&b)));
    let mut at = vec![0.0; wanted.len()];
    let mut floor = top;
    for &i in &order {
        at[i] = wanted[i].max(floor);
        floor = at[i] + gap;
    }
    // Push back up from the bottom edge.
    let mut ceiling = bottom;
    for &i in order.iter().rev() {
        at[i] = at[i].min(ceiling);
        ceiling = at[i] - gap;
    }
    at
}

/// The plot area and the scales from rounds and scores to viewBox units.
struct Frame {
    right: f64,
    bottom: f64,
    rounds: usize,
    lo: i32,
    hi: i32,
}

impl Frame {
    fn x(&self, round: usize) -> f64 {
        LEFT + (self.right - LEFT) * round as f64 / self.rounds.max(1) as f64
    }

    fn y(&self, score: i32) -> f64 {
        self.bottom - (self.bottom - TOP) * f64::from(score - self.lo) / f64::from((self.hi - self.lo).max(1))
    }
}

/// What the chart draws.
pub struct ChartProps {
    /// The running totals after each round, one row per round.
    pub totals: Vec<Vec<i32>>,
    pub names: Vec<String>,
    pub rules: Rules,
    /// How long the game lasts: its end score draws the end line (none for set rounds).
    pub length: Length,
}

/// Running totals by round, with the game's end score.
/// (A plain function, not a component: it holds no state.)
pub fn score_chart(props: &ChartProps) -> Html {
    let chart = Chart::new(props);
    let seats = 0..props.names.len();
    let ends = chart.name_heights();
    html! {
        <svg class="chart" viewBox={format!("0 0 {} {}", W as u32, H as u32)} role="group" aria-label={chart.summary()}>
            { axes(&chart) }
            // The first seat's line (yours, when you play) last, so it lies on top
            // where lines meet (at 0 before anyone scores).
            { for seats.clone().rev().map(|s| seat_line(&chart, s)) }
            { for seats.clone().map(|s| line_name(&chart, s, ends[s])) }
            { for seats.map(|s| seat_points(&chart, s)) }
        </svg>
    }
}

/// What the chart is drawn from: the frame, the running totals, the seats' names and
/// the game's end score, with the score and round label steps worked out.
struct Chart<'a> {
    frame: Frame,
    /// The running totals after each round, one row per round.
    totals: &'a [Vec<i32>],
    names: &'a [String],
    rules: Rules,
    /// The game's end score (R12, or a half game's); `None` in a game of set rounds.
    end: Option<i32>,
    /// The score step between grid lines.
    step: i32,
    /// Every how many rounds a round gets a label.
    label_every: usize,
}

impl<'a> Chart<'a> {
    /// Lays out the frame and the steps for the chart's totals and names.
    fn new(props: &'a ChartProps) -> Self {
        let totals = &props.totals;
        let names = &props.names;
        let rounds = totals.len();
        let end = props.length.end_score(props.rules);
        let scores = totals.iter().flatten().copied();
        let (lo, hi) = (scores.clone().min().unwrap_or(0).min(0), scores.max().unwrap_or(0).max(end.unwrap_or(1)));
        let step = score_step(hi - lo);
        let label_w = names.iter().map(|n| n.chars().count()).max().unwrap_or(4) as f64 * NAME_FONT * CHAR_EM;
        let frame = Frame {
            right: W - label_w - LEADER - 6.0,
            bottom: H - BELOW,
            rounds,
            lo: lo.div_euclid(step) * step,
            hi: -(-hi).div_euclid(step) * step,
        };
        let label_every = round_label_step(frame.x(1) - frame.x(0));
        Chart { frame, totals, names, rules: props.rules, end, step, label_every }
    }

    /// A seat's running total after a round (0 before the first).
    fn total(&self, s: usize, r: usize) -> i32 {
        if r == 0 { 0 } else { self.totals[r - 1][s] }
    }

    /// Whether a round gets a label: every `label_every`th round and the last, dropping
    /// one too near the last.
    fn labelled(&self, r: usize) -> bool {
        let (f, rounds) = (&self.frame, self.frame.rounds);
        r == rounds || r.is_multiple_of(self.label_every) && f.x(rounds) - f.x(r) >= 2.0 * TICK_FONT
    }

    /// The heights of the names at the lines' right ends, nudged apart.
    fn name_heights(&self) -> Vec<f64> {
        let (f, rounds) = (&self.frame, self.frame.rounds);
        // A name's box is up to 1.4 of its font size tall (Source Sans 3's ascent and
        // descent): neighbours keep 1.45 apart.
        spread(
            &(0..self.names.len()).map(|s| f.y(self.total(s, rounds))).collect::<Vec<_>>(),
            NAME_FONT * 1.45,
            TOP,
            f.bottom,
        )
    }

    /// The chart in words, for screen readers: the rounds, the end line and the totals.
    fn summary(&self) -> String {
        let rounds = self.frame.rounds;
        let totals: Vec<i32> = (0..self.names.len()).map(|s| self.total(s, rounds)).collect();
        chart_summary(self.rules, self.end, rounds, self.names, &totals)
    }
}

/// A length or position in viewBox units, to a tenth.
fn n(v: f64) -> String {
    tenths(v).to_string()
}

/// The axes, the score grid, the round ticks, the axis titles and the end line.
fn axes(c: &Chart) -> Html {
    let (f, end) = (&c.frame, c.end);
    let score_ticks = (f.lo..=f.hi).step_by(c.step as usize);
    html! {
        <g class="axes" aria-hidden="true" font-size={n(TICK_FONT)}>
            { for score_ticks.map(|v| score_tick(f, v)) }
            <line class="axis" x1={n(LEFT)} x2={n(f.right)} y1={n(f.bottom)} y2={n(f.bottom)} />
            <line class="axis" x1={n(LEFT)} x2={n(LEFT)} y1={n(TOP)} y2={n(f.bottom)} />
            { for (0..=f.rounds).map(|r| round_tick(c, r)) }
            <text class="axis-title" x={n((LEFT + f.right) / 2.0)} y={n(H - 5.0)} text-anchor="middle">{ pala_words::lang::book().round_column() }</text>
            // Japanese sets a vertical title upright, top to bottom (縦書き), where
            // Latin words turn on their side.
            if pala_words::lang::lang() == pala_words::lang::Lang::Ja {
                <text class="axis-title" writing-mode="vertical-rl" x="9" y={n((TOP + f.bottom) / 2.0)} text-anchor="middle">{ pala_words::lang::book().score_axis() }</text>
            } else {
                <text class="axis-title" transform="rotate(-90)" x={n(-(TOP + f.bottom) / 2.0)} y="13" text-anchor="middle">{ pala_words::lang::book().score_axis() }</text>
            }
            if let Some(end) = end {
                // The scores past the end, lightly shaded, so the end line reads as a
                // boundary and not as one more line.
                <rect class="beyond" x={n(LEFT)} y={n(TOP)} width={n(f.right - LEFT)} height={n((f.y(end) - TOP).max(0.0))} />
                <line class="goal" x1={n(LEFT)} x2={n(f.right)} y1={n(f.y(end))} y2={n(f.y(end))} />
                <text class="goal-label" x={n(LEFT + 4.0)} y={n(f.y(end) - 4.0)}>{ end_line_words(c.rules, end) }</text>
            }
        </g>
    }
}

/// One score's grid line (the zero line when scores go below zero) and its label.
fn score_tick(f: &Frame, v: i32) -> Html {
    html! {
        <>
            <line class={if v == 0 && f.lo < 0 { "zero" } else { "grid" }}
                x1={n(LEFT)} x2={n(f.right)} y1={n(f.y(v))} y2={n(f.y(v))} />
            <text class="y-label" x={n(LEFT - 6.0)} y={n(f.y(v))} dy="0.35em" text-anchor="end">{ number(v) }</text>
        </>
    }
}

/// One round's tick under the plot, with its number when it is labelled.
fn round_tick(c: &Chart, r: usize) -> Html {
    let f = &c.frame;
    html! {
        <>
            <line class="x-tick" data-round={r.to_string()} x1={n(f.x(r))} x2={n(f.x(r))}
                y1={n(f.bottom)} y2={n(f.bottom + 4.0)} />
            if c.labelled(r) {
                <text class="x-label" x={n(f.x(r))} y={n(f.bottom + 6.0 + TICK_FONT)} text-anchor="middle">{ r }</text>
            }
        </>
    }
}

/// A seat's line of running totals, over its white casing.
fn seat_line(c: &Chart, s: usize) -> Html {
    let f = &c.frame;
    let (color, dash) = LINES[s % LINES.len()];
    let points =
        (0..=f.rounds).map(|r| format!("{},{}", n(f.x(r)), n(f.y(c.total(s, r))))).collect::<Vec<_>>().join(" ");
    html! {
        // A white casing under each line keeps it apart from the end line,
        // the grid and the lines it crosses.
        <>
            <polyline class="casing" aria-hidden="true" points={points.clone()} fill="none" />
            <polyline class="series" data-seat={s.to_string()} aria-hidden="true" points={points} fill="none"
                style={format!("stroke: var({color})")} stroke-width="2.2" stroke-dasharray={dash} />
        </>
    }
}

/// A seat's name at its line's right end, at height `label_y`, with a leader and key.
fn line_name(c: &Chart, s: usize, label_y: f64) -> Html {
    let f = &c.frame;
    let (color, dash) = LINES[s % LINES.len()];
    let (x, y) = (f.x(f.rounds), f.y(c.total(s, f.rounds)));
    html! {
        <g class="line-label" data-seat={s.to_string()} aria-hidden="true">
            // A hairline from the line's end to its name, so a name nudged
            // apart from its neighbours does not read as the line moving; the
            // short stroke before the name is the line's key (colour and dash).
            <line class="leader" x1={n(x + 3.0)} y1={n(y)} x2={n(x + KEY_AT)} y2={n(label_y)} />
            <line x1={n(x + KEY_AT)} y1={n(label_y)} x2={n(x + LEADER - 3.0)} y2={n(label_y)}
                style={format!("stroke: var({color})")} stroke-width="2.2" stroke-dasharray={dash} />
            <text x={n(x + LEADER)} y={n(label_y)} dy="0.35em" font-size={n(NAME_FONT)}>{ c.names[s].clone() }</text>
        </g>
    }
}

/// A seat's focusable points, one per round played.
fn seat_points(c: &Chart, s: usize) -> Html {
    let (color, _) = LINES[s % LINES.len()];
    html! {
        <g class="points" data-seat={s.to_string()}>
            { for (1..=c.frame.rounds).map(|r| point(c, s, r, color)) }
        </g>
    }
}

/// One seat's total after one round: a point that names it, with its tip.
fn point(c: &Chart, s: usize, r: usize, color: &str) -> Html {
    let f = &c.frame;
    let (x, y, v) = (f.x(r), f.y(c.total(s, r)), c.total(s, r));
    let words = chart_point(&c.names[s], r, v);
    let left_half = x < (LEFT + f.right) / 2.0;
    let tip_y = if y - 10.0 < TOP { y + 18.0 } else { y - 9.0 };
    html! {
        <g class="point">
            <circle cx={n(x)} cy={n(y)} r="3.2" style={format!("fill: var({color})")} tabindex="0" role="img" aria-label={words} />
            <text class="tip" aria-hidden="true" x={n(if left_half { x + 5.0 } else { x - 5.0 })} y={n(tip_y)}
                text-anchor={if left_half { "start" } else { "end" }} font-size={n(NAME_FONT)}>
                { chart_tip(&c.names[s], r, v) }
            </text>
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn score_steps_are_round_numbers_with_at_most_six_steps() {
        assert_eq!(score_step(0), 1);
        assert_eq!(score_step(6), 1);
        assert_eq!(score_step(7), 2);
        assert_eq!(score_step(30), 5);
        assert_eq!(score_step(45), 10);
        assert_eq!(score_step(70), 20);
        assert_eq!(score_step(100), 20);
        assert_eq!(score_step(130), 50);
        for span in 0..2000 {
            let step = score_step(span);
            assert!(span <= 6 * step, "{span} in steps of {step}");
        }
    }

    #[test]
    fn round_labels_thin_out_when_rounds_are_narrow() {
        assert_eq!(round_label_step(40.0), 1);
        assert_eq!(round_label_step(24.0), 1);
        assert_eq!(round_label_step(13.0), 2);
        assert_eq!(round_label_step(6.0), 5);
    }

    #[test]
    fn labels_are_nudged_apart_and_stay_inside() {
        let at = spread(&[50.0, 50.0, 52.0, 200.0], 14.0, 10.0, 210.0);
        let mut sorted = at.clone();
        sorted.sort_by(f64::total_cmp);
        assert!(sorted.windows(2).all(|w| w[1] - w[0] >= 14.0 - 1e-9), "{at:?}");
        assert_eq!(at[3], 200.0);
        assert_eq!(at[0], 50.0);
        // At the bottom edge they are pushed up, in the same order.
        let at = spread(&[205.0, 209.0, 208.0], 14.0, 10.0, 210.0);
        assert_eq!(at, vec![182.0, 210.0, 196.0]);
        // At the top edge they are pushed down.
        let at = spread(&[0.0, 1.0], 14.0, 10.0, 210.0);
        assert_eq!(at, vec![10.0, 24.0]);
    }
}
