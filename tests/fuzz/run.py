"""Schemathesis against each service's openapi.yaml, through nginx, as each kind of user (issue 11 item 6).

Run it with tests/fuzz/run.sh (the fuzz venv's Python). The system must be running (make run, or the scripts). It:

1. signs in the users it fuzzes as: a new client and a new engineer (registered through the API; the admin approves
   the engineer so they may bid), and the admin (MARKETPLACE_ADMIN_USERNAME / MARKETPLACE_ADMIN_PASSWORD, else the
   two KEY=value lines of $MARKETPLACE_STATE_DIR/admin-credentials), and makes a little data to aim at: a posted
   project and a bid on it, the users' ids, the client's notifications;
2. runs `schemathesis run` for each service and role: anonymous (every call without a session: 401s, and the public
   calls: register, login, the engineer directory), then with each role's session cookie, then /healthz and /readyz
   on each service's own port, --parallel runs at a time (default 3). Path ids are the seeded ones half of the time,
   so calls get past "not found";
3. checks every answer: no 5xx (not_a_server_error), a documented status, Content-Type, headers and body schema;
   and that no service process died or restarted meanwhile (a crash);
4. prints each failure with the curl command that reproduces it and exits non-zero on any failure.

Bounded: at most --max-examples test cases per operation and phase (examples, coverage, fuzzing; no stateful phase;
in the anonymous runs the fuzzing phase of an operation that requires a session has 10, see
ANONYMOUS_SESSION_ONLY_EXAMPLES) and a --time-budget for everything (default 300 s; a run that would exceed it is
stopped and fails). The seed is fixed (--seed, default 11) so a run is repeatable; --seed random picks one and
prints it. Only 127.0.0.1 (or another loopback address) is ever contacted. Reports:
$MARKETPLACE_STATE_DIR/log/fuzz/<time>/ (one output and one JUnit file per run, summary.txt, with each run's
CPU-seconds); the five newest are kept.
"""
from __future__ import annotations

import argparse
import http.cookiejar
import ipaddress
import json
import os
import random
import re
import shutil
import signal
import subprocess
from concurrent.futures import ThreadPoolExecutor
import sys
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import urlsplit

import requests
import yaml

REPO_ROOT = Path(__file__).resolve().parents[2]
SERVICES = ["auth", "projects", "messaging", "billing", "analytics"]
DEFAULT_PORTS = {"auth": 8101, "projects": 8102, "messaging": 8103, "billing": 8104, "analytics": 8105}
# The roles each service is fuzzed as, after the anonymous run. Roles decide what auth, projects and analytics
# answer; messaging's calls depend on the project's parties, billing's on nothing yet.
ROLES = {
    "auth": ["client", "engineer", "admin"],
    "projects": ["client", "engineer", "admin"],
    "messaging": ["client", "engineer"],
    "billing": ["client", "admin"],
    "analytics": ["client", "admin"],
}
# Calls that change which session the request carries: fuzzed without a session only (a logout with the role's
# cookie would end the session the rest of the run uses; register and login need none).
ANONYMOUS_ONLY = {"auth": ["register", "login", "logout"]}
CHECKS = ["not_a_server_error", "status_code_conformance", "content_type_conformance", "response_headers_conformance",
          "response_schema_conformance"]
PHASES = "examples,coverage,fuzzing"
REQUEST_TIMEOUT_SECONDS = 10
DEFAULT_SEED = 11
KEEP_REPORTS = 5
# Anonymous runs: the fuzzing phase's cases for an operation whose contract requires a session (its `security`, or the
# spec's, has no empty alternative `{}`). Without a session such a call is refused (401) whatever its input (all but
# projects' exportCsv, which answers 404/400 for a path naming no export first), so more cases mostly repeat that
# refusal: schemathesis' generation is nearly all the suite's CPU. The made-up session cookies are still generated,
# the examples and coverage phases still run in full, and the role runs fuzz the same operations with --max-examples
# cases each. (Auth's contract declares no `security` on some calls that need a session: those keep --max-examples.)
ANONYMOUS_SESSION_ONLY_EXAMPLES = 10
# How often a seeded id replaces a generated one in a path or body parameter of that name.
SEEDED_ID_PROBABILITY = 0.5
# Days at the edges of the calendar, given now and then to every `format: date` query parameter (random dates almost
# never land on them).
EDGE_DATES = ["0001-01-01", "0001-01-31", "1970-01-01", "2024-02-29", "9999-12-31"]
EDGE_DATE_PROBABILITY = 0.2


