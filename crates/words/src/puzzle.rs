//! The puzzles' words (issue 48): the task, the verdict on a move with the proof's
//! figures behind it, the proof itself in words (how many ways the hidden cards could
//! lie, each played out exactly, as bridge's double-dummy analysis plays out a board),
//! the difficulty and the rating.

use crate::lang;
use crate::move_name;
use crate::reason::decimal_said;
use pala_rules::engine::{Action, Mode};
use pala_rules::scenario::puzzle::{Claim, MoveProof, Proof, Puzzle, Theme};
use pala_rules::scenario::puzzle_book::Try;

/// What the player is asked to do.
pub fn puzzle_task() -> &'static str {
    lang::book().puzzle_task()
}

/// Every puzzle (of the chosen theme, with `theme`) has been tried here.
pub fn all_tried_words(theme: bool) -> &'static str {
    if theme { lang::book().puzzle_all_tried_theme() } else { lang::book().puzzle_all_tried() }
}

/// "Puzzle 12: Pointillism, 4 players".
pub fn puzzle_title(puzzle: &Puzzle) -> String {
    let players = usize::try_from(puzzle.scenario.players).unwrap_or_default();
    let table =
        Mode::parse(&puzzle.scenario.mode).map_or_else(|| "Pala".into(), |m| crate::game_table_words(m, players));
    lang::fill(lang::book().puzzle_title(), &[("n", &puzzle.number), ("table", &table)])
}

/// A theme's name, as the theme picker shows it.
pub fn theme_name(theme: Theme) -> &'static str {
    let w = lang::book();
    match theme {
        Theme::Mix => w.puzzle_theme_mix(),
        Theme::Smear => w.puzzle_theme_smear(),
        Theme::Tie => w.puzzle_theme_tie(),
        Theme::CopyOrJunk => w.puzzle_theme_copy_or_junk(),
        Theme::EndgameCounting => w.puzzle_theme_counting(),
        Theme::NullBid => w.puzzle_theme_null(),
        Theme::Rainbow => w.puzzle_theme_rainbow(),
        Theme::Cancel => w.puzzle_theme_cancel(),
        Theme::TheBoard => w.puzzle_theme_board(),
    }
}

/// "Rated 1650. The computer's Painter level found it 3 times in 8; its Apprentice
/// level never found it."
pub fn difficulty_words(puzzle: &Puzzle, rating: i32) -> String {
    let w = lang::book();
    // Both levels alike at an end: one sentence, not the same twice.
    match (puzzle.painter, puzzle.apprentice) {
        (p, a) if p == a && p == puzzle.tries => return lang::fill(w.puzzle_both_always(), &[("rating", &rating)]),
        (0, 0) => return lang::fill(w.puzzle_both_never(), &[("rating", &rating)]),
        _ => {}
    }
    let found = |n: u8| match n {
        0 => w.puzzle_never_found().to_string(),
        n if n == puzzle.tries => w.puzzle_always_found().to_string(),
        1 => lang::fill(w.puzzle_found_once(), &[("tries", &puzzle.tries)]),
        n => lang::fill(&lang::counted(w.puzzle_found(), n), &[("tries", &puzzle.tries)]),
    };
    lang::fill(
        w.puzzle_difficulty(),
        &[("rating", &rating), ("painter", &found(puzzle.painter)), ("apprentice", &found(puzzle.apprentice))],
    )
}

/// A move of the proof in words, quoted ("“Play Blue 5”"), or its notation if it does
/// not read.
fn named(m: &MoveProof) -> String {
    quoted(m.action.parse::<Action>().map_or_else(|_| m.action.clone(), move_name))
}

fn quoted(words: String) -> String {
    lang::fill(lang::book().puzzle_quote(), &[("move", &words)])
}

/// "1.8 points more" in Pointillism, "1.8 points fewer" in Impressionism (where fewer is
/// better): a `lead` summed over `deals`, as an average; `worse` turns the words round.
fn points_by(mode: Mode, lead: i64, deals: u32, worse: bool) -> String {
    let w = lang::book();
    let average = lead as f64 / f64::from(deals.max(1));
    let more = if (mode == Mode::Pointillism) != worse { w.puzzle_more() } else { w.puzzle_fewer() };
    lang::fill(more, &[("points", &points(average))])
}

