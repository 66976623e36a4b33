"""Page views: POST /api/track-page-view (public) counts a view of a route of the app, its query string cut off;
GET /api/analytics/page-views and /page-view-total (admins) report them by page over a range of days. Views are
written a quarter of a second after they arrive (in batches), so reports are polled. nginx limits one client address
to 20 a second with bursts of 100 (this machine's own 127.0.0.1 is not limited: the tests reach nginx from
127.0.0.2, which is loopback too). Responses are validated against services/analytics/openapi.yaml."""
from __future__ import annotations

import re
import time
import uuid
from pathlib import Path
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests
from requests.adapters import HTTPAdapter

from lib.api_client import expect
from lib.database import rows
from lib.users import register
from lib.waiting import wait_until


def track(client, page, session_id="tab-1", **visitor):
    return client.post("/api/track-page-view", json={"page": page, "sessionId": session_id, **visitor})


def views_of(page):
    """Today's count of the page as stored (the report lists only the most viewed pages: a benchmark's seeded ones
    may outnumber a test's page)."""
    found = rows(f"SELECT views FROM analytics.page_views WHERE day = (now() AT TIME ZONE 'UTC')::date "
                 f"AND page = '{page}'")
    return int(found[0][0]) if found else 0


def test_views_of_a_page_are_counted_without_their_query_string(analytics_api, admin_session):
    project = 10**15 + uuid.uuid4().int % 10**9  # a page nobody else views
    page = f"/project/{project}"
    before = expect(analytics_api.get("/api/analytics/page-view-total", session=admin_session), 200).body["views"]
    for suffix in ("", "?tab=files&email=someone@example.com", "#bids", "/"):
        assert track(analytics_api, page + suffix).status == 204
    wait_until(lambda: views_of(page), until=lambda n: n == 4, timeout=10, what="four views of the page")
    assert rows("SELECT count(*) FROM analytics.page_views WHERE page ~ '[?#@]'") == [["0"]]
    top = expect(analytics_api.get("/api/analytics/page-views", session=admin_session, params={"limit": 8}), 200).body
    assert len(top) <= 8 and [p["views"] for p in top] == sorted((p["views"] for p in top), reverse=True)
    total = expect(analytics_api.get("/api/analytics/page-view-total", session=admin_session), 200).body["views"]
    assert total >= before + 4


def visitors_seen(*visitor_ids):
    """Today's rows of these visitor ids as stored."""
    listed = ",".join(f"'{visitor}'" for visitor in visitor_ids)
    return rows(f"SELECT visitor_id FROM analytics.page_view_visitors WHERE day = (now() AT TIME ZONE 'UTC')::date "
                f"AND visitor_id IN ({listed}) ORDER BY visitor_id")


def test_unique_visitors_count_each_visitor_once_the_conversion_rates_denominator(analytics_api, api, admin_session):
    """Three visitors (one of them in two tabs, over several pages and reloads) and a view without a visitor id (an
    older app) are three unique visitors: signups / unique visitors is the conversion rate, not signups / views."""
    total = lambda: expect(analytics_api.get("/api/analytics/page-view-total", session=admin_session), 200).body
    before = total()
    visitors = sorted(f"visitor-{uuid.uuid4()}" for _ in range(3))
    for page in ("/", "/engineers", "/", "/auth"):
        assert track(analytics_api, page, "tab-a", visitorId=visitors[0]).status == 204
    assert track(analytics_api, "/help", "tab-b", visitorId=visitors[0]).status == 204
    assert track(analytics_api, "/", "tab-c", visitorId=visitors[1]).status == 204
    assert track(analytics_api, "/premium-plans", "tab-d", visitorId=visitors[2]).status == 204
    assert track(analytics_api, "/", "tab-e", visitorId=None).status == 204
    assert track(analytics_api, "/", "tab-f").status == 204

    wait_until(lambda: visitors_seen(*visitors), until=lambda found: found == [[v] for v in visitors], timeout=10,
               what="the three visitors stored once each")
    after = wait_until(total, until=lambda b: b["views"] >= before["views"] + 9, timeout=10, what="the nine views")
    assert after["uniqueVisitors"] >= before["uniqueVisitors"] + 3
    # The same visitors again on the same day are no new visitors.
    for visitor in visitors:
        assert track(analytics_api, "/contact", "tab-g", visitorId=visitor).status == 204
    wait_until(total, until=lambda b: b["views"] >= after["views"] + 3, timeout=10, what="three more views")
    assert visitors_seen(*visitors) == [[v] for v in visitors]


@pytest.mark.parametrize("visitor", ["", "a b", "x" * 129, "visitor/1", 42])
def test_a_malformed_visitor_id_is_refused(analytics_api, visitor):
    response = track(analytics_api, "/", visitorId=visitor)
    assert response.status == 400


WEB_PATHS = Path(__file__).resolve().parents[3] / "web" / "src" / "config" / "paths.ts"


# A real value of each route parameter of the web app (a new parameter needs its example here).
ROUTE_PARAMETERS = {"id": "7", "track": "cabinet_vision", "certificateId": "CW-CV-7K3M9QX2"}


