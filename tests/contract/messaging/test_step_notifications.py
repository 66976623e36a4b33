"""Issue 28: every step of a project is a notification for the party it concerns (kind, link, project, the amount in
words), once per event even when an event is replayed or events come out of order; the page of notifications
(before, limit, unread, X-Unread-Count, X-Has-More) and read-all; project_update frames to both parties and
admin_update frames to admins."""
from __future__ import annotations

import uuid

from lib.api_client import ApiClient, expect
from lib.billing import DECLINED, PaidProject, accepted_project, confirm, start_stage, subscribe
from lib.database import execute, rows
from lib.deliverables import act, funded, stage_status, submitted, uploaded
from lib.engineers import approve, pass_certification, register_client, register_engineer, revoke
from lib.kafka_publish import envelope, publish, utc_now
from lib.messaging import PROJECTION_DEADLINE_SECONDS, open_socket
from lib.projects import bid, new_client, post_project, verified_engineer
from lib.waiting import holds_for, wait_until

PDF = b"%PDF-1.4\n%%EOF\n"


def page(messaging_api: ApiClient, session: str, **params):
    query = "&".join(f"{name}={value}" for name, value in params.items())
    return expect(messaging_api.get(f"/api/notifications{'?' + query if query else ''}", session=session), 200)


def of_kind(messaging_api: ApiClient, session: str, kind: str, project_id: int | None = None) -> list[dict]:
    return [n for n in page(messaging_api, session).body
            if n["kind"] == kind and (project_id is None or n["projectId"] == project_id)]


def the_one(messaging_api: ApiClient, session: str, kind: str, project_id: int | None = None) -> dict:
    """The member's notification of that kind (about that project), once it came; fails if a second one follows."""
    found = wait_until(lambda: of_kind(messaging_api, session, kind, project_id),
                       timeout=PROJECTION_DEADLINE_SECONDS, what=f"a {kind} notification")
    holds_for(lambda: of_kind(messaging_api, session, kind, project_id),
              check=lambda again: len(again) == 1, duration=1)
    return found[0]


def project_update(socket, project_id: int, wanted: str, timeout: float = PROJECTION_DEADLINE_SECONDS) -> dict:
    """The next project_update frame about the project that names `wanted` among what changed."""
    while True:
        frame = socket.receive_type("project_update", timeout=timeout)
        if frame["projectId"] == project_id and wanted in frame["changed"]:
            return frame


def test_a_project_walked_from_payment_to_release_tells_each_side_each_step(
        config, gateway, projects_api, messaging_api, admin_session):
    deal: PaidProject = accepted_project(gateway, admin_session, amount=2500)
    client_socket = open_socket(config, deal.client.session)
    engineer_socket = open_socket(config, deal.engineer.session)
    try:
        funded(projects_api, deal, "down_payment")
        paid = the_one(messaging_api, deal.client.session, "payment_succeeded", deal.id)
        assert paid["link"] == f"/project/{deal.id}#payments" and "$1,250.00 down payment" in paid["message"]
        assert deal.project["title"] in paid["message"]
        started = the_one(messaging_api, deal.engineer.session, "stage_funded", deal.id)
        assert started["message"].startswith("You can start: the client paid the $1,250.00 down payment into escrow")
        assert started["link"] == f"/project/{deal.id}#milestones" and started["projectId"] == deal.id
        # Both sides' screens hear that the payments changed.
        assert "payments" in project_update(client_socket, deal.id, "payments")["changed"]
        assert "payments" in project_update(engineer_socket, deal.id, "payments")["changed"]

        design = uploaded(projects_api, deal.engineer.session, deal.id, "design.pdf", PDF)
        submitted(projects_api, deal, "down_payment", [design["id"]])
        review = the_one(messaging_api, deal.client.session, "stage_submitted", deal.id)
        assert "approves automatically on" in review["message"] and "($1,250.00)" in review["message"]
        project_update(client_socket, deal.id, "milestones")

        expect(act(projects_api, deal.client.session, deal.id, "down_payment", "request-changes",
                   {"note": "Wider pantry doors"}), 200)
        changes = the_one(messaging_api, deal.engineer.session, "changes_requested", deal.id)
        assert "Wider pantry doors" in changes["message"] and "2 revisions left" in changes["message"]

        fixed = uploaded(projects_api, deal.engineer.session, deal.id, "design.pdf", PDF + b"2")
        submitted(projects_api, deal, "down_payment", [fixed["id"]])
        expect(act(projects_api, deal.client.session, deal.id, "down_payment", "approve"), 200)
        approved = the_one(messaging_api, deal.engineer.session, "stage_approved", deal.id)
        assert "($1,250.00)" in approved["message"]
        stage_status(gateway, deal, "down_payment", "released")
        released = the_one(messaging_api, deal.engineer.session, "stage_released", deal.id)
        assert "$1,250.00" in released["message"] and released["link"] == f"/project/{deal.id}#payments"
        # The client was told of the second submission once more (another event), never of the engineer's steps.
        assert len(of_kind(messaging_api, deal.client.session, "stage_submitted", deal.id)) == 2
        assert of_kind(messaging_api, deal.client.session, "stage_funded", deal.id) == []
    finally:
        client_socket.close()
        engineer_socket.close()


