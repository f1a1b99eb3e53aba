//! The lab: native tools that measure and tune the AI, never part of the app: the
//! arena (levels against each other on duplicate deals) and the benchmarks.

pub mod arena;
pub mod bench;
