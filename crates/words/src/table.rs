//! Words on the table and in its kit: the move buttons, the trick and its entries, the
//! seats' plates, the hand's reason line, the colour wheel, the bid chips and the bid
//! board. The kit passes the facts (cards, colours, counts, names) and prints these, in
//! the language spoken (the phrasebook's table phrases).

use super::{level_title, number};
use crate::lang::{self, book, colour, counted, fill};
use pala_rules::engine::{Action, Bid, Card, Color, Level, Mode, Space};

/// The button that plays a lone picked card: "Play Red 3 alone".
pub fn play_alone(card: Card) -> String {
    fill(book().play_alone(), &[("card", &lang::card(card))])
}

/// The head of the collapsed list of every legal move: "All legal moves (7)".
pub fn all_moves(n: usize) -> String {
    fill(book().all_moves(), &[("n", &n)])
}

/// ", smeared" after a trick's colour, once smeared (R6).
fn smeared(smeared: bool) -> &'static str {
    if smeared { book().smeared() } else { "" }
}

/// The trick's heading for screen readers: "Trick: Green", "Trick: Green, smeared".
pub fn trick_heading(color: Color, smeared: bool) -> String {
    fill(book().trick_heading(), &[("colour", &colour(color))]) + self::smeared(smeared)
}

/// The trick's colour on the felt: "Green trick", "Green trick, smeared".
pub fn trick_colour_words(color: Color, smeared: bool) -> String {
    fill(book().trick_colour(), &[("colour", &colour(color))]) + self::smeared(smeared)
}

/// Who leads the next trick, on the felt: "Painter 2 to lead".
pub fn to_lead_words(name: &str) -> String {
    fill(book().to_lead(), &[("name", &name)])
}

/// The line over the hand while another seat is to move: "Painter 2 is thinking…"
/// while its AI searches, else "Waiting for Player 3.".
pub fn waiting_words(name: &str, thinking: bool) -> String {
    let words = book();
    fill(if thinking { words.thinking() } else { words.waiting() }, &[("name", &name)])
}

/// The line over the hand while a finished trick waits for the player.
pub fn trick_over_waiting() -> &'static str {
    book().trick_over_waiting()
}

/// Pass-and-play: the screen between two humans' turns, and its button.
pub fn pass_device_words(name: &str) -> (String, String) {
    let words = book();
    (fill(words.pass_device(), &[("name", &name)]), fill(words.show_my_hand(), &[("name", &name)]))
}

/// What an entry of the trick is worth: "Purple 8".
pub fn worth_words(color: Color, value: u8) -> String {
    fill(book().card(), &[("colour", &colour(color)), ("value", &value)])
}

/// An entry's worth for screen readers, before the word that says it does not count:
/// "Red 3, " (then "junk").
pub fn worth_before(color: Color, value: u8) -> String {
    format!("{}, ", worth_words(color, value))
}

/// An AI seat's level for screen readers: "AI, level Painter".
pub fn ai_badge(level: Level) -> String {
    fill(book().ai_badge(), &[("level", &level_title(level))])
}

/// A Pointillism bid's chips, named: "bid Red and Green".
pub fn bid_label(bid: Bid) -> String {
    fill(book().bid_label(), &[("bid", &lang::bid(bid))])
}

/// A running total: "1 pt", "−3 pts" (the minus sign, not a hyphen).
pub fn points_words(score: i32) -> String {
    counted(book().points_short(), score.abs()).replacen(&score.abs().to_string(), &number(score), 1)
}

/// A seat's pile: "1 trick" (Pointillism), "3 cards in pile" (Impressionism).
pub fn pile_words(mode: Mode, n: usize) -> String {
    let words = book();
    counted(if mode == Mode::Pointillism { words.tricks_count() } else { words.pile_count() }, n as i64)
}

/// An Impressionism pile on a phone's narrow seat: "6 in pile".
pub fn pile_short(n: usize) -> String {
    fill(book().pile_short(), &[("n", &n)])
}

/// A seat's fan of card backs, named: "1 card", "5 cards".
pub fn card_count(n: usize) -> String {
    counted(book().cards_count(), n as i64)
}

/// The line under the hand after a dimmed card is tapped: "Why not Red 3: ..." (`why`,
/// why it cannot be used now).
pub fn why_not_line(card: Card, why: &str) -> String {
    fill(book().why_not(), &[("card", &lang::card(card)), ("why", &why)])
}

