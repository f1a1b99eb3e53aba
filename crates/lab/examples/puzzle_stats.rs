//! The puzzle set's figures (issue 48's note): puzzles per table and theme, what is
//! proved of them, the distribution of the answer's lead, how often Painter and
//! Apprentice find the answers, and three proofs in words.
//!
//! `cargo run --profile native -p pala-lab --example puzzle_stats -- static/puzzles.json`
use std::collections::BTreeMap;

use pala_rules::engine::Mode;
use pala_rules::scenario::puzzle::{Claim, PuzzleSet};

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "static/puzzles.json".into());
    let set = PuzzleSet::load(&std::fs::read_to_string(&path).expect("the set")).expect("the set reads");
    println!("{} puzzles, made by: {}", set.puzzles.len(), set.made_by);
    let mut tables: BTreeMap<String, usize> = BTreeMap::new();
    let mut themes: BTreeMap<String, usize> = BTreeMap::new();
    let mut claims: BTreeMap<String, usize> = BTreeMap::new();
    let mut leads: BTreeMap<&str, usize> = BTreeMap::new();
    let (mut painter, mut apprentice, mut tries) = (0u32, 0u32, 0u32);
    let (mut deals, mut matters) = (0u64, 0u64);
    for p in &set.puzzles {
        *tables.entry(p.table()).or_default() += 1;
        for t in &p.themes {
            *themes.entry(format!("{t:?}")).or_default() += 1;
        }
        *claims.entry(format!("{:?}", p.claim)).or_default() += 1;
        let proof = &p.proof;
        let lead = match p.claim {
            Claim::EveryDeal => proof.margin_total as f64 / f64::from(proof.deals),
            Claim::OnAverage => (proof.moves[0].total - proof.moves[1].total) as f64 / f64::from(proof.deals),
        };
        let bucket = match lead {
            l if l < 0.5 => "under 0.5",
            l if l < 1.0 => "0.5 to 1",
            l if l < 2.0 => "1 to 2",
            l if l < 5.0 => "2 to 5",
            _ => "5 or more",
        };
        *leads.entry(bucket).or_default() += 1;
        painter += u32::from(p.painter);
        apprentice += u32::from(p.apprentice);
        tries += u32::from(p.tries);
        deals += u64::from(proof.deals);
        matters += u64::from(proof.matters);
    }
    println!("per table: {tables:?}");
    println!("per theme: {themes:?}");
    println!("claims: {claims:?}");
    println!("the answer's mean lead over the next best move, over all deals (points): {leads:?}");
    println!(
        "deals per puzzle: mean {:.0}; the answer strictly best in {:.1}% of all deals",
        deals as f64 / set.puzzles.len() as f64,
        100.0 * matters as f64 / deals as f64
    );
    let share = |n: u32| 100.0 * f64::from(n) / f64::from(tries);
    println!(
        "Painter found the answer in {:.1}% of {tries} decisions, Apprentice in {:.1}%",
        share(painter),
        share(apprentice)
    );
    let solved_by = |f: &dyn Fn(&pala_rules::scenario::puzzle::Puzzle) -> u8| {
        set.puzzles.iter().filter(|p| 2 * f(p) > p.tries).count()
    };
    println!(
        "puzzles a level finds more often than not: Painter {}, Apprentice {} of {}",
        solved_by(&|p| p.painter),
        solved_by(&|p| p.apprentice),
        set.puzzles.len()
    );
    for p in set.puzzles.iter().step_by((set.puzzles.len() / 3).max(1)).take(3) {
        let mode = Mode::parse(&p.scenario.mode).unwrap_or(Mode::Pointillism);
        println!(
            "\n{}: answer {} ({:?}, themes {:?})\n{}",
            pala_words::puzzle_title(p),
            p.answer,
            p.claim,
            p.themes,
            pala_words::proof_words(mode, p)
        );
    }
}