def test_bids_refresh_both_parties_screens(config, api, projects_api, messaging_api, admin_session):
    client, engineer = new_client(api), verified_engineer(api)
    client_socket, engineer_socket = open_socket(config, client.session), open_socket(config, engineer.session)
    try:
        project = post_project(projects_api, client)
        bid(projects_api, engineer, project["id"], amount=3200)
        assert project_update(client_socket, project["id"], "bids").get("message") is None
        project_update(engineer_socket, project["id"], "bids")
        new_bid = the_one(messaging_api, client.session, "new_bid", project["id"])
        assert "$3,200.00" in new_bid["message"] and new_bid["link"] == f"/project/{project['id']}#bids"
    finally:
        client_socket.close()
        engineer_socket.close()


def synthetic_project(config, client_id: int, engineer_id: int, amount_cents: int = 320000) -> tuple[int, str]:
    """A project messaging learns of from projects.events alone (posted, bid on, accepted)."""
    project_id = 1_950_000_000 + uuid.uuid4().int % 40_000_000
    title = f"Replayed {uuid.uuid4().hex[:8]}"
    now = utc_now()
    common = {"projectId": project_id, "clientId": client_id}
    publish(config.kafka_bootstrap, "projects.events", project_id,
            envelope("project.posted", {**common, "title": title, "cabinetType": "Kitchen Cabinets",
                                        "budgetRange": "$5,000+", "postedAt": now, "timeline": None}),
            envelope("bid.accepted", {**common, "bidId": project_id, "engineerId": engineer_id,
                                      "amountCents": amount_cents, "acceptedAt": now}))
    return project_id, title


