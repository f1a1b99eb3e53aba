//! The engine is the bottom layer: nothing in `src/engine/` imports the notation's users,
//! the AI, the UI or anything else above it (issue 16: the engine once imported the
//! notation from the crate root).

use std::fs;
use std::path::Path;

/// Every `crate::` path in the engine's sources that leaves the engine.
fn imports_from_above(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).expect("src/engine is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            found.extend(imports_from_above(&path));
            continue;
        }
        let text = fs::read_to_string(&path).expect("an engine source is UTF-8");
        for (n, line) in text.lines().enumerate() {
            for (at, _) in line.match_indices("crate::") {
                if !line[at..].starts_with("crate::engine") {
                    found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                }
            }
        }
    }
    found
}

#[test]
fn the_engine_imports_nothing_above_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
    let found = imports_from_above(&dir);
    assert!(found.is_empty(), "the engine imports from above it:\n{}", found.join("\n"));
    // The check sees what it is meant to see: a line that leaves the engine is caught.
    let probe = std::env::temp_dir().join(format!("pala-layering-{}", std::process::id()));
    fs::create_dir_all(&probe).unwrap();
    fs::write(probe.join("x.rs"), "use crate::ui::Store;\nuse crate::engine::Card;\n").unwrap();
    let caught = imports_from_above(&probe);
    fs::remove_dir_all(&probe).unwrap();
    assert_eq!(caught.len(), 1, "{caught:?}");
}