/// The colour wheel's status: "The trick is Red.", "The trick is Red; you can smear it
/// into Orange or Purple.", "The trick is Purple; you can mix Red and Blue to make it.",
/// or nothing without a trick.
pub fn wheel_status(trick: Option<Color>, open: &[Color]) -> String {
    let words = book();
    match (trick, open.is_empty()) {
        (Some(t), true) => fill(words.wheel_trick(), &[("colour", &colour(t))]),
        // A secondary trick is made by a mix; a primary one turned by a smear.
        (Some(t), false) => match t.recipe() {
            Some((a, b)) => fill(words.wheel_mix(), &[("colour", &colour(t)), ("a", &colour(a)), ("b", &colour(b))]),
            None => {
                let into: Vec<String> = open.iter().map(|c| colour(*c).to_string()).collect();
                let into = lang::joined(&into, words.or_more(), words.or_last_colour());
                fill(words.wheel_smear(), &[("colour", &colour(t)), ("colours", &into)])
            }
        },
        (None, _) => String::new(),
    }
}

/// The colour wheel's name for screen readers: every recipe ("Red + Yellow = Orange"),
/// then the status ([`wheel_status`]).
pub fn wheel_label(trick: Option<Color>, open: &[Color]) -> String {
    let words = book();
    let recipes: Vec<String> = Color::ALL
        .iter()
        .filter_map(|c| {
            let (a, b) = c.recipe()?;
            Some(fill(words.recipe(), &[("a", &colour(a)), ("b", &colour(b)), ("c", &colour(*c))]))
        })
        .collect();
    let recipes = lang::joined(&recipes, words.recipes_more(), words.recipes_more());
    fill(words.wheel_label(), &[("recipes", &recipes), ("status", &wheel_status(trick, open))])
}

/// A colour chip of the bid, for screen readers: "Red chip".
pub fn chip_name(color: Color) -> String {
    fill(book().chip_name(), &[("colour", &colour(color))])
}

/// The chip bid's button: "Pick the colours to bid" (none picked), "Bid Red and Green",
/// "Bid the rainbow (all six)". Colours bid are listed with "and": "+" is the rules' sign
/// for mixing.
pub fn chip_bid_label(bid: Option<Bid>) -> String {
    let words = book();
    match bid {
        None => words.pick_bid_colours().to_string(),
        Some(b) if b.is_rainbow() => words.bid_rainbow().to_string(),
        Some(b) => fill(words.bid_colours(), &[("bid", &lang::bid(b))]),
    }
}

/// Who laid the card on a board space: "by Painter 2".
pub fn placed_by(who: &str) -> String {
    fill(book().placed_by(), &[("name", &who)])
}

/// A board space's name: "+1: Red 3 by Painter 2", "+1: Red 3", "+1: Red" (a colour
/// without its card), "+1: open". `by`: who laid the card, when known.
pub fn space_label(space: Space, card: Option<Card>, color: Option<Color>, by: Option<&str>) -> String {
    let words = book();
    let space = lang::space(space);
    match (card, by) {
        (Some(card), Some(who)) => {
            fill(words.space_card_by(), &[("space", &space), ("card", &lang::card(card)), ("name", &who)])
        }
        (Some(card), None) => fill(words.space_card(), &[("space", &space), ("card", &lang::card(card))]),
        (None, _) => match color {
            Some(c) => fill(words.space_card(), &[("space", &space), ("card", &colour(c))]),
            None => fill(words.space_open(), &[("space", &space)]),
        },
    }
}

/// The name of the button that places `card` on `space`: "Place Red 1 on +1".
pub fn place_on(card: Card, space: Space) -> String {
    fill(book().place_on(), &[("card", &lang::card(card)), ("space", &lang::space(space))])
}

/// A move in the language spoken, for the list of every legal move: "Play Red 3",
/// "Mix Red 3 and Blue 5 (Purple 8)", "Place Red 1 on +1" (the English of the log and
/// the review is [`crate::action_name`]).
pub fn move_name(action: Action) -> String {
    let w = book();
    let card = lang::card;
    match action {
        Action::Bid(bid) if bid.is_null() => w.bid_null().into(),
        Action::Bid(bid) if bid.is_rainbow() => w.move_bid_rainbow().into(),
        Action::Bid(bid) => fill(w.bid_colours(), &[("bid", &lang::bid(bid))]),
        Action::Place(space, c) => place_on(c, space),
        Action::Pass => w.pass().into(),
        Action::Play(c) => fill(w.move_play(), &[("card", &card(c))]),
        Action::Mix(a, b) => {
            let made = a.color().mix(b.color()).map_or_else(String::new, |c| worth_words(c, a.value() + b.value()));
            fill(w.move_mix(), &[("a", &card(a)), ("b", &card(b)), ("made", &made)])
        }
        Action::Smear(p, s) => fill(w.move_smear(), &[("p", &card(p)), ("s", &card(s))]),
        Action::Win => w.win_tie().into(),
        Action::Lose => w.lose_tie().into(),
    }
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
        assert_eq!(place_on(red3, Space::One), "Place Red 3 on +1");
    }
}
