"""send_message with a clientMessageId (docs/dev-contract.md "Messaging"): a browser that lost the answer sends the
frame again, on the same socket or after it reconnected; the message is stored, delivered and published once, and the
sender's message_sent carries the message stored the first time. The id with another message is refused, a malformed
one is an error frame on a socket that stays open."""
from __future__ import annotations

import subprocess
import uuid
from contextlib import contextmanager
from typing import Iterator

import pytest

from lib.api_client import expect
from lib.billing import upgraded
from lib.database import PG_ADMIN_URL, rows
from lib.kafka_tail import TopicTail
from lib.messaging import ChatProject, chat_project, history, send_message
from lib.waiting import wait_until

ID_REUSED = "This clientMessageId was already used for another message."
MALFORMED_ID = "clientMessageId must be 8 to 64 letters, digits, '-' or '_'"
DEADLINE_SECONDS = 30


@pytest.fixture(scope="module")
def assigned(api, projects_api, admin_session) -> ChatProject:
    """An assigned project whose client and engineer have no daily message limit."""
    project = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    upgraded(api, project.client)
    upgraded(api, project.engineers[0])
    return project


def new_id() -> str:
    return str(uuid.uuid4())


def stored_under(client_message_id: str) -> list[int]:
    return [int(row[0]) for row in
            rows(f"SELECT id FROM messaging.messages WHERE client_message_id = '{client_message_id}'")]


def test_a_resend_on_the_same_socket_is_answered_with_the_first_message(assigned, sockets, messaging_api):
    client, engineer = assigned.client, assigned.engineers[0]
    client_socket, engineer_socket = sockets(client.session), sockets(engineer.session)
    message_id = new_id()
    send_message(client_socket, assigned.id, engineer.id, "  Is the sink base 36 inches?  ", message_id)
    sent = client_socket.receive_type("message_sent")["message"]
    assert (sent["content"], sent["clientMessageId"]) == ("Is the sink base 36 inches?", message_id)
    assert engineer_socket.receive_type("new_message")["message"] == sent

    send_message(client_socket, assigned.id, engineer.id, "Is the sink base 36 inches?", message_id)
    assert client_socket.receive_type("message_sent")["message"] == sent
    assert engineer_socket.nothing_arrives(0.5, "new_message"), "the resend was delivered again"
    assert stored_under(message_id) == [sent["id"]]
    mine = expect(history(messaging_api, client.session, assigned.id, after=sent["id"] - 1), 200).body
    assert [m["id"] for m in mine].count(sent["id"]) == 1


def test_a_resend_after_a_reconnect_stores_nothing_new(assigned, sockets, messaging_api):
    client, engineer = assigned.client, assigned.engineers[0]
    message_id = new_id()
    dropped = sockets(client.session)
    send_message(dropped, assigned.id, engineer.id, "Sent just before the train entered the tunnel", message_id)
    first = dropped.receive_type("message_sent")["message"]
    dropped.close()  # the answer might as well have been lost with it

    reconnected = sockets(client.session)
    send_message(reconnected, assigned.id, engineer.id, "Sent just before the train entered the tunnel", message_id)
    assert reconnected.receive_type("message_sent")["message"] == first
    stored = expect(history(messaging_api, engineer.session, assigned.id, after=first["id"] - 1), 200).body
    assert [m for m in stored if m["clientMessageId"] == message_id] == [first]


def test_the_same_id_from_two_sockets_at_once_is_one_message(assigned, sockets, messaging_api):
    """Both frames may be written in one batch or one after the other: either way one message, both answered with
    it."""
    client, engineer = assigned.client, assigned.engineers[0]
    tabs = [sockets(client.session) for _ in range(3)]
    message_id = new_id()
    for tab in tabs:
        for _ in range(2):
            send_message(tab, assigned.id, engineer.id, "Twice from every tab", message_id)
    answers = [tab.receive_type("message_sent")["message"] for tab in tabs for _ in range(2)]
    assert len({answer["id"] for answer in answers}) == 1
    assert stored_under(message_id) == [answers[0]["id"]]


