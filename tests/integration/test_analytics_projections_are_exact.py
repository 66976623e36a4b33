"""Analytics' projections are exact after 1,000 events, among them redeliveries and events that arrive out of order
(issue 14, item 7). The events are produced straight to Kafka, as the other services would publish them, for users
and projects of a range of ids nobody else uses:

- 200 signups (100 engineers, 100 clients) of one source; 50 engineers verified (40 approved, 10 certified), 15
  rejected of whom 5 applied again; 150 projects posted, 60 bids accepted, 30 completed, 10 cancelled; 20 welcome
  e-mails sent; 5 late acceptances of completed projects.
- Out of order: for 20 engineers the approval is produced before their signup, and 30 completions (on the projects
  topic) come before their engineer's signup (on the auth topic); status events are never taken back by an older one.
- Redeliveries: 455 of the events are produced again with the same event id, so 1,000 messages in all.

Then analytics' own tables for those ids and GET /api/analytics/signups-by-source for the source must hold exactly
what the events say.
"""
from __future__ import annotations

import json
import random
import uuid
from datetime import datetime, timedelta, timezone

from confluent_kafka import Producer

from lib.api_client import expect
from lib.database import rows
from lib.waiting import wait_until

DEADLINE = 90
ENGINEERS = 100
CLIENTS = 100
PROJECTS = 150


