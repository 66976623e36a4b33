"""Directory appearances from end to end (issue 29 item 3): a member lists the engineer directory, auth counts the
engineer's card once for that viewer and day and publishes it (engineer.directory_appearances), and analytics shows it
in the engineer's own figures (GET /api/my-analytics, professional plans). A deleted engineer's appearances go with
the account, in auth and in analytics; so do a deleted member's looks in auth."""
from __future__ import annotations

from datetime import datetime, timezone

from lib.accounts import delete_account
from lib.api_client import expect
from lib.billing import upgraded
from lib.database import rows
from lib.engineers import register_client, register_engineer, token
from lib.waiting import wait_until

DEADLINE_SECONDS = 60


def count(sql: str) -> int:
    return int(rows(sql)[0][0])


def test_a_member_listing_the_directory_shows_in_the_engineers_analytics(api, gateway):
    word = token("Listed")
    engineer = upgraded(api, register_engineer(api, lastName=word), "professional")
    wait_until(lambda: rows(f"SELECT plan FROM analytics.member_plans WHERE user_id = {int(engineer.id)}"),
               until=lambda found: found == [["professional"]], timeout=DEADLINE_SECONDS,
               what="analytics to learn the engineer's plan")
    member = register_client(api)
    for _ in range(2):  # twice the same day: once
        listed = expect(gateway.get("/api/engineers", params={"search": word}, session=member.session), 200).body
        assert [card["userId"] for card in listed] == [engineer.id]

    today = datetime.now(timezone.utc).date().isoformat()

    def appearances():
        return expect(gateway.get("/api/my-analytics", session=engineer.session), 200).body["directoryAppearances"]

    shown = wait_until(appearances, until=lambda found: found["total"] >= 1, timeout=DEADLINE_SECONDS,
                       what="the engineer's directory appearance in analytics")
    assert shown["total"] == 1, shown
    assert shown["days"][-1] == {"date": today, "appearances": 1}


def test_a_deleted_engineers_appearances_and_a_deleted_members_looks_go_with_the_account(api, gateway):
    word = token("Listed")
    engineer = register_engineer(api, lastName=word)
    member = register_client(api)
    expect(gateway.get("/api/engineers", params={"search": word}, session=member.session), 200)
    wait_until(lambda: count(f"SELECT count(*) FROM analytics.directory_appearances WHERE engineer_id = {engineer.id}"),
               until=lambda n: n == 1, timeout=DEADLINE_SECONDS, what="analytics to count the appearance")
    assert count(f"SELECT count(*) FROM auth.directory_appearances WHERE viewer = 'user:{member.id}'") == 1

    expect(delete_account(api, member.session, member.password), 204)
    assert count(f"SELECT count(*) FROM auth.directory_appearances WHERE viewer = 'user:{member.id}'") == 0

    expect(delete_account(api, engineer.session, engineer.password), 204)
    assert count(f"SELECT count(*) FROM auth.directory_appearances WHERE engineer_id = {engineer.id}") == 0
    wait_until(lambda: count(f"SELECT count(*) FROM analytics.directory_appearances WHERE engineer_id = {engineer.id}"),
               until=lambda n: n == 0, timeout=DEADLINE_SECONDS, what="analytics to forget the deleted engineer's")
