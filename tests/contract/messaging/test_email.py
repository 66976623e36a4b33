"""E-mail (docs/dev-contract.md "Messaging", services/messaging/openapi.yaml "email"): messaging e-mails a welcome,
a new bid, an accepted bid, a message while the receiver is away (one an hour per conversation) and the outcome of
an engineer application, each once, to the user's own address, each with a signed one-click unsubscribe link; the
user turns kinds off in their e-mail preferences or through the link, without signing in.

E-mails are read from the local mail catcher (lib/mail.py) and the outbox table (lib/emails.py). Where a test says
that no e-mail went, it first waits until messaging has applied the event that could have called for one (the
event's id in messaging.processed_events, written in the transaction that queues its e-mail)."""
from __future__ import annotations

import json
import time
import uuid
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage

import pytest
from confluent_kafka import Producer

from lib.api_client import ApiClient, expect
from lib.billing import upgraded
from lib.emails import (ALL_ON, APPROVED_SUBJECT, EMAIL_DEADLINE_SECONDS, EXPIRED_LINK, INVALID_LINK, LINK_DAYS,
                        NOT_A_JSON_OBJECT, REJECTED_SUBJECT, REVOKED_SUBJECT, UNKNOWN_PREFERENCE, WELCOME_SUBJECT, EventWatch,
                        applied_by_messaging, b64url, changed_char, check_unsubscribe_headers, epoch_day, header_block,
                        message_id, one_click, one_click_url, outbox, preferences, put_preferences, raw_message,
                        sent_outbox, signed_token, token_names, unsubscribe)
from lib.engineers import approve, pass_certification, register_client, register_engineer, revoke, token
from lib.mail import body_text, deliveries, mailbox, wait_for_mail
from lib.messaging import NOT_AUTHENTICATED, chat_project, history, send_message
from lib.openapi_contract import required_contract
from lib.projects import CROSS_SITE, accept, bid, new_client, post_project, project_form, verified_engineers
from lib.users import unique_suffix
from lib.waiting import holds_for, wait_until

EVIL = "evil@example.com"
HOSTILE = "x\r\nBcc: evil@example.com"


@pytest.fixture(scope="module")
def analytics_api(config):
    """Through nginx; every response is validated against services/analytics/openapi.yaml."""
    with ApiClient(config.base_url, required_contract("analytics")) as client:
        yield client


@pytest.fixture(scope="module")
def site(config):
    """The web app's address the links point at (PUBLIC_URL: the gateway's own address here)."""
    return config.base_url


def first_name() -> str:
    return f"Ann{unique_suffix(8)}"


def address(user) -> str:
    return user.payload["email"]


def mail_to(user, subject: str) -> list[EmailMessage]:
    """The distinct messages (by Message-ID) to the user whose subject contains `subject`."""
    return [m for m in mailbox(address(user)) if subject in str(m.get("Subject") or "")]


def delivered_ids(user, subject: str) -> set[str]:
    """The Message-IDs of every SMTP delivery to the user with that subject (a resend after a crash keeps its id)."""
    return {r["messageId"].strip("<>") for r in deliveries(to=address(user), subject_contains=subject)}


def signups(analytics_api, admin_session) -> dict:
    today = datetime.now(timezone.utc).date()
    return expect(analytics_api.get("/api/analytics/signups", session=admin_session,
                                    params={"start": (today - timedelta(days=1)).isoformat(),
                                            "end": today.isoformat()}), 200).body


def check_addressed_to(message, user) -> None:
    """To the user alone: the envelope and the headers name their address and nobody else."""
    records = [r for r in deliveries() if r["messageId"].strip("<>") == message_id(message)]
    assert records and all(r["to"] == [address(user)] for r in records), f"envelope recipients: {records}"
    to = message.get_all("To") or []
    assert [a.addr_spec for header in to for a in header.addresses] == [address(user)], to
    assert message.get_all("Cc") is None and message.get_all("Bcc") is None, \
        f"Cc {message.get_all('Cc')}, Bcc {message.get_all('Bcc')}"


def reject(api, engineer_id, admin_session, reason):
    return api.post(f"/api/admin/engineers/{engineer_id}/reject", json={"reason": reason}, session=admin_session)


