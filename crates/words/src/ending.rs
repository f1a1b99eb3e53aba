//! The end of a round (R9) and of the game (R12) in words: why the round ended, the
//! goal, the winners and the places.

use super::within;
use crate::lang::{self, Lang, book, fill, lang, nth};
use pala_rules::engine::{Length, Mode, Rules, Seat, TableView};

/// Why a round ended (R9), once it has: after a trick the round ends if its winner has
/// no cards left, or if at most one player still holds cards. "Berthe won the last trick
/// and has no cards left, so the round ends." `None` while it is in play.
pub fn round_end_words(table: &TableView, name: &dyn Fn(Seat) -> String) -> Option<String> {
    let round = table.round();
    if !round.is_over() || round.tricks_done() == 0 {
        return None;
    }
    let words = book();
    let last = round.trick_winner(round.tricks_done() - 1)?;
    let holding: Vec<Seat> = round.seats().filter(|&s| table.hand_count(s) > 0).collect();
    // The player's own name takes the verb's other form ("You have", "Du hast").
    let said = |phrase: &str, you: &str, who: String| {
        if who == words.you() { you.to_string() } else { fill(phrase, &[("name", &who)]) }
    };
    Some(match holding.as_slice() {
        [] => words.round_end_nobody().into(),
        _ if table.hand_count(last) == 0 => said(words.round_end_last(), words.round_end_last_you(), name(last)),
        [one] => said(words.round_end_one(), words.round_end_one_you(), name(*one)),
        _ => return None,
    })
}

/// "1st", "2nd", "3rd", "4th"… ("1.", "1位").
pub fn ordinal(n: usize) -> String {
    if lang() != Lang::En {
        return fill(book().place_n(), &[("n", &n)]);
    }
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The game's result, from the winners (R12: equal best scores share the win).
pub fn result_words(winners: &[Seat], names: &[String]) -> String {
    let words = book();
    // "you" within the sentence.
    let who: Vec<String> = winners.iter().map(|w| within(&names[w.index()])).collect();
    match winners {
        [one] if names[one.index()] == words.you() => words.you_won().to_string(),
        [one] => fill(words.won_game(), &[("name", &names[one.index()])]),
        _ => fill(words.shared_win(), &[("names", &lang::joined(&who, words.nouns_more(), words.nouns_last()))]),
    }
}

/// How the game ends (R12): checked after each round's scoring, so the first to reach
/// the end score need not win; a shorter game (its `length`) says which it is.
pub fn game_end_words(rules: Rules, length: Length) -> String {
    let words = book();
    let by_game = (rules.mode == Mode::Impressionism) as usize;
    let best = nth(words.best_total(), by_game);
    let full = rules.game_end_score();
    match (length.end_score(rules), length.rounds()) {
        (Some(end), _) if end == full => fill(words.game_end_full(), &[("end", &end), ("best", &best)]),
        (Some(end), _) => fill(words.game_end_half(), &[("end", &end), ("full", &full), ("best", &best)]),
        (None, Some(1)) => fill(words.game_end_one(), &[("best", &nth(words.best_score(), by_game))]),
        (None, rounds) => fill(words.game_end_rounds(), &[("n", &rounds.unwrap_or_default()), ("best", &best)]),
    }
}

/// A game length as the setup screen offers it: "Full game, to 70 points", "Half game,
/// ends at 23 points", "4 rounds, each player deals once", "One round".
pub fn length_words(rules: Rules, length: Length) -> String {
    let each_deals = match crate::lang::lang() {
        // The new-game screen's shorter words serve the other languages in both places.
        crate::lang::Lang::En => "each player deals once",
        _ => crate::lang::book().each_deals_once(),
    };
    match length_parts(rules, length, each_deals) {
        (head, tail) if tail.is_empty() => head,
        (head, tail) => format!("{head}, {tail}"),
    }
}

/// A length as a choice's two lines on the new-game screen: its name, and in small type
/// what ends it ("Full game" over "to 70 points", "4 rounds" over "each deals once").
pub fn length_choice_words(rules: Rules, length: Length) -> (String, String) {
    length_parts(rules, length, crate::lang::book().each_deals_once())
}

/// A length's name and what ends it (empty for a set number of rounds but one per
/// player, which says `each_deals`).
fn length_parts(rules: Rules, length: Length, each_deals: &str) -> (String, String) {
    let words = crate::lang::book();
    let to = |end: i32| match rules.mode {
        Mode::Pointillism => crate::lang::fill(words.to_points(), &[("points", &end)]),
        Mode::Impressionism => crate::lang::fill(words.ends_at_points(), &[("points", &end)]),
    };
    let rounds = |n: u8| crate::lang::counted(words.rounds_count(), n);
    match length {
        Length::Full => (words.full_game().into(), to(rules.game_end_score())),
        Length::Half => (words.half_game().into(), to(length.end_score(rules).unwrap_or_default())),
        Length::Rounds(1) => (words.one_round().into(), String::new()),
        Length::Rounds(n) if usize::from(n) == rules.players() => (rounds(n), each_deals.into()),
        Length::Rounds(n) => (rounds(n), String::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_length_choice_reads_as_its_words() {
        let rules = Rules::new(Mode::Pointillism, 4).unwrap();
        let said = |l| length_choice_words(rules, l);
        assert_eq!(said(Length::Full), ("Full game".to_string(), "to 70 points".to_string()));
        assert_eq!(said(Length::Half), ("Half game".to_string(), "to 35 points".to_string()));
        assert_eq!(said(Length::Rounds(4)), ("4 rounds".to_string(), "each deals once".to_string()));
        assert_eq!(said(Length::Rounds(1)), ("One round".to_string(), String::new()));
    }

    #[test]
    fn places_and_names_read_as_english() {
        assert_eq!(
            [1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal),
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
        );
        let names: Vec<String> = ["You", "Painter 2", "Master 3", "Apprentice 4"].map(String::from).to_vec();
        let seats = |ids: &[u8]| ids.iter().map(|&id| Seat::new(id)).collect::<Vec<_>>();
        assert_eq!(result_words(&seats(&[0]), &names), "You won the game!");
        assert_eq!(result_words(&seats(&[2]), &names), "Master 3 won the game.");
        assert_eq!(result_words(&seats(&[0, 2]), &names), "Shared win: you and Master 3.");
        assert_eq!(result_words(&seats(&[1, 2, 3]), &names), "Shared win: Painter 2, Master 3 and Apprentice 4.");
    }
}
