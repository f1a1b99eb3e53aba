//! The explanation property test: thousands of random rounds in all six tables, and
//! every sentence of every explanation checked against the engine. Each sentence must
//! be one of the known forms below, and what it claims must be true of the position:
//! a "competes again only if a later smear turns the trick X" only where such a smear
//! can still happen, "ties" only when the play ties, "cannot win this trick" only for
//! a card that then does not win it, and so on. No sentence repeats a clause, says "a"
//! before a vowel sound, gets a plural wrong, or mismatches "You" and its verb. The
//! hint's words for each move keep the same grammar, carry no notation, and say "wins
//! the trick so far" only of a winning move, and the prompt line offers only legal ways
//! to follow (R5).
#![cfg(not(target_arch = "wasm32"))]

use pala::ai::advice;
use pala::engine::{
    Action, Card, Color, ImpressionismScore, Mode, Phase, Round, Rules, Seat, SeatScore, SeatView, Space, Standing,
    Trick,
};
use pala::explain::{a, explain, score_lines};
use pala::ui::moves::prompt;
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use regex::Regex;
use std::collections::BTreeMap;

const ROUNDS_PER_TABLE: u64 = 1000;

const WHO: &str = r"(You|Player \d)";
const COL: &str = r"(Red|Orange|Yellow|Green|Blue|Purple)";

/// The sentence forms, by name, as patterns. `{who}`, `{col}` and `{card}` expand.
const FORMS: &[(&str, &str)] = &[
    ("lead", r"^{who} leads? {card}: the trick is {col}\.$"),
    ("copy", r"^{who} (copies|copy) with {card}{standing}$"),
    ("mix", r"^{who} mix(es)? {card} and {card} into an? {col} (\d+){standing}$"),
    ("junk", r"^{who} (has|have) no {col} and junks? {card}\.$"),
    ("junk could compete", r"^It competes again only if a later smear turns the trick {col}\.$"),
    ("junk cannot win", r"^It cannot win this trick\.$"),
    (
        "smear",
        r"^{who} (has|have) no {col} and smears? {card} onto (your|{who}'s) {card}: it becomes an? {col} (\d+), and the trick is {col} from now on\.$",
    ),
    ("smearer's card", r"^{who} plays? {card}{standing}$"),
    (
        "junk competes again (R7)",
        r"^(Your|{who}'s) junked {card} is {col} too, so it competes again(, and it is winning the trick)?\.$",
    ),
    (
        "junks compete again (R7)",
        r"^((?:(?:Your|your|{who}'s) junked {card}, )*(?:Your|your|{who}'s) junked {card} and (?:your|{who}'s) junked {card}) are {col} too, so they compete again\.$",
    ),
    ("a junk is winning (R7)", r"^(Your|{who}'s) {card} is winning the trick\.$"),
    (
        "trick won",
        r"^{who} wins? the {col} trick with ({card}|{card} \+ {card} \({col}, worth (\d+)\)) and (keeps? one {col} card for it|takes? all (\d+) cards into (your|their) pile)\.$",
    ),
    ("round over", r"^The round is over\.$"),
    ("bid null", r"^{who} bids? null, to win no trick at all\.$"),
    ("bid one colour", r"^{who} bids? {col}: at least one {col} trick, or nothing\.$"),
    (
        "bid colours",
        r"^{who} bids? ((?:{col}, )*{col} and {col}): at least one trick in each of these colours, or nothing\.$",
    ),
    (
        "bid rainbow",
        r"^{who} bids? the rainbow, all six colours: at least one trick in each, or nothing; made, it scores 100 more\.$",
    ),
    ("place", r"^{who} puts? {card} on (Cancel|\+0|\+1|\+2|\+Face): {col} cards (.+)\.$"),
    ("pass with nothing to bid", r"^{who} (has|have) no card that can be bid and pass(es)?\.$"),
    ("pass", r"^{who} pass(es)?\.$"),
    ("take the tie", r"^{who} takes? the tie: {who} (is|are) winning the trick so far\.$"),
    ("give up the tie", r"^{who} gives? up the tie: (Your|{who}'s) ({card}|{card} \+ {card}) stays ahead\.$"),
];