# --- the welcome e-mail ---------------------------------------------------------------------------------------------
def test_a_welcome_goes_once_to_the_new_members_address_and_is_counted(api, analytics_api, admin_session, site):
    """A new client and a new engineer each find one welcome in their own mailbox, greeting them by their first name,
    with the one-click unsubscribe headers and footer; analytics counts the welcomes sent."""
    before = signups(analytics_api, admin_session)["welcomeEmailsSent"]
    client = register_client(api, firstName=first_name())
    engineer = register_engineer(api, firstName=first_name())
    next_step = {client.id: "/post-project", engineer.id: "/get-certified"}

    for user in (client, engineer):
        message = wait_for_mail(address(user), WELCOME_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)
        assert str(message["Subject"]) == WELCOME_SUBJECT
        check_addressed_to(message, user)
        assert "no-reply@" in str(message["From"]) and "CabinetWorks" in str(message["From"]), message["From"]
        assert message["Date"] is not None
        body = body_text(message)
        assert body.startswith(f"Hello {user.payload['firstName']},\n"), body
        assert f"{site}{next_step[user.id]}" in body, body
        token = check_unsubscribe_headers(message, site)
        assert token_names(token) == f"{user.id}.welcome"

        rows = sent_outbox(user.id, "welcome")
        assert len(rows) == 1, f"welcome queued {len(rows)} times: {rows}"
        assert rows[0]["message_id"] == message_id(message) and rows[0]["recipient"] == address(user)

    def counts() -> dict[int, tuple[int, int, int]]:
        """Per user: messages in the mailbox, distinct Message-IDs delivered, outbox rows."""
        return {user.id: (len(mail_to(user, WELCOME_SUBJECT)), len(delivered_ids(user, WELCOME_SUBJECT)),
                          len(outbox(user.id, "welcome"))) for user in (client, engineer)}

    def once(seen: dict[int, tuple[int, int, int]]) -> None:
        assert set(seen.values()) == {(1, 1, 1)}, f"welcomes (mailbox, Message-IDs, outbox rows) per user: {seen}"
    holds_for(counts, check=once, duration=1.5)

    wait_until(lambda: signups(analytics_api, admin_session)["welcomeEmailsSent"],
               until=lambda now: now >= before + 2, timeout=EMAIL_DEADLINE_SECONDS,
               what=f"welcomeEmailsSent (was {before}) to count our 2 welcomes")


# --- unsubscribing ----------------------------------------------------------------------------------------------------
def user_registered_again(config, user) -> None:
    """user.registered for a member messaging already knows, as a new event (a replayed signup, an auth bug): it
    calls for a welcome; waits until messaging applied it."""
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    event = {"id": str(uuid.uuid4()), "type": "user.registered", "occurredAt": now, "requestId": "contract-test",
             "data": {"userId": user.id, "role": "client", "username": user.payload["username"],
                      "firstName": user.payload["firstName"], "lastName": user.payload["lastName"], "createdAt": now,
                      "source": "contract-test", "email": address(user)}}
    producer = Producer({"bootstrap.servers": config.kafka_bootstrap, "enable.idempotence": True})
    producer.produce("auth.events", key=str(user.id), value=json.dumps(event), headers={"type": event["type"]})
    assert producer.flush(10) == 0, "the event was not delivered to Kafka"
    applied_by_messaging(event["id"])


