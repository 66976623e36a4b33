"""The WebSocket at /ws (docs/dev-contract.md "Messaging"): the upgrade needs a session, frames are answered per the
protocol, bad frames get an error frame (or a close with 1009 when oversized), messages go live to the partner and
stay in the history."""
from __future__ import annotations

import json

import pytest
import websocket

from lib.api_client import expect
from lib.billing import upgraded
from lib.database import rows
from lib.kafka_publish import envelope, publish, utc_now
from lib.kafka_tail import TopicTail
from lib.engineers import register_client
from lib.messaging import (EMPTY_CONTENT, NOT_AUTHENTICATED, NOT_PARTICIPANT, NOT_YOUR_PARTNER, PROJECT_NOT_FOUND,
                           TOO_LONG_CONTENT, chat_project, history, known_to_messaging, send_message, ws_url)
from lib.projects import UNKNOWN_ID, accept, bids_of
from lib.waiting import wait_until


@pytest.fixture(scope="module")
def assigned(api, projects_api, admin_session):
    """A project assigned to engineers[0]; engineers[1] bid and lost."""
    return chat_project(api, projects_api, admin_session, engineers=2, assign=True)


@pytest.fixture
def talkative(api, assigned):
    """The assigned project, its client and engineer on a plan without a daily message limit (a burst is more than
    starter's 20 a day)."""
    upgraded(api, assigned.client)
    upgraded(api, assigned.engineers[0])
    return assigned


# --- the upgrade ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("cookie", [None, "cw_session=not-a-session"], ids=["no cookie", "unknown session"])
def test_an_upgrade_without_a_valid_session_is_refused_with_401(config, cookie):
    headers = [f"Cookie: {cookie}"] if cookie else []
    with pytest.raises(websocket.WebSocketBadStatusException) as refused:
        websocket.create_connection(ws_url(config), header=headers, origin=config.origin, timeout=5)
    assert refused.value.status_code == 401
    assert json.loads(refused.value.resp_body) == {"message": NOT_AUTHENTICATED, "code": "unauthenticated"}


def test_a_foreign_origin_is_refused_by_the_gateway(config, api):
    client = register_client(api)
    with pytest.raises(websocket.WebSocketBadStatusException) as refused:
        websocket.create_connection(ws_url(config), header=[f"Cookie: cw_session={client.session}"],
                                    origin="https://evil.example", timeout=5)
    assert refused.value.status_code == 403


# --- authenticate ---------------------------------------------------------------------------------------------------
def test_authenticate_answers_only_the_sessions_user(api, sockets):
    client = register_client(api)
    socket = sockets(client.session)
    socket.send({"type": "authenticate", "userId": client.id})
    assert socket.receive_type("authenticated") == {"type": "authenticated", "userId": client.id}
    socket.send({"type": "authenticate", "userId": client.id + 1})
    assert socket.receive_type("error")["message"] == "userId does not match the signed-in user"


# --- malformed frames -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, message", [
    ("{not json", "Invalid JSON"),
    ("[1, 2]", "A frame must be a JSON object"),
    ('{"type": "dance"}', "Unknown message type: dance"),
    ('{"userId": 1}', "Missing field: type"),
    ('{"type": "send_message", "projectId": 1, "content": "hi"}', "Missing field: receiverId"),
    ('{"type": "join_project"}', "Missing field: projectId"),
    ('{"type": "send_message", "projectId": "x", "receiverId": 2, "content": "hi"}',
     "projectId must be a positive integer"),
])
def test_a_bad_frame_gets_an_error_and_the_socket_stays_open(api, sockets, text, message):
    client = register_client(api)
    socket = sockets(client.session)
    socket.send_text(text)
    assert socket.receive_type("error") == {"type": "error", "message": message}
    socket.send({"type": "authenticate", "userId": client.id})
    assert socket.receive_type("authenticated")["userId"] == client.id


def test_a_frame_over_16_kb_closes_the_socket_with_1009(api, sockets):
    socket = sockets(register_client(api).session)
    socket.send_text(json.dumps({"type": "send_message", "projectId": 1, "receiverId": 2, "content": "x" * 17000}))
    assert socket.close_frame(timeout=5)[0] == 1009


