"""The contact form (issue 16 item 1, services/messaging/openapi.yaml "contact"): a visitor's message is stored, every
admin is told at once (a notification in the bell, live, and an e-mail), admins list the messages a page at a time
(every one reachable) and mark them handled, and a sender is limited (per e-mail address and per client address) with
a 429 that says when to retry. Bad input is a 400 naming the problem; nothing is stored for it."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.database import rows
from lib.billing import upgraded
from lib.engineers import register_client, register_engineer
from lib.instances import redis
from lib.mail import body_text, wait_for_mail
from lib.messaging import NOT_AUTHENTICATED, PROJECTION_DEADLINE_SECONDS, open_socket
from lib.paging import BAD_PAGE_PARAMETERS, every_page
from lib.projects import CROSS_SITE, MALFORMED_IDS, UNKNOWN_ID
from lib.users import unique_suffix
from lib.waiting import wait_until

ADMINS_ONLY = "Only admins can read contact messages"
LIST = "/api/admin/contact-messages"
NOT_FOUND = "Contact message not found"
# Every test here comes from 127.0.0.1 through nginx: the per-address window is cleared around the module, so the
# other suites (and the next run) can send theirs.
ADDRESS_KEY = "contact:sent:address:127.0.0.1"


@pytest.fixture(scope="module", autouse=True)
def fresh_address_window():
    redis("DEL", ADDRESS_KEY)
    yield
    redis("DEL", ADDRESS_KEY)


def form(**overrides):
    suffix = unique_suffix(8)
    body = {"name": f"Rita {suffix}", "email": f"rita.{suffix}@example.com", "company": "Oak & Sons",
            "subject": f"Question {suffix}", "message": "Do your engineers handle Mozaik frameless jobs?",
            "inquiryType": "technical"}
    body.update(overrides)
    return body


def send(messaging_api, body, **kwargs):
    return messaging_api.post("/api/contact", json=body, **kwargs)


def listing(messaging_api, session, status=None):
    params = {"status": status} if status else None
    return expect(messaging_api.get("/api/admin/contact-messages", session=session, params=params), 200).body


def literal(text):
    return "'" + text.replace("'", "''") + "'"


def stored_count(email):
    return int(rows(f"SELECT count(*) FROM messaging.contact_messages WHERE lower(email) = lower({literal(email)})")[0][0])


def admin_address(admin_id):
    found = rows(f"SELECT email FROM messaging.email_contacts WHERE user_id = {int(admin_id)}")
    assert found, "messaging has no e-mail address of the admin (from user.registered)"
    return found[0][0]


@pytest.fixture(scope="module")
def admin_id(api, admin_session):
    return expect(api.get("/api/user", session=admin_session), 200).body["id"]


def test_a_visitor_sends_a_message_that_every_admin_sees_at_once(config, messaging_api, admin_session, admin_id):
    socket = open_socket(config, admin_session)
    try:
        body = form(message="Line one\nLine two with \u202e an override and \u00e9mojis \U0001F44D")
        sent = expect(send(messaging_api, body), 201).body
        assert sent["id"] > 0 and "24 hours" in sent["message"]

        frame = socket.receive_type("notification", timeout=PROJECTION_DEADLINE_SECONDS)
        assert frame["notificationType"] == "contact"
        assert frame["title"] == "New Contact Message"
        assert body["name"] in frame["message"] and body["subject"] in frame["message"]
    finally:
        socket.close()

    listed = listing(messaging_api, admin_session)
    mine = next(m for m in listed["messages"] if m["id"] == sent["id"])
    assert {k: mine[k] for k in ("name", "email", "company", "subject", "message", "inquiryType")} == body
    assert mine["userId"] is None and mine["handledAt"] is None and mine["handledBy"] is None
    assert listed["openCount"] >= 1

    mail = wait_for_mail(admin_address(admin_id), subject_contains=body["subject"])
    text = body_text(mail)
    assert body["email"] in text and "Line two" in text and "Technical Support" in text


def test_a_signed_in_sender_is_recorded_and_the_fields_are_trimmed(messaging_api, api, admin_session):
    client = register_client(api)
    body = form(name="  Bo  ", company="   ", inquiryType="billing")
    sent = expect(send(messaging_api, body, session=client.session), 201).body
    mine = next(m for m in listing(messaging_api, admin_session)["messages"] if m["id"] == sent["id"])
    assert mine["userId"] == client.id
    assert mine["name"] == "Bo" and mine["company"] is None and mine["inquiryType"] == "billing"


@pytest.mark.parametrize("change, message", [
    ({"name": None}, "Name is required"),
    ({"name": "   "}, "Name is required"),
    ({"email": "not-an-address"}, "Please enter a valid email address"),
    ({"email": "a@b.co\r\nBcc: evil@example.com"}, "Please enter a valid email address"),
    ({"subject": ""}, "Subject is required"),
    ({"message": None}, "Message is required"),
    ({"message": "x" * 5001}, "Message must be at most 5000 characters"),
    ({"subject": "s" * 201}, "Subject must be at most 200 characters"),
    ({"company": "c" * 101}, "Company must be at most 100 characters"),
    ({"name": "Ri\u0000ta"}, "Name must not contain a null character"),
    ({"inquiryType": "sales"}, "inquiryType must be one of: general, technical, billing, partnership, verification"),
    ({"subject": 12}, "Subject must be text"),
])
def test_bad_input_is_a_400_that_names_the_problem_and_stores_nothing(messaging_api, change, message):
    body = form()
    for key, value in change.items():
        if value is None:
            body.pop(key)
        else:
            body[key] = value
    expect(send(messaging_api, body), 400, message)
    assert stored_count(body["email"]) == 0


def test_the_longest_allowed_message_counts_characters_not_bytes(messaging_api):
    body = form(message="\u00e9" * 5000, subject="\u4e2d" * 200)
    expect(send(messaging_api, body), 201)


def test_not_json_and_huge_bodies_are_refused(messaging_api):
    expect(messaging_api.post("/api/contact", data="name=x", headers={"Content-Type": "text/plain"}), 400,
           "Request body must be a JSON object")
    expect(send(messaging_api, form(message="x" * 70_000)), 413, "Request body too large")


def test_a_page_of_another_site_cannot_send(messaging_api):
    body = form()
    assert send(messaging_api, body, headers=CROSS_SITE).status == 403
    assert stored_count(body["email"]) == 0


def test_one_address_sends_at_most_three_in_ten_minutes(messaging_api):
    body = form()
    for _ in range(3):
        expect(send(messaging_api, {**body, "subject": f"Again {unique_suffix(4)}"}), 201)
    refused = send(messaging_api, {**body, "email": body["email"].upper()})
    expect(refused, 429)
    assert refused.message.startswith("Too many messages. Please try again in ")
    assert 0 < int(refused.headers.get("Retry-After")) <= 600
    assert stored_count(body["email"]) == 3


def test_one_client_address_sends_at_most_twenty_an_hour(messaging_api):
    redis("DEL", ADDRESS_KEY)
    for _ in range(20):
        expect(send(messaging_api, form()), 201)
    body = form()
    expect(send(messaging_api, body), 429)
    assert stored_count(body["email"]) == 0
    redis("DEL", ADDRESS_KEY)


def test_admins_mark_messages_handled(messaging_api, admin_session, admin_id):
    sent = expect(send(messaging_api, form()), 201).body
    handled = expect(messaging_api.post(f"/api/admin/contact-messages/{sent['id']}/handled", session=admin_session),
                     200).body
    assert handled["id"] == sent["id"] and handled["handledBy"] == admin_id and handled["handledAt"]
    assert all(m["id"] != sent["id"] for m in listing(messaging_api, admin_session)["messages"])
    assert any(m["id"] == sent["id"] for m in listing(messaging_api, admin_session, "handled")["messages"])
    again = expect(messaging_api.post(f"/api/admin/contact-messages/{sent['id']}/handled", session=admin_session),
                   200).body
    assert again["handledAt"] == handled["handledAt"]


def test_only_admins_read_or_handle_messages(messaging_api, api, admin_session):
    sent = expect(send(messaging_api, form()), 201).body
    client = register_client(api)
    expect(messaging_api.get("/api/admin/contact-messages"), 401, NOT_AUTHENTICATED)
    expect(messaging_api.get("/api/admin/contact-messages", session=client.session), 403, ADMINS_ONLY)
    expect(messaging_api.post(f"/api/admin/contact-messages/{sent['id']}/handled", session=client.session), 403,
           ADMINS_ONLY)
    expect(messaging_api.post(f"/api/admin/contact-messages/{sent['id']}/handled"), 401, NOT_AUTHENTICATED)
    assert any(m["id"] == sent["id"] for m in listing(messaging_api, admin_session)["messages"])
    expect(messaging_api.get("/api/admin/contact-messages", session=admin_session, params={"status": "all"}), 400,
           "status must be one of: open, handled")


@pytest.mark.parametrize("message_id", MALFORMED_IDS + [str(UNKNOWN_ID)])
def test_unknown_messages_are_404(messaging_api, admin_session, message_id):
    expect(messaging_api.post(f"/api/admin/contact-messages/{message_id}/handled", session=admin_session), 404,
           NOT_FOUND)


def test_the_admins_notification_is_kept_in_the_bell(messaging_api, admin_session):
    body = form()
    expect(send(messaging_api, body), 201)
    wait_until(lambda: [n for n in expect(messaging_api.get("/api/notifications", session=admin_session), 200).body
                        if n["type"] == "contact" and body["subject"] in n["message"]],
               timeout=PROJECTION_DEADLINE_SECONDS, what="the admin's contact notification")


def test_a_member_with_priority_support_is_marked_and_listed_first(messaging_api, api, admin_session):
    """Issue 29 item 9: professional and up have priority support; a starter member and a visitor do not."""
    redis("DEL", ADDRESS_KEY)
    paying = upgraded(api, register_client(api), "professional")
    first = expect(send(messaging_api, form(), session=paying.session), 201).body["id"]
    starter = register_client(api)
    later = expect(send(messaging_api, form(), session=starter.session), 201).body["id"]
    visitor = expect(send(messaging_api, form()), 201).body["id"]

    listed, _ = every_page(messaging_api, LIST, admin_session, "messages", status="open")
    priority = {m["id"]: m["priority"] for m in listed}
    assert (priority[first], priority[later], priority[visitor]) == (True, False, False)
    ids = [m["id"] for m in listed]
    assert ids.index(first) < ids.index(visitor) < ids.index(later), "the paying member's older message first"
    handled = expect(messaging_api.post(f"{LIST}/{first}/handled", session=admin_session), 200).body
    assert handled["priority"] is True
    redis("DEL", ADDRESS_KEY)


def test_every_message_of_each_status_is_reached_page_by_page_newest_first(messaging_api, admin_session):
    redis("DEL", ADDRESS_KEY)
    sent = [expect(send(messaging_api, form()), 201).body["id"] for _ in range(3)]
    expect(messaging_api.post(f"{LIST}/{sent[0]}/handled", session=admin_session), 200)

    for status, mine in (("open", set(sent[1:])), ("handled", {sent[0]})):
        listed, first = every_page(messaging_api, LIST, admin_session, "messages", status=status)
        ids = [m["id"] for m in listed]
        assert len(ids) == len(set(ids)) == first["total"], f"every {status} message once, across the pages"
        assert mine <= set(ids)
        order = [(m["priority"], m["id"]) for m in listed]
        assert order == sorted(order, reverse=True), "priority support first, then newest first"
        assert all((m["handledAt"] is None) == (status == "open") for m in listed)
        if status == "open":
            assert first["openCount"] == first["total"]
    opened = listing(messaging_api, admin_session)
    assert (opened["page"], opened["pageSize"]) == (1, 20) and len(opened["messages"]) <= 20
    assert listing(messaging_api, admin_session, "handled")["openCount"] == opened["total"], "whichever status"

    past_the_end = expect(messaging_api.get(LIST, session=admin_session, params={"page": 100000, "pageSize": 100}),
                          200).body
    assert past_the_end["messages"] == [] and past_the_end["page"] == 100000
    assert past_the_end["total"] == opened["total"]
    redis("DEL", ADDRESS_KEY)


@pytest.mark.parametrize("params, message", BAD_PAGE_PARAMETERS, ids=[repr(p) for p, _ in BAD_PAGE_PARAMETERS])
def test_a_bad_page_or_page_size_is_a_400_that_says_why(messaging_api, admin_session, params, message):
    for status in ("open", "handled"):
        expect(messaging_api.get(LIST, session=admin_session, params={"status": status, **params}), 400, message)


def test_repeated_or_empty_page_parameters_are_read_as_the_first_or_the_default(messaging_api, admin_session):
    page = expect(messaging_api.get(LIST, session=admin_session, params={"page": ["1", "2"], "pageSize": ["2", "0"]}),
                  200).body
    assert (page["page"], page["pageSize"]) == (1, 2) and len(page["messages"]) <= 2
    page = expect(messaging_api.get(LIST, session=admin_session, params={"page": "", "pageSize": ""}), 200).body
    assert (page["page"], page["pageSize"]) == (1, 20)


def test_only_admins_read_a_page(messaging_api, api):
    params = {"page": 2, "pageSize": 5}
    expect(messaging_api.get(LIST, params=params), 401, NOT_AUTHENTICATED)
    for member in (register_client(api), register_engineer(api)):
        expect(messaging_api.get(LIST, session=member.session, params=params), 403, ADMINS_ONLY)