def test_the_welcome_link_turns_welcome_e_mails_off_and_nothing_else(api, messaging_api, projects_api, admin_session,
                                                                     config, site):
    """The footer's link works signed out and turns the welcome off, every other kind staying on (a new bid is still
    e-mailed); a tampered link is refused and changes nothing; using the link again is fine; a member who turned the
    welcome off is not welcomed again."""
    user = new_client(api)
    message = wait_for_mail(address(user), WELCOME_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)
    token = check_unsubscribe_headers(message, site)
    payload, signature = token.split(".")
    day = epoch_day()

    tampered = [
        f"{payload}.{changed_char(signature, len(signature) // 2)}",   # one character of the signature
        f"{changed_char(payload, 0)}.{signature}",                       # one character of the payload
        f"{b64url(f'{user.id + 1}.welcome.{day}'.encode())}.{signature}",  # somebody else, same signature
        f"{b64url(f'{user.id}.newBid.{day}'.encode())}.{signature}",     # another preference, same signature
        f"{b64url(f'{user.id}.welcome.{day + 1}'.encode())}.{signature}",  # a later day, same signature
        f"{b64url(f'{user.id}.welcome'.encode())}.{signature}",          # no day, same signature
        f"{payload}.{signature[:-2]}",                                   # truncated
        f"{payload}.{signature}=",                                       # padded
        f"{payload}{signature}",                                         # no dot
        payload, "", "garbage", "a.b", "." * 3, "x" * 500,
    ]
    for bad in tampered:
        expect(unsubscribe(messaging_api, bad), 400, INVALID_LINK)
    expect(unsubscribe(messaging_api, 12345), 400, INVALID_LINK)
    expect(messaging_api.post("/api/email-preferences/unsubscribe", params={"token": ""}), 400, INVALID_LINK)
    expect(messaging_api.post("/api/email-preferences/unsubscribe", data="not json"), 400, NOT_A_JSON_OBJECT)
    assert preferences(messaging_api, user.session) == ALL_ON, "a refused link changed the preferences"

    assert expect(unsubscribe(messaging_api, token), 200).body == {"unsubscribed": "welcome"}
    assert preferences(messaging_api, user.session) == {**ALL_ON, "welcome": False}
    assert expect(unsubscribe(messaging_api, token), 200).body == {"unsubscribed": "welcome"}
    assert preferences(messaging_api, user.session) == {**ALL_ON, "welcome": False}

    user_registered_again(config, user)
    assert len(outbox(user.id, "welcome")) == 1, "a member who turned the welcome off was welcomed again"

    project = post_project(projects_api, user)
    bid(projects_api, verified_engineers(api, 1)[0], project["id"], amount=900)
    message = wait_for_mail(address(user), f'New bid on "{project["title"]}"', timeout=EMAIL_DEADLINE_SECONDS)
    assert token_names(check_unsubscribe_headers(message, site)) == f"{user.id}.newBid"


def test_a_welcome_goes_again_to_a_member_who_kept_it_on(config, api):
    """The other side of the opt-out: the same replayed signup does queue a welcome for a member who did not turn it
    off (so the test above shows the opt-out, not a signup that never welcomes twice)."""
    user = register_client(api)
    sent_outbox(user.id, "welcome")
    user_registered_again(config, user)
    assert len(outbox(user.id, "welcome")) == 2


def test_a_link_expires_ninety_days_after_its_e_mail(api, messaging_api, config):
    """A link issued 91 days ago is refused as expired and changes nothing; one of 89 days ago still works. Links of a
    day after tomorrow, or of the old form without a day, were not made by messaging: not valid."""
    user = register_client(api)
    today = epoch_day()

    expired = signed_token(config, f"{user.id}.newBid.{today - LINK_DAYS - 1}")
    refused = expect(unsubscribe(messaging_api, expired), 400, EXPIRED_LINK)
    assert refused.body["code"] == "link_expired", refused.body
    expect(messaging_api.post("/api/email-preferences/unsubscribe", params={"token": expired}), 400, EXPIRED_LINK)
    for bad in (signed_token(config, f"{user.id}.newBid.{today + 2}"), signed_token(config, f"{user.id}.newBid"),
                signed_token(config, f"{user.id}.all")):
        refused = expect(unsubscribe(messaging_api, bad), 400, INVALID_LINK)
        assert refused.body["code"] == "invalid", refused.body
    assert preferences(messaging_api, user.session) == ALL_ON, "a refused link changed the preferences"

    recent = signed_token(config, f"{user.id}.newBid.{today - LINK_DAYS + 1}")
    assert expect(unsubscribe(messaging_api, recent), 200).body == {"unsubscribed": "newBid"}
    assert preferences(messaging_api, user.session) == {**ALL_ON, "newBid": False}


@pytest.mark.parametrize("multipart", [False, True], ids=["urlencoded", "multipart"])
def test_the_one_click_post_of_a_mail_client_unsubscribes(api, messaging_api, config, site, multipart):
    """RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe URL, no cookie."""
    user = register_engineer(api)
    message = wait_for_mail(address(user), WELCOME_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)
    check_unsubscribe_headers(message, site)
    assert expect(one_click(messaging_api, config, one_click_url(message), multipart), 200).body == \
        {"unsubscribed": "welcome"}
    assert preferences(messaging_api, user.session) == {**ALL_ON, "welcome": False}


