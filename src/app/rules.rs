//! The in-app rules: a short, illustrated how-to-play and the quick reference of the
//! physical colour wheel card. The full rules page with live examples is rules.html.

use yew::prelude::*;

use crate::kit::cards::CardView;
use crate::kit::wheel::Wheel;
use pala_rules::engine::Card;

fn card(text: &str) -> Html {
    match text.parse::<Card>() {
        Ok(c) => html! { <CardView card={c} small=true /> },
        Err(_) => html! {},
    }
}

/// A phrase that ends in a worked example, its cards drawn (`{R3}` draws the Red 3):
/// the words, then the example on a line of its own, each card and each run of signs
/// and words between them kept whole.
fn with_cards(phrase: &str) -> Html {
    let (words, example) = phrase.split_at(phrase.find('{').unwrap_or(phrase.len()));
    let mut parts = Vec::new();
    let mut rest = example;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| open + c) else { break };
        parts.push(between(&rest[..open]));
        parts.push(card(&rest[open + 1..close]));
        rest = &rest[close + 1..];
    }
    parts.push(between(rest));
    html! { <>{ words }<span class="example">{ for parts }</span></> }
}

/// The signs and words between an example's cards ("=", "Purple 8"), unbroken.
fn between(text: &str) -> Html {
    let text = text.trim();
    if text.is_empty() {
        html! {}
    } else {
        html! { <span>{ text }</span> }
    }
}

/// The full rules page in `lang`: `rules.html` in English, `rules.de.html` and
/// `rules.ja.html` beside it.
pub fn rules_page(lang: pala_words::lang::Lang) -> String {
    match lang {
        pala_words::lang::Lang::En => "rules.html".into(),
        other => format!("rules.{}.html", other.code()),
    }
}

/// A cell of the quick reference, its list's items ("Cancel,", "+2,", "+Face";
/// "キャンセル、", "（未確認）") each kept whole: a narrow column breaks a line between
/// them, never inside one (Japanese has no spaces to break at).
fn whole_items(cell: &str) -> Html {
    // (The item, and whether it is a note, which may break as any words do.)
    let mut items: Vec<(&str, bool)> = Vec::new();
    for part in cell.split_inclusive([',', '\u{3001}']) {
        // A note in brackets is an item of its own.
        match part.find(['(', '\u{ff08}']).filter(|&i| i > 0) {
            Some(i) => items.extend([(part[..i].trim(), false), (part[i..].trim(), true)]),
            None => items.push((part.trim(), false)),
        }
    }
    let gap = if pala_words::lang::lang() == pala_words::lang::Lang::Ja { "" } else { " " };
    html! {
        { for items.iter().enumerate().map(|(i, &(item, note))| html! {
            <>{ if i > 0 { gap } else { "" } }<span class={if note { "note" } else { "whole" }}>{ item }</span></>
        }) }
    }
}

/// The rules screen (a plain function, not a component: it holds no state).
pub fn rules_screen() -> Html {
    let w = pala_words::lang::book();
    // The quick reference: a row per fact, a column per player count (3, 4, 5).
    let quick: [(&str, [&str; 3]); 5] = [
        (w.quick_cards(), ["14 / 6", "11 / 4", "9 / 3"]),
        (w.quick_goal(), ["100", "70", "30"]),
        (w.quick_null(), ["±25", "±7", "±2"]),
        (w.quick_end(), ["40", "45", "50"]),
        (w.quick_board(), [w.quick_board_3(), w.quick_board_4(), w.quick_board_5()]),
    ];
    // The scoring and dealing notes under it: (the game, the words).
    let notes = [
        (w.pointillism(), w.rules_pointillism()),
        (w.impressionism(), w.rules_impressionism()),
        ("", w.rules_general()),
    ];
    let players = |n: u8| pala_words::lang::counted(w.players_count(), n);
    html! {
        <article class="rules">
            <h2>{ w.rules_title() }</h2>
            { crate::app::setup::learn(w.rules_learn()) }
            { crate::app::setup::studio_link() }
            <div class="rules-grid">
                <Wheel trick={None} open={vec![]} />
                <div>
                    <p>{ w.rules_cards() }</p>
                    <p>{ w.rules_lead() }</p>
                    <ul>
                        <li><strong>{ w.rules_copy() }</strong>{ w.rules_copy_words() }</li>
                        <li><strong>{ w.rules_mix() }</strong>{ with_cards(w.rules_mix_words()) }</li>
                        <li><strong>{ w.rules_smear() }</strong>{ with_cards(w.rules_smear_words()) }</li>
                        <li><strong>{ w.rules_junk() }</strong>{ w.rules_junk_words() }</li>
                    </ul>
                    <p>{ w.rules_winning() }</p>
                </div>
            </div>
            <h3>{ w.quick_reference() }</h3>
            <table class="quick">
                <thead><tr><th>{ w.quick_table() }</th><th>{ players(3) }</th><th>{ players(4) }</th><th>{ players(5) }</th></tr></thead>
                <tbody>
                    { for quick.iter().map(|(what, cells)| html! {
                        <tr><th>{ *what }</th>{ for cells.iter().map(|c| html! { <td>{ whole_items(c) }</td> }) }</tr>
                    }) }
                </tbody>
            </table>
            { for notes.iter().map(|(game, words)| html! {
                <p>if !game.is_empty() { <strong>{ *game }</strong> }{ *words }</p>
            }) }
            <p><a href={rules_page(pala_words::lang::lang())}>{ w.full_rules() }</a></p>
        </article>
    }
}
