//! The puzzles' words (issue 48): the task, the verdict on a move with the proof's
//! figures behind it, the proof itself in words (how many ways the hidden cards could
//! lie, each played out exactly, as bridge's double-dummy analysis plays out a board),
//! the difficulty and the rating.

use crate::action_name;
use crate::grammar::count;
use crate::reason::decimal;
use pala_rules::engine::{Action, Mode};
use pala_rules::scenario::puzzle::{Claim, MoveProof, Proof, Puzzle, Theme};
use pala_rules::scenario::puzzle_book::Try;

/// What the player is asked to do.
pub const PUZZLE_TASK: &str = "Your turn. Find the move that does best for your score by the end of the round: it has been checked against every way the cards you cannot see could lie.";

/// How each way the cards could lie was played out.
const PROOF_METHOD: &str = "Each was played out to the end of the round as if everyone could see every card (as bridge players analyse a deal \u{201c}double dummy\u{201d}): each player made the moves best for their own score and, where two were equally good for them, chose the one worse for you.";

/// Every puzzle (of the chosen theme, with `theme`) has been tried here.
pub fn all_tried_words(theme: bool) -> &'static str {
    if theme {
        "You have tried every puzzle of this theme. Pick another theme, or use a puzzle's link to try it again."
    } else {
        "You have tried every puzzle. Use a puzzle's link to try it again."
    }
}

/// "Puzzle 12: Pointillism, 4 players".
pub fn puzzle_title(puzzle: &Puzzle) -> String {
    let mode = Mode::parse(&puzzle.scenario.mode).map_or("Pala", |m| m.title());
    format!("Puzzle {}: {mode}, {} players", puzzle.number, puzzle.scenario.players)
}

/// A theme's name, as the theme picker shows it.
pub fn theme_name(theme: Theme) -> &'static str {
    match theme {
        Theme::Mix => "Mixing",
        Theme::Smear => "Smearing",
        Theme::Tie => "Ties",
        Theme::CopyOrJunk => "Copying or junking",
        Theme::EndgameCounting => "Leading: counting the cards not yet played",
        Theme::NullBid => "Playing a null bid",
        Theme::Rainbow => "Chasing the rainbow",
        Theme::Cancel => "The Cancel colour",
        Theme::TheBoard => "Reading the bid board",
    }
}

/// "Rated 1650. The computer's Painter level found it 3 times in 8; its Apprentice
/// level never found it."
pub fn difficulty_words(puzzle: &Puzzle, rating: i32) -> String {
    let found = |n: u8| match n {
        0 => "never found it".to_string(),
        n if n == puzzle.tries => "always found it".to_string(),
        1 => format!("found it once in {}", puzzle.tries),
        n => format!("found it {} in {}", count(n, "time", "times"), puzzle.tries),
    };
    format!(
        "Rated {rating}. The computer's Painter level {}; its Apprentice level {}.",
        found(puzzle.painter),
        found(puzzle.apprentice)
    )
}

/// A move of the proof in words, quoted ("“Play Blue 5”"), or its notation if it does
/// not read.
fn named(m: &MoveProof) -> String {
    quoted(m.action.parse::<Action>().map_or_else(|_| m.action.clone(), action_name))
}

fn quoted(words: String) -> String {
    format!("\u{201c}{words}\u{201d}")
}

/// "1.8 points more" in Pointillism, "1.8 points fewer" in Impressionism (where fewer is
/// better): a `lead` summed over `deals`, as an average; `worse` turns the words round.
fn points_by(mode: Mode, lead: i64, deals: u32, worse: bool) -> String {
    let average = lead as f64 / f64::from(deals.max(1));
    let more = if (mode == Mode::Pointillism) != worse { "more" } else { "fewer" };
    format!("{} {more}", points(average))
}

/// An average in points: "1.8 points" (a decimal takes the plural, "1.0 points").
fn points(average: f64) -> String {
    format!("{} points", decimal(average.abs()))
}

/// The proof in words: how many deals, how they were played out, and what the answer
/// did in them.
pub fn proof_words(mode: Mode, puzzle: &Puzzle) -> String {
    let proof = &puzzle.proof;
    let Some(best) = proof.moves.first() else { return String::new() };
    let ways = format!("The proof: the cards you cannot see could lie in {}.", count(proof.deals, "way", "ways"));
    let what = match puzzle.claim {
        Claim::EveryDeal => {
            let strictly = if proof.matters == proof.deals {
                format!("in all {} it beat every other move", proof.deals)
            } else {
                format!("in {} of them it beat every other move", proof.matters)
            };
            format!(
                "In every one, {} did at least as well as any other move; {strictly}, by {} on average over the next best.",
                named(best),
                points(proof.margin_total as f64 / f64::from(proof.matters.max(1)))
            )
        }
        Claim::OnAverage => {
            let next = proof.moves.get(1).map(named).unwrap_or_default();
            let lead = best.total - proof.moves.get(1).map_or(best.total, |m| m.total);
            format!(
                "On average over them, {} scored {} than the next best move, {next}. In {} of the {} no other move did better; in the other {}, one did.",
                named(best),
                points_by(mode, lead, proof.deals, false),
                proof.deals - best.behind,
                proof.deals,
                best.behind
            )
        }
    };
    format!("{ways} {PROOF_METHOD} {what}")
}

