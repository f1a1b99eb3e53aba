//! Plain-words explanations of what an action did, for the rules widget, the game log
//! and screen-reader announcements. The engine decides; this only describes the
//! difference between the round before and after an action.

use crate::engine::{Action, Card, Hand, Mode, Phase, Round, SeatScore, Space, Standing, Trick};

/// A card in words: "Red 3".
pub fn card_name(card: Card) -> String {
    format!("{} {}", card.color().name(), card.value())
}

/// An action in words, for buttons and announcements: "Mix Red 3 and Blue 5: Purple 8".
pub fn action_name(action: Action) -> String {
    match action {
        Action::Bid(bid) if bid.is_null() => "Bid null (no tricks)".into(),
        Action::Bid(bid) if bid.is_rainbow() => "Bid the rainbow (all six colours)".into(),
        Action::Bid(bid) => format!("Bid {}", crate::ai::bid_words(bid)),
        Action::Place(space, card) => format!("Place {} on {space}", card_name(card)),
        Action::Pass => "Pass".into(),
        Action::Play(card) => format!("Play {}", card_name(card)),
        Action::Mix(a, b) => {
            let made =
                a.color().mix(b.color()).map_or(String::new(), |c| format!(": {} {}", c.name(), a.value() + b.value()));
            format!("Mix {} and {}{made}", card_name(a), card_name(b))
        }
        Action::Smear(p, s) => format!("Smear {} and play {}", card_name(p), card_name(s)),
        Action::Win => "Win the tie".into(),
        Action::Lose => "Lose the tie".into(),
    }
}

/// A seat's move as a short bubble at its place on the table, for the moves the cards
/// on the table do not show by themselves ("Pass", "Bids Red + Green", "Mixes Red 3 +
/// Blue 5"); `None` for a plain play, which the card shows.
pub fn bubble(before: &Round, action: Action) -> Option<String> {
    let plus = |colors: &mut dyn Iterator<Item = crate::engine::Color>| {
        colors.map(|c| c.name()).collect::<Vec<_>>().join(" + ")
    };
    Some(match action {
        Action::Bid(bid) if bid.is_null() => "Null".into(),
        Action::Bid(bid) if bid.is_rainbow() => "Bids the rainbow".into(),
        Action::Bid(bid) => format!("Bids {}", plus(&mut bid.color_list())),
        Action::Place(space, card) => format!("Places {} on {space}", card_name(card)),
        Action::Pass => "Pass".into(),
        Action::Play(_) => return None,
        Action::Mix(a, b) => format!("Mixes {} + {}", card_name(a), card_name(b)),
        Action::Smear(p, _) => match before.trick().and_then(|t| t.winning_entry().cards().next()) {
            Some(target) => format!("Smears {} onto {}", card_name(p), card_name(target)),
            None => format!("Smears {}", card_name(p)),
        },
        Action::Win => "Takes the tie".into(),
        Action::Lose => "Gives up the tie".into(),
    })
}

