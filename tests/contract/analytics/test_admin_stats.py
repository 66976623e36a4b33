"""GET /api/admin/stats: the admin dashboard's figures from analytics' own projection of the events. A new engineer
is pending until approved, then verified; a posted project counts in the total, in progress once its bid is
accepted, and in the completion rate once completed; each of these is a line of the recent activity. Admins only.
Responses are validated against services/analytics/openapi.yaml."""
from __future__ import annotations

from lib.api_client import expect
from lib.database import rows
from lib.engineers import pass_certification
from lib.projects import accept, bid, new_client, post_project, verified_engineer
from lib.users import register, unique_suffix
from lib.waiting import wait_until

DEADLINE = 60  # analytics learns from Kafka


def stats(analytics_api, admin_session):
    return expect(analytics_api.get("/api/admin/stats", session=admin_session), 200).body


def test_admins_only(analytics_api, api):
    expect(analytics_api.get("/api/admin/stats"), 401)
    for role in ("client", "engineer"):
        expect(analytics_api.get("/api/admin/stats", session=register(api, role=role).session), 403,
               "Only admins can see analytics")


def test_an_engineer_is_pending_then_verified(analytics_api, api, admin_session):
    engineer = register(api, role="engineer")
    name = f"{engineer.payload['firstName']} {engineer.payload['lastName']}"
    before = wait_until(lambda: stats(analytics_api, admin_session),
                        until=lambda s: any(e["userId"] == engineer.id for e in s["pendingEngineers"]["first"])
                        or s["pendingEngineers"]["count"] > 5, timeout=DEADLINE, what="the engineer pending")
    pass_certification(api, engineer)
    after = wait_until(lambda: stats(analytics_api, admin_session),
                       until=lambda s: any(e["userId"] == engineer.id for e in s["verifiedEngineers"]),
                       timeout=DEADLINE, what="the engineer verified")
    assert after["activeEngineers"] >= before["activeEngineers"] + 1
    assert engineer.id not in [e["userId"] for e in after["pendingEngineers"]["first"]]
    entry = next(e for e in after["verifiedEngineers"] if e["userId"] == engineer.id)
    assert entry["name"] == name and entry["verifiedAt"] and entry["completedProjects"] == 0
    texts = [line["text"] for line in after["recentActivity"]]
    assert f"{name} passed the certification test" in texts


