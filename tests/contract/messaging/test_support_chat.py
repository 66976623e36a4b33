"""Live support chat (issue 30 item 6, issue 29 item 9; services/messaging/openapi.yaml "support"): a member opens
(or adds to) their support conversation, a visitor opens one with a name and an e-mail address and reaches it (and
nothing else) with the cw_support cookie, over REST and the socket; admins see the queue (priority support first,
then the longest wait), answer live and close; an answer to someone away is e-mailed. Odd input is a 400, never a
500."""
from __future__ import annotations

import re

import pytest
import websocket

from lib.api_client import expect
from lib.billing import upgraded
from lib.cookies import parse_set_cookie
from lib.database import rows
from lib.engineers import register_client
from lib.instances import redis
from lib.mail import body_text, wait_for_mail
from lib.messaging import FRAME_DEADLINE_SECONDS, PROJECTION_DEADLINE_SECONDS, Socket, open_socket, ws_url
from lib.users import unique_suffix
from lib.waiting import wait_until

OPEN = "/api/support/conversations"
QUEUE = "/api/admin/support/conversations"
NOT_FOUND = "Support conversation not found"
VISITOR_COOKIE = "cw_support"
# Every visitor here comes from 127.0.0.1 through nginx: the per-address window is cleared around the module.
ADDRESS_KEY = "contact:sent:support-address:127.0.0.1"


@pytest.fixture(scope="module", autouse=True)
def fresh_address_window():
    redis("DEL", ADDRESS_KEY)
    yield
    redis("DEL", ADDRESS_KEY)


def known_to_messaging(user) -> None:
    wait_until(lambda: rows(f"SELECT 1 FROM messaging.email_contacts WHERE user_id = {int(user.id)}"),
               until=bool, timeout=30, what=f"messaging to know user {user.id}")


def member(api, plan: str | None = None):
    client = register_client(api)
    known_to_messaging(client)
    return upgraded(api, client, plan) if plan else client


def visitor_form(**overrides):
    suffix = unique_suffix(8)
    body = {"name": f"Vera {suffix}", "email": f"vera.{suffix}@example.com",
            "message": "Can I hire someone for a Mozaik job this week?"}
    body.update(overrides)
    return body


class Visitor:
    def __init__(self, response):
        cookie = next(parse_set_cookie(h) for h in response.headers.get_all("Set-Cookie")
                      if h.startswith(VISITOR_COOKIE + "="))
        self.cookie = cookie
        self.conversation = response.body
        self.headers = {"Cookie": f"{VISITOR_COOKIE}={cookie.value}"}


def open_visitor(messaging_api, **overrides) -> Visitor:
    return Visitor(expect(messaging_api.post(OPEN, json=visitor_form(**overrides)), 201))


def messages(messaging_api, conversation_id, **kwargs):
    return messaging_api.get(f"{OPEN}/{conversation_id}/messages", **kwargs)


def write(messaging_api, conversation_id, content, **kwargs):
    return messaging_api.post(f"{OPEN}/{conversation_id}/messages", json={"content": content}, **kwargs)


def visitor_socket(config, visitor: Visitor) -> Socket:
    return Socket(websocket.create_connection(ws_url(config), header=[f"Cookie: {visitor.headers['Cookie']}"],
                                              origin=config.origin, timeout=FRAME_DEADLINE_SECONDS))


def queue(messaging_api, admin_session, status=None):
    params = {"status": status} if status else None
    return expect(messaging_api.get(QUEUE, session=admin_session, params=params), 200).body["conversations"]


def test_the_status_says_whether_the_desk_is_staffed(messaging_api):
    status = expect(messaging_api.get("/api/support/status"), 200).body
    assert status["replyByEmail"] is (not status["staffed"])
    assert (status["nextOpenAt"] is None) is status["staffed"]
    assert "Pacific" in status["hours"]


