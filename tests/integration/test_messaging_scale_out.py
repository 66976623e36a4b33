"""Several messaging instances share their sockets' deliveries through Redis pub/sub (docs/dev-contract.md
"Messaging"; issue 5 "Scale-out"): a user connected to one instance gets the messages sent by a user connected to
another, whether each connects to an instance's port or through nginx's upstream over both; a user whose instance
stops reconnects through nginx to the other and fetches what they missed. Also here: the ping that keeps idle
sockets open, and the drop of a socket that stopped answering.

Each test starts messaging processes of its own from the build, on free ports, with the environment
scripts/services.sh gives the first one (the gateway test also starts an nginx of its own from gateway/nginx.conf
through scripts/gateway.sh)."""
from __future__ import annotations

import contextlib
import os
import subprocess
import time
from typing import Iterator

import pytest
import websocket

from lib.api_client import expect
from lib.config import REPO_ROOT, SystemConfig
from lib.engineers import register_client
from lib.messaging import Socket, chat_project, history, send_message
from lib.instances import FIRST_WS_PORT, connect, free_port, messaging_instance, stop
from lib.waiting import wait_until

GATEWAY = REPO_ROOT / "scripts" / "gateway.sh"


@pytest.fixture(scope="module")
def second_instance(config: SystemConfig) -> Iterator[int]:
    """The WS port of a second messaging process."""
    with messaging_instance(config, "second-instance") as process:
        yield process.ws_port


def test_messages_cross_instances_both_ways(config, api, projects_api, admin_session, second_instance):
    project = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    client, engineer = project.client, project.engineers[0]
    client_socket, engineer_socket = connect(config, FIRST_WS_PORT, client.session), \
        connect(config, second_instance, engineer.session)
    engineer_tab_on_first = connect(config, FIRST_WS_PORT, engineer.session)
    try:
        send_message(client_socket, project.id, engineer.id, "Sent on instance 1")
        sent = client_socket.receive_type("message_sent")["message"]
        assert engineer_socket.receive_type("new_message")["message"] == sent
        assert engineer_tab_on_first.receive_type("new_message")["message"] == sent

        send_message(engineer_socket, project.id, client.id, "Answered on instance 2")
        reply = engineer_socket.receive_type("message_sent")["message"]
        assert client_socket.receive_type("new_message")["message"] == reply
        assert engineer_tab_on_first.receive_type("new_message")["message"] == reply
        assert client_socket.nothing_arrives(0.5, "new_message", "message_sent"), "a frame arrived twice"
    finally:
        for opened in (client_socket, engineer_socket, engineer_tab_on_first):
            opened.close()


def test_support_chat_crosses_instances(config, api, messaging_api, admin_session, second_instance):
    """Issue 30 item 6: a member on one instance and an admin on the other talk live (Redis fan-out, as chats)."""
    member = register_client(api)
    conversation = expect(messaging_api.post("/api/support/conversations", json={"message": "Hello desk"},
                                             session=member.session), 201).body
    member_socket = connect(config, FIRST_WS_PORT, member.session)
    admin_socket = connect(config, second_instance, admin_session)
    try:
        member_socket.send({"type": "send_message", "supportId": conversation["id"], "content": "From instance 1"})
        seen = admin_socket.receive_type("support_message")["message"]
        assert (seen["conversationId"], seen["content"]) == (conversation["id"], "From instance 1")
        admin_socket.send({"type": "send_message", "supportId": conversation["id"], "content": "From instance 2"})
        answer = member_socket.receive_type("support_message")["message"]
        while answer["author"] != "admin":
            answer = member_socket.receive_type("support_message")["message"]
        assert answer["content"] == "From instance 2"
        assert member_socket.nothing_arrives(0.5, "support_message"), "a frame arrived twice"
    finally:
        member_socket.close()
        admin_socket.close()


# --- behind nginx ---------------------------------------------------------------------------------------------------
@contextlib.contextmanager
def gateway_over(config: SystemConfig, ws_ports: list[int]) -> Iterator[str]:
    """An nginx of its own (gateway/nginx.conf) whose /ws upstream lists the given instances; yields its base URL."""
    gateway_port = free_port()
    env = {**os.environ, "MARKETPLACE_PORT": str(gateway_port),
           "NGINX_PREFIX": str(config.state_dir / "test-gateways" / str(gateway_port)),
           "MESSAGING_WS_UPSTREAM": " ".join(f"127.0.0.1:{p}" for p in ws_ports)}
    subprocess.run(["bash", str(GATEWAY), "start"], env=env, check=True, capture_output=True, timeout=30)
    try:
        yield f"http://127.0.0.1:{gateway_port}"
    finally:
        subprocess.run(["bash", str(GATEWAY), "stop"], env=env, check=True, capture_output=True, timeout=60)


