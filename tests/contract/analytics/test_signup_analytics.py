"""Signup analytics (docs/dev-contract.md, other services): admin only (401 without a session, 403 for clients and
engineers), totals over a date range, counts by source, a day-by-day series; 400 for a malformed date, an end before
the start, a range over a year, a bad `days`. Each response is validated against services/analytics/openapi.yaml.
The counts come from user.registered through Kafka, so the tests wait on them with a deadline."""
from __future__ import annotations

import os
from datetime import date, datetime, timedelta, timezone

import pytest

from lib.api_client import ApiClient, expect
from lib.users import register, unique_suffix
from lib.waiting import wait_until

ONLY_ADMINS = "Only admins can see analytics"
PROJECTION_DEADLINE_SECONDS = 30
ENDPOINTS = ["/api/analytics/signups", "/api/analytics/signups-by-source", "/api/analytics/daily-signups"]


def utc_today() -> date:
    return datetime.now(timezone.utc).date()


@pytest.fixture(scope="module")
def analytics_direct(analytics_contract):
    """The analytics service on its own port (ANALYTICS_PORT), bypassing nginx."""
    port = os.environ.get("ANALYTICS_PORT", "").strip() or "8105"
    with ApiClient(f"http://127.0.0.1:{port}", analytics_contract) as client:
        yield client


@pytest.fixture(scope="module")
def members(api):
    return {"client": register(api), "engineer": register(api, role="engineer")}


def signups(analytics_api, session, **params):
    return analytics_api.get("/api/analytics/signups", session=session, params=params or None)


def daily(analytics_api, session, **params):
    return analytics_api.get("/api/analytics/daily-signups", session=session, params=params or None)


def by_source(analytics_api, session):
    return expect(analytics_api.get("/api/analytics/signups-by-source", session=session), 200).body


# --- who may see analytics ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ENDPOINTS)
@pytest.mark.parametrize("session", [None, "not-a-session"], ids=["no-session", "unknown-session"])
def test_without_a_valid_session_401(analytics_api, path, session):
    expect(analytics_api.get(path, session=session), 401, "Not authenticated")


@pytest.mark.parametrize("path", ENDPOINTS)
@pytest.mark.parametrize("role", ["client", "engineer"])
def test_members_who_are_not_admins_get_403(analytics_api, members, path, role):
    expect(analytics_api.get(path, session=members[role].session), 403, ONLY_ADMINS)


@pytest.mark.parametrize("params", [{"start": "yesterday"}, {"days": "0"}], ids=["bad-date", "bad-days"])
def test_the_role_is_checked_before_the_parameters(analytics_api, members, params):
    path = "/api/analytics/signups" if "start" in params else "/api/analytics/daily-signups"
    expect(analytics_api.get(path, session=members["client"].session, params=params), 403, ONLY_ADMINS)


# --- what the admin sees -------------------------------------------------------------------------------------------

def test_a_signup_is_counted_by_role_source_and_day(api, analytics_api, admin_session):
    tag = f"Fuzz Campaign {unique_suffix(8)}"
    source = tag.lower().replace(" ", "_")  # auth lower-cases the source and turns spaces into underscores
    today = utc_today().isoformat()
    before = expect(signups(analytics_api, admin_session, start=today, end=today), 200).body
    register(api, source=tag)
    register(api, source=tag, role="engineer")

    entry = wait_until(lambda: [e for e in by_source(analytics_api, admin_session) if e["source"] == source],
                       until=lambda found: found and found[0]["count"] == 2, timeout=PROJECTION_DEADLINE_SECONDS,
                       what=f"analytics to count two signups from {source!r}")[0]
    assert entry == {"source": source, "count": 2, "clients": 1, "engineers": 1}

    after = expect(signups(analytics_api, admin_session, start=today, end=today), 200).body
    assert after["clients"] >= before["clients"] + 1 and after["engineers"] >= before["engineers"] + 1
    assert after["total"] == after["clients"] + after["engineers"]
    series = expect(daily(analytics_api, admin_session, days=1), 200).body
    assert len(series) == 1
    if series[0]["date"] == today:  # (unless midnight UTC passed in between)
        assert series[0]["total"] >= after["total"] and series[0]["engineers"] >= after["engineers"]


def test_signups_by_source_is_ordered_by_count_then_source(analytics_api, admin_session):
    entries = by_source(analytics_api, admin_session)
    keys = [(-e["count"], e["source"] is None, e["source"] or "") for e in entries]
    assert keys == sorted(keys)
    assert all(e["count"] == e["clients"] + e["engineers"] for e in entries)
    assert len({e["source"] for e in entries}) == len(entries)