def test_a_resend_publishes_no_second_message_sent(config, assigned, sockets):
    client, engineer = assigned.client, assigned.engineers[0]
    tail = TopicTail(config.kafka_bootstrap, "messaging.events")  # from the end: only what this test causes
    try:
        socket = sockets(client.session)
        message_id = new_id()
        send_message(socket, assigned.id, engineer.id, "Published once?", message_id)
        sent = socket.receive_type("message_sent")["message"]
        send_message(socket, assigned.id, engineer.id, "Published once?", message_id)
        socket.receive_type("message_sent")
        # The project's events share its partition, in the order written: a second message.sent for the resend
        # would come before the next message's.
        send_message(socket, assigned.id, engineer.id, "The next one", new_id())
        after = socket.receive_type("message_sent")["message"]
        seen = []

        def published():
            seen.extend(r.value["data"]["messageId"] for r in tail.poll(0.5)
                        if isinstance(r.value, dict) and r.value["data"].get("projectId") == assigned.id)
            return seen
        wait_until(published, until=lambda ids: after["id"] in ids, timeout=DEADLINE_SECONDS,
                   what=f"message.sent of message {after['id']}")
        # Earlier tests' messages on the project may still be on their way (the relay sweeps every half second).
        assert [message_id for message_id in seen if message_id >= sent["id"]] == [sent["id"], after["id"]]
    finally:
        tail.close()


def test_the_id_with_another_message_is_refused(assigned, sockets, messaging_api):
    client, engineer = assigned.client, assigned.engineers[0]
    socket = sockets(client.session)
    message_id = new_id()
    send_message(socket, assigned.id, engineer.id, "The original", message_id)
    first = socket.receive_type("message_sent")["message"]
    send_message(socket, assigned.id, engineer.id, "Something else", message_id)
    assert socket.receive_type("error") == {"type": "error", "message": ID_REUSED, "clientMessageId": message_id}
    assert stored_under(message_id) == [first["id"]]
    # The id is the sender's on the project: the engineer may use the same one, and it is a new message.
    engineer_socket = sockets(engineer.session)
    send_message(engineer_socket, assigned.id, client.id, "Same id, another sender", message_id)
    answer = engineer_socket.receive_type("message_sent")["message"]
    assert answer["id"] != first["id"]
    assert sorted(stored_under(message_id)) == sorted([first["id"], answer["id"]])


def test_a_refusal_names_the_message(assigned, sockets):
    engineer = assigned.engineers[0]
    socket = sockets(engineer.session)
    message_id = new_id()
    send_message(socket, assigned.id, engineer.id, "Note to self", message_id)
    assert socket.receive_type("error")["clientMessageId"] == message_id
    send_message(socket, assigned.id, assigned.client.id, "   ", message_id)
    assert socket.receive_type("error") == {"type": "error", "message": "Message content cannot be empty",
                                            "clientMessageId": message_id}
    assert stored_under(message_id) == []


@pytest.mark.parametrize("client_message_id, message", [
    ("short", MALFORMED_ID),
    ("x" * 65, MALFORMED_ID),
    ("has spaces in it", MALFORMED_ID),
    ("ключ-ключ-ключ", MALFORMED_ID),
    ("quote\"d-id", MALFORMED_ID),
    ("semi;colon-id", MALFORMED_ID),
    ("nul\u0000-character", "clientMessageId must not contain a null character"),
    ("x" * 10 * 1024, MALFORMED_ID),
    ("", MALFORMED_ID),
    (12345678, "clientMessageId must be text"),
    (["a-list-id"], "clientMessageId must be text"),
], ids=["short", "65", "spaces", "cyrillic", "quote", "semicolon", "nul", "10KB", "empty", "number", "list"])
def test_a_malformed_id_is_an_error_frame_and_the_socket_stays_open(assigned, sockets, client_message_id, message):
    client, engineer = assigned.client, assigned.engineers[0]
    socket = sockets(client.session)
    send_message(socket, assigned.id, engineer.id, "Will this be stored?", client_message_id)
    assert socket.receive_type("error") == {"type": "error", "message": message}
    valid_id = uuid.uuid4().hex + uuid.uuid4().hex  # 64 characters, the most allowed
    send_message(socket, assigned.id, engineer.id, "And this one?", valid_id)
    assert socket.receive_type("message_sent")["message"]["clientMessageId"] == valid_id
    socket.send({"type": "authenticate", "userId": client.id})
    assert socket.receive_type("authenticated")["userId"] == client.id