/// The verdict on `chosen`: whether it is the answer, and why, from the proof's
/// figures. `None` when the move is not one the proof covers.
pub fn verdict_words(mode: Mode, puzzle: &Puzzle, chosen: Action) -> Option<(bool, String)> {
    let proof: &Proof = &puzzle.proof;
    let best = proof.moves.first()?;
    let mine = proof.of(&chosen.to_string())?;
    if mine.action == puzzle.answer {
        return Some((true, format!("Right: {} is the best move.", quoted(action_name(chosen)))));
    }
    let lead = best.total - mine.total;
    let yours = quoted(action_name(chosen));
    let fewer_better = if mode == Mode::Impressionism { " (In Impressionism, fewer points are better.)" } else { "" };
    Some((
        false,
        format!(
            "Not the best move. In {} of the {} ways the cards could lie, some other move did better than {yours}; on average, {yours} scored {} than the best move, {}.{fewer_better}",
            mine.behind,
            proof.deals,
            points_by(mode, lead, proof.deals, true),
            named(best),
        ),
    ))
}

/// The rating before a try: "Your puzzle rating: 1500 (provisional: it settles as you
/// try more puzzles)."
pub fn rating_now_words(rating: i32, provisional: bool) -> String {
    let settles = if provisional { " (provisional: it settles as you try more puzzles)" } else { "" };
    format!("Your puzzle rating: {rating}{settles}.")
}

/// The rating after a try: "Your puzzle rating: 1523 (+23)."; a try after the first
/// changes nothing, and says so; on another site's page (`kept` false) it is not saved.
pub fn rating_words(rating: i32, tried: Option<Try>, kept: bool) -> String {
    let change = match tried {
        Some(t) if t.after == t.before => format!("{} (no change)", t.after),
        Some(t) => format!("{} ({})", t.after, crate::signed(t.after - t.before)),
        None => format!("{rating} (only your first try at a puzzle counts)"),
    };
    let kept = if kept { "" } else { " It is not saved on this page." };
    format!("Your puzzle rating: {change}.{kept}")
}

/// "Solved first time: 3 of 5."; nothing before the first try.
pub fn puzzle_score_words(solved: usize, tried: usize) -> String {
    if tried == 0 {
        return String::new();
    }
    format!("Solved first time: {solved} of {tried}.")
}

/// The verdict when the player asks to see the answer before moving; when that was
/// the first try at the puzzle (`counted`), it is a miss for the rating.
pub fn given_up_words(puzzle: &Puzzle, counted: bool) -> String {
    let answer = puzzle.proof.moves.first().map(named).unwrap_or_else(|| puzzle.answer.clone());
    let miss = if counted { " Seeing the answer before your first move counts as a miss for your rating." } else { "" };
    format!("The best move is {answer}.{miss}")
}

/// The answer, played on the table for the player to see.
pub fn shown_words(puzzle: &Puzzle) -> String {
    let answer = puzzle.proof.moves.first().map(named).unwrap_or_else(|| puzzle.answer.clone());
    format!("The best move, {answer}, has been played on the table.")
}

/// The set could not be loaded.
pub fn puzzles_not_loaded(why: &str) -> String {
    format!(
        "The puzzles could not be loaded ({why}). Check your internet connection and reload the page; once loaded, the puzzles also work offline."
    )
}

/// The stored puzzle record could not be read: kept aside, and a new one started.
pub const PUZZLE_BOOK_UNREADABLE: &str =
    "Your puzzle record could not be read, so a new one has been started; the old one is kept aside in this browser.";

/// The puzzle record could not be written.
pub fn puzzle_book_not_stored(why: &str) -> String {
    format!("Your puzzle rating could not be saved in this browser ({why}).")
}

