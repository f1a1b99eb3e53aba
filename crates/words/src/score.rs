//! How a seat's round score came about, line by line: in words for the game log, the
//! widget and screen readers, and as pieces (words and cards) for the score boxes,
//! which show the cards as small faces a player reads at a glance.

use pala_rules::engine::{Bid, Card, Color, ImpressionismScore, PointillismScore, SeatScore, Space};

use crate::lang::{self, book, colour, counted, fill};

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

    /// A line from a phrasebook template: its text as words, each place filled by its
    /// piece (cards, chips or words), so each language orders the pieces its own way.
    fn from(template: &str, places: &[(&str, Piece)]) -> ScoreLine {
        let mut line = ScoreLine::default();
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            let close = rest[open..].find('}').map(|c| open + c);
            let piece = close.and_then(|c| places.iter().find(|(n, _)| *n == &rest[open + 1..c]));
            let (Some(close), Some((_, piece))) = (close, piece) else { break };
            if open > 0 {
                line = line.say(&rest[..open]);
            }
            line.0.push(piece.clone());
            rest = &rest[close + 1..];
        }
        if !rest.is_empty() {
            line = line.say(rest);
        }
        line
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
    let names: Vec<String> = cards.iter().copied().map(lang::card).collect();
    let mut out: Vec<String> = Vec::new();
    for (i, n) in names.iter().enumerate() {
        if i > 0 && names[i - 1] == *n {
            continue;
        }
        let k = names[i..].iter().take_while(|m| *m == n).count();
        out.push(if k > 1 { fill(book().times(), &[("card", n), ("n", &k)]) } else { n.clone() });
    }
    lang::joined(&out, book().nouns_more(), book().nouns_more())
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

/// Words as a piece of a line.
fn words(text: impl Into<String>) -> Piece {
    Piece::Words(text.into())
}

/// Colours as chips, named as a list: "Red ×2 and Blue".
fn chips(colors: Vec<Color>, names: &[String]) -> Piece {
    Piece::Chips { colors, words: lang::joined(names, book().nouns_more(), book().nouns_last()) }
}

/// A Pointillism score (R9, R10): the bid, the tricks won by colour, made or missed.
fn pointillism_pieces(s: &PointillismScore) -> Vec<ScoreLine> {
    let w = book();
    let mut lines = Vec::new();
    let tricks: u32 = s.tricks_by_color.iter().map(|&t| t as u32).sum();
    match s.bid {
        Some(bid) if bid.is_null() => lines.push(ScoreLine::words(fill(
            w.score_null(),
            &[("tricks", &counted(w.tricks_count(), tricks)), ("points", &super::signed(s.null_points))],
        ))),
        Some(bid) => colour_bid_pieces(s, bid, tricks, &mut lines),
        None => lines.push(ScoreLine::words(w.score_no_bid())),
    }
    lines.push(ScoreLine::words(fill(w.score_total(), &[("n", &super::number(s.total))])));
    lines
}

/// A colour bid's lines: the bid, the tricks' colours, made (tricks × colours) or
/// which bid colours took no trick, and the rainbow's bonus.
fn colour_bid_pieces(s: &PointillismScore, bid: Bid, tricks: u32, lines: &mut Vec<ScoreLine>) {
    let w = book();
    let said = if bid.is_rainbow() {
        words(w.rainbow_bid())
    } else {
        let names: Vec<String> = bid.color_list().map(|c| colour(c).to_string()).collect();
        chips(bid.color_list().collect(), &names)
    };
    let won_tricks = counted(w.tricks_count(), tricks);
    lines.push(ScoreLine::from(w.score_bid(), &[("bid", said), ("tricks", words(won_tricks.clone()))]));
    // The colours of the tricks won, so a missed colour is plain beside them:
    // "Tricks in Red ×2 and Blue".
    let won: Vec<(Color, u32)> =
        Color::ALL.into_iter().map(|c| (c, s.tricks_by_color[c.index()] as u32)).filter(|&(_, k)| k > 0).collect();
    if !won.is_empty() {
        let colors = won.iter().flat_map(|&(c, k)| std::iter::repeat_n(c, k as usize)).collect();
        let names: Vec<String> = won
            .iter()
            .map(
                |&(c, k)| {
                    if k > 1 { fill(w.times(), &[("card", &colour(c)), ("n", &k)]) } else { colour(c).to_string() }
                },
            )
            .collect();
        lines.push(ScoreLine::from(w.score_tricks_in(), &[("colours", chips(colors, &names))]));
    }
    if s.made {
        let colours = counted(w.colours_count(), bid.count());
        lines.push(ScoreLine::words(fill(
            w.score_made(),
            &[("tricks", &won_tricks), ("colours", &colours), ("n", &s.trick_points)],
        )));
    } else {
        // Which bid colours took no trick.
        let missed: Vec<Color> = bid.color_list().filter(|c| s.tricks_by_color[c.index()] == 0).collect();
        let names: Vec<String> = missed.iter().map(|c| colour(*c).to_string()).collect();
        lines.push(ScoreLine::from(w.score_missed(), &[("colours", chips(missed, &names))]));
    }
    if s.rainbow_bonus > 0 {
        lines.push(ScoreLine::words(fill(w.score_rainbow(), &[("n", &s.rainbow_bonus)])));
    }
}

/// An Impressionism score (R11): cards off the board, each cancel, unused cancels, and
/// the scoring cards one line per board colour.
fn impressionism_pieces(s: &ImpressionismScore, board: &[(Space, Option<Color>)]) -> Vec<ScoreLine> {
    let points =
        |c: Card| board.iter().find(|(_, col)| *col == Some(c.color())).map_or(0, |(sp, _)| sp.points(c.value()));
    let w = book();
    let shown = |cards: Vec<Card>| {
        let words = card_list(&cards);
        Piece::Cards { cards, words }
    };
    let mut lines = Vec::new();
    if !s.off_board.is_empty() {
        lines.push(ScoreLine::from(w.score_off_board(), &[("cards", shown(s.off_board.iter().collect()))]));
    }
    for (canceller, cancelled) in s.cancellers.iter().zip(s.cancelled.iter()) {
        let would = super::number(points(cancelled));
        lines.push(ScoreLine::from(
            &fill(w.score_cancels(), &[("n", &would)]),
            &[("canceller", shown(vec![canceller])), ("cancelled", shown(vec![cancelled]))],
        ));
    }
    if !s.unused_cancels.is_empty() {
        lines.push(ScoreLine::from(w.score_unused_cancels(), &[("cards", shown(s.unused_cancels.iter().collect()))]));
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
        let template = fill(
            w.score_colour_line(),
            &[("colour", &colour(color)), ("space", &lang::space(space)), ("n", &super::number(sum))],
        );
        lines.push(ScoreLine::from(&template, &[("cards", shown(cards))]));
    }
    if lines.is_empty() {
        lines.push(ScoreLine::words(w.score_nothing()));
    }
    lines.push(ScoreLine::words(fill(w.score_total(), &[("n", &super::number(s.total))])));
    lines
}
