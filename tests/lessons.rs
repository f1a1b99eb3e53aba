//! Lessons (issue 17): every lesson of the guided first game loads, each step's move is
//! legal where it comes, and a lesson that asks for a move the rules forbid is refused
//! with the step, the move and the rule.

use pala::engine::Seat;
use pala::widget::lesson::FIRST_GAME;
use pala::widget::load;

#[test]
fn the_guided_first_game_loads_and_each_lesson_ends_where_it_says() {
    // Who wins each trick the lesson plays, as its words say.
    let winners: [&[u8]; 8] = [&[0], &[1], &[0], &[0, 1], &[0], &[], &[], &[1, 1]];
    for (text, winners) in FIRST_GAME.into_iter().zip(winners) {
        let example = load(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let lesson = example.lesson.as_ref().expect("a lesson");
        assert_eq!(lesson.steps.len(), example.actions.len());
        assert!(lesson.steps.iter().any(|s| !s.auto), "{}: the learner makes at least one move", lesson.title);
        let mut game = example.start.clone();
        for (step, &action) in lesson.steps.iter().zip(&example.actions) {
            assert_eq!(action.to_string(), step.action.trim(), "{}", lesson.title);
            game.act(action).unwrap();
        }
        let won: Vec<Seat> = game.tricks().iter().map(|t| t.winner()).collect();
        let said: Vec<Seat> = winners.iter().map(|&s| Seat::new(s)).collect();
        assert_eq!(won, said, "{}", lesson.title);
        println!("{}: {} steps", lesson.title, lesson.steps.len());
    }
}

#[test]
fn a_lesson_asking_for_an_illegal_move_is_refused_with_its_step_and_rule() {
    // Step 3 asks the player, who holds Red, to play Yellow 3 on a Red trick.
    let bad = FIRST_GAME[0].replace(r#""move": "play R5""#, r#""move": "play Y3""#);
    let error = load(&bad).unwrap_err();
    println!("{error}");
    assert!(error.starts_with("Step 3 asks for play Y3, which is not allowed there:"), "{error}");
    assert!(error.contains("Red"), "the rule names the colour to copy: {error}");
    let unreadable = FIRST_GAME[0].replace(r#""move": "play R5""#, r#""move": "play R9""#);
    assert!(load(&unreadable).unwrap_err().starts_with("Step 3's move, \"play R9\", cannot be read"));
    let empty = r#"{"title": "t", "scenario": {"mode": "pointillism", "players": 3}, "steps": []}"#;
    assert_eq!(load(empty).unwrap_err(), "This lesson has no steps: it needs at least one.");
}
