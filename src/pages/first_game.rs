//! "Learn to play": the guided first game, its nine lessons (`static/lessons/`) played
//! in turn in the rules widget, in the page's language: each lesson's words in German
//! and Japanese are beside it (`static/lessons/de/`, `static/lessons/ja/`), and join it
//! as its `translations`, checked against its English when it loads.

use pala_words::lang::Lang;

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

/// The lessons' words in German and Japanese, in the guided first game's order.
pub const TRANSLATIONS: [(Lang, [&str; 9]); 2] = [
    (
        Lang::De,
        [
            include_str!("../../static/lessons/de/1-leading-and-copying.json"),
            include_str!("../../static/lessons/de/2-junking.json"),
            include_str!("../../static/lessons/de/3-mixing.json"),
            include_str!("../../static/lessons/de/4-smearing.json"),
            include_str!("../../static/lessons/de/5-ties.json"),
            include_str!("../../static/lessons/de/6-pointillism-bids-and-scores.json"),
            include_str!("../../static/lessons/de/7-impressionism-bidding.json"),
            include_str!("../../static/lessons/de/8-cancels-and-scoring.json"),
            include_str!("../../static/lessons/de/9-the-end-of-the-game.json"),
        ],
    ),
    (
        Lang::Ja,
        [
            include_str!("../../static/lessons/ja/1-leading-and-copying.json"),
            include_str!("../../static/lessons/ja/2-junking.json"),
            include_str!("../../static/lessons/ja/3-mixing.json"),
            include_str!("../../static/lessons/ja/4-smearing.json"),
            include_str!("../../static/lessons/ja/5-ties.json"),
            include_str!("../../static/lessons/ja/6-pointillism-bids-and-scores.json"),
            include_str!("../../static/lessons/ja/7-impressionism-bidding.json"),
            include_str!("../../static/lessons/ja/8-cancels-and-scoring.json"),
            include_str!("../../static/lessons/ja/9-the-end-of-the-game.json"),
        ],
    ),
];

/// Lesson `i` (from 0) of the guided first game with its translations, as the widget
/// reads it; the English alone if its words cannot be joined (the widget then says why
/// the lesson cannot be read, if it cannot).
pub fn lesson(i: usize) -> String {
    let Ok(mut file) = serde_json::from_str::<serde_json::Value>(FIRST_GAME[i]) else {
        return FIRST_GAME[i].to_string();
    };
    let mut translations = serde_json::Map::new();
    for (lang, texts) in TRANSLATIONS {
        // A translation that is not JSON is joined as text, which the lesson's check refuses.
        let words = serde_json::from_str(texts[i]).unwrap_or_else(|_| serde_json::Value::String(texts[i].into()));
        translations.insert(lang.code().into(), words);
    }
    if let Some(map) = file.as_object_mut() {
        map.insert("translations".into(), translations.into());
    }
    file.to_string()
}

/// A lesson's title in the page's language, read without checking the lesson (the
/// widget checks it).
fn title(i: usize) -> String {
    let code = pala_words::lang::lang().code();
    let text = TRANSLATIONS.iter().find(|(l, _)| l.code() == code).map_or(FIRST_GAME[i], |(_, t)| t[i]);
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
    let w = pala_words::lang::book();
    html! {
        <div class="first-game">
            <div class="lessons-head">
                <h1>{ w.lessons_title() }</h1>
                <p>{ pala_words::lang::fill(w.lessons_intro(), &[("smear", &w.smear()), ("show_me", &w.show_me())]) }</p>
                <nav aria-label={w.lessons_list()}>
                    <ol class="chapters">
                        { for (0..FIRST_GAME.len()).map(|i| {
                            // "1. Leading and copying": on phones only the number shows (the
                            // open lesson's title heads the lesson), so the list is one row.
                            let title = title(i);
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
            <super::Widget key={*chapter} scenario={lesson(*chapter)} />
            <nav class="lessons-foot" aria-label={w.lessons_steps()}>
                <button onclick={go(chapter.saturating_sub(1))} disabled={*chapter == 0}>{ w.lesson_previous() }</button>
                if *chapter < last {
                    <button class="primary" onclick={go(*chapter + 1)}>{ w.lesson_following() }</button>
                } else {
                    <a class="button primary" href="./">{ w.lessons_play() }</a>
                }
            </nav>
        </div>
    }
}

/// The lessons page for `spec` (`first-game`, or `first-game.N` for lesson N from 1).
pub fn start_page(spec: &str) {
    let Some(main) = super::page_main("pala-embed pala-lessons") else { return };
    let chapter = spec.split_once('.').and_then(|(_, n)| n.parse::<usize>().ok()).map_or(0, |n| n.saturating_sub(1));
    yew::Renderer::<FirstGame>::with_root_and_props(main, FirstGameProps { chapter }).render();
}
