//! The `pala` command line: the referee (`pala scenario`), the arena and the benchmark.

fn main() {
    println!("pala {}", env!("CARGO_PKG_VERSION"));
}
