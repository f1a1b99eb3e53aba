//! How a seat's round score came about, line by line: in words for the game log, the
//! widget and screen readers, and as pieces (words and cards) for the score boxes,
//! which show the cards as small faces a player reads at a glance.

use pala_rules::engine::{Bid, Card, Color, Hand, ImpressionismScore, PointillismScore, SeatScore, Space};

use super::card_name;

/// A piece of a score line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Words, shown as they are.
    Words(String),
    /// Cards, shown as small faces; `words` is how the line says them in words.
    Cards { cards: Vec<Card>, words: String },
    /// Colours, shown as the game's colour chips; `words` names them.
    Chips { colors: Vec<Color>, words: String },
}

/// One line of a seat's score, e.g. "Green 3 cancels Red 1 (would score 1)".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScoreLine(pub Vec<Piece>);

impl ScoreLine {
    fn words(text: impl Into<String>) -> ScoreLine {
        ScoreLine(vec![Piece::Words(text.into())])
    }

    fn say(mut self, text: impl Into<String>) -> ScoreLine {
        self.0.push(Piece::Words(text.into()));
        self
    }

    fn chips(mut self, colors: Vec<Color>, words: String) -> ScoreLine {
        self.0.push(Piece::Chips { colors, words });
        self
    }

    fn show(mut self, cards: Vec<Card>, words: String) -> ScoreLine {
        self.0.push(Piece::Cards { cards, words });
        self
    }

    /// The whole line in words.
    pub fn text(&self) -> String {
        self.0
            .iter()
            .map(|p| match p {
                Piece::Words(w) | Piece::Cards { words: w, .. } | Piece::Chips { words: w, .. } => w.as_str(),
            })
            .collect()
    }
}

/// Cards in words, equal cards once with a count: "Blue 1 ×2, Blue 3".
fn card_list(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().copied().map(card_name).collect();
    let mut out: Vec<String> = Vec::new();
    for (i, n) in names.iter().enumerate() {
        if i > 0 && names[i - 1] == *n {
            continue;
        }
        let k = names[i..].iter().take_while(|m| *m == n).count();
        out.push(if k > 1 { format!("{n} ×{k}") } else { n.clone() });
    }
    out.join(", ")
}

/// How a seat's round score came about, line by line, in words.
pub fn score_lines(score: &SeatScore, board: &[(Space, Option<Color>)]) -> Vec<String> {
    score_pieces(score, board).iter().map(ScoreLine::text).collect()
}

/// How a seat's round score came about, line by line, as words and cards.
pub fn score_pieces(score: &SeatScore, board: &[(Space, Option<Color>)]) -> Vec<ScoreLine> {
    match score {
        SeatScore::Pointillism(s) => pointillism_pieces(s),
        SeatScore::Impressionism(s) => impressionism_pieces(s, board),
    }
}

