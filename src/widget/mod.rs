//! The rules widget: a scenario (SCENARIO-FORMAT.md) shown as a live example that a
//! reader steps through, or plays their own legal moves in, with the engine explaining
//! what happened. Two ways in: an iframe URL with the scenario in the fragment
//! (`index.html#embed=<percent-encoded JSON>`), and an element on a host page
//! (`<div data-pala-scenario='{...}'>` plus `<script type="module" src=".../embed.js">`).
//! On a host page the widget lives in a shadow root with its own stylesheet, so its
//! styles do not leak out and the host's do not leak in. Scenario text is untrusted: it
//! is size-limited and validated, and a bad one shows an error inside the widget.

mod view;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::engine::{Action, Game};
use crate::scenario::Scenario;

pub use view::Widget;

/// The widget's stylesheet, put into each shadow root (and the iframe page).
pub const STYLE: &str = include_str!("../../styles/widget.css");

/// Scenarios longer than this are refused (a teaching example is a few hundred bytes).
pub const MAX_SCENARIO_BYTES: usize = 32 * 1024;

/// A scenario ready to show: its start position and its actions, or why it cannot be.
#[derive(Clone, Debug)]
pub struct Example {
    pub start: Game,
    pub actions: Vec<Action>,
}

/// Reads and validates scenario text for the widget.
pub fn load(text: &str) -> Result<Example, String> {
    if text.len() > MAX_SCENARIO_BYTES {
        return Err(format!("the scenario is {} bytes; the widget takes at most {MAX_SCENARIO_BYTES}", text.len()));
    }
    let scenario = Scenario::from_json(text).map_err(|e| e.0)?;
    let start = scenario.setup().map_err(|e| e.0)?;
    let mut actions = Vec::new();
    let mut game = start.clone();
    for (i, text) in scenario.actions.iter().flatten().enumerate() {
        let action: Action = text.parse().map_err(|e| format!("action {} ({text}): {e}", i + 1))?;
        game.act(action).map_err(|e| format!("action {} ({text}): {e}", i + 1))?;
        actions.push(action);
    }
    Ok(Example { start, actions })
}

/// Percent-decodes a URL fragment.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
        match (bytes[i], bytes.get(i + 1).copied().and_then(hex), bytes.get(i + 2).copied().and_then(hex)) {
            (b'%', Some(h), Some(l)) => {
                out.push(h * 16 + l);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The scenario in an iframe URL's fragment (`#embed=...`), if any.
pub fn fragment_scenario() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    hash.strip_prefix("#embed=").map(percent_decode)
}

/// Puts the widget's stylesheet and a widget for `scenario` into `parent`.
fn mount_into(document: &web_sys::Document, parent: &web_sys::Node, scenario: String) {
    if let Ok(style) = document.create_element("style") {
        style.set_text_content(Some(STYLE));
        let _ = parent.append_child(&style);
    }
    let Ok(root) = document.create_element("div") else { return };
    let _ = parent.append_child(&root);
    yew::Renderer::<Widget>::with_root_and_props(root, view::WidgetProps { scenario }).render();
}

/// Renders the widget as the whole page (the iframe form).
pub fn start_in_page(scenario: String) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(body) = document.body() else { return };
    mount_into(&document, &body, scenario);
}

/// Mounts a widget into every `[data-pala-scenario]` element of the host page, each in
/// its own shadow root. Called by `embed.js`.
#[wasm_bindgen]
pub fn mount_widgets() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(hosts) = document.query_selector_all("[data-pala-scenario]") else { return };
    for i in 0..hosts.length() {
        let Some(host) = hosts.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
        if host.shadow_root().is_some() {
            continue;
        }
        let scenario = host.get_attribute("data-pala-scenario").unwrap_or_default();
        if let Ok(shadow) = host.attach_shadow(&web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open)) {
            mount_into(&document, &shadow, scenario);
        }
    }
}
