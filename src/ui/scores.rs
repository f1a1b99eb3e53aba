//! The end of a round and of the game: each player's itemised score, the score sheet
//! of every round, a chart of the running totals, and the winners.

use yew::prelude::*;

use crate::engine::{Color, Game, Mode, Rules, SeatScore, Space};
use crate::explain::score_lines;

/// One finished round as the score sheet shows it: public once the round is scored.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundLine {
    pub scores: Vec<SeatScore>,
    pub totals: Vec<i32>,
    /// The bid board as it ended (Impressionism), for the score lines.
    pub board: Vec<(Space, Option<Color>)>,
}

/// The scored rounds of a game, without the hidden cards of any round.
pub fn round_lines(game: &Game) -> Vec<RoundLine> {
    game.history()
        .iter()
        .map(|r| RoundLine {
            scores: r.scores.clone(),
            totals: r.totals.clone(),
            board: r.end.board_spaces()[..r.end.rules().board().len()].to_vec(),
        })
        .collect()
}

#[derive(Clone, PartialEq, Properties)]
pub struct ScoresProps {
    pub rounds: Vec<RoundLine>,
    pub rules: Rules,
    pub winners: Option<Vec<u8>>,
    pub names: Vec<String>,
    pub on_next: Callback<()>,
    pub on_again: Callback<()>,
}

/// Seat line colours for the chart (with dashes, so colour is not the only cue).
const LINES: [(&str, &str); 5] =
    [("#2a62c4", ""), ("#d1352b", "4 2"), ("#2e8b4a", "1 2"), ("#7d44b8", "6 2 1 2"), ("#8a6d00", "8 3")];

#[component]
pub fn Scores(props: &ScoresProps) -> Html {
    let heading = use_node_ref();
    {
        // The scores appear below the table: bring them into view once.
        let heading = heading.clone();
        use_effect_with(props.rounds.len(), move |_| {
            if let Some(h) = heading.cast::<web_sys::Element>() {
                h.scroll_into_view();
            }
        });
    }
    let Some(last) = props.rounds.last() else { return html! {} };
    let board = &last.board;
    let next = {
        let cb = props.on_next.clone();
        Callback::from(move |_| cb.emit(()))
    };
    let again = {
        let cb = props.on_again.clone();
        Callback::from(move |_| cb.emit(()))
    };
    let goal = match props.rules.mode {
        Mode::Pointillism => format!("First to {} ends the game; highest wins.", props.rules.game_end_score()),
        Mode::Impressionism => format!("Reaching {} ends the game; lowest wins.", props.rules.game_end_score()),
    };
    html! {
        <section class="scores" aria-labelledby="scores-title">
            <div class="scores-head" ref={heading}>
                <h2 id="scores-title">{ format!("Round {} scores", props.rounds.len()) }</h2>
                if let Some(winners) = &props.winners {
                    <p class="winners" role="status">
                        { if winners.len() > 1 {
                            format!("Shared win: {}!", winners.iter().map(|&w| props.names[w as usize].clone()).collect::<Vec<_>>().join(" and "))
                        } else {
                            format!("{} won the game!", props.names[winners[0] as usize])
                        } }
                    </p>
                    <button class="primary" onclick={again}>{ "Play again" }</button>
                } else {
                    <button class="primary" onclick={next}>{ "Next round" }</button>
                }
                <p class="goal">{ goal }</p>
            </div>
            <div class="score-cards">
                { for last.scores.iter().enumerate().map(|(s, score)| html! {
                    <article class="score-card">
                        <h3>{ format!("{}: ", props.names[s]) }<CountUp to={score.total()} /></h3>
                        <ul>{ for score_lines(score, board).into_iter().map(|l| html! { <li>{ l }</li> }) }</ul>
                    </article>
                }) }
            </div>
            <ScoreSheet rounds={props.rounds.clone()} names={props.names.clone()} />
        </section>
    }
}