# --- sending --------------------------------------------------------------------------------------------------------
def test_a_message_goes_live_to_the_partner_and_into_the_history(assigned, sockets, messaging_api):
    client, engineer = assigned.client, assigned.engineers[0]
    client_socket, engineer_socket, other_tab = sockets(client.session), sockets(engineer.session), \
        sockets(client.session)
    send_message(client_socket, assigned.id, engineer.id, "  Can you start Monday?  ")
    sent = client_socket.receive_type("message_sent")["message"]
    assert sent["content"] == "Can you start Monday?"
    assert (sent["projectId"], sent["senderId"], sent["receiverId"]) == (assigned.id, client.id, engineer.id)
    assert sent["sender"] == {"id": client.id, "firstName": client.payload["firstName"],
                              "lastName": client.payload["lastName"]}
    assert engineer_socket.receive_type("new_message")["message"] == sent
    assert other_tab.receive_type("new_message")["message"] == sent
    assert client_socket.nothing_arrives(0.5, "new_message", "message_sent"), \
        "the sender's socket got the message twice"

    send_message(engineer_socket, assigned.id, client.id, "Yes, Monday works.")
    reply = engineer_socket.receive_type("message_sent")["message"]
    assert client_socket.receive_type("new_message")["message"] == reply
    for session in (client.session, engineer.session):
        assert expect(history(messaging_api, session, assigned.id, after=sent["id"] - 1), 200).body == [sent, reply]


def test_a_burst_keeps_its_order_everywhere(talkative, sockets, messaging_api):
    """Messages written together (one commit for many) are still answered, delivered and stored in the order sent,
    mixed with bad ones that are refused on their own."""
    client, engineer = talkative.client, talkative.engineers[0]
    client_socket, engineer_socket = sockets(client.session), sockets(engineer.session)
    contents = [f"burst {i}" for i in range(40)]
    for i, content in enumerate(contents):
        send_message(client_socket, talkative.id, engineer.id, content)
        if i % 10 == 5:
            send_message(client_socket, talkative.id, engineer.id, "   ")  # refused, the others are not
    answers = [client_socket.receive() for _ in range(len(contents) + 4)]
    assert [a["type"] for a in answers].count("error") == 4
    sent = [a["message"] for a in answers if a["type"] == "message_sent"]
    assert [m["content"] for m in sent] == contents
    assert [m["id"] for m in sent] == sorted(m["id"] for m in sent)
    delivered = [engineer_socket.receive_type("new_message")["message"] for _ in contents]
    assert delivered == sent
    stored = expect(history(messaging_api, engineer.session, talkative.id, after=sent[0]["id"] - 1, limit=200), 200)
    assert [m for m in stored.body if m["content"].startswith("burst ")] == sent


def test_a_stored_message_publishes_message_sent(config, talkative, sockets):
    tail = TopicTail(config.kafka_bootstrap, "messaging.events")  # from the end: only what this test causes
    try:
        socket = sockets(talkative.client.session)
        send_message(socket, talkative.id, talkative.engineers[0].id, "Published?")
        sent = socket.receive_type("message_sent")["message"]
        record = wait_until(lambda: next((r for r in tail.poll(0.5) if r.value and
                                          r.value["data"].get("messageId") == sent["id"]), None),
                            timeout=30, what="message.sent on messaging.events")
        assert (record.key, record.value["type"]) == (str(talkative.id).encode(), "message.sent")
        assert record.value["data"] == {"messageId": sent["id"], "projectId": talkative.id,
                                        "senderId": talkative.client.id, "receiverId": talkative.engineers[0].id,
                                        "createdAt": sent["createdAt"]}
    finally:
        tail.close()


