//! The new-game screen's "More options": the first dealer, the animation speed, the
//! deal number, and the check boxes. Open when any is away from
//! its default.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::app::store::{Msg, Setup, Speed, Store};
use pala_rules::engine::Seat;

/// The value chosen in the select that sent `e`.
fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// A select's callback: the setup changed by `f` with the value chosen.
fn changed_by(store: &Store, setup: &Setup, f: fn(Setup, String) -> Setup) -> Callback<Event> {
    let (store, setup) = (store.clone(), setup.clone());
    Callback::from(move |e: Event| store.dispatch(Msg::ChangeSetup(f(setup.clone(), select_value(&e)))))
}

/// The deal number's callback: the number typed, or none.
fn seed_input(store: &Store, setup: &Setup) -> Callback<InputEvent> {
    let (store, setup) = (store.clone(), setup.clone());
    Callback::from(move |e: InputEvent| {
        let text = e.target_unchecked_into::<HtmlInputElement>().value();
        let mut s = setup.clone();
        s.seed = text.trim().parse().ok();
        store.dispatch(Msg::ChangeSetup(s));
    })
}

/// A check box's callback: the setup changed by `f`.
fn toggled_by(store: &Store, setup: &Setup, f: fn(&mut Setup)) -> Callback<Event> {
    let (store, setup) = (store.clone(), setup.clone());
    Callback::from(move |_| {
        let mut s = setup.clone();
        f(&mut s);
        store.dispatch(Msg::ChangeSetup(s));
    })
}

/// The "More options" box.
pub(super) fn more_options(store: &Store, setup: &Setup) -> Html {
    let change = |f: fn(Setup, String) -> Setup| changed_by(store, setup, f);
    let toggle = |f: fn(&mut Setup)| toggled_by(store, setup, f);
    // Options away from the defaults stay in view.
    let words = pala_words::lang::book();
    let custom =
        setup.seed.is_some() || setup.first_dealer.is_some() || setup.speed != Speed::Normal || setup.colorblind;
    html! {
        <details class="more" open={custom}>
            <summary>{ words.more_options() }</summary>
            <div class="more-grid">
                <label>{ words.first_dealer() }{ " " }
                    <select onchange={change(|mut s, v| { s.first_dealer = v.parse().ok().map(Seat::new); s })}>
                        <option value="random" selected={setup.first_dealer.is_none()}>{ words.random() }</option>
                        { for Seat::all(setup.players.into()).map(|d| html! { <option value={d.id().to_string()} selected={setup.first_dealer == Some(d)}>{ pala_words::seat_label(d) }</option> }) }
                    </select>
                </label>
                <label>{ words.animation_speed() }{ " " }
                    <select onchange={change(|mut s, v| { s.speed = Speed::ALL.into_iter().find(|x| x.name() == v).unwrap_or(Speed::Normal); s })}>
                        { for Speed::ALL.into_iter().map(|sp| html! { <option value={sp.name()} selected={setup.speed == sp}>{ sp.words() }</option> }) }
                    </select>
                </label>
                <label>{ words.deal_number() }{ " " }
                    <input type="text" inputmode="numeric" value={setup.seed.map(|s| s.to_string()).unwrap_or_default()}
                        oninput={seed_input(store, setup)} placeholder={words.deal_number_random()} />
                </label>
                <label class="check"><input type="checkbox" checked={setup.colorblind} onchange={toggle(|s| s.colorblind = !s.colorblind)} />{ " " }{ words.colourblind() }</label>
                <label class="check"><input type="checkbox" checked={setup.auto_forced} onchange={toggle(|s| s.auto_forced = !s.auto_forced)} />{ " " }{ words.auto_forced() }</label>
                <label class="check"><input type="checkbox" checked={setup.coach} onchange={toggle(|s| s.coach = !s.coach)} />{ " " }{ words.coach() }</label>
            </div>
        </details>
    }
}
