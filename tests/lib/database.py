"""Looks into PostgreSQL as the superuser, for what no API shows: the question bank's answer key, another service's
projection; and, for tests that play a script changing a service's data behind its back, a write. PG_ADMIN_URL is
exported by scripts/run-tests.sh (local development credentials)."""
from __future__ import annotations

import os
import subprocess

PG_ADMIN_URL = os.environ.get(
    "PG_ADMIN_URL", f"postgresql://postgres:postgres@127.0.0.1:{os.environ.get('PG_PORT', '55432')}/marketplace")


def rows(sql: str) -> list[list[str]]:
    out = subprocess.run(["psql", PG_ADMIN_URL, "-At", "-F", "\t", "-v", "ON_ERROR_STOP=1", "-c", sql],
                         check=True, capture_output=True, text=True, timeout=10)
    return [line.split("\t") for line in out.stdout.splitlines() if line]


def answer_key(question_ids: list[int]) -> dict[int, int]:
    """The correct option of each question, from the auth service's question bank."""
    ids = ",".join(str(int(i)) for i in question_ids)
    return {int(qid): int(correct) for qid, correct in
            rows(f"SELECT id, correct_option FROM auth.certification_questions WHERE id IN ({ids})")}


def execute(sql: str) -> None:
    """Run a statement as the superuser (a seed or repair script would do the same)."""
    subprocess.run(["psql", PG_ADMIN_URL, "-q", "-v", "ON_ERROR_STOP=1", "-c", sql], check=True, capture_output=True,
                   text=True, timeout=10)