def test_a_member_opens_talks_and_the_admin_answers_live(config, messaging_api, api, admin_session, sockets):
    client = member(api)
    admin_socket = sockets(admin_session)
    member_socket = sockets(client.session)

    opened = messaging_api.post(OPEN, json={"message": "  My payment is stuck  "}, session=client.session)
    conversation = expect(opened, 201).body
    assert (conversation["status"], conversation["priority"], conversation["visitor"]) == ("open", False, False)
    assert conversation["memberId"] == client.id and conversation["waitingSince"]
    # The bell first, then the message, in one delivery.
    bell = admin_socket.receive_type("notification", timeout=PROJECTION_DEADLINE_SECONDS)["notification"]
    assert bell["title"] == "New support chat" and bell["link"] == "/admin?tab=support"
    live = admin_socket.receive_type("support_message", timeout=PROJECTION_DEADLINE_SECONDS)["message"]
    assert (live["conversationId"], live["author"], live["content"]) == (conversation["id"], "member",
                                                                       "My payment is stuck")

    again = expect(messaging_api.post(OPEN, json={"message": "Still stuck"}, session=client.session), 200).body
    assert again["id"] == conversation["id"], "one open conversation per member"
    mine = expect(messaging_api.get(f"{OPEN}/mine", session=client.session), 200).body["conversation"]
    assert mine["id"] == conversation["id"]

    admin_socket.send({"type": "send_message", "supportId": conversation["id"], "content": "Looking into it"})
    answer = member_socket.receive_type("support_message", timeout=PROJECTION_DEADLINE_SECONDS)["message"]
    while answer["author"] != "admin":
        answer = member_socket.receive_type("support_message", timeout=PROJECTION_DEADLINE_SECONDS)["message"]
    assert answer["content"] == "Looking into it"

    member_socket.send({"type": "send_message", "supportId": conversation["id"], "content": "Thanks!"})
    wait_until(lambda: [m["content"] for m in expect(messages(messaging_api, conversation["id"],
                                                              session=client.session), 200).body],
               until=lambda seen: seen == ["My payment is stuck", "Still stuck", "Looking into it", "Thanks!"],
               timeout=PROJECTION_DEADLINE_SECONDS, what="the four messages in order")
    listed = next(c for c in queue(messaging_api, admin_session) if c["id"] == conversation["id"])
    assert listed["lastMessage"]["content"] == "Thanks!" and listed["waitingSeconds"] >= 0
    assert listed["takenBy"] is not None

    closed = expect(messaging_api.post(f"{QUEUE}/{conversation['id']}/close", session=admin_session), 200).body
    assert closed["status"] == "closed" and closed["closedAt"]
    assert member_socket.receive_type("support_update", timeout=PROJECTION_DEADLINE_SECONDS)["conversation"][
        "status"] == "closed"
    expect(write(messaging_api, conversation["id"], "one more", session=client.session), 409,
           "This support conversation is closed")
    assert conversation["id"] in [c["id"] for c in queue(messaging_api, admin_session, "closed")]
    reopened = expect(messaging_api.post(OPEN, json={"message": "New question"}, session=client.session), 201).body
    assert reopened["id"] != conversation["id"]


def test_a_visitor_reaches_only_their_conversation(config, messaging_api, api, admin_session, sockets):
    visitor = open_visitor(messaging_api)
    cookie = visitor.cookie
    assert cookie.has_flag("HttpOnly") and cookie.attribute("samesite") == "Lax" and cookie.attribute("path") == "/"
    assert len(cookie.value) >= 40
    conversation_id = visitor.conversation["id"]
    assert visitor.conversation["visitor"] is True and visitor.conversation["memberId"] is None
    stored = rows(f"SELECT visitor_token_hash FROM messaging.support_conversations WHERE id = {conversation_id}")
    assert stored[0][0] and cookie.value not in stored[0][0], "only the token's hash is kept"

    seen = expect(messages(messaging_api, conversation_id, headers=visitor.headers), 200).body
    assert [m["author"] for m in seen] == ["visitor"]
    assert expect(messaging_api.get(f"{OPEN}/mine", headers=visitor.headers), 200).body["conversation"]["id"] == \
        conversation_id

    other = open_visitor(messaging_api)
    stranger = member(api)
    for kwargs in ({"headers": other.headers}, {"session": stranger.session}, {},
                   {"headers": {"Cookie": f"{VISITOR_COOKIE}=forged"}}):
        expect(messages(messaging_api, conversation_id, **kwargs), 404, NOT_FOUND)
        expect(write(messaging_api, conversation_id, "let me in", **kwargs), 404, NOT_FOUND)
    expect(messaging_api.get(QUEUE, session=stranger.session), 403, "Only admins can read the support queue")
    expect(messaging_api.post(f"{QUEUE}/{conversation_id}/close", session=stranger.session), 403)

    socket = visitor_socket(config, visitor)
    try:
        admin_socket = sockets(admin_session)
        socket.send({"type": "send_message", "supportId": conversation_id, "content": "Hello from the socket"})
        assert socket.receive_type("support_message")["message"]["content"] == "Hello from the socket"
        socket.send({"type": "send_message", "supportId": other.conversation["id"], "content": "peek"})
        assert socket.receive_type("error")["message"] == NOT_FOUND
        socket.send({"type": "join_project", "projectId": 1})
        assert socket.receive_type("error")["message"] == "Sign in to use this"
        admin_socket.send({"type": "send_message", "supportId": conversation_id, "content": "Hi Vera"})
        answer = socket.receive_type("support_message", timeout=PROJECTION_DEADLINE_SECONDS)["message"]
        assert (answer["author"], answer["content"]) == ("admin", "Hi Vera")
    finally:
        socket.close()


