"""Messaging processes of a test's own, started from the build on free ports with the environment
scripts/services.sh gives the first one, and sockets straight to an instance's WS port (not through nginx)."""
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

BINARY = REPO_ROOT / "build" / "services" / "messaging" / "messaging-service"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def port(name: str, default: int) -> int:
    return int(os.environ.get(name, "").strip() or default)


FIRST_WS_PORT = port("MESSAGING_WS_PORT", 8113)


@contextlib.contextmanager
def messaging_instance(config: SystemConfig, name: str, **settings: str) -> Iterator[subprocess.Popen]:
    """A messaging process on free ports (its WS port as .ws_port), stopped with SIGTERM at the end."""
    http_port, ws_port = free_port(), free_port()
    env = {"PATH": os.environ.get("PATH", ""), "HTTP_HOST": "127.0.0.1", "HTTP_PORT": str(http_port),
           "WS_PORT": str(ws_port), "REDIS_URL": f"redis://127.0.0.1:{port('REDIS_PORT', 56379)}",
           "KAFKA_BROKERS": config.kafka_bootstrap,
           "DATABASE_URL": f"postgresql://messaging:messaging@127.0.0.1:{port('PG_PORT', 55432)}/marketplace",
           **settings}
    with open(config.state_dir / "log" / f"messaging-{name}.log", "ab") as log:
        process = subprocess.Popen([str(BINARY)], env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=log)
        process.ws_port = ws_port
        try:
            wait_until(lambda: requests.get(f"http://127.0.0.1:{http_port}/readyz", timeout=2).status_code,
                       until=lambda status: status == 200, timeout=30, what=f"messaging instance {name} to be ready")
            yield process
        finally:
            stop(process)


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        process.wait(timeout=30)


def connect(config: SystemConfig, ws_port: int, session: str) -> Socket:
    """A socket straight to an instance, as a program (not a page) opens it: its Origin is the instance itself."""
    return Socket(websocket.create_connection(f"ws://127.0.0.1:{ws_port}/ws", header=[f"Cookie: cw_session={session}"],
                                              timeout=5))
