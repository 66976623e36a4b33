"""GET /metrics on every service's own port (Prometheus text format 0.0.4): requests and latency per route pattern,
the outbox's backlog, consumer lag, pool usage, the dependencies, WebSocket connections; and never through nginx."""
from __future__ import annotations

import math

import pytest
import requests

from lib.api_client import expect
from lib.engineers import register_client
from lib.instances import port
from lib.messaging import open_socket
from lib.metrics import CONTENT_TYPE, SERVICES, scrape
from lib.projects import new_client, post_project
from lib.waiting import wait_until

LAG_DEADLINE_SECONDS = 30  # librdkafka reports statistics every 5 s, after the group's partitions are assigned
PLANS_ROUTE = {"route": "/api/plans", "method": "GET"}


@pytest.mark.parametrize("service", SERVICES)
def test_every_service_exposes_its_metrics_on_its_own_port(service):
    scraped = scrape(service)
    assert scraped.content_type == CONTENT_TYPE
    for family in ("cw_http_requests", "cw_http_request_duration_seconds", "cw_http_requests_in_flight",
                   "cw_outbox_backlog", "cw_outbox_oldest_age_seconds", "cw_outbox_relay_leading",
                   "cw_db_pool_size", "cw_db_pool_in_use", "cw_db_pool_waiting",
                   "cw_redis_pool_size", "cw_redis_pool_in_use", "cw_redis_pool_waiting",
                   "cw_dependency_up", "cw_kafka_consumer_lag",
                   "process_start_time_seconds", "process_resident_memory_bytes", "process_cpu_seconds"):
        assert family in scraped.families, f"{service}: no {family} in /metrics"
    for dependency in ("postgres", "redis", "kafka"):
        assert scraped.value("cw_dependency_up", dependency=dependency) == 1, f"{service} {dependency}"
    assert scraped.value("cw_db_pool_size") > 0
    assert 0 <= scraped.value("cw_db_pool_in_use") <= scraped.value("cw_db_pool_size")
    assert scraped.value("cw_redis_pool_size") > 0
    assert scraped.value("cw_outbox_backlog") >= 0 and scraped.value("cw_outbox_oldest_age_seconds") >= 0
    assert scraped.value("process_resident_memory_bytes") > 0


def test_a_request_through_the_gateway_counts_under_its_route(gateway):
    before = scrape("billing")
    response = expect(gateway.get("/api/plans"), 200)
    assert response.headers.get("X-Request-Id")
    after = scrape("billing")

    counted = {**PLANS_ROUTE, "status": "200"}
    assert after.value("cw_http_requests", "cw_http_requests_total", **counted) == \
        before.value("cw_http_requests", "cw_http_requests_total", **counted) + 1
    count = "cw_http_request_duration_seconds_count"
    assert after.value("cw_http_request_duration_seconds", count, **PLANS_ROUTE) == \
        before.value("cw_http_request_duration_seconds", count, **PLANS_ROUTE) + 1

    buckets = after.samples("cw_http_request_duration_seconds", "cw_http_request_duration_seconds_bucket",
                            **PLANS_ROUTE)
    bounds = [float(bucket.labels["le"]) for bucket in buckets]
    assert bounds == sorted(bounds) and bounds[0] == 0.001 and bounds[-2] == 10 and math.isinf(bounds[-1])
    counts = [bucket.value for bucket in buckets]
    assert counts == sorted(counts), f"buckets are not cumulative: {counts}"
    assert counts[-1] == after.value("cw_http_request_duration_seconds", count, **PLANS_ROUTE)


def test_a_path_with_an_id_counts_under_the_routes_pattern_and_unknown_paths_share_one_label(gateway):
    with_id = gateway.get("/api/projects/987654321")  # 401 signed out: any answer counts
    unknown = requests.get(f"http://127.0.0.1:{port('PROJECTS_PORT', 8102)}/no/such/path/123", timeout=10)
    assert unknown.status_code == 404
    labels = [sample.labels for sample in scrape("projects").samples("cw_http_requests", "cw_http_requests_total")]
    assert {"route": r"/api/projects/([^/]+)", "method": "GET", "status": str(with_id.status)} in labels
    assert {"route": "unmatched", "method": "GET", "status": "404"} in labels
    assert not [label for label in labels if "987654321" in label["route"] or "/no/such" in label["route"]]


@pytest.fixture(scope="module")
def events_on_every_consumed_topic(api, projects_api):
    """A registration (auth.events, read by the four others) and a posted project (projects.events, read by auth):
    librdkafka knows a partition's lag once the group has consumed from it or committed on it."""
    post_project(projects_api, new_client(api))


@pytest.mark.parametrize("service", SERVICES)
def test_consumer_lag_is_reported_per_topic_and_partition(service, events_on_every_consumed_topic):
    lags = wait_until(lambda: scrape(service).samples("cw_kafka_consumer_lag", group=service),
                      timeout=LAG_DEADLINE_SECONDS, what=f"{service}'s consumer lag in /metrics")
    for sample in lags:
        assert sample.labels["topic"].endswith(".events") and int(sample.labels["partition"]) >= 0
        assert sample.value >= 0


@pytest.mark.serial  # counts every open socket, anybody's
def test_the_websocket_gauge_follows_open_sockets(config, api):
    user = register_client(api)
    open_now = lambda: scrape("messaging").value("cw_websocket_connections")  # noqa: E731
    opened = lambda: scrape("messaging").value("cw_websocket_opened", "cw_websocket_opened_total")  # noqa: E731
    before, opened_before = open_now(), opened()
    socket = open_socket(config, user.session)
    try:
        wait_until(open_now, until=lambda now: now == before + 1, timeout=5, what="the gauge to count the socket")
        assert opened() == opened_before + 1
    finally:
        socket.close()
    wait_until(open_now, until=lambda now: now == before, timeout=5, what="the gauge to drop the closed socket")


@pytest.mark.parametrize("path", ["/metrics", "/metrics/", "/metrics?x=1", "/api/metrics"])
def test_metrics_are_not_reachable_through_the_gateway(gateway, path):
    response = gateway.get(path)
    assert response.status == 404, response.describe()
    assert "cw_http_requests_total" not in response.text
