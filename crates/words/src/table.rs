//! Words on the table and in its kit: the move buttons, the trick and its entries, the
//! seats' plates, the hand's reason line, the colour wheel, the bid chips and the bid
//! board. The kit passes the facts (cards, colours, counts, names) and prints these.

use super::{bid_words, card_name, count, level_title, number};
use pala_rules::engine::{Bid, Card, Color, Level, Mode, Space};

/// The button that plays a lone picked card: "Play Red 3 alone".
pub fn play_alone(card: Card) -> String {
    format!("Play {} alone", card_name(card))
}

/// The head of the collapsed list of every legal move: "All legal moves (7)".
pub fn all_moves(n: usize) -> String {
    format!("All legal moves ({n})")
}

/// The trick's heading for screen readers: "Trick: Green", "Trick: Green, smeared".
pub fn trick_heading(color: Color, smeared: bool) -> String {
    format!("Trick: {}{}", color.name(), if smeared { ", smeared" } else { "" })
}

/// The trick's colour on the felt: "Green trick", "Green trick, smeared".
pub fn trick_colour_words(color: Color, smeared: bool) -> String {
    format!("{} trick{}", color.name(), if smeared { ", smeared" } else { "" })
}

/// Who leads the next trick, on the felt: "Painter 2 to lead".
pub fn to_lead_words(name: &str) -> String {
    format!("{name} to lead")
}

/// The line over the hand while another seat is to move: "Painter 2 is thinking…"
/// while its AI searches, else "Waiting for Player 3.".
pub fn waiting_words(name: &str, thinking: bool) -> String {
    if thinking { format!("{name} is thinking…") } else { format!("Waiting for {name}.") }
}

/// The line over the hand while a finished trick waits for the player.
pub const TRICK_OVER_WAITING: &str = "The trick is over: tap Continue when you are ready.";

/// Pass-and-play: the screen between two humans' turns, and its button.
pub fn pass_device_words(name: &str) -> (String, String) {
    (format!("Pass the device to {name}."), format!("I am {name}: show my hand"))
}

/// What an entry of the trick is worth: "Purple 8".
pub fn worth_words(color: Color, value: u8) -> String {
    format!("{} {value}", color.name())
}

/// An entry's worth for screen readers, before the word that says it does not count:
/// "Red 3, " (then "junk").
pub fn worth_before(color: Color, value: u8) -> String {
    format!("{}, ", worth_words(color, value))
}

/// An AI seat's level for screen readers: "AI, level Painter".
pub fn ai_badge(level: Level) -> String {
    format!("AI, level {}", level_title(level))
}

/// A Pointillism bid's chips, named: "bid Red and Green".
pub fn bid_label(bid: Bid) -> String {
    format!("bid {}", bid_words(bid))
}

/// A running total: "1 pt", "−3 pts".
pub fn points_words(score: i32) -> String {
    format!("{} {}", number(score), if score.abs() == 1 { "pt" } else { "pts" })
}

/// A seat's pile: "1 trick" (Pointillism), "3 cards in pile" (Impressionism).
pub fn pile_words(mode: Mode, n: usize) -> String {
    match mode {
        Mode::Pointillism => count(n as i64, "trick", "tricks"),
        Mode::Impressionism => count(n as i64, "card in pile", "cards in pile"),
    }
}

/// An Impressionism pile on a phone's narrow seat: "6 in pile".
pub fn pile_short(n: usize) -> String {
    format!("{n} in pile")
}

/// A seat's fan of card backs, named: "1 card", "5 cards".
pub fn card_count(n: usize) -> String {
    count(n as i64, "card", "cards")
}

/// The line under the hand after a dimmed card is tapped: "Why not Red 3: ..." (`why`,
/// why it cannot be used now).
pub fn why_not_line(card: Card, why: &str) -> String {
    format!("Why not {}: {why}", card_name(card))
}

/// Colours joined as a sum: "Red + Green".
fn plus(colors: impl Iterator<Item = Color>) -> String {
    colors.map(|c| c.name()).collect::<Vec<_>>().join(" + ")
}

/// The colour wheel's status: "The trick is Red.", "The trick is Red; you can smear it
/// into Orange or Purple.", "The trick is Purple; you can mix Red and Blue to make it.",
/// or nothing without a trick.
pub fn wheel_status(trick: Option<Color>, open: &[Color]) -> String {
    match (trick, open.is_empty()) {
        (Some(t), true) => format!("The trick is {}.", t.name()),
        // A secondary trick is made by a mix; a primary one turned by a smear.
        (Some(t), false) => match t.recipe() {
            Some((a, b)) => format!("The trick is {}; you can mix {} and {} to make it.", t.name(), a.name(), b.name()),
            None => format!(
                "The trick is {}; you can smear it into {}.",
                t.name(),
                open.iter().map(|c| c.name()).collect::<Vec<_>>().join(" or ")
            ),
        },
        (None, _) => String::new(),
    }
}

