//! The walls, read from the parsed sources (`syn`), not from the text.
//!
//! Between the crates the compiler keeps them: a crate can use only what its manifest
//! names, and [`CRATES`] is the architecture's table of which crate may name which
//! (checked against every `Cargo.toml`). Inside the web crate (`src/`) each folder is a
//! layer, and every path its shipped code names (in `use`, in expressions and types,
//! and inside macros such as `html!`), resolved through `crate::`, `self::`, `super::`
//! and child modules, must keep to [`LAYERS`]. In every crate, modules that are
//! siblings (in one folder, or the folders that hold them) import one another without a
//! circle. Unit tests (`#[cfg(test)]`) are never built into a target and are left out.
//!
//! | crate        | may depend on                        |
//! |--------------|--------------------------------------|
//! | `pala-rules` | no crate of this workspace; no web   |
//! | `pala-words` | rules                                |
//! | `pala-ai`    | rules, words                         |
//! | `pala-lab`   | rules, words, ai (native only)       |
//! | `pala` (web) | rules, words, ai                     |
//!
//! | web layer | may import (this crate)  | may name the AI crate                 |
//! |-----------|--------------------------|---------------------------------------|
//! | `browser` | nothing                  | no (storage, the page round the wasm)  |
//! | `kit`     | nothing                  | no                                    |
//! | `worker`  | kit, browser             | yes (it runs the AI; the rule of thumb and the coach's threshold pass through it to the page) |
//! | `app`     | kit, worker, browser     | no: the AI answers through the worker |
//! | `pages`   | kit, worker, browser     | no: the AI answers through the worker |
//! | `bin`     | everything               | no                                    |

#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// Each workspace crate, where it lives, and the workspace crates it may depend on.
const CRATES: [(&str, &str, &[&str]); 5] = [
    ("pala-rules", "crates/rules", &[]),
    ("pala-words", "crates/words", &["pala-rules"]),
    ("pala-ai", "crates/ai", &["pala-rules", "pala-words"]),
    ("pala-lab", "crates/lab", &["pala-rules", "pala-words", "pala-ai"]),
    ("pala", ".", &["pala-rules", "pala-words", "pala-ai"]),
];

/// Crates that draw or touch the browser: only the web crate may depend on them.
const WEB_CRATES: [&str; 7] = ["yew", "web-sys", "js-sys", "gloo", "wasm-bindgen", "wasm-bindgen-futures", "getrandom"];

/// Each layer of the web crate, the layers of this crate it may import, and the outside
/// crates it may name (the standard library always).
#[rustfmt::skip]
const LAYERS: [(&str, &[&str], &[&str]); 6] = [
    ("browser", &[], &["web_sys", "js_sys", "gloo", "wasm_bindgen", "wasm_bindgen_futures", "serde", "serde_json", "thiserror"]),
    ("kit", &[], &["pala_rules", "pala_words", "yew", "web_sys", "js_sys", "gloo", "wasm_bindgen", "wasm_bindgen_futures", "serde", "serde_json", "thiserror"]),
    ("worker", &["kit", "browser"], &["pala_rules", "pala_words", "pala_ai", "yew", "web_sys", "js_sys", "gloo", "wasm_bindgen", "wasm_bindgen_futures", "serde", "serde_json", "thiserror"]),
    ("app", &["kit", "worker", "browser"], &["pala_rules", "pala_words", "yew", "web_sys", "js_sys", "gloo", "wasm_bindgen", "wasm_bindgen_futures", "serde", "serde_json", "thiserror", "getrandom"]),
    ("pages", &["kit", "worker", "browser"], &["pala_rules", "pala_words", "yew", "web_sys", "js_sys", "gloo", "wasm_bindgen", "wasm_bindgen_futures", "serde", "serde_json", "thiserror"]),
    ("bin", &["browser", "kit", "worker", "app", "pages"], &["wasm_bindgen", "web_sys", "js_sys"]),
];

/// Always there, never a wall.
const STANDARD: [&str; 3] = ["std", "core", "alloc"];