def test_replayed_and_out_of_order_events_notify_once(config, api, messaging_api):
    client, engineer = register_client(api), register_engineer(api)
    project_id, title = synthetic_project(config, client.id, engineer.id)
    wait_until(lambda: of_kind(messaging_api, engineer.session, "bid_accepted", project_id),
               timeout=PROJECTION_DEADLINE_SECONDS, what="messaging to learn of the project")
    now = utc_now()
    released = envelope("stage.released", {"projectId": project_id, "clientId": client.id, "engineerId": engineer.id,
                                           "paymentType": "down_payment", "amountCents": 160000, "releasedAt": now})
    paid = envelope("payment.succeeded", {"paymentId": f"pi_{uuid.uuid4().hex}", "payerId": client.id,
                                          "kind": "project_stage", "projectId": project_id,
                                          "paymentType": "down_payment", "amountCents": 160000, "currency": "usd",
                                          "succeededAt": now})
    # The release before the payment it follows (a slow consumer elsewhere), and each delivered twice.
    publish(config.kafka_bootstrap, "billing.events", project_id, released, released, paid, paid)
    assert "$1,600.00" in the_one(messaging_api, engineer.session, "stage_released", project_id)["message"]
    funded = the_one(messaging_api, engineer.session, "stage_funded", project_id)
    assert title in funded["message"] and "$1,600.00 down payment" in funded["message"]
    assert the_one(messaging_api, client.session, "payment_succeeded", project_id)["projectId"] == project_id

    # Replayed after messaging forgot it applied them (a reset offset, a restored database): still once each.
    execute(f"DELETE FROM messaging.processed_events WHERE event_id IN ('{released['id']}', '{paid['id']}')")
    publish(config.kafka_bootstrap, "billing.events", project_id, released, paid)
    wait_until(lambda: applied(released["id"], paid["id"]), until=lambda n: n == 2,
               timeout=PROJECTION_DEADLINE_SECONDS, what="messaging to apply the replayed events")
    assert len(of_kind(messaging_api, engineer.session, "stage_released", project_id)) == 1
    assert len(of_kind(messaging_api, engineer.session, "stage_funded", project_id)) == 1
    assert len(of_kind(messaging_api, client.session, "payment_succeeded", project_id)) == 1


def test_a_stage_paid_before_messaging_knows_the_engineer_tells_them_once_it_does(config, api, messaging_api):
    """billing.events and projects.events are read independently: the payment can be applied before bid.accepted."""
    client, engineer = register_client(api), register_engineer(api)
    project_id = 1_950_000_000 + uuid.uuid4().int % 40_000_000
    title = f"Paid early {uuid.uuid4().hex[:8]}"
    now = utc_now()
    common = {"projectId": project_id, "clientId": client.id}
    publish(config.kafka_bootstrap, "projects.events", project_id,
            envelope("project.posted", {**common, "title": title, "cabinetType": "Kitchen Cabinets",
                                        "budgetRange": "$5,000+", "postedAt": now, "timeline": None}))
    paid = envelope("payment.succeeded", {"paymentId": f"pi_{uuid.uuid4().hex}", "payerId": client.id,
                                          "kind": "project_stage", "projectId": project_id,
                                          "paymentType": "down_payment", "amountCents": 160000, "currency": "usd",
                                          "succeededAt": now})
    publish(config.kafka_bootstrap, "billing.events", project_id, paid, paid)
    the_one(messaging_api, client.session, "payment_succeeded", project_id)
    assert of_kind(messaging_api, engineer.session, "stage_funded", project_id) == []

    accepted = envelope("bid.accepted", {**common, "bidId": project_id, "engineerId": engineer.id,
                                         "amountCents": 320000, "acceptedAt": now})
    publish(config.kafka_bootstrap, "projects.events", project_id, accepted, accepted)
    funded = the_one(messaging_api, engineer.session, "stage_funded", project_id)
    assert funded["message"].startswith("You can start: the client paid the $1,600.00 down payment into escrow")
    assert title in funded["message"] and funded["link"] == f"/project/{project_id}#milestones"

    # The payment replayed once the engineer is known, after the consumer's record of it is gone (30 days on):
    # keyed on the payment's event, it tells nobody twice.
    execute(f"DELETE FROM messaging.processed_events WHERE event_id = '{paid['id']}'")
    publish(config.kafka_bootstrap, "billing.events", project_id, paid)
    wait_until(lambda: applied(paid["id"]), timeout=PROJECTION_DEADLINE_SECONDS, what="the replayed payment applied")
    assert len(of_kind(messaging_api, engineer.session, "stage_funded", project_id)) == 1
    assert len(of_kind(messaging_api, client.session, "payment_succeeded", project_id)) == 1


def applied(*event_ids: str) -> int:
    """How many of these events messaging's consumer recorded as applied."""
    ids = ",".join(f"'{event_id}'" for event_id in event_ids)
    return int(rows(f"SELECT count(*) FROM messaging.processed_events WHERE event_id IN ({ids})")[0][0])


