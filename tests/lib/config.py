"""Where the system under test listens, read once from the environment (defaults of docs/dev-contract.md)."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


def _port(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    return int(raw) if raw else default


@dataclass(frozen=True)
class SystemConfig:
    base_url: str          # nginx, the single entry
    auth_direct_url: str   # the auth service itself (health endpoints, X-Forwarded-Proto checks)
    billing_direct_url: str  # the billing service itself (its test clock)
    projects_direct_url: str  # the projects service itself (its test clock and auto-approval sweep)
    kafka_bootstrap: str
    repo_root: Path
    state_dir: Path
    mail_dir: Path         # the local mail catcher's deliveries.jsonl and mailbox/ (scripts/mailcatcher.py)

    @property
    def origin(self) -> str:
        """The site's own origin as a browser would send it in an Origin header."""
        return self.base_url.rstrip("/")


def load_config() -> SystemConfig:
    base_url = os.environ.get("BASE_URL", "").strip() or f"http://127.0.0.1:{_port('MARKETPLACE_PORT', 8080)}"
    state_dir = Path(os.environ.get("MARKETPLACE_STATE_DIR", "").strip() or REPO_ROOT / ".local")
    return SystemConfig(
        base_url=base_url.rstrip("/"),
        auth_direct_url=f"http://127.0.0.1:{_port('AUTH_PORT', 8101)}",
        billing_direct_url=f"http://127.0.0.1:{_port('BILLING_PORT', 8104)}",
        projects_direct_url=f"http://127.0.0.1:{_port('PROJECTS_PORT', 8102)}",
        kafka_bootstrap=f"127.0.0.1:{_port('KAFKA_PORT', 59092)}",
        repo_root=REPO_ROOT,
        state_dir=state_dir,
        mail_dir=Path(os.environ.get("MAIL_DIR", "").strip() or state_dir / "mail"),
    )


@dataclass(frozen=True)
class AdminCredentials:
    username: str
    password: str


def admin_credentials() -> AdminCredentials | None:
    """The admin account the auth service seeds from MARKETPLACE_ADMIN_USERNAME / MARKETPLACE_ADMIN_PASSWORD.

    Those variables win when the password is set (as the start scripts do). Otherwise the credentials the scripts
    generated for the local system, in $MARKETPLACE_STATE_DIR/admin-credentials (KEY=value lines, see
    scripts/config.sh), so pytest run by hand against `make run` needs nothing exported. Returns None when there
    are neither; callers fail with a message saying what to set.
    """
    password = os.environ.get("MARKETPLACE_ADMIN_PASSWORD", "")
    if password:
        username = os.environ.get("MARKETPLACE_ADMIN_USERNAME", "").strip() or "admin"
        return AdminCredentials(username=username, password=password)
    try:
        lines = admin_credentials_file().read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return None
    values = dict(line.split("=", 1) for line in lines if "=" in line)
    username = values.get("MARKETPLACE_ADMIN_USERNAME", "").strip()
    password = values.get("MARKETPLACE_ADMIN_PASSWORD", "")
    return AdminCredentials(username=username, password=password) if username and password else None


def admin_credentials_file() -> Path:
    """Where the start scripts keep the generated admin credentials of the local system."""
    return load_config().state_dir / "admin-credentials"


def gateway_secret() -> str:
    """What nginx sends every service as X-Gateway-Secret (scripts/config.sh load_gateway_secret): GATEWAY_SECRET, else
    the one generated into $MARKETPLACE_STATE_DIR/gateway-secret. A test that talks to a service's own port as the
    gateway would (or a second instance it starts) needs it."""
    return os.environ.get("GATEWAY_SECRET", "").strip() or (load_config().state_dir / "gateway-secret").read_text().strip()
