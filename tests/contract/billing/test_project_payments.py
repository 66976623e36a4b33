"""Paying a project's stages into escrow: POST /api/create-project-payment, the built-in test provider's cards
(POST /api/payments/confirm and /authenticate), GET /api/project-payments/{id}, and the ledger behind it (held money
leaves escrow only by projects' decisions: test_escrow_decisions.py). Every amount comes from the accepted bid
(50 / 30 / 20 %, in cents, the last stage taking the remainder); only the project's client pays, stages in order,
each once; a repeated Idempotency-Key gets the first answer.
Responses are validated against services/billing/openapi.yaml."""
from __future__ import annotations

import json
import subprocess
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest

from lib.api_client import ApiClient, expect
from lib.billing import (AUTHENTICATES, DECLINED, INSUFFICIENT_FUNDS, SUCCEEDS, accepted_project,
                         assert_ledger_matches_stage_view, card, confirm, events_seen, milestone_approved, pay_stage,
                         processed_by_billing, publish_decisions, stage_form, stages_of, start_stage)
from lib.database import PG_ADMIN_URL, rows
from lib.logs import LogTail
from lib.projects import new_client, post_project
from lib.users import register
from lib.waiting import wait_until


@pytest.fixture
def project(gateway, admin_session):
    return accepted_project(gateway, admin_session, amount="2500.01")


def payments_of(project_id: int) -> list[list[str]]:
    return rows(f"SELECT stage, status, amount_cents FROM billing.payments WHERE project_id = {int(project_id)} "
                "ORDER BY id")


def test_the_stages_split_the_accepted_bid_50_30_20_with_the_remainder_last(billing_api, project):
    body = expect(stages_of(billing_api, project.client.session, project.id), 200).body
    assert body["total"] == "2500.01"
    assert [(s["paymentType"], s["percent"], s["amount"], s["status"]) for s in body["stages"]] == [
        ("down_payment", 50, "1250.00", "pending"),
        ("milestone", 30, "750.00", "pending"),
        ("final_payment", 20, "500.01", "pending"),
    ]
    assert sum(s["amountCents"] for s in body["stages"]) == body["totalCents"] == 250001
    assert body["nextPayable"] == "down_payment" and body["viewerIsClient"] is True
    assert expect(stages_of(billing_api, project.engineer.session, project.id), 200).body["viewerIsClient"] is False


def test_a_client_pays_the_down_payment_and_it_is_held(billing_api, project):
    intent = expect(start_stage(billing_api, project.client.session, project.id, "down_payment", 1250), 200).body
    assert intent["amount"] == "1250.00" and intent["status"] == "requires_payment_method"
    assert intent["clientSecret"].startswith(intent["paymentIntentId"] + "_secret_")
    assert expect(confirm(billing_api, project.client.session, intent["clientSecret"]), 200).body == {
        "paymentIntentId": intent["paymentIntentId"], "status": "succeeded"}

    body = expect(stages_of(billing_api, project.engineer.session, project.id), 200).body
    assert [s["status"] for s in body["stages"]] == ["paid", "pending", "pending"]
    assert body["held"] == "1250.00" and body["released"] == "0.00" and body["nextPayable"] == "milestone"
    assert [(s["releasedAt"], s["releasedAmount"], s["refundedAmount"]) for s in body["stages"]] == [
        (None, "0.00", "0.00")] * 3
    payment = expect(billing_api.get(f"/api/payments/{intent['paymentIntentId']}", session=project.client.session),
                     200).body
    assert payment["status"] == "succeeded" and payment["kind"] == "project_stage"
    assert payment["projectId"] == project.id and payment["paymentType"] == "down_payment"


def test_stages_are_paid_in_order_and_once(billing_api, project):
    session = project.client.session
    expect(start_stage(billing_api, session, project.id, "milestone", 750), 409,
           "Pay the down payment before the design approval.")
    expect(start_stage(billing_api, session, project.id, "final_payment", "500.01"), 409,
           "Pay the design approval before the final delivery.")
    first = expect(start_stage(billing_api, session, project.id, "down_payment", 1250), 200).body
    again = expect(start_stage(billing_api, session, project.id, "down_payment", "1250.00"), 200).body
    assert again["paymentIntentId"] == first["paymentIntentId"], "an unpaid stage keeps its one intent"
    expect(confirm(billing_api, session, first["clientSecret"]), 200)
    expect(start_stage(billing_api, session, project.id, "down_payment", 1250), 409, "The down payment is already paid.")
    pay_stage(billing_api, session, project.id, "milestone", 750)
    pay_stage(billing_api, session, project.id, "final_payment", 500.01)
    body = expect(stages_of(billing_api, session, project.id), 200).body
    assert [s["status"] for s in body["stages"]] == ["paid", "paid", "paid"]
    assert body["held"] == "2500.01" and body["nextPayable"] is None
    assert payments_of(project.id) == [["down_payment", "succeeded", "125000"], ["milestone", "succeeded", "75000"],
                                       ["final_payment", "succeeded", "50001"]]


