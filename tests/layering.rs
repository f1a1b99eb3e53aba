//! The walls between the rooms of `src/`, read from the sources: each folder is a layer
//! and may import only the layers its row of [`ALLOWED`] names; within a folder, the
//! files (modules) import one another without a circle. A new folder must join the
//! table, or this test fails.
//!
//! | layer        | may import                                             |
//! |--------------|--------------------------------------------------------|
//! | `engine`     | nothing                                                |
//! | `scenario`   | engine                                                 |
//! | `words`      | engine                                                 |
//! | `ai`         | engine, words                                          |
//! | `lab`        | engine, scenario, words, ai, web/worker (its protocol) |
//! | `web/kit`    | engine, words                                          |
//! | `web/worker` | engine, words, ai, web/kit                             |
//! | `web/app`    | engine, scenario, words, ai, web/kit, web/worker       |
//! | `web/pages`  | engine, scenario, words, ai, web/kit, web/worker       |
//! | `bin`        | everything (each binary starts one part)               |

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Each layer and the layers it may import.
const ALLOWED: [(&str, &[&str]); 10] = [
    ("engine", &[]),
    ("scenario", &["engine"]),
    ("words", &["engine"]),
    ("ai", &["engine", "words"]),
    ("lab", &["engine", "scenario", "words", "ai", "web/worker"]),
    ("web/kit", &["engine", "words"]),
    ("web/worker", &["engine", "words", "ai", "web/kit"]),
    ("web/app", &["engine", "scenario", "words", "ai", "web/kit", "web/worker"]),
    ("web/pages", &["engine", "scenario", "words", "ai", "web/kit", "web/worker"]),
    ("bin", &["engine", "scenario", "words", "ai", "lab", "web", "web/kit", "web/worker", "web/app", "web/pages"]),
];

/// The layer of a source file, by its path under `src/` (`lib.rs` and `web/mod.rs`
/// only declare the layers).
fn layer_of(relative: &Path) -> Option<String> {
    let parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    match parts.as_slice() {
        [file] if file == "lib.rs" => None,
        [web, file] if web == "web" && file == "mod.rs" => None,
        [web, room, ..] if web == "web" => Some(format!("web/{room}")),
        [top, ..] => Some(top.clone()),
        [] => None,
    }
}

/// The layer a path like `engine::Card` or `web::kit::cards` names (after `crate::`
/// or `pala::`).
fn layer_named(path: &str) -> String {
    let mut parts = path.split("::");
    let first = parts.next().unwrap_or_default();
    match (first, parts.next()) {
        ("web", Some(room)) if ["kit", "app", "pages", "worker"].contains(&room) => format!("web/{room}"),
        _ => first.to_string(),
    }
}

/// The shipped code of a source, without comments (a doc comment may name any layer)
/// and without its unit tests (`#[cfg(test)] mod tests`, which may set up a position
/// from the scenario format; they are never built into a target).
fn code(text: &str) -> String {
    let code = text.lines().map(|l| l.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n");
    match code.find("#[cfg(test)]\nmod tests") {
        Some(at) => code[..at].to_string(),
        None => code,
    }
}

/// Every crate path a source names: `crate::a::b`, and each branch of `crate::{a, b::c}`.
fn crate_paths(code: &str, root: &str) -> Vec<String> {
    let mut found = Vec::new();
    let prefix = format!("{root}::");
    for (at, _) in code.match_indices(&prefix) {
        // `crate::` inside a longer name (`my_crate::`) is not a crate path.
        if code[..at].chars().last().is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut branch = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        found.push(std::mem::take(&mut branch).trim().to_string());
                        continue;
                    }
                    _ => {}
                }
                branch.push(c);
            }
            found.push(branch.trim().to_string());
        } else {
            let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).unwrap_or(rest.len());
            found.push(rest[..end].to_string());
        }
    }
    found.into_iter().filter(|p| !p.is_empty()).collect()
}

/// Every `.rs` file under `dir`, with its path relative to `root`.
fn sources(root: &Path, dir: &Path, out: &mut Vec<(PathBuf, String)>) {
    for entry in fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            sources(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).expect("a UTF-8 source");
            out.push((path.strip_prefix(root).expect("under the root").to_path_buf(), text));
        }
    }
}

