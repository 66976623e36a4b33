"""The plan's limits where the action happens: projects refuses a client's post past their plan's active projects or
projects a month (403 naming the limit and the upgrade), from the plan billing announced in subscription.changed. A
client billing has not told projects of yet is held to starter's limits; an older announcement arriving late changes
nothing. Falling back to starter keeps every project: the limit only stops new ones."""
from __future__ import annotations

import json
import uuid
from datetime import datetime, timezone

from confluent_kafka import Producer

from lib.api_client import expect
from lib.billing import upgraded
from lib.database import rows
from lib.projects import new_client, post_project, project_form
from lib.waiting import wait_until

ACTIVE_LIMIT = ("Your Starter plan allows 3 active projects at a time. Upgrade at /premium-plans for unlimited "
                "projects.")
MONTHLY_LIMIT = "Your Starter plan allows 3 new projects a month. Upgrade at /premium-plans for unlimited projects."


def post(projects_api, client):
    return projects_api.post("/api/projects", json=project_form(), session=client.session)


def test_starter_allows_three_active_projects_and_three_a_month(api, projects_api):
    client = new_client(api)
    posted = [post_project(projects_api, client) for _ in range(3)]
    expect(post(projects_api, client), 403, ACTIVE_LIMIT)
    expect(projects_api.post(f"/api/projects/{posted[0]['id']}/cancel", session=client.session), 200)
    expect(post(projects_api, client), 403, MONTHLY_LIMIT)
    mine = expect(projects_api.get("/api/my-projects", session=client.session), 200).body
    assert sorted(p["id"] for p in mine) == sorted(p["id"] for p in posted), "a refused post stores nothing"

    upgraded(api, client, "professional")
    expect(post(projects_api, client), 201)


def test_an_older_announcement_arriving_late_changes_nothing(api, projects_api, config):
    client = upgraded(api, new_client(api), "enterprise")
    version = int(rows(f"SELECT version FROM projects.member_plans WHERE user_id = {client.id}")[0][0])
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    stale = {"id": str(uuid.uuid4()), "type": "subscription.changed", "occurredAt": now, "requestId": "stale-test",
             "data": {"userId": client.id, "version": version - 1, "plan": "starter", "status": "active",
                      "billingCycle": "monthly", "cancelAtPeriodEnd": False, "currentPeriodEnd": None,
                      "limits": {"activeProjects": 3, "monthlyProjects": 3, "uploadsPerProject": 5, "maxFileMb": 10,
                                 "messagesPerDay": 20, "fileFormats": ["pdf"]},
                      "changedAt": now}}
    producer = Producer({"bootstrap.servers": config.kafka_bootstrap, "enable.idempotence": True})
    producer.produce("billing.events", key=str(client.id), value=json.dumps(stale),
                     headers={"type": "subscription.changed"})
    assert producer.flush(10) == 0
    wait_until(lambda: rows(f"SELECT count(*) FROM projects.processed_events WHERE event_id = '{stale['id']}'"),
               until=lambda found: found == [["1"]], timeout=60, what="projects to consume the stale event")
    assert rows(f"SELECT plan, version FROM projects.member_plans WHERE user_id = {client.id}") == [
        ["enterprise", str(version)]]
    for _ in range(4):
        post_project(projects_api, client)