def iso(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


class Events:
    def __init__(self):
        self.messages: list[tuple[str, str, str, str]] = []  # topic, key, type, envelope

    def add(self, topic: str, key: int, event_type: str, data: dict) -> None:
        envelope = json.dumps({"id": str(uuid.uuid4()), "type": event_type, "occurredAt": data_time(data),
                               "requestId": "projection-test", "data": data})
        self.messages.append((topic, str(key), event_type, envelope))


def data_time(data: dict) -> str:
    return next(v for k, v in data.items() if k.endswith("At"))


def test_the_admin_and_signup_projections_are_exact_after_redeliveries_and_disorder(config, gateway, admin_session):
    rng = random.Random(14)
    base = 7_000_000_000_000 + random.SystemRandom().randrange(1_000_000_000) * 1_000  # ids of this run only
    tag = f"exact-{uuid.uuid4().hex[:10]}"
    now = datetime.now(timezone.utc)
    engineers = [base + i for i in range(ENGINEERS)]
    clients = [base + 500 + i for i in range(CLIENTS)]
    projects = [base + i for i in range(PROJECTS)]
    events = Events()

    def registered(user_id: int, role: str, index: int) -> None:
        events.add("auth.events", user_id, "user.registered", {
            "userId": user_id, "role": role, "username": f"{tag}-{user_id}", "firstName": f"F{tag}",
            "lastName": f"L{index}", "createdAt": iso(now - timedelta(minutes=index)), "source": tag})

    # Engineers 0-19: approved before their signup arrives (out of order); 20-39 approved after it; 40-49 certified.
    for i, engineer in enumerate(engineers):
        if i < 20:
            events.add("auth.events", engineer, "engineer.verified",
                       {"userId": engineer, "verifiedAt": iso(now), "adminId": 1})
        if i < 30:  # their completed project arrives before their signup, on another topic
            project = projects[i]
            events.add("projects.events", project, "project.posted", {
                "projectId": project, "clientId": clients[i], "title": f"{tag} project {i}",
                "cabinetType": "Kitchen Cabinets", "budgetRange": "$1,000 - $2,500", "postedAt": iso(now),
                "timeline": None})
            for event_type, stamp in (("bid.accepted", "acceptedAt"),):
                events.add("projects.events", project, event_type, {
                    "bidId": project, "projectId": project, "clientId": clients[i], "engineerId": engineer,
                    "amountCents": 150000, stamp: iso(now)})
            events.add("projects.events", project, "project.completed", {
                "projectId": project, "clientId": clients[i], "engineerId": engineer, "completedAt": iso(now)})
        registered(engineer, "engineer", i)
        if 20 <= i < 40:
            events.add("auth.events", engineer, "engineer.verified",
                       {"userId": engineer, "verifiedAt": iso(now), "adminId": 1})
        elif 40 <= i < 50:
            events.add("auth.events", engineer, "engineer.certified",
                       {"userId": engineer, "score": 9, "totalQuestions": 10, "certifiedAt": iso(now)})
        elif 50 <= i < 65:
            events.add("auth.events", engineer, "engineer.rejected",
                       {"userId": engineer, "reason": "More portfolio, please.", "rejectedAt": iso(now),
                        "adminId": 1})
            if i < 55:
                events.add("auth.events", engineer, "engineer.reapplied",
                           {"userId": engineer, "reappliedAt": iso(now)})
    for i, client in enumerate(clients):
        registered(client, "client", i)
    # Projects 30-149: posted; 30-59 accepted (in progress); 60-69 cancelled.
    for i in range(30, PROJECTS):
        project = projects[i]
        events.add("projects.events", project, "project.posted", {
            "projectId": project, "clientId": clients[i % CLIENTS], "title": f"{tag} project {i}",
            "cabinetType": "Vanities", "budgetRange": "$500 - $1,000", "postedAt": iso(now), "timeline": "1-2 weeks"})
        if i < 60:
            events.add("projects.events", project, "bid.accepted", {
                "bidId": project, "projectId": project, "clientId": clients[i % CLIENTS],
                "engineerId": engineers[70 + i % 30], "amountCents": 90000, "acceptedAt": iso(now)})
        elif i < 70:
            events.add("projects.events", project, "project.cancelled",
                       {"projectId": project, "clientId": clients[i % CLIENTS], "cancelledAt": iso(now)})
    # A late acceptance (a new event, not a redelivery) of 5 completed projects does not take them back; these carry
    # their amount as text, as events from before cents did (they still read).
    for i in range(5):
        events.add("projects.events", projects[i], "bid.accepted", {
            "bidId": projects[i], "projectId": projects[i], "clientId": clients[i], "engineerId": engineers[i],
            "amount": "1500.00", "acceptedAt": iso(now)})
    for i in range(20):
        events.add("messaging.events", clients[i], "email.sent",
                   {"emailId": base + i, "userId": clients[i], "kind": "welcome", "sentAt": iso(now)})

    originals = list(events.messages)
    assert len(originals) == 545
    # Redeliveries: the same envelopes (same event ids) again, each after its first delivery.
    redelivered = rng.sample(originals, 455)
    producer = Producer({"bootstrap.servers": config.kafka_bootstrap, "enable.idempotence": True, "linger.ms": 5})
    for topic, key, event_type, envelope in originals + redelivered:
        producer.produce(topic, key=key, value=envelope, headers={"type": event_type})
    assert producer.flush(30) == 0, "the events were not delivered to Kafka"

    ids = ",".join(str(e) for e in engineers)
    project_ids = ",".join(str(p) for p in projects)
    expected_engineers = {
        "verified": 50, "rejected": 10, "pending": ENGINEERS - 50 - 10, "named": ENGINEERS, "completed": 30}
    expected_projects = {"posted": 80, "in_progress": 30, "completed": 30, "cancelled": 10}

    def engineers_now():
        (verified, rejected, pending, named, completed), = rows(
            "SELECT count(*) FILTER (WHERE verified_at IS NOT NULL), "
            "count(*) FILTER (WHERE rejected_at IS NOT NULL AND verified_at IS NULL), "
            "count(*) FILTER (WHERE verified_at IS NULL AND rejected_at IS NULL AND registered_at IS NOT NULL), "
            "count(*) FILTER (WHERE first_name IS NOT NULL AND registered_at IS NOT NULL), "
            f"coalesce(sum(completed_projects), 0) FROM analytics.engineers WHERE user_id IN ({ids})")
        return {"verified": int(verified), "rejected": int(rejected), "pending": int(pending), "named": int(named),
                "completed": int(completed)}

    def projects_now():
        return {status: int(n) for status, n in rows(
            f"SELECT status, count(*) FROM analytics.projects WHERE project_id IN ({project_ids}) GROUP BY status")}

    wait_until(engineers_now, until=lambda e: e == expected_engineers, timeout=DEADLINE,
               what=f"analytics' engineers for the test's ids to be {expected_engineers}")
    wait_until(projects_now, until=lambda p: p == expected_projects, timeout=DEADLINE,
               what=f"analytics' projects for the test's ids to be {expected_projects}")
    emails = ",".join(str(base + i) for i in range(20))
    wait_until(lambda: rows(f"SELECT count(*) FROM analytics.emails_sent WHERE email_id IN ({emails})"),
               until=lambda r: r == [["20"]], timeout=DEADLINE, what="20 e-mails recorded once each")

    source = wait_until(
        lambda: [s for s in expect(gateway.get("/api/analytics/signups-by-source", session=admin_session), 200).body
                 if s["source"] == tag],
        until=lambda found: found and found[0]["count"] >= ENGINEERS + CLIENTS, timeout=DEADLINE,
        what="the source's signups")
    assert source == [{"source": tag, "count": 200, "clients": 100, "engineers": 100}]
    assert rows(f"SELECT count(*) FROM analytics.signups WHERE source = '{tag}'") == [["200"]]
    # One line of activity per event, not per delivery.
    activity = {kind: int(n) for kind, n in rows(
        f"SELECT kind, count(*) FROM analytics.activity WHERE text LIKE '%{tag}%' GROUP BY kind")}
    assert activity == {"signup": 200, "project": 150, "bid_accepted": 65, "completion": 30,
                        "approval": 30, "rejection": 15}, activity
    # Everything is still exactly so once the redeliveries are surely all applied.
    assert engineers_now() == expected_engineers and projects_now() == expected_projects
    # The marketplace's figures keep one row per event id (migration 0007): the posts and the acceptances, late ones
    # included (each a new event), never a redelivery; 60 distinct projects have an accepted bid.
    facts = {kind: int(n) for kind, n in rows(
        f"SELECT kind, count(*) FROM analytics.marketplace_events WHERE project_id IN ({project_ids}) GROUP BY kind")}
    assert facts == {"project_posted": 150, "bid_accepted": 65}, facts
    assert rows("SELECT count(DISTINCT project_id) FROM analytics.marketplace_events "
                f"WHERE kind = 'bid_accepted' AND project_id IN ({project_ids})") == [["60"]]
