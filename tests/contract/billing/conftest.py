"""Fixtures of the billing contract tests: the service's OpenAPI contract and a client validating against it."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient
from lib.config import SystemConfig
from lib.openapi_contract import OpenApiContract, required_contract


@pytest.fixture(scope="session")
def billing_contract() -> OpenApiContract:
    return required_contract("billing")


@pytest.fixture(scope="session")
def billing_api(config: SystemConfig, billing_contract: OpenApiContract):
    """Through nginx; every response is validated against services/billing/openapi.yaml."""
    with ApiClient(config.base_url, billing_contract) as client:
        yield client


@pytest.fixture
def billing_events(config: SystemConfig):
    """billing.events from now on."""
    from lib.kafka_tail import TopicTail
    tail = TopicTail(config.kafka_bootstrap, "billing.events")
    yield tail
    tail.close()