def test_the_queue_lists_priority_support_first_then_the_longest_wait(messaging_api, api, admin_session):
    redis("DEL", ADDRESS_KEY)
    starter = member(api)
    first = expect(messaging_api.post(OPEN, json={"message": "first"}, session=starter.session), 201).body
    visitor = open_visitor(messaging_api)
    professional = member(api, "professional")
    paying = expect(messaging_api.post(OPEN, json={"message": "later"}, session=professional.session), 201).body
    assert paying["priority"] is True and first["priority"] is False

    ids = [c["id"] for c in queue(messaging_api, admin_session)]
    assert ids.index(paying["id"]) < ids.index(first["id"]) < ids.index(visitor.conversation["id"])
    listed = queue(messaging_api, admin_session)
    order = [(not c["priority"], c["waitingSince"] is None, c["waitingSince"] or "", c["id"]) for c in listed]
    assert order == sorted(order), "priority first, then the longest waiting"
    expect(messaging_api.get(QUEUE, session=admin_session, params={"status": "pending"}), 400)


def test_an_answer_to_a_member_who_is_away_is_emailed_once_an_hour(messaging_api, api, admin_session):
    client = member(api)
    conversation = expect(messaging_api.post(OPEN, json={"message": "Call me back"}, session=client.session),
                          201).body
    expect(write(messaging_api, conversation["id"], "We answered by e-mail", session=admin_session), 201)
    mail = wait_for_mail(client.payload["email"], "CabinetWorks support answered you", timeout=30)
    text = body_text(mail)
    assert "We answered by e-mail" in text and "/support" in text
    expect(write(messaging_api, conversation["id"], "A second answer", session=admin_session), 201)
    assert int(rows(f"SELECT count(*) FROM messaging.email_outbox WHERE user_id = {int(client.id)} "
                    "AND kind = 'support_reply'")[0][0]) == 1, "at most one an hour per conversation"


def test_a_visitor_who_is_away_gets_a_one_use_link_back(messaging_api, admin_session):
    address = visitor_form()["email"]
    visitor = open_visitor(messaging_api, email=address)
    expect(write(messaging_api, visitor.conversation["id"], "Here is your answer", session=admin_session), 201)
    text = body_text(wait_for_mail(address, "CabinetWorks support answered you", timeout=30))
    token = re.search(r"/support\?resume=([A-Za-z0-9_-]+)", text).group(1)

    resumed = expect(messaging_api.post("/api/support/resume", json={"token": token}), 200)
    again = Visitor.__new__(Visitor)
    again.headers = {"Cookie": f"{VISITOR_COOKIE}=" + next(
        parse_set_cookie(h) for h in resumed.headers.get_all("Set-Cookie") if h.startswith(VISITOR_COOKIE)).value}
    seen = expect(messages(messaging_api, visitor.conversation["id"], headers=again.headers), 200).body
    assert [m["content"] for m in seen][-1] == "Here is your answer"
    expect(messaging_api.post("/api/support/resume", json={"token": token}), 400, "This link is not valid any more")
    expect(messages(messaging_api, visitor.conversation["id"], headers=visitor.headers), 404, NOT_FOUND)


ODD_VISITOR_FORMS = [
    ({"email": "not-an-address"}, "Please enter a valid email address"),
    ({"email": "a\u0000b@example.com"}, None),
    ({"name": "Vera\u0000"}, None),
    ({"name": ""}, "Name is required"),
    ({"name": "x" * 101}, None),
    ({"message": ""}, "Message content cannot be empty"),
    ({"message": "x" * 5001}, "Message content must be at most 5000 characters"),
    ({"message": "nul \u0000 inside"}, None),
    ({"message": 42}, None),
]


@pytest.mark.parametrize("overrides, message", ODD_VISITOR_FORMS, ids=[repr(o)[:40] for o, _ in ODD_VISITOR_FORMS])
def test_odd_visitor_input_is_a_400(messaging_api, overrides, message):
    response = messaging_api.post(OPEN, json=visitor_form(**overrides))
    expect(response, 400, message) if message else expect(response, 400)


def test_bidi_text_is_stored_as_written_and_huge_or_broken_bodies_are_refused(messaging_api, api):
    client = member(api)
    text = "Price \u202eevig\u202c ok \u05e9\u05dc\u05d5\u05dd \U0001F44D"
    conversation = expect(messaging_api.post(OPEN, json={"message": text}, session=client.session), 201).body
    assert expect(messages(messaging_api, conversation["id"], session=client.session), 200).body[0]["content"] == text
    expect(messaging_api.post(OPEN, data=b"{not json", session=client.session,
                              headers={"Content-Type": "application/json"}), 400)
    huge = write(messaging_api, conversation["id"], "y" * 200_000, session=client.session)
    assert huge.status in (400, 413), huge.describe()
    expect(write(messaging_api, conversation["id"], "\u0000", session=client.session), 400)
    for malformed in ("abc", "0", "-1", "99999999999999999999"):
        expect(messages(messaging_api, malformed, session=client.session), 404, NOT_FOUND)
