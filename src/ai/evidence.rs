//! What the other seats' public choices say about their hidden cards.
//!
//! A seat's Pointillism bid and its Impressionism board bids were chosen with the hand
//! it held then: its hand now plus the cards it has played (and, in Impressionism, the
//! cards it put on the board). A sampled deal is more believable when those hands would
//! lead a sensible player to the same choices, judged by the rule-of-thumb player: a
//! seat that bid null rarely holds top cards; a seat that bid Red usually holds a top
//! red card; a seat that bid a colour onto Cancel usually holds many of that colour.
//! The weights are soft, so a deal that a surprising bid does not fit stays possible.

use super::policy::{bid_for_hand, placement_score};
use crate::engine::{Bid, Card, Hand, MAX_PLAYERS, Mode, Round, Seat, SeatView, Space};

/// How strongly a bid that differs from the rule of thumb's by one chip counts against
/// a deal (in nats). Fitted by how well it tells the true deal from 15 random ones
/// consistent with a seat's view (150 deals per table, 3-5 players): the best weight
/// was 1.0-1.3 for Painter's, Master's and the reference bot's bids alike.
const BID_WEIGHT: f32 = 1.1;
/// How strongly ten points of the rule of thumb's placement rating count for a deal
/// (fitted likewise: 0.35-0.65 for the same three bidders).
const PLACEMENT_WEIGHT: f32 = 0.5;

/// One board bid by another seat.
#[derive(Clone, Copy, Debug)]
struct Placement {
    seat: Seat,
    space: Space,
    card: Card,
}

/// The public choices of the other seats, read from one seat's view.
#[derive(Clone, Debug)]
pub struct Evidence {
    bids: [Option<Bid>; MAX_PLAYERS],
    placements: Vec<Placement>,
    /// What each seat held besides its current hand when it chose: cards played since,
    /// and its own board cards.
    spent: [Hand; MAX_PLAYERS],
}

impl Evidence {
    pub fn new(view: &SeatView) -> Evidence {
        let round = view.round();
        let me = view.seat;
        let mut bids = [None; MAX_PLAYERS];
        let mut placements = Vec::new();
        if round.mode() == Mode::Pointillism {
            for s in round.seats().filter(|&s| s != me) {
                bids[s.index()] = round.bids()[s.index()];
            }
        } else {
            let spaces = round.rules().board();
            for ((&space, color), placer) in spaces.iter().zip(round.board()).zip(round.placers()) {
                let (Some(color), Some(seat)) = (color, placer) else { continue };
                let Some(card) = round.board_cards().of_color(*color).iter().next() else { continue };
                if seat != me {
                    placements.push(Placement { seat, space, card });
                }
            }
        }
        Evidence { bids, placements, spent: spent(round) }
    }

    /// Whether there is anything to weigh.
    pub fn is_empty(&self) -> bool {
        self.placements.is_empty() && self.bids.iter().all(Option::is_none)
    }

    /// How well a sampled deal explains the evidence, as a log weight (higher is
    /// more believable; only differences between deals matter). `hands` are the
    /// deal's hands by seat index (the viewer's own is never read).
    pub fn log_weight(&self, hands: &[Hand]) -> f32 {
        let held = |s: Seat| hands.get(s.index()).copied().unwrap_or(Hand::EMPTY).union(self.spent[s.index()]);
        let mut weight = 0.0;
        for (s, bid) in Seat::all(MAX_PLAYERS).zip(&self.bids) {
            if let Some(bid) = bid {
                weight -= BID_WEIGHT * bid_distance(*bid, bid_for_hand(held(s))) as f32;
            }
        }
        for p in &self.placements {
            weight += PLACEMENT_WEIGHT * placement_score(p.space, p.card, held(p.seat)) as f32 / 10.0;
        }
        weight
    }
}

/// What each seat held at the deal besides its hand now: the cards it has played this
/// round, and the card it put on the bid board.
pub(super) fn spent(round: &Round) -> [Hand; MAX_PLAYERS] {
    let mut spent = [Hand::EMPTY; MAX_PLAYERS];
    for s in round.seats() {
        spent[s.index()] = round.played(s);
    }
    for (color, placer) in round.board().iter().zip(round.placers()) {
        if let (Some(color), Some(seat)) = (color, placer) {
            spent[seat.index()] = spent[seat.index()].union(round.board_cards().of_color(*color));
        }
    }
    spent
}

/// How many chips two bids differ by: the colours in one and not the other, and the
/// white chip.
fn bid_distance(a: Bid, b: Bid) -> u32 {
    (a.color_mask() ^ b.color_mask()).count_ones() + (a.is_null() != b.is_null()) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Color;

    #[test]
    fn bids_differ_by_their_chips() {
        let red = Bid::of(&[Color::Red]).unwrap();
        let red_green = Bid::of(&[Color::Red, Color::Green]).unwrap();
        assert_eq!(bid_distance(Bid::NULL, Bid::NULL), 0);
        assert_eq!(bid_distance(red, red), 0);
        assert_eq!(bid_distance(red, red_green), 1);
        assert_eq!(bid_distance(Bid::NULL, red_green), 3);
    }
}

