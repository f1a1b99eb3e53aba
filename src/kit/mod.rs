//! The component kit: the table's pieces (cards, the hand, the trick, the colour
//! wheel, the bid board and chips, the seats, the score lines and chart), their motion
//! and layout, that the app and the pages share. Nothing here knows the app's store,
//! and the browser's plumbing (storage, the page round the wasm) is `crate::browser`.

pub mod bidding;
pub mod cards;
pub mod chart;
pub mod fixed;
pub mod hand;
pub mod language;
pub mod layout;
pub mod motion;
pub mod moves;
pub mod picking;
pub mod score_lines;
pub mod seats;
pub mod trick;
pub mod wheel;
