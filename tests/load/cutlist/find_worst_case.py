#!/usr/bin/env python3
"""Looks for the costliest cut list for the preview's sheet estimate (make bench (p), tests/load/README.md).

    python3 tests/load/cutlist/find_worst_case.py build/tests/load/cutlist/cw-cutlist-bench [runs]

Each family of tests/fixtures/cutlists/make_fixtures.py, with two seeds, on five sheets, timed by cw-cutlist-bench
(the median of `runs`, 3 by default); prints the slowest first, with the estimate's work against its budget. The
worst found is committed as tests/fixtures/cutlists/worst_case.csv (make_fixtures.py writes it).
"""
import json
import pathlib
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "fixtures" / "cutlists"))
from make_fixtures import FAMILIES, generated  # noqa: E402

SHEETS = [("1000", "1000", "0"), ("10000", "10000", "0"), ("2440", "1220", "4"), ("100", "100", "0"), ("1", "1", "0")]


def main() -> None:
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    bench, runs = sys.argv[1], sys.argv[2] if len(sys.argv) == 3 else "3"
    results = []
    with tempfile.TemporaryDirectory() as folder:
        for family in FAMILIES:
            for seed in (0, 1):
                path = pathlib.Path(folder) / f"{family}-{seed}.csv"
                path.write_text(generated(family, seed))
                for sheet in SHEETS:
                    out = subprocess.run([bench, str(path), *sheet, runs], check=True, capture_output=True, text=True)
                    report = json.loads(out.stdout)
                    results.append((report["medianMs"], family, seed, " x ".join(sheet[:2]) + f" kerf {sheet[2]}",
                                    report))
    for ms, family, seed, sheet, report in sorted(results, key=lambda r: r[0], reverse=True):
        print(f"{ms:8.1f} ms  {family:8} seed {seed}  {sheet:24} sheets {report['sheets']:>6} (at least "
              f"{report['lowerBound']:>6})  work {report['work']:>11,}{'  approximate' if report['approximate'] else ''}")


if __name__ == "__main__":
    main()
