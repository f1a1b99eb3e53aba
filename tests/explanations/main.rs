//! The sentence test: thousands of random rounds in all six tables, and every sentence
//! a player reads, from every builder, checked against the engine and for grammar:
//!
//! - the explanation of each move (`explain`: the game log, the live region, the
//!   widget), each sentence one of the known forms and true of the position (`forms`);
//! - the prompt line before each move and after each pick of a card, offering only the
//!   legal ways on from that card (R5, R6), and the bidding prompts of R3;
//! - the bubbles at the seats, the trick's winner and what an out-of-colour entry is;
//! - why-not: the refusal of every dimmed card (true of the engine: `tests/why_not.rs`);
//! - Master's hint, with its reason recomputed from the tallies of the search's own
//!   playouts (`reasons`), and the coach's judgement of a random move with its note and
//!   review lines, its reason recomputed from the playouts of both moves;
//! - score lines, the game's end, the winners and the placings.
//!
//! Grammar (`grammar`): articles, plurals, "You" and its verbs, "A, B and C", no
//! doubled words, no capital inside a sentence but a proper name, one name per seat,
//! no notation, a true minus sign. The count of sentences checked per builder is
//! printed.
#![cfg(not(target_arch = "wasm32"))]

mod forms;
mod grammar;
mod languages;
mod reasons;

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

use pala::kit::picking::{Click, by_taps, click};
use pala_ai::coach::judge_tallied;
use pala_ai::{Bot, SearchConfig, Share, merge, merged_bids, merged_search, shares};
use pala_rules::engine::Level;
use pala_rules::engine::{
    Action, Card, Color, Length, Mode, Phase, Round, Rules, Seat, SeatScore, SeatView, TableView, game_winners,
    placings,
};
use pala_words::{
    Voice, a, bubble, coach_note, explain, game_end_words, hand_card_label, how_points, leading, length_words,
    master_line, moment_head, ordinal, out_of_colour, played_line, reason_words, result_words, review_progress,
    review_rest, review_summary, review_title, round_end_words, score_lines, why_not_card, winner_words, within,
};
use pala_words::{not_in_a_smear, prompt, smearing_prompt};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use forms::{Case, forms, tables};
use grammar::Words;
use reasons::{Decided, Verdicts, check_bid_reason, check_search_reason};

const ROUNDS_PER_TABLE: u64 = 1000;
/// Rounds per table in which Master's hint and the coach are asked about every
/// `AI_EVERY`th decision (their search and playouts cost far more than words).
const AI_ROUNDS: u64 = 48;
const AI_EVERY: usize = 4;

/// "1st", "2nd", ...: a place's words (compiled once; per round they cost more than
/// the checks they serve).
static ORDINAL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^(\d+)(st|nd|rd|th)$").unwrap());
/// An Impressionism score line that sums a colour: "Orange on +1: Orange 3, Orange 4 = 7".
static COLOUR_LINE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(\w+) on (\S+): ([\w \d,×]+) = (\u{2212}?\d+)$").unwrap());

/// A builder's name made once per run ("round end in German").
fn leak(name: String) -> &'static str {
    static NAMES: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
    let mut names = NAMES.lock().unwrap();
    if let Some(known) = names.iter().find(|n| **n == name) {
        return known;
    }
    let made: &'static str = Box::leak(name.into_boxed_str());
    names.push(made);
    made
}

