"""Stripe mode's webhooks (POST /api/stripe/webhook), on a billing instance of the test's own started with
STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the running system uses the built-in test provider, whose instance
answers 404). A webhook is the only thing that marks a Stripe payment succeeded: it must carry a valid
Stripe-Signature (HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret) at most 300 s old, and each event id is
applied once. The payment it names is written with SQL, as billing writes one when Stripe created its intent (the
adapter's own calls are tested against stripe-mock in ctest: tests/adapters)."""
from __future__ import annotations

import hashlib
import hmac
import json
import time
import uuid

import pytest
import requests

from lib.api_client import expect
from lib.billing import accepted_project, events_seen, stages_of, subscribe
from lib.database import execute, rows
from lib.instances import service_instance
from lib.users import register

SECRET = "whsec_contract_" + uuid.uuid4().hex


def signature(body: bytes, secret: str = SECRET, at: int | None = None) -> str:
    t = int(time.time()) if at is None else at
    digest = hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={t},v1={digest}"


@pytest.fixture(scope="module")
def stripe_billing(config):
    # The API base is never called here: nothing in these tests creates an intent through this instance.
    with service_instance(config, "billing", "stripe-webhooks", STRIPE_SECRET_KEY="sk_test_contract",
                          STRIPE_API_BASE="http://127.0.0.1:9", STRIPE_WEBHOOK_SECRET=SECRET,
                          STRIPE_PUBLISHABLE_KEY="pk_test_contract") as process:
        yield process


def post(instance, body: bytes, header: str | None):
    headers = {"Content-Type": "application/json"}
    if header is not None:
        headers["Stripe-Signature"] = header
    return requests.post(f"{instance.base_url}/api/stripe/webhook", data=body, headers=headers, timeout=10)


def stripe_payment(project) -> str:
    """A down payment intent as billing stores one Stripe created."""
    intent = "pi_" + uuid.uuid4().hex[:24]
    execute("INSERT INTO billing.payments (intent_id, client_secret, payer_id, kind, project_id, stage, amount_cents, "
            f"description, status) VALUES ('{intent}', '{intent}_secret_x', {project.client.id}, 'project_stage', "
            f"{project.id}, 'down_payment', 125000, 'Down Payment (50%)', 'requires_payment_method')")
    return intent


def event(intent: str, kind: str = "payment_intent.succeeded", **extra) -> bytes:
    return json.dumps({"id": "evt_" + uuid.uuid4().hex, "object": "event", "type": kind,
                       "data": {"object": {"id": intent, "object": "payment_intent", **extra}}}).encode()


def test_the_payment_config_names_stripe_and_its_publishable_key(stripe_billing, gateway):
    assert requests.get(f"{stripe_billing.base_url}/api/payment-config", timeout=10).json() == {
        "provider": "stripe", "publishableKey": "pk_test_contract"}
    assert expect(gateway.get("/api/payment-config"), 200).body == {"provider": "test", "publishableKey": None}


def test_with_the_test_provider_there_is_no_webhook(gateway):
    body = event("pi_x")
    expect(gateway.post("/api/stripe/webhook", data=body, headers={"Stripe-Signature": signature(body),
                                                                   "Content-Type": "application/json"}), 404)


def test_a_signed_event_marks_the_payment_succeeded_once(stripe_billing, gateway, admin_session):
    project = accepted_project(gateway, admin_session, amount=2500)
    intent = stripe_payment(project)
    body = event(intent)
    first = post(stripe_billing, body, signature(body))
    assert first.status_code == 200 and first.json() == {"received": True}
    stages = expect(stages_of(gateway, project.client.session, project.id), 200).body
    assert stages["stages"][0]["status"] == "paid" and stages["held"] == "1250.00"
    # Stripe redelivers until it sees a 200, and may deliver twice anyway: the same event changes nothing again.
    for _ in range(3):
        assert post(stripe_billing, body, signature(body)).status_code == 200
    assert rows(f"SELECT count(*) FROM billing.ledger_transfers t JOIN billing.payments p ON p.id = t.payment_id "
                f"WHERE p.intent_id = '{intent}'") == [["1"]]


