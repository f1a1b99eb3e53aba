//! The colour wheel: which primaries make which secondary, with the trick's colour and
//! the mixes or smears open to the player highlighted.

use yew::prelude::*;

use super::cards::glyph;
use crate::engine::Color;

#[derive(Clone, PartialEq, Properties)]
pub struct WheelProps {
    /// The trick's colour.
    pub trick: Option<Color>,
    /// Colours the player can make now by mixing or smearing.
    pub open: Vec<Color>,
}

#[component]
pub fn Wheel(props: &WheelProps) -> Html {
    let segment = |i: usize, color: Color| {
        let a0 = (i as f64 * 60.0 - 90.0 - 30.0).to_radians();
        let a1 = (i as f64 * 60.0 - 90.0 + 30.0).to_radians();
        let (r, c) = (46.0, 50.0);
        let path = format!(
            "M{c} {c} L{:.1} {:.1} A{r} {r} 0 0 1 {:.1} {:.1} Z",
            c + r * a0.cos(),
            c + r * a0.sin(),
            c + r * a1.cos(),
            c + r * a1.sin()
        );
        let mid = (i as f64 * 60.0 - 90.0).to_radians();
        let (tx, ty) = (c + 31.0 * mid.cos(), c + 31.0 * mid.sin());
        let lit = props.trick == Some(color);
        let open = props.open.contains(&color);
        html! {
            <g class={classes!("seg", format!("w-{}", color.letter()), lit.then_some("lit"), open.then_some("open"))}>
                <path d={path} />
                <text x={format!("{tx:.1}")} y={format!("{ty:.1}")} text-anchor="middle" dominant-baseline="middle">
                    { format!("{}{}", color.letter(), glyph(color)) }
                </text>
            </g>
        }
    };
    let describe = Color::ALL
        .iter()
        .filter_map(|c| c.recipe().map(|(a, b)| format!("{} + {} = {}", a.name(), b.name(), c.name())))
        .collect::<Vec<_>>()
        .join("; ");
    let status = match (props.trick, props.open.is_empty()) {
        (Some(t), true) => format!("The trick is {}.", t.name()),
        (Some(t), false) => format!(
            "The trick is {}; you can make {}.",
            t.name(),
            props.open.iter().map(|c| c.name()).collect::<Vec<_>>().join(" or ")
        ),
        (None, _) => String::new(),
    };
    html! {
        <figure class="wheel">
            <svg viewBox="0 0 100 100" role="img" aria-label={format!("Colour wheel: {describe}. {status}")}>
                { for Color::ALL.iter().enumerate().map(|(i, &c)| segment(i, c)) }
                <circle cx="50" cy="50" r="14" class={classes!("hub", props.trick.map(|t| format!("lit-{}", t.letter())))} />
            </svg>
            <figcaption>{ if status.is_empty() { "R+Y=O, Y+B=G, R+B=P".to_string() } else { status } }</figcaption>
        </figure>
    }
}
