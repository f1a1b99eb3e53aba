//! The shipped puzzle set's proof check (issue 48): every puzzle in
//! `static/puzzles.json` is proved again from its position, every deal the hidden cards
//! could form enumerated and solved exactly, and must agree with what the set says: the
//! answer legal and best as claimed (in every deal, or on average by half a point or
//! more), every move's figures, the themes, and the
//! difficulty's range. Then the set's shape: at least 300 puzzles, every table.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;
use std::time::Instant;

use pala_ai::prover::{PUZZLE_LIMITS, prove};
use pala_rules::scenario::puzzle::{Claim, PuzzleSet, Theme};
use pala_words::{proof_words, verdict_words};

fn shipped() -> PuzzleSet {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../static/puzzles.json");
    PuzzleSet::load(&std::fs::read_to_string(path).expect("static/puzzles.json")).expect("the set reads")
}

#[test]
fn every_puzzle_is_proved_again() {
    let set = shipped();
    let start = Instant::now();
    let mut positions = 0;
    let mut sentences = 0;
    for p in &set.puzzles {
        let at = format!("puzzle {}", p.number);
        let game = p.game().unwrap_or_else(|e| panic!("{at}: {e:?}"));
        assert_eq!(game.to_move(), Some(p.seat()), "{at}: the seat is to move");
        let view = game.view(p.seat());
        let answer =
            pala_ai::prover::legal_action(&view, &p.answer).unwrap_or_else(|| panic!("{at}: {} is legal", p.answer));
        let (proof, used) =
            prove(&view, PUZZLE_LIMITS).unwrap_or_else(|e| panic!("{at}: proved within the limits ({e:?})"));
        positions += used;
        assert_eq!(proof, p.proof, "{at}: the proof's figures");
        let (best, claim) = proof.answer().unwrap_or_else(|| panic!("{at}: the proof shows one move best"));
        assert_eq!(best.action, p.answer, "{at}: the answer is that move");
        assert_eq!(claim, p.claim, "{at}: what is proved of it");
        assert_eq!(p.themes, Theme::of(&view, answer), "{at}: its themes");
        assert!(p.painter <= p.tries && p.apprentice <= p.tries, "{at}: the find counts");
        assert!((1200.0..=1800.0).contains(&p.rating), "{at}: its rating");
        // Its words, from the proof: a verdict for every legal move, right for the
        // answer alone; the proof's figures in the proof's words.
        let mode = game.round().mode();
        for &action in &view.legal_actions() {
            let (right, words) =
                verdict_words(mode, p, action).unwrap_or_else(|| panic!("{at}: a verdict on {action}"));
            assert_eq!(right, action == answer, "{at}: {action}: {words}");
            let figures = proof.of(&action.to_string()).expect("every legal move is in the proof");
            if !right {
                assert!(words.contains(&format!("In {} of the {} ways", figures.behind, proof.deals)), "{at}: {words}");
            }
        }
        let said = proof_words(mode, p);
        assert!(said.contains(&format!("could lie in {} way", proof.deals)), "{at}: {said}");
        let [best, next, ..] = proof.moves.as_slice() else { panic!("{at}: two moves at least") };
        let lead = match claim {
            Claim::EveryDeal => proof.margin_total as f64 / f64::from(proof.matters),
            Claim::OnAverage => (best.total - next.total) as f64 / f64::from(proof.deals),
        };
        assert!(said.contains(&format!("{} point", pala_words::decimal(lead))), "{at}: {said} (lead {lead})");
        sentences += view.legal_actions().len() + 1;
    }
    println!(
        "puzzles: {} proved again, {positions} positions solved, {sentences} sentences checked, {:.1} s",
        set.puzzles.len(),
        start.elapsed().as_secs_f64()
    );
}

#[test]
fn the_set_covers_every_table_and_is_numbered() {
    let set = shipped();
    assert!(set.puzzles.len() >= 300, "at least 300 puzzles: {}", set.puzzles.len());
    let numbers: Vec<u32> = set.puzzles.iter().map(|p| p.number).collect();
    assert_eq!(numbers, (1..=set.puzzles.len() as u32).collect::<Vec<_>>(), "numbered from 1 in order");
    let mut tables = BTreeMap::new();
    for p in &set.puzzles {
        *tables.entry(p.table()).or_insert(0) += 1;
    }
    assert_eq!(tables.len(), 6, "every table: {tables:?}");
    assert!(set.made_by.contains("--example puzzles"), "the command that made it");
    // The puzzle of the day visits every puzzle once in as many days.
    let mut seen: Vec<u32> = (0..set.puzzles.len() as u32).filter_map(|d| set.of_day(d)).map(|p| p.number).collect();
    seen.sort_unstable();
    assert_eq!(seen, numbers, "each puzzle once per {} days", set.puzzles.len());
}