def test_forged_stale_and_unsigned_events_are_refused(stripe_billing, gateway, admin_session):
    project = accepted_project(gateway, admin_session, amount=2500)
    intent = stripe_payment(project)
    body = event(intent)
    now = int(time.time())
    # Well outside the 300 s tolerance (its exact edge is a unit test): the server's clock moves on while we post.
    for header in (None, "", "t=abc,v1=00", f"t={now}", signature(body, secret="whsec_someone_else"),
                   signature(body, at=now - 360), signature(body, at=now + 360),
                   signature(b'{"id":"evt_other"}')):
        response = post(stripe_billing, body, header)
        assert response.status_code == 400, (header, response.text)
        assert response.json()["message"] == "Invalid signature"
    # A valid signature over another body does not carry over to this one.
    tampered = body.replace(b"payment_intent.succeeded", b"payment_intent.succeeded ")
    assert post(stripe_billing, tampered, signature(body)).status_code == 400
    assert rows(f"SELECT status FROM billing.payments WHERE intent_id = '{intent}'") == [["requires_payment_method"]]
    assert expect(stages_of(gateway, project.client.session, project.id), 200).body["stages"][0]["status"] == "pending"


def test_a_failed_payment_keeps_stripes_message_and_odd_events_are_acknowledged(stripe_billing, gateway,
                                                                                admin_session):
    project = accepted_project(gateway, admin_session, amount=2500)
    intent = stripe_payment(project)
    failed = event(intent, "payment_intent.payment_failed",
                   last_payment_error={"message": "Your card has insufficient funds."})
    assert post(stripe_billing, failed, signature(failed)).status_code == 200
    assert rows(f"SELECT status, last_error FROM billing.payments WHERE intent_id = '{intent}'") == [
        ["requires_payment_method", "Your card has insufficient funds."]]
    for odd in (event("pi_unknown_to_billing"), event(intent, "charge.refunded"),
                json.dumps({"id": "evt_" + uuid.uuid4().hex, "type": "payment_intent.succeeded",
                            "data": {"object": {"id": 7}}}).encode(),
                json.dumps({"id": "evt_" + uuid.uuid4().hex, "type": "payment_intent.succeeded",
                            "data": []}).encode()):
        assert post(stripe_billing, odd, signature(odd)).status_code == 200
    # Stripe's message is kept within 500 bytes without cutting a character in two.
    long_failure = event(intent, "payment_intent.payment_failed", last_payment_error={"message": "é" * 400})
    assert post(stripe_billing, long_failure, signature(long_failure)).status_code == 200
    assert rows(f"SELECT last_error FROM billing.payments WHERE intent_id = '{intent}'") == [["é" * 250]]
    nul_id = json.dumps({"id": "evt_\u0000x", "type": "payment_intent.succeeded",
                         "data": {"object": {"id": intent}}}).encode()
    assert post(stripe_billing, nul_id, signature(nul_id)).status_code == 400
    for not_an_event in (b"[]", b"null", b"{not json", json.dumps({"type": "x"}).encode()):
        assert post(stripe_billing, not_an_event, signature(not_an_event)).status_code == 400
    assert rows(f"SELECT status FROM billing.payments WHERE intent_id = '{intent}'") == [["requires_payment_method"]]


def test_a_success_for_an_outdated_plan_intent_is_recorded_but_does_not_change_the_plan(stripe_billing, api, gateway):
    # With Stripe the browser confirms the card at Stripe: billing learns of it from the webhook, whose word on money
    # is final. An intent made on starter, reported paid after the member bought another plan, is recorded (the money
    # moved) but does not replace the plan they are on.
    member = register(api, role="client")
    bought = subscribe(gateway, member, "professional", "monthly")
    intent = "pi_" + uuid.uuid4().hex[:24]
    execute("INSERT INTO billing.payments (intent_id, client_secret, payer_id, kind, plan, billing_cycle, "
            f"based_on_version, amount_cents, description, status) VALUES ('{intent}', '{intent}_secret_x', "
            f"{member.id}, 'subscription', 'enterprise', 'monthly', 1, 9900, 'CabinetWorks Enterprise, billed monthly',"
            " 'requires_payment_method')")
    body = event(intent)
    assert post(stripe_billing, body, signature(body)).status_code == 200
    assert rows(f"SELECT status, stale_reason FROM billing.payments WHERE intent_id = '{intent}'") == [
        ["succeeded", "Your subscription changed since this payment was started: choose your plan again."]]
    assert expect(gateway.get("/api/subscription-status", session=member.session), 200).body == bought
    assert rows(f"SELECT sum(amount_cents) FROM billing.ledger_entries WHERE account = 'client:{member.id}'") == [
        [str(-2900 - 9900)]], "the money the provider took is in the ledger"
    assert owed_back(intent) == [["platform:refunds-due", "9900"]], "for an operator to refund"


