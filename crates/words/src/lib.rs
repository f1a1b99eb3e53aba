//! Plain-words explanations of what an action did, for the rules widget, the game log
//! and screen-reader announcements. The engine decides; this only describes the
//! difference between the round before and after an action.

mod daily;
mod details;
mod ending;
mod example;
mod grammar;
mod keeping;
pub mod lang;
mod lesson;
mod log;
mod names;
mod notices;
mod prompt;
mod puzzle;
mod reason;
mod review;
mod score;
mod screens;
mod studio;
mod table;
mod why_not;
mod widget;

pub use daily::{
    TrickMark, against_master_words, calendar_day_words, daily_again_words, daily_alone, daily_book_unreadable,
    daily_date_words, daily_incoming, daily_link_words, daily_not_stored, daily_result_words, daily_share_words,
    daily_title, duplicate_words, master_lost, master_progress_words, moment_title, month_words, next_deal_words,
    parted_words, round_over_cell, streak_words,
};
pub use details::{Aim, Details, details_words};
pub use ending::{game_end_words, length_choice_words, length_words, ordinal, result_words, round_end_words};
pub use example::{
    EXAMPLE_EMPTY, SetupField, SetupProblem, example_is_a_list, example_too_long, json_words, move_refused,
    move_unreadable, setup_words,
};
pub use grammar::{
    a, about, and_list, article, capital, count, indefinite, lead_in, number, signed, verb, whose, within,
};
pub use keeping::{
    Elsewhere, Repair, file_unreadable, game_words, import_refused, kept_save_words, repairs_words, replace_words,
    resumed, stale_words, stats_kept, stats_unreadable,
};
pub use lesson::{
    Facts, FalseClaim, LESSON_NO_STEPS, LessonClaim, Said, facts, false_claim_words, lesson_scenario_words,
    lesson_unreadable, step_not_learners, step_refused, step_unreadable, translation_facts, translation_steps,
    translation_unknown,
};
pub use log::{LogLine, game_log};
pub use names::{level_title, mode_name, seat_label, seat_name, seat_names};
pub use notices::{
    ai_cannot_start, ai_garbled, ai_illegal, ai_no_answer, ai_stopped, ai_trouble_words, hint_thinking, no_hint,
    nothing_to_take_back, review_stopped, taken_back_words, took_back_move,
};
pub use prompt::{not_in_a_smear, prompt, smearing_prompt};
pub use puzzle::{
    all_tried_words, difficulty_words, given_up_words, no_such_puzzle, proof_words, puzzle_book_not_stored,
    puzzle_book_unreadable, puzzle_score_words, puzzle_task, puzzle_title, puzzles_not_loaded, rating_now_words,
    rating_words, shown_words, theme_name, verdict_words,
};
pub use reason::{
    Claim, Event, LEAST_AVERAGE, LEAST_TENTHS, Measure, Moment, Reason, Voice, Why, bid_words, coach_note, coach_words,
    decimal, moment_words, reason_words, tenths,
};
pub use review::{
    hand_card_label, how_points, leading, master_line, moment_head, played_line, review_progress, review_rest,
    review_summary, review_title,
};
pub use score::{Piece, ScoreLine, score_lines, score_pieces};
pub use screens::{
    ai_level_name, chart_point, chart_summary, chart_tip, deal_after_round, deal_number, deal_words, end_line_words,
    game_table_words, log_round_label, log_round_option, new_game_words, players_label, review_round_label,
    scores_title, share_title, shared_deal_words,
};
pub use studio::{
    NotStored, embed_waiting, studio_bid_legend, studio_bidding_note, studio_board_note, studio_check_words,
    studio_deal_in_play, studio_dealer_leads, studio_draft_name, studio_drafts_cut, studio_drafts_held,
    studio_drafts_kept, studio_drafts_too_large, studio_drafts_unreadable, studio_from_game_words, studio_iframe_label,
    studio_leader_note, studio_moves_words, studio_not_stored, studio_piles_note, studio_place_label,
    studio_placed_head, studio_put_back, studio_step_head, studio_take_back_words,
};
pub use table::{
    ai_badge, all_moves, bid_label, card_count, chip_bid_label, chip_name, move_name, pass_device_words, pile_short,
    pile_words, place_on, placed_by, play_alone, points_words, space_label, to_lead_words, trick_colour_words,
    trick_heading, trick_over_waiting, waiting_words, wheel_label, wheel_status, why_not_line, worth_before,
    worth_words,
};
pub use why_not::{card_move, refusal_clause, refusal_words, why_not, why_not_card};
pub use widget::{
    ReviewLink, example_progress, game_over_words, hand_of, lesson_next_words, lesson_start_words, lesson_step_words,
    review_link_words, round_score_words, show_more, try_move_head, try_move_words,
};