/// The colour wheel's name for screen readers: every recipe ("Red + Yellow = Orange"),
/// then the status ([`wheel_status`]).
pub fn wheel_label(trick: Option<Color>, open: &[Color]) -> String {
    let recipes = Color::ALL
        .iter()
        .filter_map(|c| c.recipe().map(|(a, b)| format!("{} = {}", plus([a, b].into_iter()), c.name())))
        .collect::<Vec<_>>()
        .join("; ");
    format!("Colour wheel: {recipes}. {}", wheel_status(trick, open))
}

/// A colour chip of the bid, for screen readers: "Red chip".
pub fn chip_name(color: Color) -> String {
    format!("{} chip", color.name())
}

/// The chip bid's button: "Pick the colours to bid" (none picked), "Bid Red and Green",
/// "Bid the rainbow (all six)". Colours bid are listed with "and": "+" is the rules' sign
/// for mixing.
pub fn chip_bid_label(bid: Option<Bid>) -> String {
    match bid {
        None => "Pick the colours to bid".to_string(),
        Some(b) if b.is_rainbow() => "Bid the rainbow (all six)".to_string(),
        Some(b) => format!("Bid {}", super::bid_words(b)),
    }
}

/// Who laid the card on a board space: "by Painter 2".
pub fn placed_by(who: &str) -> String {
    format!("by {who}")
}

/// A board space's name: "+1: Red 3 by Painter 2", "+1: Red 3", "+1: Red" (a colour
/// without its card), "+1: open". `by`: who laid the card, when known.
pub fn space_label(space: Space, card: Option<Card>, color: Option<Color>, by: Option<&str>) -> String {
    match (card, by) {
        (Some(card), Some(who)) => format!("{space}: {} by {who}", card_name(card)),
        (Some(card), None) => format!("{space}: {}", card_name(card)),
        (None, _) => format!("{space}: {}", color.map_or("open", |c| c.name())),
    }
}

/// The start of a space's button name, which goes on with the space's visible text:
/// "Place Red 1 on ".
pub fn place_on(card: Card) -> String {
    format!("Place {} on ", card_name(card))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kit_words_read_as_before() {
        let red3 = Card::new(Color::Red, 3).unwrap();
        assert_eq!(play_alone(red3), "Play Red 3 alone");
        assert_eq!(all_moves(7), "All legal moves (7)");
        assert_eq!(trick_heading(Color::Green, true), "Trick: Green, smeared");
        assert_eq!(trick_colour_words(Color::Green, false), "Green trick");
        assert_eq!(to_lead_words("Painter 2"), "Painter 2 to lead");
        assert_eq!([worth_words(Color::Purple, 8), worth_before(Color::Red, 3)], ["Purple 8", "Red 3, "]);
        assert_eq!([points_words(1), points_words(-3), points_words(0)], ["1 pt", "\u{2212}3 pts", "0 pts"]);
        assert_eq!(pile_words(Mode::Pointillism, 1), "1 trick");
        assert_eq!(pile_words(Mode::Impressionism, 3), "3 cards in pile");
        assert_eq!(card_count(1), "1 card");
        assert_eq!(ai_badge(Level::Medium), "AI, level Painter");
        assert_eq!(why_not_line(red3, "no."), "Why not Red 3: no.");
    }

    #[test]
    fn the_wheel_and_the_bids_read_as_before() {
        assert_eq!(wheel_status(None, &[]), "");
        assert_eq!(
            wheel_status(Some(Color::Red), &[Color::Orange, Color::Purple]),
            "The trick is Red; you can smear it into Orange or Purple."
        );
        // Not "you can make Purple" on a Purple trick.
        assert_eq!(
            wheel_status(Some(Color::Purple), &[Color::Purple]),
            "The trick is Purple; you can mix Red and Blue to make it."
        );
        assert_eq!(
            wheel_label(Some(Color::Red), &[]),
            "Colour wheel: Red + Yellow = Orange; Yellow + Blue = Green; Red + Blue = Purple. The trick is Red."
        );
        let bid = Bid::colors(1 << Color::Red.index() | 1 << Color::Green.index());
        assert_eq!(chip_bid_label(bid), "Bid Red and Green");
        assert_eq!(chip_bid_label(None), "Pick the colours to bid");
        let red3 = Card::new(Color::Red, 3).unwrap();
        assert_eq!(space_label(Space::One, Some(red3), Some(Color::Red), Some("You")), "+1: Red 3 by You");
        assert_eq!(space_label(Space::Cancel, None, None, None), "Cancel: open");
        assert_eq!(place_on(red3), "Place Red 3 on ");
    }
}
