"""Direct messages (issue 29 item 2, services/messaging/openapi.yaml): a conversation between two members outside any
project, one per pair. Starting one is professional and up (a starter is refused with 403 plan_required naming the
capability, the cheapest plan and /premium-plans); the recipient can always reply whatever their plan; a starter who
falls back to starter keeps the history readable but cannot write in it any more. Blocking refuses the blocked
member's messages (403 blocked) and a new conversation with the blocker. A stranger to a conversation is told it does
not exist (404). Messages arrive live on both members' sockets; the socket's send_message takes conversationId."""
from __future__ import annotations

import uuid

import pytest

from lib.api_client import expect
from lib.billing import advance_clock, subscribe, sweep, upgraded
from lib.database import rows
from lib.engineers import register_client, register_engineer
from lib.users import RegisteredUser
from lib.waiting import wait_until

DAY = 86400
PLAN_REQUIRED = {"message": "Direct messages is part of the Professional plan: upgrade to use it.",
                 "code": "plan_required", "capability": "direct_messages", "plan": "professional",
                 "link": "/premium-plans"}
BLOCKED = {"message": "This member is not accepting your messages.", "code": "blocked"}
NOT_FOUND = "Conversation not found"


def known_to_messaging(*users: RegisteredUser) -> None:
    """Wait until messaging's user directory (user.registered) lists the users."""
    listed = ", ".join(str(int(user.id)) for user in users)
    wait_until(lambda: int(rows(f"SELECT count(*) FROM messaging.user_directory WHERE user_id IN ({listed})")[0][0]),
               until=lambda count: count == len(users), timeout=30,
               what=f"messaging's user directory to list users {listed}")


def members(api, client_plan: str | None = None) -> tuple[RegisteredUser, RegisteredUser]:
    """A client (on client_plan when given, else starter) and an engineer on starter, both known to messaging."""
    client, engineer = register_client(api), register_engineer(api)
    known_to_messaging(client, engineer)
    if client_plan:
        upgraded(api, client, client_plan)
    return client, engineer


def start(messaging_api, member: RegisteredUser, recipient_id, content: str | None = None):
    body = {"recipientId": recipient_id}
    if content is not None:
        body["content"] = content
    return messaging_api.post("/api/direct-conversations", json=body, session=member.session)


def send(messaging_api, member: RegisteredUser, conversation_id, content: str, **extra):
    return messaging_api.post(f"/api/direct-conversations/{conversation_id}/messages",
                              json={"content": content, **extra}, session=member.session)


def history(messaging_api, member: RegisteredUser, conversation_id, **params):
    return messaging_api.get(f"/api/direct-conversations/{conversation_id}/messages", session=member.session,
                             params=params or None)


def listed(messaging_api, member: RegisteredUser) -> list[dict]:
    return expect(messaging_api.get("/api/direct-conversations", session=member.session), 200).body


@pytest.fixture(scope="module")
def open_pair(api, messaging_api):
    """A professional client who started a conversation with a starter engineer."""
    client, engineer = members(api, "professional")
    conversation = expect(start(messaging_api, client, engineer.id, "Hello from the client"), 201).body
    return client, engineer, conversation


def test_a_starter_is_told_which_plan_has_direct_messages(api, messaging_api):
    client, engineer = members(api)
    refused = start(messaging_api, client, engineer.id, "Hi")
    assert refused.status == 403 and refused.body == PLAN_REQUIRED, refused.describe()
    assert listed(messaging_api, client) == [] and listed(messaging_api, engineer) == []


