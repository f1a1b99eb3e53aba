//! What the app asks or tells the player beside the game: a game that would be
//! replaced, saves kept aside, how saving goes, notices and links that failed.

use super::{Screen, Setup, State};
use crate::app::seeds::Seeds;
use crate::browser::storage::Trouble;
use pala_rules::engine::Game;
use pala_rules::scenario::save::SaveFile;

/// A stored save that could not be loaded, kept under `key` until the player lets it go.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptSave {
    pub key: String,
    pub text: String,
    /// Why it cannot be loaded; `None` when it can be now (a newer version wrote it,
    /// and this one reads it).
    pub problem: Option<String>,
    /// What the reader found, behind "Details" (a damaged save's reader's words).
    pub detail: Option<String>,
}

/// How saving goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saving {
    /// The game is saved (or there is none to save).
    Saved,
    /// The last write failed; it is tried again after every move and every few seconds.
    Failing(Trouble),
    /// The browser gives Pala no storage: games last while the page is open.
    Off,
    /// An unreadable save sits in the save slot (it could not be copied aside): no game
    /// is saved over it until the player exports it or lets it go.
    Held,
}

/// What may replace a game in progress (only after the player agrees).
#[derive(Clone, Debug, PartialEq)]
pub enum Replacement {
    /// A new game from the setup screen, or from a deal link.
    Start(Setup, Seeds),
    /// An imported game, or the newer position from another window.
    Resume(Box<SaveFile>, Box<Game>),
    /// A save set aside earlier that reads now: once resumed, its kept copy goes.
    ResumeKept(Box<SaveFile>, Box<Game>, KeptSave),
}

impl State {
    /// Something would replace the game: at once when none is in progress, else it
    /// waits for the player's answer.
    pub(super) fn offer(&mut self, replacement: Replacement, words: String) {
        if self.in_progress() {
            self.replacing = Some((replacement, words));
        } else {
            self.replace(replacement);
        }
    }

    /// The player's answer to a replacement: yes replaces the game, no keeps playing,
    /// back at the table (the question may have come from the new-game screen).
    pub(super) fn answer(&mut self, yes: bool) {
        match self.replacing.take() {
            Some((replacement, _)) if yes => self.replace(replacement),
            Some(_) if self.game.is_some() => self.screen = Screen::Table,
            _ => {}
        }
    }
}