/// Every import that crosses a wall it may not, as `file: path (from -> to)`.
fn trespasses(files: &[(PathBuf, String)]) -> Vec<String> {
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.into_iter().collect();
    let mut found = Vec::new();
    for (relative, text) in files {
        let Some(from) = layer_of(relative) else { continue };
        let Some(may) = allowed.get(from.as_str()) else {
            found.push(format!("{}: the layer {from:?} is not in the table", relative.display()));
            continue;
        };
        let code = code(text);
        let root = if from == "bin" { "pala" } else { "crate" };
        for path in crate_paths(&code, root) {
            let to = layer_named(&path);
            if to != from && !may.contains(&to.as_str()) {
                found.push(format!("{}: {root}::{path} ({from} -> {to})", relative.display()));
            }
        }
    }
    found
}

/// The module a file is, as a path under `src/` without `.rs` (`ai/search` for
/// `ai/search/mod.rs`).
fn module_of(relative: &Path) -> String {
    let text = relative.to_string_lossy().replace('\\', "/");
    let text = text.strip_suffix(".rs").unwrap_or(&text);
    text.strip_suffix("/mod").unwrap_or(text).to_string()
}

/// The imports between sibling modules (files of one folder, or a folder's modules),
/// as edges: `super::x` from a sibling, or the full path to it.
fn sibling_edges(files: &[(PathBuf, String)]) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeSet<String> = files.iter().map(|(p, _)| module_of(p)).collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (relative, text) in files {
        let me = module_of(relative);
        let Some((parent, _)) = me.rsplit_once('/') else { continue };
        let code = code(text);
        let mut named = Vec::new();
        // `super::x` from a file that is not its folder's `mod.rs` names a sibling.
        if !relative.ends_with("mod.rs") {
            for (at, _) in code.match_indices("super::") {
                let rest = &code[at + 7..];
                let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
                named.push(format!("{parent}/{}", &rest[..end]));
            }
        }
        for path in crate_paths(&code, "crate") {
            named.push(path.replace("::", "/"));
        }
        for target in named {
            // The sibling module a name falls in: the longest module that prefixes it.
            let sibling = modules
                .iter()
                .filter(|m| m.rsplit_once('/').map(|(p, _)| p) == Some(parent) && **m != me)
                .find(|m| target == **m || target.starts_with(&format!("{m}/")));
            if let Some(sibling) = sibling {
                edges.entry(me.clone()).or_default().insert(sibling.clone());
            }
        }
    }
    edges
}

/// A circle among the edges, if any, as the modules round it.
fn circle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            return Some(path[at..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, edges, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    edges.keys().find_map(|n| visit(n, edges, &mut Vec::new(), &mut done))
}

fn all_sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    files
}

#[test]
fn every_import_keeps_to_the_table_of_layers() {
    let files = all_sources();
    let layers: BTreeSet<String> = files.iter().filter_map(|(p, _)| layer_of(p)).collect();
    println!("layers: {layers:?}; {} source files", files.len());
    assert!(layers.len() >= 9, "every folder is a layer: {layers:?}");
    let found = trespasses(&files);
    assert!(found.is_empty(), "imports across a wall:\n{}", found.join("\n"));
}

#[test]
fn no_module_imports_in_a_circle() {
    let files = all_sources();
    let edges = sibling_edges(&files);
    println!("{} imports between sibling modules", edges.values().map(BTreeSet::len).sum::<usize>());
    assert_eq!(circle(&edges), None, "modules that import one another round a circle");
}

/// The checks see what they are meant to see: an engine file that names the words, a
/// kit file that names the app, a shipped AI file that names the lab, and two sibling
/// modules that import each other are all caught; a doc comment is not an import.
#[test]
fn the_checks_catch_what_they_forbid() {
    let file = |path: &str, text: &str| (PathBuf::from(path), text.to_string());
    let files = [
        file("engine/x.rs", "use crate::words::card_name;\n/// Not `crate::ai`.\nuse crate::engine::Card;"),
        file("web/kit/y.rs", "use crate::{engine::Card, web::app::store::Store};"),
        file("ai/z.rs", "fn f() { crate::lab::arena::run(); }"),
        file("words/w.rs", "use crate::engine::Card; // crate::ai is only mentioned"),
    ];
    let found = trespasses(&files);
    assert_eq!(found.len(), 3, "{found:#?}");
    assert!(found[0].contains("engine -> words") && found[1].contains("web/kit -> web/app"), "{found:#?}");
    assert!(found[2].contains("ai -> lab"), "{found:#?}");
    let round = [
        file("web/pages/lesson.rs", "use super::load::parse;"),
        file("web/pages/load.rs", "use crate::web::pages::lesson::Lesson;"),
        file("web/pages/mod.rs", "mod lesson; mod load;"),
    ];
    let edges = sibling_edges(&round);
    let found = circle(&edges).expect("the circle is found");
    assert_eq!(found.len(), 2, "{found:?}");
}
