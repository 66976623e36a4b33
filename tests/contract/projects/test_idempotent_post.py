"""POST /api/projects with an Idempotency-Key (docs/dev-contract.md "Projects and bids"): a browser that sends its post
again after a lost answer gets the project its first request posted: one project, one project.posted event, one
count against the plan. The key with another form is a 409; keys are each client's own; requests with the same key at
the same moment post one project; a malformed key is a 400, whatever it holds, never a 500."""
from __future__ import annotations

import threading
import uuid

import pytest

from lib.api_client import ApiClient, expect
from lib.database import rows
from lib.kafka_tail import TopicTail
from lib.projects import new_client, project_form
from lib.waiting import wait_until

KEY_REUSED = "This Idempotency-Key was already used for another request."
KEY_LENGTH = "Idempotency-Key must be 1 to 255 characters"
KEY_CHARACTERS = "Idempotency-Key must be printable ASCII without spaces"
ACTIVE_LIMIT = ("Your Starter plan allows 3 active projects at a time. Upgrade at /premium-plans for unlimited "
                "projects.")
CONCURRENT_REQUESTS = 8
DEADLINE_SECONDS = 30


def post(projects_api: ApiClient, session: str, form: dict, key: str | bytes, **kwargs):
    return projects_api.post("/api/projects", json=form, session=session, headers={"Idempotency-Key": key}, **kwargs)


def new_key() -> str:
    return str(uuid.uuid4())


def projects_of(client) -> list[int]:
    return [int(row[0]) for row in rows(f"SELECT id FROM projects.projects WHERE client_id = {int(client.id)}")]


def test_the_same_key_again_gets_the_same_project_once(api, projects_api, config):
    client = new_client(api)
    form, key = project_form(), new_key()
    tail = TopicTail(config.kafka_bootstrap, "projects.events")  # from the end: only what this test causes
    try:
        first = expect(post(projects_api, client.session, form, key), 201).body
        again = expect(post(projects_api, client.session, form, key), 201).body
        assert again == first
        assert projects_of(client) == [first["id"]]
        # The project's own events share its partition, in the order written: a second project.posted would come
        # before the cancellation.
        expect(projects_api.post(f"/api/projects/{first['id']}/cancel", session=client.session), 200)
        seen = []

        def types():
            seen.extend(r.value["type"] for r in tail.poll(0.5)
                        if isinstance(r.value, dict) and r.value["data"].get("projectId") == first["id"])
            return seen
        wait_until(types, until=lambda found: "project.cancelled" in found, timeout=DEADLINE_SECONDS,
                   what=f"project.cancelled of project {first['id']}")
        assert seen == ["project.posted", "project.cancelled"]
        # A repeat after the project changed answers the project as it is now.
        assert expect(post(projects_api, client.session, form, key), 201).body["status"] == "cancelled"
    finally:
        tail.close()


def test_a_repeat_is_not_counted_against_the_plan(api, projects_api):
    client = new_client(api)  # starter: 3 active projects
    form, key = project_form(), new_key()
    ids = {expect(post(projects_api, client.session, form, key), 201).body["id"] for _ in range(3)}
    assert len(ids) == 1
    expect(post(projects_api, client.session, project_form(), new_key()), 201)
    expect(post(projects_api, client.session, project_form(), new_key()), 201)
    expect(post(projects_api, client.session, project_form(), new_key()), 403, ACTIVE_LIMIT)
    # The repeat still answers at the limit: it posts nothing.
    assert expect(post(projects_api, client.session, form, key), 201).body["id"] in ids


def test_the_same_key_with_another_form_is_a_409(api, projects_api):
    client = new_client(api)
    form, key = project_form(), new_key()
    first = expect(post(projects_api, client.session, form, key), 201).body
    refused = expect(post(projects_api, client.session, {**form, "title": form["title"] + " (v2)"}, key), 409,
                     KEY_REUSED)
    assert refused.body["code"] == "idempotency_key_reused"
    expect(post(projects_api, client.session, {**form, "deliverables": []}, key), 409, KEY_REUSED)
    assert projects_of(client) == [first["id"]]


def test_keys_are_each_clients_own(api, projects_api):
    first_client, second_client = new_client(api), new_client(api)
    key = new_key()
    first = expect(post(projects_api, first_client.session, project_form(), key), 201).body
    second = expect(post(projects_api, second_client.session, project_form(), key), 201).body
    assert first["id"] != second["id"]
    assert (first["clientId"], second["clientId"]) == (first_client.id, second_client.id)
    # The same body under another client's key is that client's project.
    form = project_form()
    mine = expect(post(projects_api, first_client.session, form, "shared-key"), 201).body
    theirs = expect(post(projects_api, second_client.session, form, "shared-key"), 201).body
    assert mine["id"] != theirs["id"]


