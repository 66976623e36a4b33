"""Outgoing webhooks (issue 29 item 10, docs in services/messaging/openapi.yaml): enterprise members add endpoints
(GET/POST /api/webhooks, DELETE /api/webhooks/{id}, POST .../test, GET .../deliveries); starter and professional are
refused with plan_required. A local receiver (an http.server thread on 127.0.0.1: the services run with
WEBHOOK_ALLOW_LOCAL=1 and WEBHOOK_RETRY_SCALE=0.01 under scripts/run-tests.sh) gets a real bid.placed signed with
the endpoint's secret, and a ping answered 500 then 200 is retried, both attempts in the delivery log."""
from __future__ import annotations

import hashlib
import hmac
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from lib.api_client import expect
from lib.billing import upgraded
from lib.database import rows
from lib.engineers import register_engineer
from lib.kafka_publish import envelope, publish, utc_now
from lib.projects import bid, new_client, post_project, verified_engineer
from lib.waiting import wait_until

DEADLINE_SECONDS = 30
ALL_EVENTS = ["bid.placed", "stage.funded", "milestone.submitted", "milestone.approved", "files.uploaded"]


class Receiver:
    """An HTTP receiver on 127.0.0.1: records every request, answers each path with its scripted statuses (then
    200)."""

    def __init__(self) -> None:
        self.requests: list[dict] = []
        self.scripts: dict[str, list[int]] = {}
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                receiver.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
                script = receiver.scripts.get(self.path, [])
                self.send_response(script.pop(0) if script else 200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}{path}"

    def at(self, path: str) -> list[dict]:
        return [request for request in self.requests if request["path"] == path]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver():
    running = Receiver()
    yield running
    running.close()


@pytest.fixture(scope="module")
def enterprise(api):
    return upgraded(api, new_client(api), "enterprise")


def create(messaging_api, member, url, **body):
    return messaging_api.post("/api/webhooks", json={"url": url, **body}, session=member.session)


def verify_signature(request: dict, secret: str) -> dict:
    header = request["headers"]["CabinetWorks-Signature"]
    parts = dict(part.split("=", 1) for part in header.split(","))
    assert abs(int(parts["t"]) - time.time()) < 300, header
    expected = hmac.new(secret.encode(), f"{parts['t']}.".encode() + request["body"], hashlib.sha256).hexdigest()
    assert hmac.compare_digest(parts["v1"], expected), "signed with the endpoint's secret"
    return json.loads(request["body"])


def deliveries(messaging_api, member, endpoint_id):
    return expect(messaging_api.get(f"/api/webhooks/{endpoint_id}/deliveries", session=member.session), 200).body


def test_starter_and_professional_are_refused_with_plan_required(api, messaging_api):
    for member in (new_client(api), upgraded(api, new_client(api), "professional")):
        refused = create(messaging_api, member, "https://hooks.example.com/cw")
        assert refused.status == 403, refused.describe()
        assert refused.body["code"] == "plan_required"
        assert (refused.body["capability"], refused.body["plan"]) == ("custom_integrations", "enterprise")
        assert expect(messaging_api.get("/api/webhooks", session=member.session), 200).body == {"endpoints": []}


def test_signed_out_is_refused(messaging_api):
    expect(messaging_api.get("/api/webhooks"), 401, "Not authenticated")


@pytest.mark.parametrize("url, message", [
    ("ftp://hooks.example.com/cw", "url must be an https:// address"),
    ("https:///no-host", "url must name a host"),
    ("https://user:secret@hooks.example.com/cw", "url must not contain credentials"),
    ("https://hooks.example.com/" + "a" * 2048, "url must be at most 2048 characters"),
    ("https://hooks.example.com/\u0000", None),
], ids=["ftp", "no-host", "userinfo", "too-long", "nul"])
def test_bad_urls_are_refused(messaging_api, enterprise, url, message):
    refused = create(messaging_api, enterprise, url)
    assert refused.status == 400, refused.describe()
    if message:
        assert refused.body["message"] == message


def test_unknown_events_are_refused(messaging_api, enterprise):
    refused = create(messaging_api, enterprise, "https://hooks.example.com/cw", events=["bid.placed", "ping"])
    assert refused.status == 400, refused.describe()