@pytest.mark.parametrize("amount", [1250.01, 1249.99, 2500.01, "1250.001", 1, 0, -1250, "abc", None, True, 1e300])
def test_an_amount_other_than_the_stage_is_refused(billing_api, project, amount):
    response = start_stage(billing_api, project.client.session, project.id, "down_payment", amount)
    expect(response, 400)
    assert "amount" in response.body["message"]
    assert payments_of(project.id) == []


def test_a_milestone_payment_carries_milestone_1_and_only_it_does(billing_api, project):
    session = project.client.session
    pay_stage(billing_api, session, project.id, "down_payment", 1250)
    form = {"projectId": project.id, "amount": 750, "paymentType": "milestone"}
    expect(billing_api.post("/api/create-project-payment", json=form, session=session), 400,
           "milestone must be 1 for a milestone payment")
    expect(billing_api.post("/api/create-project-payment", json={**form, "milestone": 2}, session=session), 400)
    expect(billing_api.post("/api/create-project-payment", json={**stage_form(project.id, "down_payment", 1250),
                                                                  "milestone": 1}, session=session), 400)
    expect(billing_api.post("/api/create-project-payment", json={**form, "milestone": 1}, session=session), 200)


def test_nothing_more_is_paid_into_a_completed_project(billing_api, gateway, project):
    """projects completes a project only with nothing held (issue 28); a payment started before it completed, or
    asked for after, must not put money into escrow that no review can release."""
    started = expect(start_stage(billing_api, project.client.session, project.id, "down_payment", 1250), 200).body
    expect(gateway.post(f"/api/projects/{project.id}/complete", session=project.client.session), 200)
    closed = "This project is completed: nothing more is paid into it."
    refused = wait_until(lambda: start_stage(billing_api, project.client.session, project.id, "down_payment", 1250),
                         until=lambda answer: answer.status == 409, timeout=30,
                         what="billing to hear that the project was completed")
    assert refused.body == {"message": closed, "code": "project_closed"}
    expect(confirm(billing_api, project.client.session, started["clientSecret"]), 409,
           f"{closed} This payment was not charged.")
    assert payments_of(project.id) == [["down_payment", "canceled", "125000"]]
    body = expect(stages_of(billing_api, project.client.session, project.id), 200).body
    assert body["held"] == "0.00" and [s["status"] for s in body["stages"]] == ["pending"] * 3


def test_only_the_projects_client_pays(billing_api, gateway, project):
    other_client = register(gateway, role="client")
    for session in (project.engineer.session, other_client.session):
        expect(start_stage(billing_api, session, project.id, "down_payment", 1250), 403,
               "Only the project's client can pay for it.")
        expect(stages_of(billing_api, other_client.session, project.id), 403)
    expect(start_stage(billing_api, None, project.id, "down_payment", 1250), 401)
    assert payments_of(project.id) == []


def test_another_member_cannot_confirm_or_see_the_clients_payment(billing_api, gateway, project):
    intent = expect(start_stage(billing_api, project.client.session, project.id, "down_payment", 1250), 200).body
    intruder = register(gateway, role="client")
    expect(confirm(billing_api, intruder.session, intent["clientSecret"]), 404, "Payment not found")
    expect(billing_api.get(f"/api/payments/{intent['paymentIntentId']}", session=intruder.session), 404)
    forged = intent["paymentIntentId"] + "_secret_" + "0" * 32
    expect(confirm(billing_api, project.client.session, forged), 404, "Payment not found")
    assert payments_of(project.id) == [["down_payment", "requires_payment_method", "125000"]]


def test_a_project_without_an_accepted_bid_or_unknown_to_billing(billing_api, gateway):
    client = new_client(gateway)
    posted = post_project(gateway, client)
    message = "This project has no accepted bid yet: its payments open once a bid is accepted."
    wait_until(lambda: stages_of(billing_api, client.session, posted["id"]).body.get("message"),
               until=lambda m: m == message, timeout=60, what="billing to learn of the posted project")
    expect(start_stage(billing_api, client.session, posted["id"], "down_payment", 100), 409, message)
    expect(start_stage(billing_api, client.session, 10**15, "down_payment", 100), 404, "Project not found")
    for project_id in ("abc", "0", "-1", "99999999999999999999"):
        expect(stages_of(billing_api, client.session, project_id), 404)