/// A puzzle number that the set does not hold.
pub fn no_such_puzzle(number: &str, total: usize) -> String {
    format!("There is no puzzle {number}; the puzzles are numbered 1 to {total}.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use pala_rules::scenario::Scenario;

    fn puzzle(claim: Claim, moves: Vec<(&str, i64, u32)>, deals: u32, matters: u32, margin_total: i64) -> Puzzle {
        Puzzle {
            number: 12,
            scenario: Scenario { mode: "impressionism".into(), players: 4, ..Scenario::default() },
            seat: 0,
            answer: moves[0].0.into(),
            claim,
            themes: vec![Theme::CopyOrJunk],
            painter: 3,
            apprentice: 0,
            tries: 8,
            rating: 1650.0,
            proof: Proof {
                deals,
                matters,
                margin_total,
                moves: moves
                    .into_iter()
                    .map(|(a, total, behind)| MoveProof { action: a.into(), total, worst: 0, behind })
                    .collect(),
            },
        }
    }

    #[test]
    fn a_verdict_says_right_or_how_much_worse_and_the_proof_its_figures() {
        // Impressionism: gains are minus points, so the answer's -100 is fewer points.
        let p = puzzle(Claim::EveryDeal, vec![("play B5", -100, 0), ("play G5", -280, 40)], 100, 40, 180);
        let b5: Action = "play B5".parse().unwrap();
        let g5: Action = "play G5".parse().unwrap();
        assert_eq!(
            verdict_words(Mode::Impressionism, &p, b5),
            Some((true, "Right: \u{201c}Play Blue 5\u{201d} is the best move.".into()))
        );
        let (right, words) = verdict_words(Mode::Impressionism, &p, g5).unwrap();
        assert!(!right);
        assert_eq!(
            words,
            "Not the best move. In 40 of the 100 ways the cards could lie, some other move did better than \u{201c}Play Green 5\u{201d}; on average, \u{201c}Play Green 5\u{201d} scored 1.8 points more than the best move, \u{201c}Play Blue 5\u{201d}. (In Impressionism, fewer points are better.)"
        );
        let proof = proof_words(Mode::Impressionism, &p);
        assert!(
            proof.starts_with("The proof: the cards you cannot see could lie in 100 ways. Each was played out"),
            "{proof}"
        );
        assert!(proof.ends_with("In every one, \u{201c}Play Blue 5\u{201d} did at least as well as any other move; in 40 of them it beat every other move, by 4.5 points on average over the next best."), "{proof}");
        assert_eq!(
            verdict_words(Mode::Impressionism, &p, "play R1".parse().unwrap()),
            None,
            "a move the proof does not cover"
        );
        assert_eq!(puzzle_title(&p), "Puzzle 12: Impressionism, 4 players");
        assert_eq!(
            given_up_words(&p, true),
            "The best move is \u{201c}Play Blue 5\u{201d}. Seeing the answer before your first move counts as a miss for your rating."
        );
        assert_eq!(given_up_words(&p, false), "The best move is \u{201c}Play Blue 5\u{201d}.");
        assert_eq!(
            difficulty_words(&p, 1650),
            "Rated 1650. The computer's Painter level found it 3 times in 8; its Apprentice level never found it."
        );
    }

    #[test]
    fn an_answer_best_on_average_says_so_in_points_the_right_way_round() {
        let p = puzzle(Claim::OnAverage, vec![("play B5", 450, 20), ("play G5", 270, 60)], 100, 70, 150);
        let proof = proof_words(Mode::Pointillism, &p);
        assert!(
            proof.ends_with("On average over them, \u{201c}Play Blue 5\u{201d} scored 1.8 points more than the next best move, \u{201c}Play Green 5\u{201d}. In 80 of the 100 no other move did better; in the other 20, one did."),
            "{proof}"
        );
        let (_, words) = verdict_words(Mode::Pointillism, &p, "play G5".parse().unwrap()).unwrap();
        assert!(words.ends_with("scored 1.8 points fewer than the best move, \u{201c}Play Blue 5\u{201d}."), "{words}");
    }

    #[test]
    fn ratings_and_scores() {
        let t = Try { solved: true, before: 1500, after: 1674 };
        assert_eq!(rating_words(1674, Some(t), true), "Your puzzle rating: 1674 (+174).");
        assert_eq!(
            rating_words(1674, None, true),
            "Your puzzle rating: 1674 (only your first try at a puzzle counts)."
        );
        let same = Try { solved: false, before: 1500, after: 1500 };
        assert_eq!(
            rating_words(1500, Some(same), false),
            "Your puzzle rating: 1500 (no change). It is not saved on this page."
        );
        assert_eq!(puzzle_score_words(0, 0), "");
        assert_eq!(
            rating_now_words(1500, true),
            "Your puzzle rating: 1500 (provisional: it settles as you try more puzzles)."
        );
        assert_eq!(rating_now_words(1623, false), "Your puzzle rating: 1623.");
        assert_eq!(puzzle_score_words(3, 5), "Solved first time: 3 of 5.");
        assert_eq!(theme_name(Theme::EndgameCounting), "Leading: counting the cards not yet played");
    }
}
