"""Two messaging instances share their sockets' deliveries through Redis pub/sub (docs/dev-contract.md "Messaging";
issue 5 "Scale-out"): a user connected to one instance gets the messages sent by a user connected to the other.

The test starts a second messaging process from the build on free ports, with the environment scripts/services.sh
gives the first one, and connects each user straight to one instance's WS port (nginx would spread them)."""
from __future__ import annotations

import os
import socket
import subprocess

import pytest
import requests
import websocket

from lib.config import REPO_ROOT, SystemConfig
from lib.messaging import Socket, chat_project, send_message
from lib.waiting import wait_until

BINARY = REPO_ROOT / "build" / "services" / "messaging" / "messaging-service"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def port(name: str, default: int) -> int:
    return int(os.environ.get(name, "").strip() or default)


@pytest.fixture(scope="module")
def second_instance(config: SystemConfig):
    """The WS port of a second messaging process, stopped (SIGTERM) after the module."""
    http_port, ws_port = free_port(), free_port()
    env = {"PATH": os.environ.get("PATH", ""), "HTTP_HOST": "127.0.0.1", "HTTP_PORT": str(http_port),
           "WS_PORT": str(ws_port), "REDIS_URL": f"redis://127.0.0.1:{port('REDIS_PORT', 56379)}",
           "KAFKA_BROKERS": config.kafka_bootstrap,
           "DATABASE_URL": f"postgresql://messaging:messaging@127.0.0.1:{port('PG_PORT', 55432)}/marketplace"}
    log = open(config.state_dir / "log" / "messaging-second-instance.log", "ab")
    process = subprocess.Popen([str(BINARY)], env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=log)
    try:
        wait_until(lambda: requests.get(f"http://127.0.0.1:{http_port}/readyz", timeout=2).status_code,
                   until=lambda status: status == 200, timeout=30, what="the second messaging instance to be ready")
        yield ws_port
    finally:
        process.terminate()
        process.wait(timeout=30)
        log.close()


def connect(config: SystemConfig, ws_port: int, session: str) -> Socket:
    return Socket(websocket.create_connection(f"ws://127.0.0.1:{ws_port}/ws", header=[f"Cookie: cw_session={session}"],
                                              origin=config.origin, timeout=5))


def test_messages_cross_instances_both_ways(config, api, projects_api, admin_session, second_instance):
    project = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    client, engineer = project.client, project.engineers[0]
    first_port = port("MESSAGING_WS_PORT", 8113)
    client_socket, engineer_socket = connect(config, first_port, client.session), \
        connect(config, second_instance, engineer.session)
    engineer_tab_on_first = connect(config, first_port, engineer.session)
    try:
        send_message(client_socket, project.id, engineer.id, "Sent on instance 1")
        sent = client_socket.receive_type("message_sent")["message"]
        assert engineer_socket.receive_type("new_message")["message"] == sent
        assert engineer_tab_on_first.receive_type("new_message")["message"] == sent

        send_message(engineer_socket, project.id, client.id, "Answered on instance 2")
        reply = engineer_socket.receive_type("message_sent")["message"]
        assert client_socket.receive_type("new_message")["message"] == reply
        assert engineer_tab_on_first.receive_type("new_message")["message"] == reply
        assert client_socket.nothing_arrives(0.5), "a frame arrived twice"
    finally:
        for opened in (client_socket, engineer_socket, engineer_tab_on_first):
            opened.close()