class SetupError(Exception):
    """The run cannot start (no system, no admin credentials...): exit code 2."""


# --- configuration -------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Settings:
    base_url: str
    state_dir: Path
    service_ports: dict[str, int]
    seed: int
    max_examples: int
    time_budget: float
    services: list[str]
    roles: list[str] | None
    workers: int
    parallel: int
    checks: str

    @property
    def origin(self) -> str:
        """What a browser on the site sends as Origin (nginx refuses state-changing calls from other origins)."""
        parts = urlsplit(self.base_url)
        return f"{parts.scheme}://{parts.netloc}"


def env_port(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    return int(raw) if raw else default


def require_loopback(url: str) -> None:
    host = urlsplit(url).hostname or ""
    try:
        loopback = host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        loopback = False
    if not loopback:
        raise SetupError(f"{url}: the fuzzer only talks to this machine's loopback addresses (127.0.0.1, ::1)")


def parse_args(argv: list[str]) -> Settings:
    parser = argparse.ArgumentParser(prog="tests/fuzz/run.sh", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", default=os.environ.get("FUZZ_SEED", str(DEFAULT_SEED)),
                        help=f"seed of the generated data: a number (default {DEFAULT_SEED}, or FUZZ_SEED) or 'random'")
    parser.add_argument("--max-examples", type=int, default=int(os.environ.get("FUZZ_MAX_EXAMPLES", "50")),
                        help="test cases per operation and phase (default 50, or FUZZ_MAX_EXAMPLES)")
    parser.add_argument("--time-budget", type=float, default=float(os.environ.get("FUZZ_TIME_BUDGET", "300")),
                        help="seconds for the whole fuzz run; a run still going then fails (default 300)")
    parser.add_argument("--services", default=",".join(SERVICES),
                        help=f"comma-separated subset of {','.join(SERVICES)}")
    parser.add_argument("--roles", default=None,
                        help="comma-separated subset of anonymous,client,engineer,admin,health (default all)")
    parser.add_argument("--checks", default=",".join(CHECKS),
                        help="comma-separated schemathesis checks (default: " + ",".join(CHECKS) + ")")
    parser.add_argument("--workers", type=int, default=1, help="concurrent schemathesis workers per run (default 1)")
    parser.add_argument("--parallel", type=int, default=int(os.environ.get("FUZZ_PARALLEL", "3")),
                        help="runs (service and role) at a time (default 3, or FUZZ_PARALLEL)")
    args = parser.parse_args(argv)

    seed = random.SystemRandom().randrange(1, 2**31) if args.seed == "random" else int(args.seed)
    services = [s.strip() for s in args.services.split(",") if s.strip()]
    unknown = set(services) - set(SERVICES)
    if unknown:
        parser.error(f"unknown service(s): {', '.join(sorted(unknown))}")
    roles = [r.strip() for r in args.roles.split(",") if r.strip()] if args.roles else None
    base_url = (os.environ.get("MARKETPLACE_URL", "").strip()
                or f"http://127.0.0.1:{env_port('MARKETPLACE_PORT', 8080)}").rstrip("/")
    require_loopback(base_url)
    state_dir = Path(os.environ.get("MARKETPLACE_STATE_DIR", "").strip() or REPO_ROOT / ".local")
    ports = {name: env_port(f"{name.upper()}_PORT", port) for name, port in DEFAULT_PORTS.items()}
    if args.max_examples < 1 or args.time_budget <= 0:
        parser.error("--max-examples and --time-budget must be positive")
    return Settings(base_url=base_url, state_dir=state_dir, service_ports=ports, seed=seed,
                    max_examples=args.max_examples, time_budget=args.time_budget, services=services, roles=roles,
                    workers=max(1, args.workers), parallel=max(1, args.parallel), checks=args.checks)


def admin_credentials(state_dir: Path) -> tuple[str, str]:
    """MARKETPLACE_ADMIN_USERNAME / _PASSWORD from the environment, else from $MARKETPLACE_STATE_DIR/admin-credentials
    (two KEY=value lines, written by scripts/config.sh when the environment sets no password)."""
    password = os.environ.get("MARKETPLACE_ADMIN_PASSWORD", "")
    if password:
        return os.environ.get("MARKETPLACE_ADMIN_USERNAME", "").strip() or "admin", password
    path = state_dir / "admin-credentials"
    if not path.is_file():
        raise SetupError("no admin credentials: MARKETPLACE_ADMIN_PASSWORD is not set and there is no "
                         f"{path} (export MARKETPLACE_ADMIN_USERNAME and MARKETPLACE_ADMIN_PASSWORD with the values "
                         "the auth service was started with)")
    values = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        key, sep, value = line.partition("=")
        if sep:
            values[key.strip()] = value  # as scripts/config.sh reads it: the value as written
    username = values.get("MARKETPLACE_ADMIN_USERNAME", "").strip() or "admin"
    password = values.get("MARKETPLACE_ADMIN_PASSWORD", "")
    if not password:
        raise SetupError(f"{path} has no MARKETPLACE_ADMIN_PASSWORD= line")
    return username, password


# --- the users and the data the runs aim at ------------------------------------------------------------------------

@dataclass
class Seeds:
    sessions: dict[str, str] = field(default_factory=dict)    # role -> cw_session
    user_ids: dict[str, int] = field(default_factory=dict)    # role -> user id
    project_ids: list[int] = field(default_factory=list)
    bid_ids: list[int] = field(default_factory=list)
    notification_ids: dict[str, list[int]] = field(default_factory=dict)  # role -> own notification ids
    notes: list[str] = field(default_factory=list)            # what could not be seeded (the runs still go)


class Api:
    def __init__(self, settings: Settings):
        self.base_url = settings.base_url
        self.http = requests.Session()
        # No cookie jar: each call sends exactly the session it names (a remembered one would go along too).
        self.http.cookies.set_policy(http.cookiejar.DefaultCookiePolicy(allowed_domains=[]))
        self.http.headers.update({"Origin": settings.origin, "Accept": "application/json"})

    def call(self, method: str, path: str, session: str | None = None, **kwargs) -> requests.Response:
        cookies = {"cw_session": session} if session else None
        try:
            return self.http.request(method, self.base_url + path, cookies=cookies, timeout=REQUEST_TIMEOUT_SECONDS,
                                     allow_redirects=False, **kwargs)
        except requests.RequestException as error:
            raise SetupError(f"{method} {self.base_url}{path}: {error} (is the system running?)") from None


def answer_when(call, accept, timeout: float, interval: float = 0.25) -> requests.Response | None:
    """call() until accept(response) holds, or None after `timeout` seconds: what a call needs (a user, a verified
    engineer, a notification) may still be on its way through Kafka to the service that answers it."""
    deadline = time.monotonic() + timeout
    while True:
        response = call()
        if accept(response):
            return response
        if time.monotonic() >= deadline:
            return None
        time.sleep(interval)


def certification_answer_key(question_ids: list[int]) -> dict[int, int]:
    """The correct option of each question, read from auth's bank with psql (PG_ADMIN_URL, as the other suites)."""
    url = os.environ.get("PG_ADMIN_URL", "").strip() or \
        f"postgresql://postgres:postgres@127.0.0.1:{env_port('PG_PORT', 55432)}/marketplace"
    ids = ",".join(str(int(i)) for i in question_ids)
    query = f"SELECT id, correct_option FROM auth.certification_questions WHERE id IN ({ids})"
    rows = subprocess.run(["psql", url, "-AtF,", "-c", query], capture_output=True, text=True, timeout=30, check=True)
    return {int(i): int(c) for i, c in (line.split(",") for line in rows.stdout.split())}


def pass_certification(api: Api, session: str) -> str | None:
    """Passes the certification test as the engineer of `session`; what went wrong, or None."""
    started = api.call("GET", "/api/certification/questions", session=session)
    if started.status_code != 200:
        return f"GET /api/certification/questions -> {started.status_code} {started.text[:200]}"
    ids = [question["id"] for question in started.json()["questions"]]
    try:
        key = certification_answer_key(ids)
    except (OSError, subprocess.SubprocessError, ValueError) as error:
        return f"the answer key could not be read: {error}"
    attempt = api.call("POST", "/api/certification/attempt", session=session,
                       json={"answers": [key.get(i, 0) for i in ids]})
    if attempt.status_code != 200 or not attempt.json().get("passed"):
        return f"POST /api/certification/attempt -> {attempt.status_code} {attempt.text[:200]}"
    return None


def sign_in_and_seed(settings: Settings) -> Seeds:
    username, password = admin_credentials(settings.state_dir)
    api = Api(settings)
    seeds = Seeds()
    suffix = f"{int(time.time()):x}{random.SystemRandom().randrange(16**4):04x}"
    for role in ("client", "engineer"):
        body = {"firstName": "Fuzz", "lastName": role.capitalize(), "username": f"fuzz_{role[0]}_{suffix}",
                "email": f"fuzz_{role[0]}_{suffix}@example.com", "password": f"fuzz-{suffix}-password",
                "role": role, "source": "fuzz"}
        response = api.call("POST", "/api/register", json=body)
        if response.status_code != 201 or "cw_session" not in response.cookies:
            raise SetupError(f"could not register a {role}: POST /api/register -> {response.status_code} "
                             f"{response.text[:300]}")
        seeds.sessions[role] = response.cookies["cw_session"]
        seeds.user_ids[role] = response.json()["id"]

    response = api.call("POST", "/api/login", json={"username": username, "password": password})
    if response.status_code != 200 or "cw_session" not in response.cookies:
        raise SetupError(f"admin login as {username!r} failed: POST /api/login -> {response.status_code} "
                         f"{response.text[:300]} (are these the credentials auth was started with?)")
    if response.json().get("role") != "admin":
        raise SetupError(f"{username!r} is not an admin")
    seeds.sessions["admin"] = response.cookies["cw_session"]
    seeds.user_ids["admin"] = response.json()["id"]

    client, engineer = seeds.sessions["client"], seeds.sessions["engineer"]
    problem = pass_certification(api, engineer)  # an engineer is verified (and may bid) once they pass
    if problem:
        seeds.notes.append(f"the engineer did not pass the certification test: {problem}")

    project = {"title": "Fuzz target kitchen", "description": "Twelve base cabinets and eight uppers, frameless.",
               "cabinetType": "Kitchen Cabinets", "budgetRange": "$1,000 - $2,500", "timeline": "2-4 weeks",
               "materialType": "Plywood", "deliverables": ["Cut Lists"]}
    created = lambda response: response.status_code == 201  # noqa: E731
    for _ in range(2):
        posted = answer_when(lambda: api.call("POST", "/api/projects", session=client, json=project), created, 10)
        if posted is not None:
            seeds.project_ids.append(posted.json()["id"])
        else:
            seeds.notes.append("no project could be posted")
            break
    if seeds.project_ids:
        # The engineer may bid once projects has heard engineer.verified (through Kafka).
        bid = {"projectId": seeds.project_ids[0], "amount": 1500, "proposal": "Cut lists in a week.",
               "timeline": "1 week"}
        placed = answer_when(lambda: api.call("POST", "/api/bids", session=engineer, json=bid), created, 15)
        if placed is not None:
            seeds.bid_ids.append(placed.json()["id"])
        else:
            seeds.notes.append("the engineer's bid was not accepted within 15 s (no bid id to aim at)")

    for role in ("client", "engineer"):
        # The welcome notification (user.registered) and, for the client, "New Bid" arrive through Kafka.
        listed = answer_when(lambda: api.call("GET", "/api/notifications", session=seeds.sessions[role]),
                             lambda response: response.status_code == 200 and bool(response.json()), 10)
        seeds.notification_ids[role] = [n["id"] for n in listed.json()] if listed is not None else []
    return seeds


# --- one schemathesis invocation ----------------------------------------------------------------------------------

@dataclass
class Run:
    name: str
    service: str
    role: str               # anonymous, client, engineer, admin, or health
    base_url: str
    filters: list[str]
    outcome: str = "not run"  # passed, FAILED, TIMED OUT, skipped
    seconds: float = 0.0
    cpu_seconds: float = 0.0  # user + system CPU of the schemathesis process
    cases: str = ""
    failures: str = ""      # the FAILURES section of schemathesis' output (with curl reproductions)
    crashes: list[str] = field(default_factory=list)


def plan_runs(settings: Settings) -> list[Run]:
    runs: list[Run] = []
    wanted = (lambda role: settings.roles is None or role in settings.roles)
    for service in settings.services:
        if wanted("anonymous"):
            runs.append(Run(f"{service}-anonymous", service, "anonymous", settings.base_url,
                            ["--exclude-tag", "health"]))
        for role in ROLES[service]:
            if wanted(role):
                excluded = [arg for op in ANONYMOUS_ONLY.get(service, []) for arg in ("--exclude-operation-id", op)]
                runs.append(Run(f"{service}-{role}", service, role, settings.base_url,
                                ["--exclude-tag", "health", *excluded]))
    for service in settings.services:
        if wanted("health"):
            runs.append(Run(f"{service}-health", service, "health",
                            f"http://127.0.0.1:{settings.service_ports[service]}", ["--include-tag", "health"]))
    return runs


def load_spec(service: str) -> dict:
    with open(REPO_ROOT / "services" / service / "openapi.yaml", encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def resolve(spec: dict, node):
    """Follow local $refs ('#/components/...') to the object they name."""
    while isinstance(node, dict) and "$ref" in node:
        target = spec
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


def operations(item: dict) -> list[dict]:
    return [op for method, op in item.items() if method in HTTP_METHODS and isinstance(op, dict)]


def parameter_type(spec: dict, location: str, name: str) -> str | None:
    """'integer' or 'string': the type of a path parameter, or of a property of a JSON request body, of that name in
    the service's contract (None when no operation has one)."""
    for item in (spec.get("paths") or {}).values():
        if location == "path":
            for parameter in (item.get("parameters") or []) + [p for op in operations(item)
                                                                for p in op.get("parameters") or []]:
                parameter = resolve(spec, parameter)
                if parameter.get("in") == "path" and parameter.get("name") == name:
                    return "integer" if resolve(spec, parameter.get("schema") or {}).get("type") == "integer" \
                        else "string"
        else:
            for op in operations(item):
                content = (resolve(spec, op.get("requestBody") or {}).get("content") or {})
                schema = resolve(spec, (content.get("application/json") or {}).get("schema") or {})
                prop = (schema.get("properties") or {}).get(name)
                if prop is not None:
                    return "integer" if resolve(spec, prop).get("type") == "integer" else "string"
    return None


def date_query_parameters(spec: dict) -> list[str]:
    """Names of the query parameters whose schema is a string of format date."""
    names = set()
    for item in (spec.get("paths") or {}).values():
        for op in operations(item):
            for parameter in op.get("parameters") or []:
                parameter = resolve(spec, parameter)
                schema = resolve(spec, parameter.get("schema") or {})
                if parameter.get("in") == "query" and schema.get("format") == "date":
                    names.add(parameter["name"])
    return sorted(names)


def session_only_operations(spec: dict) -> list[str]:
    """operationIds of the operations (health aside) whose contract requires a session: a `security` list (the
    operation's, else the spec's) with no empty requirement `{}` among its alternatives."""
    default = spec.get("security") or []
    ids = []
    for item in (spec.get("paths") or {}).values():
        for op in operations(item):
            security = op.get("security", default)
            if security and all(security) and "health" not in (op.get("tags") or []) and op.get("operationId"):
                ids.append(op["operationId"])
    return sorted(ids)


def toml_string(value: str) -> str:
    return json.dumps(value)  # a JSON string is a valid TOML basic string


def write_config(path: Path, run: Run, settings: Settings, seeds: Seeds) -> None:
    """schemathesis.toml of one run: the Origin a browser sends, the role's session as the cookieAuth scheme, and
    the seeded ids as dictionaries for the path and body parameters of those names."""
    lines = [f"headers = {{ Origin = {toml_string(settings.origin)} }}", ""]
    role = run.role
    if role in seeds.sessions:
        lines += ["[auth.openapi.cookieAuth]", f"api_key = {toml_string(seeds.sessions[role])}", ""]
    if role == "anonymous":
        session_only = session_only_operations(load_spec(run.service))
        if session_only and settings.max_examples > ANONYMOUS_SESSION_ONLY_EXAMPLES:
            lines += ["[[operations]]", f"include-operation-id = {json.dumps(session_only)}",
                      f"phases.fuzzing.generation.max-examples = {ANONYMOUS_SESSION_ONLY_EXAMPLES}", ""]
    if role in ("anonymous", "health"):
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return
    seeded = {
        "users": sorted(set(seeds.user_ids.values())),
        "projects": seeds.project_ids,
        "bids": seeds.bid_ids,
        "notifications": seeds.notification_ids.get(role, []),
    }
    # "<location>.<parameter name>" -> the seeded ids it takes, as the parameter's type (integer or string).
    bindings = {
        "path.userId": "users", "path.projectId": "projects", "body.projectId": "projects", "path.bidId": "bids",
        "path.notificationId": "notifications",
    }
    spec = load_spec(run.service)
    used = []
    declared = set()  # a dictionary that serves two parameters (path and body projectId) is declared once
    for key, name in bindings.items():
        kind = parameter_type(spec, *key.split(".", 1))
        if kind is None or not seeded[name]:
            continue
        dictionary = f"{name}_{kind}"
        values = seeded[name] if kind == "integer" else [str(v) for v in seeded[name]]
        if dictionary not in declared:
            lines += [f"[dictionaries.{dictionary}]", f"values = {json.dumps(values)}", ""]
            declared.add(dictionary)
        used.append(f'"{key}" = {{ dictionary = "{dictionary}", probability = {SEEDED_ID_PROBABILITY} }}')
    dates = date_query_parameters(spec)
    if dates:
        lines += ["[dictionaries.edge_dates]", f"values = {json.dumps(EDGE_DATES)}", ""]
        used += [f'"query.{name}" = {{ dictionary = "edge_dates", probability = {EDGE_DATE_PROBABILITY} }}'
                 for name in dates]
    if used:
        lines += ["[parameters]", *used]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def schemathesis_command(run: Run, settings: Settings, config: Path, junit: Path) -> list[str]:
    executable = Path(sys.executable).with_name("schemathesis")
    spec = REPO_ROOT / "services" / run.service / "openapi.yaml"
    command = [
        str(executable), "--config-file", str(config), "run", str(spec),
        "--url", run.base_url,
        "--checks", settings.checks,
        "--phases", PHASES,
        "--max-examples", str(settings.max_examples),
        "--seed", str(settings.seed),
        "--workers", str(settings.workers),
        "--request-timeout", str(REQUEST_TIMEOUT_SECONDS),
        "--generation-database", "none",
        "--suppress-health-check", "all",
        "--no-color",
        "--output-sanitize", "false",  # the curl commands carry the (test) session, so they reproduce as printed
        "--report", "junit", "--report-junit-path", str(junit),
        *run.filters,
    ]
    if run.role != "anonymous":  # the role's session is the cookie; anonymous runs send made-up ones too
        command += ["--generation-with-security-parameters", "false"]
    return command


def section(output: str, start: str, stop: str) -> str:
    """The part of schemathesis' output from the ==== <start> ==== banner up to the <stop> banner."""
    match = re.search(rf"^=+ {start} =+$(.*?)^=+ {stop} =+$", output, re.S | re.M)
    return match.group(1).strip("\n") if match else ""


def wait_with_usage(process: subprocess.Popen, timeout: float) -> tuple[int | None, float]:
    """(exit code, or None if it still runs after `timeout` seconds; the user + system CPU seconds it used)."""
    deadline = time.monotonic() + timeout
    delay = 0.01
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            process.returncode = os.waitstatus_to_exitcode(status)
            return process.returncode, usage.ru_utime + usage.ru_stime
        if time.monotonic() >= deadline:
            return None, 0.0
        time.sleep(delay)
        delay = min(delay * 2, 0.25)


def execute(run: Run, settings: Settings, seeds: Seeds, report_dir: Path, deadline: float) -> None:
    config = report_dir / f"{run.name}.toml"
    output_file = report_dir / f"{run.name}.txt"
    write_config(config, run, settings, seeds)
    command = schemathesis_command(run, settings, config, report_dir / f"{run.name}.junit.xml")
    remaining = deadline - time.monotonic()
    if remaining < 1:
        run.outcome = "skipped"
        run.failures = f"not run: the time budget ({settings.time_budget:.0f} s) ran out before it could start"
        return
    started = time.monotonic()
    with open(output_file, "w", encoding="utf-8") as out:
        out.write("$ " + " ".join(command) + "\n\n")
        out.flush()
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=report_dir,
                                   start_new_session=True, env={**os.environ, "NO_COLOR": "1"})
        try:
            code, run.cpu_seconds = wait_with_usage(process, remaining)
        except KeyboardInterrupt:
            os.killpg(process.pid, signal.SIGKILL)
            raise
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
    run.seconds = time.monotonic() - started
    output = output_file.read_text(encoding="utf-8", errors="replace")
    found = re.findall(r"^\s*(\d+ generated.*)$", output, re.M)
    run.cases = found[-1].strip() if found else ""
    if code is None:
        run.outcome = "TIMED OUT"
        run.failures = (f"stopped after {run.seconds:.0f} s: the time budget ({settings.time_budget:.0f} s) ran out; "
                        f"see {output_file}")
        return
    run.outcome = "passed" if code == 0 else "FAILED"
    if code != 0:
        # FAILURES (with the curl reproductions) and ERRORS (network errors, timeouts) come before SUMMARY.
        run.failures = (section(output, "FAILURES", "SUMMARY") or section(output, "ERRORS", "SUMMARY")
                        or output[-4000:])


# --- crashes: a service process that died or restarted while it was fuzzed ---------------------------------------

def process_state(state_dir: Path, service: str) -> tuple[str, int]:
    """(pid of the service, exits its supervisor recorded): either changing means it died meanwhile."""
    run_dir = state_dir / "run"
    try:
        pid = (run_dir / f"{service}.pid").read_text().strip()
    except OSError:
        pid = ""
    alive = bool(pid) and Path(f"/proc/{pid}").exists()
    if alive:
        try:
            alive = ") Z " not in Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            alive = False
    try:
        exits = len((run_dir / f"{service}.exits").read_text().splitlines())
    except OSError:
        exits = 0
    return (pid if alive else f"{pid or '?'} (not running)"), exits


def process_states(settings: Settings) -> dict[str, tuple[str, int]]:
    return {service: process_state(settings.state_dir, service) for service in SERVICES}


def crash_findings(before: dict[str, tuple[str, int]], state_dir: Path, settings: Settings) -> list[str]:
    """Every service (not only the one fuzzed: a request may crash another through its events) must still be the
    same process, and ready."""
    findings = []
    for service, (pid, exits) in before.items():
        now_pid, now_exits = process_state(state_dir, service)
        if now_pid != pid or now_exits != exits:
            findings.append(f"{service}: the service process changed from pid {pid} to {now_pid} "
                            f"({now_exits - exits} exit(s) recorded): it crashed or was restarted; see "
                            f"{state_dir / 'log' / (service + '.log')} and {state_dir / 'log' / 'crashes.log'}")
            continue
        try:
            ready = requests.get(f"http://127.0.0.1:{settings.service_ports[service]}/readyz", timeout=5).status_code
        except requests.RequestException as error:
            ready = str(error)
        if ready != 200:
            findings.append(f"{service}: GET /readyz on its port answers {ready} after fuzzing")
    return findings


# --- main ------------------------------------------------------------------------------------------------------------

def prune_reports(root: Path) -> None:
    reports = sorted((p for p in root.iterdir() if p.is_dir()), key=lambda p: p.name)
    for old in reports[:-KEEP_REPORTS]:
        shutil.rmtree(old, ignore_errors=True)


def main(argv: list[str]) -> int:
    started = time.monotonic()
    try:
        settings = parse_args(argv)
        deadline = started + settings.time_budget
        root = settings.state_dir / "log" / "fuzz"
        report_dir = root / datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
        report_dir.mkdir(parents=True, exist_ok=True)
        print(f"fuzz: schemathesis against {settings.base_url} (services {', '.join(settings.services)}), "
              f"seed {settings.seed}, at most {settings.max_examples} cases per operation and phase, "
              f"budget {settings.time_budget:.0f} s; reports in {report_dir}", flush=True)
        seeds = sign_in_and_seed(settings)
    except SetupError as error:
        print(f"fuzz: ERROR: {error}", file=sys.stderr)
        return 2
    print(f"fuzz: signed in as client {seeds.user_ids['client']}, engineer {seeds.user_ids['engineer']}, admin "
          f"{seeds.user_ids['admin']}; projects {seeds.project_ids}, bids {seeds.bid_ids}", flush=True)
    for note in seeds.notes:
        print(f"fuzz: note: {note}", flush=True)

    runs = plan_runs(settings)

    def fuzz(run: Run) -> None:
        before = process_states(settings)
        execute(run, settings, seeds, report_dir, deadline)
        if run.outcome != "skipped":
            # A crash while runs overlap is reported by each run that saw it: both sent what may have caused it.
            run.crashes = crash_findings(before, settings.state_dir, settings)
            if run.crashes and run.outcome == "passed":
                run.outcome = "FAILED"
        print(f"fuzz: {run.name:<22} {run.outcome:<9} {run.seconds:6.1f}s {run.cpu_seconds:6.1f} CPU-s  {run.cases}",
              flush=True)

    # Several runs at a time: each waits on the services most of its time.
    with ThreadPoolExecutor(max_workers=settings.parallel) as pool:
        list(pool.map(fuzz, runs))

    lines = [f"schemathesis fuzz run: seed {settings.seed}, max examples {settings.max_examples}, "
             f"{time.monotonic() - started:.0f} s, base URL {settings.base_url}", ""]
    lines += [f"{r.name:<22} {r.outcome:<9} {r.seconds:6.1f}s {r.cpu_seconds:6.1f} CPU-s  {r.cases}" for r in runs]
    lines.append(f"schemathesis CPU: {sum(r.cpu_seconds for r in runs):.1f} s (user + system, all runs)")
    failed = [r for r in runs if r.outcome != "passed"]
    for run in failed:
        output = report_dir / f"{run.name}.txt"
        where = f" ({output})" if output.exists() else ""
        lines += ["", f"=============== {run.name}: {run.outcome}{where} ==============="]
        if run.failures:
            lines.append(run.failures)
        lines += [f"CRASH: {c}" for c in run.crashes]
    lines += ["", f"RESULT: {'FAILED: ' + ', '.join(r.name for r in failed) if failed else 'all passed'} "
                  f"(seed {settings.seed}; repeat with tests/fuzz/run.sh --seed {settings.seed}"
                  f" --services {','.join(sorted({r.service for r in failed}) or settings.services)})"]
    summary = "\n".join(lines) + "\n"
    (report_dir / "summary.txt").write_text(summary, encoding="utf-8")
    print("\n" + summary, end="", flush=True)
    prune_reports(root)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
