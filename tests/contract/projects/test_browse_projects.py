"""GET /api/projects: projects open for bids, newest first, paged, filtered, searched (docs/dev-contract.md
"Projects and bids"). Every test's projects carry a word no other test uses, and it searches for that word, so
the answers are exact whatever else the database holds."""
from __future__ import annotations

import gzip
import json

import pytest
import requests

from lib.api_client import expect
from lib.billing import upgraded
from lib.engineers import register_client, register_engineer, token
from lib.projects import NOT_AUTHENTICATED, accept, bid, new_client, post_project, verified_engineer


def browse(projects_api, session, **params):
    return expect(projects_api.get("/api/projects", session=session, params=params or None), 200)


def listed(projects_api, session, **params) -> tuple[list[int], int]:
    response = browse(projects_api, session, **params)
    return [project["id"] for project in response.body], int(response.headers.get("X-Total-Count"))


def tagged_projects(projects_api, client, tag, count, **overrides) -> list[dict]:
    return [post_project(projects_api, client, title=f"Walnut vanity {tag} {n}", **overrides) for n in range(count)]


def test_newest_first_with_the_total(api, projects_api):
    client = new_client(api)
    tag = token("brw")
    posted = tagged_projects(projects_api, client, tag, 3)
    ids, total = listed(projects_api, client.session, search=tag)
    assert ids == [p["id"] for p in reversed(posted)]
    assert total == 3
    first = browse(projects_api, client.session, search=tag).body[0]
    assert first == posted[-1], "a listed project is the project object"


def test_anyone_signed_in_browses_and_the_first_page_is_the_newest(api, projects_api, admin_session):
    client = register_client(api)
    newest = post_project(projects_api, client)
    for session in (client.session, register_engineer(api).session, admin_session):
        response = browse(projects_api, session)
        assert int(response.headers.get("X-Total-Count")) >= len(response.body) >= 1
        assert len(response.body) <= 20
        created = [(p["createdAt"], p["id"]) for p in response.body]
        assert created == sorted(created, reverse=True)
        assert all(p["status"] == "posted" for p in response.body)
    # Unless 50 projects were posted meanwhile by someone else, ours is on the first page of 50.
    assert newest["id"] in [p["id"] for p in browse(projects_api, client.session, pageSize=50).body]


def test_browsing_needs_a_session(projects_api):
    response = projects_api.get("/api/projects")
    expect(response, 401, NOT_AUTHENTICATED)


def test_paging(api, projects_api):
    client = upgraded(api, register_client(api))  # more projects than starter allows
    tag = token("pg")
    newest_first = [p["id"] for p in reversed(tagged_projects(projects_api, client, tag, 5))]
    seen = []
    for page in (1, 2, 3):
        ids, total = listed(projects_api, client.session, search=tag, pageSize=2, page=page)
        assert total == 5
        seen += ids
    assert seen == newest_first
    assert listed(projects_api, client.session, search=tag, pageSize=2, page=4) == ([], 5)
    assert listed(projects_api, client.session, search=tag, pageSize=50)[0] == newest_first


@pytest.mark.parametrize("params,message", [
    ({"page": "0"}, "page must be a whole number from 1 to 100000"),
    ({"page": "x"}, "page must be a whole number from 1 to 100000"),
    ({"pageSize": "0"}, "pageSize must be a whole number from 1 to 50"),
    ({"pageSize": "51"}, "pageSize must be a whole number from 1 to 50"),
    ({"pageSize": "-3"}, "pageSize must be a whole number from 1 to 50"),
    ({"pageSize": "2.5"}, "pageSize must be a whole number from 1 to 50"),
], ids=["page-0", "page-x", "size-0", "size-51", "size-negative", "size-fraction"])
def test_bad_paging(api, projects_api, params, message):
    response = projects_api.get("/api/projects", session=register_client(api).session, params=params)
    expect(response, 400, message)


def test_filters_combine(api, projects_api):
    client = register_client(api)
    tag = token("flt")
    vanity = post_project(projects_api, client, title=f"Vanity {tag}", cabinetType="Bathroom Vanity",
                          budgetRange="$500 - $1,000", materialType="MDF")
    kitchen = post_project(projects_api, client, title=f"Kitchen {tag}", cabinetType="Kitchen Cabinets",
                           budgetRange="$500 - $1,000", materialType="Solid Wood")
    expensive = post_project(projects_api, client, title=f"Millwork {tag}", cabinetType="Custom Millwork",
                             budgetRange="$5,000+", materialType="MDF")
    session = client.session
    assert listed(projects_api, session, search=tag, cabinetType="Bathroom Vanity") == ([vanity["id"]], 1)
    assert listed(projects_api, session, search=tag, budgetRange="$500 - $1,000") == ([kitchen["id"], vanity["id"]], 2)
    assert listed(projects_api, session, search=tag, materialType="MDF") == ([expensive["id"], vanity["id"]], 2)
    assert listed(projects_api, session, search=tag, budgetRange="$500 - $1,000", materialType="MDF") == \
        ([vanity["id"]], 1)
    assert listed(projects_api, session, search=tag, cabinetType="Office Furniture") == ([], 0)
    everything = ([expensive["id"], kitchen["id"], vanity["id"]], 3)
    any_value = {"cabinetType": "all", "budgetRange": "", "materialType": "all"}
    assert listed(projects_api, session, search=tag, **any_value) == everything


