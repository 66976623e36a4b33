"""The projects service keeps its busiest answers in memory (a page of open projects, a single project). A change
made behind its back, as a seed or repair script would make it, reaches those answers within moments: the database
notifies every instance at commit, so nothing waits for the answers' 30-second lifetime."""
from __future__ import annotations

from lib.api_client import expect
from lib.database import execute
from lib.engineers import register_client, token
from lib.projects import post_project
from lib.waiting import wait_until

DEADLINE_SECONDS = 5


def test_a_script_changing_a_project_shows_at_once(api, projects_api):
    client = register_client(api)
    tag = token("scr")
    project = post_project(projects_api, client, title=f"Grey wardrobe {tag}")

    def page():
        return expect(projects_api.get("/api/projects", session=client.session, params={"search": tag}), 200).body

    def single():
        return expect(projects_api.get(f"/api/projects/{project['id']}", session=client.session), 200).body

    assert [p["title"] for p in page()] == [project["title"]]  # both answers are now held in memory
    assert single()["title"] == project["title"]

    renamed = f"Grey wardrobe {tag} renamed"
    execute(f"UPDATE projects.projects SET title = '{renamed}' WHERE id = {int(project['id'])}")
    wait_until(single, until=lambda p: p["title"] == renamed, timeout=DEADLINE_SECONDS, interval=0.05,
               what="the project to show the title a script wrote")
    wait_until(page, until=lambda ps: [p["title"] for p in ps] == [renamed], timeout=DEADLINE_SECONDS, interval=0.05,
               what="the page of open projects to show the title a script wrote")

    execute(f"UPDATE projects.projects SET status = 'cancelled' WHERE id = {int(project['id'])}")
    wait_until(page, until=lambda ps: ps == [], timeout=DEADLINE_SECONDS, interval=0.05,
               what="a project a script cancelled to leave the page of open projects")