def certified(config, user_id: int, count: int) -> None:
    """count engineer.certified events for the user: count notifications to page through."""
    publish(config.kafka_bootstrap, "auth.events", user_id, *[
        envelope("engineer.certified", {"userId": user_id, "score": 15 + n, "totalQuestions": 20,
                                        "certifiedAt": utc_now()}) for n in range(count)])


def test_paging_unread_and_read_all(config, api, messaging_api):
    member, other = register_engineer(api), register_engineer(api)
    certified(config, member.id, 5)
    wait_until(lambda: len(of_kind(messaging_api, member.session, "certification_result")), until=lambda n: n == 5,
               timeout=PROJECTION_DEADLINE_SECONDS, what="five certification results")
    everything = page(messaging_api, member.session).body  # five results and the welcome
    assert [n["id"] for n in everything] == sorted((n["id"] for n in everything), reverse=True)
    first = page(messaging_api, member.session, limit=2)
    assert first.body == everything[:2]
    assert first.headers.get("X-Has-More") == "true" and first.headers.get("X-Unread-Count") == "6"
    second = page(messaging_api, member.session, limit=2, before=first.body[-1]["id"])
    assert second.body == everything[2:4]
    last = page(messaging_api, member.session, limit=10, before=second.body[-1]["id"])
    assert last.body == everything[4:] and last.headers.get("X-Has-More") == "false"
    for bad in ({"limit": 0}, {"limit": 101}, {"before": "x"}, {"unread": "yes"}):
        expect(messaging_api.get("/api/notifications?" + "&".join(f"{k}={v}" for k, v in bad.items()),
                                 session=member.session), 400)

    wait_until(lambda: page(messaging_api, other.session).body, timeout=PROJECTION_DEADLINE_SECONDS,
               what="the other member's welcome")
    expect(messaging_api.post(f"/api/notifications/{everything[0]['id']}/read", session=member.session), 200)
    unread = page(messaging_api, member.session, unread="true")
    assert [n["id"] for n in unread.body] == [n["id"] for n in everything[1:]]
    assert unread.headers.get("X-Unread-Count") == "5"

    # Another member can neither read nor mark them.
    expect(messaging_api.post(f"/api/notifications/{everything[1]['id']}/read", session=other.session), 404)
    assert expect(messaging_api.post("/api/notifications/read-all", session=other.session), 200).body == {"updated": 1}
    assert page(messaging_api, member.session).headers.get("X-Unread-Count") == "5"
    assert all(n["id"] not in {m["id"] for m in everything} for n in page(messaging_api, other.session).body)

    assert expect(messaging_api.post("/api/notifications/read-all", session=member.session), 200).body == \
        {"updated": 5}
    after = page(messaging_api, member.session, unread="true")
    assert after.body == [] and after.headers.get("X-Unread-Count") == "0"
    expect(messaging_api.post("/api/notifications/read-all"), 401)


def test_admins_hear_of_applications(config, api, admin_session):
    admin_socket = open_socket(config, admin_session)
    try:
        register_engineer(api)
        frame = admin_socket.receive_type("admin_update", timeout=PROJECTION_DEADLINE_SECONDS)
        while frame["changed"] != ["applications"]:  # other tests' disputes may speak first
            frame = admin_socket.receive_type("admin_update", timeout=PROJECTION_DEADLINE_SECONDS)
        assert frame == {"type": "admin_update", "changed": ["applications"]}
    finally:
        admin_socket.close()


def test_members_do_not_hear_admins_frames(config, api):
    member = register_client(api)
    socket = open_socket(config, member.session)
    try:
        register_engineer(api)
        assert socket.nothing_arrives(3, "admin_update")
    finally:
        socket.close()