@pytest.mark.parametrize("plan", ["professional", "enterprise"])
def test_professional_and_enterprise_members_start_one_conversation_per_pair(api, messaging_api, plan):
    client, engineer = members(api, plan)
    started = expect(start(messaging_api, client, engineer.id, "  Can you draw a pantry?  "), 201).body
    assert started["startedBy"] == client.id and started["otherMember"]["id"] == engineer.id
    assert started["lastMessage"]["content"] == "Can you draw a pantry?"
    assert started["lastMessage"]["conversationId"] == started["id"] and started["unreadCount"] == 0
    # The pair's conversation again, from either side, without a plan for the one who did not start it.
    assert expect(start(messaging_api, client, engineer.id), 200).body["id"] == started["id"]
    assert expect(start(messaging_api, engineer, client.id), 200).body["id"] == started["id"]

    [seen] = listed(messaging_api, engineer)
    assert (seen["id"], seen["otherMember"]["id"], seen["unreadCount"]) == (started["id"], client.id, 1)
    page = expect(history(messaging_api, engineer, started["id"]), 200).body
    assert [(m["senderId"], m["receiverId"], m["content"]) for m in page] == [
        (client.id, engineer.id, "Can you draw a pantry?")]
    assert listed(messaging_api, engineer)[0]["unreadCount"] == 0, "reading the history marks it read"


def test_the_recipient_on_starter_replies_and_both_sockets_get_it_live(open_pair, messaging_api, sockets):
    client, engineer, conversation = open_pair
    client_socket, engineer_socket = sockets(client.session), sockets(engineer.session)
    reply = expect(send(messaging_api, engineer, conversation["id"], "Yes, next week"), 201).body
    assert (reply["conversationId"], reply["senderId"], reply["receiverId"]) == (
        conversation["id"], engineer.id, client.id)
    assert client_socket.receive_type("new_message")["message"] == reply
    # Sent over REST, it reaches the sender's own open sockets too (their other tabs).
    assert engineer_socket.receive_type("new_message")["message"] == reply

    client_message_id = str(uuid.uuid4())
    client_socket.send({"type": "send_message", "conversationId": conversation["id"], "content": "Great",
                        "clientMessageId": client_message_id})
    sent = client_socket.receive_type("message_sent")["message"]
    assert (sent["content"], sent["clientMessageId"], sent["conversationId"]) == (
        "Great", client_message_id, conversation["id"])
    assert engineer_socket.receive_type("new_message")["message"] == sent
    # Sent again under its clientMessageId: answered with the first, stored once.
    client_socket.send({"type": "send_message", "conversationId": conversation["id"], "content": "Great",
                        "clientMessageId": client_message_id})
    assert client_socket.receive_type("message_sent")["message"] == sent
    stored = rows(f"SELECT count(*) FROM messaging.direct_messages WHERE client_message_id = '{client_message_id}'")
    assert int(stored[0][0]) == 1


def test_project_chat_frames_are_unchanged_by_a_conversation_id_of_null(open_pair, sockets):
    client, _, _ = open_pair
    socket = sockets(client.session)
    socket.send({"type": "send_message", "conversationId": None, "content": "x"})
    assert socket.receive_type("error")["message"] == "Missing field: projectId"


def test_a_stranger_is_told_the_conversation_does_not_exist(api, open_pair, messaging_api, sockets):
    _, _, conversation = open_pair
    stranger = register_client(api)
    known_to_messaging(stranger)
    upgraded(api, stranger, "enterprise")
    expect(history(messaging_api, stranger, conversation["id"]), 404, NOT_FOUND)
    expect(send(messaging_api, stranger, conversation["id"], "Hi"), 404, NOT_FOUND)
    expect(messaging_api.post(f"/api/direct-conversations/{conversation['id']}/block", session=stranger.session),
           404, NOT_FOUND)
    socket = sockets(stranger.session)
    socket.send({"type": "send_message", "conversationId": conversation["id"], "content": "Hi"})
    assert socket.receive_type("error")["message"] == NOT_FOUND


