"""Directory appearances (issue 29 item 3): every engineer's card that GET /api/engineers serves (any page, filter,
order or search) is an appearance of that engineer, counted once per viewer and UTC day: a member by their account, a
visitor who is not signed in by their address and browser (here: a User-Agent of the test's own, since every test
comes from the same address). The engineer's own look and an admin's do not count. Auth keeps them in memory and
writes them every two seconds, publishing each write's new viewers on auth.events as engineer.directory_appearances
(docs/events.md), which this test reads from Kafka.

The directory is shared with every other test, so each test makes engineers with a word nobody else uses and searches
on it; the counts are those of its own engineers only."""
from __future__ import annotations

import uuid
from collections import Counter
from datetime import datetime, timezone

from lib.api_client import expect
from lib.engineers import register_client, register_engineer, token
from lib.kafka_tail import TopicTail
from lib.metrics import scrape
from lib.waiting import holds_for, wait_until

EVENT_DEADLINE_SECONDS = 30
QUIET_SECONDS = 5  # more than two of auth's writes: nothing more comes for what was already counted


def list_directory(api, *, session=None, visitor=None, **params):
    """A directory page as a visitor's browser (its User-Agent) or a member (their session) loads it."""
    headers = {"User-Agent": visitor} if visitor else None
    response = expect(api.get("/api/engineers", params=params, session=session, headers=headers), 200)
    return [card["userId"] for card in response.body]


class Appearances:
    """The engineer.directory_appearances events on auth.events since the tail was made: viewers per engineer."""

    def __init__(self, config):
        self.tail = TopicTail(config.kafka_bootstrap, "auth.events")
        self.events = []

    def counts(self, engineer_ids) -> dict[int, int]:
        for record in self.tail.poll():
            if isinstance(record.value, dict) and record.value.get("type") == "engineer.directory_appearances":
                self.events.append(record)
        counted = Counter()
        for record in self.events:
            for entry in record.value["data"]["appearances"]:
                if entry["engineerId"] in engineer_ids:
                    counted[entry["engineerId"]] += entry["viewers"]
        return {engineer: counted[engineer] for engineer in engineer_ids}

    def until(self, engineer_ids, expected, what):
        return wait_until(lambda: self.counts(engineer_ids), until=lambda found: found == expected,
                          timeout=EVENT_DEADLINE_SECONDS, what=what)

    def stay(self, engineer_ids, expected):
        def check(found):
            assert found == expected, f"counted {found}, expected {expected}"
        holds_for(lambda: self.counts(engineer_ids), check=check, duration=QUIET_SECONDS)

    def close(self):
        self.tail.close()


def test_a_visitor_and_a_member_listing_twice_in_a_day_count_once_per_engineer(api, config):
    word = token("Seen")
    first, second = register_engineer(api, lastName=word), register_engineer(api, lastName=word)
    member = register_client(api)
    visitor = f"contract-visitor-{uuid.uuid4()}"
    ids = {first.id, second.id}
    appearances = Appearances(config)
    try:
        assert set(list_directory(api, visitor=visitor, search=word)) == ids
        assert set(list_directory(api, visitor=visitor, search=word)) == ids  # the same page again (cached)
        assert len(list_directory(api, visitor=visitor, search=word, pageSize=1, page=2)) == 1  # a further page
        assert set(list_directory(api, session=member.session, search=word)) == ids
        assert set(list_directory(api, session=member.session, search=word, pageSize=50)) == ids
        expected = {first.id: 2, second.id: 2}
        appearances.until(ids, expected, "a visitor and a member counted once for each engineer")
        appearances.stay(ids, expected)
        today = datetime.now(timezone.utc).date().isoformat()
        for record in appearances.events:
            data = record.value["data"]
            if not any(entry["engineerId"] in ids for entry in data["appearances"]):
                continue
            assert set(data) == {"day", "appearances"}, data
            assert data["day"] == today
            assert record.key == today.encode()
            assert record.headers.get("type") == b"engineer.directory_appearances"
            for entry in data["appearances"]:
                assert set(entry) == {"engineerId", "viewers"} and entry["viewers"] >= 1, entry
    finally:
        appearances.close()


def test_another_browser_is_another_visitor(api, config):
    word = token("Seen")
    engineer = register_engineer(api, lastName=word)
    appearances = Appearances(config)
    try:
        for browser in range(3):
            list_directory(api, visitor=f"contract-visitor-{uuid.uuid4()}-{browser}", search=word)
        appearances.until({engineer.id}, {engineer.id: 3}, "three browsers counted as three visitors")
    finally:
        appearances.close()


def test_the_engineer_themselves_an_admin_and_a_search_that_does_not_list_them_do_not_count(api, config,
                                                                                            admin_session):
    word, other_word = token("Seen"), token("Seen")
    engineer = register_engineer(api, lastName=word)
    other = register_engineer(api, lastName=other_word)
    appearances = Appearances(config)
    try:
        assert list_directory(api, session=engineer.session, search=word) == [engineer.id]
        assert list_directory(api, session=admin_session, search=word) == [engineer.id]
        assert list_directory(api, visitor=f"contract-visitor-{uuid.uuid4()}", search=other_word) == [other.id]
        # The other engineer's appearance comes with (or after) anything the looks before it recorded.
        appearances.until({engineer.id, other.id}, {engineer.id: 0, other.id: 1},
                          "the other engineer's appearance, and none of the engineer's")
        appearances.stay({engineer.id, other.id}, {engineer.id: 0, other.id: 1})
        # The engineer seen by someone else does count.
        list_directory(api, visitor=f"contract-visitor-{uuid.uuid4()}", search=word)
        appearances.until({engineer.id}, {engineer.id: 1}, "the engineer's appearance to another visitor")
    finally:
        appearances.close()


def test_metrics_show_what_waits_for_a_write_and_what_was_dropped():
    """The buffer is bounded (50,000 waiting appearances); what it drops is counted, never silently lost."""
    metrics = scrape("auth")
    assert metrics.samples("cw_directory_appearances_dropped", "cw_directory_appearances_dropped_total"), \
        "no cw_directory_appearances_dropped_total on auth's /metrics"
    assert metrics.samples("cw_directory_appearances_waiting"), "no cw_directory_appearances_waiting on /metrics"
    assert metrics.value("cw_directory_appearances_waiting") >= 0