# --- preferences ----------------------------------------------------------------------------------------------------
def test_preferences_default_on_and_change_one_at_a_time(api, messaging_api):
    """Every kind is on for a new member; a PUT changes the members given and answers with all five."""
    user = register_client(api)
    assert preferences(messaging_api, user.session) == ALL_ON
    changed = expect(put_preferences(messaging_api, user.session, {"newBid": False}), 200).body
    assert changed == {**ALL_ON, "newBid": False}
    assert preferences(messaging_api, user.session) == changed
    assert expect(put_preferences(messaging_api, user.session, {}), 200).body == changed
    both = expect(put_preferences(messaging_api, user.session, {"newBid": True, "newMessage": False,
                                                                 "accountReview": False}), 200).body
    assert both == {**ALL_ON, "newMessage": False, "accountReview": False}
    assert expect(put_preferences(messaging_api, user.session, {"welcome": False}), 200).body == \
        {**ALL_ON, "newMessage": False, "accountReview": False, "welcome": False}
    assert expect(put_preferences(messaging_api, user.session, ALL_ON), 200).body == ALL_ON
    assert preferences(messaging_api, user.session) == ALL_ON


@pytest.mark.parametrize("body, message", [
    ({"newbid": False}, UNKNOWN_PREFERENCE),
    ({"all": False}, UNKNOWN_PREFERENCE),
    ({"newBid": False, "bogus": True}, UNKNOWN_PREFERENCE),
    ({"newBid": "false"}, "newBid must be true or false"),
    ({"newBid": 0}, "newBid must be true or false"),
    ({"accountReview": None}, "accountReview must be true or false"),
    ({"bidAccepted": False, "newMessage": [True]}, "newMessage must be true or false"),
    ([{"newBid": False}], NOT_A_JSON_OBJECT),
    ("newBid", NOT_A_JSON_OBJECT),
    (None, NOT_A_JSON_OBJECT),
])
def test_a_bad_preferences_body_is_400_and_changes_nothing(api, messaging_api, body, message):
    user = register_client(api)
    expect(put_preferences(messaging_api, user.session, body), 400, message)
    assert preferences(messaging_api, user.session) == ALL_ON


def test_preferences_need_a_session_and_the_sites_origin(api, messaging_api):
    for session in (None, "not-a-session"):
        expect(messaging_api.get("/api/email-preferences", session=session), 401, NOT_AUTHENTICATED)
        expect(put_preferences(messaging_api, session, {"newBid": False}), 401, NOT_AUTHENTICATED)
    user = register_client(api)
    expect(put_preferences(messaging_api, user.session, {"newBid": False}, headers=CROSS_SITE), 403)
    assert preferences(messaging_api, user.session) == ALL_ON


# --- bids -----------------------------------------------------------------------------------------------------------
def test_a_new_bid_e_mails_the_client_until_they_turn_it_off(config, api, projects_api, messaging_api, admin_session,
                                                             site):
    """The client hears of a bid by e-mail; the new-bid e-mail's own link turns off new bids only, and the next bid is
    still notified in the app but not e-mailed."""
    client = new_client(api)
    first, second = verified_engineers(api, 2)
    project = post_project(projects_api, client)
    subject = f'New bid on "{project["title"]}"'

    bid(projects_api, first, project["id"], amount=1500)
    message = wait_for_mail(address(client), subject, timeout=EMAIL_DEADLINE_SECONDS)
    assert str(message["Subject"]) == subject
    check_addressed_to(message, client)
    body = body_text(message)
    assert body.startswith(f"Hello {client.payload['firstName']},\n"), body
    assert "$1500.00" in body and f"{site}/project/{project['id']}\n" in body, body
    link = check_unsubscribe_headers(message, site)
    assert token_names(link) == f"{client.id}.newBid"

    assert expect(unsubscribe(messaging_api, link), 200).body == {"unsubscribed": "newBid"}
    assert preferences(messaging_api, client.session) == {**ALL_ON, "newBid": False}

    with EventWatch(config, "projects.events") as watch:
        second_bid = bid(projects_api, second, project["id"], amount=1700)
        event_id = watch.wait_for("bid.placed", bidId=second_bid["id"])
    wait_until(lambda: [n for n in expect(messaging_api.get("/api/notifications", session=client.session), 200).body
                        if n["title"] == "New Bid" and project["title"] in n["message"]
                        and "$1,700.00" in n["message"]],
               timeout=EMAIL_DEADLINE_SECONDS, what="the in-app notification of the second bid")
    applied_by_messaging(event_id)
    rows = outbox(client.id, "new_bid")
    assert len(rows) == 1 and "$1500.00" in rows[0]["body"], f"new-bid e-mails queued: {rows}"
    assert len(mail_to(client, subject)) == 1
    assert [m for m in mailbox(address(client)) if "$1700.00" in body_text(m)] == []