def test_uploads_tell_the_other_party_once_per_batch(config, gateway, projects_api, messaging_api, admin_session):
    deal = accepted_project(gateway, admin_session, amount=2500)
    client_socket = open_socket(config, deal.client.session)
    try:
        uploaded(projects_api, deal.engineer.session, deal.id, "layout.pdf", PDF)
        first = the_one(messaging_api, deal.client.session, "files_uploaded", deal.id)
        assert first["message"] == f'The engineer uploaded layout.pdf to "{deal.project["title"]}".'
        assert first["link"] == f"/project/{deal.id}#files"
        project_update(client_socket, deal.id, "files")
        uploaded(projects_api, deal.engineer.session, deal.id, "doors.pdf", PDF + b"doors")
        project_update(client_socket, deal.id, "files")
        batch = the_one(messaging_api, deal.client.session, "files_uploaded", deal.id)
        assert batch["id"] == first["id"] and "several files" in batch["message"]
        assert of_kind(messaging_api, deal.engineer.session, "files_uploaded", deal.id) == []
    finally:
        client_socket.close()


def test_a_declined_card_tells_the_payer(gateway, messaging_api, admin_session):
    deal = accepted_project(gateway, admin_session, amount=2500)
    intent = expect(start_stage(gateway, deal.client.session, deal.id, "down_payment", "1250.00",
                                key=str(uuid.uuid4())), 200).body
    assert confirm(gateway, deal.client.session, intent["clientSecret"], DECLINED).status == 402
    failed = the_one(messaging_api, deal.client.session, "payment_failed", deal.id)
    assert "$1,250.00 down payment" in failed["message"] and failed["link"] == f"/project/{deal.id}#payments"


def test_certification_results_and_reviews_reach_the_engineer(config, api, messaging_api):
    engineer, client = register_engineer(api), register_client(api)
    publish(config.kafka_bootstrap, "auth.events", engineer.id,
            envelope("engineer.certification_failed", {"userId": engineer.id, "score": 4, "totalQuestions": 10,
                                                        "failedAt": utc_now()}))
    failed = the_one(messaging_api, engineer.session, "certification_result")
    assert failed["title"] == "Certification Not Passed" and failed["link"] == "/certification"
    project_id, title = synthetic_project(config, client.id, engineer.id)
    publish(config.kafka_bootstrap, "auth.events", engineer.id,
            envelope("review.posted", {"reviewId": project_id, "engineerId": engineer.id, "clientId": client.id,
                                       "projectId": project_id, "rating": 4, "postedAt": utc_now()}))
    review = the_one(messaging_api, engineer.session, "review_received", project_id)
    assert "4 of 5" in review["message"]