def test_declined_cards_say_why_and_another_card_can_pay_the_same_intent(billing_api, project):
    session = project.client.session
    intent = expect(start_stage(billing_api, session, project.id, "down_payment", 1250), 200).body
    expect(confirm(billing_api, session, intent["clientSecret"], DECLINED), 402, "Your card was declined.")
    expect(confirm(billing_api, session, intent["clientSecret"], INSUFFICIENT_FUNDS), 402,
           "Your card has insufficient funds.")
    expect(confirm(billing_api, session, intent["clientSecret"], "4000 0000 0000 0077"), 402)
    expect(confirm(billing_api, session, intent["clientSecret"], "4242 4242 4242 4241"), 400,
           "Your card number is incorrect.")
    payment = expect(billing_api.get(f"/api/payments/{intent['paymentIntentId']}", session=session), 200).body
    assert payment["status"] == "failed" and payment["lastError"]
    assert expect(stages_of(billing_api, session, project.id), 200).body["stages"][0]["status"] == "pending"
    expect(confirm(billing_api, session, intent["clientSecret"], SUCCEEDS), 200)
    assert expect(stages_of(billing_api, session, project.id), 200).body["stages"][0]["status"] == "paid"


@pytest.mark.parametrize("overrides, message", [
    ({"expYear": 2020}, "Your card's expiration date is in the past."),
    ({"cvc": "12"}, "Your card's security code is incomplete."),
    ({"number": "4242\u00004242"}, None),
    ({"expMonth": 13}, "expMonth must be a whole number from 1 to 12"),
])
def test_card_details_are_checked(billing_api, project, overrides, message):
    intent = expect(start_stage(billing_api, project.client.session, project.id, "down_payment", 1250), 200).body
    response = billing_api.post("/api/payments/confirm", json={"clientSecret": intent["clientSecret"],
                                                               "card": card(**overrides)},
                                session=project.client.session)
    expect(response, 400, message)


def test_the_authentication_card_needs_the_extra_step(billing_api, project):
    session = project.client.session
    intent = expect(start_stage(billing_api, session, project.id, "down_payment", 1250), 200).body
    secret = intent["clientSecret"]
    expect(billing_api.post("/api/payments/authenticate", json={"clientSecret": secret, "approve": True},
                            session=session), 409)
    assert expect(confirm(billing_api, session, secret, AUTHENTICATES), 200).body["status"] == "requires_action"
    assert expect(stages_of(billing_api, session, project.id), 200).body["stages"][0]["status"] == "pending"
    expect(billing_api.post("/api/payments/authenticate", json={"clientSecret": secret, "approve": False},
                            session=session), 402,
           "We are unable to authenticate your payment method. Please choose a different payment method and try "
           "again.")
    assert expect(confirm(billing_api, session, secret, AUTHENTICATES), 200).body["status"] == "requires_action"
    assert expect(billing_api.post("/api/payments/authenticate", json={"clientSecret": secret, "approve": True},
                                   session=session), 200).body["status"] == "succeeded"
    assert expect(stages_of(billing_api, session, project.id), 200).body["stages"][0]["status"] == "paid"


def test_fifty_concurrent_requests_with_one_idempotency_key_make_one_payment(config, billing_contract, project,
                                                                            billing_events):
    key = str(uuid.uuid4())

    def create(_: int):
        with ApiClient(config.base_url, billing_contract) as client:
            return start_stage(client, project.client.session, project.id, "down_payment", 1250, key=key)

    with ThreadPoolExecutor(max_workers=50) as pool:
        answers = list(pool.map(create, range(50)))
    assert {answer.status for answer in answers} == {200}, [a.describe() for a in answers if a.status != 200][:3]
    assert len({answer.body["paymentIntentId"] for answer in answers}) == 1
    assert payments_of(project.id) == [["down_payment", "requires_payment_method", "125000"]]

    # The same key for another request is refused; a confirmed payment is charged once whatever is repeated.
    with ApiClient(config.base_url, billing_contract) as client:
        expect(start_stage(client, project.client.session, project.id, "down_payment", 1250.5, key=key), 409,
               "This Idempotency-Key was already used for another request.")
        secret = answers[0].body["clientSecret"]
        with ThreadPoolExecutor(max_workers=10) as pool:
            confirmed = list(pool.map(lambda _: confirm(client, project.client.session, secret), range(10)))
    assert {answer.status for answer in confirmed} == {200}
    assert rows("SELECT count(*) FROM billing.ledger_transfers t JOIN billing.payments p ON p.id = t.payment_id "
                f"WHERE p.project_id = {project.id}") == [["1"]]
    events = events_seen(billing_events, lambda e: e["type"] == "payment.succeeded" and
                         e["data"]["projectId"] == project.id, expected=1)
    assert len(events) == 1, events
    assert events[0]["data"] | {"paymentId": None, "succeededAt": None} == {
        "paymentId": None, "payerId": project.client.id, "kind": "project_stage", "projectId": project.id,
        "paymentType": "down_payment", "amountCents": 125000, "currency": "usd", "succeededAt": None,
        "escrow": True}


