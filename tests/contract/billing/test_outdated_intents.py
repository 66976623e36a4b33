"""An intent is checked again when it is charged, not only when it was made (issue 26, item 3). A member can hold
several unpaid intents at once (a renewing plan, one period of a plan, another plan); once one of them is paid the
others no longer match the member's state, and confirming one of them (POST /api/payments/confirm, or the
authentication step) is 409 `payment_outdated` with nothing charged. An intent a newer one replaced, or whose stage
is already paid, is refused the same way. Responses are validated against services/billing/openapi.yaml."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from lib.api_client import expect
from lib.billing import (AUTHENTICATES, accepted_project, confirm, events_seen, stages_of, start_stage,
                         subscribe)
from lib.database import execute, rows
from lib.users import register

NOT_CHARGED = " This payment was not charged."
ALREADY_BOUGHT = "You are already on the Professional plan, billed monthly." + NOT_CHARGED
CHANGED = "Your subscription changed since this payment was started: choose your plan again." + NOT_CHARGED


def status(billing_api, member) -> dict:
    return expect(billing_api.get("/api/subscription-status", session=member.session), 200).body


def intent(billing_api, member, path: str, body: dict) -> dict:
    """An intent that charges: a renewing plan's first period is paid at once, without the free trial."""
    if path == "/api/get-or-create-subscription":
        body = {"freeTrial": False, **body}
    return expect(billing_api.post(path, json=body, session=member.session), 200).body


def refused(response, message: str) -> None:
    expect(response, 409, message)
    assert response.body["code"] == "payment_outdated", response.describe()


def payments_of(member) -> list[list[str]]:
    return rows(f"SELECT intent_id, kind, plan, status FROM billing.payments WHERE payer_id = {int(member.id)} "
                "ORDER BY id")


def ledger_balance(member) -> list[list[str]]:
    return rows(f"SELECT coalesce(sum(amount_cents), 0) FROM billing.ledger_entries "
                f"WHERE account = 'client:{int(member.id)}'")


def test_of_three_intents_made_on_starter_only_the_first_confirm_charges(api, billing_api, billing_events):
    member = register(api, role="client")
    renewing = intent(billing_api, member, "/api/get-or-create-subscription",
                      {"plan": "professional", "billingCycle": "monthly"})
    one_period = intent(billing_api, member, "/api/create-payment-intent",
                        {"amount": 29, "plan": "professional", "billingCycle": "monthly"})
    enterprise = intent(billing_api, member, "/api/get-or-create-subscription",
                        {"plan": "enterprise", "billingCycle": "monthly"})
    assert len({renewing["paymentIntentId"], one_period["paymentIntentId"], enterprise["paymentIntentId"]}) == 3

    expect(confirm(billing_api, member.session, renewing["clientSecret"]), 200)
    bought = status(billing_api, member)
    assert (bought["plan"], bought["billingCycle"], bought["cancelAtPeriodEnd"]) == ("professional", "monthly", False)

    # Before: the second made the plan end after 60 days without renewing, the third dropped them for enterprise.
    refused(confirm(billing_api, member.session, one_period["clientSecret"]), ALREADY_BOUGHT)
    refused(confirm(billing_api, member.session, enterprise["clientSecret"]), CHANGED)
    refused(confirm(billing_api, member.session, enterprise["clientSecret"]), CHANGED)
    assert status(billing_api, member) == bought

    assert ledger_balance(member) == [["-2900"]], "only the first intent was charged"
    assert [(kind, plan, state) for _, kind, plan, state in payments_of(member)] == [
        ("subscription", "professional", "succeeded"), ("plan_period", "professional", "canceled"),
        ("subscription", "enterprise", "canceled")]
    for refused_intent in (one_period, enterprise):
        shown = expect(billing_api.get(f"/api/payments/{refused_intent['paymentIntentId']}", session=member.session),
                       200).body
        assert shown["status"] == "canceled" and shown["succeededAt"] is None
    # (The starter plan every new member is announced with may arrive in between: it is not a payment's change.)
    changes = events_seen(billing_events, lambda e: e["type"] in ("subscription.changed", "payment.succeeded") and
                          e["data"].get("userId", e["data"].get("payerId")) == member.id and
                          e["data"].get("plan") != "starter", expected=2)
    assert sorted((e["type"], e["data"].get("amountCents"), e["data"].get("plan")) for e in changes) == [
        ("payment.succeeded", 2900, None), ("subscription.changed", None, "professional")]

    # The member can still buy another plan: a new intent, made for the state they are in now.
    again = intent(billing_api, member, "/api/get-or-create-subscription",
                   {"plan": "enterprise", "billingCycle": "monthly"})
    assert again["paymentIntentId"] != enterprise["paymentIntentId"]
    expect(confirm(billing_api, member.session, again["clientSecret"]), 200)
    assert status(billing_api, member)["plan"] == "enterprise"


