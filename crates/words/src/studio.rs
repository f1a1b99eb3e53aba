//! The studio's sentences (`web::pages::studio`): each step's heading, what the draft
//! holds, and what is wrong with it, in the game's words.

use pala_rules::engine::{Action, Bid};

use super::action_name;

/// A step's heading: "Step 2 (Player 3): Play Red 4"; without a player when the move
/// cannot be replayed.
pub fn studio_step_head(step: usize, who: &str, action: Action) -> String {
    if who.is_empty() {
        format!("Step {step}: {}", action_name(action))
    } else {
        format!("Step {step} ({who}): {}", action_name(action))
    }
}

/// What the draft's moves amount to, under the table.
pub fn studio_moves_words(scene: usize, steps: usize) -> String {
    let moves = |n: usize| if n == 1 { "1 move".to_string() } else { format!("{n} moves") };
    let set = |n: usize| if n == 1 { "1 move sets the scene".to_string() } else { format!("{n} moves set the scene") };
    match (scene, steps) {
        (0, 0) => "No moves yet: make the first one on the table.".into(),
        (0, n) => format!("The lesson has {}, in the steps below.", moves(n)),
        (s, 0) => format!("{}; the next move made on the table is step 1.", set(s)),
        (s, n) => format!("{}, then {} in the steps below.", set(s), moves(n)),
    }
}

/// The check of the draft as the widget reads it: all good, or the loader's own words.
pub fn studio_check_words(steps: usize, problem: Option<&str>) -> String {
    match (problem, steps) {
        (Some(p), _) => format!("Not ready: {p}"),
        (None, 0) => "Ready: an example (no steps yet, so not a lesson).".into(),
        (None, 1) => "Ready: a lesson of 1 step.".into(),
        (None, n) => format!("Ready: a lesson of {n} steps."),
    }
}

/// A seat's bid as set in the studio: "Player 2 bids Red and Blue", "Player 3 bids null
/// (to win no tricks)" (the white chip alone, R4). Not "+", which is the rules' sign for
/// mixing.
pub fn studio_bid_legend(who: &str, bid: Bid) -> String {
    if bid.is_null() {
        format!("{who} bids null (to win no tricks)")
    } else {
        format!("{who} bids {}", super::bid_words(bid))
    }
}

/// Under a set bidding of a dealt round: the dealer leads its first trick (R1).
pub fn studio_dealer_leads(dealer: &str) -> String {
    format!("{dealer}, the dealer, leads the first trick, as at the start of every round.")
}

/// Under the leader of a position placed by hand: the dealer leads a round's first trick
/// (R1), so another leader stands for a later trick, led by the winner of the trick
/// before (R9), whose cards belong in the piles.
pub fn studio_leader_note(dealer: &str, leader: &str) -> String {
    if dealer == leader {
        format!(
            "{dealer}, the dealer, leads a round's first trick. Choose another player only for a later trick, and put the cards won so far in the piles."
        )
    } else {
        format!(
            "{leader} is not the dealer ({dealer}), so this stands for a later trick, which {leader} leads as the winner of the trick before: put the cards won so far in the piles, some in {leader}'s. A round's first trick is led by its dealer."
        )
    }
}

/// What clears a set bidding: changing it clears the moves; dealing again drops it.
pub fn studio_bidding_note(by_hand: bool) -> &'static str {
    if by_hand {
        "Changing the bidding clears the moves made on the table, with their steps and words. A new game, table size or deal number deals afresh without it; a new dealer keeps it, and takes the lead if the old dealer had it."
    } else {
        "Changing the bidding clears the moves made on the table, with their steps and words. A new game, table size, deal number or dealer deals afresh without it."
    }
}

/// Under a set Impressionism board: the board's colours take no cards from the hands
/// (the scenario's `board`), though in a real round each came from a hand (R3).
/// What an embedded element shows until its example mounts (the example's shadow root
/// then hides it), and for good where the host page cannot load Pala's files: from
/// another site, module scripts need CORS, and without it nothing else could say so.
pub fn embed_waiting(base: &str) -> String {
    format!(
        "This Pala example is loading from {base}. If this message stays, either that site must send \
         Pala's files with the header Access-Control-Allow-Origin, or this page must embed the example as a frame."
    )
}

/// The frame snippet's label: where it works, and how to fit a longer lesson.
pub const STUDIO_IFRAME_LABEL: &str = "Embed as a frame (works on any site; the frame is 40rem tall: increase the height in its style attribute for a longer lesson)";

pub const STUDIO_BOARD_NOTE: &str = "Setting the board takes no cards from the hands, though in a real round each card on the board came from its player's hand. For hands as a real round would leave them, place the cards by hand and take those cards out.";

/// A step's button that takes it back, with the steps after it: "Take back step 2 and
/// the step after it".
pub fn studio_take_back_words(step: usize, after: usize) -> String {
    match after {
        0 => format!("Take back step {step}"),
        1 => format!("Take back step {step} and the step after it"),
        n => format!("Take back step {step} and the {n} steps after it"),
    }
}

/// Above a position opened from a finished game's review.
pub fn studio_from_game_words(scene: usize) -> String {
    match scene {
        0 => "From your game: the round as it was dealt; the moment reviewed is its first move.".into(),
        1 => "From your game: the round as it was dealt and the move before the moment reviewed, which sets the scene."
            .into(),
        n => format!(
            "From your game: the round as it was dealt and the {n} moves before the moment reviewed, which set the scene."
        ),
    }
}

/// Said when the studio's drafts could not be read back: they are kept as they were.
pub fn studio_drafts_unreadable(kept_under: &str) -> String {
    format!(
        "Your drafts could not be read back, so the studio starts afresh. What was stored is kept unchanged under \u{201c}{kept_under}\u{201d} in this browser's storage."
    )
}

