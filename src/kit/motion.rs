//! Motion on the table: a card flies from where it was (your hand, or the seat that
//! played it) to its place in the trick, and a finished trick is gathered to its
//! winner. FLIP: measure the first and last boxes, then animate the difference with the
//! Web Animations API. Only `transform` and `opacity` move; the game never waits for
//! an animation longer than the animation itself; `prefers-reduced-motion` and the
//! Instant speed turn motion off. Animation state lives here, never in the engine.

use std::cell::RefCell;

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::{Animation, Element};

use crate::kit::fixed::{Fixed, tenths};
use pala_rules::engine::{Card, Seat};

#[wasm_bindgen]
extern "C" {
    /// An element, for `Element.animate(keyframes, options)`: web-sys marks its own
    /// binding unstable because of the options dictionary; this one takes plain objects.
    #[wasm_bindgen(extends = Element)]
    type Animatable;
    #[wasm_bindgen(method, js_name = animate)]
    fn animate_frames(this: &Animatable, keyframes: &Array, options: &Object) -> Animation;
}

/// A box on the page, in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    pub fn of(el: &Element) -> Rect {
        let r = el.get_bounding_client_rect();
        Rect { x: r.left(), y: r.top(), w: r.width(), h: r.height() }
    }

    fn centre(self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
}

