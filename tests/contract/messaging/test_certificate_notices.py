"""Issue 30 item 5: messaging tells an engineer of their paid track's certificate (certificate.issued: notification
certificate_issued linking to the public certificate, and an e-mail "Your <title> certificate" with its link and
expiry day) and reminds them before it lapses (certificate.expiring: notification certificate_expiring linking to the
track, and an e-mail "Your <title> certificate expires in <n> days" with the renewal link, unless they turned their
reminder e-mails (accountReview) off). The notification goes live to the member's open sockets. A malformed event is
skipped alone: the next one is applied. The events are published straight to auth.events, as auth's relay would."""
from __future__ import annotations

import secrets

from lib.api_client import ApiClient, expect
from lib.emails import EMAIL_DEADLINE_SECONDS, applied_by_messaging, check_unsubscribe_headers, outbox, \
    put_preferences, token_names
from lib.engineers import register_engineer
from lib.kafka_publish import envelope, publish, utc_now
from lib.mail import body_text, wait_for_mail
from lib.messaging import PROJECTION_DEADLINE_SECONDS, open_socket
from lib.waiting import holds_for, wait_until

TITLE = "Cabinet Vision Certified"


def certificate_id() -> str:
    """CW-CV-<8 Crockford base32 characters>, new each time."""
    return "CW-CV-" + "".join(secrets.choice("0123456789ABCDEFGHJKMNPQRSTVWXYZ") for _ in range(8))


def issued(engineer, cert_id: str, expires_at: str = "2028-11-23T10:15:30.123Z") -> dict:
    return envelope("certificate.issued", {
        "certificateId": cert_id, "userId": engineer.id, "track": "cabinet_vision", "trackTitle": TITLE,
        "score": 22, "totalQuestions": 25, "issuedAt": utc_now(), "expiresAt": expires_at})


def expiring(engineer, cert_id: str, days_left: int = 30, expires_at: str = "2026-12-28T10:15:30.123Z") -> dict:
    return envelope("certificate.expiring", {
        "certificateId": cert_id, "userId": engineer.id, "track": "cabinet_vision", "trackTitle": TITLE,
        "expiresAt": expires_at, "daysLeft": days_left})


def of_kind(messaging_api: ApiClient, session: str, kind: str) -> list[dict]:
    return [n for n in expect(messaging_api.get("/api/notifications", session=session), 200).body
            if n["kind"] == kind]


def the_one(messaging_api: ApiClient, session: str, kind: str) -> dict:
    found = wait_until(lambda: of_kind(messaging_api, session, kind), timeout=PROJECTION_DEADLINE_SECONDS,
                       what=f"a {kind} notification")
    holds_for(lambda: of_kind(messaging_api, session, kind), check=lambda again: len(again) == 1, duration=1)
    return found[0]


def test_an_issued_certificate_is_told_live_and_by_email(config, api, messaging_api):
    engineer = register_engineer(api)
    cert_id = certificate_id()
    socket = open_socket(config, engineer.session)
    try:
        event = issued(engineer, cert_id)
        publish(config.kafka_bootstrap, "auth.events", engineer.id, event, event)
        frame = socket.receive_type("notification", timeout=PROJECTION_DEADLINE_SECONDS)
        while frame["notification"].get("kind") != "certificate_issued":
            frame = socket.receive_type("notification", timeout=PROJECTION_DEADLINE_SECONDS)
        assert frame["title"] == "Certificate issued"
    finally:
        socket.close()
    notification = the_one(messaging_api, engineer.session, "certificate_issued")
    assert (notification["title"], notification["link"], notification["projectId"]) == (
        "Certificate issued", f"/certificates/{cert_id}", None)
    assert notification["message"] == (f"You passed: your {TITLE} certificate {cert_id} is valid until "
                                       "Nov 23, 2028.")

    message = wait_for_mail(engineer.payload["email"], f"Your {TITLE} certificate", timeout=EMAIL_DEADLINE_SECONDS)
    assert str(message["Subject"]) == f"Your {TITLE} certificate"
    body = body_text(message)
    assert f"{config.base_url}/certificates/{cert_id}" in body and "Nov 23, 2028" in body, body
    assert token_names(check_unsubscribe_headers(message, config.base_url)) == f"{engineer.id}.accountReview"
    assert len(outbox(engineer.id, "certificate_issued")) == 1, "one e-mail for an event delivered twice"