def test_outsiders_and_losing_bidders_cannot_send(api, assigned, sockets):
    client, engineer, loser = assigned.client, assigned.engineers[0], assigned.engineers[1]
    outsider = sockets(register_client(api).session)
    send_message(outsider, assigned.id, client.id, "Hello?")
    assert outsider.receive_type("error")["message"] == NOT_PARTICIPANT
    losing = sockets(loser.session)
    send_message(losing, assigned.id, client.id, "Still interested")
    assert losing.receive_type("error")["message"] == NOT_YOUR_PARTNER
    client_socket = sockets(client.session)
    send_message(client_socket, assigned.id, loser.id, "Sorry")
    assert client_socket.receive_type("error")["message"] == NOT_YOUR_PARTNER
    send_message(client_socket, assigned.id, client.id, "Note to self")
    assert client_socket.receive_type("error")["message"] == NOT_YOUR_PARTNER
    send_message(client_socket, UNKNOWN_ID, engineer.id, "Hi")
    assert client_socket.receive_type("error")["message"] == PROJECT_NOT_FOUND


@pytest.mark.parametrize("content, message", [("", EMPTY_CONTENT), (" \n\t ", EMPTY_CONTENT),
                                              ("x" * 5001, TOO_LONG_CONTENT)], ids=["empty", "blank", "5001"])
def test_empty_and_oversized_content_is_refused(assigned, sockets, messaging_api, content, message):
    client, engineer = assigned.client, assigned.engineers[0]
    socket = sockets(client.session)
    send_message(socket, assigned.id, engineer.id, content)
    assert socket.receive_type("error")["message"] == message


def test_5000_characters_are_accepted(talkative, sockets):
    socket = sockets(talkative.client.session)
    send_message(socket, talkative.id, talkative.engineers[0].id, "ä" * 5000)
    assert socket.receive_type("message_sent")["message"]["content"] == "ä" * 5000


def test_before_assignment_the_client_talks_with_each_bidder(api, projects_api, admin_session, sockets):
    posted = chat_project(api, projects_api, admin_session, engineers=2)
    first, second = posted.engineers
    first_socket, second_socket = sockets(first.session), sockets(second.session)
    send_message(first_socket, posted.id, posted.client.id, "Question about the uppers")
    first_socket.receive_type("message_sent")
    send_message(second_socket, posted.id, first.id, "Hi rival")
    assert second_socket.receive_type("error")["message"] == NOT_YOUR_PARTNER


def test_an_assignment_shuts_the_other_bidders_out_at_once(api, projects_api, admin_session, sockets):
    """Messaging keeps each project's parties in memory; a change to its projection reaches every instance at commit
    (not after the minute the memory may otherwise last)."""
    posted = chat_project(api, projects_api, admin_session, engineers=2)
    winner, loser = posted.engineers
    losing = sockets(loser.session)
    send_message(losing, posted.id, posted.client.id, "Before the decision")
    losing.receive_type("message_sent")  # the project's parties are in memory now
    winning_bid = next(b for b in bids_of(projects_api, posted.client.session, posted.id)
                       if b["engineerId"] == winner.id)
    expect(accept(projects_api, posted.client.session, winning_bid["id"]), 200)
    known_to_messaging(posted.id, 2, winner.id)

    def answer_to_the_loser() -> dict:
        send_message(losing, posted.id, posted.client.id, "After the decision")
        return losing.receive(timeout=5)
    refused = wait_until(answer_to_the_loser, until=lambda frame: frame["type"] == "error", timeout=1, interval=0.1,
                         what="the losing bidder's message to be refused")
    assert refused["message"] == NOT_YOUR_PARTNER


# --- join_project ---------------------------------------------------------------------------------------------------
def test_joining_needs_a_participant(api, assigned, sockets):
    outsider = sockets(register_client(api).session)
    outsider.send({"type": "join_project", "projectId": assigned.id})
    assert outsider.receive_type("error")["message"] == NOT_PARTICIPANT
    engineer = sockets(assigned.engineers[0].session)
    engineer.send({"type": "join_project", "projectId": assigned.id})
    assert engineer.nothing_arrives(0.5, "error")


def test_a_joined_project_sends_its_updates(api, projects_api, admin_session, sockets):
    project = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    engineer = sockets(project.engineers[0].session)
    engineer.send({"type": "join_project", "projectId": project.id})
    engineer.send({"type": "authenticate", "userId": project.engineers[0].id})
    engineer.receive_type("authenticated")  # frames are answered in order: the join is done
    expect(projects_api.post(f"/api/projects/{project.id}/complete", session=project.client.session), 200)
    frames = {}
    while len(frames) < 2:
        frame = engineer.receive(timeout=30)
        words = frame.get("message", "")  # a project_update that only refreshes data has none
        if frame["type"] in ("project_update", "notification") and project.project["title"] in words:
            frames[frame["type"]] = frame
    assert frames["project_update"]["projectId"] == project.id
    assert frames["project_update"]["message"] == f'"{project.project["title"]}" was marked completed.'
    assert (frames["notification"]["title"], frames["notification"]["notificationType"]) == \
        ("Project Update", "project_update")


