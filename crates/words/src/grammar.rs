//! Small pieces of English the explanations share: "a" or "an", plurals, verbs that
//! agree with "You", and possessives ("your Blue 4", "Hard 2's Blue 4").

/// "a" or "an" for the word that follows: "an Orange 8", "a Red 3", "an 8", "an 11".
pub fn article(next: &str) -> &'static str {
    let lower = next.trim_start().to_ascii_lowercase();
    let digits: String = lower.chars().take_while(char::is_ascii_digit).collect();
    let vowel_sound = if digits.is_empty() {
        lower.starts_with(['a', 'e', 'i', 'o']) || (lower.starts_with('u') && !lower.starts_with("uni"))
    } else {
        // Spoken numbers: eight, eleven, eighteen, eighty…, eight hundred…
        digits.starts_with('8')
            || ((digits.len() == 2 || digits.len() == 5) && (digits.starts_with("11") || digits.starts_with("18")))
    };
    if vowel_sound { "an" } else { "a" }
}

/// `word` with "a" or "an" in front.
pub fn a(word: &str) -> String {
    format!("{} {word}", article(word))
}

/// "1 trick", "2 tricks".
pub fn count(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A verb for a seat name: third person ("Hard 2 leads"), or plain for "You" ("You lead").
pub fn verb(who: &str, third: &'static str) -> &'static str {
    if who != "You" {
        return third;
    }
    match third {
        "has" => "have",
        "is" => "are",
        "copies" => "copy",
        "passes" => "pass",
        "mixes" => "mix",
        "chooses" => "choose",
        _ => third.strip_suffix('s').unwrap_or(third),
    }
}

/// A seat's name inside a sentence: "you" for "You" ("du" for "Du"), else the name as
/// it is.
pub fn within(who: &str) -> String {
    // (The first letter only: "You" and "Du" are one capital and lower case after it.)
    if who != crate::lang::book().you() {
        return who.into();
    }
    let mut chars = who.chars();
    chars.next().map_or_else(String::new, |c| c.to_ascii_lowercase().to_string() + chars.as_str())
}

/// A phrase about one seat, `subject`: its `[third|you]` forms agreeing with it
/// ("Berthe [plays|play]", [`crate::lang::agree`]), and the seat in each place that
/// names it: `{who}` and `{name}` as named, `{who_in}` within a sentence ("you"); then
/// `args`.
pub fn about(template: &str, subject: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let template = crate::lang::agree(template, subject == crate::lang::book().you());
    let inside = within(subject);
    let mut all: Vec<(&str, &dyn std::fmt::Display)> = vec![("who", &subject), ("name", &subject), ("who_in", &inside)];
    all.extend_from_slice(args);
    crate::lang::fill(&template, &all)
}

/// Whose: "your" for "You", else "Hard 2's".
pub fn whose(who: &str) -> String {
    if who == "You" { "your".into() } else { format!("{who}'s") }
}

/// The first letter in upper case ("your" at the start of a sentence).
pub fn capital(text: &str) -> String {
    let mut chars = text.chars();
    // ASCII's case: the sentences start with a plain letter, and Unicode's case tables
    // would cost the page's wasm kilobytes.
    chars.next().map_or_else(String::new, |c| c.to_ascii_uppercase().to_string() + chars.as_str())
}

/// A noun with the indefinite article where the language has one that goes by sound
/// ("an Orange 5", "a Green 6"); German and Japanese name the card alone here.
pub fn indefinite(noun: &str) -> String {
    match crate::lang::lang() {
        crate::lang::Lang::En => a(noun),
        crate::lang::Lang::De | crate::lang::Lang::Ja => noun.into(),
    }
}

/// Words after a colon that make a whole sentence: German starts them with a capital
/// ("Gleichstand gewinnen: Deine Rundenpunkte …"), English and Japanese as they are.
pub fn after_colon(text: String) -> String {
    match crate::lang::lang() {
        crate::lang::Lang::De => capital(&text),
        crate::lang::Lang::En | crate::lang::Lang::Ja => text,
    }
}

/// A whole number as players read it, with a true minus sign: "12", "0", "−3".
pub fn number(n: i32) -> String {
    if n < 0 { format!("\u{2212}{}", n.unsigned_abs()) } else { n.to_string() }
}

/// A score change with its sign: "+3", "0", "−3".
pub fn signed(n: i32) -> String {
    if n > 0 { format!("+{n}") } else { number(n) }
}

/// A label before what it names, as in "Player 2: +8" or "Red 3: why not": "Player 2: ".
pub fn lead_in(label: &str) -> String {
    crate::lang::fill(crate::lang::book().lead_in(), &[("label", &label)])
}

/// "Red", "Red and Green", "Red, Green and Blue".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles_follow_the_sound() {
        assert_eq!(a("Orange 2"), "an Orange 2");
        assert_eq!(a("Red 3"), "a Red 3");
        assert_eq!(a("8"), "an 8");
        assert_eq!(a("11"), "an 11");
        assert_eq!(a("18"), "an 18");
        assert_eq!(a("1"), "a 1");
        assert_eq!(a("80"), "an 80");
        assert_eq!(a("Purple 9"), "a Purple 9");
    }

    #[test]
    fn plurals_verbs_and_lists() {
        assert_eq!(count(1, "trick", "tricks"), "1 trick");
        assert_eq!(count(0, "trick", "tricks"), "0 tricks");
        assert_eq!(verb("You", "has"), "have");
        assert_eq!(verb("You", "ties"), "tie");
        assert_eq!(verb("Easy 2", "ties"), "ties");
        assert_eq!(whose("You"), "your");
        assert_eq!(capital("your"), "Your");
        assert_eq!(and_list(&["A".into(), "B".into(), "C".into()]), "A, B and C");
        assert_eq!(lead_in("Player 2"), "Player 2: ");
        assert_eq!(
            [number(-3), number(0), signed(4), signed(-1), signed(0)],
            ["\u{2212}3", "0", "+4", "\u{2212}1", "0"]
        );
    }
}