/// An average in points: "1.8 points" (a decimal takes the plural, "1.0 points"; German
/// writes a decimal comma).
fn points(average: f64) -> String {
    lang::fill(lang::book().puzzle_points(), &[("n", &decimal_said(average.abs()))])
}

/// The proof in words: how many deals, how they were played out, and what the answer
/// did in them.
pub fn proof_words(mode: Mode, puzzle: &Puzzle) -> String {
    let w = lang::book();
    let proof = &puzzle.proof;
    let Some(best) = proof.moves.first() else { return String::new() };
    let mut said = lang::counted(w.puzzle_ways(), proof.deals);
    let what = match puzzle.claim {
        Claim::EveryDeal => {
            let strictly = if proof.matters == proof.deals {
                lang::fill(w.puzzle_beat_all(), &[("n", &proof.deals)])
            } else {
                lang::fill(w.puzzle_beat_some(), &[("k", &proof.matters)])
            };
            let margin = points(proof.margin_total as f64 / f64::from(proof.matters.max(1)));
            lang::fill(w.puzzle_every_deal(), &[("best", &named(best)), ("strictly", &strictly), ("points", &margin)])
        }
        Claim::OnAverage => {
            let next = proof.moves.get(1).map(named).unwrap_or_default();
            let lead = best.total - proof.moves.get(1).map_or(best.total, |m| m.total);
            lang::fill(
                w.puzzle_on_average(),
                &[
                    ("best", &named(best)),
                    ("by", &points_by(mode, lead, proof.deals, false)),
                    ("next", &next),
                    ("k", &(proof.deals - best.behind)),
                    ("n", &proof.deals),
                    ("behind", &best.behind),
                ],
            )
        }
    };
    lang::then(&mut said, w.puzzle_method());
    lang::then(&mut said, &what);
    said
}

/// The verdict on `chosen`: whether it is the answer, and why, from the proof's
/// figures. `None` when the move is not one the proof covers.
pub fn verdict_words(mode: Mode, puzzle: &Puzzle, chosen: Action) -> Option<(bool, String)> {
    let w = lang::book();
    let proof: &Proof = &puzzle.proof;
    let best = proof.moves.first()?;
    let mine = proof.of(&chosen.to_string())?;
    if mine.action == puzzle.answer {
        return Some((true, lang::fill(w.puzzle_right(), &[("move", &quoted(move_name(chosen)))])));
    }
    let lead = best.total - mine.total;
    let yours = quoted(move_name(chosen));
    let mut said = lang::fill(
        w.puzzle_wrong(),
        &[
            ("behind", &mine.behind),
            ("n", &proof.deals),
            ("yours", &yours),
            ("by", &points_by(mode, lead, proof.deals, true)),
            ("best", &named(best)),
        ],
    );
    if mode == Mode::Impressionism {
        lang::then(&mut said, w.puzzle_fewer_better());
    }
    Some((false, said))
}

/// The rating before a try: "Your puzzle rating: 1500 (provisional: it settles as you
/// try more puzzles)."
pub fn rating_now_words(rating: i32, provisional: bool) -> String {
    let w = lang::book();
    let said = if provisional { w.puzzle_rating_provisional() } else { w.puzzle_rating() };
    lang::fill(said, &[("rating", &rating)])
}

/// The rating after a try: "Your puzzle rating: 1523 (+23)."; a try after the first
/// changes nothing, and says so; on another site's page (`kept` false) it is not saved.
pub fn rating_words(rating: i32, tried: Option<Try>, kept: bool) -> String {
    let w = lang::book();
    let change = match tried {
        Some(t) if t.after == t.before => lang::fill(w.puzzle_no_change(), &[("n", &t.after)]),
        Some(t) => lang::fill(w.puzzle_change(), &[("n", &t.after), ("change", &crate::signed(t.after - t.before))]),
        None => lang::fill(w.puzzle_first_try(), &[("n", &rating)]),
    };
    let mut said = lang::fill(w.puzzle_rating(), &[("rating", &change)]);
    if !kept {
        lang::then(&mut said, w.puzzle_not_kept());
    }
    said
}