const STANDING: &str = r"( and (is|are) winning the trick\.|, which ties the best entry: {who} chooses? whether to win or lose the tie\.|, not enough to win\.)";

fn forms() -> Vec<(&'static str, Regex)> {
    FORMS
        .iter()
        .map(|(name, pattern)| {
            let p = pattern
                .replace("{standing}", STANDING)
                .replace("{card}", &format!("({COL} \\d)"))
                .replace("{who}", WHO)
                .replace("{col}", COL);
            (*name, Regex::new(&p).unwrap())
        })
        .collect()
}

fn tables() -> impl Iterator<Item = Rules> {
    Mode::ALL.into_iter().flat_map(|mode| (3..=5).filter_map(move |p| Rules::new(mode, p)))
}

fn card(text: &str) -> Card {
    let (color, value) = text.split_once(' ').unwrap();
    let color = Color::ALL.into_iter().find(|c| c.name() == color).unwrap();
    Card::new(color, value.parse().unwrap()).unwrap()
}

/// The trick as it stands after an action: in progress, or just completed.
fn trick_after(after: &Round) -> Option<&Trick> {
    after.trick().or(after.completed_trick())
}

/// Whether `seat`'s entry is the winning entry of the trick after the action.
fn seat_winning(after: &Round, seat: Seat) -> bool {
    trick_after(after).is_some_and(|t| t.winning_entry().seat == seat)
}

/// Independently of the explanations: a seat that has not played in this trick yet and
/// holds two cards could still smear it (R6), if the colour is one a smear can make.
fn later_smear_possible(trick: &Trick, after: &Round, made: Color) -> bool {
    let reachable = trick.color.is_primary() && Color::PRIMARIES.iter().any(|&p| trick.color.mix(p) == Some(made));
    let now = trick_after(after).unwrap();
    let played: Vec<Seat> = now.entries().iter().map(|e| e.seat).collect();
    let complete = after.trick().is_none();
    reachable && !complete && after.seats().any(|s| !played.contains(&s) && after.hand(s).len() >= 2)
}

/// What a case is: the round before and after one action and the explanation.
struct Case<'a> {
    before: &'a Round,
    action: Action,
    after: &'a Round,
    seat: Seat,
    names: &'a [String],
}