def connections_to(ws_port: int) -> int:
    """Open TCP connections to an instance's WS port (from any nginx or client on this machine)."""
    out = subprocess.run(["ss", "-Htn", "state", "established", f"( dport = :{ws_port} )"], check=True,
                         capture_output=True, text=True, timeout=5).stdout
    return len(out.splitlines())


def connect_through(base_url: str, session: str, ws_ports: list[int]) -> tuple[Socket, int]:
    """A socket through the gateway, and the WS port of the instance nginx gave it to."""
    before = {p: connections_to(p) for p in ws_ports}
    opened = Socket(websocket.create_connection(base_url.replace("http://", "ws://") + "/ws",
                                                header=[f"Cookie: cw_session={session}"], origin=base_url, timeout=5))
    grown = wait_until(lambda: [p for p in ws_ports if connections_to(p) > before[p]], until=lambda ps: len(ps) == 1,
                       timeout=5, interval=0.05, what="the new socket to show on one instance")
    return opened, grown[0]


def test_two_instances_behind_the_gateway_and_a_restart(config, api, projects_api, messaging_api, admin_session):
    project = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    client, engineer = project.client, project.engineers[0]
    with messaging_instance(config, "behind-gateway") as second, \
            gateway_over(config, [FIRST_WS_PORT, second.ws_port]) as gateway:
        ports = [FIRST_WS_PORT, second.ws_port]
        opened: list[Socket] = []
        try:
            client_socket, client_port = connect_through(gateway, client.session, ports)
            opened.append(client_socket)
            # nginx takes turns; a socket that lands with the client's instance is closed and opened again.
            while True:
                engineer_socket, engineer_port = connect_through(gateway, engineer.session, ports)
                opened.append(engineer_socket)
                if engineer_port != client_port:
                    break
                engineer_socket.close()
            assert {client_port, engineer_port} == set(ports)

            send_message(client_socket, project.id, engineer.id, "Across the gateway")
            sent = client_socket.receive_type("message_sent")["message"]
            assert engineer_socket.receive_type("new_message")["message"] == sent
            send_message(engineer_socket, project.id, client.id, "And back")
            reply = engineer_socket.receive_type("message_sent")["message"]
            assert client_socket.receive_type("new_message")["message"] == reply

            # The instance of one of them stops; what is sent meanwhile is fetched after reconnecting.
            on_second = engineer_socket if engineer_port == second.ws_port else client_socket
            moves = engineer if on_second is engineer_socket else client
            staying_socket = client_socket if on_second is engineer_socket else engineer_socket
            last_seen = reply["id"]
            stop(second)
            with pytest.raises((websocket.WebSocketConnectionClosedException, ConnectionError)):
                on_second.receive(timeout=10)
            missed = []
            for text in ("While you were away 1", "While you were away 2"):
                send_message(staying_socket, project.id, moves.id, text)
                missed.append(staying_socket.receive_type("message_sent")["message"])
            back, back_port = connect_through(gateway, moves.session, ports)
            opened.append(back)
            assert back_port == FIRST_WS_PORT
            assert expect(history(messaging_api, moves.session, project.id, after=last_seen), 200).body == missed
            send_message(staying_socket, project.id, moves.id, "Welcome back")
            assert back.receive_type("new_message")["message"]["content"] == "Welcome back"
        finally:
            for socket_ in opened:
                socket_.close()


# --- keep-alive -----------------------------------------------------------------------------------------------------
def test_pings_keep_answering_sockets_and_silent_ones_are_dropped(config, api):
    """The instance pings every second and drops a socket silent for 3 s (in production: 30 s and 75 s)."""
    member = register_client(api)
    with messaging_instance(config, "short-pings", WS_PING_SECONDS="1", WS_SILENCE_SECONDS="3") as instance:
        answering, silent = connect(config, instance.ws_port, member.session), \
            connect(config, instance.ws_port, member.session)
        try:
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:  # reading answers each ping with a pong
                with contextlib.suppress(websocket.WebSocketTimeoutException):
                    answering.receive(timeout=0.5)
            answering.send({"type": "authenticate", "userId": member.id})
            assert answering.receive_type("authenticated")["userId"] == member.id
            with pytest.raises((websocket.WebSocketConnectionClosedException, ConnectionError)):
                for _ in range(20):  # the pings it never answered are still queued before the end
                    silent.receive(timeout=2)
        finally:
            answering.close()
            silent.close()
