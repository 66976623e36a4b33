"""Issue 28: a member is told that their paid plan ends or renews soon (subscription.period_ending) and that a renewal
payment failed (subscription.renewal_failed): one notification each, linking /subscription, also when billing's
event is delivered twice. The events are published straight to billing.events, as billing's relay would."""
from __future__ import annotations

from lib.api_client import ApiClient, expect
from lib.engineers import register_client, register_engineer
from lib.kafka_publish import envelope, publish, utc_now
from lib.messaging import PROJECTION_DEADLINE_SECONDS
from lib.waiting import holds_for, wait_until


def of_kind(messaging_api: ApiClient, session: str, kind: str) -> list[dict]:
    return [n for n in expect(messaging_api.get("/api/notifications", session=session), 200).body
            if n["kind"] == kind]


def the_one(messaging_api: ApiClient, session: str, kind: str) -> dict:
    """The member's notification of that kind, once it came; fails if a second one follows."""
    found = wait_until(lambda: of_kind(messaging_api, session, kind), timeout=PROJECTION_DEADLINE_SECONDS,
                       what=f"a {kind} notification")
    holds_for(lambda: of_kind(messaging_api, session, kind), check=lambda again: len(again) == 1, duration=1)
    return found[0]


def about_the_plan(notification: dict, title: str, message: str) -> None:
    assert (notification["title"], notification["message"]) == (title, message)
    assert notification["link"] == "/subscription" and notification["projectId"] is None
    assert notification["read"] is False


def test_a_plan_that_ends_or_renews_soon_is_told_once(config, api, messaging_api):
    member = register_client(api)
    ending = envelope("subscription.period_ending", {
        "userId": member.id, "plan": "professional", "billingCycle": "monthly",
        "periodEnd": "2026-12-04T10:15:30.123Z", "renews": False, "amountCents": 2900})
    renewing = envelope("subscription.period_ending", {
        "userId": member.id, "plan": "professional", "billingCycle": "yearly",
        "periodEnd": "2027-12-04T10:15:30.123Z", "renews": True, "amountCents": 29000})
    publish(config.kafka_bootstrap, "billing.events", member.id, ending, ending, renewing, renewing)
    about_the_plan(the_one(messaging_api, member.session, "subscription_expiring"), "Subscription Ending",
                   "Your Professional plan ends on Dec 4, 2026: you move to Starter then. "
                   "Reactivate it on /subscription to keep it.")
    about_the_plan(the_one(messaging_api, member.session, "subscription_renewing"), "Subscription Renews Soon",
                   "Your Professional plan renews on Dec 4, 2027 for $290.00 (yearly).")


def test_a_renewal_that_failed_is_told_once_with_what_happens_next(config, api, messaging_api):
    retried, given_up = register_client(api), register_engineer(api)
    failed = envelope("subscription.renewal_failed", {
        "userId": retried.id, "plan": "professional", "billingCycle": "monthly", "amountCents": 2900,
        "reason": "Your card was declined.", "attemptCount": 1, "nextAttemptAt": "2026-12-01T10:15:30.000Z",
        "failedAt": utc_now()})
    last = envelope("subscription.renewal_failed", {
        "userId": given_up.id, "plan": "enterprise", "billingCycle": "yearly", "amountCents": 99000,
        "reason": "Your card has insufficient funds.", "attemptCount": 4, "nextAttemptAt": None,
        "failedAt": utc_now()})
    publish(config.kafka_bootstrap, "billing.events", retried.id, failed, failed)
    publish(config.kafka_bootstrap, "billing.events", given_up.id, last, last)
    about_the_plan(the_one(messaging_api, retried.session, "renewal_failed"), "Renewal Payment Failed",
                   "The $29.00 renewal of your Professional plan did not go through: Your card was declined. "
                   "Stripe tries again on Dec 1, 2026; update your card before then to keep your plan.")
    about_the_plan(the_one(messaging_api, given_up.session, "renewal_failed"), "Renewal Payment Failed",
                   "The $990.00 renewal of your Enterprise plan did not go through: Your card has insufficient "
                   "funds. Your plan ends unless you pay for it on /premium-plans.")
    # One notification for a failed renewal: no payment_failed beside it.
    assert of_kind(messaging_api, retried.session, "payment_failed") == []
