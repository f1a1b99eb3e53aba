//! The studio's sentences (`web::pages::studio`): each step's heading, what the draft
//! holds, and what is wrong with it, in the game's words.

use pala_rules::engine::{Action, Bid};

use crate::lang::{self, book, counted, fill};
use crate::move_name;

/// A step's heading: "Step 2 (Player 3): Play Red 4"; without a player when the move
/// cannot be replayed.
pub fn studio_step_head(step: usize, who: &str, action: Action) -> String {
    let w = book();
    let moved = move_name(action);
    if who.is_empty() {
        fill(w.studio_step_head(), &[("n", &step), ("move", &moved)])
    } else {
        fill(w.studio_step_head_who(), &[("n", &step), ("who", &who), ("move", &moved)])
    }
}

/// What the draft's moves amount to, under the table.
pub fn studio_moves_words(scene: usize, steps: usize) -> String {
    let w = book();
    let moves = |n: usize| counted(w.studio_moves_count(), n as i64);
    let set = |n: usize| counted(w.studio_scene_set(), n as i64);
    match (scene, steps) {
        (0, 0) => w.studio_no_moves().into(),
        (0, n) => fill(w.studio_lesson_moves(), &[("moves", &moves(n))]),
        (s, 0) => fill(w.studio_scene_next(), &[("set", &set(s))]),
        (s, n) => fill(w.studio_scene_steps(), &[("set", &set(s)), ("moves", &moves(n))]),
    }
}

/// The check of the draft as the widget reads it: all good, or the loader's own words.
pub fn studio_check_words(steps: usize, problem: Option<&str>) -> String {
    let w = book();
    match (problem, steps) {
        (Some(p), _) => fill(w.studio_not_ready(), &[("problem", &p)]),
        (None, 0) => w.studio_ready_example().into(),
        (None, n) => counted(w.studio_ready_lesson(), n as i64),
    }
}

/// A seat's bid as set in the studio: "Player 2 bids Red and Blue", "Player 3 bids null
/// (to win no tricks)" (the white chip alone, R4). Not "+", which is the rules' sign for
/// mixing.
pub fn studio_bid_legend(who: &str, bid: Bid) -> String {
    if bid.is_null() {
        fill(book().studio_bids_null(), &[("who", &who)])
    } else {
        fill(book().studio_bids(), &[("who", &who), ("bid", &lang::bid(bid))])
    }
}

/// Under a set bidding of a dealt round: the dealer leads its first trick (R1).
pub fn studio_dealer_leads(dealer: &str) -> String {
    fill(book().studio_dealer_leads(), &[("dealer", &dealer)])
}

/// Under the leader of a position placed by hand: the dealer leads a round's first trick
/// (R1), so another leader stands for a later trick, led by the winner of the trick
/// before (R9), whose cards belong in the piles.
pub fn studio_leader_note(dealer: &str, leader: &str) -> String {
    if dealer == leader {
        fill(book().studio_leader_dealer(), &[("dealer", &dealer)])
    } else {
        fill(book().studio_leader_other(), &[("dealer", &dealer), ("leader", &leader)])
    }
}

/// What clears a set bidding: changing it clears the moves; dealing again drops it.
pub fn studio_bidding_note(by_hand: bool) -> &'static str {
    if by_hand { book().studio_bidding_by_hand() } else { book().studio_bidding_dealt() }
}

/// What an embedded element shows until its example mounts (the example's shadow root
/// then hides it), and for good where the host page cannot load Pala's files: from
/// another site, module scripts need CORS, and without it nothing else could say so.
pub fn embed_waiting(base: &str) -> String {
    fill(book().embed_waiting(), &[("base", &base), ("header", &"Access-Control-Allow-Origin")])
}

/// The frame snippet's label: where it works, and how to fit a longer lesson.
pub fn studio_iframe_label() -> String {
    fill(book().studio_iframe_label(), &[("height", &"40rem")])
}

/// Under a set Impressionism board: the board's colours take no cards from the hands
/// (the scenario's `board`), though in a real round each came from a hand (R3).
pub fn studio_board_note() -> &'static str {
    book().studio_board_note()
}

/// A step's button that takes it back, with the steps after it: "Take back step 2 and
/// the step after it".
pub fn studio_take_back_words(step: usize, after: usize) -> String {
    let w = book();
    match after {
        0 => fill(w.studio_take_back(), &[("n", &step)]),
        1 => fill(w.studio_take_back_one(), &[("n", &step)]),
        k => fill(w.studio_take_back_more(), &[("n", &step), ("k", &k)]),
    }
}

/// Above a position opened from a finished game's review.
pub fn studio_from_game_words(scene: usize) -> String {
    let w = book();
    match scene {
        0 => w.studio_from_game_first().into(),
        1 => w.studio_from_game_one().into(),
        n => fill(w.studio_from_game(), &[("n", &n)]),
    }
}