def test_without_an_id_each_frame_is_a_new_message(assigned, sockets):
    client, engineer = assigned.client, assigned.engineers[0]
    socket = sockets(client.session)
    ids = []
    for _ in range(2):
        send_message(socket, assigned.id, engineer.id, "No id, twice")
        answer = socket.receive_type("message_sent")["message"]
        assert answer["clientMessageId"] is None
        ids.append(answer["id"])
    assert ids[0] != ids[1]


@contextmanager
def held_insert(project_id: int, sender_id: int, receiver_id: int, content: str,
                client_message_id: str) -> Iterator[subprocess.Popen]:
    """Another sending of the message in flight: a transaction (as the database superuser, standing in for another
    messaging instance) that inserted the message under the id and has not committed. The caller commits it with
    commit(); leaving the block rolls back whatever is still open."""
    psql = subprocess.Popen(["psql", PG_ADMIN_URL, "-q", "-v", "ON_ERROR_STOP=1"], stdin=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        escaped = content.replace("'", "''")
        psql.stdin.write(f"BEGIN;\nINSERT INTO messaging.messages (project_id, sender_id, receiver_id, content, "
                         f"client_message_id) VALUES ({project_id}, {sender_id}, {receiver_id}, '{escaped}', "
                         f"'{client_message_id}');\n")
        psql.stdin.flush()
        wait_until(lambda: rows("SELECT count(*) FROM pg_stat_activity WHERE state = 'idle in transaction' "
                                f"AND query LIKE '%{client_message_id}%'")[0][0],
                   until=lambda count: count == "1", timeout=10, what="the other sending's open transaction")
        yield psql
    finally:
        if psql.poll() is None:
            psql.stdin.close()  # end of input without COMMIT: psql rolls back
        psql.wait(timeout=10)


def commit(psql: subprocess.Popen) -> None:
    psql.stdin.write("COMMIT;\n")
    psql.stdin.close()
    assert psql.wait(timeout=10) == 0, psql.stderr.read()


def messaging_waits_for_a_lock() -> None:
    wait_until(lambda: rows("SELECT count(*) FROM pg_stat_activity WHERE usename = 'messaging' "
                            "AND wait_event_type = 'Lock'")[0][0],
               until=lambda count: count != "0", timeout=10, what="messaging's insert to wait for the other sending")


@pytest.mark.parametrize("same_content", [True, False], ids=["same-message", "another-message"])
def test_a_sending_that_commits_first_wins_the_race(assigned, sockets, same_content):
    """The race the unique key decides: the other sending has inserted the message but not committed when this one
    looks (it finds nothing) and inserts; its insert waits for the other, which commits; this one then stores
    nothing and answers with the other's message (or refuses the id, for other content)."""
    client, engineer = assigned.client, assigned.engineers[0]
    engineer_socket = sockets(engineer.session)
    socket = sockets(client.session)
    message_id = new_id()
    with held_insert(assigned.id, client.id, engineer.id, "Who wins?", message_id) as other:
        send_message(socket, assigned.id, engineer.id, "Who wins?" if same_content else "Not the same", message_id)
        messaging_waits_for_a_lock()
        commit(other)
    (winner,) = stored_under(message_id)
    if same_content:
        answer = socket.receive_type("message_sent")["message"]
        assert (answer["id"], answer["content"], answer["clientMessageId"]) == (winner, "Who wins?", message_id)
    else:
        assert socket.receive_type("error") == {"type": "error", "message": ID_REUSED, "clientMessageId": message_id}
    assert engineer_socket.nothing_arrives(0.5, "new_message"), "the losing sending was delivered"
