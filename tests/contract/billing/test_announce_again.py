"""A service that starts keeping members' plans after they changed (auth and analytics did) hears every paid
subscription again: billing's migration 0011 marks them, and the sweep publishes each one's subscription.changed as it
is, once, in the same transaction that clears the mark (services/billing/app/subscriptions.cpp announce_again)."""
from __future__ import annotations

from lib.api_client import expect
from lib.billing import events_seen, subscribe, sweep
from lib.database import execute, rows
from lib.kafka_tail import TopicTail
from lib.projects import new_client
from lib.waiting import wait_until


def plan_in(service: str, user_id: int) -> list[list[str]]:
    return rows(f"SELECT plan FROM {service}.member_plans WHERE user_id = {int(user_id)}")


def test_a_marked_subscription_is_told_again_once(config, gateway):
    member = new_client(gateway)
    subscribe(gateway, member, "professional", "monthly")
    wait_until(lambda: plan_in("analytics", member.id), until=lambda found: found == [["professional"]], timeout=30,
               what="analytics to learn the plan")
    # As if analytics had started keeping plans after the member upgraded.
    execute(f"DELETE FROM analytics.member_plans WHERE user_id = {int(member.id)}")
    execute(f"UPDATE billing.subscriptions SET announce_again = true WHERE user_id = {int(member.id)}")

    tail = TopicTail(config.kafka_bootstrap, "billing.events")
    sweep(config)
    wait_until(lambda: plan_in("analytics", member.id), until=lambda found: found == [["professional"]], timeout=30,
               what="analytics to hear the plan again")
    assert rows(f"SELECT announce_again FROM billing.subscriptions WHERE user_id = {int(member.id)}") == [["f"]]
    try:
        told = events_seen(tail, lambda event: event["type"] == "subscription.changed"
                           and event["data"]["userId"] == member.id, expected=1)
    finally:
        tail.close()
    assert [event["data"]["plan"] for event in told] == ["professional"], "told once, as it is"
    assert "data_export" in told[0]["data"]["capabilities"]
    expect(gateway.get("/api/my-analytics", session=member.session), 200)
