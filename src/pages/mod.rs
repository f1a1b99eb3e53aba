//! The rules widget: a scenario (`crates/rules/SCENARIO-FORMAT.md`) shown as a live example that a
//! reader steps through, or plays their own legal moves in, with the engine explaining
//! what happened. Two ways in: an iframe URL with the scenario in the fragment
//! (`index.html#embed=<percent-encoded JSON>`), and an element on a host page
//! (`<div data-pala-scenario='{...}'>` plus `<script type="module" src=".../embed.js">`).
//! On a host page the widget lives in a shadow root with its own stylesheet, so its
//! styles do not leak out and the host's do not leak in. Scenario text is untrusted: it
//! is size-limited and validated, and a bad one shows an error inside the widget, in
//! plain words (`load`).
//!
//! The widget is its own WebAssembly (`src/bin/widget.rs`, built by Trunk as
//! `widget.js` and `widget_bg.wasm`), so the game's wasm does not carry it and a rules
//! page does not load the game: the iframe form's page loads it when its fragment holds
//! a scenario, and `embed.js` loads it on a host page.
//!
//! Cards, the trick, the bid board and the hand are the table's own components
//! (`crate::kit`), so they look and behave alike everywhere. Their stylesheets reach the
//! widget without being copied: the iframe page links them (`index.html`), and for a
//! shadow root `embed.js` carries them, written in at build time by `.ci/precache.mjs`
//! from the built `main`, `cards` and `table` CSS, and hands them to [`mount_widgets`].

mod claims;
pub mod daily;
pub mod first_game;
mod focus;
pub mod lesson;
mod load;
mod play;
mod players;
mod position;
pub mod puzzle;
pub mod review;
pub mod studio;
mod view;
mod widget;

use wasm_bindgen::JsCast;

use pala_rules::engine::{Action, Game};

pub use view::Widget;

/// The widget's own stylesheet (its layout round the table's components), put into
/// each shadow root after the table's stylesheets, and into the iframe page.
pub const STYLE: &str = include_str!("../../styles/widget.css");

/// Scenarios longer than this are refused (a teaching example is a few hundred bytes).
pub const MAX_SCENARIO_BYTES: usize = 32 * 1024;

/// A scenario ready to show: its start position and its actions, or why it cannot be.
#[derive(Clone, Debug)]
pub struct Example {
    pub start: Game,
    pub actions: Vec<Action>,
    /// The words of a lesson, whose steps are `actions`.
    pub lesson: Option<lesson::Lesson>,
}

/// The scenario in an iframe URL's fragment (`#embed=...`), if any.
pub fn fragment_scenario() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let encoded = hash.strip_prefix("#embed=")?;
    // A damaged percent-encoding is passed on as it is: reading it as a scenario then
    // fails with the widget's plain-words error instead of showing nothing.
    Some(js_sys::decode_uri_component(encoded).map(String::from).unwrap_or_else(|_| encoded.to_string()))
}

/// Puts the stylesheets (`table_css`, the table's, then the widget's own) and a widget
/// for `scenario` into `parent`.
fn mount_into(document: &web_sys::Document, parent: &web_sys::Node, table_css: &str, scenario: String) {
    if let Ok(style) = document.create_element("style") {
        style.set_text_content(Some(&format!("{table_css}\n{STYLE}")));
        let _ = parent.append_child(&style);
    }
    let Ok(root) = document.create_element("div") else { return };
    // In the language it speaks, whatever the host page's (screen readers read it as
    // itself; a Japanese example's kana and kanji take the Japanese faces).
    let _ = root.set_attribute("lang", pala_words::lang::lang().code());
    let _ = parent.append_child(&root);
    yew::Renderer::<Widget>::with_root_and_props(root, view::WidgetProps { scenario, on_move: None }).render();
}

/// Renders the widget as the whole page (the iframe form; the page already links the
/// table's stylesheets).
pub fn start_in_page(scenario: String) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(body) = document.body() else { return };
    body.set_class_name("pala-embed");
    // The page's one landmark: the widget is all there is.
    let Ok(main) = document.create_element("main") else { return };
    let _ = body.append_child(&main);
    mount_into(&document, &main, "", scenario);
}

/// The page's one landmark, for a page of the widget's own (the lessons, the coach's
/// review): `<main>` on a body of class `class`, after the widget's stylesheet (the
/// page already links the table's).
pub(crate) fn page_main(class: &str) -> Option<web_sys::Element> {
    let document = web_sys::window()?.document()?;
    let body = document.body()?;
    body.set_class_name(class);
    let style = document.create_element("style").ok()?;
    style.set_text_content(Some(STYLE));
    body.append_child(&style).ok()?;
    let main = document.create_element("main").ok()?;
    body.append_child(&main).ok()?;
    Some(main)
}

