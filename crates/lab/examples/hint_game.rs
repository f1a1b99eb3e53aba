//! One whole game in which seat 0 follows Master's hint at every move (the others
//! Painter), as a player trying the hint would: how many reasons gave a claim, how many
//! said the moves are close, how many were forced, and up to ten of each kind.
//!
//! `cargo run --profile native -p pala-lab --example hint_game -- impressionism 4 11`
//! (mode, players, deal number; the record is in `crates/lab/src/NOTES.md`).
use pala_ai::{decide, hint};
use pala_rules::engine::{Game, GameSettings, Level, Mode, Seat};
use pala_words::{Voice, Why, reason_words};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode =
        if args.first().map(String::as_str) == Some("pointillism") { Mode::Pointillism } else { Mode::Impressionism };
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(11);
    let settings = GameSettings { mode, players, seed, first_dealer: Some(Seat::new(0)) };
    let mut game = Game::new(settings).expect("a table").with_bot_seed(seed ^ 0x0B07);
    let name = |s: Seat| if s == Seat::new(0) { "You".to_string() } else { format!("Painter {}", s.number()) };
    let (mut claims, mut close, mut forced) = (Vec::new(), Vec::new(), 0);
    while !game.is_over() {
        let Some(seat) = game.to_move() else {
            game.next_round().expect("the next round deals");
            continue;
        };
        let view = game.view(seat);
        let seed = game.decision_seed(seat);
        let action = if seat == Seat::new(0) {
            let h = hint(&view, seed);
            let words = reason_words(&h.reason, Voice::Hint, &name);
            match h.reason.why {
                Why::Because { .. } => claims.push(words),
                Why::Alike { .. } => close.push(words),
                Why::Forced => forced += 1,
                Why::Rule => panic!("the hint fell back to the rule of thumb"),
            }
            h.action
        } else {
            decide(&view, Level::Medium, seed)
        };
        game.act(action).expect("legal moves");
    }
    println!(
        "{} {players} players, deal {seed}: {} rounds, {} hints: {} with a claim, {} said close, {forced} forced",
        mode.name(),
        game.round_index() + 1,
        claims.len() + close.len() + forced,
        claims.len(),
        close.len()
    );
    for (kind, list) in [("claim", &claims), ("close", &close)] {
        for words in list.iter().step_by((list.len() / 10).max(1)).take(10) {
            println!("  {kind}: {words}");
        }
    }
}
