#!/usr/bin/env python3
"""What a bounded run cost the system, per operation (standard library only; psql for the database's figures).

  cost.py begin OUT_JSON [NAME=PID...]      CPU seconds so far of this state folder's processes (PostgreSQL's
                                            postmaster and every backend, each service, Redis, Kafka, nginx, the mail
                                            catcher, and any NAME=PID given), PostgreSQL's WAL and commit counters;
                                            resets pg_stat_statements
  cost.py end BEGIN_JSON OUT_JSON COUNT UNIT [--count-from JSON KEY] [--no-drain]
                                            waits until the run's work is done (every outbox empty, no e-mail due,
                                            no WAL written for 2 s; 120 s at most), then writes the differences: CPU
                                            seconds per process and per 1,000 UNIT, WAL bytes and commits per UNIT,
                                            and every statement pg_stat_statements saw (calls and time per UNIT)

Environment: MARKETPLACE_STATE_DIR (<repo>/.local), PG_ADMIN_URL (postgresql://postgres:postgres@127.0.0.1:$PG_PORT/
marketplace). Latency on a shared 2-core machine depends on what else runs; CPU seconds hardly do, which is why this
measures them. A process that ends during the run counts too: its time is in its parent's (the postmaster's,
nginx's master's) children's time, which is read with it. A NAME=PID process must still run at `end`.
The statements need pg_stat_statements in shared_preload_libraries (`ALTER SYSTEM SET shared_preload_libraries =
'pg_stat_statements'` and a restart of PostgreSQL); without it the rest is measured all the same.
"""

import json
import os
import subprocess
import sys
import time

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
STATE = os.path.abspath(os.environ.get("MARKETPLACE_STATE_DIR", os.path.join(REPO, ".local")))
PG_URL = os.environ.get("PG_ADMIN_URL") or \
    f"postgresql://postgres:postgres@127.0.0.1:{os.environ.get('PG_PORT', '55432')}/marketplace"
SERVICES = ("auth", "projects", "messaging", "billing", "analytics")
SCHEMAS = SERVICES
HZ = os.sysconf("SC_CLK_TCK")


def psql(sql):
    out = subprocess.run(["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", PG_URL, "-c", sql],
                         check=True, capture_output=True, text=True).stdout
    return out.strip()


def psql_json(sql):
    text = psql(f"SELECT coalesce(json_agg(q), '[]') FROM ({sql}) q")
    return json.loads(text or "[]")


def stat_fields(pid):
    """(ppid, own ticks, waited-for children's ticks) of a process, or None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            text = f.read()
    except OSError:
        return None
    rest = text[text.rindex(")") + 2:].split()  # the name may hold spaces: read after its closing parenthesis
    # fields 4 (ppid) and 14-17 (utime, stime, cutime, cstime) of proc(5), counted from 1 as the manual does
    return int(rest[1]), int(rest[11]) + int(rest[12]), int(rest[13]) + int(rest[14])


def child_group(pid):
    """A PostgreSQL process by what it does: its role for a backend ("postgres: billing marketplace ..."), its name
    for the others ("postgres: walwriter")."""
    try:
        with open(f"/proc/{pid}/cmdline") as f:
            words = f.read().replace("\0", " ").split()
    except OSError:
        return "?"
    if len(words) >= 3 and words[0] == "postgres:" and words[2] == "marketplace":
        return words[1]
    return " ".join(words[1:3]) if len(words) > 1 else "?"


def tree_ticks(root):
    """Ticks of a process, of its children that ended (waited for), and of those still running, with the running
    children's by group (child_group) and those of the children that ended as "ended"."""
    own = stat_fields(root)
    if own is None:
        return None, {}
    total = own[1] + own[2]
    groups = {"main": own[1], "ended": own[2]}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = stat_fields(int(entry))
            if fields and fields[0] == root:
                total += fields[1]
                group = child_group(int(entry))
                groups[group] = groups.get(group, 0) + fields[1]
    return total, groups


