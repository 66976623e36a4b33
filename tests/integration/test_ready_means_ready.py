"""Ready means ready: when scripts/services.sh start (the last step of `make run`) returns, every service's consumer
group has given it its partitions, so what one service announces is applied by the others at once. Before /readyz
waited for that, an engineer verified right after a start could not bid for seconds ("Only verified engineers can
bid"): projects had not yet joined its group and the event waited.

The services are restarted here the way `make run` starts them (with this process's environment, which
scripts/run-tests.sh gives the test settings), then an engineer registered before passes the certification test and bids."""
from __future__ import annotations

import subprocess
import time

from lib.api_client import expect
from lib.config import REPO_ROOT
from lib.engineers import pass_certification, register_engineer
from lib.projects import new_client, place_bid, post_project

PASS_TO_BID_SECONDS = 1.0


def test_an_engineer_certified_right_after_a_start_bids_within_a_second(api, projects_api):
    client = new_client(api)
    project = post_project(projects_api, client)
    engineer = register_engineer(api)

    subprocess.run([str(REPO_ROOT / "scripts" / "services.sh"), "restart"], check=True, timeout=180,
                   stdout=subprocess.DEVNULL)

    pass_certification(api, engineer)
    started = time.monotonic()
    while True:
        answer = place_bid(projects_api, engineer, project["id"])
        if answer.status == 201:
            break
        assert answer.status == 403, answer.body
        assert time.monotonic() - started < PASS_TO_BID_SECONDS, (
            f"still refused {time.monotonic() - started:.2f} s after the pass: {answer.body}")
        time.sleep(0.02)
