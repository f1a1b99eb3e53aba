//! The game's nouns in the language spoken: colours, cards, board spaces and bids, and
//! lists of choices. The phrasebook gives a colour's or a space's words as one phrase
//! of forms in a fixed order (split by `|`), so that German can decline each colour
//! ("eine rote Karte", "mit einer roten Karte") where English adds a word.

use pala_rules::engine::{Bid, Card, Color, Space};

use super::{book, fill};

/// The `i`th of a phrase's forms (split by `|`); the whole phrase if it has fewer.
pub fn nth(phrase: &'static str, i: usize) -> &'static str {
    phrase.split('|').nth(i).unwrap_or(phrase)
}

/// A colour's name: "Red", "Rot", "赤".
pub fn colour(color: Color) -> &'static str {
    nth(book().colour_names(), color.index())
}

/// A colour's letter on the cards, chips and wheel: "R", "Ge" (Gelb, beside Grün's
/// "Gr"), "赤".
pub fn colour_letter(color: Color) -> &'static str {
    nth(book().colour_letters(), color.index())
}

/// A card: "Red 3", "Rot 3", "赤3".
pub fn card(card: Card) -> String {
    fill(book().card(), &[("colour", &colour(card.color())), ("value", &card.value())])
}

/// Where a space stands in the phrasebook's forms (the 5-player board's order).
const fn space_index(space: Space) -> usize {
    match space {
        Space::Cancel => 0,
        Space::Zero => 1,
        Space::One => 2,
        Space::Two => 3,
        Space::Face => 4,
    }
}

/// A board space's name: "Cancel", "+1", "+Face" ("Aufheben", "+Wert").
pub fn space(space: Space) -> &'static str {
    nth(book().space_names(), space_index(space))
}

/// What a board space's cards score, as the board prints it (R11), and shorter.
pub fn space_meaning(space: Space, short: bool) -> &'static str {
    let words = book();
    nth(if short { words.space_meanings_short() } else { words.space_meanings() }, space_index(space))
}

/// A bid's name: its colours listed ("Red and Green"), "null", or "the rainbow".
pub fn bid(bid: Bid) -> String {
    if bid.is_null() {
        return book().null_bid().into();
    }
    if bid.is_rainbow() {
        return book().rainbow_bid().into();
    }
    let names: Vec<String> = bid.color_list().map(|c| colour(c).to_string()).collect();
    joined(&names, book().nouns_more(), book().nouns_last())
}

/// Items joined by the phrases `more` ("{rest}, {item}") and `last` ("{rest} or
/// {last}"; a list that joins its last item as any other may pass `more` twice).
pub fn joined(items: &[String], more: &str, last: &str) -> String {
    let Some((first, rest)) = items.split_first() else { return String::new() };
    let mut said = first.clone();
    for (i, item) in rest.iter().enumerate() {
        said = if i + 1 == rest.len() {
            fill(last, &[("rest", &said), ("last", item), ("item", item)])
        } else {
            fill(more, &[("rest", &said), ("item", item)])
        };
    }
    said
}

/// The phrases whose forms go by colour (6, in wheel order), by board space (5) or by
/// game (2: Pointillism, Impressionism) or by part of the round (4), a move's forms in
/// Master's reasons (4: to do, done, done by Master, as an activity) or a margin's way
/// (3: more, less, the same), not by a count.
pub const INDEXED: [(&str, usize); 26] = [
    ("colour_letters", 6),
    ("round_parts", 4),
    ("on_colour_trick", 6),
    ("best_total", 2),
    ("best_score", 2),
    ("colour_names", 6),
    ("a_colour", 6),
    ("a_colour_card", 6),
    ("with_colour_card", 6),
    ("space_names", 5),
    ("space_meanings", 5),
    ("space_meanings_short", 5),
    ("space_effects", 5),
    ("reason_bid", 4),
    ("reason_place", 4),
    ("reason_pass", 4),
    ("reason_play", 4),
    ("reason_mix", 4),
    ("reason_smear", 4),
    ("reason_win", 4),
    ("reason_lose", 4),
    ("margin_first", 3),
    ("margin_second", 3),
    ("details_aims", 3),
    ("details_priced", 2),
    ("how_points", 2),
];