# --- plan limits ----------------------------------------------------------------------------------------------------
DAILY_LIMIT = "Your Starter plan allows 20 messages a day. Upgrade at /premium-plans for unlimited messages."


def test_starter_sends_20_messages_a_day_then_is_told_the_limit(api, projects_api, admin_session, sockets,
                                                                 messaging_api):
    """Each message counts against the sender's plan, as billing announced it (starter until it has): the 21st of
    the day is refused with the limit and the upgrade, and nothing of it is stored or delivered."""
    chat = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    client, engineer = chat.client, chat.engineers[0]
    client_socket, engineer_socket = sockets(client.session), sockets(engineer.session)
    for i in range(20):
        send_message(client_socket, chat.id, engineer.id, f"note {i}")
        client_socket.receive_type("message_sent")
    send_message(client_socket, chat.id, engineer.id, "one too many")
    assert client_socket.receive_type("error")["message"] == DAILY_LIMIT
    stored = expect(history(messaging_api, client.session, chat.id), 200).body
    assert [m["content"] for m in stored] == [f"note {i}" for i in range(20)]
    # The receiver's own allowance is untouched.
    send_message(engineer_socket, chat.id, client.id, "Got them all.")
    engineer_socket.receive_type("message_sent")


def test_a_plan_change_reaches_the_chat_at_once_both_ways(config, api, projects_api, admin_session, sockets):
    """The chat keeps each sender's plan in memory (a message costs no read of it) and forgets it the moment
    messaging's projection of subscription.changed changes: an upgrade lifts the daily limit from the next message,
    and a plan falling back to starter holds the member to its 20 messages a day from the next message."""
    chat = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    client, engineer = chat.client, chat.engineers[0]
    client_socket = sockets(client.session)
    for i in range(20):
        send_message(client_socket, chat.id, engineer.id, f"note {i}")
        client_socket.receive_type("message_sent")

    def answer_to_one_more() -> dict:
        send_message(client_socket, chat.id, engineer.id, "one more")
        return client_socket.receive_any("message_sent", "error")

    assert answer_to_one_more()["message"] == DAILY_LIMIT

    # upgraded() returns once messaging's projection shows the new plan; the notification of that change reaches the
    # writer within moments.
    upgraded(api, client, "enterprise")
    accepted = wait_until(answer_to_one_more, until=lambda frame: frame["type"] == "message_sent", timeout=2,
                          what="the chat to lift the limit after the upgrade")
    assert accepted["message"]["content"] == "one more"
    for _ in range(5):
        assert answer_to_one_more()["type"] == "message_sent"

    # As billing announces a plan that ended: starter again (played here, one version on).
    version = int(rows(f"SELECT version FROM messaging.member_plans WHERE user_id = {client.id}")[0][0])
    fallback = envelope("subscription.changed", {
        "userId": client.id, "version": version + 1, "plan": "starter", "status": "active", "billingCycle": "monthly",
        "cancelAtPeriodEnd": False, "currentPeriodEnd": None, "changedAt": utc_now(),
        "limits": {"activeProjects": 3, "monthlyProjects": 3, "uploadsPerProject": 5, "maxFileMb": 10,
                   "messagesPerDay": 20, "fileFormats": ["dwg", "pdf", "jpg", "png"]}})
    publish(config.kafka_bootstrap, "billing.events", client.id, fallback)
    wait_until(lambda: rows(f"SELECT plan FROM messaging.member_plans WHERE user_id = {client.id}"),
               until=lambda found: found == [["starter"]], timeout=60, what="messaging to learn the fallback")
    refused = wait_until(answer_to_one_more, until=lambda frame: frame["type"] == "error", timeout=2,
                         what="the chat to hold the member to starter again")
    assert refused["message"] == DAILY_LIMIT