def test_without_a_key_each_post_is_a_new_project(api, projects_api):
    client = new_client(api)
    form = project_form()
    ids = [expect(projects_api.post("/api/projects", json=form, session=client.session), 201).body["id"]
           for _ in range(2)]
    assert len(set(ids)) == 2


def test_requests_with_the_same_key_at_the_same_moment_post_one_project(api, config, projects_contract):
    client = new_client(api)
    form, key = project_form(), new_key()
    start = threading.Barrier(CONCURRENT_REQUESTS)
    answers: list = [None] * CONCURRENT_REQUESTS

    def send(index: int) -> None:
        with ApiClient(config.base_url, projects_contract) as own:  # a session of its own per thread
            start.wait()
            answers[index] = post(own, client.session, form, key)

    threads = [threading.Thread(target=send, args=(index,)) for index in range(CONCURRENT_REQUESTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    ids = {expect(answer, 201).body["id"] for answer in answers}
    assert len(ids) == 1
    assert projects_of(client) == list(ids)


def test_concurrent_requests_with_the_same_key_and_other_forms_post_one(api, config, projects_contract):
    client = new_client(api)
    key = new_key()
    forms = [project_form() for _ in range(CONCURRENT_REQUESTS)]
    start = threading.Barrier(CONCURRENT_REQUESTS)
    answers: list = [None] * CONCURRENT_REQUESTS

    def send(index: int) -> None:
        with ApiClient(config.base_url, projects_contract) as own:
            start.wait()
            answers[index] = post(own, client.session, forms[index], key)

    threads = [threading.Thread(target=send, args=(index,)) for index in range(CONCURRENT_REQUESTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(answer.status for answer in answers) == [201] + [409] * (CONCURRENT_REQUESTS - 1)
    assert len(projects_of(client)) == 1


@pytest.mark.parametrize("key, message", [
    ("", KEY_LENGTH),
    ("k" * 256, KEY_LENGTH),
    ("two words", KEY_CHARACTERS),
    ("tab\there", KEY_CHARACTERS),
    ("\u0001control", "Bad request"),  # the service's HTTP parser refuses a control character before any handler
    ("ключ-1".encode(), KEY_CHARACTERS),
    ("clé".encode("latin-1"), KEY_CHARACTERS),
    ("emoji-\U0001F511".encode(), KEY_CHARACTERS),
], ids=["empty", "256", "space", "tab", "control", "utf-8", "latin-1", "emoji"])
def test_a_malformed_key_is_a_400_and_posts_nothing(api, projects_api, key, message):
    client = new_client(api)
    expect(post(projects_api, client.session, project_form(), key), 400, message)
    assert projects_of(client) == []


def test_255_characters_are_a_key(api, projects_api):
    client = new_client(api)
    form, key = project_form(), "k" * 255
    first = expect(post(projects_api, client.session, form, key), 201).body
    assert expect(post(projects_api, client.session, form, key), 201).body["id"] == first["id"]


@pytest.mark.parametrize("key", ['"quoted"', "it's", "';DROP-TABLE-projects;--", "a\\b", "<script>"],
                         ids=["double-quotes", "apostrophe", "sql", "backslash", "markup"])
def test_printable_ascii_is_a_key_like_any_other(api, projects_api, key):
    """Billing's rule, shared: printable ASCII without spaces, punctuation included. Such a key is stored as given
    (a parameter, never SQL) and works like any other."""
    client = new_client(api)
    form = project_form()
    first = expect(post(projects_api, client.session, form, key), 201).body
    assert expect(post(projects_api, client.session, form, key), 201).body["id"] == first["id"]
    assert projects_of(client) == [first["id"]]


@pytest.mark.parametrize("key", ["nul\u0000key", "k" * 10 * 1024], ids=["nul", "10KB"])
def test_keys_the_gateway_cannot_pass_on_are_a_400(api, projects_api, key):
    """nginx refuses a header line holding a NUL, or longer than its 8 KB buffer, with its own 400 (not JSON, so not
    validated against the contract); the service never sees them."""
    client = new_client(api)
    assert post(projects_api, client.session, project_form(), key, validate=False).status == 400
    assert projects_of(client) == []


@pytest.mark.parametrize("key, status, message", [
    ("nul\u0000key", 400, "Bad request"),
    ("k" * 10 * 1024, 400, KEY_LENGTH),
], ids=["nul", "10KB"])
def test_the_service_itself_refuses_them_too(api, config, projects_contract, key, status, message):
    """The service's own port (reachable without nginx): its HTTP parser refuses a NUL in a header; a 10 KB key
    reaches the handler and is refused there."""
    client = new_client(api)
    with ApiClient(config.projects_direct_url, projects_contract) as direct:
        expect(post(direct, client.session, project_form(), key), status, message)
    assert projects_of(client) == []
