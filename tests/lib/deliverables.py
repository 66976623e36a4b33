"""Project files and milestones through the gateway: uploads, the milestones document, and projects' test clock."""
from __future__ import annotations

import hashlib
from typing import Any

import requests

from lib.api_client import ApiClient, ApiResponse, expect
from lib.billing import PaidProject, pay_stage
from lib.config import REPO_ROOT, SystemConfig
from lib.waiting import wait_until

DEADLINE_SECONDS = 30
FIXTURES = REPO_ROOT / "tests" / "fixtures"
STAGE_AMOUNTS = {"down_payment": "1250.00", "milestone": "750.00", "final_payment": "500.00"}  # of a 2500 bid


def fixture(relative: str) -> bytes:
    return (FIXTURES / relative).read_bytes()


def sha256(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()


def upload(api: ApiClient, session: str | None, project_id: int | str, name: str, content: bytes,
           **kwargs: Any) -> ApiResponse:
    return api.post(f"/api/projects/{project_id}/files", params={"name": name}, data=content, session=session,
                    headers={"Content-Type": "application/octet-stream", **kwargs.pop("headers", {})}, **kwargs)


def uploaded(api: ApiClient, session: str, project_id: int, name: str, content: bytes) -> dict:
    return expect(upload(api, session, project_id, name, content), 201).body


def files_of(api: ApiClient, session: str | None, project_id: int | str) -> ApiResponse:
    return api.get(f"/api/projects/{project_id}/files", session=session)


def milestones_of(api: ApiClient, session: str | None, project_id: int | str) -> ApiResponse:
    return api.get(f"/api/projects/{project_id}/milestones", session=session)


def state_of(api: ApiClient, session: str, project_id: int, stage: str) -> str:
    document = expect(milestones_of(api, session, project_id), 200).body
    return next(m["state"] for m in document["milestones"] if m["stage"] == stage)


def act(api: ApiClient, session: str | None, project_id: int | str, stage: str, action: str,
        body: dict | None = None) -> ApiResponse:
    return api.post(f"/api/projects/{project_id}/milestones/{stage}/{action}", json=body or {}, session=session)


def funded(api: ApiClient, project: PaidProject, stage: str) -> None:
    """The client pays the stage and projects learns it from billing's payment.succeeded."""
    with ApiClient(api.base_url, None) as gateway:  # billing's calls, outside the projects contract
        pay_stage(gateway, project.client.session, project.id, stage, STAGE_AMOUNTS[stage])
    wait_until(lambda: state_of(api, project.client.session, project.id, stage), until=lambda s: s == "funded",
               timeout=DEADLINE_SECONDS, what=f"projects to learn that {stage} of project {project.id} is paid")


def submitted(api: ApiClient, project: PaidProject, stage: str, file_ids: list[int], note: str = "Here it is") -> dict:
    return expect(act(api, project.engineer.session, project.id, stage, "submit",
                      {"fileIds": file_ids, "note": note}), 200).body


def stage_status(api: ApiClient, project: PaidProject, stage: str, wanted: str) -> dict:
    """billing's view of the stage once it reads `wanted` (pending, paid, released, refunded, split)."""
    def current() -> dict:
        view = expect(api.get(f"/api/project-payments/{project.id}", session=project.client.session), 200).body
        return next(s for s in view["stages"] if s["paymentType"] == stage)
    return wait_until(current, until=lambda s: s["status"] == wanted, timeout=DEADLINE_SECONDS,
                      what=f"billing to show {stage} of project {project.id} as {wanted}")


def advance_clock(config: SystemConfig, seconds: int) -> None:
    response = requests.post(f"{config.projects_direct_url}/internal/clock", json={"advanceSeconds": seconds},
                             timeout=10)
    assert response.status_code == 200, (
        f"projects' clock cannot be moved ({response.status_code}): start the services with PROJECTS_TEST_CLOCK=1 "
        "(scripts/run-tests.sh does)")


def sweep(config: SystemConfig) -> int:
    response = requests.post(f"{config.projects_direct_url}/internal/sweep", timeout=30)
    assert response.status_code == 200, f"POST /internal/sweep: {response.status_code} {response.text}"
    return response.json()["approved"]
