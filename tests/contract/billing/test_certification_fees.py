"""The fee of an attempt at a paid certification track (issue 30 item 5; the events in docs/events.md, the
routes in services/billing/openapi.yaml): GET /api/certification-fees lists each track's fee (public); an engineer asks
POST /api/certification-payments {track} for an intent of the fee (get-or-create, the amount from billing's own
table, Idempotency-Key honoured) and confirms it with a card like a plan. A success is recorded once: the platform's
revenue in the ledger, payment.succeeded of kind certification_fee and certification.fee_paid (which auth turns into
one attempt). A declined card publishes neither. The payment reads "Certification fee: <title>" in the member's
payment and export. Responses are validated against services/billing/openapi.yaml."""
from __future__ import annotations

import uuid

import pytest

from lib.api_client import expect
from lib.billing import (AUTHENTICATES, DECLINED, confirm, events_seen, pay_certification_fee,
                         start_certification_fee, subscribe)
from lib.database import rows
from lib.exports import csv_table
from lib.users import register

FEES = [{"track": "cabinet_vision", "amountCents": 9900, "currency": "usd"},
        {"track": "mozaik", "amountCents": 9900, "currency": "usd"},
        {"track": "autocad", "amountCents": 9900, "currency": "usd"}]
TITLES = {"cabinet_vision": "Cabinet Vision Certified", "mozaik": "Mozaik Certified",
          "autocad": "AutoCAD for Cabinetry Certified"}


@pytest.fixture
def engineer(api):
    return register(api, role="engineer")


def fee_events(tail, member, expected: int, settle: float = 2) -> list[dict]:
    return [e["data"] for e in events_seen(tail, lambda e: e["type"] == "certification.fee_paid" and
                                           e["data"]["userId"] == member.id, expected=expected, settle=settle)]


def fee_ledger(member) -> list[list[str]]:
    return rows("SELECT t.kind, e.account, e.amount_cents FROM billing.ledger_transfers t "
                "JOIN billing.payments p ON p.id = t.payment_id JOIN billing.ledger_entries e ON e.transfer_id = t.id "
                f"WHERE p.payer_id = {int(member.id)} AND p.kind = 'certification_fee' ORDER BY t.id, e.amount_cents")


def test_the_fees_are_public_in_the_tracks_order(billing_api):
    assert expect(billing_api.get("/api/certification-fees"), 200).body == FEES


def test_only_a_signed_in_engineer_pays_a_fee(api, billing_api, admin_session):
    expect(billing_api.post("/api/certification-payments", json={"track": "mozaik"}), 401)
    client = register(api, role="client")
    refused = start_certification_fee(billing_api, client.session, "mozaik")
    assert refused.status == 403, refused.describe()
    refused = start_certification_fee(billing_api, admin_session, "mozaik")
    assert refused.status == 403, refused.describe()
    assert rows(f"SELECT count(*) FROM billing.payments WHERE payer_id = {int(client.id)}") == [["0"]]


def test_an_unknown_track_is_refused(billing_api, engineer):
    expect(start_certification_fee(billing_api, engineer.session, "solidworks"), 400, "Unknown certification track")
    missing = billing_api.post("/api/certification-payments", json={}, session=engineer.session)
    assert missing.status == 400, missing.describe()


def test_the_test_card_pays_the_fee_once_with_its_label_ledger_and_events(gateway, billing_api, billing_events,
                                                                           engineer):
    intent = expect(start_certification_fee(billing_api, engineer.session, "cabinet_vision"), 200).body
    assert (intent["amount"], intent["amountCents"], intent["currency"], intent["freeTrial"]) == (
        "99.00", 9900, "usd", False)
    assert intent["description"] == "Certification fee: Cabinet Vision Certified"
    again = expect(start_certification_fee(billing_api, engineer.session, "cabinet_vision"), 200).body
    assert again["paymentIntentId"] == intent["paymentIntentId"], "an unpaid intent of the track is given again"
    other = expect(start_certification_fee(billing_api, engineer.session, "mozaik"), 200).body
    assert other["paymentIntentId"] != intent["paymentIntentId"], "another track has its own intent"

    expect(confirm(billing_api, engineer.session, intent["clientSecret"]), 200)
    # A confirm repeated (a double click) changes nothing.
    assert expect(confirm(billing_api, engineer.session, intent["clientSecret"]), 200).body["status"] == "succeeded"

    payment = expect(billing_api.get(f"/api/payments/{intent['paymentIntentId']}", session=engineer.session), 200).body
    assert (payment["kind"], payment["track"], payment["status"], payment["description"]) == (
        "certification_fee", "cabinet_vision", "succeeded", "Certification fee: Cabinet Vision Certified")
    assert (payment["plan"], payment["projectId"], payment["paymentType"]) == (None, None, None)

    told = events_seen(billing_events, lambda e: e["type"] in ("certification.fee_paid", "payment.succeeded") and
                       engineer.id in (e["data"].get("userId"), e["data"].get("payerId")), expected=2)
    paid = [e["data"] for e in told if e["type"] == "certification.fee_paid"]
    assert len(paid) == 1, told
    assert {k: v for k, v in paid[0].items() if k != "paidAt"} == {
        "paymentId": intent["paymentIntentId"], "userId": engineer.id, "track": "cabinet_vision",
        "amountCents": 9900}
    assert paid[0]["paidAt"].endswith("Z")
    succeeded = [e["data"] for e in told if e["type"] == "payment.succeeded"]
    assert [(e["kind"], e["amountCents"], e["escrow"], e["projectId"]) for e in succeeded] == [
        ("certification_fee", 9900, False, None)]
    assert fee_ledger(engineer) == [["payment", f"client:{engineer.id}", "-9900"],
                                    ["payment", "platform:revenue", "9900"]], "revenue, not escrow"

    # Paying again is another attempt: a new intent, its own event.
    second = pay_certification_fee(gateway, engineer, "cabinet_vision")
    assert second["paymentIntentId"] != intent["paymentIntentId"]
    assert [e["paymentId"] for e in fee_events(billing_events, engineer, expected=1)] == [second["paymentIntentId"]]