@pytest.mark.serial  # counts every project of a kind, anybody's
def test_filters_without_search_count_every_match(api, projects_api):
    client = register_client(api)
    before = listed(projects_api, client.session, cabinetType="Entertainment Center", materialType="Solid Wood")[1]
    post_project(projects_api, client, cabinetType="Entertainment Center", materialType="Solid Wood")
    ids, total = listed(projects_api, client.session, cabinetType="Entertainment Center", materialType="Solid Wood")
    assert total == before + 1
    projects = browse(projects_api, client.session, cabinetType="Entertainment Center", materialType="Solid Wood").body
    assert all((p["cabinetType"], p["materialType"]) == ("Entertainment Center", "Solid Wood") for p in projects)


@pytest.mark.parametrize("param", ["cabinetType", "budgetRange", "materialType"])
def test_a_filter_outside_the_specs_list(api, projects_api, param):
    response = projects_api.get("/api/projects", session=register_client(api).session,
                                params={param: "Cheap and quick"})
    assert expect(response, 400).message.startswith(f"{param} must be one of: ")


def test_search_matches_every_word_by_prefix_in_title_and_description(api, projects_api):
    client = register_client(api)
    tag = token("srch")
    in_title = post_project(projects_api, client, title=f"Shaker pantry {tag}")
    in_description = post_project(projects_api, client, title=f"Garage cabinets {tag}",
                                  description=f"Shaker style doors, plywood boxes, for {tag} garage.")
    session = client.session
    assert listed(projects_api, session, search=tag)[1] == 2
    assert listed(projects_api, session, search=f"shak {tag}") == ([in_description["id"], in_title["id"]], 2)
    assert listed(projects_api, session, search=f"PANTRY {tag}") == ([in_title["id"]], 1)
    assert listed(projects_api, session, search=f"{tag[:-2]} garag") == ([in_description["id"]], 1)
    assert listed(projects_api, session, search=f"{tag} walnut") == ([], 0)


def test_search_text_is_never_syntax(api, projects_api):
    client = register_client(api)
    tag = token("syn")
    project = post_project(projects_api, client, title=f"Library millwork {tag}")
    for text in (f"{tag} & | ! ( ) : * '", f"'{tag}':*", f"{tag}\\", f"!{tag}", "%_\\", "a", "é ü ß 漢字",
                 "\u00ff\ufffd"):
        response = browse(projects_api, client.session, search=text)
        if tag in text:
            assert project["id"] in [p["id"] for p in response.body], text


def test_only_open_projects_are_listed(api, projects_api, admin_session):
    client = register_client(api)
    engineer = verified_engineer(api)
    tag = token("opn")
    open_project, assigned, cancelled = tagged_projects(projects_api, client, tag, 3)
    accept_response = accept(projects_api, client.session, bid(projects_api, engineer, assigned["id"])["id"])
    expect(accept_response, 200)
    expect(projects_api.post(f"/api/projects/{cancelled['id']}/cancel", session=client.session), 200)
    assert listed(projects_api, client.session, search=tag) == ([open_project["id"]], 1)


def test_changes_show_at_once(api, projects_api, admin_session):
    client = register_client(api)
    engineer = verified_engineer(api)
    tag = token("chg")
    first = post_project(projects_api, client, title=f"Maple bookcase {tag}")
    assert listed(projects_api, client.session, search=tag) == ([first["id"]], 1)  # now cached
    second = post_project(projects_api, client, title=f"Cherry desk {tag}")
    assert listed(projects_api, client.session, search=tag) == ([second["id"], first["id"]], 2)
    placed = bid(projects_api, engineer, first["id"])
    counts = {p["id"]: p["bidCount"] for p in browse(projects_api, client.session, search=tag).body}
    assert counts == {first["id"]: 1, second["id"]: 0}
    expect(accept(projects_api, client.session, placed["id"]), 200)
    assert listed(projects_api, client.session, search=tag) == ([second["id"]], 1)


def test_search_with_broken_utf8_is_refused_like_every_query_text(api, projects_api):
    # Every service reads query text through one check (cw/fields.hpp): bytes that are not UTF-8 are a 400 naming
    # the parameter, never sent to the database. A browser always sends UTF-8.
    client = register_client(api)
    tag = token("utf")
    project = post_project(projects_api, client, title=f"Painted mudroom {tag}")
    expect(projects_api.get(f"/api/projects?search=%FF{tag}%C3", session=client.session), 400,
           "search must be valid UTF-8 text")
    response = expect(projects_api.get(f"/api/projects?search={tag}", session=client.session), 200)
    assert [p["id"] for p in response.body] == [project["id"]]


def test_a_page_comes_gzip_compressed_to_who_accepts_it_and_reads_the_same(api, projects_api, config):
    """The service keeps large pages compressed in memory and nginx passes them through: a browser that accepts gzip
    gets a compressed page, from the first request on, and it holds exactly the plain page."""
    client = upgraded(api, new_client(api))
    tag = token("gzp")
    tagged_projects(projects_api, client, tag, 8)
    url = f"{config.base_url}/api/projects"
    cookies = {"cw_session": client.session}
    plain = requests.get(url, params={"search": tag}, cookies=cookies, headers={"Accept-Encoding": "identity"}, timeout=10)
    assert plain.status_code == 200 and "Content-Encoding" not in plain.headers
    assert len(plain.content) > 1024, "the page should be large enough to be compressed"
    for _ in range(2):  # the first answer fills the service's memory, the second comes from it
        compressed = requests.get(url, params={"search": tag}, cookies=cookies,
                                  headers={"Accept-Encoding": "gzip, deflate, br"}, stream=True, timeout=10)
        assert compressed.status_code == 200
        assert compressed.headers["Content-Encoding"] == "gzip"
        assert "Accept-Encoding" in compressed.headers.get("Vary", "")
        assert compressed.headers["X-Total-Count"] == "8"
        assert json.loads(gzip.decompress(compressed.raw.read(decode_content=False))) == plain.json()