def owed_back(intent: str) -> list[list[str]]:
    return rows("SELECT e.account, e.amount_cents FROM billing.ledger_entries e "
                "JOIN billing.ledger_transfers t ON t.id = e.transfer_id "
                "JOIN billing.payments p ON p.id = t.payment_id "
                f"WHERE p.intent_id = '{intent}' AND e.amount_cents > 0")


def test_an_older_stage_intent_paid_at_stripe_pays_the_stage_while_the_newer_one_is_unpaid(stripe_billing, gateway,
                                                                                          admin_session):
    project = accepted_project(gateway, admin_session, amount=2500)
    older = stripe_payment(project)
    execute(f"UPDATE billing.payments SET status = 'canceled' WHERE intent_id = '{older}'")
    newer = stripe_payment(project)
    body = event(older)
    assert post(stripe_billing, body, signature(body)).status_code == 200
    assert rows(f"SELECT intent_id, status, stale_reason FROM billing.payments WHERE project_id = {project.id} "
                "ORDER BY id") == [[older, "succeeded", ""], [newer, "canceled", ""]]
    view = expect(stages_of(gateway, project.client.session, project.id), 200).body
    assert view["stages"][0]["status"] == "paid" and view["held"] == "1250.00"
    assert owed_back(older) == [[f"escrow:project:{project.id}", "125000"]]


def test_a_stage_paid_twice_at_stripe_is_held_once_and_the_second_payment_is_owed_back(stripe_billing, gateway,
                                                                                        admin_session):
    project = accepted_project(gateway, admin_session, amount=2500)
    older = stripe_payment(project)
    execute(f"UPDATE billing.payments SET status = 'canceled' WHERE intent_id = '{older}'")
    newer = stripe_payment(project)
    for intent in (newer, older):
        body = event(intent)
        assert post(stripe_billing, body, signature(body)).status_code == 200
    assert rows(f"SELECT intent_id, status, stale_reason FROM billing.payments WHERE project_id = {project.id} "
                "ORDER BY id") == [[older, "succeeded", "A newer payment replaced this one for the down payment."],
                                   [newer, "succeeded", ""]]
    view = expect(stages_of(gateway, project.client.session, project.id), 200).body
    assert [s["status"] for s in view["stages"]] == ["paid", "pending", "pending"] and view["held"] == "1250.00"
    assert owed_back(newer) == [[f"escrow:project:{project.id}", "125000"]]
    assert owed_back(older) == [["platform:refunds-due", "125000"]]


@pytest.fixture
def billing_events(config):
    """billing.events from now on."""
    from lib.kafka_tail import TopicTail
    tail = TopicTail(config.kafka_bootstrap, "billing.events")
    yield tail
    tail.close()


def member_with_stripe_subscription(api, gateway) -> tuple:
    """A member on a monthly professional plan that Stripe renews (its subscription id written as billing writes it
    when Stripe made the subscription)."""
    member = register(api, role="client")
    subscribe(gateway, member, "professional", "monthly")
    subscription = "sub_" + uuid.uuid4().hex[:24]
    execute(f"UPDATE billing.subscriptions SET provider_subscription_id = '{subscription}' WHERE user_id = {member.id}")
    return member, subscription


def invoice_event(invoice: str, kind: str, subscription: str, **extra) -> bytes:
    return json.dumps({"id": "evt_" + uuid.uuid4().hex, "object": "event", "type": kind,
                       "data": {"object": {"id": invoice, "object": "invoice", "subscription": subscription,
                                           **extra}}}).encode()


def renewal_events(tail, member, expected: int) -> list[dict]:
    return events_seen(tail, lambda e: e["type"] in ("subscription.renewal_failed", "payment.failed") and
                       e["data"].get("userId", e["data"].get("payerId")) == member.id, expected=expected)


