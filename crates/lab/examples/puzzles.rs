//! Makes the puzzle set (issue 48) from Master's self-play on all six tables: at each
//! decision of a round where the hidden cards can lie in few enough ways, the position
//! is proved ([`pala_ai::prover`]); a position becomes a puzzle when its proof shows one
//! move best (`Proof::answer`: best in every deal, or on average by a point or more).
//! Each puzzle is then tried on Painter and Apprentice (eight seeds each) for its
//! difficulty.
//!
//! `cargo run --profile native -p pala-lab --example puzzles -- 1 56 static/puzzles.json`
//! (the seed, the puzzles per table, where to write). Two tables at a time.
use std::time::Instant;

use pala_ai::prover::{PUZZLE_LIMITS, prove};
use pala_rules::engine::{Action, Game, GameSettings, Length, Level, Mode, SeatView};
use pala_rules::scenario::of_game::round_so_far;
use pala_rules::scenario::puzzle::{Puzzle, PuzzleSet, Theme};

/// Decisions each level is tried on a puzzle.
const TRIES: u8 = 8;
/// Puzzles kept from one round at most (the set spread over many deals).
const PER_ROUND: usize = 2;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1);
    let per_table: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(56);
    let out = args.get(2).cloned().unwrap_or_else(|| "static/puzzles.json".into());
    // In this order; two threads, each taking the next table in turn.
    let tables = [
        (Mode::Impressionism, 5),
        (Mode::Impressionism, 4),
        (Mode::Impressionism, 3),
        (Mode::Pointillism, 5),
        (Mode::Pointillism, 4),
        (Mode::Pointillism, 3),
    ];
    let start = Instant::now();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let found: Vec<std::sync::Mutex<Vec<Puzzle>>> = tables.iter().map(|_| std::sync::Mutex::default()).collect();
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(&(mode, players)) = tables.get(i) else { break };
                    let made = table(mode, players, seed, per_table);
                    *found[i].lock().expect("a table's puzzles") = made;
                }
            });
        }
    });
    // The tables' puzzles in the tables' order, whichever thread finished first, then
    // by rating (a stable sort): the same set from the same seed every time.
    let found = found.into_iter().map(|m| m.into_inner().expect("a table's puzzles"));
    let mut puzzles: Vec<Puzzle> = found.flatten().collect();
    puzzles.sort_by(|a, b| a.rating.total_cmp(&b.rating));
    for (i, p) in puzzles.iter_mut().enumerate() {
        p.number = i as u32 + 1;
    }
    let set = PuzzleSet {
        format: PuzzleSet::FORMAT.into(),
        version: PuzzleSet::VERSION,
        made_by: format!("cargo run --profile native -p pala-lab --example puzzles -- {seed} {per_table} {out}"),
        puzzles,
    };
    std::fs::write(&out, serde_json::to_string(&set).expect("the set as JSON") + "\n").expect("the set written");
    eprintln!("{} puzzles in {:.0} s, written to {out}", set.puzzles.len(), start.elapsed().as_secs_f64());
}

/// Up to `wanted` puzzles from Master's rounds at one table.
fn table(mode: Mode, players: u8, seed: u64, wanted: usize) -> Vec<Puzzle> {
    let mut puzzles = Vec::new();
    let mut rounds = 0;
    for deal in 0.. {
        if puzzles.len() >= wanted || deal > 400 {
            break;
        }
        rounds += 1;
        let settings = GameSettings { mode, players, seed: seed * 1_000_003 + deal, first_dealer: None };
        let Ok(game) = Game::new(settings) else { break };
        let mut game =
            game.with_bot_seed(seed.rotate_left(17) ^ deal).with_length(Length::Rounds(1)).expect("one round");
        let mut kept = 0;
        while let Some(mover) = game.to_move() {
            let view = game.view(mover);
            if kept < PER_ROUND && puzzles.len() < wanted && view.hand().len() >= 2 && view.hand().len() <= 5 {
                let t = Instant::now();
                let found = puzzle(&game, &view);
                if std::env::var("PUZZLE_TRACE").is_ok() {
                    eprintln!(
                        "{mode:?} {players} deal {deal}: tried a position with {} cards in {:.2} s",
                        view.hand().len(),
                        t.elapsed().as_secs_f64()
                    );
                }
                if let Some(p) = found {
                    eprintln!(
                        "{mode:?} {players}: puzzle {} from deal {deal} ({} deals, {:?})",
                        puzzles.len() + 1,
                        p.proof.deals,
                        p.themes
                    );
                    puzzles.push(p);
                    kept += 1;
                }
            }
            let t = Instant::now();
            let action = pala_ai::decide(&view, Level::Hard, game.decision_seed(mover));
            if std::env::var("PUZZLE_TRACE").is_ok() {
                eprintln!("{mode:?} {players} deal {deal}: Master decided in {:.2} s", t.elapsed().as_secs_f64());
            }
            game.act_as(mover, action).expect("Master's move is legal");
        }
    }
    eprintln!("{mode:?} {players}: {} puzzles from {rounds} rounds", puzzles.len());
    puzzles
}

/// No puzzle, and why (printed with `PUZZLE_TRACE=1`).
fn rejected(why: String) -> Option<Puzzle> {
    if std::env::var("PUZZLE_TRACE").is_ok() {
        eprintln!("  not a puzzle: {why}");
    }
    None
}

/// The position as a puzzle, when it is one.
fn puzzle(game: &Game, view: &SeatView) -> Option<Puzzle> {
    let proof = match prove(view, PUZZLE_LIMITS) {
        Ok((proof, _)) => proof,
        Err(e) => return rejected(format!("{e:?}")),
    };
    let Some((best, claim)) = proof.answer() else {
        return rejected(format!(
            "no answer, {} deals, matters {}, {:?}",
            proof.deals,
            proof.matters,
            proof.moves.iter().map(|m| (&m.action, m.behind, m.total)).collect::<Vec<_>>()
        ));
    };
    let answer: Action = best.action.parse().ok()?;
    let found = |level: Level| {
        (0..TRIES).filter(|&k| pala_ai::decide(view, level, 0x5eed_0000 + u64::from(k)) == answer).count() as u8
    };
    let (painter, apprentice) = (found(Level::Medium), found(Level::Easy));
    let missed = |n: u8| 1.0 - f64::from(n) / f64::from(TRIES);
    let puzzle = Puzzle {
        number: 0,
        scenario: round_so_far(game)?,
        seat: view.seat.index() as u8,
        answer: best.action.clone(),
        claim,
        themes: Theme::of(view, answer),
        painter,
        apprentice,
        tries: TRIES,
        // From 1200 (both levels always find it) to 1800 (neither ever does).
        rating: (1200.0 + 400.0 * missed(painter) + 200.0 * missed(apprentice)).round(),
        proof,
    };
    // The scenario reaches the very position.
    let again = match puzzle.game() {
        Ok(game) => game,
        Err(e) => return rejected(format!("its scenario does not set up: {e:?}")),
    };
    // The scenario names faces, not which copy of a face: its position is the same to
    // the seat, and proves the same.
    if again.to_move() != Some(view.seat)
        || prove(&again.view(view.seat), PUZZLE_LIMITS).ok().map(|(p, _)| p) != Some(puzzle.proof.clone())
    {
        return rejected("its scenario reaches another position".into());
    }
    Some(puzzle)
}