def test_an_accepted_bid_e_mails_the_engineer(api, projects_api, admin_session, site):
    client = new_client(api)
    engineer = verified_engineers(api, 1)[0]
    project = post_project(projects_api, client)
    placed = bid(projects_api, engineer, project["id"], amount=2100)
    expect(accept(projects_api, client.session, placed["id"]), 200)

    subject = f'Your bid on "{project["title"]}" was accepted'
    message = wait_for_mail(address(engineer), subject, timeout=EMAIL_DEADLINE_SECONDS)
    assert str(message["Subject"]) == subject
    check_addressed_to(message, engineer)
    body = body_text(message)
    assert body.startswith(f"Hello {engineer.payload['firstName']},\n"), body
    assert "$2100.00" in body and f"{site}/project/{project['id']}\n" in body, body
    assert token_names(check_unsubscribe_headers(message, site)) == f"{engineer.id}.bidAccepted"
    assert len(sent_outbox(engineer.id, "bid_accepted")) == 1
    assert mail_to(client, "was accepted") == []


# --- messages -------------------------------------------------------------------------------------------------------
def test_a_receiver_away_gets_one_e_mail_for_two_messages(config, api, projects_api, messaging_api, admin_session,
                                                          sockets, site):
    """The engineer has no chat open anywhere: the client's first message is e-mailed, the second (same project,
    within the hour) is not."""
    chat = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    client, engineer = chat.client, chat.engineers[0]
    client_socket = sockets(client.session)
    sent_ids = []
    with EventWatch(config, "messaging.events") as watch:
        for text in ("Can you start Monday?", "Also: the uppers are 42 inches."):
            send_message(client_socket, chat.id, engineer.id, text)
            sent_ids.append(client_socket.receive_type("message_sent")["message"]["id"])
        event_ids = [watch.wait_for("message.sent", messageId=message) for message in sent_ids]
    listed = expect(history(messaging_api, engineer.session, chat.id), 200).body
    assert [m["id"] for m in listed] == sent_ids
    for event_id in event_ids:
        applied_by_messaging(event_id)

    subject = f'New message about "{chat.project["title"]}"'
    rows = sent_outbox(engineer.id, "new_message")
    assert len(rows) == 1, f"new-message e-mails queued for two messages: {rows}"
    message = wait_for_mail(address(engineer), subject, timeout=EMAIL_DEADLINE_SECONDS)
    check_addressed_to(message, engineer)
    body = body_text(message)
    sender = f"{client.payload['firstName']} {client.payload['lastName']}"
    assert f"{sender} sent you a message about \"{chat.project['title']}\"" in body, body
    assert f"{site}/conversations?project={chat.id}\n" in body, body
    assert "Can you start Monday?" not in body, "the e-mail carries the message itself"
    assert token_names(check_unsubscribe_headers(message, site)) == f"{engineer.id}.newMessage"
    assert len(mail_to(engineer, subject)) == 1
    assert outbox(client.id, "new_message") == []


def test_a_direct_message_to_a_member_away_is_e_mailed_once_an_hour(config, api, messaging_api, admin_session, site):
    """Direct messages remind like project chats: the engineer is away, the client's first direct message is
    e-mailed with a link to the conversation, the second (same conversation, within the hour) is not."""
    client = upgraded(api, new_client(api), "professional")
    engineer = verified_engineers(api, 1)[0]
    with EventWatch(config, "messaging.events") as watch:
        started = expect(messaging_api.post("/api/direct-conversations", session=client.session,
                                            json={"recipientId": engineer.id, "content": "Free for a Mozaik job?"}),
                         201).body
        second = expect(messaging_api.post(f"/api/direct-conversations/{started['id']}/messages",
                                           session=client.session, json={"content": "It is 14 cabinets."}),
                        201).body
        event_ids = [watch.wait_for("direct_message.sent", messageId=message_id)
                     for message_id in (started["lastMessage"]["id"], second["id"])]
    for event_id in event_ids:
        applied_by_messaging(event_id)

    sender = f"{client.payload['firstName']} {client.payload['lastName']}"
    subject = f"New message from {sender}"
    rows = sent_outbox(engineer.id, "new_message")
    assert len(rows) == 1, f"new-message e-mails queued for two direct messages: {rows}"
    message = wait_for_mail(address(engineer), subject, timeout=EMAIL_DEADLINE_SECONDS)
    check_addressed_to(message, engineer)
    body = body_text(message)
    assert f"{sender} sent you a direct message while you were away" in body, body
    assert f"{site}/conversations?dm={started['id']}\n" in body, body
    assert "Mozaik" not in body, "the e-mail carries the message itself"
    assert outbox(client.id, "new_message") == []