def read_pid(path):
    try:
        with open(path) as f:
            return int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def processes(extra):
    """NAME -> (pid, whether its children count) for this state folder's processes."""
    found = {}
    postmaster = read_pid(os.path.join(os.path.realpath(os.path.join(STATE, "pg")), "data", "postmaster.pid"))
    if postmaster:
        found["postgres"] = (postmaster, True)
    for name in SERVICES:
        pid = read_pid(os.path.join(STATE, "run", f"{name}.pid"))
        if pid:
            found[name] = (pid, False)
    for name, tree in (("redis", False), ("kafka", False), ("nginx", True), ("mail", False)):
        pid = read_pid(os.path.join(STATE, "run", f"{name}.pid"))
        if pid:
            found[name] = (pid, tree)
    for item in extra:
        name, _, pid = item.partition("=")
        found[name] = (int(pid), False)
    return found


def cpu_ticks(procs):
    """Ticks per process (a tree's in all), and PostgreSQL's by group."""
    ticks, groups = {}, {}
    for name, (pid, tree) in procs.items():
        if tree:
            value, parts = tree_ticks(pid)
            if name == "postgres":
                groups = parts
        else:
            value = (lambda f: f and f[1])(stat_fields(pid))
        if value is not None:
            ticks[name] = value
    return ticks, groups


def database_counters():
    row = psql_json("""
      SELECT w.wal_records, w.wal_fpi, w.wal_bytes::bigint AS wal_bytes, d.xact_commit, d.xact_rollback,
             pg_current_wal_lsn()::text AS lsn
      FROM pg_stat_wal w, pg_stat_database d WHERE d.datname = current_database()""")
    return row[0]


def has_statements():
    return psql("SELECT count(*) FROM pg_extension WHERE extname = 'pg_stat_statements'") == "1" and \
        psql("SELECT current_setting('shared_preload_libraries') LIKE '%pg_stat_statements%'") == "t"


def cmd_begin(out, extra):
    statements = has_statements()
    if statements:
        psql("SELECT pg_stat_statements_reset()")
    procs = processes(extra)
    ticks, groups = cpu_ticks(procs)
    data = {"at": time.time(), "processes": {k: v[0] for k, v in procs.items()}, "extra": extra,
            "ticks": ticks, "postgresGroups": groups, "database": database_counters(), "statements": statements}
    with open(out, "w") as f:
        json.dump(data, f, indent=1)


def outstanding():
    """Events not yet in Kafka and e-mails due: work the run left that is not done yet."""
    outboxes = " + ".join(f"(SELECT count(*) FROM {s}.outbox)" for s in SCHEMAS)
    return int(psql(f"""SELECT {outboxes} + (SELECT count(*) FROM messaging.email_outbox
      WHERE sent_at IS NULL AND failed_at IS NULL AND recipient IS NOT NULL AND next_attempt_at <= now())"""))


def drain(deadline_sec=120, quiet_sec=2.0):
    """Until nothing is outstanding and no WAL was written for quiet_sec (consumers done too); seconds waited."""
    began = time.monotonic()
    lsn, since = None, time.monotonic()
    while time.monotonic() - began < deadline_sec:
        now_lsn = psql("SELECT pg_current_wal_lsn()")
        if now_lsn != lsn:
            lsn, since = now_lsn, time.monotonic()
        elif time.monotonic() - since >= quiet_sec and outstanding() == 0:
            return time.monotonic() - began
        time.sleep(0.5)
    return None


