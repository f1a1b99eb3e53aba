//! The studio's parts: the drafts, the deal, the table to play the moves on, the steps
//! with their words, and the result (the check, the live lesson, the exports).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::draft::{Deal, Draft, Drafts, Movers};
use super::{Editor, edit, value_of};
use crate::pages::Widget;
use crate::pages::players::player_name;
use pala_rules::engine::{Action, Mode, Seat};
use pala_words::{
    studio_check_words, studio_draft_name, studio_from_game_words, studio_moves_words, studio_step_head,
    studio_take_back_words,
};

/// Whether the checkbox an event came from is ticked.
fn checked(e: &Event) -> bool {
    e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).is_some_and(|i| i.checked())
}

/// The drafts kept here: which is open, a new one, deleting this one, its title.
pub(super) fn drafts_bar(drafts: &Drafts, editor: &Editor) -> Html {
    let choose = edit(editor, |d: &mut Drafts, e: Event| {
        if let Ok(i) = value_of(&e).parse::<usize>() {
            d.open = i.min(d.drafts.len() - 1);
        }
    });
    let add = edit(editor, |d: &mut Drafts, _: MouseEvent| d.add(Draft::dealt(Mode::Pointillism, 3, 1, Seat::new(0))));
    let delete = edit(editor, |d: &mut Drafts, _: MouseEvent| d.delete());
    let title = edit(editor, |d: &mut Drafts, e: InputEvent| d.current_mut().title = value_of(&e));
    html! {
        <section class="studio-drafts" aria-label={pala_words::lang::book().studio_drafts()}>
            <div class="field"><label for="studio-draft">{ pala_words::lang::book().studio_draft() }</label>
                <select id="studio-draft" onchange={choose}>
                    { for drafts.drafts.iter().enumerate().map(|(i, d)| html! {
                        <option value={i.to_string()} selected={i == drafts.open}>{ studio_draft_name(&d.title, i + 1) }</option>
                    }) }
                </select>
            </div>
            <button type="button" onclick={add}>{ pala_words::lang::book().studio_new_draft() }</button>
            <button type="button" onclick={delete}>{ pala_words::lang::book().studio_delete_draft() }</button>
            <div class="field studio-title"><label for="studio-title">{ pala_words::lang::book().studio_title_label() }</label>
                <input id="studio-title" type="text" maxlength={super::draft::MAX_TITLE.to_string()} value={drafts.current().title.clone()} oninput={title} placeholder={pala_words::lang::book().studio_title_hint()} />
            </div>
        </section>
    }
}

/// The deal: mode, table size, dealer and deal number. Dealing starts the moves again.
pub(super) fn deal_form(draft: &Draft, editor: &Editor, target: &UseStateHandle<super::draft::Place>) -> Html {
    let Deal { mode, players, dealer, number: seed } = draft.deal();
    let set = |f: fn(&Draft, &str) -> Draft| {
        edit(editor, move |d: &mut Drafts, e: Event| *d.current_mut() = f(d.current(), &value_of(&e)))
    };
    let on_mode = set(|d, v| {
        let Deal { players: p, dealer, number: seed, .. } = d.deal();
        Draft {
            title: d.title.clone(),
            ..Draft::dealt(Mode::parse(v).unwrap_or(Mode::Pointillism), p, seed.unwrap_or(1), dealer)
        }
    });
    let on_players = set(|d, v| {
        let Deal { mode: m, dealer, number: seed, .. } = d.deal();
        let p = v.parse().unwrap_or(3u8).clamp(3, 5);
        let dealer = Seat::new(dealer.id().min(p - 1));
        Draft { title: d.title.clone(), ..Draft::dealt(m, p, seed.unwrap_or(1), dealer) }
    });
    let on_seed = set(|d, v| {
        let Deal { mode: m, players: p, dealer, number: seed } = d.deal();
        Draft { title: d.title.clone(), ..Draft::dealt(m, p, v.trim().parse().unwrap_or(seed.unwrap_or(1)), dealer) }
    });
    let on_dealer = set(|d, v| {
        let Deal { mode: m, players: p, number: seed, .. } = d.deal();
        let dealer = Seat::new(v.parse().unwrap_or(0u8).min(p - 1));
        // Cards placed by hand (or from a game) stay; a deal is dealt again.
        if d.by_hand() {
            let mut kept = d.clone();
            kept.set_dealer(dealer);
            return kept;
        }
        Draft { title: d.title.clone(), ..Draft::dealt(m, p, seed.unwrap_or(1), dealer) }
    });
    let by_hand = edit(editor, |d: &mut Drafts, _: MouseEvent| d.current_mut().set_by_hand());
    html! {
        <section class="studio-deal" aria-labelledby="studio-deal-head">
            <h2 id="studio-deal-head">{ pala_words::lang::book().studio_deal_head() }</h2>
            if draft.from_game {
                <p class="studio-from">{ studio_from_game_words(draft.scene.len()) }</p>
            }
            if seed.is_none() {
                <p>{ pala_words::lang::book().studio_by_hand() }</p>
            }
            <div class="studio-fields">
                <div class="field"><label for="studio-mode">{ pala_words::lang::book().studio_game() }</label>
                    <select id="studio-mode" onchange={on_mode}>
                        <option value="pointillism" selected={mode == Mode::Pointillism}>{ pala_words::lang::book().pointillism() }</option>
                        <option value="impressionism" selected={mode == Mode::Impressionism}>{ pala_words::lang::book().impressionism() }</option>
                    </select>
                </div>
                <div class="field"><label for="studio-players">{ pala_words::lang::book().studio_players() }</label>
                    <select id="studio-players" onchange={on_players}>
                        { for (3u8..=5).map(|n| html! { <option value={n.to_string()} selected={n == players}>{ n }</option> }) }
                    </select>
                </div>
                <div class="field"><label for="studio-dealer">{ pala_words::lang::book().studio_dealer() }</label>
                    <select id="studio-dealer" onchange={on_dealer}>
                        { for Seat::all(players as usize).map(|s| html! {
                            <option value={s.id().to_string()} selected={s == dealer}>{ player_name(s) }</option>
                        }) }
                    </select>
                </div>
                <div class="field"><label for="studio-seed">{ pala_words::lang::book().studio_deal_number() }</label>
                    <input id="studio-seed" type="number" min="0" inputmode="numeric" value={seed.map(|s| s.to_string()).unwrap_or_default()} onchange={on_seed} />
                </div>
            </div>
            <p class="studio-note">{ pala_words::lang::book().studio_deal_note() }</p>
            if draft.by_hand() {
                { super::placing::placing(draft, editor, target) }
            } else {
                <button type="button" onclick={by_hand}>{ pala_words::lang::book().studio_place_by_hand() }</button>
            }
        </section>
    }
}

