#!/usr/bin/env python3
"""Where a chat message's time went during bench (j): the messaging instances' stage histograms.

Each messaging instance keeps cw_chat_stage_seconds{stage} (services/messaging/realtime/chat_timing.hpp) and
cw_chat_writer_batch_messages in /metrics. bench.sh scrapes both instances before and after the load; this takes the
difference (after - before, summed over the instances) and writes per stage the count, the mean and the p50/p90/p99
(interpolated inside the bucket, as Prometheus' histogram_quantile does), as JSON and as a table on stdout.

    chat_stages.py OUT.json --before B1.prom B2.prom --after A1.prom A2.prom
"""
import argparse
import json
import re
import sys

STAGES = ["queue", "store", "publish", "redis", "hand", "write"]
LINE = re.compile(r'^(cw_chat_stage_seconds|cw_chat_writer_batch_messages)_(bucket|sum|count)(\{[^}]*\})? (\S+)$')
LABEL = re.compile(r'(\w+)="([^"]*)"')


def parse(path):
    """{series: {"buckets": {le: cumulative}, "sum": s, "count": n}}, series = stage name or "batch"."""
    series = {}
    try:
        text = open(path).read()
    except OSError:
        return series
    for line in text.splitlines():
        m = LINE.match(line)
        if not m:
            continue
        name, part, labels, value = m.groups()
        labels = dict(LABEL.findall(labels or ""))
        key = labels.get("stage", "batch") if name == "cw_chat_stage_seconds" else "batch"
        entry = series.setdefault(key, {"buckets": {}, "sum": 0.0, "count": 0.0})
        if part == "bucket":
            le = float("inf") if labels["le"] == "+Inf" else float(labels["le"])
            entry["buckets"][le] = entry["buckets"].get(le, 0.0) + float(value)
        else:
            entry[part] += float(value)
    return series


def combine(paths, sign, into):
    for path in paths:
        for key, entry in parse(path).items():
            total = into.setdefault(key, {"buckets": {}, "sum": 0.0, "count": 0.0})
            for le, v in entry["buckets"].items():
                total["buckets"][le] = total["buckets"].get(le, 0.0) + sign * v
            total["sum"] += sign * entry["sum"]
            total["count"] += sign * entry["count"]


def quantile(q, buckets):
    bounds = sorted(buckets)
    count = buckets[bounds[-1]] if bounds else 0
    if count <= 0:
        return None
    rank = q * count
    lower, below = 0.0, 0.0
    for le in bounds:
        if buckets[le] >= rank:
            if le == float("inf"):
                return lower  # beyond the last bound: report the last bound
            inside = buckets[le] - below
            return lower + (le - lower) * ((rank - below) / inside if inside else 1)
        lower, below = le, buckets[le]
    return lower


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--before", nargs="+", default=[])
    ap.add_argument("--after", nargs="+", required=True)
    args = ap.parse_args(argv)
    delta = {}
    combine(args.after, 1, delta)
    combine(args.before, -1, delta)
    result = {}
    for key in STAGES + ["batch"]:
        entry = delta.get(key)
        if not entry or entry["count"] <= 0:
            continue
        scale = 1 if key == "batch" else 1000  # stages in ms, batches in messages
        row = {"count": int(entry["count"]), "mean": entry["sum"] / entry["count"] * scale}
        for name, q in (("p50", 0.5), ("p90", 0.9), ("p99", 0.99)):
            v = quantile(q, entry["buckets"])
            row[name] = None if v is None else v * scale
        result[key] = row
    json.dump(result, open(args.out, "w"), indent=1)
    print("| stage | count | mean | p50 | p90 | p99 |")
    print("|---|---|---|---|---|---|")
    for key, row in result.items():
        unit = " msgs" if key == "batch" else " ms"
        cells = [f"{row[k]:.2f}{unit}" if row[k] is not None else "—" for k in ("mean", "p50", "p90", "p99")]
        print(f"| {key} | {row['count']:,} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