def test_five_endpoints_at_most_and_strangers_see_none_of_them(api, messaging_api):
    member = upgraded(api, new_client(api), "enterprise")
    created = [expect(create(messaging_api, member, f"https://hooks.example.com/{n}"), 201).body for n in range(5)]
    assert created[0]["events"] == ALL_EVENTS and created[0]["secret"].startswith("whsec_")
    refused = create(messaging_api, member, "https://hooks.example.com/6")
    assert refused.status == 409 and refused.body["code"] == "too_many_webhooks", refused.describe()
    listed = expect(messaging_api.get("/api/webhooks", session=member.session), 200).body["endpoints"]
    assert [endpoint["id"] for endpoint in listed] == [endpoint["id"] for endpoint in created]
    assert all("secret" not in endpoint for endpoint in listed), "the secret is shown once"

    stranger = new_client(api)
    victim = created[0]["id"]
    expect(messaging_api.get(f"/api/webhooks/{victim}/deliveries", session=stranger.session), 404,
           "Webhook endpoint not found")
    expect(messaging_api.request("DELETE", f"/api/webhooks/{victim}", session=stranger.session), 404)
    expect(messaging_api.post(f"/api/webhooks/{victim}/test", session=stranger.session), 404)
    assert expect(messaging_api.get("/api/webhooks", session=stranger.session), 200).body == {"endpoints": []}

    expect(messaging_api.request("DELETE", f"/api/webhooks/{victim}", session=member.session), 204)
    expect(messaging_api.request("DELETE", f"/api/webhooks/{victim}", session=member.session), 404)
    expect(create(messaging_api, member, "https://hooks.example.com/again"), 201)


def test_a_bid_on_the_members_project_reaches_their_endpoint_signed(api, projects_api, messaging_api, admin_session,
                                                                    receiver):
    client = upgraded(api, new_client(api), "enterprise")
    endpoint = expect(create(messaging_api, client, receiver.url("/kept"), events=["bid.placed"]), 201).body
    deleted = expect(create(messaging_api, client, receiver.url("/deleted")), 201).body
    expect(messaging_api.request("DELETE", f"/api/webhooks/{deleted['id']}", session=client.session), 204)
    project = post_project(projects_api, client)
    engineer = verified_engineer(api)
    placed = bid(projects_api, engineer, project["id"])

    request = wait_until(lambda: receiver.at("/kept"), timeout=DEADLINE_SECONDS, what="the bid.placed webhook")[0]
    body = verify_signature(request, endpoint["secret"])
    assert request["headers"]["CabinetWorks-Event"] == "bid.placed"
    assert request["headers"]["CabinetWorks-Delivery"] == str(body["id"])
    assert body["type"] == "bid.placed" and body["createdAt"]
    assert body["data"]["projectId"] == project["id"] and body["data"]["bidId"] == placed["id"]
    assert body["data"]["engineerId"] == int(engineer.id)

    log = wait_until(lambda: deliveries(messaging_api, client, endpoint["id"]),
                     until=lambda page: page["deliveries"] and page["deliveries"][0]["status"] == "delivered",
                     timeout=DEADLINE_SECONDS, what="the delivery logged as delivered")
    assert log["total"] == 1
    assert log["deliveries"][0]["eventType"] == "bid.placed" and log["deliveries"][0]["statusCode"] == 200
    time.sleep(1)  # nothing for the deleted endpoint, and nothing twice
    assert receiver.at("/deleted") == [] and len(receiver.at("/kept")) == 1


def test_a_failed_delivery_is_retried_and_both_attempts_are_logged(messaging_api, enterprise, receiver):
    endpoint = expect(create(messaging_api, enterprise, receiver.url("/flaky")), 201).body
    receiver.scripts["/flaky"] = [500]
    queued = expect(messaging_api.post(f"/api/webhooks/{endpoint['id']}/test", session=enterprise.session), 202).body

    requests = wait_until(lambda: receiver.at("/flaky"), until=lambda seen: len(seen) >= 2,
                          timeout=DEADLINE_SECONDS, what="the ping and its retry")
    first, second = (verify_signature(request, endpoint["secret"]) for request in requests[:2])
    assert first["id"] == second["id"] == queued["deliveryId"] and first["type"] == "ping"
    log = wait_until(lambda: deliveries(messaging_api, enterprise, endpoint["id"]),
                     until=lambda page: page["deliveries"] and page["deliveries"][0]["status"] == "delivered",
                     timeout=DEADLINE_SECONDS, what="the retried delivery logged as delivered")
    delivery = log["deliveries"][0]
    assert delivery["attempts"] == 2 and delivery["statusCode"] == 200 and delivery["deliveredAt"]
    assert [attempt["statusCode"] for attempt in delivery["tries"]] == [500, 200]
    assert delivery["tries"][0]["error"] == "HTTP 500"


