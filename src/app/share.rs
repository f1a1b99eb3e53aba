//! "Share": a link that starts this same deal, handed to the system's share sheet
//! where there is one (phones), else copied to the clipboard, and the player is told.
//! The address bar is left alone, so a reload resumes the game instead of restarting.

use yew::prelude::*;

use crate::browser::clipboard::{self, Shared};

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
    match clipboard::share(&url, &title).await {
        Shared::Shared => Said::Shared,
        Shared::Closed => Said::Nothing,
        Shared::NoSheet if clipboard::copy(&url).await => Said::Copied,
        Shared::NoSheet => Said::CopyByHand,
    }
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
            <button {onclick} title={pala_words::lang::book().share_deal_title()}>{ pala_words::lang::book().share_deal() }</button>
            <span class="deal-number">{ deal_number(props.seed) }</span>
            <span role="status" class="share-said">
                { match *said {
                    Said::Nothing => html! {},
                    Said::Shared => html! { pala_words::lang::book().link_shared() },
                    Said::Copied => html! { pala_words::lang::book().link_copied() },
                    Said::CopyByHand => html! {
                        <label>{ pala_words::lang::book().copy_link() }
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