def test_a_renewal_stripe_could_not_charge_is_told_once_and_kept_in_the_payments(stripe_billing, api, gateway,
                                                                                billing_events):
    member, subscription = member_with_stripe_subscription(api, gateway)
    before = expect(gateway.get("/api/subscription-status", session=member.session), 200).body
    invoice = "in_" + uuid.uuid4().hex[:24]
    next_attempt = int(time.time()) + 3 * 86400
    failed = invoice_event(invoice, "invoice.payment_failed", subscription, billing_reason="subscription_cycle",
                           attempt_count=1, next_payment_attempt=next_attempt,
                           last_finalization_error={"message": "Your card has insufficient funds."})
    # Stripe may deliver an event twice: it is applied once.
    for _ in range(2):
        assert post(stripe_billing, failed, signature(failed)).status_code == 200
    told = renewal_events(billing_events, member, expected=1)
    assert [e["type"] for e in told] == ["subscription.renewal_failed"], "one event, and no payment.failed"
    data = told[0]["data"]
    assert data | {"failedAt": None} == {
        "userId": member.id, "plan": "professional", "billingCycle": "monthly", "amountCents": 2900,
        "reason": "Your card has insufficient funds.", "attemptCount": 1,
        "nextAttemptAt": time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(next_attempt)), "failedAt": None}
    shown = expect(gateway.get(f"/api/payments/in_{invoice}", session=member.session), 200).body
    assert (shown["status"], shown["lastError"], shown["amountCents"], shown["kind"]) == (
        "failed", "Your card has insufficient funds.", 2900, "subscription")
    assert shown["description"].startswith("Renewal: ") and shown["succeededAt"] is None
    assert expect(gateway.get("/api/subscription-status", session=member.session), 200).body == before

    # Stripe's last attempt fails too (no next attempt, no message of its own): the same payment, told again.
    last = invoice_event(invoice, "invoice.payment_failed", subscription, billing_reason="subscription_cycle",
                         attempt_count=4, next_payment_attempt=None)
    assert post(stripe_billing, last, signature(last)).status_code == 200
    data = renewal_events(billing_events, member, expected=1)[0]["data"]
    assert (data["reason"], data["attemptCount"], data["nextAttemptAt"]) == ("Your card was declined.", 4, None)
    assert rows(f"SELECT count(*) FROM billing.payments WHERE payer_id = {member.id} AND status = 'failed'") == [["1"]]

    # A retry that Stripe charged after all: the failed payment succeeds and the plan runs another period.
    paid = invoice_event(invoice, "invoice.paid", subscription, billing_reason="subscription_cycle")
    assert post(stripe_billing, paid, signature(paid)).status_code == 200
    assert expect(gateway.get(f"/api/payments/in_{invoice}", session=member.session), 200).body["status"] == \
        "succeeded"
    after = expect(gateway.get("/api/subscription-status", session=member.session), 200).body
    assert after["currentPeriodEnd"] > before["currentPeriodEnd"]


def test_a_failed_invoice_that_is_no_renewal_tells_nothing(stripe_billing, api, gateway, billing_events):
    member, subscription = member_with_stripe_subscription(api, gateway)
    invoice = "in_" + uuid.uuid4().hex[:24]
    for reason in ("subscription_create", "manual"):
        body = invoice_event(invoice, "invoice.payment_failed", subscription, billing_reason=reason, attempt_count=1)
        assert post(stripe_billing, body, signature(body)).status_code == 200
    assert renewal_events(billing_events, member, expected=0) == []
    assert rows(f"SELECT count(*) FROM billing.payments WHERE intent_id = 'in_{invoice}'") == [["0"]]


def stripe_trial(member) -> tuple[str, str]:
    """A free trial's setup as billing stores one Stripe made (a subscription with trial_period_days, its
    pending_setup_intent; the adapter's call is tested against stripe-mock in ctest): (setup intent, subscription)."""
    setup = "seti_" + uuid.uuid4().hex[:24]
    subscription = "sub_" + uuid.uuid4().hex[:24]
    execute("INSERT INTO billing.payments (intent_id, client_secret, payer_id, kind, plan, billing_cycle, "
            "based_on_version, amount_cents, description, status, provider_subscription_id) VALUES "
            f"('{setup}', '{setup}_secret_x', {member.id}, 'subscription', 'professional', 'monthly', "
            f"coalesce((SELECT version FROM billing.subscriptions WHERE user_id = {member.id}), 1), 0, "
            "'CabinetWorks Professional, billed monthly: 14 days free, then $29.00 per month', "
            f"'requires_payment_method', '{subscription}')")
    return setup, subscription


def setup_event(setup: str, kind: str = "setup_intent.succeeded", **extra) -> bytes:
    return json.dumps({"id": "evt_" + uuid.uuid4().hex, "object": "event", "type": kind,
                       "data": {"object": {"id": setup, "object": "setup_intent", **extra}}}).encode()


