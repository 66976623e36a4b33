"""scripts/services.sh from a test: kill and restart a service the way an operator (or a crash) would."""
from __future__ import annotations

import os
import subprocess

from lib.config import SystemConfig


def services_sh(config: SystemConfig, *args: str, timeout: float) -> None:
    script = config.repo_root / "scripts" / "services.sh"
    assert script.is_file(), f"{script} is missing (needed to kill and restart a service)"
    env = {**os.environ, "MARKETPLACE_STATE_DIR": str(config.state_dir)}
    done = subprocess.run(["bash", str(script), *args], cwd=config.repo_root, env=env, capture_output=True,
                          text=True, timeout=timeout)
    assert done.returncode == 0, (f"scripts/services.sh {' '.join(args)} exited {done.returncode}\n"
                                  f"stdout: {done.stdout[-2000:]}\nstderr: {done.stderr[-2000:]}")
