//! The colour wheel: which primaries make which secondary, with the trick's colour and
//! the mixes or smears open to the player highlighted.

use yew::prelude::*;

use crate::kit::cards::glyph;
use crate::kit::fixed::tenths;
use pala_rules::engine::{Action, Color};
use pala_words::{wheel_label, wheel_status};

#[derive(Clone, PartialEq, Properties)]
pub struct WheelProps {
    /// The trick's colour.
    pub trick: Option<Color>,
    /// Colours the player can make now by mixing or smearing.
    pub open: Vec<Color>,
}

/// Colours the player to move can make now by mixing or smearing, from their legal
/// actions (the table's and the rules widget's wheel).
pub fn open_colors(legal: &[Action]) -> Vec<Color> {
    let mut open: Vec<Color> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Mix(x, y) => x.color().mix(y.color()),
            Action::Smear(_, s) => Some(s.color()),
            _ => None,
        })
        .collect();
    open.sort_by_key(|c| c.index());
    open.dedup();
    open
}

/// Half of the square root of 3: the sine of 60 degrees.
const H3: f64 = 0.866_025_403_784_438_6;

/// Unit vectors at each hour of a clock face (0 = up, clockwise; y grows downward), so
/// the wheel needs no trigonometry in the page's wasm.
const CLOCK: [(f64, f64); 12] = [
    (0.0, -1.0),
    (0.5, -H3),
    (H3, -0.5),
    (1.0, 0.0),
    (H3, 0.5),
    (0.5, H3),
    (0.0, 1.0),
    (-0.5, H3),
    (-H3, 0.5),
    (-1.0, 0.0),
    (-H3, -0.5),
    (-0.5, -H3),
];

#[component]
pub fn Wheel(props: &WheelProps) -> Html {
    // Colour i's segment spans 60 degrees centred on i * 60 degrees clockwise from the top.
    let segment = |i: usize, color: Color| {
        let (r, c) = (46.0, 50.0);
        let at = |twelfth: usize, radius: f64| {
            let (x, y) = CLOCK[twelfth % 12];
            (tenths(c + radius * x), tenths(c + radius * y))
        };
        let ((x0, y0), (x1, y1)) = (at(2 * i + 11, r), at(2 * i + 1, r));
        let path = format!("M50 50 L{x0} {y0} A46 46 0 0 1 {x1} {y1} Z");
        let (tx, ty) = at(2 * i, 31.0);
        let lit = props.trick == Some(color);
        let open = props.open.contains(&color);
        html! {
            <g class={classes!("seg", format!("w-{}", color.letter()), lit.then_some("lit"), open.then_some("open"))}>
                <path d={path} />
                <text x={tx.to_string()} y={ty.to_string()} text-anchor="middle" dominant-baseline="middle">
                    { format!("{}{}", pala_words::lang::colour_letter(color), glyph(color)) }
                </text>
            </g>
        }
    };
    let status = wheel_status(props.trick, &props.open);
    html! {
        <figure class="wheel">
            <svg viewBox="0 0 100 100" role="img" aria-label={wheel_label(props.trick, &props.open)}>
                { for Color::ALL.iter().enumerate().map(|(i, &c)| segment(i, c)) }
                <circle cx="50" cy="50" r="14" class={classes!("hub", props.trick.map(|t| format!("lit-{}", t.letter())))} />
            </svg>
            <figcaption>{ if status.is_empty() { "R+Y=O, Y+B=G, R+B=P".to_string() } else { status } }</figcaption>
        </figure>
    }
}