def test_blocking_refuses_the_blocked_members_messages_until_unblocked(api, messaging_api, gateway):
    client, engineer = members(api, "professional")
    conversation = expect(start(messaging_api, client, engineer.id, "Hello"), 201).body
    blocked = expect(messaging_api.post(f"/api/direct-conversations/{conversation['id']}/block",
                                        session=engineer.session), 200).body
    assert blocked["blockedByMe"] is True
    refused = send(messaging_api, client, conversation["id"], "Hello again")
    assert refused.status == 403 and refused.body == BLOCKED, refused.describe()
    refused = start(messaging_api, client, engineer.id, "Please answer")
    assert refused.status == 403 and refused.body == BLOCKED, refused.describe()
    # The blocker still writes, and the history stays readable.
    expect(send(messaging_api, engineer, conversation["id"], "No thanks"), 201)
    assert len(expect(history(messaging_api, client, conversation["id"]), 200).body) == 2

    unblocked = expect(messaging_api.request("DELETE", f"/api/direct-conversations/{conversation['id']}/block",
                                             session=engineer.session), 200).body
    assert unblocked["blockedByMe"] is False
    expect(send(messaging_api, client, conversation["id"], "Hello again"), 201)

    # billing counts what was stored (direct_message.sent), refusals not.
    def sent_this_month(member: RegisteredUser) -> int:
        return expect(gateway.get("/api/usage-stats", session=member.session), 200).body["messagesThisMonth"]
    wait_until(lambda: (sent_this_month(client), sent_this_month(engineer)), until=lambda counts: counts == (2, 1),
               timeout=30, what="billing to count the direct messages of each sender")


def test_odd_input_is_refused(api, open_pair, messaging_api):
    client, _, conversation = open_pair
    expect(start(messaging_api, client, client.id), 400, "You cannot send a message to yourself")
    expect(start(messaging_api, client, 999_999_999_999), 404, "User not found")
    for bad in ("7", -1, 0, 1.5, None, 2**64):
        expect(start(messaging_api, client, bad), 400, "recipientId must be a positive integer")
    expect(send(messaging_api, client, conversation["id"], "a\u0000b"), 400, "content must not contain a null character")
    expect(send(messaging_api, client, conversation["id"], "x" * 5001), 400,
           "Message content must be at most 5000 characters")
    expect(send(messaging_api, client, conversation["id"], "   "), 400, "Message content cannot be empty")
    for bad_id in ("abc", "0", "-1", "99999999999999999999"):
        expect(history(messaging_api, client, bad_id), 404, NOT_FOUND)
        expect(send(messaging_api, client, bad_id, "Hi"), 404, NOT_FOUND)
    expect(history(messaging_api, client, conversation["id"], limit="x"), 400)
    expect(messaging_api.get("/api/direct-conversations"), 401, "Not authenticated")


@pytest.mark.serial  # moves billing's clock: every other test's deadlines move with it
def test_a_starter_who_falls_back_to_starter_reads_but_no_longer_writes(config, api, gateway, messaging_api):
    client, engineer = members(api)
    subscribe(gateway, client, "professional", "monthly")
    upgraded(api, client, "professional")
    conversation = expect(start(messaging_api, client, engineer.id, "Before the downgrade"), 201).body
    expect(gateway.post("/api/cancel-subscription", session=client.session), 200)

    advance_clock(config, 31 * DAY)
    assert sweep(config) >= 1
    wait_until(lambda: rows(f"SELECT plan FROM messaging.member_plans WHERE user_id = {int(client.id)}"),
               until=lambda found: found == [["starter"]], timeout=30,
               what=f"messaging to learn that user {client.id} fell back to starter")
    page = expect(history(messaging_api, client, conversation["id"]), 200).body
    assert [m["content"] for m in page] == ["Before the downgrade"]
    refused = send(messaging_api, client, conversation["id"], "After the downgrade")
    assert refused.status == 403 and refused.body == PLAN_REQUIRED, refused.describe()
    # The recipient can still reply.
    expect(send(messaging_api, engineer, conversation["id"], "Still here"), 201)
