# l10n-ax — build, test, audit the samples, install, benchmark.
# Everything needs only Swift: `make audit` and `make test` work on a fresh machine.

SWIFT ?= swift
PREFIX ?= /usr/local
BINARY := .build/release/l10n-ax
# On Linux the release binary is a static executable: it carries the Swift runtime, Foundation and
# the C and C++ libraries (it runs where Swift is not installed), and no dynamic linker runs at its
# start: no shared library to map, no symbol to bind, no pointer of the runtime's metadata to
# relocate (it is linked at a fixed address). It is linked by the toolchain's lld, whose layout
# starts faster than gold's: `l10n-ax --version` takes 1.0 ms, against 1.4 linked by gold and 2.5
# with only the Swift runtime linked in; a re-run from the cache is that much shorter. The
# linker's warnings are not shown: linking glibc statically, it warns of every function that
# Foundation's library names and a static program cannot use or should not (the user-record
# look-ups, which l10n-ax never reaches: the cache folder comes from $XDG_CACHE_HOME or $HOME;
# `mktemp`, which its own files do not use). Apple's toolchains link against the system's libraries.
RELEASE_LINKING := $(if $(filter Linux,$(shell uname -s)),-Xswiftc -static-executable -Xswiftc -use-ld=lld -Xlinker --no-warnings,)
# Generic types used with concrete arguments (`[String: LocalizationKey]`, an array of findings)
# get their metadata from accessors the compiler writes, not by the runtime demangling the
# type's name and looking up each conformance its parameters need in every conformance record
# of the program (a static executable holds Foundation's): that took 6% of a re-run from the
# cache and a sixth of a small audit. 0.89 of the time of an audit of the samples, 0.95 to 0.98
# of a re-run and of a full run (interleaved pairs).
RELEASE_CODEGEN := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
CORPUS ?= ../shared/corpus
APP ?= ../shared/apps/home-assistant+iOS
APP_CORPUS ?= $(CORPUS)/home-assistant+iOS
# Pairs of runs for each whole-run figure. On a shared machine one pair's ratio can be half or
# twice another's: the median of 15 moves less from one bench to the next than that of 9.
BENCH_RUNS ?= 15

.PHONY: all build release test test-plugins audit samples-expected install uninstall dist bench fuzz clean

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product l10n-ax $(RELEASE_CODEGEN) $(RELEASE_LINKING)

test:
	$(SWIFT) test

# The SwiftPM plugins on a fixture package that depends on this one (builds l10n-ax once more,
# into .build/plugin-fixture: minutes the first time).
test-plugins:
	L10NAX_PLUGIN_TESTS=1 $(SWIFT) test --filter PluginTests

# Audits Samples/ and prints the report. Samples hold deliberate mistakes, so findings are
# expected: the report is the point, and the target succeeds.
audit: release
	$(BINARY) audit Samples --fail-on never

# Rewrites Samples/expected-audit.json after a deliberate change to the rules or the samples
# (the tests compare the audit of Samples/ with it). Infos included: every rule shows there.
samples-expected: release
	cd Samples && ../$(BINARY) audit . --format json --min-severity info --fail-on never > expected-audit.json

install: release
	install -d "$(PREFIX)/bin"
	install -m 755 $(BINARY) "$(PREFIX)/bin/l10n-ax"

uninstall:
	rm -f "$(PREFIX)/bin/l10n-ax"

# An archive to copy onto a machine without Swift (a CI image): the release binary, the README and
# the shell completion scripts. On Linux it refuses a binary that needs Swift's own libraries.
VERSION := $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/HintGrammar/HintGrammar.swift)
DIST := dist/l10n-ax-$(VERSION)-$(shell uname -s | tr A-Z a-z)-$(shell uname -m)