def test_intents_confirmed_at_once_charge_one_and_never_deadlock(api, billing_api):
    # A paid plan cancels the member's other intents while their confirms wait: every confirm locks the subscription
    # before the payment, in the order buying and the sweep take, so none of them fails with a deadlock (a 500).
    for _ in range(3):
        member = register(api, role="client")
        intents = [intent(billing_api, member, path, body) for path, body in (
            ("/api/get-or-create-subscription", {"plan": "professional", "billingCycle": "monthly"}),
            ("/api/create-payment-intent", {"amount": 29, "plan": "professional", "billingCycle": "monthly"}),
            ("/api/get-or-create-subscription", {"plan": "enterprise", "billingCycle": "monthly"}),
            ("/api/get-or-create-subscription", {"plan": "enterprise", "billingCycle": "yearly"}))]
        with ThreadPoolExecutor(max_workers=len(intents)) as pool:
            answers = list(pool.map(lambda i: confirm(billing_api, member.session, i["clientSecret"]), intents))
        assert sorted(a.status for a in answers) == [200, 409, 409, 409], [a.describe() for a in answers]
        assert all(a.body["code"] == "payment_outdated" for a in answers if a.status == 409)
        paid = [i for i, a in zip(intents, answers) if a.status == 200][0]
        assert ledger_balance(member) == [[str(-paid["amountCents"])]]
        assert [state for *_, state in payments_of(member)].count("succeeded") == 1


def test_the_authentication_step_of_an_outdated_intent_charges_nothing(api, billing_api):
    member = register(api, role="engineer")
    enterprise = intent(billing_api, member, "/api/get-or-create-subscription",
                        {"plan": "enterprise", "billingCycle": "yearly"})
    assert expect(confirm(billing_api, member.session, enterprise["clientSecret"], AUTHENTICATES), 200).body[
        "status"] == "requires_action"
    bought = subscribe(billing_api, member, "professional", "monthly")
    response = billing_api.post("/api/payments/authenticate",
                                json={"clientSecret": enterprise["clientSecret"], "approve": True},
                                session=member.session)
    refused(response, CHANGED)
    assert status(billing_api, member) == bought
    assert ledger_balance(member) == [["-2900"]]


def test_an_intent_made_before_the_subscription_changed_is_replaced_by_a_new_one(api, billing_api):
    member = register(api, role="client")
    subscribe(billing_api, member, "professional", "monthly")
    first = intent(billing_api, member, "/api/get-or-create-subscription",
                   {"plan": "enterprise", "billingCycle": "monthly"})
    assert intent(billing_api, member, "/api/get-or-create-subscription",
                  {"plan": "enterprise", "billingCycle": "monthly"})["paymentIntentId"] == first["paymentIntentId"]
    cancelled = expect(billing_api.post("/api/cancel-subscription", session=member.session), 200).body

    newer = intent(billing_api, member, "/api/get-or-create-subscription",
                   {"plan": "enterprise", "billingCycle": "monthly"})
    assert newer["paymentIntentId"] != first["paymentIntentId"], "an intent made for an older state is replaced"
    assert rows(f"SELECT status FROM billing.payments WHERE intent_id = '{first['paymentIntentId']}'") == [
        ["canceled"]]
    refused(confirm(billing_api, member.session, first["clientSecret"]), CHANGED)
    assert status(billing_api, member) == cancelled

    expect(confirm(billing_api, member.session, newer["clientSecret"]), 200)
    upgraded = status(billing_api, member)
    assert (upgraded["plan"], upgraded["cancelAtPeriodEnd"]) == ("enterprise", False)
    assert ledger_balance(member) == [[str(-2900 - 9900)]]


