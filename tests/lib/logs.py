"""What a log file gains while a test runs.

The services' logs (and nginx's) keep everything since the state folder was made: after a few runs of the suites they
hold gigabytes, which a test polling the whole file would read again on every poll. A test reads what its own actions
added instead:

    log = LogTail(config.state_dir / "log" / "billing.log")   # before acting
    ...
    wait_until(log.text, until=lambda text: event_id in text, ...)
"""
from __future__ import annotations

import os
from pathlib import Path


class LogTail:
    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self.offset = path.stat().st_size
        except FileNotFoundError:
            self.offset = 0

    def text(self) -> str:
        """Everything written after this tail was made (all of the file if it was replaced by a shorter one)."""
        try:
            with self.path.open("rb") as file:
                offset = self.offset if file.seek(0, os.SEEK_END) >= self.offset else 0
                file.seek(offset)
                return file.read().decode(errors="replace")
        except FileNotFoundError:
            return ""
