//! The `pala` command line: the referee (`pala scenario`), and the lab's tools: the
//! arena (`pala arena`), the benchmarks (`pala bench`, `pala bench-ai`) and the
//! measurements behind the AI's settings (`pala lab`).

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::io::Read;
    use std::process::ExitCode;

    use clap::{Parser, Subcommand};
    use pala_lab::arena::{ArenaConfig, run_arena};
    use pala_lab::bench::{EXPECTED_CHECKSUMS, bench_table, tables};
    use pala_lab::contender::Contender;
    use pala_lab::latency::{LATENCY_PLAN, Timed, decision_times, latency_line, request_line};
    use pala_lab::measure::MEASUREMENTS;
    use pala_rules::engine::{Level, Mode, Round, Rules};
    use pala_rules::scenario;

    /// Pala, the trick-taking game of mixing and smearing paint, on the command line.
    #[derive(Parser)]
    #[command(name = "pala", version, about)]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }

    #[derive(Subcommand)]
    enum Command {
        /// Referee a scenario (`crates/rules/SCENARIO-FORMAT.md`): apply its actions and print the result
        /// JSON. Exit status 1 on an illegal action or a malformed scenario.
        Scenario {
            /// The scenario JSON file, or `-` for standard input.
            file: String,
        },
        /// Random full-round playouts per second on one core, per mode and player count,
        /// checked against pinned checksums of the final scores.
        Bench {
            /// Seconds to run each of the six tables.
            #[arg(long, default_value_t = 2.0)]
            seconds: f64,
        },
        /// AI decision latency per level on this machine; with `--requests`, also writes
        /// the same decisions as AI worker requests (JSON lines) for the benchmark of the
        /// shipped worker in headless Chromium (`.ci/worker-latency.mjs`).
        BenchAi {
            #[arg(long)]
            requests: Option<std::path::PathBuf>,
            /// Only writes the requests, timing nothing: the games are driven by Easy's
            /// quick decisions, and each level is asked at the same positions (for the
            /// worker's benchmark in `make test`, built without optimisation).
            #[arg(long, requires = "requests")]
            requests_only: bool,
        },
        /// A measurement behind the AI's settings (prints figures; takes minutes):
        /// stray-rate, play-model, information, placement-fit or early-play.
        Lab { name: String },
        /// Bots against each other on seeded duplicate deals: per level, the mean round
        /// score against the field with a 95% confidence interval, and games won.
        Arena {
            /// pointillism or impressionism.
            #[arg(long, value_parser = parse_mode)]
            mode: Mode,
            /// 3, 4 or 5.
            #[arg(long)]
            players: u8,
            /// Contenders seated in turn round the table, e.g. `hard,medium`: random, easy,
            /// medium, hard, ismcts1000, trickster (Impressionism only). One may adjust its
            /// search for tuning, e.g. `hard:iterations=20000:noise=100:solve=8:candidates=8`
            /// (noise: random playout actions in 100; solve: cards left from which leaves
            /// are solved exactly; candidates: deals weighed by the bids per sample;
            /// peek=left_out or peek=hands: a diagnostic shown the left-out cards or
            /// every hand; see `crates/lab/src/contender.rs`; --json adds each seed's figure for
            /// paired comparisons).
            #[arg(long, value_delimiter = ',', value_parser = Contender::parse, default_value = "hard,medium")]
            levels: Vec<Contender>,
            /// Duplicate game seeds (each played once per seat rotation).
            #[arg(long, default_value_t = 50)]
            games: u32,
            /// The first game seed.
            #[arg(long, default_value_t = 1)]
            seed: u64,
            /// Rounds per game at most.
            #[arg(long, default_value_t = 3)]
            max_rounds: u32,
            /// Worker threads.
            #[arg(long, default_value_t = 2)]
            threads: usize,
            /// Print JSON instead of a table.
            #[arg(long)]
            json: bool,
        },
    }

    /// A `--mode` that names neither game.
    #[derive(Debug, thiserror::Error)]
    #[error("unknown mode {0:?}: pointillism or impressionism")]
    struct UnknownMode(String);

    fn parse_mode(text: &str) -> Result<Mode, UnknownMode> {
        Mode::parse(text).ok_or_else(|| UnknownMode(text.to_string()))
    }

    pub fn main() -> ExitCode {
        match Cli::parse().command {
            Command::Scenario { file } => referee(&file),
            Command::Bench { seconds } => bench(seconds),
            Command::BenchAi { requests, requests_only } => {
                let start = std::time::Instant::now();
                let clock = || start.elapsed().as_secs_f64() * 1000.0;
                let mut lines = String::new();
                for timed in LATENCY_PLAN {
                    let seen = |game: &pala_rules::engine::Game, seat, seed| {
                        if requests.is_some() {
                            lines.push_str(&request_line(timed, game, seat, seed, seed + 1));
                            lines.push('\n');
                        }
                    };
                    // Requests only: Easy decides where the level would, quickly.
                    let driver = match requests_only {
                        true => Timed { level: Level::Easy, explain: false, ..timed },
                        false => timed,
                    };
                    let times = decision_times(driver, clock, seen);
                    if !requests_only && !say(&latency_line("native", timed, &times)) {
                        return ExitCode::FAILURE;
                    }
                }
                if let Some(path) = requests
                    && let Err(e) = std::fs::write(&path, lines)
                {
                    eprintln!("pala bench-ai: cannot write {}: {e}", path.display());
                    return ExitCode::FAILURE;
                }
                ExitCode::SUCCESS
            }
            Command::Lab { name } => match MEASUREMENTS.iter().find(|(n, _)| *n == name) {
                Some((_, measure)) => {
                    measure();
                    ExitCode::SUCCESS
                }
                None => {
                    let names: Vec<&str> = MEASUREMENTS.iter().map(|(n, _)| *n).collect();
                    eprintln!("pala lab: no measurement {name:?}: {}", names.join(", "));
                    ExitCode::FAILURE
                }
            },
            Command::Arena { mode, players, levels, games, seed, max_rounds, threads, json } => {
                let Some(rules) = Rules::new(mode, players) else {
                    eprintln!("pala arena: players must be 3, 4 or 5");
                    return ExitCode::FAILURE;
                };
                let config = ArenaConfig { rules, levels, games, seed, max_rounds, threads };
                let report = match run_arena(&config) {
                    Ok(report) => report,
                    Err(e) => {
                        eprintln!("pala arena: {e}");
                        return ExitCode::FAILURE;
                    }
                };
                let text = if json {
                    serde_json::to_string_pretty(&report).unwrap_or_default()
                } else {
                    report.table().trim_end().to_string()
                };
                if say(&text) { ExitCode::SUCCESS } else { ExitCode::FAILURE }
            }
        }
    }

    /// The most bytes of a scenario the referee reads: far more than any position needs
    /// (a whole game's actions are a few kilobytes); past it, nothing more is read.
    const MAX_INPUT: usize = 1 << 20;

    fn referee(file: &str) -> ExitCode {
        let mut bytes = Vec::new();
        let limit = MAX_INPUT as u64 + 1;
        let read = if file == "-" {
            std::io::stdin().take(limit).read_to_end(&mut bytes).map(|_| ())
        } else {
            std::fs::File::open(file).and_then(|f| f.take(limit).read_to_end(&mut bytes)).map(|_| ())
        };
        if let Err(e) = read {
            eprintln!("pala scenario: cannot read {file}: {e}");
            return ExitCode::FAILURE;
        }
        if bytes.len() > MAX_INPUT {
            let error = scenario::MalformedScenario::TooLong(MAX_INPUT);
            eprintln!("pala scenario: {error}");
            let _ = say(&scenario::to_json(&scenario::Outcome::malformed(&error)));
            return ExitCode::FAILURE;
        }
        // Input that is not UTF-8 is a malformed scenario: the result JSON says so.
        let (outcome, ok) = match String::from_utf8(bytes) {
            Ok(text) => scenario::run(&text),
            Err(e) => {
                let error = scenario::MalformedScenario::NotText(e.utf8_error().valid_up_to());
                (scenario::Outcome::malformed(&error), false)
            }
        };
        if !say(&scenario::to_json(&outcome)) {
            return ExitCode::FAILURE;
        }
        if ok { ExitCode::SUCCESS } else { ExitCode::FAILURE }
    }

    /// Prints a line to standard output; a write that fails (a closed pipe, a full
    /// disk, a closed or read-only standard output) is reported on standard error
    /// instead of a panic. Returns whether it worked. The line goes through a duplicate
    /// of the descriptor: Rust's own stdout takes a closed one (EBADF) for a sink and
    /// reports nothing.
    fn say(text: &str) -> bool {
        use std::io::Write;
        use std::os::fd::AsFd;
        if stdout_was_closed() {
            eprintln!("pala: cannot write the result: standard output is closed");
            return false;
        }
        let out = std::io::stdout().lock();
        let written = out
            .as_fd()
            .try_clone_to_owned()
            .map(std::fs::File::from)
            .and_then(|mut file| writeln!(file, "{text}").and_then(|()| file.flush()));
        match written {
            Ok(()) => true,
            Err(e) => {
                eprintln!("pala: cannot write the result: {e}");
                false
            }
        }
    }

    /// Whether standard output was closed when the program started (`>&-`): Rust's
    /// runtime then opens `/dev/null` in its place, read-write, where a shell's
    /// `>/dev/null` opens it write-only; a write would vanish unreported. Read from
    /// Linux's `/proc` (elsewhere: false).
    fn stdout_was_closed() -> bool {
        let null = std::fs::read_link("/proc/self/fd/1").is_ok_and(|t| t == std::path::Path::new("/dev/null"));
        let flags = std::fs::read_to_string("/proc/self/fdinfo/1").ok().and_then(|text| {
            text.lines().find_map(|l| l.strip_prefix("flags:")).and_then(|f| u32::from_str_radix(f.trim(), 8).ok())
        });
        // O_ACCMODE is 0o3; O_RDWR is 2.
        null && flags.is_some_and(|f| f & 0o3 == 0o2)
    }

    fn bench(seconds: f64) -> ExitCode {
        let head = format!(
            "Round state: {} bytes (Copy)\n{:<14} {:>7} {:>12} {:>14} {:>12} {:>18}  check",
            std::mem::size_of::<Round>(),
            "mode",
            "players",
            "playouts",
            "playouts/s",
            "actions/s",
            "checksum"
        );
        if !say(&head) {
            return ExitCode::FAILURE;
        }
        let mut ok = true;
        for (rules, expected) in tables().zip(EXPECTED_CHECKSUMS) {
            let row = bench_table(rules, seconds);
            let good = row.checksum == expected;
            ok &= good;
            let line = format!(
                "{:<14} {:>7} {:>12} {:>14.0} {:>12.0} {:>18x}  {}",
                rules.mode.name(),
                rules.players,
                row.playouts,
                row.playouts_per_second(),
                row.actions as f64 / row.seconds,
                row.checksum,
                if good { "ok" } else { "MISMATCH" }
            );
            if !say(&line) {
                return ExitCode::FAILURE;
            }
        }
        if !ok {
            eprintln!(
                "pala bench: a checksum of final scores differs from the pinned value: the engine's results changed"
            );
            return ExitCode::FAILURE;
        }
        ExitCode::SUCCESS
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

/// The command line is native only; the web app is the `app` binary.
#[cfg(target_arch = "wasm32")]
fn main() {}
