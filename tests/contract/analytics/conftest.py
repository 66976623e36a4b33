"""Fixtures of the analytics contract tests: the service's OpenAPI contract and a client validating against it."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient
from lib.config import SystemConfig
from lib.openapi_contract import OpenApiContract, required_contract


@pytest.fixture(scope="session")
def analytics_contract() -> OpenApiContract:
    return required_contract("analytics")


@pytest.fixture(scope="session")
def analytics_api(config: SystemConfig, analytics_contract: OpenApiContract):
    """Through nginx; every response is validated against services/analytics/openapi.yaml."""
    with ApiClient(config.base_url, analytics_contract) as client:
        yield client
