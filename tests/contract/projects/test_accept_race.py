"""Accepting is atomic: when the client's accepts of 20 different bids on one project race, exactly one wins, the
others get 409, and the project ends with one accepted bid and one assigned engineer (docs/dev-contract.md
"Projects and bids"). Each accept runs in its own thread with its own HTTP connection."""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from lib.api_client import ApiClient, expect
from lib.projects import CANNOT_ACCEPT, accept, bid, bids_of, new_client, post_project, project_of, verified_engineers

RACERS = 20


def test_twenty_concurrent_accepts_make_one_assignment(api, projects_api, admin_session, config):
    client = new_client(api)
    engineers = verified_engineers(api, RACERS)
    project = post_project(projects_api, client)
    bids = [bid(projects_api, engineer, project["id"], amount=1000 + n) for n, engineer in enumerate(engineers)]

    start = threading.Barrier(RACERS)

    def race(bid_id: int):
        own = ApiClient(config.base_url, projects_api.contract)  # a connection of its own
        try:
            start.wait(timeout=30)
            return bid_id, accept(own, client.session, bid_id)
        finally:
            own.close()

    with ThreadPoolExecutor(max_workers=RACERS) as pool:
        results = list(pool.map(race, [b["id"] for b in bids]))

    winners = [(bid_id, response) for bid_id, response in results if response.status == 200]
    assert len(winners) == 1, [(bid_id, response.describe()) for bid_id, response in results]
    for _, response in results:
        if response.status != 200:
            expect(response, 409, CANNOT_ACCEPT)
    winning_bid_id, winning = winners[0]
    winner = next(b for b in bids if b["id"] == winning_bid_id)

    assert winning.body["project"]["assignedEngineerId"] == winner["engineerId"]
    final = project_of(projects_api, client.session, project["id"])
    assert (final["status"], final["assignedEngineerId"], final["finalAmount"], final["bidCount"]) == \
        ("in_progress", winner["engineerId"], winner["amount"], RACERS)
    statuses = {b["id"]: b["status"] for b in bids_of(projects_api, client.session, project["id"])}
    assert statuses == {b["id"]: ("accepted" if b["id"] == winning_bid_id else "declined") for b in bids}
