# CabinetWorks: install, build, run and test on one machine. Each target calls a script in scripts/;
# ports, environment and the state folder (.local/) are described in docs/dev-contract.md.
#
#   make run     install what running needs, build, start everything: http://127.0.0.1:8080, and how to sign in as
#                the admin (a generated password kept in .local/admin-credentials, unless MARKETPLACE_ADMIN_* are set)
#   make test    install what the tests need too, build, start everything, run every test suite
#   make stop    stop the gateway, the services and the infrastructure
#   make unit / contract [SERVICE=billing] / integration / e2e / fuzz / chaos / bench: one suite, starting what it needs
#
# SCALE_<SERVICE>=N (SCALE_PROJECTS=3 make run) or SCALE=N runs N instances of a service behind nginx: the scripts
# read them from the environment, which make passes on (README "Several instances on one machine").

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
MARKETPLACE_PORT ?= 8080

.PHONY: help deps deps-test build build-test run stop status test unit contract integration e2e fuzz bench chaos clean

help:
	@echo "make deps    install what building and running need: system packages, Kafka jars, the web app's npm"
	@echo "             packages (idempotent; make deps-test adds what the tests need)"
	@echo "make build   build the C++ services (build/) and the web app (web/dist)"
	@echo "make run     deps, build the services and the web app, start infrastructure (while the code compiles), services"
	@echo "             and gateway"
	@echo "             (SCALE_PROJECTS=3 make run: three projects instances; SCALE=2: two of every service)"
	@echo "make stop    stop everything make run started"
	@echo "make status  show what is running (and each service's restarts and crashes)"
	@echo "make test    deps-test, build, start everything, run every suite below (CI runs this)"
	@echo "make unit    C++ unit tests (ctest), the web app's (Vitest) and the deployment checks: no system needed"
	@echo "make contract [SERVICE=billing]   the services' HTTP contracts (tests/contract), against the system"
	@echo "make integration   cross-service and multi-process tests (tests/integration), against the system"
	@echo "make e2e     the browser journeys (tests/e2e, Playwright), against the system"
	@echo "make fuzz    every operation of every openapi.yaml with generated input (tests/fuzz)"
	@echo "make bench   run the load test (tests/load/bench.sh) against the running system"
	@echo "make chaos   deps + build, start what is not running, then kill every part in turn under a fixed load and"
	@echo "             check that no acknowledged write was lost or duplicated (tests/chaos; about 5 minutes)"
	@echo "make clean   remove build outputs (build/, web/dist)"

deps:
	scripts/install-deps.sh

deps-test:
	scripts/install-deps.sh --test

# What one suite needs before it starts what it runs against: every install and the whole tree built.
build-test:
	scripts/bring-up.sh --test --no-infra all

# Packages first, then the C++ build while the rest installs, the infrastructure starts and the web app builds
# (scripts/bring-up.sh): a fresh machine waits for the slowest part, not for the sum.
build:
	scripts/bring-up.sh --no-infra all

run:
	scripts/bring-up.sh services
	scripts/services.sh start
	scripts/gateway.sh start
	@echo "CabinetWorks is running at http://127.0.0.1:$(MARKETPLACE_PORT)"
	@scripts/admin-credentials.sh

# Every part is asked to stop even when an earlier one fails.
stop:
	@rc=0; \
	scripts/gateway.sh stop || rc=1; \
	scripts/services.sh stop || rc=1; \
	scripts/infra.sh stop || rc=1; \
	exit $$rc

status:
	@rc=0; \
	scripts/infra.sh status || rc=1; \
	scripts/services.sh status || rc=1; \
	scripts/gateway.sh status || rc=1; \
	exit $$rc

# What the suites run besides the services: the outbox contract checker (integration) and the bench's own tools. The
# C++ unit tests build in the background at the lowest priority while the other suites run (they leave a core idle
# much of the time), and ctest runs last (TESTS_BUILD_IN_BACKGROUND, scripts/run-tests.sh).
SUITE_TOOLS = services event_contract_check cw-ledger-bench cw-cutlist-bench

test:
	scripts/bring-up.sh --test $(SUITE_TOOLS)
	TESTS_BUILD_IN_BACKGROUND=1 scripts/run-tests.sh

# One suite at a time (scripts/run-tests.sh SUITE), each starting what it needs.
unit: build-test
	scripts/run-tests.sh unit

contract: build-test
	scripts/run-tests.sh contract

integration: build-test
	scripts/run-tests.sh integration

e2e: build-test
	scripts/run-tests.sh e2e

fuzz: build-test
	scripts/run-tests.sh fuzz

# The bids scenario approves engineers as the admin: the same credentials make run gave auth.
bench: build
	@if [ -x tests/load/bench.sh ]; then eval "$$(scripts/admin-credentials.sh --export)"; tests/load/bench.sh; \
	else echo "no tests/load/bench.sh yet"; fi

# Starts what is not running (like make run), so it works on a fresh machine and against a running system alike; the
# system is left running. The figures: .local/log/chaos-<time>.json; the report: docs/benchmarks/2026-11-24-chaos.md.
chaos: build-test
	tests/chaos/run.sh

clean:
	rm -rf build web/dist
