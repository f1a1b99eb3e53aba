//! The scenario format's text kept in this repository (`crates/rules/SCENARIO-FORMAT.md`,
//! for teachers) is the team's public contract word for word: where the team's shared
//! folder lies beside the repository (as for CI), the two must match.

#[test]
fn the_repositorys_scenario_format_is_the_contract() {
    let here = include_str!("../SCENARIO-FORMAT.md");
    assert!(here.contains("\"mode\""), "the format describes the scenario JSON");
    let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/SCENARIO-FORMAT.md");
    match std::fs::read_to_string(shared) {
        Ok(contract) => {
            assert!(contract == here, "crates/rules/SCENARIO-FORMAT.md differs from {shared}: copy it over")
        }
        Err(_) => println!("no shared folder beside the repository: the copy is not compared"),
    }
}