/// "2 tricks", "1 colour".
fn plural(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A Pointillism score (R9, R10): the bid, the tricks won by colour, made or missed.
fn pointillism_pieces(s: &PointillismScore) -> Vec<ScoreLine> {
    let mut lines = Vec::new();
    let tricks: u32 = s.tricks_by_color.iter().map(|&t| t as u32).sum();
    match s.bid {
        Some(bid) if bid.is_null() => lines.push(ScoreLine::words(format!(
            "Bid null and won {tricks} trick{}: {}",
            if tricks == 1 { "" } else { "s" },
            super::signed(s.null_points)
        ))),
        Some(bid) => colour_bid_pieces(s, bid, tricks, &mut lines),
        None => lines.push(ScoreLine::words("No bid")),
    }
    lines.push(ScoreLine::words(format!("Total: {}", super::number(s.total))));
    lines
}

/// A colour bid's lines: the bid, the tricks' colours, made (tricks × colours) or
/// which bid colours took no trick, and the rainbow's bonus.
fn colour_bid_pieces(s: &PointillismScore, bid: Bid, tricks: u32, lines: &mut Vec<ScoreLine>) {
    let said = ScoreLine::words("Bid ");
    let said = if bid.is_rainbow() {
        said.say("the rainbow")
    } else {
        said.chips(bid.color_list().collect(), super::bid_words(bid))
    };
    lines.push(said.say(format!("; won {}", plural(tricks, "trick", "tricks"))));
    // The colours of the tricks won, so a missed colour is plain beside them:
    // "Tricks in Red ×2 and Blue".
    let won: Vec<(Color, u32)> =
        Color::ALL.into_iter().map(|c| (c, s.tricks_by_color[c.index()] as u32)).filter(|&(_, k)| k > 0).collect();
    if !won.is_empty() {
        let chips = won.iter().flat_map(|&(c, k)| std::iter::repeat_n(c, k as usize)).collect();
        let names: Vec<String> =
            won.iter().map(|&(c, k)| if k > 1 { format!("{} ×{k}", c.name()) } else { c.name().to_string() }).collect();
        lines.push(ScoreLine::words("Tricks in ").chips(chips, super::and_list(&names)));
    }
    if s.made {
        lines.push(ScoreLine::words(format!(
            "Made: {} × {} = {}",
            plural(tricks, "trick", "tricks"),
            plural(bid.count(), "colour", "colours"),
            s.trick_points
        )));
    } else {
        // Which bid colours took no trick.
        let missed: Vec<Color> = bid.color_list().filter(|c| s.tricks_by_color[c.index()] == 0).collect();
        let names: Vec<String> = missed.iter().map(|c| c.name().to_string()).collect();
        lines.push(ScoreLine::words("Missed ").chips(missed, super::and_list(&names)).say(": the bid fails, 0"));
    }
    if s.rainbow_bonus > 0 {
        lines.push(ScoreLine::words(format!("Rainbow: +{}", s.rainbow_bonus)));
    }
}

/// An Impressionism score (R11): cards off the board, each cancel, unused cancels, and
/// the scoring cards one line per board colour.
fn impressionism_pieces(s: &ImpressionismScore, board: &[(Space, Option<Color>)]) -> Vec<ScoreLine> {
    let points =
        |c: Card| board.iter().find(|(_, col)| *col == Some(c.color())).map_or(0, |(sp, _)| sp.points(c.value()));
    let listed = |h: Hand| {
        let cards: Vec<Card> = h.iter().collect();
        let words = card_list(&cards);
        (cards, words)
    };
    let mut lines = Vec::new();
    if !s.off_board.is_empty() {
        let (cards, words) = listed(s.off_board);
        lines.push(ScoreLine::words("Not on the board, worth nothing: ").show(cards, words));
    }
    for (canceller, cancelled) in s.cancellers.iter().zip(s.cancelled.iter()) {
        lines.push(
            ScoreLine::default()
                .show(vec![canceller], card_name(canceller))
                .say(" cancels ")
                .show(vec![cancelled], card_name(cancelled))
                .say(format!(" (would score {})", super::number(points(cancelled)))),
        );
    }
    if !s.unused_cancels.is_empty() {
        let (cards, words) = listed(s.unused_cancels);
        lines.push(ScoreLine::words("Cancel cards with nothing to cancel, \u{2212}1 each: ").show(cards, words));
    }
    // The scoring cards one line per colour, in board order: "Orange on +1:
    // Orange 3, Orange 4, Orange 6 = 3".
    for &(space, color) in board {
        let Some(color) = color else { continue };
        let cards: Vec<Card> = s.counted.of_color(color).iter().collect();
        if cards.is_empty() {
            continue;
        }
        let sum: i32 = cards.iter().copied().map(points).sum();
        // The cards by name ("Purple 5 = 2" on +2, not "5 = 2").
        let words = card_list(&cards);
        lines.push(
            ScoreLine::words(format!("{} on {space}: ", color.name()))
                .show(cards, words)
                .say(format!(" = {}", super::number(sum))),
        );
    }
    if lines.is_empty() {
        lines.push(ScoreLine::words("No cards in pile or hand: nothing to score"));
    }
    lines.push(ScoreLine::words(format!("Total: {}", super::number(s.total))));
    lines
}
