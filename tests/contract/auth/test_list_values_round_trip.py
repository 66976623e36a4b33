"""Every list value an engineer can type comes back exactly as typed, through every route that shows it.

Debian's libpqxx 6.4 array parser once aborted auth on an entry starting with an apostrophe ("'90s Shaker": the next
GET of that profile, which needs no sign-in, killed the process) and dropped the quotes of "{'quoted'}". Lists are now
read from PostgreSQL as JSON; these are the values that broke it and their neighbours.
"""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.engineers import LIST_FIELDS, directory, patch_profile, profile_of, register_engineer, token

AWKWARD_ENTRIES = [
    "'90s Shaker",
    "{'quoted'}",
    "'",
    "''",
    "O'Brien's \"Euro\" boxes",
    '"',
    '"double quoted"',
    "back\\slash",
    "\\",
    "\\\"",
    "a,b,c",
    ",",
    "{braces}",
    "{",
    "}",
    "{}",
    "{\"a\",\"b\"}",
    "NULL",
    "日本語の棚",
    "Шкаф",
    "سلام",
    "🪚 Sägen & Fräsen",
    "e\u0301 (combining)",
    "tab\tinside",
    "line\nbreak",
    "$1 ; DROP TABLE users; --",
    "%s %n %x",
    "<script>alert(1)</script>",
]


@pytest.fixture
def engineer(api):
    return register_engineer(api, lastName=token("Lists"))


def lists_of(profile: dict) -> dict:
    return {field: profile[field] for field in LIST_FIELDS}


def test_awkward_entries_round_trip_through_every_route(api, engineer):
    changes = {field: AWKWARD_ENTRIES for field in LIST_FIELDS}
    patched = expect(patch_profile(api, engineer.id, changes, engineer.session), 200).body
    assert lists_of(patched) == changes, "the PATCH answer changed an entry"

    # The public profile (no sign-in), the engineer's own by id and without id, and the directory's card.
    assert lists_of(profile_of(api, engineer.id)) == changes
    assert lists_of(profile_of(api, engineer.id, engineer.session)) == changes
    own = expect(api.get("/api/engineer-profile", session=engineer.session), 200).body
    assert lists_of(own) == changes
    cards = expect(directory(api, search=engineer.user["lastName"]), 200).body
    assert [card["userId"] for card in cards] == [engineer.id]
    assert lists_of(cards[0]) == changes

    # The service is still up and serves the same again (it aborted here before).
    expect(api.get("/healthz"), 200)
    assert lists_of(profile_of(api, engineer.id)) == changes


# A list drops entries that repeat one before it in another case, so these go one at a time.
@pytest.mark.parametrize("entry", AWKWARD_ENTRIES + ["null", "Null", "{NULL}", "{null,\"x\"}"])
def test_a_single_awkward_entry_is_stored_exactly(api, engineer, entry):
    expect(patch_profile(api, engineer.id, {"languages": [entry]}, engineer.session), 200)
    assert profile_of(api, engineer.id)["languages"] == [entry]


def test_a_skill_with_quotes_is_still_a_filter(api, engineer):
    skill = f"{token('Skill')} 'Pro' \"X\""
    expect(patch_profile(api, engineer.id, {"softwareSkills": [skill]}, engineer.session), 200)
    cards = expect(directory(api, software=skill), 200).body
    assert [card["userId"] for card in cards] == [engineer.id]
    assert cards[0]["softwareSkills"] == [skill]
