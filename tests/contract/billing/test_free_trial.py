"""The 14-day free trial (issue 29 item 12) with the built-in test provider, on billing's own clock (moved forward
through its port; scripts/run-tests.sh runs the services with BILLING_TEST_CLOCK=1). A member's first renewing paid
plan (professional or enterprise: one trial per member, by their id) saves the card with a setup of nothing: the plan
and its capabilities apply at once (status trialing), nothing is charged. Three days before the trial ends the member
is reminded once (subscription.trial_ending, and an e-mail). Cancelling in the trial ends the plan at the trial's end
with no charge ever; otherwise the first charge is made then (the ledger records it) and the period continues. A
second subscription gets no trial. The 30-day refund has nothing to refund in a trial and refunds the first charge.
Responses are validated against services/billing/openapi.yaml."""
from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from lib.api_client import expect
from lib.billing import SUCCEEDS, advance_clock, confirm, events_seen, sweep
from lib.database import rows
from lib.emails import EMAIL_DEADLINE_SECONDS
from lib.mail import body_text, deliveries, wait_for_mail
from lib.users import register
from lib.waiting import holds_for

DAY = 24 * 60 * 60
PROFESSIONAL_CAPABILITIES = ["direct_messages", "analytics", "data_export", "advanced_filters", "priority_support",
                             "engineer_ratings", "verified_engineers", "custom_rates", "escrow", "milestone_payments"]
NOTHING_TO_REFUND = "You have no plan payment to refund."
REMINDER_SUBJECT = "Free Trial Ends Soon"


def parse(moment: str) -> datetime:
    return datetime.fromisoformat(moment.replace("Z", "+00:00"))


def status(billing_api, member) -> dict:
    return expect(billing_api.get("/api/subscription-status", session=member.session), 200).body


def ask(billing_api, member, plan: str = "professional", cycle: str = "monthly") -> dict:
    return expect(billing_api.post("/api/get-or-create-subscription", json={"plan": plan, "billingCycle": cycle},
                                   session=member.session), 200).body


def start_trial(billing_api, member, plan: str = "professional", cycle: str = "monthly") -> dict:
    """The member saves the card that succeeds for the trial; their subscription as it is then."""
    setup = ask(billing_api, member, plan, cycle)
    assert setup["freeTrial"] is True, setup
    expect(confirm(billing_api, member.session, setup["clientSecret"], SUCCEEDS), 200)
    return status(billing_api, member)


def move_to(config, seconds_before: int, moment: str) -> None:
    """Billing's clock to `seconds_before` the moment (negative: after it)."""
    now = parse(advance_clock(config, 0))
    advance_clock(config, int((parse(moment) - now).total_seconds()) - seconds_before)


def ledger_of(member) -> list[list[str]]:
    """[kind, intent, from-or-to account, cents] of every ledger entry of the member's plan payments."""
    return rows("SELECT t.kind, p.intent_id, e.account, e.amount_cents FROM billing.ledger_transfers t "
                "JOIN billing.payments p ON p.id = t.payment_id JOIN billing.ledger_entries e ON e.transfer_id = t.id "
                f"WHERE p.payer_id = {int(member.id)} AND p.kind <> 'project_stage' ORDER BY t.id, e.amount_cents")


def plan_payments(member) -> list[list[str]]:
    return rows("SELECT amount_cents, status, description FROM billing.payments "
                f"WHERE payer_id = {int(member.id)} AND kind <> 'project_stage' AND status <> 'canceled' ORDER BY id")


def money_back(billing_api, member) -> dict:
    return expect(billing_api.get("/api/refund-subscription", session=member.session), 200).body


def trial_reminders(tail, member, expected: int) -> list[dict]:
    return [e["data"] for e in events_seen(tail, lambda e: e["type"] == "subscription.trial_ending" and
                                           e["data"]["userId"] == member.id, expected=expected,
                                           published_by="billing")]


