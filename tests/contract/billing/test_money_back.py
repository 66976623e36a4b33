"""The 30-day money-back guarantee (issue 29 item 12): a member refunds their latest plan payment within 30 days of it
(GET /api/refund-subscription says whether they may, POST does it). The provider refunds it, the ledger records it
(platform:revenue back to the client), the plan ends at once (subscription.changed to starter), and a second call is
409. A payment older than 30 days by billing's clock is 409 with a clear message. Responses are validated against
services/billing/openapi.yaml."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.billing import advance_clock, events_seen, subscribe
from lib.database import rows
from lib.users import register

DAY = 24 * 60 * 60
# After a paid plan: no free trial any more.
STARTER = {"plan": "starter", "status": "active", "billingCycle": "monthly", "cancelAtPeriodEnd": False,
           "currentPeriodEnd": None, "capabilities": [], "isTrial": False, "trialEndsAt": None, "freeTrialDays": 0}


def money_back(billing_api, member) -> dict:
    return expect(billing_api.get("/api/refund-subscription", session=member.session), 200).body


def refund_transfers(member) -> list[list[str]]:
    """[from, to, cents] of the refunds of the member's plan payments (the entry that receives the money)."""
    return rows("SELECT p.intent_id, e.account, e.amount_cents FROM billing.ledger_transfers t "
                "JOIN billing.payments p ON p.id = t.payment_id "
                "JOIN billing.ledger_entries e ON e.transfer_id = t.id AND e.amount_cents > 0 "
                f"WHERE p.payer_id = {int(member.id)} AND p.kind <> 'project_stage' AND t.kind = 'refund' "
                "ORDER BY t.id")


def test_a_member_refunds_their_last_payment_once_and_falls_to_starter(api, billing_api, billing_events):
    member = register(api, role="client")
    subscribe(billing_api, member, "professional", "monthly")
    eligible = money_back(billing_api, member)
    assert eligible["eligible"] is True and eligible["reason"] is None
    assert (eligible["payment"]["amount"], eligible["payment"]["amountCents"]) == ("29.00", 2900)
    assert eligible["refundableUntil"] > eligible["payment"]["paidAt"]

    refunded = expect(billing_api.post("/api/refund-subscription", session=member.session), 200).body
    assert refunded == STARTER, "the plan ends at once"
    assert expect(billing_api.get("/api/subscription-status", session=member.session), 200).body == STARTER
    assert refund_transfers(member) == [[eligible["payment"]["paymentIntentId"], f"client:{member.id}", "2900"]]

    changes = events_seen(billing_events, lambda e: e["type"] == "subscription.changed" and
                          e["data"]["userId"] == member.id and e["data"]["plan"] == "starter" and
                          e["data"]["version"] > 1, expected=1)
    assert [(c["data"]["plan"], c["data"]["capabilities"]) for c in changes] == [("starter", [])]

    # Once only.
    again = expect(billing_api.post("/api/refund-subscription", session=member.session), 409,
                   "Your last payment was refunded already.").body
    assert again["code"] == "not_refundable"
    after = money_back(billing_api, member)
    assert (after["eligible"], after["reason"]) == (False, "Your last payment was refunded already.")
    assert len(refund_transfers(member)) == 1


def test_a_member_who_never_paid_has_nothing_to_refund_and_admins_have_no_plan(api, billing_api, admin_session):
    member = register(api, role="engineer")
    assert money_back(billing_api, member) == {"eligible": False, "reason": "You have no plan payment to refund.",
                                               "payment": None, "refundableUntil": None}
    expect(billing_api.post("/api/refund-subscription", session=member.session), 409,
           "You have no plan payment to refund.")
    expect(billing_api.post("/api/refund-subscription"), 401)
    expect(billing_api.post("/api/refund-subscription", session=admin_session), 403)
    expect(billing_api.get("/api/refund-subscription", session=admin_session), 403)


@pytest.mark.serial  # moves billing's clock: every other test's deadlines move with it
def test_a_payment_older_than_thirty_days_is_not_refunded(config, api, billing_api):
    member = register(api, role="client")
    subscribe(billing_api, member, "enterprise", "yearly")
    advance_clock(config, 29 * DAY)
    assert money_back(billing_api, member)["eligible"] is True, "29 days on, still covered"
    advance_clock(config, 2 * DAY)
    too_old = "Your last payment was made more than 30 days ago: the 30-day money-back guarantee no longer covers it."
    assert (money_back(billing_api, member)["eligible"], money_back(billing_api, member)["reason"]) == (False, too_old)
    expect(billing_api.post("/api/refund-subscription", session=member.session), 409, too_old)
    status = expect(billing_api.get("/api/subscription-status", session=member.session), 200).body
    assert status["plan"] == "enterprise", "nothing changes"
    assert refund_transfers(member) == []
