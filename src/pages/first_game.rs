//! "Learn to play": the guided first game, its nine lessons (`static/lessons/`) played
//! in turn in the rules widget.

/// The guided first game: its lessons in order (`static/lessons/`).
pub const FIRST_GAME: [&str; 9] = [
    include_str!("../../static/lessons/1-leading-and-copying.json"),
    include_str!("../../static/lessons/2-junking.json"),
    include_str!("../../static/lessons/3-mixing.json"),
    include_str!("../../static/lessons/4-smearing.json"),
    include_str!("../../static/lessons/5-ties.json"),
    include_str!("../../static/lessons/6-pointillism-bids-and-scores.json"),
    include_str!("../../static/lessons/7-impressionism-bidding.json"),
    include_str!("../../static/lessons/8-cancels-and-scoring.json"),
    include_str!("../../static/lessons/9-the-end-of-the-game.json"),
];

/// A lesson's title, read without checking the lesson (the widget checks it).
fn title(text: &str) -> String {
    serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|v| v.get("title").and_then(|t| t.as_str()).map(str::to_string))
        .unwrap_or_default()
}

#[derive(Clone, PartialEq, yew::Properties)]
pub struct FirstGameProps {
    /// The lesson to open, counting from 0.
    pub chapter: usize,
}

/// The guided first game ("Learn to play"): its lessons in order, each played in the
/// rules widget, with the list of lessons to move between them.
#[yew::component]
pub fn FirstGame(props: &FirstGameProps) -> yew::Html {
    use yew::prelude::*;
    let chapter = use_state(|| props.chapter.min(FIRST_GAME.len() - 1));
    let go = |to: usize| {
        let chapter = chapter.clone();
        Callback::from(move |_: MouseEvent| chapter.set(to))
    };
    let last = FIRST_GAME.len() - 1;
    html! {
        <div class="first-game">
            <div class="lessons-head">
                <h1>{ "Learn to play Pala" }</h1>
                <p>{ "Nine short lessons: in each step, make the move it asks for with the cards, chips, board or tie buttons below. Tap a card to play it, tap two cards to mix, or tap Smear, then a primary and a card of the new colour. \u{201c}Show me\u{201d} plays the move for you." }</p>
                <nav aria-label="Lessons">
                    <ol class="chapters">
                        { for FIRST_GAME.iter().enumerate().map(|(i, text)| {
                            // "1. Leading and copying": on phones only the number shows (the
                            // open lesson's title heads the lesson), so the list is one row.
                            let title = title(text);
                            let (number, name) = title.split_once(". ").unwrap_or((&title, ""));
                            html! {
                                <li><button onclick={go(i)} aria-current={(i == *chapter).then_some("step")}>
                                    <span class="chapter-number">{ number }</span>
                                    if !name.is_empty() { <span class="chapter-name">{ format!(". {name}") }</span> }
                                </button></li>
                            }
                        }) }
                    </ol>
                </nav>
            </div>
            <super::Widget key={*chapter} scenario={FIRST_GAME[*chapter].to_string()} />
            <nav class="lessons-foot" aria-label="Next and previous lesson">
                <button onclick={go(chapter.saturating_sub(1))} disabled={*chapter == 0}>{ "Previous lesson" }</button>
                if *chapter < last {
                    <button class="primary" onclick={go(*chapter + 1)}>{ "Next lesson" }</button>
                } else {
                    <a class="button primary" href="./">{ "Play a game" }</a>
                }
            </nav>
        </div>
    }
}

/// The lessons page for `spec` (`first-game`, or `first-game.N` for lesson N from 1).
pub fn start_page(spec: &str) {
    // The lessons' words are English (static/lessons/), their claims checked against
    // English names: the page speaks English throughout until they are translated,
    // rather than mixing languages in a step.
    pala_words::lang::speak(pala_words::lang::Lang::En);
    crate::browser::language::mark("en", pala_words::lang::book().description());
    let Some(main) = super::page_main("pala-embed pala-lessons") else { return };
    let chapter = spec.split_once('.').and_then(|(_, n)| n.parse::<usize>().ok()).map_or(0, |n| n.saturating_sub(1));
    yew::Renderer::<FirstGame>::with_root_and_props(main, FirstGameProps { chapter }).render();
}
