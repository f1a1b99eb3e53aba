//! "Share": a link that starts this same deal, handed to the system's share sheet
//! where there is one (phones), else copied to the clipboard, and the player is told.
//! The address bar is left alone, so a reload resumes the game instead of restarting.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use pala_words::{deal_number, share_title};

#[derive(Clone, PartialEq, Properties)]
pub struct ShareProps {
    /// The link fragment, `#deal=pointillism-4-12345`.
    pub fragment: String,
    /// The deal in words, for the share sheet's title.
    pub words: String,
    /// The deal number, shown beside the button (to replay it from the new-game screen).
    pub seed: u64,
}

/// Calls `target.method(arg)` when the browser has it, for its promise.
fn call(target: &JsValue, method: &str, arg: &JsValue) -> Option<Promise> {
    let f = Reflect::get(target, &method.into()).ok()?.dyn_into::<Function>().ok()?;
    f.call1(target, arg).ok()?.dyn_into::<Promise>().ok()
}

/// What happened, for the status line.
#[derive(Clone, PartialEq)]
enum Said {
    Nothing,
    Shared,
    Copied,
    /// Neither worked: the link is shown to copy by hand.
    CopyByHand,
}

async fn share(url: String, title: String) -> Said {
    let Some(window) = web_sys::window() else { return Said::CopyByHand };
    let navigator = Reflect::get(&window, &"navigator".into()).unwrap_or(JsValue::UNDEFINED);
    // The Web Share API where there is one (phones and tablets mostly).
    let data = js_sys::Object::new();
    let _ = Reflect::set(&data, &"title".into(), &title.into());
    let _ = Reflect::set(&data, &"url".into(), &url.clone().into());
    let can_share = Reflect::get(&navigator, &"canShare".into())
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call1(&navigator, &data).ok())
        .is_some_and(|v| v.is_truthy());
    if can_share && let Some(promise) = call(&navigator, "share", &data) {
        return match JsFuture::from(promise).await {
            Ok(_) => Said::Shared,
            // The player closed the share sheet: nothing to say.
            Err(_) => Said::Nothing,
        };
    }
    let clipboard = Reflect::get(&navigator, &"clipboard".into()).unwrap_or(JsValue::UNDEFINED);
    if let Some(promise) = call(&clipboard, "writeText", &url.into())
        && JsFuture::from(promise).await.is_ok()
    {
        return Said::Copied;
    }
    Said::CopyByHand
}

/// The Share button and what it did.
#[component]
pub fn Share(props: &ShareProps) -> Html {
    let said = use_state(|| Said::Nothing);
    let url = web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}{}", l.origin().ok()?, l.pathname().ok()?, props.fragment))
        })
        .unwrap_or_else(|| props.fragment.clone());
    let onclick = {
        let (said, url, title) = (said.clone(), url.clone(), share_title(&props.words));
        Callback::from(move |_| {
            let (said, url, title) = (said.clone(), url.clone(), title.clone());
            yew::platform::spawn_local(async move { said.set(share(url, title).await) });
        })
    };
    html! {
        <div class="share">
            <button {onclick} title="A link that starts this same deal for someone else">{ "Share this deal" }</button>
            <span class="deal-number">{ deal_number(props.seed) }</span>
            <span role="status" class="share-said">
                { match *said {
                    Said::Nothing => html! {},
                    Said::Shared => html! { "Link shared." },
                    Said::Copied => html! { "Link copied." },
                    Said::CopyByHand => html! {
                        <label>{ "Copy this link: " }
                            <input type="text" readonly=true value={url.clone()} onfocus={Callback::from(|e: FocusEvent| {
                                e.target_unchecked_into::<web_sys::HtmlInputElement>().select();
                            })} />
                        </label>
                    },
                } }
            </span>
        </div>
    }
}
