//! The explanation forms: every sentence `explain` writes is one of these, and what it
//! claims is checked against the engine (`Case::check`).

use pala_rules::engine::{Action, Card, Color, Mode, Phase, Round, Rules, Seat, Space, Trick};
use regex::Regex;

pub const WHO: &str = r"(You|Player \d|Apprentice \d|Painter \d|Master \d)";
pub const COL: &str = r"(Red|Orange|Yellow|Green|Blue|Purple)";

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
    (
        "pass after a round of passes (R3)",
        r"^{who} pass(es)?: after a full round of passes, only a player with no card for the board may pass\.$",
    ),
    ("pass", r"^{who} pass(es)?\.$"),
    ("take the tie", r"^{who} takes? the tie and (is|are) winning the trick so far\.$"),
    ("give up the tie", r"^{who} gives? up the tie: (your|{who}'s) ({card}|{card} \+ {card}) stays ahead\.$"),
];

const STANDING: &str = r"( and (is|are) winning the trick\.|, which ties the best entry: (you|{who}) chooses? whether to win or lose the tie\.|, not enough to win\.)";

pub fn forms() -> Vec<(&'static str, Regex)> {
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

pub fn tables() -> impl Iterator<Item = Rules> {
    Mode::ALL.into_iter().flat_map(|mode| (3..=5).filter_map(move |p| Rules::new(mode, p)))
}

pub fn card(text: &str) -> Card {
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
pub struct Case<'a> {
    pub before: &'a Round,
    pub action: Action,
    pub after: &'a Round,
    pub seat: Seat,
    pub names: &'a [String],
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
    pub fn check(&self, form: &str, c: &regex::Captures, sentence: &str) {
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
                            pala_words::card_name(e.cards().next().unwrap())
                        )
                    })
                    .collect();
                assert!(junks.len() >= 2, "{sentence}");
                assert_eq!(pala_words::and_list(&junks).to_lowercase(), cap(1).to_lowercase(), "{sentence}");
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
            "pass after a round of passes (R3)" => {
                who_ok(1);
                assert_eq!(self.action.to_string(), Action::Pass.to_string());
                assert!(before.passes() as usize >= before.players() && !before.can_place(seat));
            }
            "pass" => {
                who_ok(1);
                assert_eq!(self.action.to_string(), Action::Pass.to_string());
                assert!((before.passes() as usize) < before.players(), "a pass R3 makes telling is said so");
            }
            "take the tie" => {
                who_ok(1);
                assert_eq!(self.action.to_string(), Action::Win.to_string());
                assert!(seat_winning(after, seat));
            }
            "give up the tie" => {
                who_ok(1);
                assert_eq!(self.action.to_string(), Action::Lose.to_string());
                let owner = if cap(2) == "your" { "You" } else { cap(3) };
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
