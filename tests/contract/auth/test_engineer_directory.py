"""GET /api/engineers: search, filters, order (verified first, reviewed before unreviewed, then rating, review count and
user id), paging, X-Total-Count.

The directory is shared with every other test and run, so each test makes engineers carrying a word nobody else
uses and searches or filters on it.
"""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.engineers import (directory, pass_certification, patch_profile, register_client, register_engineer, token,
                           total_count)

MAX_PAGE_SIZE = 50
DEFAULT_PAGE_SIZE = 20


def ids(response) -> list[int]:
    return [profile["userId"] for profile in response.body]


def listed(api, session=None, **params) -> tuple[list[int], int]:
    response = expect(directory(api, session, **params), 200)
    assert isinstance(response.body, list)
    for profile in response.body:
        assert profile["userId"] == profile["user"]["id"], profile
    return ids(response), total_count(response)


def test_anyone_can_list_and_the_total_is_given(api):
    response = expect(directory(api), 200)
    total = total_count(response)
    assert len(response.body) <= DEFAULT_PAGE_SIZE
    assert total >= len(response.body)
    if total > DEFAULT_PAGE_SIZE:
        assert len(response.body) == DEFAULT_PAGE_SIZE, "default pageSize is 20"


def test_search_by_name(api):
    word = token("Name")
    engineer = register_engineer(api, lastName=word)
    register_engineer(api)
    assert listed(api, search=word) == ([engineer.id], 1)


def test_search_by_first_name(api):
    word = token("First")
    engineer = register_engineer(api, firstName=word)
    assert listed(api, search=word) == ([engineer.id], 1)


def test_search_by_bio(api):
    word = token("bio")
    engineer = register_engineer(api)
    expect(patch_profile(api, engineer.id, {"bio": f"Frameless kitchens and {word} vanities."}, engineer.session), 200)
    assert listed(api, search=word) == ([engineer.id], 1)


def test_search_by_skill(api):
    word = token("Skill")
    engineer = register_engineer(api)
    expect(patch_profile(api, engineer.id, {"softwareSkills": ["AutoCAD", word]}, engineer.session), 200)
    assert listed(api, search=word) == ([engineer.id], 1)


def test_search_by_specialization(api):
    # "name, bio and skills": specializations are skills too (interpretation; softwareSkills is the sure one).
    word = token("Spec")
    engineer = register_engineer(api)
    expect(patch_profile(api, engineer.id, {"specializations": [word]}, engineer.session), 200)
    assert listed(api, search=word) == ([engineer.id], 1)


def test_search_matches_part_of_a_word_ignoring_case(api):
    # Interpretation: a directory search box matches substrings case-insensitively.
    word = token("Case")
    engineer = register_engineer(api, lastName=word)
    assert listed(api, search=word[2:-2].upper()) == ([engineer.id], 1)


def test_search_without_a_match(api):
    assert listed(api, search=token("nomatch")) == ([], 0)


def test_clients_are_not_in_the_directory(api):
    word = token("Client")
    register_client(api, lastName=word)
    assert listed(api, search=word) == ([], 0)


def test_software_filter(api):
    software = token("Soft")
    with_it = register_engineer(api)
    without = register_engineer(api, lastName=software)  # matches a search, not the software filter
    expect(patch_profile(api, with_it.id, {"softwareSkills": ["Cabinet Vision", software]}, with_it.session), 200)
    expect(patch_profile(api, without.id, {"softwareSkills": ["Cabinet Vision"]}, without.session), 200)
    assert listed(api, software=software) == ([with_it.id], 1)


def test_location_filter(api):
    place = token("Town")
    here = register_engineer(api, location=f"{place}, OR")
    register_engineer(api, location="Elsewhere, OR", lastName=place)
    assert listed(api, location=place) == ([here.id], 1)


def test_filters_combine(api):
    word, place = token("Combo"), token("Place")
    both = register_engineer(api, lastName=word, location=place)
    register_engineer(api, lastName=word, location="Nowhere")
    register_engineer(api, location=place)
    assert listed(api, search=word, location=place) == ([both.id], 1)


def test_verified_first_then_user_id(api, admin_session):
    word = token("Order")
    first, second, third = (register_engineer(api, lastName=word) for _ in range(3))
    assert listed(api, search=word) == ([first.id, second.id, third.id], 3), "equal rating: by user id"
    pass_certification(api, third)
    assert listed(api, search=word) == ([third.id, first.id, second.id], 3), "verified first"


def test_paging_is_stable_and_complete(api, admin_session):
    word = token("Page")
    engineers = [register_engineer(api, lastName=word) for _ in range(5)]
    pass_certification(api, engineers[3])
    everything, total = listed(api, search=word, pageSize=MAX_PAGE_SIZE)
    assert total == 5 and sorted(everything) == sorted(e.id for e in engineers)

    pages = []
    for page in (1, 2, 3):
        page_ids, page_total = listed(api, search=word, page=page, pageSize=2)
        assert page_total == 5, f"X-Total-Count on page {page}"
        pages.append(page_ids)
    assert [len(p) for p in pages] == [2, 2, 1]
    flat = [i for p in pages for i in p]
    assert len(set(flat)) == 5, f"duplicates across pages: {pages}"
    assert flat == everything, "pages must follow the same order as one big page"
    assert listed(api, search=word, page=4, pageSize=2) == ([], 5), "past the end: empty page, same total"