def test_creates_of_one_stage_at_once_with_different_keys_or_none_give_its_one_intent(config, billing_contract,
                                                                                       project):
    # Each create reads what it checks after it holds the project's price lock, so the ones that waited see the intent
    # the first one made and answer with it (none fails on the one-intent-per-stage index).
    def create(n: int):
        with ApiClient(config.base_url, billing_contract) as client:
            key = None if n % 2 else str(uuid.uuid4())
            return start_stage(client, project.client.session, project.id, "down_payment", 1250, key=key)

    with ThreadPoolExecutor(max_workers=20) as pool:
        answers = list(pool.map(create, range(20)))
    assert {answer.status for answer in answers} == {200}, [a.describe() for a in answers if a.status != 200][:3]
    assert len({(answer.body["paymentIntentId"], answer.body["clientSecret"]) for answer in answers}) == 1
    assert payments_of(project.id) == [["down_payment", "requires_payment_method", "125000"]]


def test_a_create_stores_its_answer_under_its_key_with_the_intent(billing_api, project):
    # The intent and the key's answer are written by one statement: a repeat gets the stored answer as it was given.
    key = str(uuid.uuid4())
    first = expect(start_stage(billing_api, project.client.session, project.id, "down_payment", 1250, key=key),
                   200).body
    stored = rows("SELECT status, body FROM billing.idempotency_keys "
                  f"WHERE user_id = {project.client.id} AND key = '{key}'")
    assert len(stored) == 1 and stored[0][0] == "200"
    assert json.loads(stored[0][1]) == first
    again = expect(start_stage(billing_api, project.client.session, project.id, "down_payment", 1250, key=key),
                   200).body
    assert again == first
    # Another request without the key gets the same intent too (the stage has one), read from the payment.
    assert expect(start_stage(billing_api, project.client.session, project.id, "down_payment", 1250), 200).body == first


def test_the_ledger_balances_and_holds_what_the_stages_say(billing_api, config, project, billing_events):
    session = project.client.session
    pay_stage(billing_api, session, project.id, "down_payment", 1250)
    pay_stage(billing_api, session, project.id, "milestone", 750)
    approval = milestone_approved(project, "down_payment")
    publish_decisions(config, project, approval)
    processed_by_billing(approval)
    # Every transfer is two entries summing to zero, so the whole ledger sums to zero.
    assert rows("SELECT coalesce(sum(amount_cents), 0) FROM billing.ledger_entries") == [["0"]]
    view = assert_ledger_matches_stage_view(billing_api, project)
    assert (view["held"], view["released"]) == ("750.00", "1250.00")
    # The client's plan payment (accepted_project puts them on professional) is not the project's.
    balances = dict(rows("SELECT e.account, sum(e.amount_cents) FROM billing.ledger_entries e "
                         "JOIN billing.ledger_transfers t ON t.id = e.transfer_id "
                         "JOIN billing.payments p ON p.id = t.payment_id WHERE p.kind = 'project_stage' AND "
                         f"e.account IN ('client:{project.client.id}', 'escrow:project:{project.id}', "
                         f"'engineer:{project.engineer.id}') GROUP BY e.account"))
    assert balances == {f"client:{project.client.id}": "-200000", f"escrow:project:{project.id}": "75000",
                        f"engineer:{project.engineer.id}": "125000"}
    released = events_seen(billing_events, lambda e: e["type"] == "stage.released" and
                           e["data"]["projectId"] == project.id, expected=1)
    assert [(e["data"]["amountCents"], e["data"]["engineerId"], e["data"]["paymentType"]) for e in released] == [
        (125000, project.engineer.id, "down_payment")]


def hot_updates_of_payments() -> int:
    return int(rows("SELECT n_tup_hot_upd FROM pg_stat_user_tables WHERE relid = 'billing.payments'::regclass")[0][0])