/// The table: the position after every move so far, played on with the game's own
/// controls for whoever is to move; each move becomes the next step.
pub(super) fn table(draft: &Draft, movers: &Movers, editor: &Editor) -> Html {
    let mover = movers.next;
    let on_move = edit(editor, move |d: &mut Drafts, a: Action| d.current_mut().push(a, mover));
    let undo = edit(editor, |d: &mut Drafts, _: MouseEvent| d.current_mut().undo());
    let here = edit(editor, |d: &mut Drafts, _: MouseEvent| d.current_mut().start_here());
    let moves = draft.moves().len();
    html! {
        <section class="studio-table" aria-labelledby="studio-table-head">
            <h2 id="studio-table-head">{ pala_words::lang::book().studio_table_head() }</h2>
            <p class="studio-note">{ pala_words::lang::fill(pala_words::lang::book().studio_table_note(), &[("player", &player_name(Seat::new(0))), ("you", &pala_words::lang::book().you())]) }</p>
            <Widget key={format!("{moves}-{}", draft.table().len())} scenario={draft.table()} on_move={on_move} />
            <p class="studio-moves" aria-live="polite">{ studio_moves_words(draft.scene.len(), draft.steps.len()) }</p>
            <div class="studio-actions">
                <button type="button" onclick={undo} disabled={moves == 0}>{ pala_words::lang::book().studio_take_back_last() }</button>
                <button type="button" onclick={here} disabled={draft.steps.is_empty()}>{ pala_words::lang::book().studio_start_here() }</button>
            </div>
        </section>
    }
}

/// The steps: each move with what it says, who makes it and its hint; the closing words.
pub(super) fn steps(draft: &Draft, movers: &Movers, editor: &Editor) -> Html {
    let movers = &movers.steps;
    let end = edit(editor, |d: &mut Drafts, e: InputEvent| d.current_mut().end = value_of(&e));
    html! {
        <section class="studio-steps" aria-labelledby="studio-steps-head">
            <h2 id="studio-steps-head">{ pala_words::lang::book().studio_steps_head() }</h2>
            if draft.steps.is_empty() {
                <p>{ pala_words::lang::book().studio_steps_empty() }</p>
            }
            <ol>
                { for draft.steps.iter().enumerate().map(|(k, step)| {
                    let mover = movers.get(k).copied().flatten();
                    let learners = mover == Some(Seat::new(0));
                    let who = mover.map_or_else(String::new, |s| if learners { pala_words::lang::book().you().into() } else { player_name(s) });
                    let head = step.action.parse::<Action>().map_or_else(|_| step.action.clone(), |a| studio_step_head(k + 1, &who, a));
                    let say = edit(editor, move |d: &mut Drafts, e: InputEvent| d.current_mut().steps[k].say = value_of(&e));
                    let asked = edit(editor, move |d: &mut Drafts, e: Event| d.current_mut().steps[k].asked = checked(&e));
                    let hint = edit(editor, move |d: &mut Drafts, e: InputEvent| d.current_mut().steps[k].hint = value_of(&e));
                    let back = edit(editor, move |d: &mut Drafts, _: MouseEvent| d.current_mut().take_back_from(k));
                    let later = draft.steps.len() - k - 1;
                    html! {
                        <li><fieldset class="studio-step">
                            <legend>{ head }</legend>
                            <label>{ pala_words::lang::book().studio_step_says() }
                                <textarea rows="2" value={step.say.clone()} oninput={say} />
                            </label>
                            <label class="check">
                                <input type="checkbox" checked={step.asked && learners} disabled={!learners} onchange={asked} />
                                { pala_words::lang::fill(if learners { pala_words::lang::book().studio_learner_moves() } else { pala_words::lang::book().studio_played_on_next() }, &[("next", &pala_words::lang::book().widget_next())]) }
                            </label>
                            // Only a move asked of the learner can be answered wrongly.
                            if step.asked && learners {
                                <label>{ pala_words::lang::book().studio_hint() }
                                    <input type="text" value={step.hint.clone()} oninput={hint} />
                                </label>
                            }
                            <button type="button" class="take-back" onclick={back}>{ studio_take_back_words(k + 1, later) }</button>
                        </fieldset></li>
                    }
                }) }
            </ol>
            <label>{ pala_words::lang::book().studio_end() }
                <textarea rows="2" value={draft.end.clone()} oninput={end} />
            </label>
        </section>
    }
}

