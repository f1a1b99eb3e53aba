//! The referee command: `pala scenario FILE` and `pala scenario -`.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `pala scenario -` on `input`: its stdout and exit status.
fn referee_raw(input: &[u8]) -> (Vec<u8>, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pala"))
        .args(["scenario", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    (out.stdout, out.status.code().unwrap())
}

fn referee_stdin(input: &str) -> (String, i32) {
    let (out, code) = referee_raw(input.as_bytes());
    (String::from_utf8(out).unwrap(), code)
}

const SMEAR: &str = r#"{"mode": "pointillism", "players": 3, "bids": ["B", "null", "G"],
  "hands": [["B2", "Y1"], ["B4", "R3"], ["Y2", "G5", "G7"]], "actions": ["play B2", "play B4", "smear Y2 G7"]}"#;

#[test]
fn the_referee_prints_the_result_and_exits_0() {
    let (out, code) = referee_stdin(SMEAR);
    assert_eq!(code, 0);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(value["piles"], serde_json::json!([[], [], ["G7"]]));
    let keys: Vec<&str> = out.lines().filter_map(|l| l.trim().split('"').nth(1)).collect();
    assert_eq!(
        keys,
        [
            "phase",
            "to_move",
            "legal",
            "dealer",
            "hands",
            "bids",
            "board",
            "trick",
            "tricks",
            "piles",
            "round_scores",
            "scores",
            "winners",
            "error"
        ],
        "fields in the contract's order"
    );
    assert_eq!(referee_stdin(SMEAR).0, out, "same input, same output, byte for byte");
}

#[test]
fn the_referee_reads_a_file() {
    let path = std::env::temp_dir().join(format!("pala-referee-{}.json", std::process::id()));
    std::fs::write(&path, SMEAR).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_pala")).arg("scenario").arg(&path).output().unwrap();
    std::fs::remove_file(&path).ok();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), referee_stdin(SMEAR).0);
}

#[test]
fn illegal_actions_and_malformed_scenarios_exit_1() {
    let (out, code) = referee_stdin(&SMEAR.replace("smear Y2 G7", "play G5"));
    assert_eq!(code, 0, "a junk of G5 is legal");
    let (out2, code) = referee_stdin(&SMEAR.replace("play B4", "play R3"));
    assert_eq!(code, 1);
    assert!(out2.contains("R5: you hold Blue"), "{out2}");
    let (out3, code) = referee_stdin("not json");
    assert_eq!(code, 1);
    assert!(out3.contains("\"phase\": null") && out3.contains("not a scenario"));
    assert_ne!(out, out2);
    let missing = Command::new(env!("CARGO_BIN_EXE_pala")).args(["scenario", "/nonexistent/x.json"]).output().unwrap();
    assert_eq!(missing.status.code(), Some(1));
}

fn referee_bytes(input: &[u8]) -> (serde_json::Value, i32) {
    let (out, code) = referee_raw(input);
    (serde_json::from_slice(&out).expect("the result JSON on stdout"), code)
}

/// The contract's edge cases: bytes that are not UTF-8, totals beyond any game, fields
/// the contract says are ignored, and given piles kept in the order given.
#[test]
fn the_contract_holds_at_its_edges() {
    // Not UTF-8: still the result JSON, with its error.
    let (out, code) = referee_bytes(b"{\"mode\":\"pointillism\",\"players\":3,\"x\":\"\xff\"}");
    assert_eq!(code, 1);
    assert!(out["error"]["message"].as_str().unwrap().contains("not UTF-8"), "{out}");
    // Running totals that would overflow are refused with a clear error.
    for mode in ["pointillism", "impressionism"] {
        let text = format!(
            r#"{{"mode":"{mode}","players":3,"hands":[[],[],[]],"scores":[2147483647,0,0],"piles":[["R1"],[],[]]}}"#
        );
        let (out, code) = referee_bytes(text.as_bytes());
        assert_eq!(code, 1, "{out}");
        assert!(out["error"]["message"].as_str().unwrap().contains("scores must be between"), "{out}");
        assert_eq!(out["winners"], serde_json::Value::Null);
    }
    // `leader` while bidding is played out, and `seed` beside `hands`, are ignored.
    let (out, code) = referee_bytes(br#"{"mode":"pointillism","players":3,"leader":9}"#);
    assert_eq!((code, out["phase"].as_str()), (0, Some("bidding")), "{out}");
    let (out, code) = referee_bytes(br#"{"mode":"pointillism","players":3,"seed":"x","hands":[["R1"],["R2"],["R3"]]}"#);
    assert_eq!(code, 0, "{out}");
    // Given piles come back in the order given, then the tricks won after them.
    let text = br#"{"mode":"impressionism","players":3,"board":["R","P","Y"],"hands":[["B1"],["B2"],["B3"]],
        "piles":[["Y5","R1","G9"],[],[]],"actions":["play B1","play B2","play B3"]}"#;
    let (out, code) = referee_bytes(text);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["piles"][0], serde_json::json!(["Y5", "R1", "G9"]));
    assert_eq!(out["piles"][2], serde_json::json!(["B1", "B2", "B3"]));
}

