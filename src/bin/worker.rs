//! The AI Web Worker: Trunk builds this binary as a worker script next to the app.

fn main() {
    pala::ui::register_worker();
}