@pytest.mark.serial  # two reads of everybody's signups must agree: nobody may sign up between them
def test_signups_defaults_to_the_last_30_days(analytics_api, admin_session):
    today = utc_today()
    default = expect(signups(analytics_api, admin_session), 200).body
    explicit = expect(signups(analytics_api, admin_session, start=(today - timedelta(days=30)).isoformat(),
                              end=today.isoformat()), 200).body
    assert default == explicit or utc_today() != today  # (unless midnight UTC passed in between)
    assert default["total"] == default["clients"] + default["engineers"]


@pytest.mark.parametrize("params", [
    {"start": "2026-01-01", "end": "2026-01-31"},
    {"start": "2026-01-31", "end": "2026-01-31"},
    {"start": "2026-01-31T10:00:00Z", "end": "2026-02-01T00:00:00.000Z"},
    {"start": "", "end": ""},
    {"start": "2025-01-30", "end": "2026-01-31"},
    {"start": "0001-01-01", "end": "0001-01-31"},
    {"start": "9999-12-01", "end": "9999-12-31"},
    {"start": "2024-02-29", "end": "2024-03-01"},
], ids=["month", "one-day", "timestamps", "empty", "a-year", "year-1", "year-9999", "leap-day"])
def test_signups_in_a_range(analytics_api, admin_session, params):
    counts = expect(signups(analytics_api, admin_session, **params), 200).body
    assert counts["total"] == counts["clients"] + counts["engineers"]


@pytest.mark.parametrize("params, message", [
    ({"start": "yesterday"}, "start must be a date like 2026-01-31"),
    ({"start": "2026-13-01"}, "start must be a date like 2026-01-31"),
    ({"start": "2026-02-30"}, "start must be a date like 2026-01-31"),
    ({"start": "2026-1-5"}, "start must be a date like 2026-01-31"),
    ({"start": "2026-01-01 "}, "start must be a date like 2026-01-31"),
    ({"end": "31/01/2026"}, "end must be a date like 2026-01-31"),
    ({"end": "2026-01-31x"}, "end must be a date like 2026-01-31"),
    ({"start": "2026-02-01", "end": "2026-01-31"}, "start must not be after end"),
    ({"start": "2025-01-29", "end": "2026-01-31"}, "The date range is limited to a year"),
    ({"start": "2026-01-01\u0000", "end": "2026-01-31"}, None),
    ({"start": "%FF"}, None),
], ids=["word", "month-13", "feb-30", "no-padding", "trailing-space", "day-first", "trailing-letter", "end-before-start",
        "over-a-year", "nul", "not-utf8"])
def test_signups_with_a_bad_range_400(analytics_api, admin_session, params, message):
    if params.get("start") == "%FF":  # bytes that are not UTF-8: percent-encoded by hand
        response = analytics_api.get("/api/analytics/signups?start=%FF", session=admin_session)
    else:
        response = signups(analytics_api, admin_session, **params)
    expect(response, 400, message)


# A day before 0001-01-01 (year 0, or the default start 30 days before an end in January of year 1) once reached
# PostgreSQL, which has no year 0: a 500.
def test_year_0_is_not_a_date(analytics_api, admin_session):
    expect(signups(analytics_api, admin_session, start="0000-01-01", end="2025-01-31"), 400,
           "start must be a date like 2026-01-31")
    expect(signups(analytics_api, admin_session, start="2025-01-01", end="0000-01-31"), 400,
           "end must be a date like 2026-01-31")


def test_the_default_start_stops_at_year_1(analytics_api, admin_session):
    assert expect(signups(analytics_api, admin_session, end="0001-01-01"), 200).body["total"] == 0


@pytest.mark.parametrize("days", [1, 7, 30, 365])
def test_daily_signups_has_one_entry_per_day_up_to_today(analytics_api, admin_session, days):
    first_today = utc_today()
    series = expect(daily(analytics_api, admin_session, days=days), 200).body
    last_today = utc_today()
    assert len(series) == days
    dates = [date.fromisoformat(entry["date"]) for entry in series]
    assert dates[-1] in (first_today, last_today)
    assert dates == [dates[-1] - timedelta(days=days - 1 - i) for i in range(days)], "oldest first, no gaps"
    assert all(entry["total"] == entry["clients"] + entry["engineers"] for entry in series)


def test_daily_signups_defaults_to_30_days(analytics_api, admin_session):
    assert len(expect(daily(analytics_api, admin_session), 200).body) == 30
    assert len(expect(daily(analytics_api, admin_session, days=""), 200).body) == 30


@pytest.mark.parametrize("days", ["0", "366", "-1", "1.5", "abc", "+7", " 7", "1000", "7\u0000"])
def test_daily_signups_with_a_bad_days_400(analytics_api, admin_session, days):
    message = None if "\u0000" in days else "days must be a whole number from 1 to 365"
    expect(daily(analytics_api, admin_session, days=days), 400, message)


def test_health_directly_on_the_service_port(analytics_direct):
    assert expect(analytics_direct.get("/healthz"), 200).body == {"status": "ok"}
    assert expect(analytics_direct.get("/readyz"), 200).body["status"] == "ready"
