# CabinetWorks: install, build, run and test on one machine. Each target calls a script in scripts/;
# ports, environment and the state folder (.local/) are described in docs/dev-contract.md.
#
#   make run     install dependencies, build, start everything: http://127.0.0.1:8080, and how to sign in as the
#                admin (a generated password kept in .local/admin-credentials, unless MARKETPLACE_ADMIN_* are set)
#   make test    install, build, start everything, run every test suite
#   make stop    stop the gateway, the services and the infrastructure
#
# SCALE_<SERVICE>=N (SCALE_PROJECTS=3 make run) or SCALE=N runs N instances of a service behind nginx: the scripts
# read them from the environment, which make passes on (README "Several instances on one machine").

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
MARKETPLACE_PORT ?= 8080

.PHONY: help deps build run stop status test bench chaos clean

help:
	@echo "make deps    install system packages, Kafka jars, Python and npm dependencies (idempotent)"
	@echo "make build   build the C++ services (build/) and the web app (web/dist)"
	@echo "make run     deps + build, then start infrastructure, services and gateway"
	@echo "             (SCALE_PROJECTS=3 make run: three projects instances; SCALE=2: two of every service)"
	@echo "make stop    stop everything make run started"
	@echo "make status  show what is running (and each service's restarts and crashes)"
	@echo "make test    deps + build, start everything, run unit, contract, integration and e2e tests"
	@echo "make bench   run the load test (tests/load/bench.sh)"
	@echo "make chaos   deps + build, start what is not running, then kill every part in turn under a fixed load and"
	@echo "             check that no acknowledged write was lost or duplicated (tests/chaos; about 5 minutes)"
	@echo "make clean   remove build outputs (build/, web/dist)"

deps:
	scripts/install-deps.sh

build: deps
	cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
	cmake --build build
	if [ -f web/package.json ]; then cd web && npm run build; fi

run: build
	scripts/infra.sh start
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

test: build
	scripts/run-tests.sh

# The bids scenario approves engineers as the admin: the same credentials make run gave auth.
bench:
	@if [ -x tests/load/bench.sh ]; then eval "$$(scripts/admin-credentials.sh --export)"; tests/load/bench.sh; \
	else echo "no tests/load/bench.sh yet"; fi

# Starts what is not running (like make run), so it works on a fresh machine and against a running system alike; the
# system is left running. The figures: .local/log/chaos-<time>.json; the report: docs/benchmarks/2026-11-24-chaos.md.
chaos: build
	tests/chaos/run.sh

clean:
	rm -rf build web/dist