impl Case<'_> {
    fn seat_of(&self, who: &str) -> Seat {
        Seat::from_index(self.names.iter().position(|n| n == who).unwrap())
    }

    /// The standing clause (copy, mix, smearer's card) against the engine.
    fn check_standing(&self, sentence: &str) {
        let winning = seat_winning(self.after, self.seat);
        if sentence.contains("winning the trick.") {
            assert!(winning, "claims winning but is not: {sentence}");
        } else if sentence.contains("ties the best entry") {
            assert_eq!(self.after.phase(), Phase::Tie, "claims a tie but there is none: {sentence}");
            let t = self.after.trick().unwrap();
            let own = t.entries().last().unwrap();
            let best =
                t.entries()[..t.entries().len() - 1].iter().filter(|e| e.color == t.color).map(|e| e.value).max();
            assert_eq!(Some(own.value), best, "claims a tie: {sentence}");
        } else {
            assert!(!winning && self.after.phase() != Phase::Tie, "claims not enough but wins or ties: {sentence}");
        }
    }

    /// Checks one sentence of form `form` with captures `c` against the engine.
    fn check(&self, form: &str, c: &regex::Captures, sentence: &str) {
        let (before, after, seat) = (self.before, self.after, self.seat);
        let cap = |i: usize| c.get(i).map_or("", |m| m.as_str());
        let who_ok = |i: usize| assert_eq!(self.seat_of(cap(i)), seat, "names the wrong player: {sentence}");
        match form {
            "lead" => {
                who_ok(1);
                assert!(before.trick().is_none());
                assert_eq!(self.action.to_string(), (Action::Play(card(cap(2)))).to_string());
                assert_eq!(trick_after(after).unwrap().color.name(), cap(4));
            }
            "copy" => {
                who_ok(1);
                let t = before.trick().unwrap();
                assert_eq!(self.action.to_string(), (Action::Play(card(cap(3)))).to_string());
                assert_eq!(card(cap(3)).color(), t.color);
                self.check_standing(sentence);
            }
            "mix" => {
                who_ok(1);
                let (x, y) = (card(cap(3)), card(cap(5)));
                assert_eq!(self.action.to_string(), Action::mix(x, y).to_string(), "{sentence}");
                assert_eq!(before.trick().unwrap().color.name(), cap(7));
                assert_eq!(cap(8).parse::<u8>().unwrap(), x.value() + y.value());
                self.check_standing(sentence);
            }
            "junk" => {
                who_ok(1);
                let t = before.trick().unwrap();
                let junk = card(cap(4));
                assert_eq!(self.action.to_string(), (Action::Play(junk)).to_string());
                assert_eq!(cap(3), t.color.name(), "{sentence}");
                assert_ne!(junk.color(), t.color);
                assert!(before.hand(seat).iter().all(|h| h.color() != t.color), "has the colour: {sentence}");
            }
            "junk could compete" => {
                let Action::Play(junk) = self.action else { panic!("{sentence}") };
                let t = before.trick().unwrap();
                assert_eq!(junk.color().name(), cap(1));
                assert!(later_smear_possible(t, after, junk.color()), "no such smear can still happen: {sentence}");
            }
            "junk cannot win" => {
                let Action::Play(junk) = self.action else { panic!("{sentence}") };
                let t = before.trick().unwrap();
                assert!(
                    !later_smear_possible(t, after, junk.color()),
                    "a smear could still make it compete: {sentence}"
                );
            }
            "smear" => {
                who_ok(1);
                let t = before.trick().unwrap();
                let Action::Smear(p, s) = self.action else { panic!("{sentence}") };
                assert!(t.color.is_primary() && t.color.name() == cap(3));
                assert!(before.hand(seat).iter().all(|h| h.color() != t.color));
                assert_eq!(card(cap(4)).to_string(), p.to_string());
                let target = t.winning_entry();
                let owner = if cap(6) == "your" { "You" } else { cap(7) };
                assert_eq!(self.seat_of(owner), target.seat, "{sentence}");
                assert_eq!(target.cards().next().map(|c| c.to_string()), Some(cap(8)).map(|c| card(c).to_string()));
                assert_eq!((cap(10), cap(12)), (s.color().name(), s.color().name()));
                assert_eq!(cap(11).parse::<u8>().unwrap(), target.value + p.value());
                let now = trick_after(after).unwrap();
                assert_eq!(now.color, s.color(), "the trick is not {}: {sentence}", cap(12));
                let smeared = now.entries().iter().find(|e| e.seat == target.seat).unwrap();
                assert_eq!((smeared.color, smeared.value), (s.color(), target.value + p.value()));
            }
            "smearer's card" => {
                who_ok(1);
                let Action::Smear(_, s) = self.action else { panic!("{sentence}") };
                assert_eq!(card(cap(2)).to_string(), s.to_string());
                self.check_standing(sentence);
            }
            "junk competes again (R7)" => {
                let Action::Smear(_, s) = self.action else { panic!("{sentence}") };
                let owner = if cap(1) == "Your" { "You" } else { cap(2) };
                let junk_seat = self.seat_of(owner);
                let junk = card(cap(3));
                let now = trick_after(after).unwrap();
                let entry = now.entries().iter().find(|e| e.seat == junk_seat).unwrap();
                assert!(
                    entry.is_single()
                        && entry.cards().next().map(|c| c.to_string()) == Some(junk.to_string())
                        && junk.color() == s.color()
                );
                assert!(
                    before.trick().unwrap().entries().iter().any(|e| e.seat == junk_seat),
                    "played before the smear"
                );
                assert_eq!(c.get(6).is_some(), now.winning_entry() == entry, "{sentence}");
            }
            "junks compete again (R7)" => {
                let Action::Smear(_, s) = self.action else { panic!("{sentence}") };
                let now = trick_after(after).unwrap();
                let earlier = before.trick().unwrap().entries().len();
                let junks: Vec<String> = now.entries()[..earlier]
                    .iter()
                    .filter(|e| {
                        e.is_single() && e.color == s.color() && e.seat != before.trick().unwrap().winning_entry().seat
                    })
                    .map(|e| {
                        format!(
                            "{} junked {}",
                            if self.names[e.seat.index()] == "You" {
                                "your".to_string()
                            } else {
                                format!("{}'s", self.names[e.seat.index()])
                            },
                            pala::explain::card_name(e.cards().next().unwrap())
                        )
                    })
                    .collect();
                assert!(junks.len() >= 2, "{sentence}");
                assert_eq!(pala::explain::and_list(&junks).to_lowercase(), cap(1).to_lowercase(), "{sentence}");
            }
            "a junk is winning (R7)" => {
                let Action::Smear(_, s) = self.action else { panic!("{sentence}") };
                let owner = if cap(1) == "Your" { "You" } else { cap(2) };
                let w = trick_after(after).unwrap().winning_entry();
                assert_eq!(self.seat_of(owner), w.seat, "{sentence}");
                assert!(
                    w.is_single()
                        && w.color == s.color()
                        && w.cards().next().unwrap().to_string() == card(cap(3)).to_string()
                );
                assert_ne!(w.seat, seat);
            }
            "trick won" => {
                let t = after.completed_trick().unwrap();
                assert!(after.tricks_done() > before.tricks_done());
                let w = t.winning_entry();
                assert_eq!(self.seat_of(cap(1)), w.seat, "{sentence}");
                assert_eq!(t.color.name(), cap(2));
                let cards: Vec<String> = w.cards().map(|c| c.to_string()).collect();
                let named: Vec<String> =
                    [4, 6, 8].iter().filter_map(|&i| c.get(i)).map(|m| card(m.as_str()).to_string()).collect();
                assert_eq!(cards, named, "{sentence}");
                if let Some(worth) = c.get(11) {
                    assert_eq!(worth.as_str().parse::<u8>().unwrap(), w.value);
                }
                let gained = after.pile(w.seat).minus(before.pile(w.seat));
                match before.mode() {
                    Mode::Pointillism => {
                        assert_eq!(gained.len(), 1);
                        assert!(gained.iter().all(|g| g.color() == t.color), "{sentence}");
                    }
                    Mode::Impressionism => {
                        assert_eq!(cap(15), if cap(1) == "You" { "your" } else { "their" });
                        let n: u32 = cap(14).parse().unwrap();
                        assert_eq!((gained, n), (t.cards(), t.cards().len()), "{sentence}");
                    }
                }
            }
            "round over" => assert!(after.is_over() && !before.is_over()),
            "bid null" => {
                who_ok(1);
                assert!(matches!(self.action, Action::Bid(b) if b.is_null()));
            }
            "bid one colour" | "bid colours" | "bid rainbow" => {
                who_ok(1);
                let Action::Bid(bid) = self.action else { panic!("{sentence}") };
                let colors: Vec<&str> = bid.color_list().map(|k| k.name()).collect();
                match form {
                    "bid rainbow" => assert!(bid.is_rainbow()),
                    "bid one colour" => assert_eq!((vec![cap(2)], cap(3)), (colors, cap(2))),
                    _ => {
                        let named: Vec<&str> = cap(2).split(", ").flat_map(|p| p.split(" and ")).collect();
                        assert_eq!(named, colors, "{sentence}");
                    }
                }
            }
            "place" => {
                who_ok(1);
                let space = [Space::Cancel, Space::Zero, Space::One, Space::Two, Space::Face]
                    .into_iter()
                    .find(|s| s.to_string() == cap(4))
                    .unwrap();
                assert_eq!(self.action.to_string(), (Action::Place(space, card(cap(2)))).to_string());
                assert_eq!(card(cap(2)).color().name(), cap(5));
            }
            "pass with nothing to bid" => {
                who_ok(1);
                assert_eq!(self.action.to_string(), Action::Pass.to_string());
                assert!(!before.can_place(seat));
            }
            "pass" => {
                who_ok(1);
                assert_eq!(self.action.to_string(), Action::Pass.to_string());
                assert!(before.can_place(seat), "says nothing of having no card to bid");
            }
            "take the tie" => {
                who_ok(1);
                assert_eq!(self.seat_of(cap(2)), seat);
                assert_eq!(self.action.to_string(), Action::Win.to_string());
                assert!(seat_winning(after, seat));
            }
            "give up the tie" => {
                who_ok(1);
                assert_eq!(self.action.to_string(), Action::Lose.to_string());
                let owner = if cap(2) == "Your" { "You" } else { cap(3) };
                let w = trick_after(after).unwrap().winning_entry();
                assert_eq!(self.seat_of(owner), w.seat, "{sentence}");
                assert_ne!(w.seat, seat);
                let named: Vec<String> =
                    [5, 7, 9].iter().filter_map(|&i| c.get(i)).map(|m| card(m.as_str()).to_string()).collect();
                assert_eq!(w.cards().map(|c| c.to_string()).collect::<Vec<_>>(), named, "{sentence}");
            }
            other => panic!("no check for {other}"),
        }
    }
}

