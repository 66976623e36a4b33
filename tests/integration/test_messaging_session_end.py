"""A socket lives only as long as its session (issue 11 item 4): a sign-out closes every socket of that session, on
every messaging instance, within a second, with the policy close code 1008 and the reason "Session ended"; the
user's other sessions keep theirs. A session that runs out, or is removed from Redis some other way, closes its
sockets too. The WebSocket port refuses pages of other sites itself, since it is reachable without nginx."""
from __future__ import annotations

import pytest
import websocket

from lib.api_client import expect
from lib.engineers import register_client
from lib.messaging import Socket, open_socket
from lib.instances import connect, messaging_instance, redis
from lib.users import login

POLICY_VIOLATION = 1008
SESSION_ENDED = "Session ended"


def still_answers(socket: Socket, user_id: int) -> bool:
    socket.send({"type": "authenticate", "userId": user_id})
    return socket.receive_type("authenticated")["userId"] == user_id


@pytest.fixture(scope="module")
def second_instance(config):
    with messaging_instance(config, "session-end") as process:
        yield process


@pytest.fixture(scope="module")
def rechecking_instance(config):
    """An instance that asks Redis about every socket's session each second (in production: each minute)."""
    with messaging_instance(config, "session-recheck", WS_SESSION_CHECK_SECONDS="1") as process:
        yield process


def test_signing_out_closes_that_sessions_sockets_on_every_instance_within_a_second(config, api, second_instance):
    member = register_client(api)
    other_session = expect(login(api, member.username, member.password), 200).session_cookie.value
    tab, second_tab = open_socket(config, member.session), open_socket(config, member.session)
    elsewhere = connect(config, second_instance.ws_port, member.session)
    other_device = open_socket(config, other_session)
    try:
        for socket in (tab, second_tab, elsewhere, other_device):
            assert still_answers(socket, member.id)
        expect(api.post("/api/logout", session=member.session), 204)
        for socket in (tab, second_tab, elsewhere):
            assert socket.close_frame(timeout=1) == (POLICY_VIOLATION, SESSION_ENDED)
        assert still_answers(other_device, member.id), "another session of the same user lost its socket"
    finally:
        for socket in (tab, second_tab, elsewhere, other_device):
            socket.close()


def test_a_signed_out_session_cannot_open_a_socket_again(config, api):
    member = register_client(api)
    expect(api.post("/api/logout", session=member.session), 204)
    with pytest.raises(websocket.WebSocketBadStatusException) as refused:
        open_socket(config, member.session)
    assert refused.value.status_code == 401


def test_a_session_removed_from_redis_closes_its_sockets(config, api, rechecking_instance):
    member = register_client(api)
    socket = connect(config, rechecking_instance.ws_port, member.session)
    try:
        assert still_answers(socket, member.id)
        assert redis("DEL", f"session:{member.session}") == "1"
        assert socket.close_frame(timeout=3) == (POLICY_VIOLATION, SESSION_ENDED)
    finally:
        socket.close()


def test_a_session_that_runs_out_closes_its_sockets_then_and_not_before(config, api, rechecking_instance):
    member = register_client(api)
    socket = connect(config, rechecking_instance.ws_port, member.session)
    try:
        assert still_answers(socket, member.id)
        assert redis("PEXPIRE", f"session:{member.session}", "2500") == "1"
        assert socket.nothing_arrives(1.5), "the socket closed while its session was still valid"
        assert still_answers(socket, member.id)
        assert socket.close_frame(timeout=3) == (POLICY_VIOLATION, SESSION_ENDED)
    finally:
        socket.close()


# --- Origin, on the WebSocket port itself ---------------------------------------------------------------------------
@pytest.mark.parametrize("origin", ["https://evil.example", "null", "http://127.0.0.1:1"],
                         ids=["another site", "a sandboxed page", "another port"])
def test_the_ws_port_refuses_a_page_of_another_site(config, api, origin, second_instance):
    member = register_client(api)
    with pytest.raises(websocket.WebSocketBadStatusException) as refused:
        websocket.create_connection(f"ws://127.0.0.1:{second_instance.ws_port}/ws",
                                    header=[f"Cookie: cw_session={member.session}"], origin=origin, timeout=5)
    assert refused.value.status_code == 403


def test_the_ws_port_serves_a_program_without_an_origin(config, api, second_instance):
    member = register_client(api)
    socket = Socket(websocket.create_connection(f"ws://127.0.0.1:{second_instance.ws_port}/ws",
                                                header=[f"Cookie: cw_session={member.session}"],
                                                suppress_origin=True, timeout=5))
    try:
        assert still_answers(socket, member.id)
    finally:
        socket.close()