#[derive(Clone, PartialEq, Properties)]
pub struct SheetProps {
    pub rounds: Vec<RoundLine>,
    pub names: Vec<String>,
}

/// Every round's scores and the running totals, as a table and a chart.
#[component]
pub fn ScoreSheet(props: &SheetProps) -> Html {
    let history = &props.rounds;
    let n = props.names.len();
    let totals: Vec<&Vec<i32>> = history.iter().map(|r| &r.totals).collect();
    let (lo, hi) = totals.iter().flat_map(|t| t.iter()).fold((0i32, 1i32), |(lo, hi), &v| (lo.min(v), hi.max(v)));
    let (w, h) = (300.0, 120.0);
    let x = |i: usize| 10.0 + (w - 20.0) * i as f64 / history.len().max(1) as f64;
    let y = |v: i32| h - 10.0 - (h - 20.0) * (v - lo) as f64 / (hi - lo).max(1) as f64;
    html! {
        <div class="sheet" tabindex="0" role="region" aria-label="Score sheet and chart">
            <table>
                <caption>{ "Score sheet" }</caption>
                <thead><tr><th scope="col">{ "Round" }</th>{ for props.names.iter().map(|nm| html! { <th scope="col">{ nm.clone() }</th> }) }</tr></thead>
                <tbody>
                    { for history.iter().enumerate().map(|(i, r)| html! {
                        <tr>
                            <th scope="row">{ i + 1 }</th>
                            { for (0..n).map(|s| html! { <td>{ format!("{:+} = {}", r.scores[s].total(), r.totals[s]) }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
            <svg class="chart" viewBox={format!("0 0 {w} {h}")} role="img"
                aria-label={format!("Running totals after round {}: {}", history.len(),
                    props.names.iter().enumerate().map(|(s, nm)| format!("{nm} {}", totals.last().map_or(0, |t| t[s]))).collect::<Vec<_>>().join(", "))}>
                <line x1="10" x2={format!("{}", w - 10.0)} y1={format!("{:.1}", y(0))} y2={format!("{:.1}", y(0))} class="axis" />
                { for (0..n).map(|s| {
                    let points = std::iter::once(format!("{:.1},{:.1}", x(0), y(0)))
                        .chain(totals.iter().enumerate().map(|(i, t)| format!("{:.1},{:.1}", x(i + 1), y(t[s]))))
                        .collect::<Vec<_>>()
                        .join(" ");
                    let (color, dash) = LINES[s % LINES.len()];
                    html! { <polyline points={points} fill="none" stroke={color} stroke-width="2" stroke-dasharray={dash} /> }
                }) }
            </svg>
            <ul class="legend">
                { for props.names.iter().enumerate().map(|(s, nm)| {
                    let (color, dash) = LINES[s % LINES.len()];
                    html! { <li><svg width="24" height="8" aria-hidden="true"><line x1="0" x2="24" y1="4" y2="4" stroke={color} stroke-width="2" stroke-dasharray={dash} /></svg>{ nm.clone() }</li> }
                }) }
            </ul>
        </div>
    }
}

#[derive(Clone, PartialEq, Properties)]
pub struct CountProps {
    pub to: i32,
}

/// A round score that counts up from zero when the round ends (at once with reduced
/// motion); screen readers get the final figure only.
#[component]
pub fn CountUp(props: &CountProps) -> Html {
    let shown = use_state(|| if super::motion::reduced_motion() { props.to } else { 0 });
    {
        let (shown, to) = (shown.clone(), props.to);
        use_effect_with(*shown, move |&now| {
            let mut timer = None;
            if now != to {
                let step = ((to - now).abs() / 6).max(1) * (to - now).signum();
                timer = Some(gloo::timers::callback::Timeout::new(45, move || shown.set(now + step)));
            }
            move || drop(timer)
        });
    }
    html! {
        <>
            <span class="count-up" aria-hidden="true">{ format!("{:+}", *shown) }</span>
            <span class="sr-only">{ format!("{:+}", props.to) }</span>
        </>
    }
}