/// Mounts a widget into every `[data-pala-scenario]` element of the host page, and a
/// puzzle into every `[data-pala-puzzle]` one (its value a puzzle's number, `day`, or
/// empty; the set fetched from `base`, the folder of `embed.js`; no rating kept on
/// another site's page), each in its own shadow root with `table_css` (the table's
/// stylesheets, `:root` rules made `:host` rules) and the widget's own. Exported by the
/// widget's own wasm (`src/bin/widget.rs`) for `embed.js`.
pub fn mount_widgets(table_css: Option<String>, base: Option<String>) {
    use pala_words::lang::{self, Lang};
    // The host page's language (Issue 49): the first example's `data-lang`, else the
    // `lang` of the nearest element that has one (the page's `<html lang>` at last); one
    // language for the page's examples, English where Pala does not speak it.
    let chosen = host_language().and_then(|tag| Lang::from_tag(&tag)).unwrap_or_default();
    if lang::speak(chosen) {
        return mount_all(table_css, base);
    }
    // German and Japanese from the phrasebook beside the widget's files.
    let url = format!("{}lang/{}.txt", base.clone().unwrap_or_else(|| "./".into()), chosen.code());
    crate::browser::page::fetch_text_here(&url, move |text| {
        if let Some(trouble) = crate::kit::language::speak_fetched(chosen, text) {
            gloo::console::warn!(trouble);
        }
        mount_all(table_css, base);
    });
}

/// The language the host page asks its examples to speak, as written.
fn host_language() -> Option<String> {
    let document = web_sys::window()?.document()?;
    let first = document.query_selector("[data-pala-scenario], [data-pala-puzzle]").ok()??;
    first.get_attribute("data-lang").or_else(|| first.closest("[lang]").ok()?.and_then(|e| e.get_attribute("lang")))
}

/// Mounts every example and puzzle of the host page, in the language spoken.
fn mount_all(table_css: Option<String>, base: Option<String>) {
    let table_css = table_css.unwrap_or_default();
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Ok(spots) = document.query_selector_all("[data-pala-puzzle]") {
        for i in 0..spots.length() {
            let Some(host) = spots.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
            let Ok(shadow) = host.attach_shadow(&web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open)) else {
                continue;
            };
            let spec = host.get_attribute("data-pala-puzzle").unwrap_or_default();
            if let Ok(style) = document.create_element("style") {
                style.set_text_content(Some(&format!("{table_css}\n{STYLE}\n{}", puzzle::STYLE)));
                let _ = shadow.append_child(&style);
            }
            let Ok(root) = document.create_element("div") else { continue };
            let _ = shadow.append_child(&root);
            let set_url = format!("{}puzzles.json", base.clone().unwrap_or_else(|| "./".into()));
            yew::Renderer::<puzzle::PuzzlesPage>::with_root_and_props(
                root,
                puzzle::PageProps { spec, keep: false, set_url, own_page: false },
            )
            .render();
        }
    }
    let Ok(hosts) = document.query_selector_all("[data-pala-scenario]") else { return };
    for i in 0..hosts.length() {
        let Some(host) = hosts.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
        if host.shadow_root().is_some() {
            continue;
        }
        let scenario = host.get_attribute("data-pala-scenario").unwrap_or_default();
        if let Ok(shadow) = host.attach_shadow(&web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open)) {
            mount_into(&document, &shadow, &table_css, scenario);
        }
    }
}

/// Reads and validates an example's text, a scenario or a lesson (one with `steps`);
/// an error is one or two plain sentences.
pub fn load(text: &str) -> Result<Example, String> {
    // A UTF-8 byte-order mark before the JSON is allowed (editors write one).
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.len() > MAX_SCENARIO_BYTES {
        return Err(pala_words::example_too_long(text.len(), MAX_SCENARIO_BYTES));
    }
    if lesson::is_lesson(text) { lesson::load_lesson(text) } else { load::load_scenario(text) }
}

/// Chooses the page's language as the game's page does (a link's `?lang=`, the player's
/// stored choice, the browser's languages, else English), marks the page with it, and
/// calls `go` once it is spoken: at once for a language compiled in, else after its
/// phrasebook is fetched (`lang/<code>.txt`; if that fails, the page speaks English and
/// the console says why: the game's page, which opened this one, has said it already).
pub fn speak_chosen(go: impl FnOnce() + 'static) {
    use crate::browser::language;
    let chosen = pala_words::lang::Lang::choose(
        language::link().as_deref(),
        language::stored().as_deref(),
        &language::browser(),
    );
    let mark = || language::mark(pala_words::lang::lang().code(), pala_words::lang::book().description());
    if pala_words::lang::speak(chosen) {
        mark();
        return go();
    }
    crate::browser::page::fetch_text(&format!("lang/{}.txt", chosen.code()), move |text| {
        if let Some(trouble) = crate::kit::language::speak_fetched(chosen, text) {
            gloo::console::warn!(trouble);
        }
        mark();
        go();
    });
}
