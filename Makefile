# Pala: `make play` serves the game, `make test` runs every test. Both install
# whatever is missing first (.ci/setup), and both are safe to run again.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
# Headless Chromium for wasm-bindgen tests (an empty CHROMEDRIVER breaks the runner).
export CHROMEDRIVER := /usr/bin/chromedriver
# Its flags, for the tests of every crate (the runner looks in the crate's own folder).
export WASM_BINDGEN_TEST_WEBDRIVER_JSON := $(CURDIR)/webdriver.json
# The wasm test runner gives a test 20 s by default; the latency benchmark runs longer
# on a busy machine.
export WASM_BINDGEN_TEST_TIMEOUT ?= 600
export STAGES := $(CURDIR)/.stages.log
PORT ?= 8080
STAGE := .ci/stage

.PHONY: play test setup build checks

play: setup build
	@echo "Pala is at http://127.0.0.1:$(PORT)  (Ctrl-C stops it)"
	@node tests/e2e/serve.mjs dist $(PORT)

setup:
	@.ci/setup

build:
	@trunk build --release

# Every stage in order; the first failure stops the run. A summary ends it.
test: setup
	@rm -f $(STAGES); start=$$(date +%s); \
	$(STAGE) "cargo fmt --check" cargo fmt --all --check && \
	$(STAGE) "clippy, wasm32, warnings denied" cargo clippy -q --workspace --exclude pala-lab --all-targets --target wasm32-unknown-unknown -- -D warnings && \
	$(STAGE) "native tests, built with clippy's lints, warnings denied" .ci/native-tests && \
	$(STAGE) "wasm tests in headless Chromium" cargo test -p pala-rules --profile wasm-bench --target wasm32-unknown-unknown --test wasm_smoke && \
	$(STAGE) "AI decisions in wasm match the native trace, headless Chromium" cargo test -p pala-ai --profile wasm-bench --target wasm32-unknown-unknown --test wasm_ai_trace && \
	$(STAGE) "release build (trunk)" trunk build --release && \
	$(STAGE) "AI latency in the shipped worker (benchmark)" .ci/worker-latency && \
	$(STAGE) "Lighthouse, mobile preset (measurement)" .ci/lighthouse && \
	$(STAGE) "INP through one round, CPU 6x slower (benchmark)" .ci/inp && \
	$(STAGE) "browser end-to-end tests (playwright-core, Chromium)" .ci/browser-tests && \
	node .ci/contact-sheet.mjs && \
	.ci/sizes && \
	{ echo; echo "== Summary"; cat $(STAGES); echo "  all stages passed in $$(( $$(date +%s) - start )) s"; rm -f $(STAGES); } \
	|| { echo; echo "== Summary"; cat $(STAGES) 2>/dev/null; rm -f $(STAGES); exit 1; }
