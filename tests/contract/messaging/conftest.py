"""Fixtures of the messaging contract tests: the service's OpenAPI contract and a client validating against it."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient
from lib.config import SystemConfig
from lib.openapi_contract import OpenApiContract, service_contract


@pytest.fixture(scope="session")
def messaging_contract() -> OpenApiContract:
    contract = service_contract("messaging")
    assert contract is not None, "services/messaging/openapi.yaml is missing"
    return contract


@pytest.fixture(scope="session")
def messaging_api(config: SystemConfig, messaging_contract: OpenApiContract):
    """Through nginx; every response is validated against services/messaging/openapi.yaml."""
    client = ApiClient(config.base_url, messaging_contract)
    yield client
    client.close()