def test_paying_a_stage_is_a_hot_update_of_its_payment_row(billing_api, project):
    """Marking a stage payment paid changes its status, card, succeeded_at and updated_at, none of which an index of
    billing.payments names (migration 0019): PostgreSQL writes the new version on the same page and no index entry
    (a HOT update). Checked on the update the confirm makes, in a transaction of its own that is rolled back (its
    counters are exact whatever else runs), and on the confirm itself (the table's counters grow)."""
    intent = expect(start_stage(billing_api, project.client.session, project.id, "down_payment", 1250), 200).body
    payment_id = int(rows(f"SELECT id FROM billing.payments WHERE intent_id = '{intent['paymentIntentId']}'")[0][0])
    script = ("BEGIN;\n"
              "UPDATE billing.payments SET status = 'succeeded', last_error = NULL, card_brand = 'visa', "
              f"card_last4 = '4242', succeeded_at = now(), updated_at = now() WHERE id = {payment_id};\n"
              "SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_xact_user_tables "
              "WHERE relid = 'billing.payments'::regclass;\n"
              "ROLLBACK;\n")
    result = subprocess.run(["psql", PG_ADMIN_URL, "-At", "-q", "-F", " ", "-v", "ON_ERROR_STOP=1"], input=script,
                            capture_output=True, text=True, timeout=10, check=True)
    assert result.stdout.split() == ["1", "1"], result.stdout

    before = hot_updates_of_payments()
    expect(confirm(billing_api, project.client.session, intent["clientSecret"]), 200)
    wait_until(lambda: hot_updates_of_payments() > before, timeout=15,
               what="a HOT update of billing.payments after the confirm")


def test_the_ledger_refuses_an_unbalanced_or_changed_entry(billing_api, project):
    """The database itself keeps the ledger double-entry and append-only, whatever code writes to it."""
    pay_stage(billing_api, project.client.session, project.id, "down_payment", 1250)  # a transfer to add to
    unbalanced = ("BEGIN; INSERT INTO billing.ledger_transfers (kind, payment_id) "
                  "SELECT 'refund', id FROM billing.payments WHERE status = 'succeeded' AND id NOT IN "
                  "(SELECT payment_id FROM billing.ledger_transfers WHERE kind = 'refund') LIMIT 1; "
                  "INSERT INTO billing.ledger_entries VALUES (currval('billing.ledger_transfers_id_seq'), 'x', 5); "
                  "COMMIT;")
    # An entry, or a pair summing to zero, added later to a transfer that balanced: each transfer has exactly two.
    added = ("INSERT INTO billing.ledger_entries SELECT id, 'x', 5 FROM billing.ledger_transfers "
             "ORDER BY id DESC LIMIT 1")
    pair_added = ("INSERT INTO billing.ledger_entries SELECT id, a.account, a.cents FROM billing.ledger_transfers, "
                  "(VALUES ('x', 5), ('y', -5)) AS a (account, cents) WHERE id = "
                  "(SELECT max(id) FROM billing.ledger_transfers)")
    for sql, error in ((unbalanced, "does not balance"), (added, "does not balance"),
                       (pair_added, "does not balance"),
                       ("UPDATE billing.ledger_entries SET amount_cents = amount_cents WHERE false OR true", "append-only"),
                       ("DELETE FROM billing.ledger_transfers", "append-only")):
        result = subprocess.run(["psql", PG_ADMIN_URL, "-v", "ON_ERROR_STOP=1", "-c", sql], capture_output=True,
                                text=True, timeout=10)
        assert result.returncode != 0 and error in result.stderr, (sql, result.stderr)


def test_card_numbers_are_never_stored_or_logged(billing_api, project, config):
    log = LogTail(config.state_dir / "log" / "billing.log")
    intent = expect(start_stage(billing_api, project.client.session, project.id, "down_payment", 1250), 200).body
    expect(confirm(billing_api, project.client.session, intent["clientSecret"], DECLINED), 402)
    expect(confirm(billing_api, project.client.session, intent["clientSecret"], SUCCEEDS), 200)
    stored = rows("SELECT row_to_json(p)::text FROM billing.payments p WHERE project_id = " + str(project.id))
    assert stored and all("4242424242424242" not in row[0] and "4000000000000002" not in row[0] for row in stored)
    assert rows(f"SELECT card_brand, card_last4 FROM billing.payments WHERE project_id = {project.id}") == [
        ["visa", "4242"]]
    logged = log.text()
    for number in ("4242424242424242", "4242 4242 4242 4242", "4000000000000002", "4000 0000 0000 0002"):
        assert number not in logged
