//! The component kit: the table's pieces (cards, the hand, the trick, the colour
//! wheel, the bid board and chips, the seats, the score lines and chart), their motion
//! and layout, and the browser helpers (storage, the page round the wasm) that the app
//! and the pages share. Nothing here knows the app's store.

pub mod bidding;
pub mod cards;
pub mod chart;
pub mod fixed;
pub mod hand;
pub mod layout;
pub mod motion;
pub mod moves;
pub mod page;
pub mod picking;
pub mod score_lines;
pub mod seats;
pub mod storage;
pub mod trick;
pub mod wheel;
