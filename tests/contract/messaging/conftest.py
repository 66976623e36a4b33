"""Fixtures of the messaging contract tests: the service's OpenAPI contract and a client validating against it."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient
from lib.config import SystemConfig
from lib.messaging import open_socket
from lib.openapi_contract import OpenApiContract, required_contract


@pytest.fixture(scope="session")
def messaging_contract() -> OpenApiContract:
    return required_contract("messaging")


@pytest.fixture(scope="session")
def messaging_api(config: SystemConfig, messaging_contract: OpenApiContract):
    """Through nginx; every response is validated against services/messaging/openapi.yaml."""
    with ApiClient(config.base_url, messaging_contract) as client:
        yield client


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
