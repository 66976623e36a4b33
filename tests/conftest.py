"""Fixtures shared by every black-box suite. The system must already be running (make run / scripts/)."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient
from lib.config import SystemConfig, admin_credentials, admin_credentials_file, load_config
from lib.openapi_contract import OpenApiContract, required_contract
from lib.users import login


@pytest.fixture(scope="session")
def config() -> SystemConfig:
    return load_config()


@pytest.fixture(scope="session")
def auth_contract() -> OpenApiContract:
    return required_contract("auth")


@pytest.fixture(scope="session")
def projects_contract() -> OpenApiContract:
    return required_contract("projects")


@pytest.fixture(scope="session")
def api(config: SystemConfig, auth_contract: OpenApiContract):
    """Through nginx; every response is validated against services/auth/openapi.yaml."""
    with ApiClient(config.base_url, auth_contract) as client:
        yield client


@pytest.fixture(scope="session")
def auth_direct(config: SystemConfig, auth_contract: OpenApiContract):
    """The auth service on its own port (AUTH_PORT), bypassing nginx."""
    with ApiClient(config.auth_direct_url, auth_contract) as client:
        yield client


@pytest.fixture(scope="session")
def projects_api(config: SystemConfig, projects_contract: OpenApiContract):
    """Through nginx; every response is validated against services/projects/openapi.yaml."""
    with ApiClient(config.base_url, projects_contract) as client:
        yield client


@pytest.fixture(scope="session")
def messaging_contract() -> OpenApiContract:
    return required_contract("messaging")


@pytest.fixture(scope="session")
def messaging_api(config: SystemConfig, messaging_contract: OpenApiContract):
    """Through nginx; every response is validated against services/messaging/openapi.yaml."""
    with ApiClient(config.base_url, messaging_contract) as client:
        yield client


@pytest.fixture(scope="session")
def gateway(config: SystemConfig):
    """Through nginx without a contract: for other services' endpoints (validated in the test itself)."""
    with ApiClient(config.base_url, None) as client:
        yield client


@pytest.fixture(scope="session")
def admin_session(api: ApiClient) -> str:
    credentials = admin_credentials()
    if credentials is None:
        pytest.fail(f"No admin credentials: MARKETPLACE_ADMIN_PASSWORD is not set and {admin_credentials_file()} "
                    "does not exist (scripts/services.sh start creates it). Start the system with make run, or "
                    "export MARKETPLACE_ADMIN_USERNAME (default 'admin') and MARKETPLACE_ADMIN_PASSWORD with the values "
                    "the auth service was started with.", pytrace=False)
    response = login(api, credentials.username, credentials.password)
    assert response.status == 200, (f"admin login as {credentials.username!r} (MARKETPLACE_ADMIN_PASSWORD, else "
                                    f"{admin_credentials_file()}) failed: {response.describe()}")
    assert response.body["role"] == "admin", f"the seeded admin has role {response.body['role']!r}"
    return response.session_cookie.value
