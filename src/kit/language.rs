//! The language picker, and a phrasebook fetched for the chosen language made the one
//! spoken. The picker lists each language by its own name ("Deutsch", "日本語"), with a
//! globe, so that a player who cannot read the page's language still finds theirs.

use pala_words::lang::{self, Lang, Phrasebook};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// A link to another page of Pala's (`query` its page, `fragment` what it opens) in the
/// language spoken, so that a language chosen by a link (`?lang=`, not stored) goes on.
pub fn page_link(query: &str, fragment: &str) -> String {
    let query = if query.is_empty() { String::new() } else { format!("{query}&") };
    format!("./?{query}lang={}#{fragment}", lang::lang().code())
}

/// A globe, the sign for a language picker that a player finds without reading it.
fn globe() -> Html {
    html! {
        <svg class="globe" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3c-2.5 2.6-3.8 5.6-3.8 9s1.3 6.4 3.8 9" />
        </svg>
    }
}

/// A select of the languages, the one spoken chosen, with its label in the language
/// spoken ("Sprache"); `choose` gets the language picked.
pub fn language_picker(choose: Callback<Lang>) -> Html {
    let now = lang::lang();
    let change = Callback::from(move |e: Event| {
        let code = e.target_unchecked_into::<HtmlSelectElement>().value();
        if let Some(chosen) = Lang::from_tag(&code) {
            choose.emit(chosen);
        }
    });
    html! {
        <label class="language">
            { globe() }{ lang::book().language() }
            <select onchange={change}>
                { for Lang::ALL.into_iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={l == now}>{ l.own_name() }</option>
                }) }
            </select>
        </label>
    }
}

/// Speaks `chosen` with the phrasebook fetched for it (`text`, or why it could not be
/// fetched); if it cannot be read, the page stays in the language it speaks, and the
/// words say why.
pub fn speak_fetched(chosen: Lang, text: Result<String, String>) -> Option<String> {
    // Kept for the page's life: the phrases are read in place.
    let read = text.and_then(|t| Phrasebook::from_text(Box::leak(t.into_boxed_str())).map_err(|e| e.to_string()));
    match read {
        Ok(book) => {
            lang::install(chosen, book);
            lang::speak(chosen);
            None
        }
        Err(why) => {
            Some(lang::fill(lang::book().language_unavailable(), &[("language", &chosen.own_name()), ("why", &why)]))
        }
    }
}