use pala_rules::engine::{Action, Bid, Card, Color, Entry, Mode, PublicRound, Seat, Space, Standing, TableView, Trick};

/// A card in words: "Red 3".
pub fn card_name(card: Card) -> String {
    format!("{} {}", card.color().name(), card.value())
}

/// An action in words, for buttons and announcements: "Mix Red 3 and Blue 5 (Purple 8)".
pub fn action_name(action: Action) -> String {
    match action {
        Action::Bid(bid) if bid.is_null() => "Bid null (no tricks)".into(),
        Action::Bid(bid) if bid.is_rainbow() => "Bid the rainbow (all six colours)".into(),
        Action::Bid(bid) => format!("Bid {}", bid_words(bid)),
        Action::Place(space, card) => format!("Place {} on {space}", card_name(card)),
        Action::Pass => "Pass".into(),
        Action::Play(card) => format!("Play {}", card_name(card)),
        Action::Mix(a, b) => {
            let made =
                // In brackets: a reason follows the move after a colon ("Mix Red 2 and
                // Yellow 1 (Orange 3): ...").
                a.color().mix(b.color()).map_or(String::new(), |c| format!(" ({} {})", c.name(), a.value() + b.value()));
            format!("Mix {} and {}{made}", card_name(a), card_name(b))
        }
        Action::Smear(p, s) => format!("Smear {} and play {}", card_name(p), card_name(s)),
        Action::Win => "Win the tie".into(),
        Action::Lose => "Lose the tie".into(),
    }
}

/// A seat's move as a short bubble at its place on the table, for the moves the cards
/// on the table do not show by themselves ("Passes", "Bids null", "Bids Red and Green",
/// "Mixes Red 3 + Blue 5"); `None` for a plain play, which the card shows.
pub fn bubble(before: &TableView, action: Action) -> Option<String> {
    let before = before.round();
    let words = lang::book();
    let card = lang::card;
    Some(match action {
        // A verb like its neighbours' ("Bids Red and Green"), not a bare "Null".
        Action::Bid(bid) if bid.is_null() => words.bubble_null().into(),
        Action::Bid(bid) if bid.is_rainbow() => words.bubble_rainbow().into(),
        Action::Bid(bid) => lang::fill(words.bubble_bid(), &[("bid", &lang::bid(bid))]),
        Action::Place(space, c) => {
            lang::fill(words.bubble_place(), &[("card", &card(c)), ("space", &lang::space(space))])
        }
        Action::Pass => words.bubble_pass().into(),
        Action::Play(_) => return None,
        Action::Mix(a, b) => lang::fill(words.bubble_mix(), &[("a", &card(a)), ("b", &card(b))]),
        Action::Smear(p, _) => match before.trick().and_then(|t| t.winning_entry().cards().next()) {
            Some(target) => lang::fill(words.bubble_smear_onto(), &[("card", &card(p)), ("target", &card(target))]),
            None => lang::fill(words.bubble_smear(), &[("card", &card(p))]),
        },
        Action::Win => words.bubble_win_tie().into(),
        Action::Lose => words.bubble_lose_tie().into(),
    })
}