/// A source file as a module: its path in the crate (`["app", "store"]` for
/// `app/store/mod.rs`) and its parsed code.
struct Source {
    file: PathBuf,
    module: Vec<String>,
    code: syn::File,
}

/// The module path of a file under a crate's `src/` (a binary is a crate of its own:
/// `bin/app.rs` is the module `["bin", "app"]`, and names the library as `pala`).
fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap_or_default();
    let stem = last.strip_suffix(".rs").unwrap_or(&last).to_string();
    if stem != "mod" && stem != "lib" {
        parts.push(stem);
    }
    parts
}

/// Parses every `.rs` file of a source tree given as (path under `src/`, text).
fn parse(files: &[(&str, &str)]) -> Vec<Source> {
    files
        .iter()
        .map(|(path, text)| Source {
            file: PathBuf::from(path),
            module: module_of(Path::new(path)),
            code: syn::parse_file(text).unwrap_or_else(|e| panic!("{path} parses: {e}")),
        })
        .collect()
}

fn read_tree(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            read_tree(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).expect("a UTF-8 source");
            let relative = path.strip_prefix(root).expect("under the root").to_string_lossy().replace('\\', "/");
            out.push((relative, text));
        }
    }
}

/// The sources of a crate's `src/` folder, relative to the workspace.
fn crate_sources(dir: &str) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir).join("src");
    let mut files = Vec::new();
    read_tree(&root, &root, &mut files);
    files
}

/// A path named by shipped code, resolved: `Inside(["app", "store", "Store"])` for this
/// crate, `Outside("yew")` for another crate.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Named {
    Inside(Vec<String>),
    Outside(String),
}

/// Collects every path a file's shipped code names.
struct Paths<'a> {
    /// The module being read (a file's, then any inline module's inside it).
    module: Vec<String>,
    /// Every module of the crate, to tell `child::x` from a local name.
    modules: &'a BTreeSet<Vec<String>>,
    /// How this crate names itself from outside (`pala` in a binary), if it may.
    library: Option<&'a str>,
    found: BTreeSet<Named>,
    /// The names a `use` binds in the file's own module, and what they name.
    bound: BTreeMap<String, Named>,
}

impl Paths<'_> {
    /// Resolves a path's segments as written in the current module.
    fn resolve(&mut self, segments: &[String]) {
        if let Some(named) = self.named(segments) {
            self.found.insert(named);
        }
    }

    fn named(&self, segments: &[String]) -> Option<Named> {
        let first = segments.first()?;
        Some(match first.as_str() {
            "crate" => Named::Inside(segments[1..].to_vec()),
            "self" => Named::Inside([self.module.clone(), segments[1..].to_vec()].concat()),
            "super" => {
                let ups = segments.iter().take_while(|s| *s == "super").count();
                let keep = self.module.len().checked_sub(ups)?;
                Named::Inside([self.module[..keep].to_vec(), segments[ups..].to_vec()].concat())
            }
            "Self" => return None,
            name if Some(name) == self.library => Named::Inside(segments[1..].to_vec()),
            name => {
                let mut child = self.module.clone();
                child.push(name.to_string());
                if self.modules.contains(&child) {
                    Named::Inside([child, segments[1..].to_vec()].concat())
                } else if segments.len() > 1 || name.contains('_') || name.chars().all(|c| c.is_ascii_lowercase()) {
                    // A lower-case first segment that is no module of this one: another
                    // crate (`yew::html`), or a local binding, which the checks ignore.
                    Named::Outside(name.to_string())
                } else {
                    return None;
                }
            }
        })
    }

    /// A `use` of `segments` that binds `name`.
    fn bind(&mut self, segments: &[String], name: String) {
        if let Some(named) = self.named(segments) {
            self.found.insert(named.clone());
            self.bound.insert(name, named);
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                if n.ident == "self" {
                    // `use a::b::{self}` binds `b`.
                    let name = prefix.last().cloned().unwrap_or_default();
                    self.bind(&prefix.clone(), name);
                } else {
                    prefix.push(n.ident.to_string());
                    self.bind(&prefix.clone(), n.ident.to_string());
                    prefix.pop();
                }
            }
            syn::UseTree::Rename(r) => {
                prefix.push(r.ident.to_string());
                self.bind(&prefix.clone(), r.rename.to_string());
                prefix.pop();
            }
            syn::UseTree::Glob(_) => self.resolve(&prefix.clone()),
            syn::UseTree::Group(g) => g.items.iter().for_each(|t| self.use_tree(prefix, t)),
        }
    }

    /// Paths inside a macro's tokens (`html! { <crate::kit::Card /> }`): every run of
    /// `name :: name ...`.
    fn tokens(&mut self, tokens: TokenStream) {
        let mut run: Vec<String> = Vec::new();
        let mut colons = 0;
        for tree in tokens {
            match tree {
                TokenTree::Ident(ident) if run.is_empty() || colons == 2 => {
                    run.push(ident.to_string());
                    colons = 0;
                }
                TokenTree::Punct(p) if p.as_char() == ':' && !run.is_empty() && colons < 2 => colons += 1,
                other => {
                    self.end_run(&mut run);
                    colons = 0;
                    match other {
                        TokenTree::Group(g) => self.tokens(g.stream()),
                        TokenTree::Ident(ident) => run.push(ident.to_string()),
                        _ => {}
                    }
                }
            }
        }
        self.end_run(&mut run);
    }

    fn end_run(&mut self, run: &mut Vec<String>) {
        if run.len() > 1 {
            self.resolve(run);
        }
        run.clear();
    }
}

