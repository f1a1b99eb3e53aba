//! The AI Web Worker: Trunk builds this binary as a worker script next to the app, with
//! the `worker` profile (built for speed; the page's wasm is built for size). It answers
//! the page's requests (`pala::worker`); nothing else runs in it.

fn main() {
    pala::worker::register_worker();
}