/// Said when the stored drafts are too large to open (`kb` of them, at most `most` KB).
pub fn studio_drafts_too_large(kb: usize, most: usize) -> String {
    format!(
        "Your drafts are too large to open ({kb} KB; the studio opens at most {most} KB), so the studio starts afresh."
    )
}

/// Where drafts the studio did not open are kept.
pub fn studio_drafts_kept(kept_under: &str) -> String {
    format!("What was stored is kept unchanged under \u{201c}{kept_under}\u{201d} in this browser's storage.")
}

/// Said when stored drafts were past the studio's limits (`steps` steps, a title of
/// `title` characters, `words` characters in each text) and opened cut to them.
pub fn studio_drafts_cut(kept_under: &str, steps: usize, title: usize, words: usize) -> String {
    format!(
        "One or more drafts were longer than the studio keeps (at most {steps} steps, a title of {title} characters and {words} characters in each text), so they open cut to fit. {}",
        studio_drafts_kept(kept_under)
    )
}

/// Said too when drafts not opened could not be copied aside: they stay where they are.
pub const STUDIO_DRAFTS_HELD: &str =
    "Changes made now are not stored until those drafts are exported or removed from this browser's storage.";

/// Why a draft could not be stored: the browser gives the page no storage, the storage
/// is full, or the browser refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotStored {
    Blocked,
    Full,
    Refused,
}

/// Said when a draft could not be stored.
pub fn studio_not_stored(why: NotStored) -> String {
    let why = match why {
        NotStored::Blocked => "this browser gives the page no storage.",
        NotStored::Full => "this browser's storage for the page is full.",
        NotStored::Refused => "this browser refused to store it.",
    };
    format!("This draft is not stored: {why} Export it before you leave this page.")
}

/// A draft's name in the list: its title, or "Untitled draft N".
pub fn studio_draft_name(title: &str, n: usize) -> String {
    if title.trim().is_empty() { format!("Untitled draft {n}") } else { title.trim().to_string() }
}

/// A card of the deck as a button: "Red 1 (2 in the deck): put one in Player 2's hand".
pub fn studio_place_label(card: &str, left: usize, into: &str) -> String {
    if left == 1 {
        format!("{card} (the last in the deck): put it in {into}")
    } else {
        format!("{card} ({left} in the deck): put one in {into}")
    }
}

/// A placed card as a button: "Red 1: put it back in the deck".
pub fn studio_put_back(card: &str) -> String {
    format!("{card}: put it back in the deck")
}

/// A hand or pile's heading: "Player 2's hand: 14 cards".
pub fn studio_placed_head(place: &str, cards: usize) -> String {
    let cards = if cards == 1 { "1 card".to_string() } else { format!("{cards} cards") };
    format!("{place}: {cards}")
}

/// What the piles hold (the scenario's `piles`), and what a change of cards does.
pub fn studio_piles_note(pointillism: bool) -> &'static str {
    if pointillism {
        "A pile holds one card per trick already won, of the trick's final colour (only the colour counts). Changing the cards clears the moves made on the table, with their steps and words."
    } else {
        "A pile holds the cards won this round. Changing the cards clears the moves made on the table, with their steps and words."
    }
}

/// Said instead of the table when the studio's deal number deals the round in play in
/// the game saved in this browser (R13: its hands stay hidden until the round is over).
pub const STUDIO_DEAL_IN_PLAY: &str = "This is the deal of the round you are playing in your saved game: the studio shows its hands once that round is over. Choose another deal number, or finish the round first.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_studio_counts_its_moves_and_steps() {
        assert_eq!(studio_moves_words(0, 0), "No moves yet: make the first one on the table.");
        assert_eq!(studio_moves_words(3, 0), "3 moves set the scene; the next move made on the table is step 1.");
        assert_eq!(studio_moves_words(1, 2), "1 move sets the scene, then 2 moves in the steps below.");
        assert_eq!(studio_check_words(3, None), "Ready: a lesson of 3 steps.");
        let play: Action = "play R4".parse().unwrap();
        assert_eq!(studio_step_head(2, "Player 3", play), "Step 2 (Player 3): Play Red 4");
        assert_eq!(studio_step_head(2, "", play), "Step 2: Play Red 4");
        assert_eq!(studio_draft_name("  ", 2), "Untitled draft 2");
        assert!(studio_from_game_words(1).contains("and the move before the moment"));
        assert_eq!(studio_take_back_words(2, 0), "Take back step 2");
        assert_eq!(studio_bid_legend("Player 2", "B R".parse().unwrap()), "Player 2 bids Red and Blue");
        assert_eq!(studio_bid_legend("Player 2", "B Y R".parse().unwrap()), "Player 2 bids Red, Yellow and Blue");
        assert!(studio_leader_note("Player 1", "Player 3").starts_with("Player 3 is not the dealer (Player 1)"));
        assert!(studio_leader_note("Player 1", "Player 1").starts_with("Player 1, the dealer, leads"));
        assert_eq!(studio_bid_legend("Player 3", Bid::NULL), "Player 3 bids null (to win no tricks)");
        assert_eq!(studio_take_back_words(2, 3), "Take back step 2 and the 3 steps after it");
        assert_eq!(studio_take_back_words(2, 1), "Take back step 2 and the step after it");
        assert_eq!(
            studio_place_label("Red 1", 2, "Player 2's hand"),
            "Red 1 (2 in the deck): put one in Player 2's hand"
        );
        assert_eq!(
            studio_place_label("Red 1", 1, "Player 2's pile"),
            "Red 1 (the last in the deck): put it in Player 2's pile"
        );
        assert!(studio_from_game_words(5).contains("the 5 moves before"));
    }
}