/// Whether an item is built only for unit tests.
fn test_only(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .any(|a| a.path().is_ident("cfg") && a.meta.require_list().is_ok_and(|l| l.tokens.to_string().trim() == "test"))
}

fn attrs_of(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Const(i) => &i.attrs,
        syn::Item::Enum(i) => &i.attrs,
        syn::Item::Fn(i) => &i.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Mod(i) => &i.attrs,
        syn::Item::Static(i) => &i.attrs,
        syn::Item::Struct(i) => &i.attrs,
        syn::Item::Trait(i) => &i.attrs,
        syn::Item::Type(i) => &i.attrs,
        syn::Item::Use(i) => &i.attrs,
        syn::Item::Macro(i) => &i.attrs,
        _ => &[],
    }
}

impl<'ast> Visit<'ast> for Paths<'_> {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        if !test_only(attrs_of(item)) {
            syn::visit::visit_item(self, item);
        }
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if item.content.is_some() {
            self.module.push(item.ident.to_string());
            syn::visit::visit_item_mod(self, item);
            self.module.pop();
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &item.tree);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.segments.len() > 1 {
            let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            self.resolve(&segments);
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        self.tokens(mac.tokens.clone());
    }
}

/// Every path each source names, by source.
fn named_paths<'a>(sources: &'a [Source], library: Option<&str>) -> Vec<(&'a Source, BTreeSet<Named>)> {
    read_paths(sources, library).into_iter().map(|(s, found, _)| (s, found)).collect()
}

/// Every path each source names, and the names its `use`s bind, by source.
#[allow(clippy::type_complexity)]
fn read_paths<'a>(
    sources: &'a [Source],
    library: Option<&str>,
) -> Vec<(&'a Source, BTreeSet<Named>, BTreeMap<String, Named>)> {
    let modules: BTreeSet<Vec<String>> = sources.iter().map(|s| s.module.clone()).collect();
    sources
        .iter()
        .map(|source| {
            let in_bin = source.module.first().is_some_and(|m| m == "bin");
            let mut paths = Paths {
                module: if in_bin { Vec::new() } else { source.module.clone() },
                modules: &modules,
                library: if in_bin { library } else { None },
                found: BTreeSet::new(),
                bound: BTreeMap::new(),
            };
            paths.visit_file(&source.code);
            (source, paths.found, paths.bound)
        })
        .collect()
}

