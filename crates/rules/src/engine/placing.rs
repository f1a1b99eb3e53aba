//! The end of the game (R12): every seat's place by its total.

use super::rules::{Mode, Rules};
use super::seat::Seat;

/// One seat's place at the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placing {
    /// 1 for first; equal totals share a place and the next place counts them (1, 1, 3).
    pub place: usize,
    pub seat: Seat,
    pub total: i32,
}

/// R12: every seat from first to last by its total (highest first in Pointillism,
/// lowest first in Impressionism), equal totals sharing a place; seats in seat order
/// within a place. The first place is the game's winners ([`super::game_winners`]).
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
}