/// What `action` by the player to move in `before` did, given the table `after` it, in
/// the language spoken. `name` names seats ("Player 2", "You", "Hard 3"). Every sentence
/// states a fact of the position (tests/explanations.rs checks each sentence form
/// against the engine, and the same facts in every language); the tables hold no hand,
/// so no sentence tells what a hand held (R13).
pub fn explain(
    table_before: &TableView,
    action: Action,
    table_after: &TableView,
    name: &dyn Fn(Seat) -> String,
) -> String {
    let (before, after) = (table_before.round(), table_after.round());
    let Some(seat) = before.to_move() else { return String::new() };
    let who = name(seat);
    let w = lang::book();
    let card = lang::card;
    let mut text = match action {
        Action::Bid(bid) => bid_said(&who, bid),
        Action::Place(space, c) => about(
            w.explain_place(),
            &who,
            &[
                ("card", &card(c)),
                ("space", &lang::space(space)),
                ("colour", &lang::colour(c.color())),
                ("effect", &space_effect(space)),
            ],
        ),
        // R3: after a full round of passes the next seat that can bid must, so a pass
        // then shows (publicly) that nothing in hand can go on the board. Any other pass
        // says nothing of the hand (R13).
        Action::Pass if before.passes() as usize >= before.players() => about(w.explain_pass_forced(), &who, &[]),
        Action::Pass => about(w.explain_pass(), &who, &[]),
        // R8: taking the tie only makes the player the winner so far.
        Action::Win => about(w.explain_win_tie(), &who, &[]),
        Action::Lose => match after.trick().or(after.completed_trick()).map(|t| *t.winning_entry()) {
            Some(entry) => {
                about(w.explain_lose_tie_ahead(), &who, &[("ahead", &whose_entry(&name(entry.seat), &entry))])
            }
            None => about(w.explain_lose_tie(), &who, &[]),
        },
        Action::Play(c) => match before.trick() {
            None => about(w.explain_lead(), &who, &[("card", &card(c)), ("colour", &lang::colour(c.color()))]),
            Some(trick) if c.color() == trick.color => about(
                w.explain_copy(),
                &who,
                &[("card", &card(c)), ("standing", &standing_words(before, action, &who))],
            ),
            Some(trick) => junk_words(trick, table_after, seat, &who, c),
        },
        Action::Mix(x, y) => {
            let made =
                x.color().mix(y.color()).map_or_else(|| "?".to_string(), |c| colour_value(c, x.value() + y.value()));
            about(
                w.explain_mix(),
                &who,
                &[
                    ("a", &card(x)),
                    ("b", &card(y)),
                    ("made", &indefinite(&made)),
                    ("standing", &standing_words(before, action, &who)),
                ],
            )
        }
        Action::Smear(p, s) => smear_words(before, after, &who, p, s, name),
    };
    if let Some(done) = completed(before, after) {
        lang::then(&mut text, &trick_words(done, before.mode(), name));
    }
    if after.is_over() && !before.is_over() {
        lang::then(&mut text, w.explain_round_over());
    }
    text
}

/// A colour and a value, as a card or an entry is named: "Green 9", "Grün 9", "緑9".
fn colour_value(color: Color, value: impl std::fmt::Display) -> String {
    lang::fill(lang::book().card(), &[("colour", &lang::colour(color)), ("value", &value)])
}

/// An entry that a seat played: "Berthe's Red 3", "your Red 3 + Yellow 5".
fn whose_entry(owner: &str, entry: &Entry) -> String {
    about(lang::book().whose_entry(), owner, &[("entry", &entry_name(entry))])
}

/// A Pointillism bid (R4) and what it needs.
fn bid_said(who: &str, bid: Bid) -> String {
    let w = lang::book();
    if bid.is_null() {
        return about(w.explain_bid_null(), who, &[]);
    }
    if bid.is_rainbow() {
        return about(w.explain_bid_rainbow(), who, &[]);
    }
    match bid.color_list().collect::<Vec<_>>().as_slice() {
        [one] => about(w.explain_bid_one(), who, &[("colour", &lang::colour(*one))]),
        _ => about(w.explain_bid_colours(), who, &[("colours", &lang::bid(bid))]),
    }
}

/// An entry's cards in words: "Green 8", "Red 3 + Yellow 5".
fn entry_name(entry: &Entry) -> String {
    entry.cards().map(lang::card).collect::<Vec<_>>().join(lang::book().entry_join())
}

/// What a board space's cards do (R11), for explanations (the board prints the
/// phrasebook's shorter words, [`space_meaning`]).
fn space_effect(space: Space) -> &'static str {
    let index = match space {
        Space::Cancel => 0,
        Space::Zero => 1,
        Space::One => 2,
        Space::Two => 3,
        Space::Face => 4,
    };
    lang::nth(lang::book().space_effects(), index)
}

/// What a board space means in a few words, printed on the board (R11; a no-break
/// space keeps "−1" from starting a line of its own on a narrow space).
pub fn space_meaning(space: Space) -> &'static str {
    lang::space_meaning(space, false)
}

/// A board space's meaning in fewer words, printed where the board is narrow (the
/// longer form stays the space's accessible name).
pub fn space_meaning_short(space: Space) -> &'static str {
    lang::space_meaning(space, true)
}