def test_disputes_refunds_auto_approvals_and_the_end_of_a_project_tell_the_right_side(
        config, api, messaging_api, admin_session):
    """Events no quick API flow makes (a dispute settled by an admin, 7 days of silence), played as projects and
    billing would: each notifies the party it concerns once, and admins' screens hear of disputes."""
    client, engineer = register_client(api), register_engineer(api)
    project_id, title = synthetic_project(config, client.id, engineer.id)  # a $3,200.00 bid: 960.00 the milestone
    wait_until(lambda: of_kind(messaging_api, engineer.session, "bid_accepted", project_id),
               timeout=PROJECTION_DEADLINE_SECONDS, what="messaging to learn of the project")
    parties = {"projectId": project_id, "clientId": client.id, "engineerId": engineer.id}
    admin_socket = open_socket(config, admin_session)
    try:
        disputed = envelope("milestone.disputed", {**parties, "stage": "milestone", "disputeId": 5,
                                                   "openedBy": client.id, "openedAt": utc_now()})
        resolved = envelope("dispute.resolved", {**parties, "stage": "milestone", "disputeId": 5, "outcome": "split",
                                                 "engineerShareBp": 6000, "adminId": 1, "resolvedAt": utc_now()})
        auto = envelope("milestone.approved", {**parties, "stage": "final_payment", "automatic": True,
                                               "approvedAt": utc_now()})
        submitted_final = envelope("milestone.submitted", {**parties, "stage": "final_payment", "revision": 1,
                                                           "submittedAt": "2026-11-27T10:00:00.000Z"})
        completed = envelope("project.completed", {**parties, "completedAt": utc_now()})
        publish(config.kafka_bootstrap, "projects.events", project_id, disputed, resolved, submitted_final, auto,
                completed, completed)
        refunded = envelope("stage.refunded", {**parties, "paymentType": "milestone", "amountCents": 38400,
                                               "refundedAt": utc_now()})
        publish(config.kafka_bootstrap, "billing.events", project_id, refunded, refunded)

        opened = the_one(messaging_api, engineer.session, "dispute_opened", project_id)
        assert opened["message"].startswith("The client opened a dispute on the milestone stage")
        assert of_kind(messaging_api, client.session, "dispute_opened", project_id) == []
        for member in (client, engineer):
            outcome = the_one(messaging_api, member.session, "dispute_resolved", project_id)
            assert "$960.00 is split: 60% to the engineer, 40% to the client." in outcome["message"]
            assert "$384.00" in the_one(messaging_api, member.session, "stage_refunded", project_id)["message"]
            assert the_one(messaging_api, member.session, "stage_auto_approved", project_id)
            assert title in the_one(messaging_api, member.session, "project_completed", project_id)["message"]
        final = the_one(messaging_api, client.session, "final_delivery", project_id)
        assert "approves automatically on Dec 4" in final["message"] and "($640.00)" in final["message"]
        frame = admin_socket.receive_type("admin_update", timeout=PROJECTION_DEADLINE_SECONDS)
        while frame["changed"] != ["disputes"]:  # other tests' applications may speak first
            frame = admin_socket.receive_type("admin_update", timeout=PROJECTION_DEADLINE_SECONDS)
    finally:
        admin_socket.close()


def test_approving_a_stage_paid_directly_tells_the_engineer_no_money_moves(gateway, projects_api, messaging_api,
                                                                          admin_session):
    """A project accepted while its client was on starter has no escrow: the stage went to the engineer when it was
    paid, so its approval says so instead of promising money (milestone.approved carries paidDirectly)."""
    deal: PaidProject = accepted_project(gateway, admin_session, amount=2500, client_plan="starter")
    funded(projects_api, deal, "down_payment")
    design = uploaded(projects_api, deal.engineer.session, deal.id, "design.pdf", PDF)
    submitted(projects_api, deal, "down_payment", [design["id"]])
    expect(act(projects_api, deal.client.session, deal.id, "down_payment", "approve"), 200)
    approved = the_one(messaging_api, deal.engineer.session, "stage_approved", deal.id)
    assert approved["message"].endswith("($1,250.00). It was paid to you when it was funded."), approved
    assert "goes to you" not in approved["message"]


def test_application_decisions_tell_the_engineer(api, messaging_api, admin_session):
    engineer = register_engineer(api)
    pass_certification(api, engineer)
    expect(revoke(api, engineer.id, admin_session, "Copied portfolio."), 200)
    revoked = the_one(messaging_api, engineer.session, "verification_revoked")
    assert revoked["link"] == "/dashboard" and revoked["projectId"] is None
    assert revoked["message"].endswith('The reason given: "Copied portfolio."'), revoked
    expect(approve(api, engineer.id, admin_session), 200)
    approved = the_one(messaging_api, engineer.session, "application_approved")
    assert approved["link"] == "/dashboard" and approved["projectId"] is None


def test_a_cancelled_plan_is_told_with_the_day_it_ends(gateway, api, messaging_api):
    member = register_client(api)
    subscribe(gateway, member, "professional")
    paid = the_one(messaging_api, member.session, "payment_succeeded")
    assert paid["link"] == "/subscription" and paid["projectId"] is None
    expect(gateway.post("/api/cancel-subscription", session=member.session), 200)
    cancelled = the_one(messaging_api, member.session, "subscription_cancelled")
    assert cancelled["message"].startswith("Your Professional plan is cancelled: it stays yours until ")
    assert cancelled["link"] == "/subscription"
