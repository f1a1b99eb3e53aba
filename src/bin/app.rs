//! The web app: Trunk builds this binary to WebAssembly and mounts the Yew root.

fn main() {
    pala::ui::start();
}