/// The end of a copy, mix or smear sentence: where the player now stands (R8 ties).
fn standing_words(before: &PublicRound, action: Action, who: &str) -> String {
    let w = lang::book();
    let template = match before.standing_after(action) {
        Standing::Winning => w.standing_winning(),
        Standing::Tied => w.standing_tied(),
        Standing::Losing => w.standing_losing(),
    };
    about(template, who, &[])
}

/// A junk (R5, R7): it competes only if a later smear turns the trick its colour, which
/// needs a primary trick, a secondary card that the trick's colour and another primary
/// make, and a later seat with at least two cards (R6).
fn junk_words(trick: &Trick, after: &TableView, seat: Seat, who: &str, card: Card) -> String {
    // R5: without the trick's colour a player may junk even where a mix or smear was
    // possible, so the sentence claims only the missing colour.
    let w = lang::book();
    let hope = if smear_could_make(trick, after, seat, card.color()) {
        lang::fill(w.junk_hope(), &[("colour", &lang::colour(card.color()))])
    } else {
        w.junk_hopeless().to_string()
    };
    let mut text = about(w.explain_junk(), who, &[("trick", &lang::colour(trick.color)), ("card", &lang::card(card))]);
    lang::then(&mut text, &hope);
    text
}

/// Whether a smear by a seat still to play in this trick could turn it `color` (R6):
/// the trick is primary, `color` is what its colour and another primary make, and a
/// seat after `seat` (before the leader) holds at least two cards.
pub fn smear_could_make(trick: &Trick, after: &TableView, seat: Seat, color: Color) -> bool {
    if !trick.color.is_primary() || !Color::PRIMARIES.iter().any(|&p| trick.color.mix(p) == Some(color)) {
        return false;
    }
    seat.following(after.round().players()).take_while(|&s| s != trick.leader).any(|s| after.hand_count(s) >= 2)
}

fn smear_words(
    before: &PublicRound,
    after: &PublicRound,
    who: &str,
    p: Card,
    s: Card,
    name: &dyn Fn(Seat) -> String,
) -> String {
    let w = lang::book();
    let Some(trick) = before.trick() else { return about(w.explain_smear_bare(), who, &[]) };
    let target = trick.winning_entry();
    let made = s.color();
    let mut text = about(
        w.explain_smear(),
        who,
        &[
            ("trick", &lang::colour(trick.color)),
            ("p", &lang::card(p)),
            ("target", &whose_entry(&name(target.seat), target)),
            ("made", &indefinite(&colour_value(made, target.value + p.value()))),
            ("colour", &lang::colour(made)),
            ("s", &lang::card(s)),
            ("standing", &standing_words(before, Action::Smear(p, s), who)),
        ],
    );
    // R7: cards of the new colour junked earlier compete again.
    if let Some(now) = after.trick().or(after.completed_trick()) {
        let winner = now.winning_entry();
        let junked: Vec<&Entry> = now.entries()[..trick.entries().len()]
            .iter()
            .filter(|e| e.is_single() && e.color == made && e.seat != target.seat)
            .collect();
        let named = |e: &Entry| about(w.junked_entry(), &name(e.seat), &[("entry", &entry_name(e))]);
        let colour = lang::colour(made);
        match junked.as_slice() {
            [] => {}
            [one] => {
                let leads = if *one == winner { w.junked_leads() } else { "" };
                let again = lang::fill(
                    w.junked_again(),
                    &[("junked", &capital(&named(one))), ("colour", &colour), ("leads", &leads)],
                );
                lang::then(&mut text, &again);
            }
            several => {
                let list: Vec<String> = several.iter().map(|e| named(e)).collect();
                let list = lang::joined(&list, w.nouns_more(), w.nouns_last());
                let again = lang::fill(w.junked_all_again(), &[("junked", &capital(&list)), ("colour", &colour)]);
                lang::then(&mut text, &again);
                if let Some(best) = several.iter().find(|e| **e == winner) {
                    let leads =
                        lang::fill(w.entry_leads(), &[("entry", &capital(&whose_entry(&name(best.seat), best)))]);
                    lang::then(&mut text, &leads);
                }
            }
        }
    }
    text
}

/// The winner of a finished trick, short, for the banner: "Painter 3 wins with Green 7",
/// "You win with Purple 8 (Red 3 + Blue 5)".
pub fn winner_words(trick: &Trick, name: &dyn Fn(Seat) -> String) -> String {
    let best = trick.winning_entry();
    let who = name(best.seat);
    let what = colour_value(best.color, best.value);
    let w = lang::book();
    if best.is_single() {
        about(w.winner_single(), &who, &[("what", &what)])
    } else {
        about(w.winner_mixed(), &who, &[("what", &what), ("entry", &entry_name(best))])
    }
}

