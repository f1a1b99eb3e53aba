//! The end of a round and of the game: each player's itemised score, the score sheet
//! of every round, a chart of the running totals (`chart`), and at the game's end the
//! winners, every player's place, and "Play again" with the same seats.

use yew::prelude::*;

use crate::app::seeds::Seeds;
use crate::app::store::{Msg, Setup, Store};
use crate::kit::chart::{ChartProps, score_chart};
use crate::kit::score_lines::ScoreLines;
use crate::kit::seats::palette;
use pala_rules::engine::{Color, Game, Length, Rules, Seat, SeatScore, Space, placings};
use pala_words::{game_end_words, lead_in, number, ordinal, result_words, scores_title, signed};

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
    pub winners: Option<Vec<Seat>>,
    pub names: Vec<String>,
    /// Why the round ended (R9), said under the heading.
    #[prop_or_default]
    pub ended: Option<String>,
    /// Moves the person took back in this game (said when any).
    #[prop_or_default]
    pub taken_back: u32,
    /// How long the game lasts (said under the heading; the chart draws its end).
    #[prop_or_default]
    pub length: Length,
    pub on_next: Callback<()>,
    /// A new game at once with the same seats (see [`play_again`]).
    pub on_again: Callback<()>,
    /// The new-game screen, to change the choices first.
    pub on_setup: Callback<()>,
}

/// "Play again": a new game at once with this game's mode and seats (the same kinds
/// and AI levels), the current speed and other choices, and a fresh deal number; after
/// a deal of the day, that day's deal again (practice: its first result stands).
pub fn play_again(store: &Store) -> Callback<()> {
    let store = store.clone();
    Callback::from(move |_| {
        if let Some(day) = store.daily {
            return crate::app::daily::start(&store, day);
        }
        let Some(game) = &store.game else { return };
        let rules = game.rules();
        let setup =
            Setup { mode: rules.mode, seats: store.seats.clone(), ..store.setup.clone().with_players(rules.players) };
        crate::app::store::dispatch_after_paint(&store, Msg::Start(setup, Seeds::draw(None)));
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    })
}

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
    let emit = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_| cb.emit(()))
    };
    let goal = game_end_words(props.rules, props.length);

    let cards = html! {
        <div class="score-cards">
            { for last.scores.iter().enumerate().map(|(s, score)| html! {
                <article class="score-card">
                    <h3><span class="who">{ palette(s) }{ lead_in(&props.names[s]) }</span><CountUp to={score.total()} /></h3>
                    <ScoreLines score={*score} board={board.clone()} />
                </article>
            }) }
        </div>
    };
    let sheet = score_sheet(&SheetProps {
        rounds: props.rounds.clone(),
        names: props.names.clone(),
        rules: props.rules,
        length: props.length,
    });
    let round_head = html! {
        <div class="scores-head">
            <h2 id="scores-title">{ scores_title(props.rounds.len() - 1, props.length) }</h2>
            if props.winners.is_none() {
                <button class="primary" onclick={emit(&props.on_next)}>{ pala_words::lang::book().next_round() }</button>
            }
            if let Some(ended) = &props.ended {
                <p class="round-ended">{ ended.clone() }</p>
            }
            <p class="goal">{ goal }</p>
            if props.taken_back > 0 {
                <p class="taken-back">{ pala_words::taken_back_words(props.taken_back) }</p>
            }
        </div>
    };
    html! {
        <section class="scores" aria-labelledby="scores-title" ref={heading}>
            if let Some(winners) = &props.winners {
                <div class="game-over">
                    <p class="winners" role="status">{ result_words(winners, &props.names) }</p>
                    <ol class="placings" aria-label={pala_words::lang::book().final_placings()}>
                        { for placings(props.rules, &last.totals).into_iter().map(|p| html! {
                            <li class={classes!((p.place == 1).then_some("first"))}>
                                <span class="place">{ ordinal(p.place) }</span>{ " " }
                                <span class="who">{ props.names[p.seat.index()].clone() }</span>{ " " }
                                <span class="total">{ number(p.total) }</span>
                            </li>
                        }) }
                    </ol>
                    <div class="again">
                        <button class="primary" onclick={emit(&props.on_again)}>{ pala_words::lang::book().play_again() }</button>
                        <button onclick={emit(&props.on_setup)}>{ pala_words::lang::book().change_setup() }</button>
                    </div>
                </div>
                { round_head }{ sheet }{ cards }
            } else {
                { round_head }{ cards }{ sheet }
            }
        </section>
    }
}

/// What the score sheet shows.
pub struct SheetProps {
    pub rounds: Vec<RoundLine>,
    pub names: Vec<String>,
    pub rules: Rules,
    pub length: Length,
}

/// Every round's scores and the running totals, as a chart and a table (a plain
/// function, not a component: it holds no state).
pub fn score_sheet(props: &SheetProps) -> Html {
    let history = &props.rounds;
    let n = props.names.len();
    html! {
        <div class="sheet">
            { score_chart(&ChartProps { totals: history.iter().map(|r| r.totals.clone()).collect(), names: props.names.clone(), rules: props.rules, length: props.length }) }
            <div class="sheet-table" tabindex="0" role="region" aria-label={pala_words::lang::book().score_sheet()}>
                <table>
                    <caption>{ pala_words::lang::book().score_sheet() }</caption>
                    <thead><tr><th scope="col">{ pala_words::lang::book().round_column() }</th>{ for props.names.iter().map(|nm| html! { <th scope="col">{ nm.clone() }</th> }) }</tr></thead>
                    <tbody>
                        { for history.iter().enumerate().map(|(i, r)| html! {
                            <tr>
                                <th scope="row">{ i + 1 }</th>
                                // "+8 = 25": the round's score, then the running total (on
                                // phones the round's score small and grey).
                                { for (0..n).map(|s| html! { <td>
                                    <span class="gain">{ signed(r.scores[s].total()) }</span>{ " " }
                                    <span class="sum"><span class="eq">{ "= " }</span>{ number(r.totals[s]) }</span>
                                </td> }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
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
    let shown = use_state(|| if crate::kit::motion::reduced_motion() { props.to } else { 0 });
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
            <span class="count-up" aria-hidden="true">{ signed(*shown) }</span>
            <span class="sr-only">{ signed(props.to) }</span>
        </>
    }
}