dist: release
	@if [ "$$(uname -s)" = Linux ] && ldd $(BINARY) | grep -q 'libswift\|libFoundation\|libdispatch'; then \
	  echo "error: $(BINARY) needs Swift's libraries at run time" >&2; exit 1; fi
	rm -rf $(DIST) $(DIST).tar.gz
	mkdir -p $(DIST)/completions
	cp $(BINARY) README.md $(DIST)/
	$(BINARY) completion bash > $(DIST)/completions/l10n-ax.bash
	$(BINARY) completion zsh > $(DIST)/completions/_l10n-ax
	$(BINARY) completion fish > $(DIST)/completions/l10n-ax.fish
	tar -C dist -czf $(DIST).tar.gz $(notdir $(DIST))
	@echo "$(DIST).tar.gz"

# What users wait for first: `l10n-ax audit --format json` as a process, end to end, in APP (the
# whole app: code scanned too), in APP_CORPUS (its localization files alone, the speed issue's
# yardstick) and in CORPUS (when present), against Foundation merely parsing the same files, run in turn, with
# peak memory per input byte; then, in a copy of APP, a re-run with the cache after one value of
# a translation changed, against a full run. Then the parser and the audit on ../shared/corpus (or a generated
# corpus when it is absent), and a whole app's audit step by step, with the source scan's share.
bench: release
	$(SWIFT) build -c release --product ParserBenchmark $(RELEASE_CODEGEN) $(RELEASE_LINKING)
	@for folder in $(APP) $(APP_CORPUS) $(CORPUS); do \
	  if [ -d "$$folder" ]; then \
	    .build/release/ParserBenchmark --whole-run $(BINARY) "$$folder" --repeat $(BENCH_RUNS) $$([ "$$folder" = "$(APP)" ] && echo --rerun); \
	  fi; \
	done
	.build/release/ParserBenchmark $(CORPUS) --app $(APP)

# Fuzzing (libFuzzer with AddressSanitizer, Linux toolchains): builds Fuzz/ with
# -sanitize=fuzzer,address and runs each target FUZZ_TIME seconds (default 60) on a seed corpus
# made from the test fixtures and the samples (for the cache, the content of the samples' cache
# snapshot, without its header and checksum), keeping what it finds in .build/fuzz/corpus.
# A crash, a hang past 10 s or a sanitizer report stops it, with the input in the current folder.
FUZZ_TIME ?= 60
FUZZ_TARGETS ?= Strings Stringsdict Xcstrings Swift ObjectiveC Storyboard Cache
FUZZ_DIR := .build/fuzz
# Linked with lld: with gold, the coverage counters' section is lost and libFuzzer sees no coverage.
# The coverage is asked for explicitly: -sanitize=fuzzer alone leaves Swift 6.3's objects without it.
FUZZ_LINK ?= -Xswiftc -use-ld=lld -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp

fuzz: release
	cd Fuzz && $(SWIFT) build -c release --sanitize=fuzzer --sanitize=address $(FUZZ_LINK)
	@for target in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_DIR)/seeds/$$target $(FUZZ_DIR)/corpus/$$target; \
	  case $$target in \
	    Strings) extensions="strings";; Stringsdict) extensions="stringsdict";; Xcstrings) extensions="xcstrings";; \
	    Swift) extensions="swift";; ObjectiveC) extensions="m mm h";; Storyboard) extensions="storyboard xib";; \
	    Cache) extensions=""; \
	      $(BINARY) audit Samples --fail-on never --format json --cache-dir $(FUZZ_DIR)/cache-seed > /dev/null; \
	      for file in $(FUZZ_DIR)/cache-seed/*.cache; do tail -c +16 "$$file" | head -c -16 > $(FUZZ_DIR)/seeds/Cache/samples; done;; \
	  esac; \
	  for extension in $$extensions; do \
	    find Tests Samples -name "*.$$extension" -type f | while read -r file; do \
	      cp "$$file" "$(FUZZ_DIR)/seeds/$$target/$$(cksum < "$$file" | cut -d' ' -f1).$$extension"; \
	    done; \
	  done; \
	  echo "fuzzing $$target for $(FUZZ_TIME) s"; \
	  Fuzz/.build/release/Fuzz$$target -max_total_time=$(FUZZ_TIME) -timeout=10 -print_final_stats=1 \
	    $(FUZZ_DIR)/corpus/$$target $(FUZZ_DIR)/seeds/$$target || exit 1; \
	done

clean:
	rm -rf .build Fuzz/.build dist