/// A verb for a seat name: third person ("Claude leads"), or plain for "You" ("You lead").
fn verb(who: &str, third: &'static str) -> &'static str {
    if who != "You" {
        return third;
    }
    match third {
        "has" => "have",
        "is" => "are",
        "copies" => "copy",
        "passes" => "pass",
        "mixes" => "mix",
        "means" => "mean",
        _ => third.strip_suffix('s').unwrap_or(third),
    }
}

/// What `action` by the player to move in `before` did, given the round `after` it.
/// `name` names seats ("Seat 2", "You", "Claude").
pub fn explain(before: &Round, action: Action, after: &Round, name: &dyn Fn(u8) -> String) -> String {
    let Some(seat) = before.to_move() else { return String::new() };
    let who = name(seat);
    let mut text = match action {
        Action::Bid(bid) if bid.is_null() => {
            format!("{who} {} null: {who} {} to win no trick.", verb(&who, "bids"), verb(&who, "means"))
        }
        Action::Bid(bid) => {
            let rainbow = if bid.is_rainbow() { " That is the rainbow: made, it scores 100 more." } else { "" };
            format!(
                "{who} {} {}: at least one trick in each, or nothing.{rainbow}",
                verb(&who, "bids"),
                crate::ai::bid_words(bid)
            )
        }
        Action::Place(space, card) => {
            format!(
                "{who} {} {} on {space}: {} cards {}.",
                verb(&who, "puts"),
                card_name(card),
                card.color().name(),
                space_effect(space)
            )
        }
        Action::Pass => format!("{who} {}.", verb(&who, "passes")),
        Action::Win => format!("{who} {} the tie and {} the trick.", verb(&who, "takes"), verb(&who, "leads")),
        Action::Lose => format!("{who} {} up the tie.", verb(&who, "gives")),
        Action::Play(card) => match before.trick() {
            None => format!("{who} {} {}: the trick is {}.", verb(&who, "leads"), card_name(card), card.color().name()),
            Some(trick) if card.color() == trick.color => {
                format!(
                    "{who} {} with {}{}.",
                    verb(&who, "copies"),
                    card_name(card),
                    standing_words(before, action, &who)
                )
            }
            Some(trick) => format!(
                "{who} {} no {} and {} {}: it cannot win unless a smear turns the trick {}.",
                verb(&who, "has"),
                trick.color.name(),
                verb(&who, "junks"),
                card_name(card),
                card.color().name()
            ),
        },
        Action::Mix(a, b) => {
            let color = a.color().mix(b.color()).map_or("?", |c| c.name());
            format!(
                "{who} {} {} and {} into a {color} {}{}.",
                verb(&who, "mixes"),
                card_name(a),
                card_name(b),
                a.value() + b.value(),
                standing_words(before, action, &who)
            )
        }
        Action::Smear(p, s) => smear_words(before, &who, p, s, name),
    };
    if let Some(done) = completed(before, after) {
        text.push(' ');
        text.push_str(&trick_words(done, before.mode(), name));
    }
    if after.phase() == Phase::Tie {
        text.push_str(&format!(
            " That ties the best entry: {who} {} whether to win or lose the tie.",
            verb(&who, "decides")
        ));
    }
    if after.is_over() && !before.is_over() {
        text.push_str(" The round is over.");
    }
    text
}

/// A board space's meaning in a few words, printed on the board (R11).
pub fn space_meaning(space: Space) -> &'static str {
    match space {
        Space::Cancel => "each cancels a scoring card; -1 if none is left",
        Space::Zero => "0 points each",
        Space::One => "1 point each",
        Space::Two => "2 points each",
        Space::Face => "face value each",
    }
}

fn space_effect(space: Space) -> &'static str {
    match space {
        Space::Cancel => "each discard another scoring card from their owner's pile (-1 each if nothing is left)",
        Space::Zero => "score 0",
        Space::One => "score 1 each",
        Space::Two => "score 2 each",
        Space::Face => "score their own value",
    }
}

fn standing_words(before: &Round, action: Action, who: &str) -> &'static str {
    match before.standing_after(action) {
        Standing::Winning if who == "You" => " and are winning the trick",
        Standing::Winning => " and is winning the trick",
        Standing::Tied => " and ties the best entry",
        Standing::Losing => ", not enough to win",
    }
}

fn smear_words(before: &Round, who: &str, p: Card, s: Card, name: &dyn Fn(u8) -> String) -> String {
    let Some(trick) = before.trick() else { return format!("{who} smears.") };
    let target = trick.winning_entry();
    let made = s.color().name();
    format!(
        "{who} {} no {} and {} {} onto {}'s {}: it becomes a {made} {}, and the trick is {made} from now on. \
         {who} {} {}{}.",
        verb(who, "has"),
        trick.color.name(),
        verb(who, "smears"),
        card_name(p),
        name(target.seat),
        target.cards().next().map_or(String::new(), card_name),
        target.value + p.value(),
        verb(who, "plays"),
        card_name(s),
        standing_words(before, crate::engine::Action::Smear(p, s), who)
    )
}