def test_every_route_of_the_web_app_is_counted(analytics_api):
    """The web app reports each route it shows (web/src/config/paths.ts): none of them may be refused, or that route
    would never count."""
    routes = re.findall(r"path: '([^']+)'", WEB_PATHS.read_text())
    assert len(routes) >= 30, routes
    for route in routes:
        page = re.sub(r":(\w+)", lambda match: ROUTE_PARAMETERS[match.group(1)], route)
        assert track(analytics_api, page, visitorId="every-route").status == 204, route


def test_a_burst_is_counted_exactly(analytics_api, admin_session, config):
    page = f"/engineer/{10**15 + uuid.uuid4().int % 10**9}"

    def send(_):
        return requests.post(f"{config.base_url}/api/track-page-view", json={"page": page, "sessionId": "burst"},
                             timeout=10).status_code

    with ThreadPoolExecutor(max_workers=20) as pool:
        assert set(pool.map(send, range(500))) == {204}
    wait_until(lambda: views_of(page), until=lambda n: n == 500, timeout=10, what="500 views of the page")


@pytest.mark.parametrize("page", ["/etc/passwd", "project/1", "/project/abc", "/project/1/../../admin", "",
                                  "/" + "a" * 2048, "/help\nx", "https://evil.example/",
                                  "/project/99999999999999999999"])
def test_only_pages_of_the_app_are_counted(analytics_api, page):
    expect(track(analytics_api, page), 400, "page must be a path of the app, at most 2,048 characters")


@pytest.mark.parametrize("body", [{"page": "/help\u0000", "sessionId": "t"}, {"page": "/"}, {"page": "/", "sessionId": ""}, {"page": "/", "sessionId": "a b"},
                                  {"page": "/", "sessionId": "x" * 129}, {"page": 7, "sessionId": "t"},
                                  {"sessionId": "t"}])
def test_malformed_views_are_refused(analytics_api, body):
    expect(analytics_api.post("/api/track-page-view", json=body), 400)


def test_reports_are_for_admins_and_check_their_dates(analytics_api, api, admin_session):
    member = register(api, role="client")
    for path in ("/api/analytics/page-views", "/api/analytics/page-view-total"):
        expect(analytics_api.get(path), 401)
        expect(analytics_api.get(path, session=member.session), 403, "Only admins can see analytics")
        expect(analytics_api.get(path, session=admin_session, params={"start": "2026-02-30"}), 400)
        expect(analytics_api.get(path, session=admin_session, params={"start": "2026-05-02", "end": "2026-05-01"}),
               400, "start must not be after end")
    for limit in ("0", "1001", "x"):
        expect(analytics_api.get("/api/analytics/page-views", session=admin_session, params={"limit": limit}), 400)


class SourceAddress(HTTPAdapter):
    """Connections from 127.0.0.2: loopback, but another client address than the machine's own 127.0.0.1."""

    def init_poolmanager(self, *args, **kwargs):
        kwargs["source_address"] = ("127.0.0.2", 0)
        super().init_poolmanager(*args, **kwargs)


def test_one_address_is_limited(config):
    """nginx lets one address send a burst of 100 and 20 a second after it: posting as fast as we can, the 429s come
    after at least 100 answers and at most what the rate added while we posted (a slow machine posts more slowly)."""
    statuses = []
    started = time.monotonic()
    with requests.Session() as session:
        session.mount("http://", SourceAddress())
        while 429 not in statuses and len(statuses) < 1000:
            statuses.append(session.post(f"{config.base_url}/api/track-page-view",
                                         json={"page": "/help", "sessionId": "s"}, timeout=10).status_code)
    elapsed = time.monotonic() - started
    assert statuses[-1] == 429 and set(statuses) == {204, 429}
    assert 100 <= statuses.count(204) <= 101 + 20 * elapsed, (statuses.count(204), elapsed)


def test_the_rollups_hold_exactly_what_the_rows_hold():
    """The reports read rollups kept by triggers: they must agree with the rows they sum, whoever wrote them."""
    assert rows("SELECT count(*) FROM (SELECT day, sum(views) AS v FROM analytics.page_views GROUP BY day) raw "
                "FULL JOIN analytics.page_view_days d USING (day) WHERE raw.v IS DISTINCT FROM d.views") == [["0"]]
    assert rows("SELECT count(*) FROM (SELECT date_trunc('month', day)::date AS month, page, sum(views) AS v "
                "FROM analytics.page_views GROUP BY 1, 2) raw FULL JOIN analytics.page_view_months m "
                "USING (month, page) WHERE raw.v IS DISTINCT FROM m.views") == [["0"]]
    assert rows("SELECT count(*) FROM (SELECT (signed_up_at AT TIME ZONE 'UTC')::date AS day, "
                "count(*) FILTER (WHERE role = 'client') AS c, count(*) FILTER (WHERE role = 'engineer') AS e "
                "FROM analytics.signups GROUP BY 1) raw FULL JOIN analytics.signup_days d USING (day) "
                "WHERE raw.c IS DISTINCT FROM d.clients OR raw.e IS DISTINCT FROM d.engineers") == [["0"]]
    assert rows("SELECT count(*) FROM (SELECT coalesce(source, '') AS source, count(*) AS n FROM analytics.signups "
                "GROUP BY 1) raw FULL JOIN analytics.signup_sources s USING (source) "
                "WHERE raw.n IS DISTINCT FROM s.clients + s.engineers") == [["0"]]