/// How well models of the stand-in's board bids predict them, in nats a bid above a
/// uniform pick among the placements open (`cargo test --profile native --lib --
/// --ignored placement_fit --nocapture`): the rule of thumb's rating as [`Evidence`]
/// weighs it, and a conditional logit fitted on half the games. (Weighing deals by that
/// logit instead, `PALA_BIDMODEL=1` in commit af3f063, gained nothing against the
/// stand-in: see the README.)
#[cfg(test)]
mod fit {
    use super::*;
    use crate::ai::inference::fit::{fit_logit, nats_above_uniform};
    use crate::ai::{Bot, Level, think_as};
    use crate::engine::{Action, ActionList, Game, GameSettings, Phase};

    /// How many [`placement_features`] describe a board bid.
    const PLACEMENT_FEATURES: usize = 19;

    /// What a board bid of `card` onto `space` looks like to a model of how players choose
    /// them, from the hand `held` when bidding (the card included): for Cancel, the flat
    /// scoring spaces and +Face apart, a constant, how many cards of the colour the hand
    /// holds, the card's value, whether it is the hand's highest of its colour, the colour's
    /// summed values, and whether it is a primary; and the rule of thumb's rating.
    fn placement_features(space: Space, card: Card, held: Hand) -> [f32; PLACEMENT_FEATURES] {
        let color = held.of_color(card.color());
        let class = match space {
            Space::Cancel => 0,
            Space::Face => 2,
            _ => 1,
        };
        let top = color.iter().all(|c| c.value() <= card.value());
        let mut f = [0.0; PLACEMENT_FEATURES];
        let row = [
            1.0,
            color.len() as f32 / 4.0,
            card.value() as f32 / 9.0,
            f32::from(u8::from(top)),
            color.value_sum() as f32 / 20.0,
            f32::from(u8::from(card.color().is_primary())),
        ];
        f[class * 6..class * 6 + 6].copy_from_slice(&row);
        f[18] = placement_score(space, card, held) as f32 / 10.0;
        f
    }

    type Row = [f64; PLACEMENT_FEATURES];

    #[test]
    #[ignore = "a measurement, not a check"]
    fn placement_fit() {
        // Per board bid: its game's seed, each legal placement's features, the index chosen.
        let mut bids: Vec<(u64, Vec<Row>, usize)> = Vec::new();
        for seed in 0..600 {
            let settings = GameSettings { mode: Mode::Impressionism, players: 4, seed, first_dealer: None };
            let mut game = Game::new(settings).unwrap();
            while let Some(seat) = game.to_move() {
                let round = *game.round();
                if round.phase() != Phase::Bidding {
                    let action = crate::ai::decide(&game.view(seat), Level::Easy, seed ^ game.actions().len() as u64);
                    game.act(action).unwrap();
                    continue;
                }
                let bot = Bot { left_out: round.left_out(), ..Bot::from(Level::Trickster) };
                let action = think_as(&game.view(seat), &bot, seed ^ game.actions().len() as u64).action;
                let mut list = ActionList::new();
                round.legal_actions_into(&mut list);
                let places: Vec<Action> = list.iter().copied().filter(|a| matches!(a, Action::Place(..))).collect();
                if let (Some(i), true) = (places.iter().position(|&a| a == action), places.len() > 1) {
                    let held = round.hand(seat);
                    let rows = places
                        .iter()
                        .map(|&a| match a {
                            Action::Place(space, card) => placement_features(space, card, held).map(f64::from),
                            _ => [0.0; PLACEMENT_FEATURES],
                        })
                        .collect();
                    bids.push((seed, rows, i));
                }
                game.act(action).unwrap();
            }
        }
        let half = |odd: u64| -> Vec<(&[Row], usize)> {
            bids.iter().filter(|b| b.0 % 2 == odd).map(|(_, rows, i)| (&rows[..], *i)).collect()
        };
        let (fitted, judged) = (half(0), half(1));
        let thumb = fit_logit(&fitted, |k| k == 18);
        let logit = fit_logit(&fitted, |_| true);
        let mut fixed = [0.0; PLACEMENT_FEATURES];
        fixed[18] = f64::from(PLACEMENT_WEIGHT);
        println!("{} board bids with a choice; weights {:?}", bids.len(), logit.map(|x| (x * 100.0).round() / 100.0));
        println!(
            "nats a bid above uniform on the judged half: rule of thumb's rating at the weight in use {:.3}, \
             at its fitted weight {:.2}: {:.3}; conditional logit {:.3} (fitted half {:.3})",
            nats_above_uniform(&fixed, &judged),
            thumb[18],
            nats_above_uniform(&thumb, &judged),
            nats_above_uniform(&logit, &judged),
            nats_above_uniform(&logit, &fitted)
        );
    }
}