def test_a_receiver_with_a_chat_open_gets_no_e_mail(config, api, projects_api, admin_session, sockets):
    """Presence is refreshed every 5 s: a socket open for more than that makes the receiver online."""
    chat = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    client, engineer = chat.client, chat.engineers[0]
    engineer_socket = sockets(engineer.session)
    engineer_socket.send({"type": "authenticate", "userId": engineer.id})
    assert engineer_socket.receive_type("authenticated")["userId"] == engineer.id
    time.sleep(6.5)  # presence timing: one refresh (5 s) must have seen the socket
    client_socket = sockets(client.session)
    with EventWatch(config, "messaging.events") as watch:
        send_message(client_socket, chat.id, engineer.id, "Are you there?")
        sent = client_socket.receive_type("message_sent")["message"]
        event_id = watch.wait_for("message.sent", messageId=sent["id"])
    assert engineer_socket.receive_type("new_message")["message"]["id"] == sent["id"]
    applied_by_messaging(event_id)
    assert outbox(engineer.id, "new_message") == [], "an e-mail went to a receiver with the chat open"


# --- engineer applications ----------------------------------------------------------------------------------------
def test_approval_withdrawal_and_rejection_are_e_mailed(api, admin_session, site):
    approved = register_engineer(api, firstName=first_name())
    rejected = register_engineer(api, firstName=first_name())
    pass_certification(api, approved)
    withdrawal = f"Your portfolio is not your own work ({token('why')})."
    expect(revoke(api, approved.id, admin_session, withdrawal), 200)
    expect(approve(api, approved.id, admin_session), 200)
    reason = f"Please add portfolio images of finished cabinet work ({token('why')})."
    expect(reject(api, rejected.id, admin_session, reason), 200)

    message = wait_for_mail(address(approved), APPROVED_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)
    check_addressed_to(message, approved)
    body = body_text(message)
    assert body.startswith(f"Hello {approved.payload['firstName']},\n") and f"{site}/find-work" in body, body
    assert token_names(check_unsubscribe_headers(message, site)) == f"{approved.id}.accountReview"

    message = wait_for_mail(address(approved), REVOKED_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)
    body = body_text(message)
    assert f"\n{withdrawal}\n" in body and f"{site}/dashboard" in body, body
    assert token_names(check_unsubscribe_headers(message, site)) == f"{approved.id}.accountReview"

    message = wait_for_mail(address(rejected), REJECTED_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)
    check_addressed_to(message, rejected)
    body = body_text(message)
    assert body.startswith(f"Hello {rejected.payload['firstName']},\n"), body
    assert f"\n{reason}\n" in body and f"{site}/profile" in body, body
    assert token_names(check_unsubscribe_headers(message, site)) == f"{rejected.id}.accountReview"
    assert mail_to(approved, REJECTED_SUBJECT) == [] and mail_to(rejected, APPROVED_SUBJECT) == []


def test_an_engineer_who_turned_account_review_off_gets_neither(config, api, messaging_api, admin_session):
    engineer = register_engineer(api)
    expect(put_preferences(messaging_api, engineer.session, {"accountReview": False}), 200)
    with EventWatch(config, "auth.events") as watch:
        expect(reject(api, engineer.id, admin_session, "Not yet."), 200)
        rejected = watch.wait_for("engineer.rejected", userId=engineer.id)
        pass_certification(api, engineer)
        expect(revoke(api, engineer.id, admin_session), 200)
        revoked = watch.wait_for("engineer.verification_revoked", userId=engineer.id)
        expect(approve(api, engineer.id, admin_session), 200)
        approved = watch.wait_for("engineer.verified", userId=engineer.id)
    for event_id in (rejected, revoked, approved):
        applied_by_messaging(event_id)
    kinds = [row["kind"] for row in outbox(engineer.id)]
    assert not {"application_rejected", "verification_revoked", "application_approved"} & set(kinds), kinds
    assert mail_to(engineer, "engineer application") == []


# --- hostile and unusual text -------------------------------------------------------------------------------------
def test_a_first_name_with_a_line_break_adds_no_recipient_or_header(api, site):
    evil_before = len(deliveries(to=EVIL))
    user = register_client(api, firstName=HOSTILE)
    message = wait_for_mail(address(user), WELCOME_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)
    check_addressed_to(message, user)
    headers = header_block(raw_message(message))
    assert "\nBcc:" not in "\n" + headers and "evil@" not in headers, headers
    assert len(deliveries(to=EVIL)) == evil_before
    # Inside the text too a name stays on its line: it cannot fake lines of the e-mail.
    assert body_text(message).startswith("Hello x  Bcc: evil@example.com,\n"), body_text(message)