fn pick(rng: &mut Xoshiro256PlusPlus, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// The seats' names: a person at seat 0 ("You") with players or AI levels round them,
/// or players only (the rules widget).
fn names_for(rules: Rules, seed: u64) -> Vec<String> {
    let levels = ["Apprentice", "Painter", "Master"];
    rules
        .seats()
        .map(|s| match (seed % 3, s.index()) {
            (0, 0) | (2, 0) => "You".into(),
            (2, i) => format!("{} {}", levels[i % 3], s.number()),
            _ => s.to_string(),
        })
        .collect()
}

/// The names as Master's words to `seat` use them: that seat is "You" (the hint and the
/// coach speak to the player whose move it is), the others keep their names ("Player N"
/// where the person at the table was "You").
fn names_to(names: &[String], seat: Seat) -> Vec<String> {
    names
        .iter()
        .enumerate()
        .map(|(i, n)| match (i == seat.index(), n.as_str()) {
            (true, _) => "You".to_string(),
            (false, "You") => Seat::from_index(i).to_string(),
            _ => n.clone(),
        })
        .collect()
}

/// Counts and checks sentences by builder.
struct Checked {
    words: Words,
    by: BTreeMap<&'static str, u64>,
    /// Master's search reasons (hints and coach notes): claims, and moves said close.
    verdicts: Verdicts,
}

impl Checked {
    /// Counts sentences of `builder` checked in German and Japanese.
    fn count_languages(&mut self, builder: &'static str, counts: [u64; 2]) {
        let [de, ja] = counts;
        *self.by.entry(leak(format!("{builder} in German"))).or_default() += de;
        *self.by.entry(leak(format!("{builder} in Japanese"))).or_default() += ja;
    }

    fn check(&mut self, builder: &'static str, text: &str, names: &[String]) {
        assert!(!text.is_empty(), "{builder}: an empty sentence");
        self.words.check(text, names);
        *self.by.entry(builder).or_default() += text.split_inclusive(['.', '!', '?']).count().max(1) as u64;
    }
}

/// The prompt line's claims against the legal moves (R5): it offers a copy, a mix, a
/// smear or a junk only when one is legal, and says "You have no X" only when no
/// card of the trick's colour can be played; in Impressionism bidding it says a seat
/// must pass or must bid exactly when R3 says so.
fn check_prompt(round: &Round, legal: &[Action], said: &str) {
    if round.phase() == Phase::Bidding && round.mode() == Mode::Impressionism {
        assert_eq!(said.starts_with("None of your cards can go"), legal == [Action::Pass], "{said}");
        assert_eq!(said.starts_with("Everyone passed"), !legal.contains(&Action::Pass), "{said}");
        return;
    }
    let Some(trick) = round.trick().filter(|_| round.phase() == Phase::Playing) else { return };
    let copy = legal.iter().any(|a| matches!(a, Action::Play(c) if c.color() == trick.color));
    let mix = legal.iter().any(|a| matches!(a, Action::Mix(..)));
    let smear = legal.iter().any(|a| matches!(a, Action::Smear(..)));
    let junk = legal.iter().any(|a| matches!(a, Action::Play(c) if c.color() != trick.color));
    let lower = said.to_lowercase();
    assert_eq!(lower.contains("copy"), copy, "copy: {said}");
    assert_eq!(lower.contains("mix "), mix, "mix: {said}");
    assert_eq!(lower.contains("smear"), smear, "smear: {said}");
    assert_eq!(lower.contains("junk"), junk, "junk: {said}");
    assert_eq!(said.starts_with(&format!("You have no {}", trick.color.name())), !copy, "{said}");
    if let (true, Some((p, q))) = (mix, trick.color.recipe()) {
        assert!(said.contains(&format!("mix {} and {} card", a(p.name()), a(q.name()))), "{said}");
    }
}

/// The prompt after picking `card`: each way on it names is a legal move with that card,
/// in the right role (a smear's primary goes onto the winning entry, its secondary is
/// the smearer's own card), and every legal way is named.
fn check_picked_prompt(round: &Round, legal: &[Action], card: pala_rules::engine::Card, said: &str) {
    let name = pala_words::card_name(card);
    assert!(said.starts_with(&format!("{name} picked")), "{said}");
    if round.phase() == Phase::Bidding {
        assert!(legal.iter().any(|a| matches!(a, Action::Place(_, c) if *c == card)), "{said}");
        return;
    }
    let mix = legal.iter().any(|a| matches!(a, Action::Mix(x, y) if *x == card || *y == card));
    let primary = legal.iter().any(|a| matches!(a, Action::Smear(p, _) if *p == card));
    let secondary = legal.iter().any(|a| matches!(a, Action::Smear(_, s) if *s == card));
    let alone = legal.contains(&Action::Play(card));
    assert_eq!(said.contains("to mix it with"), mix, "{said}");
    // R6: the primary goes on the winning card (of the trick's colour), the trick turns
    // the colour the two make, and the secondary is the smearer's own card.
    let trick = round.trick().map(|t| t.color);
    let made = legal.iter().find_map(|a| match a {
        Action::Smear(p, s) if *p == card || *s == card => Some((p.color(), s.color())),
        _ => None,
    });
    if let (Some(t), Some((p, s))) = (trick, made) {
        assert_eq!(p.mix(t), Some(s), "R6: the primary and the trick's colour make the secondary");
        let turns = format!("the trick turns {}", s.name());
        assert!(said.contains(&turns) && said.contains(&format!("the winning {} card", t.name())), "{said}");
    }
    assert_eq!(
        said.contains(&format!("choose a lit {} card to play it", made.map_or("", |m| m.1.name()))),
        primary,
        "{said}"
    );
    assert_eq!(
        said.contains(&format!("{name} is your card"))
            && made.is_some_and(|m| said.contains(&format!("choose a lit {} card", m.0.name()))),
        secondary,
        "{said}"
    );
    assert_eq!(said.contains(&format!("play {name} alone")), alone, "{said}");
    assert!(!said.contains("Escape"), "a key phones do not have: {said}");
}

/// Master's hint for the seat to move, on a small budget, its reason checked against
/// the search's own tallies; the words checked too.
fn check_hint(view: &SeatView, seed: u64, names: &[String], out: &mut Checked) {
    let bot = Bot { explain: true, ..Bot::from(Level::Hard) };
    let mut settings = bot.settings(view.round().mode(), view.round().players());
    settings.search = settings.search.map(|s| SearchConfig { iterations: 150, ..s });
    settings.bid_samples = Some(60);
    let found: Vec<Share> = shares(view, &settings, seed);
    let decision = merge(view, &settings, seed, &found);
    let reason = &decision.reason;
    let name = |s: Seat| names[s.index()].clone();
    let words = reason_words(reason, Voice::Hint, &name);
    out.check("hint", &words, names);
    assert!(words.starts_with(&pala_words::action_name(decision.action)), "{words}");
    // The same reason in German and Japanese: its move named first, as the moves list
    // names it, and the English's numbers and seats.
    let again = |n: &[String]| {
        let said = reason_words(reason, Voice::Hint, &|s| n[s.index()].clone());
        assert!(said.starts_with(&pala_words::move_name(decision.action)), "{said}");
        said
    };
    out.count_languages("hint", languages::check_said(&words, again, names));
    // The figures behind it ("Details"), the same figures in every language.
    let details = pala_words::details_words(&decision.details);
    out.check("hint details", &details, names);
    let again = |_: &[String]| pala_words::details_words(&decision.details);
    out.count_languages("hint details", languages::check_said(&details, again, names));
    let legal = view.legal_actions();
    match &reason.why {
        pala_words::Why::Forced => assert_eq!(legal.len(), 1, "{words}"),
        pala_words::Why::Rule => panic!("the hint fell back to the rule of thumb: {words}"),
        _ if matches!(found.first(), Some(Share::Bids(_))) => {
            let pricing = merged_bids(&found).unwrap().pricing();
            check_bid_reason(reason, &pricing);
        }
        _ => {
            let result = merged_search(&found);
            let best = result.stats.iter().find(|s| s.action == decision.action).unwrap();
            // Another card of the same colour on the same space is the same bid: the
            // runner-up is the most visited move that differs in effect.
            let same = |a: Action, b: Action| match (a, b) {
                (Action::Place(s, x), Action::Place(t, y)) => s == t && x.color() == y.color(),
                _ => a == b,
            };
            let others = || result.stats.iter().filter(|s| s.action != best.action);
            let differs = others().filter(|s| !same(s.action, best.action)).max_by_key(|s| s.visits);
            let runner = differs.or_else(|| others().max_by_key(|s| s.visits)).unwrap();
            let d = Decided { start: view.round(), seat: view.seat, hand: view.hand(), against_field: true };
            check_search_reason(&d, reason, &best.outcomes, runner.action, &runner.outcomes, &mut out.verdicts);
        }
    }
}

/// The coach's judgement of `played`, on a few deals: its reason checked against the
/// playouts of both moves, and the note and review lines built from it.
fn check_coach(view: &SeatView, played: Action, seed: u64, names: &[String], out: &mut Checked) {
    let (j, tallies) = judge_tallied(view, played, seed, Some(20));
    let name = |s: Seat| names[s.index()].clone();
    let me = &names[view.seat.index()];
    let round = view.round();
    let (when, stake) = moment_head(j.moment, j.cost);
    match round.phase() {
        Phase::Bidding => assert_eq!(when, "Bidding"),
        _ => assert_eq!(when, format!("Trick {}", round.tricks_done() + 1)),
    }
    out.check("review lines", &format!("{when}{stake}."), names);
    out.check("review lines", &played_line(j.played), names);
    if round.trick().is_none() && round.phase() == Phase::Playing {
        out.check("review lines", &leading(me), names);
    }
    for card in view.hand().iter() {
        let mine = played.cards().any(|c| c.canonical() == card.canonical());
        let masters = j.best.cards().any(|c| c.canonical() == card.canonical());
        out.check("review lines", &format!("{}.", hand_card_label(card, mine, masters)), names);
    }
    if j.best == j.played {
        assert_eq!(j.cost, 0.0);
        return;
    }
    let at = |a: Action| tallies.iter().find(|(m, _)| *m == a).map(|(_, o)| *o).unwrap();
    let d = Decided { start: round, seat: view.seat, hand: view.hand(), against_field: false };
    check_search_reason(&d, &j.reason, &at(j.best), j.played, &at(j.played), &mut out.verdicts);
    out.check("review lines", &master_line(&j.reason, &name), names);
    // The moment's heading, Master's line and who led, in German and Japanese.
    let head = |_: &[String]| {
        let (when, stake) = moment_head(j.moment, j.cost);
        format!("{when}{stake}")
    };
    out.count_languages("review lines", languages::check_said(&head(names), head, names));
    let line = master_line(&j.reason, &name);
    out.count_languages(
        "review lines",
        languages::check_said(&line, |n| master_line(&j.reason, &|s| n[s.index()].clone()), names),
    );
    if round.trick().is_none() && round.phase() == Phase::Playing {
        out.count_languages(
            "review lines",
            languages::check_said(&leading(me), |n| leading(&n[view.seat.index()]), names),
        );
    }
    let note = coach_note(j.moment, j.cost, &j.reason, &name);
    assert!(note.contains(&pala_words::decimal(j.cost)), "{note}");
    out.check("coach notes", &note, names);
    let again = |n: &[String]| coach_note(j.moment, j.cost, &j.reason, &|s| n[s.index()].clone());
    out.count_languages("coach notes", languages::check_said(&note, again, names));
}

#[test]
fn every_sentence_of_every_builder_is_true_of_the_position() {
    let forms = forms();
    // The rounds in two halves (even and odd seeds) on two threads: the same rounds and
    // checks as one loop, in half the time on two cores.
    let halves: Vec<(Checked, BTreeMap<&'static str, u64>)> = std::thread::scope(|s| {
        let forms = &forms;
        let running: Vec<_> = (0..2).map(|half| s.spawn(move || check_rounds(forms, half, 2))).collect();
        running.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    });
    let mut out = Checked { words: Words::new(), by: BTreeMap::new(), verdicts: Verdicts::default() };
    let mut seen: BTreeMap<&str, u64> = forms.iter().map(|(n, _)| (*n, 0)).collect();
    for (checked, met) in halves {
        out.verdicts.claims += checked.verdicts.claims;
        out.verdicts.close += checked.verdicts.close;
        for (builder, n) in checked.by {
            *out.by.entry(builder).or_default() += n;
        }
        for (form, n) in met {
            *seen.entry(form).or_default() += n;
        }
    }
    check_review_page(&mut out);
    // (`.ci/native-tests` shows these lines in `make test`'s output.)
    for (builder, n) in &out.by {
        println!("sentences checked, {builder}: {n}");
    }
    let Verdicts { claims, close } = out.verdicts;
    println!("sentences checked, Master's search reasons: {claims} with a claim, {close} said close");
    assert!(claims > 0 && close > 0, "both kinds of reason met: {claims} claims, {close} close");
    println!("Explanation sentences by form:");
    for (form, n) in &seen {
        println!("  {form}: {n}");
    }
    for (form, n) in &seen {
        assert!(*n > 0, "the random rounds never met the form \"{form}\"");
    }
    for builder in [
        "explanations",
        "prompts",
        "prompts after a pick",
        "prompts in German",
        "prompts in Japanese",
        "why-not in German",
        "why-not in Japanese",
        "moves in German",
        "moves in Japanese",
        "why-not",
        "bubbles",
        "trick winners",
        "hint",
        "coach notes",
        "review lines",
        "score lines",
        "score lines in German",
        "score lines in Japanese",
        "round end in German",
        "round end in Japanese",
        "game end in German",
        "game end in Japanese",
        "game end",
        "round end",
        "placings",
        "review page",
    ] {
        assert!(out.by.get(builder).copied().unwrap_or(0) > 0, "no sentence of {builder} was checked");
    }
}

