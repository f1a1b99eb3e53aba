//! Where things sit on the table. The seat shown at the bottom is yours; the others sit
//! round an oval clockwise in seat order (the seat after yours on your left, as play
//! passes left, R1). On a phone the others sit in a row across the top, still in
//! clockwise order from left to right. Each trick entry lies in front of its seat.
//!
//! Spots are in percent of the table's width and height; the stylesheet picks the oval
//! or the row by the screen's width.

use crate::kit::fixed::tenths;
use pala_rules::engine::Seat;

/// A point on the table, in percent of its width (`x`) and height (`y`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    pub x: f64,
    pub y: f64,
}

/// How far round from the bottom seat `seat` sits, in seats clockwise.
fn offset(players: usize, bottom: Seat, seat: Seat) -> usize {
    seat.steps_from(bottom, players)
}

/// The oval's seats and trick entries by player count, in seats clockwise from the
/// bottom: placed by hand so that plates, entries and the wheel never meet on screens
/// from tablet to desktop, and each entry lies nearest its own seat.
const OVAL_SEATS: [&[(f64, f64)]; 3] = [
    &[(50.0, 92.0), (10.0, 30.0), (90.0, 30.0)],
    &[(50.0, 92.0), (8.0, 50.0), (50.0, 8.0), (92.0, 50.0)],
    &[(50.0, 92.0), (8.0, 55.0), (24.0, 9.0), (76.0, 9.0), (92.0, 55.0)],
];
const OVAL_ENTRIES: [&[(f64, f64)]; 3] = [
    &[(50.0, 74.0), (31.0, 38.0), (69.0, 38.0)],
    &[(50.0, 74.0), (30.0, 50.0), (50.0, 26.0), (70.0, 50.0)],
    &[(50.0, 74.0), (28.0, 60.0), (37.0, 28.0), (63.0, 28.0), (72.0, 60.0)],
];

fn oval(table: &[&[(f64, f64)]; 3], players: usize, bottom: Seat, seat: Seat) -> Spot {
    let spots = table[players.clamp(3, 5) - 3];
    let (x, y) = spots[offset(players, bottom, seat) % spots.len()];
    Spot { x, y }
}

/// Seat `seat` on the oval, for a table of `players` with `bottom` at the bottom.
pub fn oval_seat(players: usize, bottom: Seat, seat: Seat) -> Spot {
    oval(&OVAL_SEATS, players, bottom, seat)
}

/// The trick entry of seat `seat` on the oval: in front of the seat.
pub fn oval_entry(players: usize, bottom: Seat, seat: Seat) -> Spot {
    oval(&OVAL_ENTRIES, players, bottom, seat)
}

/// Seat `seat` on a phone: the others in a row across the top, yours at the bottom.
pub fn row_seat(players: usize, bottom: Seat, seat: Seat) -> Spot {
    match offset(players, bottom, seat) {
        0 => Spot { x: 50.0, y: 92.0 },
        k => Spot { x: 100.0 * (k as f64 - 0.5) / (players - 1) as f64, y: 10.0 },
    }
}

/// A trick entry on a phone: straight below a seat of the top row, above your own seat.
pub fn row_entry(seat: Spot) -> Spot {
    if seat.y > 50.0 { Spot { x: 50.0, y: 76.0 } } else { Spot { x: seat.x, y: 38.0 } }
}

/// The inline style that places a seat or an entry: both layouts' spots as custom
/// properties (`--x`, `--y` on the oval; `--rx`, `--ry` in the row).
pub fn style(oval: Spot, row: Spot) -> String {
    format!("--x:{};--y:{};--rx:{};--ry:{}", tenths(oval.x), tenths(oval.y), tenths(row.x), tenths(row.y))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dist(a: Spot, b: Spot, w: f64, h: f64) -> f64 {
        ((a.x - b.x) * w / 100.0).hypot((a.y - b.y) * h / 100.0)
    }

    /// Every entry is nearer its own seat than any other seat, in both layouts, for
    /// tables from tall to wide.
    #[test]
    fn entries_lie_in_front_of_their_seats() {
        for players in 3..=5 {
            for bottom in Seat::all(players) {
                for (w, h) in [(915.0, 432.0), (975.0, 400.0), (740.0, 576.0), (1150.0, 576.0), (900.0, 500.0)] {
                    let seats: Vec<Spot> = Seat::all(players).map(|s| oval_seat(players, bottom, s)).collect();
                    for s in 0..players {
                        let e = oval_entry(players, bottom, Seat::from_index(s));
                        let nearest = (0..players)
                            .min_by(|&a, &b| dist(e, seats[a], w, h).partial_cmp(&dist(e, seats[b], w, h)).unwrap());
                        assert_eq!(nearest, Some(s), "oval, {players} players, {w}x{h}, seat {s}");
                    }
                }
                for (w, h) in [(360.0, 330.0), (390.0, 380.0)] {
                    let seats: Vec<Spot> = Seat::all(players).map(|s| row_seat(players, bottom, s)).collect();
                    for (s, &seat) in seats.iter().enumerate() {
                        let e = row_entry(seat);
                        let nearest = (0..players)
                            .min_by(|&a, &b| dist(e, seats[a], w, h).partial_cmp(&dist(e, seats[b], w, h)).unwrap());
                        assert_eq!(nearest, Some(s), "row, {players} players, {w}x{h}, seat {s}");
                    }
                }
            }
        }
    }

    /// Clockwise from the bottom: the next seat sits on the left, the one before on the
    /// right; on a phone the row runs left to right in seat order.
    #[test]
    fn seats_go_clockwise_from_the_bottom() {
        let seat = Seat::new;
        let left = oval_seat(4, seat(2), seat(3));
        let top = oval_seat(4, seat(2), seat(0));
        let right = oval_seat(4, seat(2), seat(1));
        assert!(left.x < 10.0 && (left.y - 50.0).abs() < 1.0);
        assert!(top.y < 10.0 && (top.x - 50.0).abs() < 1.0);
        assert!(right.x > 90.0);
        assert!(oval_seat(4, seat(2), seat(2)).y > 90.0);
        let row: Vec<f64> = [3, 4, 0, 1].map(|s| row_seat(5, seat(2), seat(s)).x).to_vec();
        assert!(row.windows(2).all(|w| w[0] < w[1]));
    }
}