def test_the_fee_is_named_in_the_export(gateway, billing_api, engineer):
    subscribe(gateway, engineer, "professional", "monthly")  # the export is a professional capability
    intent = pay_certification_fee(gateway, engineer, "autocad")
    _, *lines = csv_table(expect(billing_api.get("/api/exports/payments.csv", session=engineer.session), 200))
    fee = [line for line in lines if line[3] == "certification_fee"]
    assert [line[2:5] + line[7:10] for line in fee] == [
        ["paid", "certification_fee", "Certification fee: AutoCAD for Cabinetry Certified", "99.00", "usd",
         "succeeded"]], lines
    assert rows("SELECT description FROM billing.payments "
                f"WHERE intent_id = '{intent['paymentIntentId']}'") == [["Certification fee: AutoCAD for Cabinetry Certified"]]


def test_a_declined_card_publishes_nothing_and_the_next_card_pays(billing_api, billing_events, engineer):
    intent = expect(start_certification_fee(billing_api, engineer.session, "mozaik"), 200).body
    declined = confirm(billing_api, engineer.session, intent["clientSecret"], DECLINED)
    assert declined.status == 402 and declined.body["code"] == "card_declined", declined.describe()
    assert fee_events(billing_events, engineer, expected=0, settle=1) == []
    assert fee_ledger(engineer) == []
    payment = expect(billing_api.get(f"/api/payments/{intent['paymentIntentId']}", session=engineer.session), 200).body
    assert (payment["status"], payment["lastError"]) == ("failed", "Your card was declined.")

    # The same intent is given again and another card pays it.
    assert expect(start_certification_fee(billing_api, engineer.session, "mozaik"), 200).body[
        "paymentIntentId"] == intent["paymentIntentId"]
    expect(confirm(billing_api, engineer.session, intent["clientSecret"]), 200)
    assert [e["track"] for e in fee_events(billing_events, engineer, expected=1)] == ["mozaik"]


def test_a_card_that_authenticates_pays_the_fee(billing_api, billing_events, engineer):
    intent = expect(start_certification_fee(billing_api, engineer.session, "autocad"), 200).body
    pending = expect(confirm(billing_api, engineer.session, intent["clientSecret"], AUTHENTICATES), 200).body
    assert pending["status"] == "requires_action"
    assert fee_events(billing_events, engineer, expected=0, settle=0.5) == []
    expect(billing_api.post("/api/payments/authenticate", json={"clientSecret": intent["clientSecret"],
                                                                "approve": True}, session=engineer.session), 200)
    assert [e["paymentId"] for e in fee_events(billing_events, engineer, expected=1)] == [intent["paymentIntentId"]]


def test_the_same_idempotency_key_gives_one_intent(billing_api, engineer):
    key = str(uuid.uuid4())
    first = expect(start_certification_fee(billing_api, engineer.session, "mozaik", key=key), 200).body
    second = expect(start_certification_fee(billing_api, engineer.session, "mozaik", key=key), 200).body
    assert first == second
    assert rows("SELECT count(*) FROM billing.payments "
                f"WHERE payer_id = {int(engineer.id)} AND kind = 'certification_fee'") == [["1"]]
    reused = start_certification_fee(billing_api, engineer.session, "autocad", key=key)
    assert reused.status == 409 and reused.body["code"] == "idempotency_key_reused", reused.describe()


def test_an_amount_from_the_browser_is_compared_never_charged(billing_api, engineer):
    refused = start_certification_fee(billing_api, engineer.session, "cabinet_vision", amount=1)
    assert refused.status == 400, refused.describe()
    assert "does not match" in refused.body["message"]
    intent = expect(start_certification_fee(billing_api, engineer.session, "cabinet_vision", amount=99), 200).body
    assert intent["amountCents"] == 9900
    ignored = expect(start_certification_fee(billing_api, engineer.session, "cabinet_vision",
                                             amountCents=1), 200).body
    assert ignored["amountCents"] == 9900 and ignored["paymentIntentId"] == intent["paymentIntentId"]