/// A result that cannot be written (a closed pipe, a full disk) is reported on standard
/// error with exit status 1, not a panic (101).
#[test]
fn a_result_that_cannot_be_written_exits_1_without_a_panic() {
    // A closed pipe: the reading end is gone before the referee writes.
    let mut child = Command::new(env!("CARGO_BIN_EXE_pala"))
        .args(["scenario", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    child.stdin.take().unwrap().write_all(SMEAR.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "a closed pipe: {said}");
    assert!(said.contains("cannot write the result") && !said.contains("panicked"), "{said}");
    // A full disk.
    if let Ok(full) = std::fs::File::create("/dev/full") {
        let path = std::env::temp_dir().join(format!("pala-referee-full-{}.json", std::process::id()));
        std::fs::write(&path, SMEAR).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_pala"))
            .arg("scenario")
            .arg(&path)
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        std::fs::remove_file(&path).ok();
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "/dev/full: {said}");
        assert!(said.contains("cannot write the result") && !said.contains("panicked"), "{said}");
    }
}

/// A byte-order mark before the JSON is read past; the totals printed after a round
/// may pass the input range and are exact (the scenario format, `scores`), with no
/// error beside them.
#[test]
fn a_byte_order_mark_is_allowed_and_printed_totals_read_back() {
    let (out, code) = referee_stdin(&format!("\u{feff}{SMEAR}"));
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, referee_stdin(SMEAR).0);
    // At the limit, a round that adds a point prints the exact total past it.
    let at_limit = r#"{"mode":"pointillism","players":3,"bids":["R","null","B"],"scores":[100000000,0,0],
        "hands":[["R5"],["R1"],["R2"]],"actions":["play R5","play R1","play R2"]}"#;
    let (out, code) = referee_bytes(at_limit.as_bytes());
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["scores"][0], 100_000_001, "{out}");
    assert!(out["error"].is_null(), "{out}");
    // One below the limit by a round's points, the printed totals read back as input.
    let below = at_limit.replace("100000000", "99999999");
    let (out, code) = referee_bytes(below.as_bytes());
    assert_eq!(code, 0, "{out}");
    let totals = out["scores"].clone();
    let again = format!(r#"{{"mode":"pointillism","players":3,"scores":{totals}}}"#);
    let (back, code) = referee_bytes(again.as_bytes());
    assert_eq!((code, &back["scores"]), (0, &totals), "{back}");
}

/// A standard output that is closed (`>&-`) or open only for reading (`1</dev/null`)
/// takes no result: exit 1 with the reason on standard error, never 0 with nothing
/// written; `>/dev/null` is a place to write, and exits 0.
#[test]
fn a_closed_or_read_only_standard_output_exits_1() {
    let path = std::env::temp_dir().join(format!("pala-referee-fd-{}.json", std::process::id()));
    std::fs::write(&path, SMEAR).unwrap();
    let run = |redirect: &str| {
        let line = format!("exec \"$0\" scenario \"$1\" {redirect}");
        let out = Command::new("sh")
            .args(["-c", &line, env!("CARGO_BIN_EXE_pala")])
            .arg(&path)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    let (code, said) = run(">&-");
    assert_eq!(code, Some(1), "closed: {said}");
    assert!(said.contains("standard output is closed"), "{said}");
    let (code, said) = run("1</dev/null");
    assert_eq!(code, Some(1), "read-only: {said}");
    assert!(said.contains("cannot write the result") && !said.contains("panicked"), "{said}");
    let (code, said) = run(">/dev/null");
    assert_eq!(code, Some(0), "/dev/null: {said}");
    std::fs::remove_file(&path).ok();
}

/// Input is read up to 1 MiB: past that the referee reads no more and says why, in the
/// result's error and on standard error (an endless `/dev/urandom` ends at once).
#[test]
fn input_past_a_mebibyte_is_refused_unread() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pala"))
        .args(["scenario", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // Written on its own thread: the referee stops reading after the limit, and the
    // rest of the write then fails (a closed pipe), which is expected.
    let writer = std::thread::spawn(move || {
        let block = vec![b' '; 64 * 1024];
        for _ in 0..64 {
            if stdin.write_all(&block).is_err() {
                break;
            }
        }
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let result: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let message = result["error"]["message"].as_str().unwrap();
    assert!(message.contains("longer than 1048576 bytes"), "{message}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("longer than 1048576 bytes"));
}
