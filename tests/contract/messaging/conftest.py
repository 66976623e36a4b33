"""Fixtures of the messaging contract tests: chat sockets (the service's contract and client are in tests/conftest.py,
shared with the integration tests)."""
from __future__ import annotations

import pytest

from lib.messaging import open_socket


@pytest.fixture
def sockets(config):
    """connect(session): a chat socket of that session, closed when the test ends."""
    opened = []

    def connect(session):
        socket = open_socket(config, session)
        opened.append(socket)
        return socket
    yield connect
    for socket in opened:
        socket.close()
