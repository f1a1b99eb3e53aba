//! Lessons: every lesson of the guided first game loads (its words' claims held to the
//! engine when it loads: who deals and leads, where the round ends, the scores named,
//! the winner, and an invitation to play on only where the round goes on), its tricks
//! end as its words say, and a lesson with any of those faults, or asking for a move
//! the rules forbid, is refused with the step and the reason.

use pala::pages::first_game::{FIRST_GAME, TRANSLATIONS, lesson};
use pala::pages::load;
use pala_rules::engine::Seat;
use pala_words::lang::Lang;

#[test]
fn the_guided_first_game_loads_and_each_lesson_ends_where_it_says() {
    // Who wins each trick the lesson plays, as its words say.
    let winners: [&[u8]; 9] = [&[0], &[1], &[0], &[0, 1], &[0], &[0, 0, 2], &[], &[0, 1], &[0, 0, 1, 1, 1]];
    for (text, winners) in FIRST_GAME.into_iter().zip(winners) {
        let example = load(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let lesson = example.lesson.as_ref().expect("a lesson");
        assert_eq!(lesson.steps.len(), example.actions.len());
        assert!(lesson.steps.iter().any(|s| !s.auto), "{}: the learner makes at least one move", lesson.title);
        let mut game = example.start.clone();
        for (step, &action) in lesson.steps.iter().zip(&example.actions) {
            assert_eq!(action.to_string(), step.action.trim(), "{}", lesson.title);
            if !step.auto {
                assert_eq!(game.to_move(), Some(Seat::new(0)), "{}: the learner's own move", lesson.title);
            }
            game.act(action).unwrap();
        }
        let won: Vec<Seat> = game.tricks().iter().map(|t| t.winner()).collect();
        let said: Vec<Seat> = winners.iter().map(|&s| Seat::new(s)).collect();
        assert_eq!(won, said, "{}", lesson.title);
        // A lesson that invites the learner to play on leaves a round to play.
        if lesson.end.to_lowercase().contains("play on") {
            assert!(!game.round().is_over(), "{}", lesson.title);
        }
        println!("{}: {} steps", lesson.title, lesson.steps.len());
    }
}

/// What the lessons teach beyond the moves: each rule is named in the words of some
/// lesson of the guided first game.
#[test]
fn the_first_game_teaches_every_rule_a_beginner_meets() {
    let all: String = FIRST_GAME.concat().to_lowercase();
    for (rule, words) in [
        ("R1: the dealer leads the first trick", "dealer leads the first trick"),
        ("R10: the null bid's value", "null bid wins 25"),
        ("R10: the rainbow", "the rainbow, adds 100"),
        ("R3: placed cards never score", "never scores for anyone"),
        ("R3: the forced bid", "may not pass"),
        ("R11: Cancel never cancels Cancel", "never another cancel card"),
        ("R12: the game's end", "highest total wins"),
        ("R5: no junk while holding a secondary trick's colour", "you may not junk"),
        ("R8: the tie", "win or lose the tie"),
        ("R6: the smear", "smear"),
        ("R7: a junk that competes again", "junked green 8 won"),
    ] {
        assert!(all.contains(words), "no lesson teaches {rule} (\"{words}\")");
    }
}

fn refused(text: &str) -> String {
    load(text).err().unwrap_or_else(|| panic!("accepted: {text}"))
}

#[test]
fn a_lesson_asking_for_an_illegal_move_is_refused_with_its_step_and_rule() {
    // Step 3 asks the player, who holds Red, to play Yellow 3 on a Red trick.
    let bad = FIRST_GAME[0].replace(r#""move": "play R5""#, r#""move": "play Y3""#);
    let error = refused(&bad);
    println!("{error}");
    assert!(error.starts_with("Step 3 asks for play Y3, which is not allowed there:"), "{error}");
    assert!(error.contains("Red"), "the rule names the colour to copy: {error}");
    let unreadable = FIRST_GAME[0].replace(r#""move": "play R5""#, r#""move": "play R9""#);
    assert!(refused(&unreadable).starts_with("Step 3's move, \"play R9\", cannot be read"));
    let empty = r#"{"title": "t", "scenario": {"mode": "pointillism", "players": 3}, "steps": []}"#;
    assert_eq!(refused(empty), "This lesson has no steps: it needs at least one.");
}

#[test]
fn a_lesson_whose_words_contradict_its_position_is_refused() {
    let one = FIRST_GAME[0];
    // The words name a leader of the first trick who is not the dealer (R1): the old
    // lesson 1, dealt by Player 1 and led by Player 2.
    let wrong_dealer = one.replace(r#""dealer": 1"#, r#""dealer": 0, "leader": 1"#);
    let error = refused(&wrong_dealer);
    assert_eq!(error, "Step 1 says \"Player 2 dealt\", but the dealer is you (the dealer chip).");
    let wrong_leader = one.replace("so Player 2 leads with Red 4", "so Player 3 leads with Red 4");
    let error = refused(&wrong_leader);
    assert_eq!(error, "Step 1 says \"Player 3 leads\", but Player 3 does not lead there.");
    let first_trick = one
        .replace(
            "Player 2 dealt this round, and the dealer leads the first trick, so Player 2 leads",
            "Player 2 leads the first trick",
        )
        .replace(r#""dealer": 1"#, r#""dealer": 0, "leader": 1"#);
    let error = refused(&first_trick);
    assert_eq!(error, "Step 1 says \"Player 2 leads the first trick\", but the dealer leads the first trick (R1).");
    // The end invites the learner to play on where the round is over.
    let four = FIRST_GAME[3];
    let play_on = four.replace("so the round is over.", "so the round is over. Play on if you like.");
    assert_eq!(refused(&play_on), "The end says to play on, but the round is over there.");
    // The round is said to be over where it goes on.
    let not_over = one.replace("Play on if you like", "The round is over");
    assert_eq!(refused(&not_over), "The end says the round is over, but it goes on there.");
    // A score that is not the round's score, and one named before the round is over.
    let six = FIRST_GAME[5];
    let wrong_score = six.replace("You score 4:", "You score 6:");
    assert_eq!(refused(&wrong_score), "The end says \"You score 6\", but the round's score is 4.");
    let early_score = six.replace("Player 2 holds only low cards and bids null.", "Player 2 bids null and scores 25.");
    assert_eq!(
        refused(&early_score),
        "Step 2 says \"Player 2 bids null and scores 25\", but the round is not over there."
    );
    // The winner of the game.
    let nine = FIRST_GAME[8];
    let wrong_winner = nine.replace("so Player 2 wins the game", "so you win the game");
    assert_eq!(refused(&wrong_winner), "The end says \"you win the game\", but that is not the result there.");
    // A step asked of the learner that is another player's move.
    let not_yours = one.replace(r#""move": "play R1", "auto": true"#, r#""move": "play R1""#);
    assert!(refused(&not_yours).starts_with("Step 2 asks the learner for Player 3's move, play R1"));
}

/// The lessons' words in `lang`, as the guided first game shows them with `lang` spoken.
fn lessons_in(lang: Lang) -> Vec<pala::pages::lesson::Lesson> {
    assert!(pala_words::lang::speak(lang));
    let lessons = (0..FIRST_GAME.len())
        .map(|i| {
            let example = load(&lesson(i)).unwrap_or_else(|e| panic!("{}: lesson {}: {e}", lang.code(), i + 1));
            example.lesson.expect("a lesson")
        })
        .collect();
    pala_words::lang::speak(Lang::En);
    lessons
}

/// Every text a lesson shows: its title, each step's words and hint, its end.
fn texts(lesson: &pala::pages::lesson::Lesson) -> Vec<&str> {
    let steps = lesson.steps.iter().flat_map(|s| [Some(s.say.as_str()), s.hint.as_deref()]).flatten();
    [lesson.title.as_str(), lesson.end.as_str()].into_iter().chain(steps).collect()
}

#[test]
fn the_first_game_speaks_german_and_japanese_with_the_facts_of_its_english() {
    let english = lessons_in(Lang::En);
    for (lang, files) in TRANSLATIONS {
        for ((lesson, english), file) in lessons_in(lang).iter().zip(&english).zip(files) {
            // The words shown are the translation's, step by step, beside the English's moves.
            let words: serde_json::Value = serde_json::from_str(file).unwrap();
            assert_eq!(lesson.title, words["title"].as_str().unwrap());
            assert_eq!(lesson.end, words["end"].as_str().unwrap());
            assert_eq!(lesson.steps.len(), english.steps.len());
            for (k, (step, en)) in lesson.steps.iter().zip(&english.steps).enumerate() {
                assert_eq!(step.say, words["steps"][k]["say"].as_str().unwrap());
                assert_eq!((&step.action, step.auto), (&en.action, en.auto));
            }
            let number = |t: &str| t.split_once(". ").map(|(n, _)| n.to_string());
            assert_eq!(number(&lesson.title), number(&english.title), "{}", lesson.title);
            for text in texts(lesson) {
                match lang {
                    Lang::Ja => {
                        assert!(!text.contains(' ') || text == lesson.title, "ja: a space in {text:?}");
                        assert!(!text.chars().any(|c| c.is_ascii_alphabetic()), "ja: Latin letters in {text:?}");
                        assert!(!text.contains("タップ"), "ja: タップ in {text:?}");
                    }
                    _ => {
                        for (i, _) in
                            text.match_indices(". ").chain(text.match_indices("! ")).chain(text.match_indices("? "))
                        {
                            let next = text[i + 2..].chars().next().unwrap_or('A');
                            assert!(!next.is_lowercase(), "de: a sentence starts in lower case in {text:?}");
                        }
                        for noun in ["stich", "stiche", "spieler", "runde", "punkte", "karte", "karten", "farbe"] {
                            assert!(
                                !text.split(|c: char| !c.is_alphabetic()).any(|w| w == noun),
                                "de: {noun:?} in lower case in {text:?}"
                            );
                        }
                        assert!(!text.to_lowercase().contains("tipp"), "de: tippen in {text:?}");
                    }
                }
            }
            println!("{}: {}: {} steps", lang.code(), lesson.title, lesson.steps.len());
        }
    }
}

#[test]
fn a_translation_that_states_other_facts_is_refused() {
    let de = |from: &str, to: &str| {
        let mut file: serde_json::Value = serde_json::from_str(&lesson(0)).unwrap();
        let words = file["translations"]["de"].to_string().replace(from, to);
        file["translations"]["de"] = serde_json::from_str(&words).unwrap();
        file.to_string()
    };
    // Another card in step 3's words.
    let error = refused(&de("Rot 5", "Rot 3"));
    assert!(error.starts_with("Step 3 in Deutsch: it names Rot 3"), "{error}");
    // Another player.
    let error = refused(&de("Spieler 2", "Spieler 3"));
    assert!(error.contains("Spieler 3") && error.contains("Player 2"), "{error}");
    // A language Pala does not speak; steps missing.
    let mut file: serde_json::Value = serde_json::from_str(&lesson(0)).unwrap();
    file["translations"]["fr"] = file["translations"]["de"].clone();
    assert_eq!(refused(&file.to_string()), "The lesson's words in \"fr\": Pala speaks en, de and ja.");
    let mut file: serde_json::Value = serde_json::from_str(&lesson(0)).unwrap();
    file["translations"]["ja"]["steps"].as_array_mut().unwrap().pop();
    assert_eq!(refused(&file.to_string()), "The lesson's words in 日本語 have 2 steps, the lesson 3.");
}

/// The rules the first game teaches, named in German and Japanese too (the words of the
/// translations, as their translators chose them for the English's).
#[test]
fn the_first_game_teaches_every_rule_in_german_and_japanese() {
    let rules: [(&str, &str, &str); 11] = [
        ("R1", "der Geber spielt den ersten Stich aus", "親が最初のトリックをリード"),
        ("R10: null", "bringt ein Nullgebot 25 Punkte", "ヌルビッドはトリックを一つも取らなければ25点を獲得"),
        ("R10: rainbow", "der Regenbogen, bringt zusätzlich 100 Punkte", "虹は、成功すれば100点が加算"),
        ("R3: placed cards", "zählt für niemanden", "誰の得点にもなりません"),
        ("R3: the forced bid", "darf nicht passen", "パスできない"),
        ("R11", "nie eine andere Aufheben-Karte", "別のキャンセルの色のカードは決して打ち消しません"),
        ("R12", "die höchste Summe gewinnt", "合計点が最も高い人が勝つ"),
        ("R5", "darfst du nicht abwerfen", "捨て札にはできません"),
        ("R8", "den Gleichstand gewinnst oder verlierst", "同点で勝つか負けるか"),
        ("R6", "verschmieren", "にじませ"),
        ("R7", "die abgeworfene Grün 8 hat den Stich gewonnen", "捨て札にした緑8がトリックに勝ちました"),
    ];
    for (lang, files) in TRANSLATIONS {
        // (A card's name holds a word joiner in Japanese, written as its escape.)
        let all = files.concat().replace("\\u2060", "");
        for (rule, de, ja) in rules {
            let words = if lang == Lang::De { de } else { ja };
            assert!(all.contains(words), "{}: no lesson teaches {rule} (\"{words}\")", lang.code());
        }
    }
}
