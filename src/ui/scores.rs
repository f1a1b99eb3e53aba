//! The end of a round and of the game: each player's itemised score, the score sheet
//! of every round, a chart of the running totals (`chart`), and at the game's end the
//! winners, every player's place, and "Play again" with the same seats.

mod chart;
pub(crate) mod lines;

use yew::prelude::*;

use super::setup::random_seed;
use super::store::{Msg, Setup, Store};
use crate::engine::{Color, Game, Mode, Rules, Seat, SeatScore, Space};
use chart::ScoreChart;
use lines::ScoreLines;

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
    pub on_next: Callback<()>,
    /// A new game at once with the same seats (see [`play_again`]).
    pub on_again: Callback<()>,
    /// The new-game screen, to change the choices first.
    pub on_setup: Callback<()>,
}

/// One seat's place at the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placing {
    /// 1 for first; equal totals share a place and the next place counts them (1, 1, 3).
    pub place: usize,
    pub seat: Seat,
    pub total: i32,
}

/// Every seat from first to last by its total (R12: highest first in Pointillism,
/// lowest first in Impressionism), equal totals sharing a place; seats in seat order
/// within a place. The first place is the game's winners (`game_winners`).
pub fn placings(rules: Rules, totals: &[i32]) -> Vec<Placing> {
    let better = |a: i32, b: i32| match rules.mode {
        Mode::Pointillism => a > b,
        Mode::Impressionism => a < b,
    };
    let mut list: Vec<Placing> = Seat::all(totals.len())
        .zip(totals)
        .map(|(seat, &total)| Placing { place: 1 + totals.iter().filter(|&&t| better(t, total)).count(), seat, total })
        .collect();
    list.sort_by_key(|p| (p.place, p.seat));
    list
}

/// "1st", "2nd", "3rd", "4th"…
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Names as a list in words: "Alice", "Alice and Bob", "Alice, Bob and Carol".
pub fn and_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The game's result in words, from the winners (R12: equal best scores share the win).
pub fn result_words(winners: &[Seat], names: &[String]) -> String {
    let who: Vec<&str> = winners.iter().map(|w| names[w.index()].as_str()).collect();
    match who.as_slice() {
        ["You"] => "You won the game!".to_string(),
        [one] => format!("{one} won the game."),
        many => format!("Shared win: {}.", and_list(many)),
    }
}

