"""A payment never holds a row lock while it waits for the card network. Billing asks the provider for an intent
between two transactions: the payment row is written as 'creating' with the provider's idempotency key and
committed, the provider is asked with no transaction open, then its intent is recorded. A slow provider then holds
no PostgreSQL connection in a transaction and blocks no other payment of the project; one that fails leaves the
payment being made, and asking again finishes it with the same key.

A second billing process runs here in Stripe mode against a small fake of Stripe's payment-intent API that answers
slowly (or fails) on purpose."""
from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import requests

from lib.billing import accepted_project
from lib.database import rows
from lib.instances import free_port, service_instance

SLOW_SECONDS = 2.0


class FakeStripe:
    """POST /v1/payment_intents, answered after `delay` seconds (or with a 500 while `failing`); each idempotency key
    gets one intent, as Stripe's own idempotency does."""

    def __init__(self):
        self.delay = 0.0
        self.failing = False
        self.asked = threading.Event()
        self.keys: list[str] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                key = self.headers.get("Idempotency-Key", "")
                fake.keys.append(key)
                fake.asked.set()
                time.sleep(fake.delay)
                if fake.failing or not self.path.startswith("/v1/payment_intents"):
                    self.send_response(500)
                    body = json.dumps({"error": {"message": "fake outage", "type": "api_error"}}).encode()
                else:
                    self.send_response(200)
                    intent = "pi_fake" + str(abs(hash(key)))[:12]
                    body = json.dumps({"id": intent, "object": "payment_intent", "client_secret": intent + "_secret_x",
                                       "status": "requires_payment_method"}).encode()
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.server = ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()


@pytest.fixture
def stripe_billing(config):
    fake = FakeStripe()
    try:
        with service_instance(config, "billing", "stripe-test", STRIPE_SECRET_KEY="sk_test_fake",
                              STRIPE_API_BASE=fake.url) as billing:
            yield fake, billing
    finally:
        fake.close()


def transactions_left_open() -> int:
    """billing's connections inside a transaction but doing nothing: a transaction waiting on the application."""
    return int(rows("SELECT count(*) FROM pg_stat_activity WHERE usename = 'billing' "
                    "AND state LIKE 'idle in transaction%'")[0][0])


def start_stage(billing, session: str, project_id: int, key: str | None = None) -> requests.Response:
    headers = {"Idempotency-Key": key} if key else {}
    return requests.post(f"{billing.base_url}/api/create-project-payment", cookies={"cw_session": session},
                         json={"projectId": project_id, "amount": "1250.00", "paymentType": "down_payment"},
                         headers=headers, timeout=30)


def test_a_slow_provider_holds_no_transaction_and_no_lock(gateway, admin_session, stripe_billing):
    fake, billing = stripe_billing
    deal = accepted_project(gateway, admin_session)
    fake.delay = SLOW_SECONDS
    answers = []
    creating = threading.Thread(target=lambda: answers.append(start_stage(billing, deal.client.session, deal.id)))
    creating.start()
    assert fake.asked.wait(10), "billing did not ask the provider"
    # While the provider thinks: the payment is recorded as being made, no transaction waits, and the project's
    # price row (which a payment locks while it checks the stage) is free.
    assert rows(f"SELECT status FROM billing.payments WHERE project_id = {deal.id}") == [["creating"]]
    assert transactions_left_open() == 0
    assert rows(f"SELECT count(*) FROM (SELECT 1 FROM billing.project_prices WHERE project_id = {deal.id} "
                "FOR UPDATE NOWAIT) AS free")[0][0] == "1"
    creating.join(30)
    assert answers and answers[0].status_code == 200, answers and answers[0].text
    assert answers[0].json()["clientSecret"].startswith("pi_fake")
    assert rows(f"SELECT status, provider_key IS NOT NULL FROM billing.payments WHERE project_id = {deal.id}") == [
        ["requires_payment_method", "t"]]


def test_a_provider_that_fails_leaves_the_payment_being_made_and_asking_again_finishes_it(
        gateway, admin_session, stripe_billing):
    fake, billing = stripe_billing
    deal = accepted_project(gateway, admin_session)
    fake.failing = True
    failed = start_stage(billing, deal.client.session, deal.id, key="stage-retry-1")
    assert failed.status_code == 503 and failed.json()["message"].startswith("The payment provider could not")
    assert rows(f"SELECT status FROM billing.payments WHERE project_id = {deal.id}") == [["creating"]]

    fake.failing = False
    again = start_stage(billing, deal.client.session, deal.id, key="stage-retry-1")
    assert again.status_code == 200, again.text
    # One payment row, asked for with one provider key both times (the provider gives the same intent for it).
    assert len(set(fake.keys)) == 1
    assert rows(f"SELECT count(*), min(status) FROM billing.payments WHERE project_id = {deal.id}") == [
        ["1", "requires_payment_method"]]
    # The same request again is answered from the stored answer, without asking the provider.
    asked = len(fake.keys)
    assert start_stage(billing, deal.client.session, deal.id, key="stage-retry-1").json() == again.json()
    assert len(fake.keys) == asked


def test_the_sweep_finishes_a_payment_left_half_made(config, gateway, admin_session):
    """A crash between asking the provider and recording its intent leaves the payment being made; the sweep asks the
    provider again with the payment's own key and records the intent, without the payer asking again."""
    fake = FakeStripe()
    try:
        with service_instance(config, "billing", "stripe-sweep-test", STRIPE_SECRET_KEY="sk_test_fake",
                              STRIPE_API_BASE=fake.url, BILLING_TEST_CLOCK="1") as billing:
            deal = accepted_project(gateway, admin_session)
            fake.failing = True
            assert start_stage(billing, deal.client.session, deal.id).status_code == 503
            fake.failing = False
            # A minute ago, as after a crash (the sweep leaves alone what a request may still be finishing).
            rows(f"UPDATE billing.payments SET updated_at = now() - interval '1 minute' "
                 f"WHERE project_id = {deal.id} RETURNING id")
            swept = requests.post(f"{billing.base_url}/internal/sweep", timeout=30)
            assert swept.status_code == 200 and swept.json()["paymentsFinished"] >= 1, swept.text
            status, intent, key = rows(f"SELECT status, intent_id, provider_key FROM billing.payments "
                                       f"WHERE project_id = {deal.id}")[0]
            assert status == "requires_payment_method" and intent.startswith("pi_fake")
            assert fake.keys == [key, key]
    finally:
        fake.close()