def test_a_replayed_event_is_delivered_once_to_both_parties(config, api, messaging_api, receiver):
    client = upgraded(api, new_client(api), "enterprise")
    engineer = upgraded(api, register_engineer(api), "enterprise")
    for member, path in ((client, "/client"), (engineer, "/engineer")):
        expect(create(messaging_api, member, receiver.url(path), events=["milestone.submitted"]), 201)
    submitted = envelope("milestone.submitted", {"projectId": 987654321, "clientId": client.id,
                                                 "engineerId": engineer.id, "stage": "milestone", "revision": 1,
                                                 "submittedAt": utc_now()})
    publish(config.kafka_bootstrap, "projects.events", 987654321, submitted, submitted)
    wait_until(lambda: (receiver.at("/client"), receiver.at("/engineer")), until=lambda seen: all(seen),
               timeout=DEADLINE_SECONDS, what="milestone.submitted at both parties' endpoints")
    time.sleep(1)
    assert len(receiver.at("/client")) == len(receiver.at("/engineer")) == 1, "once per event and endpoint"
    body = json.loads(receiver.at("/engineer")[0]["body"])
    assert body["type"] == "milestone.submitted" and body["data"]["stage"] == "milestone"


def test_a_member_whose_plan_lapsed_keeps_the_endpoints_listed_but_gets_nothing(config, api, messaging_api,
                                                                                 receiver):
    member = upgraded(api, new_client(api), "enterprise")
    endpoint = expect(create(messaging_api, member, receiver.url("/lapsed")), 201).body
    # As billing announces a plan that ended: starter again (played here, one version on; no capabilities carried,
    # so the default matrix's: none).
    version = int(rows(f"SELECT version FROM messaging.member_plans WHERE user_id = {member.id}")[0][0])
    publish(config.kafka_bootstrap, "billing.events", member.id, envelope("subscription.changed", {
        "userId": member.id, "version": version + 1, "plan": "starter", "status": "active", "billingCycle": "monthly",
        "cancelAtPeriodEnd": False, "currentPeriodEnd": None, "changedAt": utc_now(),
        "limits": {"activeProjects": 3, "monthlyProjects": 3, "uploadsPerProject": 5, "maxFileMb": 10,
                   "messagesPerDay": 20, "fileFormats": ["dwg", "pdf", "jpg", "png"]}}))
    wait_until(lambda: rows(f"SELECT plan FROM messaging.member_plans WHERE user_id = {member.id}"),
               until=lambda found: found == [["starter"]], timeout=DEADLINE_SECONDS, what="messaging to learn it")

    listed = expect(messaging_api.get("/api/webhooks", session=member.session), 200).body["endpoints"]
    assert [item["id"] for item in listed] == [endpoint["id"]]
    refused = messaging_api.post(f"/api/webhooks/{endpoint['id']}/test", session=member.session)
    assert refused.status == 403 and refused.body["code"] == "plan_required", refused.describe()

    submitted = envelope("milestone.submitted", {"projectId": 987654322, "clientId": member.id, "engineerId": 1,
                                                 "stage": "milestone", "revision": 1, "submittedAt": utc_now()})
    publish(config.kafka_bootstrap, "projects.events", 987654322, submitted)
    wait_until(lambda: expect(messaging_api.get("/api/notifications", session=member.session), 200).body,
               until=lambda found: any(item.get("projectId") == 987654322 for item in found),
               timeout=DEADLINE_SECONDS, what="the event to reach messaging (its notification)")
    assert deliveries(messaging_api, member, endpoint["id"])["total"] == 0
    assert receiver.at("/lapsed") == []
