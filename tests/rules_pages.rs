//! The full rules page in German and Japanese (`static/rules.de.html`,
//! `static/rules.ja.html`) beside the English: the same live examples and teachers' code,
//! the same numbers in its prose, marked as its language, its links to the game in its
//! language, and each page linking to the others.

use std::collections::BTreeMap;

fn page(name: &str) -> String {
    std::fs::read_to_string(format!("{}/static/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// Every `data-pala-scenario` attribute and `<pre>` block, in order.
fn examples(html: &str) -> Vec<&str> {
    let mut found: Vec<(usize, &str)> = html
        .match_indices("data-pala-scenario=\"")
        .map(|(i, m)| (i, &html[i + m.len()..i + m.len() + html[i + m.len()..].find('"').unwrap()]))
        .collect();
    found.extend(html.match_indices("<pre").map(|(i, _)| (i, &html[i..i + html[i..].find("</pre>").unwrap()])));
    found.sort_unstable();
    found.into_iter().map(|(_, s)| s).collect()
}

/// The prose of the page's body: tags, `<pre>` blocks and attributes left out.
fn prose(html: &str) -> String {
    let body = &html[html.find("<body>").unwrap()..];
    let mut out = String::new();
    let (mut in_tag, mut rest) = (false, body);
    while let Some(c) = rest.chars().next() {
        if rest.starts_with("<pre") {
            rest = &rest[rest.find("</pre>").unwrap() + 6..];
            continue;
        }
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// How often each number written in digits occurs (full-width digits read as digits).
fn numbers(text: &str) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    let mut run = String::new();
    for c in text.chars().chain([' ']) {
        match c {
            '0'..='9' => run.push(c),
            '\u{ff10}'..='\u{ff19}' => run.push(char::from_u32(c as u32 - 0xff10 + '0' as u32).unwrap()),
            _ if !run.is_empty() => *counts.entry(std::mem::take(&mut run)).or_default() += 1,
            _ => {}
        }
    }
    counts
}

#[test]
fn the_rules_in_german_and_japanese_show_the_same_examples_and_numbers() {
    let english = page("rules.html");
    assert!(examples(&english).len() >= 6);
    for (code, name) in [("de", "rules.de.html"), ("ja", "rules.ja.html")] {
        let html = page(name);
        assert!(html.contains(&format!("<html lang=\"{code}\">")), "{name}: <html lang>");
        assert_eq!(examples(&html), examples(&english), "{name}: the live examples and the teachers' code");
        assert_eq!(numbers(&prose(&html)), numbers(&prose(&english)), "{name}: the numbers of the prose");
        // The links into the game keep the page's language.
        for link in html.match_indices("href=\"./").map(|(i, _)| &html[i + 6..i + 6 + html[i + 6..].find('"').unwrap()])
        {
            assert!(link.starts_with(&format!("./?lang={code}")), "{name}: {link}");
        }
        // Every page links to the other languages' pages.
        for other in ["rules.html", "rules.de.html", "rules.ja.html"].into_iter().filter(|o| *o != name) {
            assert!(html.contains(&format!("href=\"{other}\"")), "{name} links to {other}");
            assert!(english.contains(&format!("href=\"{other}\"")) || other == "rules.html");
        }
        let text = prose(&html);
        match code {
            "ja" => {
                for word in ["タップ", "オレンジ", "トリックを勝"] {
                    assert!(!text.contains(word), "{name}: {word}");
                }
            }
            _ => assert!(!text.to_lowercase().contains("tipp"), "{name}: tippen"),
        }
    }
}