/// Said when the studio's drafts could not be read back: they are kept as they were.
pub fn studio_drafts_unreadable(kept_under: &str) -> String {
    let mut said = book().studio_drafts_unreadable().to_string();
    lang::then(&mut said, &studio_drafts_kept(kept_under));
    said
}

/// Said when the stored drafts are too large to open (`kb` of them, at most `most` KB).
pub fn studio_drafts_too_large(kb: usize, most: usize) -> String {
    fill(book().studio_drafts_too_large(), &[("kb", &format!("{kb} KB")), ("most", &format!("{most} KB"))])
}

/// Where drafts the studio did not open are kept.
pub fn studio_drafts_kept(kept_under: &str) -> String {
    fill(book().studio_drafts_kept(), &[("key", &kept_under)])
}

/// Said when stored drafts were past the studio's limits (`steps` steps, a title of
/// `title` characters, `words` characters in each text) and opened cut to them.
pub fn studio_drafts_cut(kept_under: &str, steps: usize, title: usize, words: usize) -> String {
    let mut said = fill(book().studio_drafts_cut(), &[("steps", &steps), ("title", &title), ("words", &words)]);
    lang::then(&mut said, &studio_drafts_kept(kept_under));
    said
}

/// Said too when drafts not opened could not be copied aside: they stay where they are.
pub fn studio_drafts_held() -> &'static str {
    book().studio_drafts_held()
}

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
    let w = book();
    let why = match why {
        NotStored::Blocked => w.studio_no_storage(),
        NotStored::Full => w.studio_storage_full(),
        NotStored::Refused => w.studio_storage_refused(),
    };
    fill(w.studio_not_stored(), &[("why", &why)])
}

/// A draft's name in the list: its title, or "Untitled draft N".
pub fn studio_draft_name(title: &str, n: usize) -> String {
    if title.trim().is_empty() { fill(book().studio_untitled(), &[("n", &n)]) } else { title.trim().to_string() }
}

/// A card of the deck as a button: "Red 1 (2 in the deck): put one in Player 2's hand".
pub fn studio_place_label(card: &str, left: usize, into: &str) -> String {
    if left == 1 {
        fill(book().studio_place_last(), &[("card", &card), ("into", &into)])
    } else {
        fill(book().studio_place_one(), &[("card", &card), ("left", &left), ("into", &into)])
    }
}

/// A placed card as a button: "Red 1: put it back in the deck".
pub fn studio_put_back(card: &str) -> String {
    fill(book().studio_put_back(), &[("card", &card)])
}

/// A hand or pile's heading: "Player 2's hand: 14 cards".
pub fn studio_placed_head(place: &str, cards: usize) -> String {
    fill(&counted(book().studio_placed_head(), cards as i64), &[("place", &place)])
}

/// What the piles hold (the scenario's `piles`), and what a change of cards does.
pub fn studio_piles_note(pointillism: bool) -> &'static str {
    if pointillism { book().studio_piles_pointillism() } else { book().studio_piles_impressionism() }
}

/// Said instead of the table when the studio's deal number deals the round in play in
/// the game saved in this browser (R13: its hands stay hidden until the round is over).
pub fn studio_deal_in_play() -> &'static str {
    book().studio_deal_in_play()
}

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

    #[test]
    fn the_studio_in_german_and_japanese() {
        use crate::lang::{Lang, speak};
        let play: Action = "play R4".parse().unwrap();
        assert!(speak(Lang::De));
        assert_eq!(studio_step_head(2, "Spieler 3", play), "Schritt 2 (Spieler 3): Rot 4 spielen");
        assert_eq!(studio_moves_words(1, 2), "1 Zug stellt die Szene, danach 2 Züge in den Schritten unten.");
        assert_eq!(studio_bid_legend("Spieler 2", "B R".parse().unwrap()), "Spieler 2 bietet Rot und Blau");
        assert_eq!(studio_placed_head("Blatt von Spieler 2", 1), "Blatt von Spieler 2: 1 Karte");
        assert!(
            studio_drafts_unreadable("pala.studio.unreadable")
                .ends_with("unter \u{201e}pala.studio.unreadable\u{201c} im Speicher dieses Browsers.")
        );
        assert!(speak(Lang::Ja));
        assert_eq!(studio_step_head(2, "", play), "ステップ2：赤\u{2060}4を出す");
        assert_eq!(
            studio_moves_words(3, 0),
            "3手で場面を設定します。テーブルで次にプレイする手がステップ1になります。"
        );
        assert_eq!(studio_check_words(1, None), "完成：1ステップのレッスンです。");
        let unreadable = studio_drafts_unreadable("pala.studio.unreadable");
        assert!(!unreadable.contains(' '), "{unreadable}");
        speak(Lang::En);
    }
}
