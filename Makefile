# l10n-ax — build, test, audit the samples, install, benchmark.
# Everything needs only Swift: `make audit` and `make test` work on a fresh machine.

SWIFT ?= swift
PREFIX ?= /usr/local
BINARY := .build/release/l10n-ax
CORPUS ?= ../shared/corpus
APP ?= ../shared/apps/home-assistant+iOS

.PHONY: all build release test audit samples-expected install uninstall bench clean

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product l10n-ax

test:
	$(SWIFT) test

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

# Parser and audit throughput on ../shared/corpus (or a generated corpus when it is absent),
# then a whole app's audit step by step, with the source scan's share (APP, when present).
bench:
	$(SWIFT) build -c release --product ParserBenchmark
	.build/release/ParserBenchmark $(CORPUS) --app $(APP)

clean:
	rm -rf .build