def test_a_project_title_with_a_line_break_stays_in_the_subject(api, projects_api, admin_session, config):
    """A title is user text that goes into a header (the subject): it must not become a header of its own."""
    evil_before = len(deliveries(to=EVIL))
    client = new_client(api)
    engineer = verified_engineers(api, 1)[0]
    tag = token("ttl")
    title = f"Oak\r\nBcc: {EVIL}\r\nX-Injected: yes {tag}"
    created = projects_api.post("/api/projects", json=project_form(title=title), session=client.session)
    if created.status != 201:
        expect(created, 400)  # refusing such a title is fine too
        return
    project = created.body
    bid(projects_api, engineer, project["id"])
    message = wait_for_mail(address(client), tag, timeout=EMAIL_DEADLINE_SECONDS)
    check_addressed_to(message, client)
    headers = header_block(raw_message(message))
    assert message.get_all("X-Injected") is None, headers
    assert "\nBcc:" not in "\n" + headers, headers
    subject = str(message["Subject"])
    assert "\r" not in subject and "\n" not in subject and tag in subject, subject
    assert len(deliveries(to=EVIL)) == evil_before


def test_unicode_text_arrives_intact(api, projects_api, admin_session, site):
    """A reason with accents and emoji arrives as written in the body; a non-ASCII project title in the subject
    (RFC 2047, split over several encoded words)."""
    engineer = register_engineer(api, firstName="Zoë 🚀")
    reason = f"Échantillons 🪚 — «портфолио» please: 日本語 ✔ {token('uni')}"
    expect(reject(api, engineer.id, admin_session, reason), 200)
    message = wait_for_mail(address(engineer), REJECTED_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)
    body = body_text(message)
    assert body.startswith("Hello Zoë 🚀,\n") and f"\n{reason}\n" in body, body

    client = new_client(api)
    bidder = verified_engineers(api, 1)[0]
    tag = token("uni")
    title = f"Küchenschränke 🪚🔨 für Zoë — 日本の台所 {tag}"
    project = post_project(projects_api, client, title=title)
    bid(projects_api, bidder, project["id"])
    message = wait_for_mail(address(client), tag, timeout=EMAIL_DEADLINE_SECONDS)
    assert str(message["Subject"]) == f'New bid on "{project["title"]}"'
    assert f'"{project["title"]}"' in body_text(message)



# --- once -----------------------------------------------------------------------------------------------------------
def test_a_redelivered_event_e_mails_once(config, api):
    """bid.placed published twice with the same envelope id (what Kafka does after a lost commit) queues one e-mail.
    A third event on the same key (so the same partition, read after the copy) tells when the copy was read."""
    client = register_client(api)
    wait_for_mail(address(client), WELCOME_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)  # messaging knows the address
    title = f"Redelivered {token('rdl')}"
    project_id = 1_900_000_000 + uuid.uuid4().int % 99_000_000
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")

    def envelope(event_type, **data):
        return {"id": str(uuid.uuid4()), "type": event_type, "occurredAt": now, "requestId": "contract-test",
                "data": data}
    posted = envelope("project.posted", projectId=project_id, clientId=client.id, title=title,
                      cabinetType="Kitchen Cabinets", budgetRange="$5,000+", postedAt=now)
    placed = envelope("bid.placed", bidId=project_id, projectId=project_id, clientId=client.id, engineerId=1,
                      amount="700.00", placedAt=now)
    later = envelope("bid.placed", bidId=project_id + 1, projectId=project_id, clientId=client.id, engineerId=1,
                     amount="800.00", placedAt=now)
    producer = Producer({"bootstrap.servers": config.kafka_bootstrap, "enable.idempotence": True})
    for event in (posted, placed, placed, later):
        producer.produce("projects.events", key=str(project_id), value=json.dumps(event),
                         headers={"type": event["type"]})
    assert producer.flush(10) == 0, "the events were not delivered to Kafka"

    applied_by_messaging(later["id"])
    rows = sent_outbox(client.id, "new_bid", count=2)
    assert sorted(next(a for a in ("$700.00", "$800.00") if a in row["body"]) for row in rows) == \
        ["$700.00", "$800.00"], f"new-bid e-mails for 700 (sent twice by Kafka) and 800: {rows}"
    wait_until(lambda: len(mail_to(client, title)), until=lambda count: count >= 2, timeout=EMAIL_DEADLINE_SECONDS,
               what="the two new-bid e-mails in the mailbox")
    assert len(mail_to(client, title)) == 2


