"""Health endpoints, directly on the auth port (AUTH_PORT)."""
from __future__ import annotations

from lib.api_client import expect


def test_healthz(auth_direct):
    assert expect(auth_direct.get("/healthz"), 200).body["status"] == "ok"


def test_readyz(auth_direct):
    assert expect(auth_direct.get("/readyz"), 200).body["status"] == "ready"
