"""When PostgreSQL closes the services' connections (a restart, a failover, an administrator's terminate), the
services notice before they use one: the very next requests are answered from the database, none fails."""
from __future__ import annotations

from lib.api_client import expect
from lib.database import rows
from lib.engineers import register_client
from lib.waiting import wait_until

REQUESTS_AFTER = 20


def test_requests_right_after_the_connections_are_closed_succeed(api, gateway):
    client = register_client(api)
    reads = {
        "projects": lambda: gateway.get("/api/my-projects", session=client.session),
        "messaging": lambda: gateway.get("/api/notifications", session=client.session),
    }
    for service, read in reads.items():
        for _ in range(REQUESTS_AFTER):  # every pooled connection of the service has been used
            expect(read(), 200)
        closed = rows(f"SELECT pid FROM (SELECT pid FROM pg_stat_activity WHERE usename = '{service}' "
                      f"OFFSET 0) s WHERE pg_terminate_backend(pid)")
        assert closed, f"no {service} connection was open to close"
        pids = ",".join(pid for [pid] in closed)
        wait_until(lambda: rows(f"SELECT count(*) FROM pg_stat_activity WHERE pid IN ({pids})")[0][0],
                   until=lambda left: left == "0", timeout=5, interval=0.02,
                   what=f"the closed {service} connections to be gone")
        answers = [read() for _ in range(REQUESTS_AFTER)]
        failed = [a.describe() for a in answers if a.status != 200]
        assert not failed, f"{service} failed {len(failed)} of {REQUESTS_AFTER} requests after PostgreSQL closed " \
                           f"its connections: {failed[:3]}"