/// Every path in the web crate's sources that crosses a wall of [`LAYERS`], as
/// `file: path (from -> to)`.
fn trespasses(sources: &[Source]) -> Vec<String> {
    let table: BTreeMap<&str, (&[&str], &[&str])> = LAYERS.iter().map(|(l, i, o)| (*l, (*i, *o))).collect();
    let mut found = Vec::new();
    for (source, paths) in named_paths(sources, Some("pala")) {
        let Some(from) = source.module.first() else { continue };
        let file = source.file.display();
        let Some((inside, outside)) = table.get(from.as_str()) else {
            found.push(format!("{file}: the layer {from:?} is not in the table"));
            continue;
        };
        for named in paths {
            match &named {
                Named::Inside(path) => {
                    let Some(to) = path.first() else { continue };
                    if to != from && !inside.contains(&to.as_str()) {
                        found.push(format!("{file}: crate::{} ({from} -> {to})", path.join("::")));
                    }
                }
                Named::Outside(name) => {
                    let known = table.values().any(|(_, o)| o.contains(&name.as_str()));
                    if known && !outside.contains(&name.as_str()) && !STANDARD.contains(&name.as_str()) {
                        found.push(format!("{file}: {name} ({from} -> the crate {name})"));
                    }
                }
            }
        }
    }
    found
}

/// The imports between sibling modules: a path from module `a` into module `b` is an
/// edge between the two children of their nearest common module that hold them (an
/// import of a module's own parent or child is no edge). A path to a name that a module
/// only re-exports (`pub use`) is followed to where the name lives.
fn sibling_edges(sources: &[Source]) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let read = read_paths(sources, None);
    let modules: BTreeSet<Vec<String>> = sources.iter().map(|s| s.module.clone()).collect();
    let bound: BTreeMap<&Vec<String>, &BTreeMap<String, Named>> = read.iter().map(|(s, _, b)| (&s.module, b)).collect();
    // The module a path falls in (the longest module that prefixes it), through re-exports.
    let home = |mut path: Vec<String>| -> Option<Vec<String>> {
        for _ in 0..8 {
            let module = (0..=path.len()).rev().map(|n| path[..n].to_vec()).find(|m| modules.contains(m))?;
            let next = path.get(module.len()).and_then(|name| bound.get(&module).and_then(|b| b.get(name)));
            match next {
                Some(Named::Inside(to)) if *to != path[..=module.len()] => {
                    path = [to.clone(), path[module.len() + 1..].to_vec()].concat();
                }
                _ => return Some(module),
            }
        }
        None
    };
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (source, paths, _) in &read {
        let me = &source.module;
        for named in paths {
            let Named::Inside(path) = named else { continue };
            let Some(target) = home(path.clone()) else { continue };
            let common = me.iter().zip(&target).take_while(|(a, b)| a == b).count();
            if common < me.len() && common < target.len() {
                edges.entry(me[..=common].to_vec()).or_default().insert(target[..=common].to_vec());
            }
        }
    }
    edges
}

/// A circle among the edges, if any, as the modules round it.
fn circle(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Option<Vec<String>> {
    fn visit(
        node: &Vec<String>,
        edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        path: &mut Vec<Vec<String>>,
        done: &mut BTreeSet<Vec<String>>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            return Some(path[at..].iter().map(|m| m.join("::")).collect());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.clone());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, edges, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.clone());
        None
    }
    let mut done = BTreeSet::new();
    edges.keys().find_map(|n| visit(n, edges, &mut Vec::new(), &mut done))
}

/// The dependency tables of a manifest (normal and dev, for any target): each
/// dependency's package name and the features it turns on.
fn dependency_entries(manifest: &str) -> Vec<(String, Vec<String>, bool)> {
    let doc: toml::Table = manifest.parse().expect("a TOML manifest");
    let mut found = Vec::new();
    let mut take = |table: Option<&toml::Value>, dev: bool| {
        for (name, spec) in table.and_then(|t| t.as_table()).into_iter().flatten() {
            let features = spec.get("features").and_then(|f| f.as_array()).into_iter().flatten();
            let features = features.filter_map(|f| f.as_str().map(String::from)).collect();
            found.push((name.clone(), features, dev));
        }
    };
    take(doc.get("dependencies"), false);
    take(doc.get("dev-dependencies"), true);
    for target in doc.get("target").and_then(|t| t.as_table()).into_iter().flat_map(|t| t.values()) {
        take(target.get("dependencies"), false);
        take(target.get("dev-dependencies"), true);
    }
    found
}