def test_a_first_plan_starts_a_free_trial_that_charges_nothing_and_unlocks_the_plan(config, api, billing_api,
                                                                                   billing_events):
    member = register(api, role="client")
    before = status(billing_api, member)
    assert (before["freeTrialDays"], before["isTrial"], before["trialEndsAt"]) == (14, False, None)
    plans = {p["id"]: p for p in expect(billing_api.get("/api/plans"), 200).body}
    assert [plans[p]["freeTrialDays"] for p in ("starter", "professional", "enterprise")] == [0, 14, 14]

    setup = ask(billing_api, member)
    assert (setup["freeTrial"], setup["amount"], setup["amountCents"]) == (True, "0.00", 0)
    assert setup["description"] == "CabinetWorks Professional, billed monthly: 14 days free, then $29.00 per month"
    assert setup["clientSecret"].startswith("seti_"), "a setup saves the card: nothing to charge"
    assert ask(billing_api, member)["paymentIntentId"] == setup["paymentIntentId"], "given again while unpaid"
    expect(confirm(billing_api, member.session, setup["clientSecret"], SUCCEEDS), 200)

    trial = status(billing_api, member)
    assert (trial["plan"], trial["status"], trial["isTrial"], trial["cancelAtPeriodEnd"]) == (
        "professional", "trialing", True, False)
    assert trial["capabilities"] == PROFESSIONAL_CAPABILITIES, "the plan's capabilities apply at once"
    assert trial["trialEndsAt"] == trial["currentPeriodEnd"]
    left = parse(trial["trialEndsAt"]) - parse(advance_clock(config, 0))  # billing's now, by its own clock
    assert timedelta(days=13, hours=23) < left <= timedelta(days=14, seconds=5)
    assert trial["freeTrialDays"] == 0, "one trial per member"
    changed = events_seen(billing_events, lambda e: e["type"] == "subscription.changed" and
                          e["data"]["userId"] == member.id and e["data"]["plan"] == "professional", expected=1)
    assert [(c["data"]["status"], c["data"]["capabilities"]) for c in changed] == [
        ("trialing", PROFESSIONAL_CAPABILITIES)]
    assert events_seen(billing_events, lambda e: e["type"] == "payment.succeeded" and
                       e["data"]["payerId"] == member.id, expected=0, settle=0.5) == [], "no money was paid"

    # Nothing charged, nothing to refund.
    assert ledger_of(member) == []
    assert plan_payments(member) == [["0", "succeeded", setup["description"]]]
    assert money_back(billing_api, member) == {"eligible": False, "reason": NOTHING_TO_REFUND, "payment": None,
                                               "refundableUntil": None}
    expect(billing_api.post("/api/refund-subscription", session=member.session), 409, NOTHING_TO_REFUND)

    # Another plan now is paid at once: the trial was this member's one.
    yearly = ask(billing_api, member, "enterprise", "yearly")
    assert (yearly["freeTrial"], yearly["amount"]) == (False, "990.00")


def test_a_member_may_pay_at_once_and_then_has_no_trial(api, billing_api):
    member = register(api, role="engineer")
    paid = expect(billing_api.post("/api/get-or-create-subscription", json={"freeTrial": False},
                                   session=member.session), 200).body
    assert (paid["freeTrial"], paid["amount"]) == (False, "29.00")
    expect(confirm(billing_api, member.session, paid["clientSecret"], SUCCEEDS), 200)
    now = status(billing_api, member)
    assert (now["status"], now["isTrial"], now["trialEndsAt"], now["freeTrialDays"]) == ("active", False, None, 0)
    expect(billing_api.post("/api/get-or-create-subscription", json={"freeTrial": "no"}, session=member.session),
           400, "freeTrial must be true or false")