/// "Play again": a new game at once with this game's mode and seats (the same kinds
/// and AI levels), the current speed and other choices, and a fresh deal number.
pub fn play_again(store: &Store) -> Callback<()> {
    let store = store.clone();
    Callback::from(move |_| {
        let Some(game) = &store.game else { return };
        let rules = game.rules();
        let setup =
            Setup { mode: rules.mode, seats: store.seats.clone(), ..store.setup.clone().with_players(rules.players) };
        store.dispatch(Msg::Start(setup, random_seed()));
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
    let goal = match props.rules.mode {
        Mode::Pointillism => format!("First to {} ends the game; highest wins.", props.rules.game_end_score()),
        Mode::Impressionism => format!("Reaching {} ends the game; lowest wins.", props.rules.game_end_score()),
    };
    let cards = html! {
        <div class="score-cards">
            { for last.scores.iter().enumerate().map(|(s, score)| html! {
                <article class="score-card">
                    <h3>{ format!("{}: ", props.names[s]) }<CountUp to={score.total()} /></h3>
                    <ScoreLines score={*score} board={board.clone()} />
                </article>
            }) }
        </div>
    };
    let sheet = html! { <ScoreSheet rounds={props.rounds.clone()} names={props.names.clone()} rules={props.rules} /> };
    let round_head = html! {
        <div class="scores-head">
            <h2 id="scores-title">{ format!("Round {} scores", props.rounds.len()) }</h2>
            if props.winners.is_none() {
                <button class="primary" onclick={emit(&props.on_next)}>{ "Next round" }</button>
            }
            <p class="goal">{ goal }</p>
        </div>
    };
    html! {
        <section class="scores" aria-labelledby="scores-title" ref={heading}>
            if let Some(winners) = &props.winners {
                <div class="game-over">
                    <p class="winners" role="status">{ result_words(winners, &props.names) }</p>
                    <ol class="placings" aria-label="Final placings">
                        { for placings(props.rules, &last.totals).into_iter().map(|p| html! {
                            <li class={classes!((p.place == 1).then_some("first"))}>
                                <span class="place">{ ordinal(p.place) }</span>{ " " }
                                <span class="who">{ props.names[p.seat.index()].clone() }</span>{ " " }
                                <span class="total">{ p.total }</span>
                            </li>
                        }) }
                    </ol>
                    <div class="again">
                        <button class="primary" onclick={emit(&props.on_again)}>{ "Play again" }</button>
                        <button onclick={emit(&props.on_setup)}>{ "Change setup…" }</button>
                    </div>
                </div>
                { round_head }{ sheet }{ cards }
            } else {
                { round_head }{ cards }{ sheet }
            }
        </section>
    }
}

#[derive(Clone, PartialEq, Properties)]
pub struct SheetProps {
    pub rounds: Vec<RoundLine>,
    pub names: Vec<String>,
    pub rules: Rules,
}

/// Every round's scores and the running totals, as a chart and a table.
#[component]
pub fn ScoreSheet(props: &SheetProps) -> Html {
    let history = &props.rounds;
    let n = props.names.len();
    html! {
        <div class="sheet">
            <ScoreChart totals={history.iter().map(|r| r.totals.clone()).collect::<Vec<_>>()} names={props.names.clone()}
                rules={props.rules} />
            <div class="sheet-table" tabindex="0" role="region" aria-label="Score sheet">
                <table>
                    <caption>{ "Score sheet" }</caption>
                    <thead><tr><th scope="col">{ "Round" }</th>{ for props.names.iter().map(|nm| html! { <th scope="col">{ head(nm) }</th> }) }</tr></thead>
                    <tbody>
                        { for history.iter().enumerate().map(|(i, r)| html! {
                            <tr>
                                <th scope="row">{ i + 1 }</th>
                                // "+8 = 25": the round's score, then the running total (on
                                // phones "+8 25", the round's score small and grey).
                                { for (0..n).map(|s| html! { <td>
                                    <span class="gain">{ format!("{:+}", r.scores[s].total()) }</span>{ " " }
                                    <span class="sum"><span class="eq">{ "= " }</span>{ r.totals[s] }</span>
                                </td> }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
        </div>
    }
}

/// A column head of the score sheet: the seat's name, and on phones "Appr. 2" for
/// "Apprentice 2" (the longest word, which alone would push a fifth column off a
/// phone's screen); the full name stays for screen readers.
fn head(name: &str) -> Html {
    match name.strip_prefix(crate::ai::Level::Easy.title()).and_then(|rest| rest.strip_prefix(' ')) {
        Some(rest) => html! {
            <>
                <span class="full-name">{ name }</span>
                <span class="short-name" aria-hidden="true">{ format!("Appr. {rest}") }</span>
            </>
        },
        None => html! { { name } },
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game_winners;

    fn rules(mode: Mode, players: u8) -> Rules {
        Rules::new(mode, players).unwrap()
    }

    fn order(list: &[Placing]) -> Vec<(usize, usize, i32)> {
        list.iter().map(|p| (p.place, p.seat.index(), p.total)).collect()
    }

    #[test]
    fn pointillism_places_the_highest_first_and_ties_share_a_place() {
        let list = placings(rules(Mode::Pointillism, 4), &[-2, 26, 24, 71]);
        assert_eq!(order(&list), vec![(1, 3, 71), (2, 1, 26), (3, 2, 24), (4, 0, -2)]);
        let list = placings(rules(Mode::Pointillism, 5), &[30, 12, 30, 30, 5]);
        assert_eq!(order(&list), vec![(1, 0, 30), (1, 2, 30), (1, 3, 30), (4, 1, 12), (5, 4, 5)]);
    }

    #[test]
    fn impressionism_places_the_lowest_first() {
        let list = placings(rules(Mode::Impressionism, 3), &[41, 12, 12]);
        assert_eq!(order(&list), vec![(1, 1, 12), (1, 2, 12), (3, 0, 41)]);
    }

    #[test]
    fn first_place_is_exactly_the_games_winners() {
        // Every total from -3 to 3 round the end score, for 3 seats, both games.
        for mode in Mode::ALL {
            let r = rules(mode, 3);
            let end = r.game_end_score();
            let near = (end - 3..=end + 3).chain([0, -5]);
            let values: Vec<i32> = near.collect();
            for &a in &values {
                for &b in &values {
                    for &c in &values {
                        let totals = [a, b, c];
                        let Some(winners) = game_winners(r, &totals) else { continue };
                        let first: Vec<Seat> =
                            placings(r, &totals).iter().filter(|p| p.place == 1).map(|p| p.seat).collect();
                        assert_eq!(first, winners, "{mode:?} {totals:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn places_and_names_read_as_english() {
        assert_eq!(
            [1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal),
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
        );
        let names: Vec<String> = ["You", "Painter 2", "Master 3", "Apprentice 4"].map(String::from).to_vec();
        let seats = |ids: &[u8]| ids.iter().map(|&id| Seat::new(id)).collect::<Vec<_>>();
        assert_eq!(result_words(&seats(&[0]), &names), "You won the game!");
        assert_eq!(result_words(&seats(&[2]), &names), "Master 3 won the game.");
        assert_eq!(result_words(&seats(&[0, 2]), &names), "Shared win: You and Master 3.");
        assert_eq!(result_words(&seats(&[1, 2, 3]), &names), "Shared win: Painter 2, Master 3 and Apprentice 4.");
    }
}