# --- order across topics --------------------------------------------------------------------------------------------
def test_an_e_mail_for_someone_messaging_has_not_heard_of_waits_for_their_address(config):
    """Topics are not ordered with one another: after a backlog (or a Kafka outage) messaging can apply a bid.placed
    (projects.events) before the client's user.registered (auth.events). The new-bid e-mail then waits in the outbox
    with no recipient, is never sent unaddressed, and goes out, greeting the client by name, once their signup is
    applied. (Found by make chaos: such e-mails were dropped.) The ids are of a range no real user or project has."""
    user_id = 8_000_000_000_000 + uuid.uuid4().int % 1_000_000_000
    project_id = 1_900_000_000 + uuid.uuid4().int % 99_000_000
    tag = token("late")
    email = f"late.{tag}@example.test"
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")

    def envelope(event_type, **data):
        return {"id": str(uuid.uuid4()), "type": event_type, "occurredAt": now, "requestId": "contract-test",
                "data": data}

    def produce(topic, key, *events):
        producer = Producer({"bootstrap.servers": config.kafka_bootstrap, "enable.idempotence": True})
        for event in events:
            producer.produce(topic, key=str(key), value=json.dumps(event), headers={"type": event["type"]})
        assert producer.flush(10) == 0, "the events were not delivered to Kafka"

    placed = envelope("bid.placed", bidId=project_id, projectId=project_id, clientId=user_id, engineerId=1,
                      amount="640.00", placedAt=now)
    produce("projects.events", project_id,
            envelope("project.posted", projectId=project_id, clientId=user_id, title=f"Late signup {tag}",
                     cabinetType="Kitchen Cabinets", budgetRange="$5,000+", postedAt=now),
            placed)
    applied_by_messaging(placed["id"])
    waiting = outbox(user_id, "new_bid")
    assert [(row["recipient"], row["sent_at"], row["failed_at"]) for row in waiting] == [("", "", "")], waiting
    assert waiting[0]["body"].startswith("Hello,\n"), waiting[0]["body"]
    def unsent(rows) -> None:
        assert rows[0]["sent_at"] == "" and rows[0]["attempts"] == "0", f"sent with no recipient: {rows}"
    holds_for(lambda: outbox(user_id, "new_bid"), check=unsent, duration=2)

    registered = envelope("user.registered", userId=user_id, role="client", username=f"late_{tag}",
                          firstName="Zoë", lastName="Late", createdAt=now, source="contract-test", email=email)
    produce("auth.events", user_id, registered)
    applied_by_messaging(registered["id"])
    sent = sent_outbox(user_id, "new_bid")
    assert [row["recipient"] for row in sent] == [email]
    message = wait_for_mail(email, f"Late signup {tag}", timeout=EMAIL_DEADLINE_SECONDS)
    assert body_text(message).startswith("Hello Zoë,\n"), body_text(message)
    assert "$640.00" in body_text(message)


def test_an_e_mail_waiting_for_a_signup_without_an_address_is_given_up(config):
    """A user.registered without an e-mail address (published before events carried one) cannot address the e-mails
    that waited for it: they are given up, not left waiting for ever."""
    user_id = 8_000_000_000_000 + uuid.uuid4().int % 1_000_000_000
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    verified = {"id": str(uuid.uuid4()), "type": "engineer.verified", "occurredAt": now, "requestId": "contract-test",
                "data": {"userId": user_id, "verifiedAt": now, "adminId": None}}
    registered = {"id": str(uuid.uuid4()), "type": "user.registered", "occurredAt": now, "requestId": "contract-test",
                  "data": {"userId": user_id, "role": "engineer", "username": f"old_{user_id}", "firstName": "Old",
                           "lastName": "Event", "createdAt": now, "source": "contract-test", "email": None}}
    producer = Producer({"bootstrap.servers": config.kafka_bootstrap, "enable.idempotence": True})
    for event in (verified, registered):
        producer.produce("auth.events", key=str(user_id), value=json.dumps(event), headers={"type": event["type"]})
    assert producer.flush(10) == 0, "the events were not delivered to Kafka"
    applied_by_messaging(registered["id"])
    assert [(row["recipient"], row["sent_at"], row["failed_at"] != "", row["last_error"])
            for row in outbox(user_id, "application_approved")] == [("", "", True, "no address we can send to")]