thread_local! {
    /// Where cards played from your hand were, by card id, until the trick shows them.
    static ORIGINS: RefCell<Vec<(u8, Rect)>> = const { RefCell::new(Vec::new()) };
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// Whether the player asked the system for less motion.
pub fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Remembers where the hand shows these cards, just before they are played, so that
/// they fly from there.
pub fn remember_hand(cards: &[u8]) {
    let Some(doc) = document() else { return };
    ORIGINS.with(|o| {
        let mut o = o.borrow_mut();
        o.clear();
        for &id in cards {
            if let Some((held, el)) = hand_card(&doc, id) {
                o.push((held, Rect::of(&el)));
            }
        }
    });
}

/// The hand's card `id`, or else the other copy of its face (a move names a face by its
/// lower copy; the hand may hold the other), with its own id.
fn hand_card(doc: &web_sys::Document, id: u8) -> Option<(u8, Element)> {
    let card = Card::from_id(id)?;
    // The very card first (a tapped copy), then its face's other copy.
    std::iter::once(card).chain(card.face_copies().minus(card.bit()).iter()).find_map(|c| {
        doc.query_selector(&format!(".hand [data-card=\"{}\"]", c.id())).ok().flatten().map(|el| (c.id(), el))
    })
}

/// Where a card came from: your hand if it was just played from there, else the seat.
pub fn origin(card: u8, seat: Seat) -> Option<Rect> {
    // By face: the hand may hold the other physical copy of a face than the one the
    // trick shows (the first copy of a face shown is always the lower id, R13).
    let face = |id: u8| Card::from_id(id).map(Card::canonical);
    if let Some(r) = ORIGINS.with(|o| o.borrow().iter().find(|(id, _)| face(*id) == face(card)).map(|(_, r)| *r)) {
        return Some(r);
    }
    let el = document()?.query_selector(&format!(".table-felt .seat[data-seat=\"{}\"] .backs", seat.id())).ok()??;
    Some(Rect::of(&el))
}

/// Forgets the remembered hand positions (once the trick has shown them).
pub fn forget_hand() {
    ORIGINS.with(|o| o.borrow_mut().clear());
}

fn keyframe(transform: &str, opacity: f64) -> Object {
    let k = Object::new();
    let _ = Reflect::set(&k, &"transform".into(), &transform.into());
    let _ = Reflect::set(&k, &"opacity".into(), &opacity.into());
    k
}

/// An animation's timing, as a plain object: web-sys's `KeyframeAnimationOptions` is
/// behind its unstable APIs, and keyframes have no typed dictionary there at all.
fn options(ms: u32, easing: &str) -> Object {
    let o = Object::new();
    let _ = Reflect::set(&o, &"duration".into(), &(ms as f64).into());
    let _ = Reflect::set(&o, &"easing".into(), &easing.into());
    o
}

/// The transform that puts a box of `now`'s size and place over `at`.
fn over(now: Rect, at: Rect) -> String {
    let ((nx, ny), (ax, ay)) = (now.centre(), at.centre());
    let scale = if now.w > 0.0 { (at.w / now.w).clamp(0.3, 3.0) } else { 1.0 };
    format!("translate({}px, {}px) scale({})", tenths(ax - nx), tenths(ay - ny), Fixed(scale, 2))
}

/// Flies `el` from the box `from` to where it is now.
pub fn fly(el: &Element, from: Rect, ms: u32) -> Option<Animation> {
    if ms == 0 || reduced_motion() {
        return None;
    }
    let frames = Array::of2(&keyframe(&over(Rect::of(el), from), 0.85), &keyframe("none", 1.0));
    Some(el.unchecked_ref::<Animatable>().animate_frames(&frames, &options(ms, "cubic-bezier(0.2, 0.7, 0.3, 1)")))
}

/// Gathers `els` to the box `to` (the winner's seat), fading as they arrive. Returns
/// the animations, so the caller can go on when the last has finished.
pub fn gather(els: &[Element], to: Rect, ms: u32) -> Vec<Animation> {
    if ms == 0 || reduced_motion() {
        return Vec::new();
    }
    els.iter()
        .map(|el| {
            let frames = Array::of2(&keyframe("none", 1.0), &keyframe(&over(Rect::of(el), to), 0.0));
            let o = options(ms, "ease-in");
            let _ = Reflect::set(&o, &"fill".into(), &"forwards".into());
            el.unchecked_ref::<Animatable>().animate_frames(&frames, &o)
        })
        .collect()
}

/// Deals `els` (the cards of a fresh hand) from the dealer's seat `from`, one after
/// another.
pub fn deal(els: &[Element], from: Rect, ms: u32) {
    if ms == 0 || reduced_motion() {
        return;
    }
    for (i, el) in els.iter().enumerate() {
        let frames = Array::of2(&keyframe(&over(Rect::of(el), from), 0.0), &keyframe("none", 1.0));
        let o = options(ms, "ease-out");
        let _ = Reflect::set(&o, &"delay".into(), &((i as u32 * ms / 8) as f64).into());
        let _ = Reflect::set(&o, &"fill".into(), &"backwards".into());
        el.unchecked_ref::<Animatable>().animate_frames(&frames, &o);
    }
}

/// Where the dealer deals from: a card back's size at the centre of the dealer's seat
/// (so a dealt card grows from a small back into place, never from a plate-sized blur).
pub fn seat_box(seat: Seat) -> Option<Rect> {
    let doc = document()?;
    let el = doc.query_selector(&format!(".table-felt .seat[data-seat=\"{}\"]", seat.id())).ok().flatten()?;
    let plate = Rect::of(&el);
    let (cx, cy) = plate.centre();
    let (w, h) = (18.0, 26.0);
    Some(Rect { x: cx - w / 2.0, y: cy - h / 2.0, w, h })
}

/// Runs `f` after the browser has painted the next frame (an animation frame, then a
/// task): a tap's own feedback (the card marked as played, the button pressed) paints
/// at once, and the move's re-render and flight follow a frame later, so the page
/// answers the tap within a frame on a slow phone (Interaction to Next Paint).
pub fn after_paint(f: impl FnOnce() + 'static) {
    // One body for every caller (a generic one would be built for each, glue and all).
    after_paint_boxed(Box::new(f))
}

fn after_paint_boxed(f: Box<dyn FnOnce()>) {
    // The pressed control shows it at once (styles/main.css, `data-pressed`).
    if let Some(pressed) =
        document().and_then(|d| d.active_element()).filter(|e| e.matches("button, summary").unwrap_or(false))
    {
        let _ = pressed.set_attribute("data-pressed", "");
    }
    let task = std::rc::Rc::new(RefCell::new(Some(f)));
    let run = {
        let task = task.clone();
        move || {
            if let Some(f) = task.borrow_mut().take() {
                // The marks have done their work: the render now shows the move itself.
                clear_marks();
                f()
            }
        }
    };
    let frame = Closure::once_into_js(move || later(Box::new(run), 0));
    let asked = web_sys::window().map(|w| w.request_animation_frame(frame.unchecked_ref()));
    // No animation frames (no window, or refused): run it now rather than never.
    if !matches!(asked, Some(Ok(_)))
        && let Some(f) = task.borrow_mut().take()
    {
        f()
    }
}

/// Marks the hand's cards of a move as played, at once (an attribute only; the re-render
/// that follows takes them out of the hand).
pub fn mark_played(cards: &[u8]) {
    mark(cards, "data-played");
}

/// Marks a tapped card of the hand as being picked, at once (it rises; the re-render
/// that follows marks it picked).
pub fn mark_picking(card: u8) {
    mark(&[card], "data-picking");
}

/// Sets `attribute` on these cards of the hand.
fn mark(cards: &[u8], attribute: &str) {
    let Some(doc) = document() else { return };
    for &id in cards {
        if let Some((_, el)) = hand_card(&doc, id) {
            let _ = el.set_attribute(attribute, "");
        }
    }
}

/// Takes the marks of `mark_played` and `mark_picking` off the hand's cards, and the
/// pressed mark off the control pressed.
fn clear_marks() {
    let Some(Ok(marked)) = document().map(|d| d.query_selector_all("[data-played], [data-picking], [data-pressed]"))
    else {
        return;
    };
    for i in 0..marked.length() {
        if let Some(el) = marked.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
            for mark in ["data-played", "data-picking", "data-pressed"] {
                let _ = el.remove_attribute(mark);
            }
        }
    }
}

/// Runs `f` in a task of its own, soon (`setTimeout(f, 0)`). The callback frees itself
/// once called (a forgotten `gloo` timeout would keep every one, a leak over a game).
pub fn next_task(f: impl FnOnce() + 'static) {
    later(Box::new(f), 0)
}

/// Runs `f` in a task of its own after `ms` milliseconds.
fn later(f: Box<dyn FnOnce()>, ms: i32) {
    let task = Closure::once_into_js(f);
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(task.unchecked_ref(), ms);
    }
}