/// Grammar every line must keep: articles, plurals, "You" and its verbs, no repeats.
struct Words(Vec<(Regex, &'static str)>);

impl Words {
    fn new() -> Words {
        let re = |p: &str| Regex::new(p).unwrap();
        Words(vec![
            (re(r"\ban [^AEIOUaeiou8]"), "\"an\" before a consonant"),
            (re(r"\ba ([AEIOaeio8]|1[18]\b)"), "\"a\" before a vowel sound"),
            (re(r"\b1 (cards|tricks|colours|points)\b"), "a plural after 1"),
            (re(r"\b(0|[2-9]|\d{2,}) (card|trick|colour|point)\b"), "a singular after a number other than 1"),
            (
                re(
                    r"\bYou (has|is|leads|copies|mixes|junks|smears|plays|wins|takes|gives|bids|puts|passes|keeps|chooses|ties)\b",
                ),
                "\"You\" with a third-person verb",
            ),
            (
                re(
                    r"\bPlayer \d (have|are|lead|copy|mix|junk|smear|play|win|take|give|bid|put|pass|keep|choose|tie)\b",
                ),
                "a player with a plural verb",
            ),
        ])
    }

    fn check(&self, text: &str) {
        for (re, what) in &self.0 {
            assert!(!re.is_match(text), "{what}: {text}");
        }
        assert!(!text.contains("You'"), "\"You's\": {text}");
        let mut clauses: Vec<String> =
            text.split(['.', ':', ';', ',']).map(|c| c.trim().to_lowercase()).filter(|c| c.len() > 3).collect();
        let n = clauses.len();
        clauses.sort();
        clauses.dedup();
        assert_eq!(clauses.len(), n, "a clause is repeated: {text}");
    }
}

/// The prompt line's claims against the legal moves (R5): it offers a copy, a mix, a
/// smear or a junk only when one is legal, and says "You have no X" only when no
/// card of the trick's colour can be played.
fn check_prompt(round: &Round, legal: &[Action], said: &str) {
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

/// The Impressionism score lines that sum a colour ("Orange on +1: 3, 4 = 2") list
/// exactly that colour's counted cards, and their sums add up to the counted points.
fn check_colour_lines(s: &ImpressionismScore, board: &[(Space, Option<Color>)], lines: &[String]) {
    let colour_line = Regex::new(r"^(\w+) on (\S+): ([\d, ]+) = (-?\d+)$").unwrap();
    let mut listed = 0;
    for caps in lines.iter().filter_map(|l| colour_line.captures(l)) {
        let (space, color) = board.iter().find(|(_, c)| c.is_some_and(|c| c.name() == &caps[1])).copied().unwrap();
        assert_eq!(space.to_string(), &caps[2], "{}", &caps[0]);
        let cards = s.counted.of_color(color.unwrap());
        let values: Vec<String> = cards.iter().map(|c| c.value().to_string()).collect();
        assert_eq!(values.join(", "), &caps[3], "{}", &caps[0]);
        let sum: i32 = cards.iter().map(|c| space.points(c.value())).sum();
        assert_eq!(sum.to_string(), &caps[4], "{}", &caps[0]);
        listed += cards.len();
    }
    assert_eq!(listed, s.counted.len(), "every counted card is on a colour line: {lines:?}");
}

fn pick(rng: &mut Xoshiro256PlusPlus, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

#[test]
fn every_sentence_of_every_explanation_is_true_of_the_position() {
    let forms = forms();
    let words = Words::new();
    let notation = Regex::new(r"\b[ROYGBP]\d\b").unwrap();
    let mut hints = 0u64;
    let mut prompts = 0u64;
    let mut seen: BTreeMap<&str, u64> = forms.iter().map(|(n, _)| (*n, 0)).collect();
    let (mut explained, mut score_lines_checked) = (0u64, 0u64);
    for rules in tables() {
        for seed in 0..ROUNDS_PER_TABLE {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5EED);
            let players = rules.players as usize;
            // Half the rounds have a person at seat 0 ("You"), for the verbs.
            let names: Vec<String> = rules
                .seats()
                .map(|s| if s.index() == 0 && seed % 2 == 0 { "You".into() } else { s.to_string() })
                .collect();
            let name = |s: Seat| names[s.index()].clone();
            let mut round = Round::deal(rules, Seat::from_index((seed % players as u64) as usize), seed);
            // (trick number, seat) of junks said to be unable to win.
            let mut hopeless: Vec<(u8, Seat)> = Vec::new();
            while let Some(seat) = round.to_move() {
                let legal = round.legal_actions();
                // Favour the rarer moves (mix, smear) so that every form is met often.
                let rare: Vec<Action> =
                    legal.iter().copied().filter(|a| matches!(a, Action::Mix(..) | Action::Smear(..))).collect();
                let action = if !rare.is_empty() && pick(&mut rng, 2) == 0 {
                    rare[pick(&mut rng, rare.len())]
                } else {
                    legal[pick(&mut rng, legal.len())]
                };
                let before = round;
                round.apply(action).unwrap();
                let text = explain(&before, action, &round, &name);
                explained += 1;
                words.check(&text);
                // The prompt before the move: every way it offers is legal, and "You
                // have no X" only without a card to copy.
                let view = SeatView::new(&before, seat, [0; 5]);
                let said = prompt(&view, &legal, &[]);
                words.check(&said);
                check_prompt(&before, &legal, &said);
                prompts += 1;
                // The hint's words for the same move: plain English, no notation, and
                // its claim about the trick true.
                let hint = advice(&SeatView::new(&before, seat, [0; 5]), action);
                words.check(&hint);
                assert!(!notation.is_match(&hint) && !hint.contains("field"), "jargon in a hint: {hint}");
                let standing = before.standing_after(action);
                if hint.contains("it wins the trick so far") {
                    assert_eq!(standing, Standing::Winning, "{hint}");
                }
                if hint.contains("it stays under the winning entry") {
                    assert_eq!(standing, Standing::Losing, "{hint}");
                }
                hints += 1;
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
                // A junk said to be unable to win does not win its trick.
                if round.tricks_done() > before.tricks_done() {
                    let t = round.completed_trick().unwrap();
                    assert!(
                        !hopeless.contains(&(before.tricks_done(), t.winner())),
                        "a junk said to be unable to win won: {text}"
                    );
                }
            }
            let board = round.board_spaces();
            for score in round.scores().iter().take(players) {
                let lines = score_lines(score, &board[..rules.board().len()]);
                for line in &lines {
                    words.check(line);
                    score_lines_checked += 1;
                }
                if let SeatScore::Impressionism(s) = score {
                    check_colour_lines(s, &board[..rules.board().len()], &lines);
                }
            }
        }
    }
    println!(
        "{explained} explanations, {prompts} prompts, {hints} hints and {score_lines_checked} score lines checked; sentences by form:"
    );
    for (form, n) in &seen {
        println!("  {form}: {n}");
    }
    for (form, n) in &seen {
        assert!(*n > 0, "the random rounds never met the form \"{form}\"");
    }
}