def test_a_stage_intent_a_newer_one_replaced_is_refused_and_the_stage_is_paid_once(billing_api, gateway,
                                                                                   admin_session):
    project = accepted_project(gateway, admin_session, amount=2500)
    session = project.client.session
    older = expect(start_stage(billing_api, session, project.id, "down_payment", 1250), 200).body
    # The older intent cancelled at the provider (as billing cancels an intent that no longer matches, or an
    # operator does in Stripe's dashboard): asking again gives a new intent for the stage.
    execute(f"UPDATE billing.payments SET status = 'canceled' WHERE intent_id = '{older['paymentIntentId']}'")
    newer = expect(start_stage(billing_api, session, project.id, "down_payment", 1250), 200).body
    assert newer["paymentIntentId"] != older["paymentIntentId"]

    refused(confirm(billing_api, session, older["clientSecret"]),
            "A newer payment replaced this one for the down payment." + NOT_CHARGED)
    assert [s["status"] for s in expect(stages_of(billing_api, session, project.id), 200).body["stages"]] == [
        "pending", "pending", "pending"]
    expect(confirm(billing_api, session, newer["clientSecret"]), 200)
    refused(confirm(billing_api, session, older["clientSecret"]),
            "A newer payment replaced this one for the down payment." + NOT_CHARGED)
    view = expect(stages_of(billing_api, session, project.id), 200).body
    assert [s["status"] for s in view["stages"]] == ["paid", "pending", "pending"] and view["held"] == "1250.00"
    assert rows("SELECT count(*), sum(e.amount_cents) FROM billing.ledger_transfers t "
                "JOIN billing.ledger_entries e ON e.transfer_id = t.id AND e.amount_cents > 0 "
                f"WHERE e.account = 'escrow:project:{project.id}'") == [["1", "125000"]]


def test_a_cancelled_stage_intent_is_never_charged(billing_api, gateway, admin_session):
    project = accepted_project(gateway, admin_session, amount=2500)
    session = project.client.session
    down = expect(start_stage(billing_api, session, project.id, "down_payment", 1250), 200).body
    execute(f"UPDATE billing.payments SET status = 'canceled' WHERE intent_id = '{down['paymentIntentId']}'")
    refused(confirm(billing_api, session, down["clientSecret"]), "This payment was cancelled." + NOT_CHARGED)
    assert expect(stages_of(billing_api, session, project.id), 200).body["held"] == "0.00"
    assert rows(f"SELECT status FROM billing.payments WHERE intent_id = '{down['paymentIntentId']}'") == [["canceled"]]


def test_get_or_create_subscription_refuses_an_amount_that_is_not_the_plans_price(api, billing_api):
    member = register(api, role="client")
    for body, message in (
            ({"amount": 1}, "The amount does not match the price of the Professional plan, billed monthly ($29.00)."),
            ({"amount": 29, "billingCycle": "yearly"},
             "The amount does not match the price of the Professional plan, billed yearly ($290.00)."),
            ({"amount": 29, "plan": "enterprise"},
             "The amount does not match the price of the Enterprise plan, billed monthly ($99.00)."),
            ({"amount": 0}, None), ({"amount": -29}, None), ({"amount": "29.001"}, None), ({"amount": "abc"}, None),
            ({"amount": [29]}, None)):
        expect(billing_api.post("/api/get-or-create-subscription", json=body, session=member.session), 400, message)
    assert rows(f"SELECT count(*) FROM billing.payments WHERE payer_id = {int(member.id)}") == [["0"]]
    # The price itself, or no amount at all (the page may leave it out), is accepted: the same intent both times.
    priced = intent(billing_api, member, "/api/get-or-create-subscription", {"amount": "29.00"})
    assert priced["amount"] == "29.00"
    assert intent(billing_api, member, "/api/get-or-create-subscription",
                  {"amount": None})["paymentIntentId"] == priced["paymentIntentId"]
    assert intent(billing_api, member, "/api/get-or-create-subscription",
                  {})["paymentIntentId"] == priced["paymentIntentId"]