@pytest.mark.serial  # moves billing's clock: every other test's deadlines move with it
def test_a_trial_cancelled_ends_at_its_end_without_any_charge_and_the_next_plan_is_paid_at_once(
        config, api, billing_api, billing_events):
    member = register(api, role="client")
    trial = start_trial(billing_api, member, "enterprise", "monthly")
    cancelled = expect(billing_api.post("/api/cancel-subscription", session=member.session), 200).body
    assert (cancelled["plan"], cancelled["status"], cancelled["cancelAtPeriodEnd"], cancelled["trialEndsAt"]) == (
        "enterprise", "trialing", True, trial["trialEndsAt"]), "the trial runs to its end"

    move_to(config, 2 * DAY, trial["trialEndsAt"])
    sweep(config)
    told = events_seen(billing_events, lambda e: e["type"] in ("subscription.period_ending", "subscription.trial_ending")
                       and e["data"]["userId"] == member.id, expected=1, published_by="billing")
    # Nothing will be charged: no trial reminder, the notice that the plan ends instead.
    assert [(e["type"], e["data"]["periodEnd"], e["data"]["renews"]) for e in told] == [
        ("subscription.period_ending", trial["trialEndsAt"], False)]

    move_to(config, -60, trial["trialEndsAt"])
    sweep(config)
    after = status(billing_api, member)
    assert (after["plan"], after["isTrial"], after["trialEndsAt"], after["freeTrialDays"]) == (
        "starter", False, None, 0)
    sweep(config)
    assert ledger_of(member) == [], "no charge, ever"
    assert [p[:2] for p in plan_payments(member)] == [["0", "succeeded"]]

    # Back on a plan: paid at once, no second trial.
    again = ask(billing_api, member)
    assert (again["freeTrial"], again["amount"], again["amountCents"]) == (False, "29.00", 2900)


@pytest.mark.serial  # moves billing's clock: every other test's deadlines move with it
def test_a_trial_is_reminded_once_then_charged_once_and_its_first_charge_may_be_refunded(
        config, api, billing_api, billing_events):
    member = register(api, role="client")
    trial = start_trial(billing_api, member)
    end = trial["trialEndsAt"]

    move_to(config, 4 * DAY, end)
    sweep(config)
    assert trial_reminders(billing_events, member, expected=0) == [], "4 days before its end is too early"
    move_to(config, 2 * DAY, end)
    sweep(config)
    sweep(config)
    told = events_seen(billing_events, lambda e: e["type"] in ("subscription.period_ending", "subscription.trial_ending")
                       and e["data"]["userId"] == member.id, expected=1, published_by="billing")
    assert [(e["type"], e["data"]) for e in told] == [("subscription.trial_ending", {
        "userId": member.id, "plan": "professional", "billingCycle": "monthly", "trialEndsAt": end,
        "amountCents": 2900})], "once, and no period notice beside it"
    mail = wait_for_mail(member.payload["email"], REMINDER_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)
    day = parse(end).strftime("%b %-d, %Y")
    assert (f"Your free trial of the Professional plan ends on {day}: your card is then charged $29.00 (monthly). "
            f"Cancel on /subscription before {day} and you pay nothing.") in body_text(mail).replace("\n", " ")
    holds_for(lambda: deliveries(member.payload["email"], REMINDER_SUBJECT), check=lambda sent: len(sent) == 1,
              duration=2)
    assert ledger_of(member) == [] and status(billing_api, member)["isTrial"] is True

    # The trial ends: one charge of the saved card, recorded in the ledger; the period continues from the trial's end.
    move_to(config, -60, end)
    sweep(config)
    sweep(config)
    paid = status(billing_api, member)
    assert (paid["plan"], paid["status"], paid["isTrial"], paid["trialEndsAt"], paid["cancelAtPeriodEnd"]) == (
        "professional", "active", False, None, False)
    assert parse(paid["currentPeriodEnd"]) == parse(end) + timedelta(days=30)
    payments = plan_payments(member)
    assert [p[:2] for p in payments] == [["0", "succeeded"], ["2900", "succeeded"]]
    assert payments[1][2] == "First charge after the free trial: CabinetWorks Professional, billed monthly"
    first_charge = rows(f"SELECT intent_id FROM billing.payments WHERE payer_id = {int(member.id)} "
                        "AND amount_cents = 2900")[0][0]
    assert ledger_of(member) == [["payment", first_charge, f"client:{member.id}", "-2900"],
                                 ["payment", first_charge, "platform:revenue", "2900"]]

    # The 30-day money-back guarantee covers the first charge.
    eligible = money_back(billing_api, member)
    assert (eligible["eligible"], eligible["payment"]["paymentIntentId"], eligible["payment"]["amountCents"]) == (
        True, first_charge, 2900)
    refunded = expect(billing_api.post("/api/refund-subscription", session=member.session), 200).body
    assert (refunded["plan"], refunded["freeTrialDays"]) == ("starter", 0)
    assert ledger_of(member)[-2:] == [["refund", first_charge, "platform:revenue", "-2900"],
                                      ["refund", first_charge, f"client:{member.id}", "2900"]]
