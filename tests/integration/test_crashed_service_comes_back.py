"""A service that dies is brought back by its supervisor (scripts/supervise.sh, started by scripts/services.sh), with
no command run: the way a crash in production is survived.

  (a) billing is SIGKILLed (its pid from $MARKETPLACE_STATE_DIR/run/billing.pid); within a deadline it answers
      GET /readyz with 200 on its own port again, as a new process, and `services.sh status` counts the restart.
  (b) analytics gets SIGABRT, the signal of a failed assertion; the record of that exit in log/crashes.log names
      the signal and holds the last lines the service wrote before it, among them a request this test made.

Both kills are announced as deliberate first, the way `services.sh kill9` does it ($RUN_DIR/<name>.deliberate-exit
holding "<pid> <why>"), so the supervisor records them as such and scripts/run-tests.sh, which fails a run in which
any service crashed, does not count them.
"""
from __future__ import annotations

import os
import re
import signal
import subprocess
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest
import requests

from lib.config import SystemConfig
from lib.logs import LogTail
from lib.waiting import wait_until

COMES_BACK_SECONDS = 20  # first restart after 1 s, plus the service's own start (about a second here)
DEFAULT_PORTS = {"billing": 8104, "analytics": 8105}


@dataclass
class Service:
    name: str
    port: int
    run_dir: Path

    @property
    def pid_file(self) -> Path:
        return self.run_dir / f"{self.name}.pid"

    def pid(self) -> int:
        return int(self.pid_file.read_text().strip())

    def readyz(self) -> int:
        return requests.get(f"http://127.0.0.1:{self.port}/readyz", timeout=2).status_code

    def kill_deliberately(self, sig: signal.Signals, why: str) -> int:
        """Announce the exit to the supervisor as deliberate, then send the signal. Returns the killed pid."""
        pid = self.pid()
        (self.run_dir / f"{self.name}.deliberate-exit").write_text(f"{pid} {why}\n")
        os.kill(pid, sig)
        return pid


def service(config: SystemConfig, name: str) -> Service:
    port = int(os.environ.get(f"{name.upper()}_PORT", "").strip() or DEFAULT_PORTS[name])
    found = Service(name, port, config.state_dir / "run")
    supervisor = found.run_dir / f"{name}.supervisor.pid"
    assert supervisor.is_file(), (f"{supervisor} is missing: {name} does not run under a supervisor "
                                  f"(start the system with make run / scripts/services.sh start)")
    assert found.readyz() == 200, f"{name} is not ready on 127.0.0.1:{port} before the test"
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"


def back_on_its_own(target: Service, old_pid: int) -> tuple[int, float]:
    """Wait (no command run) until a new process of the service answers /readyz 200. Returns its pid and the time."""
    started = time.monotonic()

    def probe() -> tuple[int, int]:
        return target.pid(), target.readyz()

    new_pid, _ = wait_until(probe, until=lambda seen: seen[0] != old_pid and alive(seen[0]) and seen[1] == 200,
                            timeout=COMES_BACK_SECONDS, interval=0.1,
                            what=f"{target.name} to answer /readyz 200 on 127.0.0.1:{target.port} as a new process "
                                 f"after pid {old_pid} was killed")
    return new_pid, time.monotonic() - started


def crash_record(config: SystemConfig, pid: int) -> str:
    """The record log/crashes.log holds for the exit of this pid ("" when there is none yet)."""
    path = config.state_dir / "log" / "crashes.log"
    text = path.read_text(errors="replace") if path.is_file() else ""
    # A record is a header line starting with "=== " and the service's last lines, indented (scripts/supervise.sh).
    records = [chunk for chunk in re.split(r"(?m)^(?==== )", text) if chunk.startswith("=== ")]
    return next((r for r in records if f"-service pid {pid} " in r.splitlines()[0]), "")


def services_status(config: SystemConfig, name: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "MARKETPLACE_STATE_DIR": str(config.state_dir)}
    return subprocess.run(["bash", str(config.repo_root / "scripts" / "services.sh"), "status", name],
                          cwd=config.repo_root, env=env, capture_output=True, text=True, timeout=30)


@pytest.mark.disruptive
def test_a_killed_service_comes_back_on_its_own(config):
    billing = service(config, "billing")
    old_pid = billing.kill_deliberately(signal.SIGKILL, f"{__name__}: SIGKILL, to see it come back")

    new_pid, took = back_on_its_own(billing, old_pid)
    print(f"\nbilling pid {old_pid} SIGKILLed; pid {new_pid} answered /readyz 200 after {took:.2f}s")

    record = crash_record(config, old_pid)
    assert record.startswith("=== DELIBERATE EXIT"), f"no deliberate-exit record for pid {old_pid}: {record!r}"
    assert "killed by SIGKILL" in record.splitlines()[0], record
    status = services_status(config, "billing")
    assert status.returncode == 0, f"services.sh status billing exited {status.returncode}: {status.stdout}"
    first_line = status.stdout.splitlines()[0]
    assert f"pid {new_pid}" in first_line and "ready" in first_line, status.stdout
    restarts = int(first_line.split("restarts ")[1].split()[0])
    assert restarts >= 1, f"status counts no restart after the kill: {status.stdout}"


@pytest.mark.disruptive
def test_a_crash_is_recorded_with_its_reason_and_the_last_lines_before_it(config):
    analytics = service(config, "analytics")
    log = LogTail(config.state_dir / "log" / "analytics.log")
    request_id = f"before-the-crash-{uuid.uuid4()}"
    answer = requests.get(f"http://127.0.0.1:{analytics.port}/api/analytics/signups",
                          headers={"X-Request-Id": request_id}, timeout=5)
    assert answer.status_code == 401, f"analytics without a session: {answer.status_code} {answer.text[:200]}"
    wait_until(log.text, until=lambda text: request_id in text, timeout=5,
               what=f"analytics to log the request {request_id}")

    old_pid = analytics.kill_deliberately(signal.SIGABRT, f"{__name__}: SIGABRT, as a failed assertion would")
    new_pid, took = back_on_its_own(analytics, old_pid)
    print(f"\nanalytics pid {old_pid} aborted; pid {new_pid} answered /readyz 200 after {took:.2f}s")

    record = wait_until(lambda: crash_record(config, old_pid), until=bool, timeout=5,
                        what=f"a record of pid {old_pid}'s exit in log/crashes.log")
    header = record.splitlines()[0]
    assert "killed by SIGABRT" in header and "deliberate" in header, f"record header: {header}"
    assert request_id in record, f"the last lines before the exit miss the request {request_id}:\n{record}"
    log_lines = [line for line in log.text().splitlines() if f"pid {old_pid} " in line]
    assert any("killed by SIGABRT" in line and "restart" in line for line in log_lines), \
        f"analytics.log has no supervisor line for the exit of pid {old_pid}: {log_lines}"