/// The workspace crates and web crates a manifest depends on (normal dependencies, for
/// any target), by package name.
fn dependencies(manifest: &str) -> BTreeSet<String> {
    dependency_entries(manifest).into_iter().filter(|(_, _, dev)| !*dev).map(|(name, _, _)| name).collect()
}

/// The AI crate's `lab` feature (a sampler told hidden cards, for the lab's sparring
/// partners) is the lab's alone: no other crate may turn it on, not even for its tests.
fn lab_feature_trespasses(name: &str, manifest: &str) -> Vec<String> {
    if name == "pala-lab" {
        return Vec::new();
    }
    dependency_entries(manifest)
        .into_iter()
        .filter(|(dep, features, _)| dep == "pala-ai" && features.iter().any(|f| f == "lab"))
        .map(|_| format!("{name} turns on pala-ai's lab feature"))
        .collect()
}

/// What a manifest of crate `name` depends on that the table forbids.
fn manifest_trespasses(name: &str, manifest: &str) -> Vec<String> {
    let Some((_, _, may)) = CRATES.iter().find(|(n, _, _)| *n == name) else {
        return vec![format!("{name}: not in the table of crates")];
    };
    dependencies(manifest)
        .into_iter()
        .filter(|dep| {
            let workspace = CRATES.iter().any(|(n, _, _)| n == dep);
            (workspace && !may.contains(&dep.as_str())) || (name != "pala" && WEB_CRATES.contains(&dep.as_str()))
        })
        .map(|dep| format!("{name} depends on {dep}"))
        .chain(lab_feature_trespasses(name, manifest))
        .collect()
}

fn web_sources() -> Vec<Source> {
    let files = crate_sources(".");
    parse(&files.iter().map(|(p, t)| (p.as_str(), t.as_str())).collect::<Vec<_>>())
}

#[test]
fn every_crate_depends_only_on_the_crates_below_it() {
    for (name, dir, _) in CRATES {
        let manifest = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir).join("Cargo.toml")).unwrap();
        let found = manifest_trespasses(name, &manifest);
        assert!(found.is_empty(), "dependencies across a wall: {found:?}");
        println!("{name}: {:?}", dependencies(&manifest));
    }
}

#[test]
fn every_path_in_the_web_crate_keeps_to_the_table_of_layers() {
    let sources = web_sources();
    let layers: BTreeSet<&String> = sources.iter().filter_map(|s| s.module.first()).collect();
    let paths: usize = named_paths(&sources, Some("pala")).iter().map(|(_, p)| p.len()).sum();
    println!("layers: {layers:?}; {} source files; {paths} paths named", sources.len());
    assert_eq!(layers.len(), LAYERS.len(), "every folder is a layer: {layers:?}");
    let found = trespasses(&sources);
    assert!(found.is_empty(), "paths across a wall:\n{}", found.join("\n"));
}

#[test]
fn no_sibling_modules_import_one_another_round_a_circle_in_any_crate() {
    for (name, dir, _) in CRATES {
        let files = crate_sources(dir);
        let sources = parse(
            &files
                .iter()
                .filter(|(p, _)| !p.starts_with("bin/"))
                .map(|(p, t)| (p.as_str(), t.as_str()))
                .collect::<Vec<_>>(),
        );
        let edges = sibling_edges(&sources);
        println!("{name}: {} imports between sibling modules", edges.values().map(BTreeSet::len).sum::<usize>());
        assert_eq!(circle(&edges), None, "{name}: modules that import one another round a circle");
    }
}

