// Prints Master's hints and the coach's notes for saved positions (not committed).
use pala_ai::coach::judge;
use pala_ai::{decide, hint};
use pala_rules::engine::Level;
use pala_rules::engine::{Game, GameRecord, Seat};
use pala_words::{Voice, coach_note, master_line, reason_words};

fn main() {
    let positions: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/e2e/positions.json")).unwrap(),
    )
    .unwrap();
    for table in
        ["pointillism-3", "pointillism-4", "pointillism-5", "impressionism-3", "impressionism-4", "impressionism-5"]
    {
        for at in ["bidding", "last-to-play", "mix", "smear"] {
            let record: GameRecord = serde_json::from_value(positions[table][at].clone()).unwrap();
            let game = Game::replay(&record).unwrap();
            let Some(seat) = game.to_move() else { continue };
            let view = game.view(seat);
            let name = |s: Seat| if s == seat { "You".to_string() } else { format!("Player {}", s.number()) };
            let h = hint(&view, game.decision_seed(seat));
            println!(
                "HINT {table} {at} (actions {}): {}",
                record.actions.len(),
                reason_words(&h.reason, Voice::Hint, &name)
            );
            let played = decide(&view, Level::Easy, 1);
            let j = judge(&view, played, pala_ai::coach::review_seed(game.decision_seed(seat)));
            if j.best != j.played {
                println!(
                    "  COACH {table} {at} played {} ({:.1}): {}",
                    j.played,
                    j.cost,
                    coach_note(j.moment, j.cost, &j.reason, &name)
                );
                println!("  REVIEW line: Master: {}", master_line(&j.reason, &name));
            }
        }
    }
}