/// The random rounds of every table whose seed is `half` modulo `halves`: every
/// sentence of each checked, with the count per builder and per explanation form.
fn check_rounds(
    forms: &[(&'static str, regex::Regex)],
    half: u64,
    halves: u64,
) -> (Checked, BTreeMap<&'static str, u64>) {
    let mut out = Checked { words: Words::new(), by: BTreeMap::new(), verdicts: Verdicts::default() };
    let mut seen: BTreeMap<&'static str, u64> = forms.iter().map(|(n, _)| (*n, 0)).collect();
    for rules in tables() {
        for seed in (half..ROUNDS_PER_TABLE).step_by(halves as usize) {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5EED);
            let players = rules.players as usize;
            let names = names_for(rules, seed);
            let name = |s: Seat| names[s.index()].clone();
            let mut round = Round::deal(rules, Seat::from_index((seed % players as u64) as usize), seed);
            // (trick number, seat) of junks said to be unable to win.
            let mut hopeless: Vec<(u8, Seat)> = Vec::new();
            // The seats that led or copied the trick in play: each played one card of
            // the trick's colour as it then was.
            let mut matched: Vec<Seat> = Vec::new();
            let mut decision = 0;
            while let Some(seat) = round.to_move() {
                let legal = round.legal_actions();
                // Favour the rarer moves (mix, smear) so that every form is met often.
                let rare: Vec<Action> =
                    legal.iter().copied().filter(|a| matches!(a, Action::Mix(..) | Action::Smear(..))).collect();
                // And passes in the board bidding, so that full rounds of passes (R3) come.
                let action = if !rare.is_empty() && pick(&mut rng, 2) == 0 {
                    rare[pick(&mut rng, rare.len())]
                } else if legal.contains(&Action::Pass) && pick(&mut rng, 5) < 3 {
                    Action::Pass
                } else {
                    legal[pick(&mut rng, legal.len())]
                };
                let view = SeatView::new(&round, seat, [0; 5]);
                // The prompt before the move, and after picking each card that picks.
                let said = prompt(&view, &legal, &[], false);
                out.check("prompts", &said, &names);
                check_prompt(&round, &legal, &said);
                // Once "Smear" is chosen (offered only when a smear is legal), taps build smears.
                let smears = legal.iter().any(|a| matches!(a, Action::Smear(..)));
                if smears {
                    let trick = round.trick().map(|t| t.color).unwrap();
                    let said = prompt(&view, &legal, &[], true);
                    assert_eq!(said, smearing_prompt(trick));
                    // "In either order": each card of every smear may be tapped first, and
                    // the other card then makes that smear.
                    let taps = by_taps(&legal, true);
                    for &smear in &taps {
                        let cards: Vec<Card> = smear.cards().collect();
                        for (first, second) in [(cards[0], cards[1]), (cards[1], cards[0])] {
                            match click(&taps, &[], first) {
                                Click::Act(a) => assert_eq!(a.cards().count(), 2, "{a:?} from tapping {first:?}"),
                                Click::Pick(_) => assert_eq!(click(&taps, &[first], second), Click::Act(smear)),
                                other => panic!("tapping {first:?} in {smear:?} first does {other:?}"),
                            }
                        }
                    }
                    out.check("prompts", &said, &names);
                    out.check("why-not", not_in_a_smear(), &names);
                }
                let mut picked = Vec::new();
                for smearing in [false, true].into_iter().filter(|&s| !s || smears) {
                    let taps = by_taps(&legal, smearing);
                    for card in view.hand().iter().map(|c| c.canonical()) {
                        let picks = match round.phase() {
                            Phase::Bidding => legal.iter().any(|a| matches!(a, Action::Place(_, c) if *c == card)),
                            _ => click(&taps, &[], card) == Click::Pick(card),
                        };
                        if picks {
                            let said = prompt(&view, &legal, &[card], smearing);
                            out.check("prompts after a pick", &said, &names);
                            check_picked_prompt(&round, &taps, card, &said);
                            picked.push((card, smearing, taps.clone()));
                        }
                        if let Some(why) = why_not_card(&view, &[], card).filter(|_| !smearing) {
                            out.check("why-not", &why, &names);
                        }
                    }
                }
                // The same prompts in German and Japanese, their claims checked alike.
                let mut counts = [[0; 3]; 2];
                languages::check_position(&round, &view, &legal, &picked, &mut counts);
                for (k, builder) in ["prompts", "why-not", "moves"].into_iter().enumerate() {
                    out.count_languages(builder, [counts[0][k], counts[1][k]]);
                }
                if seed < AI_ROUNDS && decision % AI_EVERY == 0 {
                    let ai_seed = seed << 8 | decision as u64;
                    let to_you = names_to(&names, seat);
                    check_hint(&view, ai_seed, &to_you, &mut out);
                    check_coach(&view, action, ai_seed, &to_you, &mut out);
                }
                decision += 1;
                let before = round;
                if round.phase() == Phase::Playing {
                    match (round.trick(), action) {
                        (None, _) => matched = vec![seat],
                        (Some(t), Action::Play(card)) if card.color() == t.color => matched.push(seat),
                        _ => {}
                    }
                }
                round.apply(action).unwrap();
                let (table_before, table_after) = (TableView::of(&before), TableView::of(&round));
                if let Some(b) = bubble(&table_before, action) {
                    out.check("bubbles", &format!("{b}."), &names);
                }
                let text = explain(&table_before, action, &table_after, &name);
                out.check("explanations", &text, &names);
                let again = |n: &[String]| explain(&table_before, action, &table_after, &|s| n[s.index()].clone());
                out.count_languages("explanations", languages::check_said(&text, again, &names));
                let case = Case { before: &before, action, after: &round, seat, names: &names };
                for sentence in text.split_inclusive(". ").map(str::trim) {
                    let Some((form, caps)) = forms.iter().find_map(|(n, re)| re.captures(sentence).map(|c| (*n, c)))
                    else {
                        panic!("a sentence of no known form: {sentence:?} in {text:?}");
                    };
                    *seen.get_mut(form).unwrap() += 1;
                    case.check(form, &caps, sentence);
                    if form == "junk cannot win" {
                        hopeless.push((before.tricks_done(), seat));
                    }
                }
                if let Some(t) = round.trick().or(round.completed_trick()) {
                    // The lead and the copies of its colour are no junk once a smear
                    // turns the trick (R5, R6); only a card that never matched is.
                    for e in t.entries().iter().filter(|e| e.color != t.color) {
                        let what = out_of_colour(t, e);
                        let copy = matched.contains(&e.seat);
                        languages::check_off_colour(t, e, copy);
                        assert_eq!(
                            what == "off colour",
                            copy,
                            "a lead or copy is no junk: {what} for {e:?} in {t:?}, matched {matched:?}"
                        );
                    }
                }
                // A junk said to be unable to win does not win its trick.
                if round.tricks_done() > before.tricks_done() {
                    let t = round.completed_trick().unwrap();
                    out.check("trick winners", &format!("{}.", winner_words(t, &name)), &names);
                    let banner = winner_words(t, &name);
                    out.count_languages(
                        "trick winners",
                        languages::check_said(&banner, |n| winner_words(t, &|s| n[s.index()].clone()), &names),
                    );
                    assert!(
                        !hopeless.contains(&(before.tricks_done(), t.winner())),
                        "a junk said to be unable to win won: {text}"
                    );
                }
            }
            // Why the round ended (R9), against the engine's own round: every card
            // played, the last trick's winner out of cards, or one player left holding.
            let said = round_end_words(&TableView::of(&round), &name).expect("a finished round says why it ended");
            out.check("round end", &said, &names);
            let table = TableView::of(&round);
            let counts =
                languages::check_said(&said, |n| round_end_words(&table, &|s| n[s.index()].clone()).unwrap(), &names);
            out.count_languages("round end", counts);
            let last = round.trick_winner(round.tricks_done() - 1).expect("a trick was played");
            let holding: Vec<Seat> = round.seats().filter(|&s| !round.hand(s).is_empty()).collect();
            if holding.is_empty() {
                assert_eq!(said, "Nobody has any cards left, so the round ends.");
            } else if round.hand(last).is_empty() {
                assert!(said.starts_with(&format!("{} won the last trick and ", name(last))), "{said}");
                assert!(said.contains(" no cards left, so the round ends."), "{said}");
            } else {
                assert_eq!(holding.len(), 1, "R9: the round ended with two players holding cards: {said}");
                assert!(said.starts_with("Only ") && said.contains(&within(&name(holding[0]))), "{said}");
            }
            let board = round.board_spaces();
            for score in round.scores().iter().take(players) {
                let lines = score_lines(score, &board[..rules.board().len()]);
                for line in &lines {
                    out.check("score lines", line, &names);
                }
                if let SeatScore::Impressionism(s) = score {
                    check_colour_lines(s, &board[..rules.board().len()], &lines);
                }
                // The same lines in German and Japanese: one line for each, the same numbers.
                let counts =
                    languages::check_same_numbers(&lines, || score_lines(score, &board[..rules.board().len()]));
                *out.by.entry("score lines in German").or_default() += counts[0];
                *out.by.entry("score lines in Japanese").or_default() += counts[1];
            }
            check_game_end(rules, &mut rng, &names, &mut out);
        }
    }
    (out, seen)
}

/// The game's end for random totals round the end score: the winners named are the
/// engine's (R12), the placings put them first, and the words read right.
fn check_game_end(rules: Rules, rng: &mut Xoshiro256PlusPlus, names: &[String], out: &mut Checked) {
    // Any length a player may choose: its words give the engine's end (its score, or
    // its number of rounds), and the winners are the engine's after its last round.
    let lengths = Length::choices(rules.players);
    let length = lengths[pick(rng, lengths.len())];
    let said_end = game_end_words(rules, length);
    out.check("game end", &said_end, names);
    out.count_languages("game end", languages::check_said(&said_end, |_| game_end_words(rules, length), names));
    out.check("game length", &length_words(rules, length), names);
    match (length.end_score(rules), length.rounds()) {
        (Some(end), _) => assert!(said_end.contains(&format!(" passes {end} points")), "{said_end}"),
        (None, Some(1)) => assert!(said_end.contains("one round"), "{said_end}"),
        (None, n) => assert!(said_end.contains(&format!("of {} rounds", n.unwrap_or_default())), "{said_end}"),
    }
    let end = length.end_score(rules).unwrap_or(rules.game_end_score());
    let totals: Vec<i32> = names.iter().map(|_| end - 6 + pick(rng, 12) as i32).collect();
    let ending = length.ending(rules, length.rounds().map_or(0, |n| n - 1));
    let winners = ending.winners(rules.mode, &totals);
    if length.is_full() {
        assert_eq!(winners, game_winners(rules, &totals), "the full game's end is R12's");
    }
    let Some(winners) = winners else { return };
    let said = result_words(&winners, names);
    out.check("game end", &said, names);
    out.count_languages("game end", languages::check_said(&said, |n| result_words(&winners, n), names));
    assert_eq!(said.starts_with("Shared win"), winners.len() > 1, "{said}");
    for w in &winners {
        let named = if names[w.index()] == "You" { "ou" } else { names[w.index()].as_str() };
        assert!(said.contains(named), "{said} names {named}");
    }
    let places = placings(rules, &totals);
    let first: Vec<Seat> = places.iter().filter(|p| p.place == 1).map(|p| p.seat).collect();
    assert_eq!(first, winners);
    for p in &places {
        let place = ordinal(p.place);
        let caps = ORDINAL.captures(&place).unwrap();
        assert_eq!(caps[1].parse::<usize>().unwrap(), p.place);
        // The placings list: place, name and total side by side.
        let line = format!("{place} {} {}", names[p.seat.index()], pala_words::number(p.total));
        out.words.check_label(&line, names);
        *out.by.entry("placings").or_default() += 1;
    }
}

/// The review page's own lines for a range of counts.
fn check_review_page(out: &mut Checked) {
    let names: Vec<String> = ["You", "Player 2", "Player 3"].map(String::from).to_vec();
    for who in ["You", "Player 2"] {
        for decisions in 1..14 {
            for costly in 0..=decisions.min(4) {
                out.check("review page", &review_summary(who, decisions, costly, costly as f64 * 1.7), &names);
            }
            out.check("review page", &review_rest(decisions), &names);
            out.check("review page", &review_progress(decisions - 1, 13), &names);
        }
        for mode in Mode::ALL {
            out.check("review page", &format!("{}.", review_title(who, 1, mode)), &names);
            out.check("review page", how_points(mode), &names);
        }
    }
}

/// The Impressionism score lines that sum a colour ("Orange on +1: 3, 4 = 2") list
/// exactly that colour's counted cards, and their sums add up to the counted points.
fn check_colour_lines(
    s: &pala_rules::engine::ImpressionismScore,
    board: &[(pala_rules::engine::Space, Option<Color>)],
    lines: &[String],
) {
    let mut listed = 0;
    for caps in lines.iter().filter_map(|l| COLOUR_LINE.captures(l)) {
        let (space, color) = board.iter().find(|(_, c)| c.is_some_and(|c| c.name() == &caps[1])).copied().unwrap();
        assert_eq!(space.to_string(), &caps[2], "{}", &caps[0]);
        let cards = s.counted.of_color(color.unwrap());
        // Each card by name, equal cards once with a count ("Red 1 ×2").
        let mut named: Vec<String> = Vec::new();
        for c in cards.iter().map(pala_words::card_name) {
            match named.last_mut() {
                Some(last) if last.split(" ×").next() == Some(c.as_str()) => {
                    let k = last.split(" ×").nth(1).map_or(1, |k| k.parse::<u32>().unwrap()) + 1;
                    *last = format!("{c} ×{k}");
                }
                _ => named.push(c),
            }
        }
        assert_eq!(named.join(", "), &caps[3], "{}", &caps[0]);
        let sum: i32 = cards.iter().map(|c| space.points(c.value())).sum();
        assert_eq!(pala_words::number(sum), &caps[4], "{}", &caps[0]);
        listed += cards.len();
    }
    assert_eq!(listed, s.counted.len(), "every counted card is on a colour line: {lines:?}");
}