def cmd_end(begin_path, out, count, unit, count_from=None, do_drain=True):
    with open(begin_path) as f:
        begin = json.load(f)
    if count_from:
        path, key = count_from
        with open(path) as f:
            count = json.load(f)[key]
    count = int(count)
    waited = drain() if do_drain else 0.0
    procs = {name: (pid, name in ("postgres", "nginx")) for name, pid in begin["processes"].items()}
    ticks, groups = cpu_ticks(procs)
    db1, db0 = database_counters(), begin["database"]
    elapsed = time.time() - begin["at"]
    per = 1000.0 / count if count else 0.0
    cpu = {name: (ticks[name] - begin["ticks"][name]) / HZ for name in ticks if name in begin["ticks"]}
    # A backend that ended moved its time from its role's group to "ended": the groups are a guide, the total exact.
    pg_groups = {g: (groups.get(g, 0) - begin["postgresGroups"].get(g, 0)) / HZ
                 for g in set(groups) | set(begin["postgresGroups"])}
    statements = []
    if begin["statements"]:
        statements = psql_json("""
          SELECT r.rolname AS role, s.calls, s.total_exec_time AS total_ms, s.rows, s.plans,
                 regexp_replace(left(s.query, 160), '\\s+', ' ', 'g') AS query
          FROM pg_stat_statements s JOIN pg_roles r ON r.oid = s.userid
          WHERE s.dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
          ORDER BY s.total_exec_time DESC""")
    data = {
        "unit": unit, "count": count, "elapsedSec": elapsed, "drainSec": waited,
        "cpuSec": cpu, "cpuMsPerUnit": {k: 1000.0 * v / count for k, v in cpu.items()} if count else {},
        "cpuSecPer1000": {k: v * per for k, v in cpu.items()},
        "postgresCpuSecPer1000": {k: v * per for k, v in pg_groups.items()},
        "walBytesPerUnit": (db1["wal_bytes"] - db0["wal_bytes"]) / count if count else None,
        "walRecordsPerUnit": (db1["wal_records"] - db0["wal_records"]) / count if count else None,
        "walFpiPerUnit": (db1["wal_fpi"] - db0["wal_fpi"]) / count if count else None,
        "commitsPerUnit": (db1["xact_commit"] - db0["xact_commit"]) / count if count else None,
        "rollbacks": db1["xact_rollback"] - db0["xact_rollback"],
        "statementCallsPerUnit": sum(s["calls"] for s in statements) / count if count and statements else None,
        "statementMsPerUnit": sum(s["total_ms"] for s in statements) / count if count and statements else None,
        "statements": [{**s, "callsPerUnit": s["calls"] / count, "usPerUnit": 1000.0 * s["total_ms"] / count}
                       for s in statements] if count else statements,
    }
    with open(out, "w") as f:
        json.dump(data, f, indent=1)
    print(summary(data))


def summary(data):
    unit, lines = data["unit"], []
    lines.append(f"{data['count']:,} {unit} in {data['elapsedSec']:.1f} s (drained after "
                 f"{data['drainSec'] if data['drainSec'] is None else round(data['drainSec'], 1)} s)")
    lines.append("CPU seconds per 1,000 " + unit + ": " + ", ".join(
        f"{k} {v:.2f}" for k, v in sorted(data["cpuSecPer1000"].items(), key=lambda kv: -kv[1]) if v >= 0.005))
    lines.append("PostgreSQL's of them by backend role or process: " + ", ".join(
        f"{k} {v:.2f}" for k, v in sorted(data["postgresCpuSecPer1000"].items(), key=lambda kv: -kv[1])
        if abs(v) >= 0.005))
    lines.append(f"per {unit.rstrip('s')}: WAL {data['walBytesPerUnit']:,.0f} bytes ({data['walRecordsPerUnit']:.1f} "
                 f"records, {data['walFpiPerUnit']:.2f} full pages), commits {data['commitsPerUnit']:.2f}"
                 + (f", statements {data['statementCallsPerUnit']:.1f} taking {1000 * data['statementMsPerUnit']:.0f}"
                    " us" if data["statementCallsPerUnit"] is not None else ""))
    for s in data["statements"][:25]:
        if s["callsPerUnit"] >= 0.001:
            lines.append(f"  {s['callsPerUnit']:7.3f} calls {s['usPerUnit']:8.1f} us  {s['role']:<9} {s['query'][:90]}")
    return "\n".join(lines)


def main(argv):
    if len(argv) >= 2 and argv[0] == "begin":
        return cmd_begin(argv[1], argv[2:])
    if len(argv) >= 5 and argv[0] == "end":
        args, count_from, do_drain = argv[1:], None, True
        if "--no-drain" in args:
            args.remove("--no-drain")
            do_drain = False
        if "--count-from" in args:
            i = args.index("--count-from")
            count_from = (args[i + 1], args[i + 2])
            del args[i:i + 3]
        return cmd_end(args[0], args[1], args[2], args[3], count_from, do_drain)
    sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
