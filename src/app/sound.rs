//! Optional sounds, off by default: a card's flick, a trick gathered, a round's end.
//! Synthesised with the Web Audio API (no sound files to download or cache).

use std::cell::RefCell;

use web_sys::{AudioContext, OscillatorType};

/// What happened on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Card,
    Gather,
    RoundEnd,
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// One tone: frequency from `from` to `to` Hz over `ms`, fading out.
fn tone(ctx: &AudioContext, kind: OscillatorType, from: f32, to: f32, at: f64, ms: f64, volume: f32) -> Option<()> {
    let osc = ctx.create_oscillator().ok()?;
    let gain = ctx.create_gain().ok()?;
    osc.set_type(kind);
    let start = ctx.current_time() + at;
    let end = start + ms / 1000.0;
    osc.frequency().set_value_at_time(from, start).ok()?;
    osc.frequency().exponential_ramp_to_value_at_time(to, end).ok()?;
    gain.gain().set_value_at_time(volume, start).ok()?;
    gain.gain().exponential_ramp_to_value_at_time(0.001, end).ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    osc.start_with_when(start).ok()?;
    osc.stop_with_when(end).ok()?;
    Some(())
}

/// Plays a cue (quietly; nothing happens where the browser has no audio).
pub fn play(cue: Cue) {
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        let Some(ctx) = c.as_ref() else { return };
        let _ = ctx.resume();
        let _ = match cue {
            Cue::Card => tone(ctx, OscillatorType::Triangle, 1400.0, 500.0, 0.0, 60.0, 0.12),
            Cue::Gather => tone(ctx, OscillatorType::Sine, 500.0, 260.0, 0.0, 180.0, 0.15),
            Cue::RoundEnd => tone(ctx, OscillatorType::Sine, 523.0, 523.0, 0.0, 160.0, 0.15)
                .and_then(|_| tone(ctx, OscillatorType::Sine, 659.0, 659.0, 0.16, 160.0, 0.15))
                .and_then(|_| tone(ctx, OscillatorType::Sine, 784.0, 784.0, 0.32, 260.0, 0.15)),
        };
    });
}