/// Each miss of the string-matching test this replaced is caught now: a kit file that
/// reaches the app through `super::super`, a layer naming a crate it may not (and a
/// rules crate whose manifest names web-sys, and a web crate that turns on the AI's
/// lab feature), a circle through a `mod.rs` that names its siblings with `super::`, a
/// path in a macro, and a path on a line after a URL in a string. A doc comment and a
/// string are not paths.
#[test]
fn the_checks_catch_what_they_forbid() {
    let sources = parse(&[
        ("kit/hand/picking.rs", "use super::super::super::app::store::Store;"),
        (
            "kit/cards.rs",
            "/// Not `crate::app`.\nconst U: &str = \"https://x/\"; use crate::app::Screen;\nconst V: &str = \"crate::app\";",
        ),
        ("kit/chips.rs", "fn f() -> Html { html! { <crate::pages::Lesson /> } }"),
        ("kit/hand.rs", "use pala_ai::Bot;"),
        ("app/hooks.rs", "fn f() { let s = pala_ai::decision_seed(g, s); }"),
        ("app/mod.rs", "mod hooks; mod store; use crate::kit::cards::Card; use self::store::Store;"),
        ("app/store.rs", "pub struct Store;"),
        ("pages/mod.rs", "use crate::worker::ask;"),
        ("bin/app.rs", "fn main() { pala::app::start(); }"),
    ]);
    let found = trespasses(&sources);
    let expect = [
        "kit/hand/picking.rs: crate::app::store::Store (kit -> app)",
        "kit/cards.rs: crate::app::Screen (kit -> app)",
        "kit/chips.rs: crate::pages::Lesson (kit -> pages)",
        "kit/hand.rs: pala_ai (kit -> the crate pala_ai)",
        "app/hooks.rs: pala_ai (app -> the crate pala_ai)",
    ];
    let mut sorted = found.clone();
    sorted.sort();
    let mut expected: Vec<String> = expect.iter().map(|s| s.to_string()).collect();
    expected.sort();
    assert_eq!(sorted, expected);

    let web_in_rules =
        "[dependencies]\nserde = \"1\"\n\n[target.'cfg(target_arch = \"wasm32\")'.dependencies]\nweb-sys = \"0.3\"\n";
    assert_eq!(manifest_trespasses("pala-rules", web_in_rules), ["pala-rules depends on web-sys"]);
    assert_eq!(
        manifest_trespasses("pala-words", "[dependencies]\npala-ai = { path = \"../ai\" }\n"),
        ["pala-words depends on pala-ai"]
    );
    let peeking_web = "[dependencies]\npala-ai = { workspace = true }\n\n[target.'cfg(not(target_arch = \"wasm32\"))'.dev-dependencies]\npala-ai = { workspace = true, features = [\"lab\"] }\n";
    assert_eq!(manifest_trespasses("pala", peeking_web), ["pala turns on pala-ai's lab feature"]);
    assert_eq!(
        manifest_trespasses("pala-lab", "[dependencies]\npala-ai = { workspace = true, features = [\"lab\"] }\n"),
        Vec::<String>::new()
    );

    // The circle that lived in the AI: bidding -> search (its mod.rs) -> outcome -> bidding.
    let round = parse(&[
        ("lib.rs", "pub mod bidding; pub mod outcome; pub mod search;"),
        ("bidding.rs", "use super::search::{Rollout, play_out};"),
        ("search/mod.rs", "mod sampler; use super::outcome::Outcomes; use sampler::Sampler;"),
        ("search/sampler.rs", "use super::Rollout;"),
        ("outcome.rs", "use super::bidding::BidPricing;"),
    ]);
    let found = circle(&sibling_edges(&round)).expect("the circle is found");
    assert_eq!(found.len(), 3, "{found:?}");
    // A parent and its child are no circle.
    let family = parse(&[
        ("lib.rs", "pub mod search;"),
        ("search/mod.rs", "mod sampler; pub use sampler::Sampler; pub struct Rollout;"),
        ("search/sampler.rs", "use super::Rollout;"),
    ]);
    assert_eq!(circle(&sibling_edges(&family)), None);
}