def test_a_certificate_about_to_lapse_is_reminded_with_the_renewal_link(config, api, messaging_api):
    engineer = register_engineer(api)
    publish(config.kafka_bootstrap, "auth.events", engineer.id, expiring(engineer, certificate_id(), 7))
    notification = the_one(messaging_api, engineer.session, "certificate_expiring")
    assert (notification["title"], notification["link"]) == ("Certificate expiring",
                                                              "/certification/tracks/cabinet_vision")
    assert notification["message"] == (f"Your {TITLE} certificate expires in 7 days, on Dec 28, 2026. "
                                       "Take the test again to renew it.")
    subject = f"Your {TITLE} certificate expires in 7 days"
    message = wait_for_mail(engineer.payload["email"], subject, timeout=EMAIL_DEADLINE_SECONDS)
    assert str(message["Subject"]) == subject
    body = body_text(message)
    assert f"{config.base_url}/certification/tracks/cabinet_vision" in body and "Dec 28, 2026" in body, body


def test_a_member_who_turned_reminders_off_gets_the_notification_only(config, api, messaging_api):
    engineer = register_engineer(api)
    expect(put_preferences(messaging_api, engineer.session, {"accountReview": False}), 200)
    told = [issued(engineer, certificate_id()), expiring(engineer, certificate_id(), 30)]
    publish(config.kafka_bootstrap, "auth.events", engineer.id, *told)
    for event in told:
        applied_by_messaging(event["id"])
    the_one(messaging_api, engineer.session, "certificate_issued")
    the_one(messaging_api, engineer.session, "certificate_expiring")
    assert outbox(engineer.id, "certificate_issued") == [] and outbox(engineer.id, "certificate_expiring") == []


def test_a_malformed_event_does_not_stop_the_next_one(config, api, messaging_api):
    engineer = register_engineer(api)
    no_title = expiring(engineer, certificate_id())
    del no_title["data"]["trackTitle"]
    bad_id = issued(engineer, "../../admin")
    bad_days = expiring(engineer, certificate_id(), days_left=0)
    good = expiring(engineer, certificate_id(), 30)
    publish(config.kafka_bootstrap, "auth.events", engineer.id, no_title, bad_id, bad_days, good)
    applied_by_messaging(good["id"])
    assert [n["message"] for n in of_kind(messaging_api, engineer.session, "certificate_expiring")] == [
        f"Your {TITLE} certificate expires in 30 days, on Dec 28, 2026. Take the test again to renew it."]
    assert of_kind(messaging_api, engineer.session, "certificate_issued") == []


def test_a_paid_or_declined_fee_is_told_as_a_certification_attempt_not_a_plan(config, api, messaging_api):
    engineer = register_engineer(api)
    fee = {"paymentId": "pi_fee_" + secrets.token_hex(6), "payerId": engineer.id, "kind": "certification_fee",
           "projectId": None, "paymentType": None, "amountCents": 9900}
    declined = envelope("payment.failed", {**fee, "requiresAction": False, "reason": "Your card was declined.",
                                           "failedAt": utc_now()})
    paid = envelope("payment.succeeded", {**fee, "currency": "usd", "succeededAt": utc_now(), "escrow": False})
    publish(config.kafka_bootstrap, "billing.events", engineer.id, declined, paid)
    failed = the_one(messaging_api, engineer.session, "payment_failed")
    assert (failed["link"], failed["message"]) == (
        "/get-certified", "Your $99.00 payment for a certification attempt did not go through: Your card was "
        "declined. You can try again with another card.")
    succeeded = the_one(messaging_api, engineer.session, "payment_succeeded")
    assert (succeeded["link"], succeeded["message"]) == (
        "/get-certified", "Your payment of $99.00 for a certification attempt succeeded: start the test when you are "
        "ready.")