/// The trick that `after` completed, if the action completed one.
fn completed<'a>(before: &Round, after: &'a Round) -> Option<&'a Trick> {
    (after.tricks_done() > before.tricks_done()).then(|| after.completed_trick()).flatten()
}

/// Who won a completed trick and why, and what they took.
pub fn trick_words(trick: &Trick, mode: Mode, name: &dyn Fn(u8) -> String) -> String {
    let best = trick.winning_entry();
    let cards: Vec<String> = best.cards().map(card_name).collect();
    let why = format!("the highest {} entry ({}, worth {})", trick.color.name(), cards.join(" + "), best.value);
    let who = name(best.seat);
    let took = match mode {
        Mode::Pointillism => format!("{} one {} card for it", verb(&who, "keeps"), trick.color.name()),
        Mode::Impressionism => format!("{} all {} cards into the pile", verb(&who, "takes"), trick.cards().len()),
    };
    format!("{who} {} the trick with {why} and {took}.", verb(&who, "wins"))
}

/// How a seat's round score came about, line by line.
pub fn score_lines(score: &SeatScore, board: &[(Space, Option<crate::engine::Color>)]) -> Vec<String> {
    match score {
        SeatScore::Pointillism(s) => {
            let mut lines = Vec::new();
            let tricks: u32 = s.tricks_by_color.iter().map(|&t| t as u32).sum();
            match s.bid {
                Some(bid) if bid.is_null() => lines.push(format!(
                    "Bid null and won {tricks} trick{}: {:+}",
                    if tricks == 1 { "" } else { "s" },
                    s.null_points
                )),
                Some(bid) => {
                    let plural = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
                    lines.push(format!("Bid {}; won {}", crate::ai::bid_words(bid), plural(tricks, "trick", "tricks")));
                    if s.made {
                        lines.push(format!(
                            "Made: {} x {} = {}",
                            plural(tricks, "trick", "tricks"),
                            plural(bid.count(), "colour", "colours"),
                            s.trick_points
                        ));
                    } else {
                        // Which bid colours took no trick.
                        let missed: Vec<&str> =
                            bid.color_list().filter(|c| s.tricks_by_color[c.index()] == 0).map(|c| c.name()).collect();
                        lines.push(format!("Missed {}: 0", missed.join(" and ")));
                    }
                    if s.rainbow_bonus > 0 {
                        lines.push(format!("Rainbow: +{}", s.rainbow_bonus));
                    }
                }
                None => lines.push("No bid".into()),
            }
            lines
        }
        SeatScore::Impressionism(s) => {
            let points = |c: Card| {
                board.iter().find(|(_, col)| *col == Some(c.color())).map_or(0, |(sp, _)| sp.points(c.value()))
            };
            let list = |h: Hand| h.iter().map(card_name).collect::<Vec<_>>().join(", ");
            let mut lines = Vec::new();
            if !s.off_board.is_empty() {
                lines.push(format!("Not on the board, worth nothing: {}", list(s.off_board)));
            }
            for (canceller, cancelled) in s.cancellers.iter().zip(s.cancelled.iter()) {
                lines.push(format!(
                    "{} cancels {} (would score {})",
                    card_name(canceller),
                    card_name(cancelled),
                    points(cancelled)
                ));
            }
            if !s.unused_cancels.is_empty() {
                lines.push(format!("Cancel cards with nothing to cancel, -1 each: {}", list(s.unused_cancels)));
            }
            for card in s.counted.iter() {
                lines.push(format!("{}: {}", card_name(card), points(card)));
            }
            lines.push(format!("Total: {}", s.total));
            lines
        }
    }
}
