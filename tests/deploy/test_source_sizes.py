"""No grab-bag files: a library source (libs/, C++) stays under 300 lines and a web app source (web/src, not a test or
test support) under 200, so that each holds one thing: a web file one component, a library file one responsibility.

A file over its limit is split by what it serves (the web: one component per file, data and types by topic), not
trimmed by joining lines.
"""
from __future__ import annotations

from pathlib import Path

from deploy.sources import REPO

LIBS = REPO / "libs"
WEB_SOURCES = REPO / "web" / "src"
LIBRARY_LIMIT = 300
WEB_LIMIT = 200


def line_count(path: Path) -> int:
    with path.open("rb") as text:
        return sum(1 for _ in text)


def over(files: list[Path], limit: int) -> list[str]:
    return [f"{path.relative_to(REPO)}: {lines} lines" for path in files if (lines := line_count(path)) > limit]


def library_sources() -> list[Path]:
    return sorted(p for p in LIBS.rglob("*") if p.suffix in {".cpp", ".hpp"} and p.is_file())


def web_sources() -> list[Path]:
    """The app's own .ts and .tsx files: not the tests (*.test.ts[x]) nor their helpers (testing/ folders)."""
    return sorted(p for p in WEB_SOURCES.rglob("*") if p.suffix in {".ts", ".tsx"} and p.is_file()
                  and ".test." not in p.name and "testing" not in p.relative_to(WEB_SOURCES).parts)


def test_the_checks_see_the_sources():
    assert any(p.name == "http_server.cpp" for p in library_sources())
    assert any(p.name == "main.tsx" for p in web_sources())
    assert not any(".test." in p.name or "testing" in p.parts for p in web_sources())


def test_no_library_source_over_300_lines():
    too_long = over(library_sources(), LIBRARY_LIMIT)
    assert not too_long, "split these by responsibility:\n" + "\n".join(too_long)


def test_no_web_source_over_200_lines():
    too_long = over(web_sources(), WEB_LIMIT)
    assert not too_long, "split these, one component per file:\n" + "\n".join(too_long)
