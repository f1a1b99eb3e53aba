//! A puzzle's table, as the seat to move sees it (R13: the other hands are backs with
//! their counts, never faces): the seats round the felt, the trick and the colour
//! wheel, the Impressionism bid board, and the player's hand with the table's own
//! controls (tap a card, or a second for a mix or a smear; the tie buttons; the list of
//! every legal move, for the keyboard and screen readers).

use yew::prelude::*;

use crate::kit::bidding::Board;
use crate::kit::hand::HandView;
use crate::kit::moves::{AllMoves, Choices};
use crate::kit::picking::{Click, by_taps, click, may_pick};
use crate::kit::seats::Seats;
use crate::kit::trick::TrickView;
use crate::kit::wheel::{Wheel, open_colors};
use pala_rules::engine::{Action, Card, Game, Mode, Seat, SeatKind};

#[derive(Clone, PartialEq, Properties)]
pub struct TableProps {
    /// The position on show (the puzzle's, or after a move).
    pub game: Game,
    /// The player's seat.
    pub seat: Seat,
    /// Whether the player may move now.
    pub active: bool,
    pub on_act: Callback<Action>,
}

/// The puzzle's table.
#[component]
pub fn PuzzleTable(props: &TableProps) -> Html {
    let picked = use_state(Vec::<Card>::new);
    let smearing = use_state(|| false);
    let game = &props.game;
    let round = game.round();
    let n = round.players();
    let view = game.view(props.seat);
    let mut kinds = vec![SeatKind::Ai(pala_rules::engine::Level::Hard); n];
    kinds[props.seat.index()] = SeatKind::Human;
    let names = pala_words::seat_names(&kinds, n);
    let legal: Vec<Action> = if props.active { view.legal_actions().to_vec() } else { Vec::new() };
    let (shown, done) = match (round.trick(), round.completed_trick()) {
        (Some(t), _) => (Some(*t), false),
        (None, Some(t)) => (Some(*t), true),
        _ => (None, false),
    };
    let act = {
        let (on_act, picked, smearing) = (props.on_act.clone(), picked.clone(), smearing.clone());
        Callback::from(move |a: Action| {
            picked.set(Vec::new());
            smearing.set(false);
            on_act.emit(a);
        })
    };
    let unpick = {
        let (picked, smearing) = (picked.clone(), smearing.clone());
        Callback::from(move |()| {
            picked.set(Vec::new());
            smearing.set(false);
        })
    };
    let smear = {
        let (picked, smearing) = (picked.clone(), smearing.clone());
        Callback::from(move |()| {
            picked.set(Vec::new());
            smearing.set(true);
        })
    };
    let faces: Vec<Card> = picked.iter().map(|c| c.canonical()).collect();
    let on_card = {
        let (taps, now, act, picked, unpick) =
            (by_taps(&legal, *smearing), faces.clone(), act.clone(), picked.clone(), unpick.clone());
        Callback::from(move |tapped: Card| match click(&taps, &now, tapped.canonical()) {
            Click::Act(a) => act.emit(a),
            Click::Pick(_) => picked.set(vec![tapped]),
            Click::Unpick => unpick.emit(()),
            Click::Nothing => {}
        })
    };
    let prompt = if props.active { pala_words::prompt(&view, &legal, &faces, *smearing) } else { String::new() };
    let pick_room = props.active && may_pick(&legal);
    html! {
        <div class={classes!("table", "puzzle-table", format!("mode-{}", round.mode().name()), format!("players-{n}"))}>
            <div class="table-felt" aria-label={pala_words::lang::book().table()} role="region">
                <Seats view={view} bottom={props.seat} names={names.clone()} kinds={Vec::new()} thinking={None::<Seat>}
                    bubbles={vec![None; n]} trick_done={done} />
                <div class="centre">
                    <Wheel trick={shown.map(|t| t.color)} open={open_colors(&legal)} />
                    <p class="centre-words">{ shown.map(|t| pala_words::trick_colour_words(t.color, t.smeared)).unwrap_or_default() }</p>
                </div>
                <TrickView trick={shown} names={names.clone()} players={n} bottom={props.seat} done={done} flight_ms={0} named={true} />
            </div>
            if round.mode() == Mode::Impressionism {
                <Board view={view} names={names} on_place={Callback::noop()} />
            }
            <div class="you">
                <div class={classes!("prompt-row", pick_room.then_some("pick-room"))}>
                    <p class="prompt" aria-live="polite">{ prompt }</p>
                    if props.active {
                        <Choices legal={legal.clone()} on_act={act.clone()} on_cancel={unpick.clone()} picked={faces.clone()}
                            phase={round.phase()} smearing={*smearing} on_smear={smear} />
                    }
                </div>
                <HandView hand={view.hand()} legal={by_taps(&legal, *smearing)} picked={(*picked).clone()} active={props.active}
                    on_card={on_card} on_cancel={unpick.clone()} />
                if props.active {
                    <AllMoves legal={legal.clone()} on_act={act} on_cancel={unpick} picked={faces} phase={round.phase()} />
                }
            </div>
        </div>
    }
}
