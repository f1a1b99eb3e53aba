//! The browser's plumbing that the app, the pages and the worker client share, apart
//! from the components: local storage, checked at every read and write
//! ([`storage`]), the share sheet and the clipboard ([`clipboard`]), and the page
//! round the wasm (what `static/boot.js` defines, the first screen `index.html` paints,
//! the frame the page is in: [`page`]).

pub mod clipboard;
pub mod fetch;
pub mod language;
pub mod page;
pub mod storage;
