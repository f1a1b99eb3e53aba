//! Grammar every sentence a player reads must keep, whichever builder wrote it.

use regex::Regex;

/// The words that may be capitalised inside a sentence: colours, seat names, levels,
/// the board's spaces and the two games.
const PROPER: &[&str] = &[
    "Red",
    "Orange",
    "Yellow",
    "Green",
    "Blue",
    "Purple",
    "Player",
    "Apprentice",
    "Painter",
    "Master",
    "Cancel",
    // The buttons "Smear" and "Don't smear", named in the prompt and a dimmed card's reason.
    "Smear",
    "Don",
    "Face",
    "Pointillism",
    "Impressionism",
    // The game's own name, in the hint's details ("Master is Pala's strongest AI level").
    "Pala",
];

pub struct Words {
    rules: Vec<(Regex, &'static str)>,
    capital: Regex,
    names: Regex,
}

impl Words {
    pub fn new() -> Words {
        let re = |p: &str| Regex::new(p).unwrap();
        Words {
            rules: vec![
                (re(r"\ban [^AEIOUaeiou8]"), "\"an\" before a consonant"),
                (re(r"\ba ([AEIOaeio8]|1[18]\b)"), "\"a\" before a vowel sound"),
                (re(r"(?:^|[^\d.\u{2212}])1 (cards|tricks|colours|points|decisions|moments)\b"), "a plural after 1"),
                (
                    re(r"\b(0|[2-9]|\d{2,}) (card|trick|colour|point|decision|moment)\b"),
                    "a singular after a number other than 1",
                ),
                (re(r"\b\d+\.\d (card|trick|colour|point)\b"), "a singular after a decimal"),
                (
                    re(
                        r"\bYou (has|is|leads|copies|mixes|junks|smears|plays|wins|takes|gives|bids|puts|passes|keeps|chooses|ties|scores)\b",
                    ),
                    "\"You\" with a third-person verb",
                ),
                (
                    re(
                        r"\b(Player|Apprentice|Painter|Master) \d (have|are|lead|copy|mix|junk|smear|play|win|take|give|bid|put|pass|keep|choose|tie|score)\b",
                    ),
                    "a player with a plural verb",
                ),
                (re(r"\b[A-Z][a-z]+(?: \d)? and [A-Za-z]+(?: \d)? and\b"), "\"A and B and C\" for \"A, B and C\""),
                (re(r"\bSeat \d"), "\"Seat N\" where seats are \"Player N\""),
                (re(r"\b[ROYGBP]\d\b"), "notation in words"),
                (re(r"-\d"), "a hyphen for a minus sign"),
                (re(r"\s[,.;:]|\s\s|\.\.|,,"), "stray spacing or punctuation"),
            ],
            capital: re(r"\b[A-Z][a-z]*\b"),
            names: re(r"\b(Player|Apprentice|Painter|Master) (\d)\b"),
        }
    }

    /// Checks `text` (one or more sentences); `names` are the seats' names, so that a
    /// seat is only ever called by its own name.
    pub fn check(&self, text: &str, names: &[String]) {
        self.check_label(text, names);
        // No capital inside a sentence but a proper name.
        for sentence in text.split_inclusive(['.', '!', '?']) {
            let sentence = sentence.trim_start();
            for m in self.capital.find_iter(sentence).filter(|m| m.start() > 0) {
                assert!(PROPER.contains(&m.as_str()), "a capital inside a sentence ({}): {text}", m.as_str());
            }
        }
    }

    /// Checks a label (a list entry such as "3rd  You  97", not a sentence): every rule
    /// but the sentence's capitals.
    pub fn check_label(&self, text: &str, names: &[String]) {
        for (re, what) in &self.rules {
            assert!(!re.is_match(text), "{what}: {text}");
        }
        assert!(!text.contains("You'"), "\"You's\": {text}");
        // A doubled word (the regex crate has no back-references): adjacent words.
        for pair in text.split_whitespace().collect::<Vec<_>>().windows(2) {
            let (a, b) = (pair[0].to_lowercase(), pair[1].to_lowercase());
            assert!(!(a == b && a.chars().all(char::is_alphabetic)), "a doubled word ({a}): {text}");
        }

        // Lists of colours ("Red, Green and Blue") may well end alike.
        let colours = ["red", "orange", "yellow", "green", "blue", "purple", "and"];
        let list = |c: &str| c.split_whitespace().all(|w| colours.contains(&w));
        let mut clauses: Vec<String> = text
            .split(['.', ':', ';', ','])
            .map(|c| c.trim().to_lowercase())
            .filter(|c| c.len() > 3 && !list(c))
            .collect();
        let n = clauses.len();
        clauses.sort();
        clauses.dedup();
        assert_eq!(clauses.len(), n, "a clause is repeated: {text}");
        // Every seat named is named as itself.
        for caps in self.names.captures_iter(text) {
            let said = caps.get(0).unwrap().as_str();
            assert!(names.iter().any(|n| n == said), "{said} is not the name of a seat here ({names:?}): {text}");
        }
    }
}