def test_first_page_is_ordered(api, admin_session):
    response = expect(directory(api, admin_session, pageSize=MAX_PAGE_SIZE), 200)  # admins see ratings
    for p in response.body:
        assert (p["rating"] is None) == (p["reviewCount"] == 0), f"no reviews is no rating (issue 30 item 2): {p}"
    keys = [(not p["isVerified"], p["reviewCount"] == 0, -float(p["rating"] or 0), -p["reviewCount"], p["userId"])
            for p in response.body]
    assert keys == sorted(keys), ("order: verified first, reviewed before unreviewed, then rating (highest first), "
                                  "review count (most first), then user id")


def test_page_size_50_is_allowed(api):
    response = expect(directory(api, pageSize=MAX_PAGE_SIZE), 200)
    assert len(response.body) <= MAX_PAGE_SIZE
    if total_count(response) >= MAX_PAGE_SIZE:
        assert len(response.body) == MAX_PAGE_SIZE


@pytest.mark.parametrize("page_size", [51, 1000, 4294967297])
def test_page_size_over_50_is_refused_as_projects_refuses_it(api, page_size):
    expect(directory(api, pageSize=page_size), 400, "pageSize must be a whole number from 1 to 50")


@pytest.mark.parametrize("params", [
    {"pageSize": 0}, {"pageSize": -1}, {"pageSize": "abc"}, {"pageSize": "2.5"},
    {"page": 0}, {"page": -1}, {"page": "abc"}, {"page": "1.5"},
], ids=lambda p: f"{next(iter(p))}={next(iter(p.values()))!r}")
def test_bad_page_or_page_size(api, params):
    name = next(iter(params))
    expect(directory(api, **params), 400,
           f"{name} must be a whole number from 1 to {MAX_PAGE_SIZE if name == 'pageSize' else 999999}")


def test_directory_hides_contact_info_unless_shown(api):
    word = token("Contact")
    hidden = register_engineer(api, lastName=word, phone="+1 555 0100")
    shown = register_engineer(api, lastName=word, phone="+1 555 0101")
    expect(patch_profile(api, shown.id, {"showContactInfo": True}, shown.session), 200)
    users = {p["userId"]: p["user"] for p in expect(directory(api, search=word), 200).body}
    assert "email" not in users[hidden.id] and "phone" not in users[hidden.id], users[hidden.id]
    assert users[shown.id].get("email", "").lower() == shown.payload["email"].lower(), users[shown.id]
    assert users[shown.id].get("phone") == "+1 555 0101", users[shown.id]


def test_reviewed_only_is_free_and_keeps_engineers_with_a_review(api, projects_api, admin_session):
    """Issue 30 items 1 and 2: the landing page's top-rated engineers are reviewed ones (reviewedOnly=true, free);
    an engineer without reviews has no rating (null, "New" on the web), not 5.0, and comes after reviewed ones."""
    from lib.projects import accept, new_client, place_bid, post_project
    from lib.waiting import wait_until

    word = token("Reviewed")
    reviewed, unreviewed = register_engineer(api, lastName=word), register_engineer(api, lastName=word)
    for engineer in (reviewed, unreviewed):
        pass_certification(api, engineer)
    client = new_client(api)
    project = post_project(projects_api, client)
    placed = wait_until(lambda: place_bid(projects_api, reviewed, project["id"]), until=lambda r: r.status != 403,
                        timeout=30, what="engineer.certified to reach the projects service")
    expect(accept(projects_api, client.session, expect(placed, 201).body["id"]), 200)
    expect(projects_api.post(f"/api/projects/{project['id']}/complete", session=client.session), 200)
    review = {"projectId": project["id"], "rating": 4, "comment": "Tidy cut lists."}
    wait_until(lambda: api.post(f"/api/engineers/{reviewed.id}/reviews", json=review, session=client.session),
               until=lambda response: response.status == 201, timeout=60, what="the review accepted")

    assert listed(api, search=word, reviewedOnly="true") == ([reviewed.id], 1)  # a visitor may ask
    assert listed(api, search=word, reviewedOnly="false") == ([reviewed.id, unreviewed.id], 2)
    cards = expect(directory(api, admin_session, search=word), 200).body  # admins see ratings
    assert [(c["userId"], c["rating"], c["reviewCount"]) for c in cards] == [
        (reviewed.id, "4.0", 1), (unreviewed.id, None, 0)]
    expect(directory(api, reviewedOnly="yes"), 400, "reviewedOnly must be one of: true, false")