def test_a_trial_starts_when_stripe_saved_the_card_and_its_first_charge_comes_as_a_renewal(stripe_billing, api,
                                                                                          gateway):
    # What stripe-mock cannot show (its answers are canned): Stripe's trial dates and the charge it makes by itself
    # at the trial's end. Billing's side of both is its webhooks: setup_intent.succeeded starts the trial,
    # invoice.paid (billing_reason subscription_cycle) is the first charge.
    member = register(api, role="client")
    expect(gateway.get("/api/subscription-status", session=member.session), 200)
    setup, subscription = stripe_trial(member)
    saved = setup_event(setup)
    for _ in range(2):
        assert post(stripe_billing, saved, signature(saved)).status_code == 200
    trial = expect(gateway.get("/api/subscription-status", session=member.session), 200).body
    assert (trial["plan"], trial["status"], trial["isTrial"]) == ("professional", "trialing", True)
    assert trial["trialEndsAt"] == trial["currentPeriodEnd"]
    assert rows(f"SELECT count(*) FROM billing.ledger_transfers t JOIN billing.payments p ON p.id = t.payment_id "
                f"WHERE p.payer_id = {member.id}") == [["0"]], "nothing charged"

    invoice = "in_" + uuid.uuid4().hex[:24]
    paid = invoice_event(invoice, "invoice.paid", subscription, billing_reason="subscription_cycle")
    assert post(stripe_billing, paid, signature(paid)).status_code == 200
    after = expect(gateway.get("/api/subscription-status", session=member.session), 200).body
    assert (after["plan"], after["status"], after["isTrial"], after["trialEndsAt"]) == (
        "professional", "active", False, None)
    assert after["currentPeriodEnd"] > trial["trialEndsAt"], "the period continues after the trial"
    charge = expect(gateway.get(f"/api/payments/in_{invoice}", session=member.session), 200).body
    assert (charge["status"], charge["amountCents"]) == ("succeeded", 2900)
    assert charge["description"] == "First charge after the free trial: CabinetWorks Professional, billed monthly"
    assert rows(f"SELECT e.account, e.amount_cents FROM billing.ledger_entries e JOIN billing.ledger_transfers t "
                f"ON t.id = e.transfer_id JOIN billing.payments p ON p.id = t.payment_id "
                f"WHERE p.intent_id = 'in_{invoice}' ORDER BY e.amount_cents") == [
        [f"client:{member.id}", "-2900"], ["platform:revenue", "2900"]]


def test_a_first_charge_stripe_could_not_make_ends_the_trial_like_a_failed_renewal(stripe_billing, api, gateway,
                                                                                  billing_events):
    member = register(api, role="engineer")
    expect(gateway.get("/api/subscription-status", session=member.session), 200)
    setup, subscription = stripe_trial(member)
    saved = setup_event(setup)
    assert post(stripe_billing, saved, signature(saved)).status_code == 200
    invoice = "in_" + uuid.uuid4().hex[:24]
    failed = invoice_event(invoice, "invoice.payment_failed", subscription, billing_reason="subscription_cycle",
                           attempt_count=1, next_payment_attempt=int(time.time()) + 86400)
    assert post(stripe_billing, failed, signature(failed)).status_code == 200
    told = renewal_events(billing_events, member, expected=1)
    assert [e["type"] for e in told] == ["subscription.renewal_failed"]
    now = expect(gateway.get("/api/subscription-status", session=member.session), 200).body
    assert (now["plan"], now["status"], now["isTrial"]) == ("professional", "active", False), \
        "Stripe retries; its giving up (customer.subscription.deleted) ends the plan"


def test_a_setup_stripe_could_not_make_leaves_the_member_on_starter(stripe_billing, api, gateway):
    member = register(api, role="client")
    expect(gateway.get("/api/subscription-status", session=member.session), 200)
    setup, _ = stripe_trial(member)
    failed = setup_event(setup, "setup_intent.setup_failed",
                         last_setup_error={"message": "Your card was declined."})
    assert post(stripe_billing, failed, signature(failed)).status_code == 200
    assert rows(f"SELECT status, last_error FROM billing.payments WHERE intent_id = '{setup}'") == [
        ["requires_payment_method", "Your card was declined."]]
    assert expect(gateway.get("/api/subscription-status", session=member.session), 200).body["plan"] == "starter"


def test_a_setup_for_an_outdated_trial_is_recorded_with_nothing_owed_back(stripe_billing, api, gateway):
    # The member paid for a plan meanwhile: the trial's setup no longer fits, and it moved no money.
    member = register(api, role="client")
    expect(gateway.get("/api/subscription-status", session=member.session), 200)
    setup, _ = stripe_trial(member)
    bought = subscribe(gateway, member, "enterprise", "monthly")
    saved = setup_event(setup)
    assert post(stripe_billing, saved, signature(saved)).status_code == 200
    assert rows(f"SELECT status, stale_reason IS NOT NULL FROM billing.payments WHERE intent_id = '{setup}'") == [
        ["succeeded", "t"]]
    assert owed_back(setup) == []
    assert expect(gateway.get("/api/subscription-status", session=member.session), 200).body == bought