/// What an entry of another colour than the trick's is, as the trick shows it: the
/// lead or a copy played before a smear turned the trick (R5, R6) is "off colour"; one
/// that never matched the trick is a "junk" (R7).
pub fn out_of_colour(trick: &Trick, entry: &Entry) -> &'static str {
    let index = trick.entries().iter().position(|e| e == entry);
    let w = lang::book();
    if index.is_some_and(|i| trick.followed_colour(i)) { w.off_colour() } else { w.junk_mark() }
}

/// The trick that `after` completed, if the action completed one.
fn completed<'a>(before: &PublicRound, after: &'a PublicRound) -> Option<&'a Trick> {
    (after.tricks_done() > before.tricks_done()).then(|| after.completed_trick()).flatten()
}

/// Who won a completed trick, with what, and what they took (R10, R11).
pub fn trick_words(trick: &Trick, mode: Mode, name: &dyn Fn(Seat) -> String) -> String {
    let best = trick.winning_entry();
    let who = name(best.seat);
    let w = lang::book();
    let colour = lang::colour(trick.color);
    let with = if best.is_single() {
        entry_name(best)
    } else {
        lang::fill(w.trick_with_mixed(), &[("entry", &entry_name(best)), ("colour", &colour), ("value", &best.value)])
    };
    let took = match mode {
        Mode::Pointillism => about(w.took_one(), &who, &[("colour", &colour)]),
        Mode::Impressionism => about(w.took_all(), &who, &[("n", &trick.cards().len())]),
    };
    about(w.explain_trick(), &who, &[("colour", &colour), ("with", &with), ("took", &took)])
}

#[cfg(test)]
mod space_tests {
    use super::*;
    use pala_rules::engine::{Color, Hand, score_impressionism};

    fn pile(cards: &[&str]) -> Hand {
        let mut hand = Hand::EMPTY;
        for c in cards {
            hand.insert(c.parse().unwrap());
        }
        hand
    }

    /// The board's words (both forms) say what the scoring does (R11).
    #[test]
    fn the_board_says_what_each_space_scores() {
        for space in [Space::Zero, Space::One, Space::Two] {
            let points = space.points(7);
            for words in [space_meaning(space), space_meaning_short(space)] {
                assert!(words.starts_with(&format!("{points} point")), "{space}: {words}");
            }
        }
        for words in [space_meaning(Space::Face), space_meaning_short(Space::Face)] {
            assert!(words.starts_with("face value"), "{words}");
        }
        // A Cancel card cancels a card of another colour on the board; with none left it
        // scores -1.
        let board = [(Space::Cancel, Some(Color::Red)), (Space::Two, Some(Color::Blue))];
        let scored = score_impressionism(&board, pile(&["R2", "B5"]));
        assert_eq!((scored.cancelled, scored.total), (pile(&["B5"]), 0));
        assert_eq!(score_impressionism(&board, pile(&["R2"])).total, -1);
        // Both say the cancelled card is another colour's on the board (an off-board card
        // is not cancelled), and the -1.
        assert!(space_meaning(Space::Cancel).contains("cancels a card of another board colour"));
        assert!(space_meaning_short(Space::Cancel).contains("cancels another board colour's card"));
        for words in [space_meaning(Space::Cancel), space_meaning_short(Space::Cancel)] {
            assert!(words.ends_with("else\u{a0}\u{2212}1"), "{words}");
        }
        assert!(space_meaning_short(Space::Cancel).len() < space_meaning(Space::Cancel).len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pala_rules::engine::{Game, GameSettings, Mode};

    #[test]
    fn bubbles_read_as_verbs_like_their_neighbours() {
        let settings = GameSettings { mode: Mode::Pointillism, players: 3, seed: 5, first_dealer: Some(Seat::new(0)) };
        let game = Game::new(settings).unwrap();
        let table = TableView::of(game.round());
        assert_eq!(bubble(&table, Action::Bid(Bid::NULL)).as_deref(), Some("Bids null"));
        assert_eq!(bubble(&table, Action::Bid(Bid::RAINBOW)).as_deref(), Some("Bids the rainbow"));
        assert_eq!(bubble(&table, Action::Pass).as_deref(), Some("Passes"));
    }
}