/// The page's own address without its fragment or query, ending in `/`: where the
/// embed snippets point.
fn base() -> String {
    let href = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
    let page = href.split(['#', '?']).next().unwrap_or_default();
    page.rfind('/').map_or(page.to_string(), |i| page[..=i].to_string())
}

/// The result: the check in words, the lesson live, and the exports.
pub(super) fn result(draft: &Draft) -> Html {
    let export = draft.export();
    let compact = export.to_string();
    let pretty = serde_json::to_string_pretty(&export).unwrap_or_default();
    let problem = crate::pages::load(&compact).err();
    let encoded = String::from(js_sys::encode_uri_component(&compact));
    let base = base();
    let link = format!("{base}#embed={encoded}");
    let title = if draft.title.trim().is_empty() {
        pala_words::lang::book().studio_example_title().to_string()
    } else {
        format!("Pala: {}", draft.title.trim())
    };
    let iframe = format!(
        "<iframe title=\"{}\" src=\"{link}\" style=\"width:100%;height:40rem;border:0\"></iframe>",
        title.replace('"', "&quot;")
    );
    // The words inside show until the example mounts, and stay where the host cannot
    // load Pala's files (no CORS), saying why.
    let element = format!(
        "<div data-pala-scenario='{}'>{}</div>\n<script type=\"module\" src=\"{base}embed.js\"></script>",
        compact.replace('&', "&amp;").replace('\'', "&#39;"),
        pala_words::embed_waiting(&base).replace('&', "&amp;").replace('<', "&lt;")
    );
    html! {
        <section class="studio-result" aria-labelledby="studio-result-head">
            <h2 id="studio-result-head">{ pala_words::lang::book().studio_result_head() }</h2>
            <p class={classes!("studio-check", problem.is_some().then_some("problem"))} role="status">
                { studio_check_words(draft.steps.len(), problem.as_deref()) }
            </p>
            if problem.is_none() {
                <div class="studio-preview"><Widget key={compact.clone()} scenario={compact.clone()} /></div>
                <h3>{ pala_words::lang::book().studio_share() }</h3>
                <p><a href={link.clone()} target="_blank" rel="noopener">{ pala_words::lang::book().studio_open_page() }</a></p>
                <CopyBox class="studio-export" rows={8} text={pretty} label={pala_words::lang::fill(pala_words::lang::book().studio_json_label(), &[("json", &"JSON")])} />
                <CopyBox class="studio-iframe" rows={3} text={iframe} label={pala_words::studio_iframe_label()} />
                <CopyBox class="studio-element" rows={4} text={element} label={pala_words::lang::fill(pala_words::lang::book().studio_element_label(), &[("script", &"embed.js")])} />
            }
        </section>
    }
}

#[derive(Clone, PartialEq, Properties)]
pub(super) struct CopyBoxProps {
    pub class: AttrValue,
    pub label: AttrValue,
    pub text: AttrValue,
    pub rows: u32,
}

/// A text to take away: read-only, selected on focus, with a Copy button.
#[component]
pub(super) fn CopyBox(props: &CopyBoxProps) -> Html {
    let copied = use_state(|| false);
    let select = Callback::from(|e: FocusEvent| {
        if let Some(t) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
            t.select();
        }
    });
    let copy = {
        let (text, copied) = (props.text.to_string(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            let (text, copied) = (text.clone(), copied.clone());
            yew::platform::spawn_local(async move { copied.set(crate::browser::clipboard::copy(&text).await) });
        })
    };
    html! {
        <div class="copy-box">
            <label>{ props.label.clone() }
                <textarea class={props.class.clone()} readonly=true rows={props.rows.to_string()} value={props.text.clone()} onfocus={select} />
            </label>
            <div class="copy-row">
                <button type="button" onclick={copy}>{ pala_words::lang::book().studio_copy() }</button>
                <span aria-live="polite">{ if *copied { pala_words::lang::book().studio_copied() } else { "" } }</span>
            </div>
        </div>
    }
}