/// "Solved first time: 3 of 5."; nothing before the first try.
pub fn puzzle_score_words(solved: usize, tried: usize) -> String {
    if tried == 0 {
        return String::new();
    }
    lang::fill(lang::book().puzzle_solved(), &[("solved", &solved), ("tried", &tried)])
}

/// The verdict when the player asks to see the answer before moving; when that was
/// the first try at the puzzle (`counted`), it is a miss for the rating.
pub fn given_up_words(puzzle: &Puzzle, counted: bool) -> String {
    let w = lang::book();
    let answer = puzzle.proof.moves.first().map(named).unwrap_or_else(|| puzzle.answer.clone());
    let mut said = lang::fill(w.puzzle_given_up(), &[("answer", &answer)]);
    if counted {
        lang::then(&mut said, w.puzzle_miss());
    }
    said
}

/// The answer, played on the table for the player to see.
pub fn shown_words(puzzle: &Puzzle) -> String {
    let answer = puzzle.proof.moves.first().map(named).unwrap_or_else(|| puzzle.answer.clone());
    lang::fill(lang::book().puzzle_shown(), &[("answer", &answer)])
}

/// The set could not be loaded.
pub fn puzzles_not_loaded(why: &str) -> String {
    lang::fill(lang::book().puzzles_not_loaded(), &[("why", &why)])
}

/// The stored puzzle record could not be read: kept aside, and a new one started.
pub fn puzzle_book_unreadable() -> &'static str {
    lang::book().puzzle_book_unreadable()
}

/// The puzzle record could not be written.
pub fn puzzle_book_not_stored(why: &str) -> String {
    lang::fill(lang::book().puzzle_book_not_stored(), &[("why", &why)])
}

/// A puzzle number that the set does not hold.
pub fn no_such_puzzle(number: &str, total: usize) -> String {
    lang::fill(lang::book().no_such_puzzle(), &[("number", &number), ("total", &total)])
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

    #[test]
    fn a_puzzle_in_german_and_japanese() {
        use crate::lang::{Lang, speak};
        let p = puzzle(Claim::EveryDeal, vec![("play B5", -100, 0), ("play G5", -280, 40)], 100, 40, 180);
        let g5: Action = "play G5".parse().unwrap();
        assert!(speak(Lang::De));
        let (_, words) = verdict_words(Mode::Impressionism, &p, g5).unwrap();
        assert_eq!(
            words,
            "Nicht der beste Zug. In 40 der 100 möglichen Lagen der Karten war ein anderer Zug besser als \u{201e}Grün 5 spielen\u{201c}; im Schnitt erzielte \u{201e}Grün 5 spielen\u{201c} 1,8 Punkte mehr als der beste Zug, \u{201e}Blau 5 spielen\u{201c}. (Im Impressionismus sind weniger Punkte besser.)"
        );
        assert!(proof_words(Mode::Impressionism, &p).starts_with(
            "Der Beweis: Die Karten, die du nicht sehen kannst, können auf 100 Arten liegen. Jede dieser Lagen wurde"
        ));
        assert_eq!(puzzle_title(&p), "Rätsel 12: Impressionismus, 4 Spieler");
        assert!(speak(Lang::Ja));
        assert_eq!(
            difficulty_words(&p, 1650),
            "レーティング1650。AI・画家は8回中3回見つけました。AI・見習いは一度も見つけられませんでした。"
        );
        let proof = proof_words(Mode::Impressionism, &p);
        assert!(!proof.contains(' '), "{proof}");
        assert!(
            proof.ends_with("そのうち40通りでは他のどの手よりも良い結果になり、次善の手との差は平均4.5点でした。"),
            "{proof}"
        );
        speak(Lang::En);
    }
}
