"""Deleting an account in tests (DELETE /api/account, issue 30 item 7): the call, and waiting until auth's projection
of open projects (auth.open_engagements, fed by bid.accepted and project.completed / project.cancelled) has caught up,
since auth decides from it whether a member may leave."""
from __future__ import annotations

from lib.api_client import ApiClient, ApiResponse
from lib.database import rows
from lib.waiting import wait_until

DEADLINE_SECONDS = 60
DELETED_NAME = ("Deleted", "member")
OBLIGATIONS_OPEN = ("You have a project in progress, and money may be held in escrow for it. Finish the project (or "
                    "open a dispute and wait for the decision) before deleting your account.")


def delete_account(api: ApiClient, session: str | None, password: object, **kwargs) -> ApiResponse:
    return api.request("DELETE", "/api/account", json={"password": password}, session=session, **kwargs)


def open_in_auth(project_id: int) -> bool:
    return bool(rows(f"SELECT 1 FROM auth.open_engagements WHERE project_id = {int(project_id)}"))


def wait_open_in_auth(project_id: int, is_open: bool = True) -> None:
    wait_until(lambda: open_in_auth(project_id), until=lambda found: found == is_open, timeout=DEADLINE_SECONDS,
               what=f"auth to learn that project {project_id} is {'open' if is_open else 'closed'}")
