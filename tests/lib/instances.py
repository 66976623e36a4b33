"""Service processes of a test's own (a second instance beside the running system's), started from the build on
free ports with the environment scripts/services.sh gives the first one; sockets straight to a messaging instance's
WS port (not through nginx)."""
from __future__ import annotations

import contextlib
import os
import socket
import subprocess
from typing import Iterator

import requests
import websocket

from .config import REPO_ROOT, SystemConfig
from .messaging import Socket
from .waiting import wait_until



def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def port(name: str, default: int) -> int:
    return int(os.environ.get(name, "").strip() or default)


FIRST_WS_PORT = port("MESSAGING_WS_PORT", 8113)


def redis(*command: str) -> str:
    """One command to the system's Redis (redis-cli), its answer as text."""
    return subprocess.run(["redis-cli", "-h", "127.0.0.1", "-p", str(port("REDIS_PORT", 56379)), *command],
                          check=True, capture_output=True, text=True, timeout=10).stdout.strip()


def service_environment(service: str, http_port: int, ws_port: int | None = None) -> dict[str, str]:
    """The environment scripts/services.sh gives every process of the service (`services.sh env`: one place for it,
    so a variable the service comes to need reaches the tests' instances too), on these ports."""
    args = [str(REPO_ROOT / "scripts" / "services.sh"), "env", service, str(http_port)]
    if ws_port is not None:
        args.append(str(ws_port))
    lines = subprocess.run(args, check=True, capture_output=True, text=True, timeout=30).stdout.splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


@contextlib.contextmanager
def service_instance(config: SystemConfig, service: str, name: str, ws_port: int | None = None,
                     **settings: str) -> Iterator[subprocess.Popen]:
    """A process of the service on a free HTTP port (as .http_port, its base URL as .base_url), stopped with SIGTERM
    at the end; settings add to or override its environment."""
    http_port = free_port()
    env = {"PATH": os.environ.get("PATH", ""), **service_environment(service, http_port, ws_port), **settings}
    binary = REPO_ROOT / "build" / "services" / service / f"{service}-service"
    with open(config.state_dir / "log" / f"{service}-{name}.log", "ab") as log:
        process = subprocess.Popen([str(binary)], env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=log)
        process.http_port = http_port
        process.base_url = f"http://127.0.0.1:{http_port}"
        try:
            wait_until(lambda: requests.get(f"{process.base_url}/readyz", timeout=2).status_code,
                       until=lambda status: status == 200, timeout=30, what=f"{service} instance {name} to be ready")
            yield process
        finally:
            stop(process)


@contextlib.contextmanager
def messaging_instance(config: SystemConfig, name: str, **settings: str) -> Iterator[subprocess.Popen]:
    """A messaging process on free ports (its WS port as .ws_port) without an SMTP server: its e-mails are the first
    instance's to send (a test that holds the first one's sender knows who sends)."""
    ws_port = free_port()
    with service_instance(config, "messaging", name, ws_port=ws_port, **{"SMTP_URL": "", **settings}) as process:
        process.ws_port = ws_port
        yield process


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        process.wait(timeout=30)


def connect(config: SystemConfig, ws_port: int, session: str) -> Socket:
    """A socket straight to an instance, as a program (not a page) opens it: its Origin is the instance itself."""
    return Socket(websocket.create_connection(f"ws://127.0.0.1:{ws_port}/ws", header=[f"Cookie: cw_session={session}"],
                                              timeout=5))
