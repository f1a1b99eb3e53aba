//! A suggestion in a player's words: the move, then why, from facts of the position
//! ("Play Blue 4: it wins the trick so far with your lowest winning card, and keeps your
//! Blue 5 for later"). The search's numbers go in the details.

use crate::engine::{Action, Card, Color, Hand, Mode, Round, Seat, SeatView, Space, Standing};
use crate::explain::{a, action_name, card_name, count};

use super::policy::wants_tricks;

/// What the board makes one card of `color` score in a pile (R11), before cancels.
fn points(round: &Round, card: Card) -> i32 {
    round.space_of(card.color()).map_or(0, |s| s.points(card.value()))
}

/// The cards of `color` in `hand`, highest first.
fn of_color(hand: Hand, color: Color) -> Vec<Card> {
    let mut cards: Vec<Card> = hand.iter().filter(|c| c.color() == color).collect();
    cards.sort_by_key(|c| std::cmp::Reverse(c.value()));
    cards
}

/// The move and why, in a player's words.
pub fn advice(view: &SeatView, action: Action) -> String {
    let round = view.round();
    let hand = view.hand();
    let seat = view.seat;
    let why = match action {
        Action::Place(space, card) => {
            let more = of_color(hand, card.color()).len().saturating_sub(1);
            let name = card.color().name();
            let held = match more {
                0 => format!("you hold no other {name} card"),
                _ => format!("you hold {} more", count(more as u32, &format!("{name} card"), &format!("{name} cards"))),
            };
            match space {
                Space::Cancel => {
                    format!("every {} card in a pile will cancel a scoring card, and {held}", card.color().name())
                }
                _ => format!("{} cards will cost whoever takes them, and {held}", card.color().name()),
            }
        }
        Action::Pass => "keep your cards for the tricks".into(),
        Action::Bid(_) => String::new(),
        Action::Win => match round.mode() {
            Mode::Pointillism if wants_tricks(round, seat) => {
                "you are then winning the trick so far, and you want tricks".into()
            }
            _ => "you are then winning the trick so far".into(),
        },
        Action::Lose => "the entry that was winning stays ahead".into(),
        Action::Play(card) if round.trick().is_none() => lead_words(round, seat, card),
        _ => follow_words(view, action),
    };
    let what = action_name(action);
    if why.is_empty() { format!("{what}.") } else { format!("{what}: {why}.") }
}

fn lead_words(round: &Round, seat: Seat, card: Card) -> String {
    match round.mode() {
        Mode::Pointillism => match round.bids()[seat.index()] {
            Some(bid) if bid.contains(card.color()) => {
                format!("you bid {} and want {} trick", card.color().name(), a(card.color().name()))
            }
            _ => format!("it sets the trick's colour to {}", card.color().name()),
        },
        Mode::Impressionism => {
            let cost = points(round, card);
            if cost > 0 {
                format!(
                    "it sets the trick's colour to {}; it scores {} in whoever's pile it ends",
                    card.color().name(),
                    count(cost, "point", "points")
                )
            } else {
                format!("it sets the trick's colour to {} and scores nothing itself", card.color().name())
            }
        }
    }
}

fn follow_words(view: &SeatView, action: Action) -> String {
    let round = view.round();
    let seat = view.seat;
    let Some(trick) = round.trick() else { return String::new() };
    let played: Vec<Card> = action.cards().collect();
    let standing = round.standing_after(action);
    let wants = match round.mode() {
        Mode::Pointillism => wants_tricks(round, seat),
        Mode::Impressionism => false,
    };
    match standing {
        Standing::Winning => {
            let mut text = "it wins the trick so far".to_string();
            if let (Action::Play(card), true) = (action, wants) {
                // The lowest card of its colour that still wins, keeping the higher ones.
                let higher: Vec<Card> =
                    of_color(view.hand(), card.color()).into_iter().filter(|c| c.value() > card.value()).collect();
                if let Some(top) = higher.first() {
                    text.push_str(&format!(" and keeps your {} for later", card_name(*top)));
                }
            }
            if round.mode() == Mode::Impressionism {
                let cost: i32 = trick.cards().iter().chain(played.iter().copied()).map(|c| points(round, c)).sum();
                text.push_str(&format!(
                    "; the trick's cards so far score {} on the board",
                    count(cost, "point", "points")
                ));
            }
            text
        }
        Standing::Tied => "it ties the best entry, and then you choose whether to win or lose the tie".into(),
        Standing::Losing => {
            let stays = "it stays under the winning entry";
            match round.mode() {
                Mode::Impressionism => {
                    let cost: i32 = played.iter().map(|&c| points(round, c)).sum();
                    if cost > 0 {
                        format!(
                            "{stays}, and gives away {} worth {} to the trick's winner",
                            cards_words(&played),
                            count(cost, "point", "points")
                        )
                    } else {
                        format!("{stays}, so the trick's cards go to someone else")
                    }
                }
                Mode::Pointillism if wants => format!("{stays}; your stronger cards are kept for tricks you can win"),
                Mode::Pointillism => format!("{stays}, and you do not want tricks"),
            }
        }
    }
}

fn cards_words(cards: &[Card]) -> String {
    cards.iter().map(|&c| card_name(c)).collect::<Vec<_>>().join(" + ")
}