def test_every_pending_application_page_by_page(analytics_api, api, admin_session):
    engineers = [register(api, role="engineer") for _ in range(3)]
    ids = {engineer.id for engineer in engineers}

    def listed():
        first = expect(analytics_api.get("/api/admin/pending-engineers", session=admin_session,
                                         params={"pageSize": 100}), 200).body
        pages = [first]
        for page in range(2, (first["total"] + 99) // 100 + 1):
            pages.append(expect(analytics_api.get("/api/admin/pending-engineers", session=admin_session,
                                                  params={"page": page, "pageSize": 100}), 200).body)
        return [e["userId"] for p in pages for e in p["engineers"]], first["total"]

    # An application that arrives between two page reads shifts the later pages by one (an entry read twice): the
    # listing is read again until it holds still, and must then list each application once.
    found, total = wait_until(listed, until=lambda r: ids <= set(r[0]) and len(r[0]) == len(set(r[0])) == r[1],
                              timeout=DEADLINE, what="the three engineers among the pending applications, each once")
    assert len(found) == len(set(found)) == total, "every application once, across the pages"
    for params in ({"page": "0"}, {"pageSize": "101"}, {"page": "x"}):
        expect(analytics_api.get("/api/admin/pending-engineers", session=admin_session, params=params), 400)
    expect(analytics_api.get("/api/admin/pending-engineers", session=engineers[0].session), 403)


def test_an_admin_finds_an_application_by_name_or_username(analytics_api, api, admin_session):
    """However many applications wait, one is found by any part of the name or username, in any case; what is typed
    is plain text (% and _ match only themselves) and the total counts the matches."""
    token = unique_suffix()[:8]
    zoe = register(api, role="engineer", firstName="Zoë", lastName=f"Ödegaard{token}")
    percent = register(api, role="engineer", firstName="Per", lastName=f"100%_{token}")

    def search(text, **params):
        return expect(analytics_api.get("/api/admin/pending-engineers", session=admin_session,
                                        params={"search": text, **params}), 200).body

    def ids(page):
        return [e["userId"] for e in page["engineers"]]

    wait_until(lambda: search(token), until=lambda page: set(ids(page)) == {zoe.id, percent.id},
               timeout=DEADLINE, what="both new applications found by their token")
    for text in (f"ödegaard{token}", f"  ZOË ÖDEGAARD{token.upper()}  ", zoe.payload["username"].upper()):
        page = search(text)
        assert ids(page) == [zoe.id] and page["total"] == 1, text
    assert ids(search(f"100%_{token}")) == [percent.id]
    assert search(f"100__{token}")["total"] == 0, "_ is not a wildcard"
    assert search(f"%{token}")["total"] == 0, "% is not a wildcard"
    assert search(f"{token}", pageSize=1)["total"] == 2 and len(search(token, pageSize=1)["engineers"]) == 1
    assert search("")["total"] >= 2, "an empty search lists every application"

    for text in ("a" * 101, "ab\x00c", "Ж" * 101):
        expect(analytics_api.get("/api/admin/pending-engineers", session=admin_session, params={"search": text}), 400)
    expect(analytics_api.get("/api/admin/pending-engineers", session=zoe.session, params={"search": token}), 403)
    expect(analytics_api.get("/api/admin/pending-engineers", params={"search": token}), 401)


def test_projects_count_from_posted_to_completed(analytics_api, api, projects_api, admin_session):
    client = new_client(api)
    engineer = verified_engineer(api)
    project = post_project(projects_api, client, title="Walnut library wall, 9 boxes")
    seen = wait_until(lambda: stats(analytics_api, admin_session),
                      until=lambda s: any(p["id"] == project["id"] for p in s["recentProjects"]),
                      timeout=DEADLINE, what="the project among the recent ones")
    listed = next(p for p in seen["recentProjects"] if p["id"] == project["id"])
    assert listed | {"postedAt": None} == {"id": project["id"], "title": "Walnut library wall, 9 boxes",
                                          "cabinetType": project["cabinetType"], "budgetRange": project["budgetRange"],
                                          "timeline": project["timeline"], "status": "posted", "postedAt": None}
    placed = bid(projects_api, engineer, project["id"], amount=1800)
    expect(accept(projects_api, client.session, placed["id"]), 200)
    expect(projects_api.post(f"/api/projects/{project['id']}/complete", session=client.session), 200)
    done = wait_until(lambda: stats(analytics_api, admin_session),
                      until=lambda s: any(p["id"] == project["id"] and p["status"] == "completed"
                                          for p in s["recentProjects"]), timeout=DEADLINE, what="the project completed")
    assert done["totalProjects"] >= seen["totalProjects"]
    assert 0 <= done["completionRate"] <= 100
    texts = [line["text"] for line in done["recentActivity"]]
    assert 'A bid of $1,800.00 was accepted on "Walnut library wall, 9 boxes"' in texts
    assert 'Project "Walnut library wall, 9 boxes" was completed' in texts


def test_a_rejected_application_leaves_the_pending_list_until_the_engineer_applies_again(analytics_api, api,
                                                                                         admin_session):
    engineer = register(api, role="engineer")
    name = f"{engineer.payload['firstName']} {engineer.payload['lastName']}"

    def pending_ids():
        first = expect(analytics_api.get("/api/admin/pending-engineers", session=admin_session,
                                         params={"pageSize": 100}), 200).body
        ids = [e["userId"] for e in first["engineers"]]
        for page in range(2, (first["total"] + 99) // 100 + 1):
            ids += [e["userId"] for e in expect(analytics_api.get(
                "/api/admin/pending-engineers", session=admin_session,
                params={"page": page, "pageSize": 100}), 200).body["engineers"]]
        return ids

    wait_until(pending_ids, until=lambda ids: engineer.id in ids, timeout=DEADLINE, what="the application pending")
    expect(api.post(f"/api/admin/engineers/{engineer.id}/reject", json={"reason": "Add your portfolio."},
                    session=admin_session), 200)
    wait_until(pending_ids, until=lambda ids: engineer.id not in ids, timeout=DEADLINE, what="the application gone")
    # The feed shows the last few lines of everybody's activity (other tests' signups and passes may already have
    # pushed this one out of it): the line is read where the feed is kept.
    text = f"{name}'s application was not approved".replace("'", "''")
    assert rows(f"SELECT count(*) FROM analytics.activity WHERE kind = 'rejection' AND text = '{text}'") == [["1"]]
    expect(api.request("PATCH", f"/api/engineer-profile/{engineer.id}", json={"bio": "Portfolio added."},
                       session=engineer.session), 200)
    wait_until(pending_ids, until=lambda ids: engineer.id in ids, timeout=DEADLINE, what="the application back")
