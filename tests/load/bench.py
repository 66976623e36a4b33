#!/usr/bin/env python3
"""Helpers for tests/load/bench.sh (standard library only).

  bench.py seed      BASE_URL OUT_JSON                 register a unique bench user, save its username/password/cookie
  bench.py stats     CSV_FILE OUT_JSON [--ok 200,429] [--generator GEN_JSON]
                                                       exact percentiles, rate, status histogram of the per-request
                                                       results (CSV in vegeta's layout, from cw-openloop or vegeta)
  bench.py rusage    OUT_JSON NAME -- COMMAND...       run COMMAND, write the CPU seconds it used (for vegeta)
  bench.py cpu       OUT_JSON [PORT [SERVICE]]         sample /proc until SIGTERM/SIGINT: CPU per process name (SERVICE:
                                                       the process under test, auth-service by default; PORT: its port)
  bench.py offsets   FILE...                           print the current size of each file (where a log slice starts)
  bench.py server    OUT_JSON --access F --offset N --ua UA [--auth F --auth-offset N --request-id ID]
                     [--service-name projects]         server-side latency of one scenario from nginx / auth logs (or
                                                       the named service's log given as --auth)
  bench.py logout    AUTH_URL CSV_FILE...              sign out every session a login scenario created
  bench.py directory BASE_URL OUT_JSON --search TEXT --seeded N --seeded-before N --engineers N --wanted N
                                                       check GET /api/engineers (first page, search) before (f)
  bench.py projects  BASE_URL COOKIE OUT_JSON --seeded N --seeded-before N --wanted N --posted N --project ID
                                                       check GET /api/projects and GET /api/projects/{id} before (g)/(h)
  bench.py bidders   BASE_URL STORE_JSON OUT_JSON --count N --pg PG_ADMIN_URL
                                                       N verified engineers with fresh sessions for (i): kept in
                                                       STORE_JSON across runs, registered and certified when missing
  bench.py bid-targets PAIRS BIDDERS_JSON BASE_URL OUT_DIR --ua UA --warmup-ua UA --warmup N [--accept-encoding E]
                                                       the targets of (i): one new bid per (project, engineer) pair
  bench.py logout-sessions AUTH_URL JSON              sign out the sessions listed in JSON (bidders)
  bench.py rung      STATS_JSON LADDER_JSON LIMIT_MS   one rung of an overload step ((g), (h)): add it to LADDER_JSON;
                                                       exit 0 when it held (rate kept, every answer 200, p99 < LIMIT_MS)
  bench.py report    RUN_DIR OUT_MD                    write the report from the JSON files in RUN_DIR

Percentiles are exact, nearest-rank: the smallest measured value with at least p of all values at or below it.
"""

import base64
import csv
import http.client
import json
import math
import os
import re
import secrets
import signal
import sys
import threading
import time
import urllib.parse

csv.field_size_limit(1 << 30)


# --- small helpers ------------------------------------------------------------------------------------------------

def percentile(sorted_values, p):
    if not sorted_values:
        return None
    rank = max(1, min(len(sorted_values), math.ceil(p * len(sorted_values))))
    return sorted_values[rank - 1]


def write_json(path, data):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(data, f, indent=2, sort_keys=True)
    os.replace(tmp, path)


def read_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def http_json(base_url, method, path, body=None, cookie=None, timeout=10):
    u = urllib.parse.urlsplit(base_url)
    conn = http.client.HTTPConnection(u.hostname, u.port or 80, timeout=timeout)
    headers = {"Accept": "application/json", "User-Agent": "cw-bench-setup"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    if cookie:
        headers["Cookie"] = cookie
    conn.request(method, path, body=data, headers=headers)
    resp = conn.getresponse()
    raw = resp.read()
    set_cookies = resp.headers.get_all("Set-Cookie") or []
    conn.close()
    try:
        parsed = json.loads(raw) if raw else None
    except ValueError:
        parsed = raw.decode(errors="replace")
    return resp.status, parsed, set_cookies


def session_from_set_cookie(values):
    for value in values:
        m = re.match(r"\s*cw_session=([^;]*)", value)
        if m and m.group(1):
            return m.group(1)
    return None


# --- seed ---------------------------------------------------------------------------------------------------------

def cmd_seed(base_url, out):
    suffix = time.strftime("%Y%m%d%H%M%S") + "_" + secrets.token_hex(3)
    username = "bench_" + suffix
    password = "bench-" + secrets.token_urlsafe(18)
    body = {"firstName": "Bench", "lastName": "User", "username": username, "email": username + "@bench.invalid",
            "password": password, "role": "client", "source": "loadtest"}
    status, parsed, cookies = http_json(base_url, "POST", "/api/register", body)
    if status != 201:
        sys.exit(f"seed: POST /api/register answered {status}: {parsed}")
    session = session_from_set_cookie(cookies)
    if not session:
        sys.exit("seed: the register answer set no cw_session cookie")
    status, parsed, _ = http_json(base_url, "GET", "/api/user", cookie="cw_session=" + session)
    if status != 200 or not isinstance(parsed, dict) or parsed.get("username") != username:
        sys.exit(f"seed: GET /api/user with the new session answered {status}: {parsed}")
    write_json(out, {"username": username, "password": password, "session": session, "userId": parsed.get("id")})
    print(f"seeded user {username} (id {parsed.get('id')})")


# --- directory (f) ------------------------------------------------------------------------------------------------

def cmd_directory(base_url, out, search, seeded, seeded_before, engineers, wanted):
    """What (f) measures: the answers of the first page and of the search, their totals and sizes."""
    u = urllib.parse.urlsplit(base_url)
    result = {"searchText": search, "seeded": seeded, "seededBefore": seeded_before, "engineers": engineers,
              "wanted": wanted}
    for key, path in (("firstPage", "/api/engineers"),
                      ("search", "/api/engineers?search=" + urllib.parse.quote(search))):
        info = {"path": path}
        for encoding in ("identity", "gzip"):
            conn = http.client.HTTPConnection(u.hostname, u.port or 80, timeout=10)
            began = time.monotonic()
            conn.request("GET", path, headers={"Accept": "application/json", "User-Agent": "cw-bench-setup",
                                               "Accept-Encoding": encoding})
            resp = conn.getresponse()
            raw = resp.read()
            took = (time.monotonic() - began) * 1000
            conn.close()
            if resp.status != 200:
                sys.exit(f"directory: GET {path} answered {resp.status}: {raw[:200]!r}")
            if encoding == "identity":
                items = json.loads(raw)
                info.update({"status": resp.status, "items": len(items), "bytes": len(raw), "singleMs": took,
                             "total": int(resp.headers.get("X-Total-Count") or -1),
                             "seededOnPage": sum(1 for e in items
                                                 if str(e.get("user", {}).get("username", "")).startswith("benchseed_"))})
            else:
                info["bytesGzip"] = len(raw) if resp.headers.get("Content-Encoding") == "gzip" else None
        result[key] = info
    write_json(out, result)
    f, q = result["firstPage"], result["search"]
    print(f"  (f) engineers: {engineers:,} in the directory, {seeded:,} of them seeded (benchseed_*); first page "
          f"{f['items']} items, {f['bytes']:,} bytes (gzip {f['bytesGzip']}), total {f['total']:,}; "
          f"search {search!r}: {q['total']:,} matches, {q['items']} items, {q['bytes']:,} bytes")


# --- projects (g, h) ----------------------------------------------------------------------------------------------

def timed_get(base_url, path, cookie, encoding):
    u = urllib.parse.urlsplit(base_url)
    conn = http.client.HTTPConnection(u.hostname, u.port or 80, timeout=10)
    began = time.monotonic()
    conn.request("GET", path, headers={"Accept": "application/json", "User-Agent": "cw-bench-setup",
                                       "Accept-Encoding": encoding, "Cookie": cookie})
    resp = conn.getresponse()
    raw = resp.read()
    took = (time.monotonic() - began) * 1000
    conn.close()
    return resp, raw, took


def cmd_projects(base_url, cookie, out, seeded, seeded_before, wanted, posted, project_id):
    """What (g) and (h) measure: the first page of open projects and one seeded project, their sizes and totals."""
    result = {"seeded": seeded, "seededBefore": seeded_before, "wanted": wanted, "posted": posted}
    for key, path in (("firstPage", "/api/projects"), ("project", f"/api/projects/{project_id}")):
        info = {"path": path}
        for encoding in ("identity", "gzip"):
            resp, raw, took = timed_get(base_url, path, cookie, encoding)
            if resp.status != 200:
                sys.exit(f"projects: GET {path} answered {resp.status}: {raw[:200]!r}")
            if encoding == "identity":
                body = json.loads(raw)
                info.update({"status": resp.status, "bytes": len(raw), "singleMs": took})
                if key == "firstPage":
                    info.update({"items": len(body), "total": int(resp.headers.get("X-Total-Count") or -1),
                                 "seededOnPage": sum(1 for p in body if str((p.get("client") or {}).get("username", ""))
                                                     .startswith("benchseed_client_"))})
                else:
                    info.update({"title": body.get("title"), "status": body.get("status"),
                                 "client": (body.get("client") or {}).get("username")})
            else:
                info["bytesGzip"] = len(raw) if resp.headers.get("Content-Encoding") == "gzip" else None
        result[key] = info
    write_json(out, result)
    f, p = result["firstPage"], result["project"]
    print(f"  (g/h) projects: {posted:,} open, {seeded:,} of them seeded (benchseed_client_*); first page {f['items']} "
          f"items, {f['bytes']:,} bytes (gzip {f['bytesGzip']}), total {f['total']:,}; project {project_id}: "
          f"{p['bytes']:,} bytes (gzip {p['bytesGzip']}), client {p['client']}")


# --- bidders (i) --------------------------------------------------------------------------------------------------

def psql_rows(pg_url, sql):
    import subprocess
    proc = subprocess.run(["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", pg_url, "-c", sql],
                          capture_output=True, text=True, timeout=60)
    if proc.returncode != 0:
        sys.exit(f"bidders: psql failed: {proc.stderr.strip()}")
    return [line for line in proc.stdout.splitlines() if line]


def call_paced(base_url, method, path, body=None, cookie=None, tries=20):
    """A sign-up or sign-in through nginx: at most ~20 per second from here (nginx allows 50/s per address, burst 100),
    and again after a second when the gateway or the hashing pool answers 429."""
    for _ in range(tries):
        time.sleep(0.05)
        status, parsed, cookies = http_json(base_url, method, path, body, cookie)
        if status != 429:
            return status, parsed, cookies
        time.sleep(1)
    return status, parsed, cookies


def cmd_bidders(base_url, store_path, out, count, pg_url):
    """(i) needs `count` engineers whom the projects service knows as verified, each with a session. They are kept in
    STORE_JSON (usernames, passwords, ids) for later runs, which sign them in again; missing ones are registered
    through POST /api/register (role engineer), pass the certification test (answers read from the question bank with
    the superuser's PG_ADMIN_URL), and are awaited in projects.verified_engineers (fed by engineer.certified)."""
    began = time.monotonic()
    store = read_json(store_path) or {}
    kept = store.get("engineers") or []
    engineers, dropped, spare = [], 0, []
    registered = signed_in = 0
    for i, e in enumerate(kept):
        if len(engineers) >= count:
            spare = kept[i:]  # more than this run needs: kept in the store for a run that asks for more
            break
        status, parsed, cookies = call_paced(base_url, "POST", "/api/login",
                                             {"username": e["username"], "password": e["password"]})
        session = session_from_set_cookie(cookies) if status == 200 else None
        if status == 401:  # gone, or another password: a new engineer takes the place
            print(f"  (i) kept engineer {e['username']} cannot sign in (401): replaced")
            dropped += 1
            continue
        if not session:
            sys.exit(f"bidders: signing in kept engineer {e['username']} answered {status}: {parsed}")
        engineers.append(dict(e, session=session))
        signed_in += 1

    def save():
        os.makedirs(os.path.dirname(store_path) or ".", exist_ok=True)
        write_json(store_path, {"engineers": [{k: e[k] for k in ("id", "username", "password")}
                                              for e in engineers + spare],
                                "note": "engineers of scenario (i) of tests/load/bench.sh, certified by the test"})
        os.chmod(store_path, 0o600)

    batch = time.strftime("%y%m%d%H%M%S") + secrets.token_hex(2)
    while len(engineers) < count:
        k = len(engineers) + 1
        username = f"benchbid_{batch}_{k}"
        password = "bench-" + secrets.token_urlsafe(18)
        body = {"firstName": ["Ada", "Bruno", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hugo"][k % 8],
                "lastName": "Bidder", "username": username, "email": username + "@bench.invalid",
                "password": password, "role": "engineer", "source": "loadtest"}
        status, parsed, cookies = call_paced(base_url, "POST", "/api/register", body)
        session = session_from_set_cookie(cookies)
        if status != 201 or not session or not isinstance(parsed, dict):
            save()
            sys.exit(f"bidders: POST /api/register (engineer {username}) answered {status}: {parsed}")
        engineers.append({"id": parsed["id"], "username": username, "password": password, "session": session})
        registered += 1
    save()

    ids = [int(e["id"]) for e in engineers]
    id_list = "{" + ",".join(map(str, ids)) + "}"
    verified_sql = f"SELECT user_id FROM projects.verified_engineers WHERE user_id = ANY ('{id_list}'::bigint[])"
    verified = {int(x) for x in psql_rows(pg_url, verified_sql)}
    missing = [e for e in engineers if int(e["id"]) not in verified]
    certified = 0
    if missing:
        for e in missing:
            cookie = "cw_session=" + e["session"]
            status, parsed, _ = http_json(base_url, "GET", "/api/certification/questions", None, cookie=cookie)
            if status != 200 or not isinstance(parsed, dict):
                sys.exit(f"bidders: starting the test as {e['username']} answered {status}: {parsed}")
            ids_asked = ",".join(str(int(q["id"])) for q in parsed["questions"])
            key = dict(line.split("|") for line in psql_rows(
                pg_url, f"SELECT id, correct_option FROM auth.certification_questions WHERE id IN ({ids_asked})"))
            answers = [int(key[str(q["id"])]) for q in parsed["questions"]]
            status, parsed, _ = http_json(base_url, "POST", "/api/certification/attempt", {"answers": answers},
                                          cookie=cookie)
            if status != 200 or not (isinstance(parsed, dict) and parsed.get("passed")):
                sys.exit(f"bidders: the test of engineer {e['username']} (id {e['id']}) answered {status}: {parsed}")
            certified += 1
        deadline = time.monotonic() + 90
        while True:
            verified = {int(x) for x in psql_rows(pg_url, verified_sql)}
            if len(verified) >= len(ids):
                break
            if time.monotonic() > deadline:
                sys.exit(f"bidders: after 90 s the projects service knows {len(verified)} of the {len(ids)} engineers "
                         "as verified (projects.verified_engineers, fed by engineer.certified through Kafka)")
            time.sleep(0.5)
    write_json(out, {"engineers": [{"id": e["id"], "username": e["username"], "session": e["session"]}
                                   for e in engineers],
                     "registered": registered, "signedIn": signed_in, "replaced": dropped, "certified": certified,
                     "setupSec": time.monotonic() - began})
    print(f"  (i) {len(engineers)} verified engineers: {signed_in} kept from earlier runs (signed in), {registered} "
          f"registered now, {certified} certified now; {time.monotonic() - began:.1f} s")


def cmd_bid_targets(pairs_path, bidders_path, base_url, out_dir, ua, warmup_ua, warmup, accept_encoding):
    """One target per (project, engineer) pair: POST /api/bids with that engineer's session and a body of its own.
    The first `warmup` pairs go to i-warmup.targets, the rest to i.targets."""
    sessions = {int(e["id"]): e["session"] for e in read_json(bidders_path)["engineers"]}
    bodies = os.path.join(out_dir, "i-bodies")
    os.makedirs(bodies, exist_ok=True)
    proposals = [
        "I have drawn dozens of jobs like this one; you get shop drawings, cut lists and CNC-ready files.",
        "Cabinet Vision user for nine years. I will confirm every opening on the site measurements before I draw.",
        "I can start this week. Construction details follow your standards; two rounds of revisions included.",
        "Mozaik specialist: nested output for your router, labels and a parts list per cabinet.",
        "Former shop foreman now drafting full-time: I draw what the shop can build without surprises.",
        "I will send a first layout within three days for your comments, then the full package.",
    ]
    timelines = ["1 week", "10 days", "2 weeks", "3 weeks", "1 month"]
    warm = main = 0
    with open(pairs_path) as f, open(os.path.join(out_dir, "i-warmup.targets"), "w") as tw, \
            open(os.path.join(out_dir, "i.targets"), "w") as tm:
        for k, line in enumerate(f):
            project_id, engineer_id = (int(x) for x in line.strip().split("|"))
            amount = 450 + (k * 37) % 4550 + (k % 4) * 0.25
            body = {"projectId": project_id, "amount": amount, "proposal": proposals[k % len(proposals)],
                    "timeline": timelines[(k // 3) % len(timelines)]}
            path = os.path.join(bodies, f"{k}.json")
            with open(path, "w") as b:
                json.dump(body, b)
            target, agent = (tw, warmup_ua) if k < warmup else (tm, ua)
            target.write(f"POST {base_url}/api/bids\nCookie: cw_session={sessions[engineer_id]}\n"
                         f"Content-Type: application/json\nAccept: application/json\nAccept-Encoding: {accept_encoding}\n"
                         f"User-Agent: {agent}\n@{path}\n\n")
            if k < warmup:
                warm += 1
            else:
                main += 1
    print(f"  (i) {main:,} bid targets (+{warm} for the warm-up), each a new (project, engineer) pair")


def cmd_payment_targets(kind, base_url, session, ua, first, count_or_secrets, out):
    """(k): create-project-payment targets for `count` projects from `first` (a fresh Idempotency-Key each), or
    confirm targets (card 4242) for the client secrets listed one per line in a file."""
    bodies = out + ".bodies"
    os.makedirs(bodies, exist_ok=True)
    if kind == "create":
        items = [{"projectId": int(first) + k, "amount": 1250, "paymentType": "down_payment"}
                 for k in range(int(count_or_secrets))]
    else:
        with open(first) as f:
            items = [{"clientSecret": line.strip(), "card": {"number": "4242 4242 4242 4242", "expMonth": 12,
                                                              "expYear": 2034, "cvc": "123", "postalCode": "94107"}}
                     for line in f if line.strip()]
    path = "/api/create-project-payment" if kind == "create" else "/api/payments/confirm"
    with open(out, "w") as targets:
        for k, body in enumerate(items):
            body_path = os.path.join(bodies, f"{k}.json")
            with open(body_path, "w") as b:
                json.dump(body, b)
            key = f"Idempotency-Key: bench-{secrets.token_hex(12)}\n" if kind == "create" else ""
            targets.write(f"POST {base_url}{path}\nCookie: cw_session={session}\nContent-Type: application/json\n"
                          f"Accept: application/json\n{key}User-Agent: {ua}\n@{body_path}\n\n")
    print(f"  (k) {len(items):,} {kind} targets")


def cmd_page_view_targets(base_url, ua, out):
    """(m): POST /api/track-page-view over a mix of the app's pages (static routes and project pages), each in a tab
    session of its own."""
    pages = ["/", "/engineers", "/how-it-works", "/premium-plans", "/auth", "/dashboard", "/help", "/projects"]
    pages += [f"/project/{41 + k}" for k in range(40)]
    bodies = out + ".bodies"
    os.makedirs(bodies, exist_ok=True)
    with open(out, "w") as targets:
        for k in range(400):
            path = os.path.join(bodies, f"{k}.json")
            with open(path, "w") as b:
                json.dump({"page": pages[k % len(pages)], "sessionId": f"bench-tab-{k % 97}"}, b)
            targets.write(f"POST {base_url}/api/track-page-view\nContent-Type: application/json\n"
                          f"User-Agent: {ua}\n@{path}\n\n")


def cmd_admin_session(base_url):
    """Signs in as the admin (MARKETPLACE_ADMIN_*) and prints the Cookie header value."""
    body = {"username": os.environ.get("MARKETPLACE_ADMIN_USERNAME", "admin"),
            "password": os.environ.get("MARKETPLACE_ADMIN_PASSWORD", "")}
    status, parsed, cookies = http_json(base_url, "POST", "/api/login", body)
    session = session_from_set_cookie(cookies)
    if status != 200 or not session:
        sys.exit(f"admin login answered {status}: {parsed}")
    print("cw_session=" + session)


def cmd_analytics_targets(base_url, cookie, ua, out):
    """(n): every admin analytics call, over the default 30 days and over a year."""
    today = time.strftime("%Y-%m-%d", time.gmtime())
    year_ago = time.strftime("%Y-%m-%d", time.gmtime(time.time() - 364 * 86400))
    paths = ["/api/analytics/signups", f"/api/analytics/signups?start={year_ago}&end={today}",
             "/api/analytics/signups-by-source", "/api/analytics/daily-signups?days=30",
             "/api/analytics/daily-signups?days=365", "/api/analytics/page-views?limit=8",
             f"/api/analytics/page-views?start={year_ago}&end={today}&limit=8", "/api/analytics/page-view-total",
             f"/api/analytics/page-view-total?start={year_ago}&end={today}"]
    with open(out, "w") as targets:
        for path in paths:
            targets.write(f"GET {base_url}{path}\nCookie: {cookie}\nAccept: application/json\nUser-Agent: {ua}\n\n")


def cmd_logout_sessions(auth_url, path):
    data = read_json(path) or {}
    sessions = [e["session"] for e in data.get("engineers", []) if e.get("session")]
    done = failed = 0
    for s in sessions:
        try:
            status, _, _ = http_json(auth_url, "POST", "/api/logout", None, cookie="cw_session=" + s)
            done += status == 204
            failed += status != 204
        except (OSError, http.client.HTTPException):
            failed += 1
    print(f"signed out {done} engineer sessions of (i)" + (f" ({failed} failed)" if failed else ""))


# --- stats --------------------------------------------------------------------------------------------------------

def read_generator(path):
    """The load generator's own account of a run: cw-openloop's -summary JSON, or bench.py rusage's for vegeta."""
    g = read_json(path) if path else None
    if not g:
        return None
    out = {"name": g.get("generator") or "?", "cpuSeconds": g.get("cpuSeconds")}
    for key in ("cpuSecondsTotal", "sentRate", "latenessMs", "schedulerLatenessMs", "connections", "dials",
                "wakeups", "resolutionUs", "lateOver1ms"):
        if key in g:
            out[key] = g[key]
    return out


def cmd_stats(csv_path, out, ok_codes, designed_codes, label, target_rate, duration, generator_path=None):
    lat = []
    codes = {}
    errors_text = {}
    first_ts = last_ts = None
    last_end = None
    n_ok = n_designed = 0
    lat_ok = []
    with open(csv_path, newline="") as f:
        for row in csv.reader(f):
            if len(row) < 6:
                continue
            ts = int(row[0])
            code = int(row[1])
            latency = int(row[2])
            err = row[5]
            lat.append(latency)
            key = str(code) if code else "transport error"
            codes[key] = codes.get(key, 0) + 1
            if code in ok_codes:
                n_ok += 1
                lat_ok.append(latency)
            elif code in designed_codes:
                n_designed += 1
            if err and not (code in ok_codes or code in designed_codes):
                short = re.sub(r"\d+\.\d+\.\d+\.\d+:\d+", "<addr>", err)[:160]
                errors_text[short] = errors_text.get(short, 0) + 1
            first_ts = ts if first_ts is None else min(first_ts, ts)
            last_ts = ts if last_ts is None else max(last_ts, ts)
            end = ts + latency
            last_end = end if last_end is None else max(last_end, end)
    n = len(lat)
    lat.sort()
    lat_ok.sort()
    span_sent = (last_ts - first_ts) / 1e9 if n > 1 else 0
    span_done = (last_end - first_ts) / 1e9 if n > 1 else 0

    def pct(values):
        return {
            "p50Ms": ms(percentile(values, 0.50)),
            "p99Ms": ms(percentile(values, 0.99)),
            "p999Ms": ms(percentile(values, 0.999)),
            "maxMs": ms(values[-1] if values else None),
            "meanMs": ms(sum(values) / len(values) if values else None),
        }

    gen = read_generator(generator_path)
    rate = (n - 1) / span_sent if span_sent > 0 else None
    scheduled_rate = None
    if gen and gen.get("sentRate") is not None:
        # cw-openloop's timestamps are the SCHEDULED times (latency counts from them), so the rate between them is the
        # target by construction; what was really sent is the rate at which connections took the requests up.
        scheduled_rate, rate = rate, gen["sentRate"]
    result = {
        "label": label,
        "requests": n,
        "targetRate": target_rate,
        "durationSec": duration,
        # vegeta's own definitions: rate = sent per second between the first and last send,
        # throughput = answers in ok_codes per second from the first send (cw-openloop: the first scheduled time)
        # to the last answer.
        "rate": rate,
        "scheduledRate": scheduled_rate,
        "generator": gen,
        "throughput": n_ok / span_done if span_done > 0 else None,
        "ok": n_ok,
        "designed": n_designed,
        "errors": n - n_ok - n_designed,
        "statusCodes": codes,
        "errorTexts": dict(sorted(errors_text.items(), key=lambda kv: -kv[1])[:8]),
        "okCodes": sorted(ok_codes),
        "designedCodes": sorted(designed_codes),
        "latency": pct(lat),
        "latencyOk": pct(lat_ok),
    }
    if gen and gen.get("cpuSeconds") is not None and n:
        gen["cpuPerRequestUs"] = gen["cpuSeconds"] / n * 1e6
    write_json(out, result)
    l = result["latency"]
    print(f"  {label}: {n} requests, rate {fmt(result['rate'], 1)}/s, ok {n_ok}, "
          + (f"designed {n_designed} ({','.join(map(str, designed_codes))}), " if designed_codes else "")
          + f"errors {result['errors']}, p50 {fmt(l['p50Ms'], 3)} ms, p99 {fmt(l['p99Ms'], 3)} ms, "
          f"p99.9 {fmt(l['p999Ms'], 3)} ms, max {fmt(l['maxMs'], 3)} ms, codes {codes}"
          + (f"; {generator_text(result)}" if gen else ""))


def ms(ns):
    return None if ns is None else ns / 1e6


def cmd_rung(stats_path, ladder_path, limit_ms):
    s = read_json(stats_path)
    p99 = s["latency"]["p99Ms"]
    held = (s["rate"] is not None and s["rate"] >= 0.99 * s["targetRate"] and s["requests"] > 0
            and s["ok"] == s["requests"] and p99 is not None and p99 < limit_ms)
    ladder = read_json(ladder_path) or []
    ladder.append({"rate": s["targetRate"], "sentRate": s["rate"], "p99Ms": p99, "requests": s["requests"],
                   "notOk": s["requests"] - s["ok"], "held": held})
    write_json(ladder_path, ladder)
    return 0 if held else 1


def fmt(v, digits=2):
    if v is None:
        return "n/a"
    return f"{v:,.{digits}f}"


# --- rusage -------------------------------------------------------------------------------------------------------

def cmd_rusage(out, name, command):
    """Run a command (vegeta's attack), then record the CPU it and its children used, as cw-openloop records its own."""
    import resource
    import subprocess
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.monotonic()
    code = subprocess.call(command)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    write_json(out, {"generator": name, "cpuSeconds": cpu, "elapsedSec": time.monotonic() - began,
                     "notes": "cpuSeconds: the whole attack process (getrusage of the finished child)"})
    return code


# --- cpu ----------------------------------------------------------------------------------------------------------

def read_proc_cpu():
    """{pid: (name, ticks)} for every process (threads summed by the kernel)."""
    out = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat") as f:
                data = f.read()
        except OSError:
            continue
        lpar, rpar = data.find("("), data.rfind(")")
        name = data[lpar + 1:rpar]
        fields = data[rpar + 2:].split()
        # fields[0] is state (field 3); utime and stime are fields 14 and 15.
        ticks = int(fields[11]) + int(fields[12])
        out[int(pid)] = (name, ticks)
    return out


def read_total_cpu():
    with open("/proc/stat") as f:
        parts = f.readline().split()[1:]
    values = [int(x) for x in parts]
    idle = values[3] + (values[4] if len(values) > 4 else 0)
    return sum(values[:8]), idle


def read_tcp_counters():
    """Kernel TCP counters that show SYNs dropped at a full listen queue and retransmissions."""
    wanted = {"TcpExt": ("ListenOverflows", "ListenDrops", "TCPSynRetrans", "TCPTimeouts"),
              "Tcp": ("RetransSegs", "AttemptFails", "EstabResets")}
    found = {}
    for path in ("/proc/net/netstat", "/proc/net/snmp"):
        try:
            with open(path) as f:
                lines = f.read().splitlines()
        except OSError:
            continue
        for header, values in zip(lines[0::2], lines[1::2]):
            names, nums = header.split(), values.split()
            prefix = names[0].rstrip(":")
            for name, num in zip(names[1:], nums[1:]):
                if name in wanted.get(prefix, ()):
                    found[name] = int(num)
    return found


def group_of(name):
    if name.startswith("postgres") or name.startswith("postmaster"):
        return "postgres"
    if name.startswith("nginx"):
        return "nginx"
    if name.startswith("redis"):
        return "redis"
    if name == "java":
        return "kafka (java)"
    if name.startswith("kworker"):
        return "kworker"
    return name


RUN_MARK = ("CW_BENCH_RUN=" + os.environ.get("CW_BENCH_RUN", "")).encode() if os.environ.get("CW_BENCH_RUN") else None
_OURS_CACHE = {}


def is_ours(pid):
    """Whether a process belongs to this bench run (bench.sh exports CW_BENCH_RUN to everything it starts)."""
    if RUN_MARK is None:
        return True
    if pid not in _OURS_CACHE:
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                _OURS_CACHE[pid] = RUN_MARK in f.read().split(b"\0")
        except OSError:
            _OURS_CACHE[pid] = False
    return _OURS_CACHE[pid]


BENCH_TOOLS = ("vegeta", "cw-openloop", "cw-keepalive", "cw-wsload", "python3")


def foreign_connections(port):
    """{process name: connections} of established connections to the auth port from outside the bench."""
    import subprocess
    try:
        text = subprocess.run(["ss", "-Htnp", "state", "established", f"( dport = :{port} )"], capture_output=True,
                              text=True, timeout=5).stdout
    except (OSError, subprocess.SubprocessError):
        return {}
    counts = {}
    for line in text.splitlines():
        m = re.search(r'users:\(\("([^"]+)",pid=(\d+)', line)
        if not m:
            continue  # a socket its process has already closed (no owner left to tell whose it was)
        name, pid = m.group(1), int(m.group(2))
        if name == "nginx" or (name in BENCH_TOOLS and is_ours(pid)):
            continue
        counts[name] = counts.get(name, 0) + 1
    return counts


def cmd_cpu(out, port=None, service="auth-service", interval=0.25):
    hz = os.sysconf("SC_CLK_TCK")
    stop = {"flag": False}

    def handler(signum, frame):
        stop["flag"] = True

    signal.signal(signal.SIGTERM, handler)
    signal.signal(signal.SIGINT, handler)
    began = time.monotonic()
    prev = read_proc_cpu()
    total0, idle0 = read_total_cpu()
    tcp0 = read_tcp_counters()
    service = service[:15]  # the kernel's process name (comm) keeps 15 characters: "projects-servic"
    ours = OURS | {service}
    pids0 = sorted(pid for pid, (name, _) in prev.items() if name == service)
    used = {}
    foreign = {}

    def look_for_foreign():
        for name, n in foreign_connections(port).items():
            foreign[name] = max(foreign.get(name, 0), n)

    # Who else is connected to the port is looked up when the window opens and when it closes, not while the load
    # runs: `ss -p` reads every process's file descriptors (tens of milliseconds of CPU with the thousands of sockets of
    # (j)), and a once-a-second burst of that showed up in the latency it was watching. Another process's CPU during
    # the window is reported all the same ("others").
    if port:
        look_for_foreign()
    while not stop["flag"]:
        time.sleep(interval)
        cur = read_proc_cpu()
        for pid, (name, ticks) in cur.items():
            before = prev.get(pid)
            # A process born during the window counts from zero (the monitor starts before the load).
            delta = ticks - (before[1] if before else 0)
            if delta > 0:
                g = group_of(name)
                if g in BENCH_TOOLS and not is_ours(pid):
                    g += " (not this bench)"
                used[g] = used.get(g, 0) + delta
        prev = cur
    elapsed = time.monotonic() - began
    if port:
        look_for_foreign()
    total1, idle1 = read_total_cpu()
    tcp1 = read_tcp_counters()
    pids1 = sorted(pid for pid, (name, _) in read_proc_cpu().items() if name == service)
    busy_pct = 100.0 * (1 - (idle1 - idle0) / (total1 - total0)) if total1 > total0 else None
    per = {g: 100.0 * t / hz / elapsed for g, t in used.items()}
    top = dict(sorted(per.items(), key=lambda kv: -kv[1])[:10])
    write_json(out, {"elapsedSec": elapsed, "machineBusyPct": busy_pct, "cores": os.cpu_count(),
                     "percentOfOneCore": top, "tcp": {k: tcp1[k] - tcp0.get(k, 0) for k in tcp1},
                     "others": {g: p for g, p in per.items() if g not in ours and p >= 3},
                     "foreignConnections": foreign, "service": service,
                     "servicePids": {"start": pids0, "end": pids1}})


# What a bench run itself puts on the machine; anything else using CPU meanwhile is reported as interference.
OURS = {"auth-service", "nginx", "postgres", "redis", "vegeta", "cw-openloop", "cw-keepalive", "cw-wsload", "python3", "kafka (java)", "kdamond.0",
        "process_api", "ksoftirqd/0", "ksoftirqd/1", "rcu_preempt", "kworker", "timeout"}


# --- log slices ---------------------------------------------------------------------------------------------------

def cmd_offsets(files):
    for path in files:
        try:
            print(os.path.getsize(path))
        except OSError:
            print(0)


def read_slice(path, offset):
    try:
        size = os.path.getsize(path)
    except OSError:
        return []
    if size < offset:  # truncated or replaced: read it all
        offset = 0
    with open(path, "rb") as f:
        f.seek(offset)
        data = f.read()
    return data.decode(errors="replace").splitlines()


def cmd_server(out, access, offset, ua, auth, auth_offset, request_id, service_name="auth"):
    result = {"ua": ua}
    ids = set()
    req_times, up_times = [], []
    if access:
        for line in read_slice(access, offset):
            if ua not in line:
                continue
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if rec.get("userAgent") != ua:
                continue
            req_times.append(float(rec.get("requestTime", 0)) * 1000)
            up = str(rec.get("upstreamTime", ""))
            # Several upstream tries appear as "0.001, 0.002"; a miss as "-".
            try:
                up_times.append(sum(float(x) for x in up.replace(":", ",").split(",") if x.strip() not in ("", "-")) * 1000)
            except ValueError:
                pass
            ids.add(rec.get("requestId"))
        req_times.sort()
        up_times.sort()
        result["nginx"] = {"lines": len(req_times),
                           "requestTimeMs": {k: percentile(req_times, p) for k, p in PCTS},
                           "upstreamTimeMs": {k: percentile(up_times, p) for k, p in PCTS}}
    if auth:
        durations = []
        for line in read_slice(auth, auth_offset):
            if '"durationMs"' not in line:
                continue
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            rid = rec.get("requestId")
            if (request_id and rid == request_id) or (not request_id and rid in ids):
                durations.append(float(rec["durationMs"]))
        durations.sort()
        key = "auth" if service_name == "auth" else "service"
        result[key] = {"name": service_name, "lines": len(durations),
                       "durationMs": {k: percentile(durations, p) for k, p in PCTS},
                       "over1Ms": sum(1 for d in durations if d > 1), "over5Ms": sum(1 for d in durations if d > 5)}
    write_json(out, result)


PCTS = [("p50", 0.50), ("p99", 0.99), ("p999", 0.999), ("max", 1.0)]


# --- logout -------------------------------------------------------------------------------------------------------

def cmd_logout(auth_url, csv_files):
    sessions = set()
    for path in csv_files:
        try:
            f = open(path, newline="")
        except OSError:
            continue
        with f:
            for row in csv.reader(f):
                if len(row) < 12 or row[1] != "200":
                    continue
                headers = base64.b64decode(row[11]).decode(errors="replace")
                m = re.search(r"(?im)^Set-Cookie:\s*cw_session=([^;\r\n]+)", headers)
                if m:
                    sessions.add(m.group(1))
    u = urllib.parse.urlsplit(auth_url)
    done = failed = 0
    conn = None
    for s in sessions:
        for attempt in range(2):
            try:
                if conn is None:
                    conn = http.client.HTTPConnection(u.hostname, u.port or 80, timeout=10)
                conn.request("POST", "/api/logout", headers={"Cookie": "cw_session=" + s, "User-Agent": "cw-bench-setup",
                                                               "Content-Length": "0"})
                resp = conn.getresponse()
                resp.read()
                if resp.status == 204:
                    done += 1
                else:
                    failed += 1
                break
            except (OSError, http.client.HTTPException):
                conn = None
                if attempt == 1:
                    failed += 1
    print(f"signed out {done} sessions created by the login scenarios" + (f" ({failed} failed)" if failed else ""))


# --- report -------------------------------------------------------------------------------------------------------

def cmd_ws_pairs(auth_url, store_path, out, count, pg_url, project_base, billing_url=None):
    """(j) needs `count` client/engineer pairs, each user with a session, and messaging's projection knowing each pair
    as the parties of one project. Users are kept in STORE_JSON (ids, usernames, passwords, sessions; mode 600) for later
    runs: a kept session that still answers GET /api/user is reused, else the user signs in again; missing users are
    registered through POST /api/register straight to the auth service (AUTH_URL: no nginx limit of 50/s; the auth
    service answers 429 when its hashing pool is full, and the call is retried). The pairs' projects (ids
    project_base+1 ..) are written with SQL as the superuser into messaging.project_parties (client, assigned
    engineer): messaging reads that projection for every send_message; no projects-service project exists for them.
    Every user is on the enterprise plan (no daily message limit: starter allows 20 messages a day, and (j) sends
    about 120 per user and run): a user billing does not list on it buys a month through billing's own API
    (BILLING_URL: get-or-create-subscription, then the test card that succeeds), and the setup waits until messaging's
    projection (member_plans, fed by subscription.changed) knows every one of them on it."""
    import concurrent.futures
    began = time.monotonic()
    store = read_json(store_path) or {}
    users = {"client": store.get("clients") or [], "engineer": store.get("engineers") or []}
    counts = {"registered": 0, "reused": 0, "signedIn": 0}
    lock = threading.Lock()

    def paced(method, path, body=None, cookie=None):
        for _ in range(60):
            status, parsed, cookies = http_json(auth_url, method, path, body, cookie)
            if status != 429:
                return status, parsed, cookies
            time.sleep(0.5)
        return status, parsed, cookies

    def ensure(u):
        if u.get("session"):
            status, parsed, _ = http_json(auth_url, "GET", "/api/user", cookie="cw_session=" + u["session"])
            if status == 200 and isinstance(parsed, dict) and int(parsed.get("id", -1)) == int(u["id"]):
                with lock:
                    counts["reused"] += 1
                return u
        status, parsed, cookies = paced("POST", "/api/login", {"username": u["username"], "password": u["password"]})
        session = session_from_set_cookie(cookies) if status == 200 else None
        if not session:
            raise RuntimeError(f"signing in {u['username']} answered {status}: {parsed}")
        with lock:
            counts["signedIn"] += 1
        return dict(u, session=session)

    def register(role, k, batch):
        username = f"benchws_{role[0]}_{batch}_{k}"
        password = "bench-" + secrets.token_urlsafe(18)
        body = {"firstName": ["Ada", "Bruno", "Chloe", "Dev"][k % 4], "lastName": "Chat", "username": username,
                "email": username + "@bench.invalid", "password": password, "role": role, "source": "loadtest"}
        status, parsed, cookies = paced("POST", "/api/register", body)
        session = session_from_set_cookie(cookies)
        if status != 201 or not session or not isinstance(parsed, dict):
            raise RuntimeError(f"POST /api/register ({role} {username}) answered {status}: {parsed}")
        with lock:
            counts["registered"] += 1
        return {"id": parsed["id"], "username": username, "password": password, "session": session}

    def save():
        os.makedirs(os.path.dirname(store_path) or ".", exist_ok=True)
        write_json(store_path, {"clients": users["client"], "engineers": users["engineer"],
                                "note": "users of scenario (j) of tests/load/bench.sh (sessions kept for later runs)"})
        os.chmod(store_path, 0o600)

    batch = time.strftime("%y%m%d%H%M%S")
    try:
        with concurrent.futures.ThreadPoolExecutor(8) as pool:
            for role in ("client", "engineer"):
                kept = users[role][:count]
                users[role] = list(pool.map(ensure, kept)) + users[role][count:]
                missing = count - len(kept)
                if missing > 0:
                    fresh = list(pool.map(lambda k: register(role, k, batch), range(len(kept) + 1, count + 1)))
                    users[role] = users[role][:len(kept)] + fresh + users[role][len(kept):]
    except RuntimeError as e:
        save()
        sys.exit(f"ws-pairs: {e}")
    save()
    clients, engineers = users["client"][:count], users["engineer"][:count]
    if billing_url:
        counts["upgraded"] = upgrade_to_enterprise(billing_url, clients + engineers, pg_url)
    values = ",".join(f"({project_base + k + 1},{c['id']},'cw-bench-j chat {k + 1}',{e['id']})"
                      for k, (c, e) in enumerate(zip(clients, engineers)))
    psql_rows(pg_url, "INSERT INTO messaging.project_parties (project_id, client_id, title, assigned_engineer_id) "
                      f"VALUES {values} ON CONFLICT (project_id) DO UPDATE SET client_id = EXCLUDED.client_id, "
                      "title = EXCLUDED.title, assigned_engineer_id = EXCLUDED.assigned_engineer_id")
    write_json(out, {"pairs": [{"projectId": project_base + k + 1,
                                "client": {"id": int(c["id"]), "session": c["session"]},
                                "engineer": {"id": int(e["id"]), "session": e["session"]}}
                               for k, (c, e) in enumerate(zip(clients, engineers))],
                     "setupSec": time.monotonic() - began, **counts})
    print(f"  (j) {count} pairs: {counts['reused']} kept sessions reused, {counts['signedIn']} signed in, "
          f"{counts['registered']} registered, {counts.get('upgraded', 0)} moved to enterprise; "
          f"{time.monotonic() - began:.1f} s")


def upgrade_to_enterprise(billing_url, users, pg_url, deadline_sec=120):
    """Every user on the enterprise plan (a month bought with the test card where billing says otherwise), once
    messaging's projection knows it; returns how many were bought now."""
    import concurrent.futures

    def upgrade(u):
        cookie = "cw_session=" + u["session"]
        status, parsed, _ = http_json(billing_url, "GET", "/api/subscription-status", cookie=cookie)
        if status == 200 and isinstance(parsed, dict) and parsed.get("plan") == "enterprise":
            return 0
        status, intent, _ = http_json(billing_url, "POST", "/api/get-or-create-subscription",
                                      {"plan": "enterprise", "billingCycle": "monthly"}, cookie)
        if status != 200 or not isinstance(intent, dict) or not intent.get("clientSecret"):
            raise RuntimeError(f"get-or-create-subscription for user {u['id']} answered {status}: {intent}")
        status, paid, _ = http_json(billing_url, "POST", "/api/payments/confirm",
                                    {"clientSecret": intent["clientSecret"],
                                     "card": {"number": "4242424242424242", "expMonth": 12, "expYear": 2034,
                                              "cvc": "123", "postalCode": "94107"}}, cookie)
        if status != 200:
            raise RuntimeError(f"paying enterprise for user {u['id']} answered {status}: {paid}")
        return 1

    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        bought = sum(pool.map(upgrade, users))
    ids = ",".join(str(int(u["id"])) for u in users)
    until = time.monotonic() + deadline_sec
    while True:
        known = int(psql_rows(pg_url, f"SELECT count(*) FROM messaging.member_plans WHERE plan = 'enterprise' "
                                      f"AND user_id IN ({ids})")[0])
        if known == len(users):
            return bought
        if time.monotonic() > until:
            raise RuntimeError(f"messaging knows {known} of {len(users)} users on enterprise after {deadline_sec} s")
        time.sleep(0.5)


CHECKS = []  # every row with a verdict, for the summary at the top


class Table:
    def __init__(self, title, note=None, short=None):
        self.title = title
        self.short = short or title
        self.note = note
        self.rows = []

    def row(self, figure, measured, target, ok):
        verdict = "—" if ok is None else ("PASS" if ok else "**FAIL**")
        self.rows.append((figure, measured, target, verdict))
        if ok is not None:
            CHECKS.append((self.short, figure, measured, target, verdict))
        return ok

    def render(self):
        lines = [f"### {self.title}", ""]
        if self.note:
            lines += [self.note, ""]
        lines += ["| figure | measured | target | result |", "|---|---|---|---|"]
        lines += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in self.rows]
        return "\n".join(lines) + "\n"


def msv(v):
    return "n/a" if v is None else f"{v:,.3f} ms"


def lt(v, limit):
    return v is not None and v < limit


def codes_text(codes):
    return ", ".join(f"{k}: {v:,}" for k, v in sorted(codes.items())) or "none"


def disturbance(cpu):
    """Warnings about what else happened on the machine while a scenario ran."""
    if not cpu:
        return None
    notes = []
    pids = cpu.get("servicePids") or cpu.get("authPids") or {}
    service = (cpu.get("service") or "auth-service").split("-")[0]
    if pids and pids.get("start") != pids.get("end"):
        notes.append(f"**the {service} service was restarted or stopped during this run (pids {pids.get('start')} -> "
                     f"{pids.get('end')}): its figures are not valid**")
    foreign = {k: v for k, v in (cpu.get("foreignConnections") or {}).items() if k != "?"}
    if foreign:
        notes.append(f"connections to {service} from processes outside the bench (most at once): "
                     + ", ".join(f"{k} {v}" for k, v in foreign.items()))
    others = {k: v for k, v in (cpu.get("others") or {}).items() if k != (cpu.get("service") or "")[:15]}
    if others:
        notes.append("other work on the machine meanwhile (percent of one core): "
                     + ", ".join(f"{k} {v:.0f}%" for k, v in sorted(others.items(), key=lambda kv: -kv[1])))
    return "Disturbance: " + "; ".join(notes) if notes else None


def cpu_text(cpu):
    if not cpu:
        return None
    parts = [f"{'projects-service' if name == 'projects-servic' else name} {pct:.0f}%"
             for name, pct in cpu["percentOfOneCore"].items() if pct >= 1]
    busy = cpu.get("machineBusyPct")
    tcp = cpu.get("tcp") or {}
    tcp_text = ", ".join(f"{k} {v:,}" for k, v in tcp.items())
    return (f"CPU during the run (percent of one core; {cpu['cores']} cores = {100 * cpu['cores']}%): "
            + ", ".join(parts) + (f"; machine busy {busy:.0f}%" if busy is not None else "")
            + (f". Kernel TCP counters (whole machine) during the run: {tcp_text}" if tcp_text else ""))


def server_text(srv):
    if not srv:
        return None
    bits = []
    n = srv.get("nginx")
    if n and n["lines"]:
        r, u = n["requestTimeMs"], n["upstreamTimeMs"]
        bits.append(f"nginx request_time p50/p99/p99.9/max {r['p50']:.0f}/{r['p99']:.0f}/{r['p999']:.0f}/{r['max']:.0f} ms, "
                    f"upstream_response_time {u['p50']:.0f}/{u['p99']:.0f}/{u['p999']:.0f}/{u['max']:.0f} ms "
                    f"({n['lines']:,} log lines, millisecond resolution)")
    a = srv.get("auth") or srv.get("service")
    if a and a["lines"]:
        d = a["durationMs"]
        slow = (f"; over 1 ms: {a['over1Ms']:,}, over 5 ms: {a['over5Ms']:,}" if "over1Ms" in a else "")
        bits.append(f"{a.get('name', 'auth')} handler durationMs p50/p99/p99.9/max "
                    f"{d['p50']:.3f}/{d['p99']:.3f}/{d['p999']:.3f}/{d['max']:.3f} ({a['lines']:,} log lines{slow})")
    return "Server side: " + "; ".join(bits) if bits else None


def prefixed(prefix, text):
    return prefix + text if text else None


def details(*texts):
    return "\n".join(f"- {t}" for t in texts if t) + "\n" if any(texts) else ""


def sustained(s):
    """The run kept its rate and had no errors: only then do its percentiles mean what they claim."""
    return bool(s) and s["rate"] is not None and s["rate"] >= 0.99 * s["targetRate"] and s["errors"] == 0


def is_openloop(s):
    return bool(s and (s.get("generator") or {}).get("name", "").startswith("cw-openloop"))


def behind_note(s):
    if not (s and s["rate"] is not None and s["rate"] < 0.99 * s["targetRate"]):
        return None
    if is_openloop(s):
        late = (s["generator"].get("latenessMs") or {})
        return (f"The sender fell behind ({fmt(s['rate'], 1)}/s sent instead of {s['targetRate']:,}/s): requests were "
                f"taken up by a connection late (p99 {fmt(late.get('p99'), 1)} ms, max {fmt(late.get('max'), 1)} ms after "
                "their scheduled time) because every connection (at most 200) was busy or the generator was short of "
                "CPU. cw-openloop counts latency from the scheduled time, so the latencies above include that wait.")
    return (f"The sender fell behind ({fmt(s['rate'], 1)}/s sent instead of {s['targetRate']:,}/s): every vegeta worker "
            "was waiting for an answer, so requests left late and the latencies above leave out that wait: they "
            "understate what clients arriving at the full rate would see.")


def generator_text(s):
    """One line on the load generator's own cost in this run (it shares the cores with the system under test)."""
    g = (s or {}).get("generator")
    if not g:
        return None
    name = g.get("name", "?").split(" (")[0]
    cpu, per = g.get("cpuSeconds"), g.get("cpuPerRequestUs")
    text = f"load generator: {name}, {fmt(per, 1)} µs CPU per request ({fmt(cpu, 2)} CPU-seconds for {s['requests']:,} requests"
    if g.get("cpuSecondsTotal") is not None:
        text += f"; {fmt(g['cpuSecondsTotal'], 2)} s with reading the targets and writing the results"
    text += ")"
    late = g.get("latenessMs")
    if late:
        text += (f"; requests taken up p50 {fmt(late.get('p50'), 3)} / p99 {fmt(late.get('p99'), 3)} / max "
                 f"{fmt(late.get('max'), 3)} ms after their scheduled time (included in the latencies)")
    return text


def rate_rows(t, s, results, what="requests sent per second", ok_what="answered with 200 per second"):
    target = s["targetRate"]
    floor = 0.99 * target
    results.append(t.row(what, f"{fmt(s['rate'], 1)}/s", f"{target:,}/s (pass at ≥ {floor:,g}/s)",
                         s["rate"] is not None and s["rate"] >= floor))
    results.append(t.row(ok_what, f"{fmt(s['throughput'], 1)}/s", f"≥ {floor:,g}/s",
                         s["throughput"] is not None and s["throughput"] >= floor))


def finish_get_table(md, t, s, results, J, key):
    """The rows every GET scenario's table ends with (p99.9, max, errors, status codes), then the table and the
    scenario's details (CPU, generator, server-side figures, transport errors)."""
    l = s["latency"]
    t.row("p99.9", msv(l["p999Ms"]), "—", None)
    t.row("max", msv(l["maxMs"]), "—", None)
    results.append(t.row("errors (not 200)", f"{s['errors']:,} of {s['requests']:,}", "0", s["errors"] == 0))
    t.row("status codes", codes_text(s["statusCodes"]), "—", None)
    md.append(t.render())
    md.append(details(disturbance(J(f"{key}.cpu.json")), behind_note(s), generator_text(s), cpu_text(J(f"{key}.cpu.json")),
                      server_text(J(f"{key}.server.json")),
                      ("transport errors: " + "; ".join(f"{k} ×{v}" for k, v in s["errorTexts"].items()))
                      if s["errorTexts"] else None))


def overload_table(md, results, J, key, title_what, short):
    """The overload step of (g) or (h): the rungs, then the run at 1.5 times the highest rate that held."""
    ladder = J(f"{key}-over-ladder.json")
    if not ladder:
        return
    meta = J(f"{key}-over-meta.json") or {}
    s = J(f"{key}-over.json")
    t = Table(f"({key}) overload: {title_what} straight to projects, rising rates, then 1.5 × the highest that held",
              short=f"{short} overload",
              note="Rungs of 4 s, each 1.25 × the last, until one misses p99 < 10 ms (or answers anything but 200, or "
                   "does not hold its rate); then 1.5 × the highest rate that held for 10 s. Past what it can serve "
                   "the service refuses requests at once (503 `overloaded`, `Retry-After: 1`) instead of queueing them.")
    rungs = ", ".join(f"{r['rate']:,}/s p99 {fmt(r['p99Ms'], 2)} ms"
                      + ("" if r["held"] else f" (missed{'; ' + format(r['notOk'], ',') + ' not 200' if r['notOk'] else ''})")
                      for r in ladder)
    if ladder[-1]["held"]:
        rungs += " (the last rung held too: the service can serve more than the highest rate tried)"
    t.row("rungs", rungs, "—", None)
    results.append(t.row("highest rate that held p99 < 10 ms", f"{meta['best']:,}/s" if meta.get("best") else "none",
                         "a rung held", bool(meta.get("best"))))
    if s:
        lo = s["latencyOk"]
        target = s["targetRate"]
        results.append(t.row("requests sent per second", f"{fmt(s['rate'], 1)}/s",
                             f"{target:,}/s (pass at ≥ {0.99 * target:,g}/s)",
                             s["rate"] is not None and s["rate"] >= 0.99 * target))
        n = s["requests"]
        t.row("accepted (200) / refused (503)", f"{s['ok']:,} / {s['designed']:,} of {n:,} "
              f"({100.0 * s['designed'] / n if n else 0:.1f} % refused)", "—", None)
        t.row("accepted p50", msv(lo["p50Ms"]), "—", None)
        results.append(t.row("accepted p99", msv(lo["p99Ms"]), "< 50 ms", lt(lo["p99Ms"], 50)))
        t.row("accepted p99.9 / max", f"{msv(lo['p999Ms'])} / {msv(lo['maxMs'])}", "—", None)
        t.row("every request (refused ones too) p99", msv(s["latency"]["p99Ms"]), "—", None)
        results.append(t.row("errors (neither 200 nor 503)", f"{s['errors']:,} of {n:,}", "0", s["errors"] == 0))
        counted = meta.get("shedCounted")
        results.append(t.row("refusals counted in cw_http_requests_shed_total", f"{counted:,}" if counted is not None
                             else "n/a", f"= 503 answers ({s['designed']:,})", counted == s["designed"]))
        t.row("status codes", codes_text(s["statusCodes"]), "—", None)
        md.append(t.render())
        md.append(details(disturbance(J(f"{key}-over.cpu.json")), generator_text(s), cpu_text(J(f"{key}-over.cpu.json"))))
    else:
        md.append(t.render())


def cmd_report(run_dir, out_md):
    J = lambda name: read_json(os.path.join(run_dir, name))
    meta = J("meta.json") or {}
    generator = meta.get("generator") or meta.get("vegeta") or "?"
    results = []
    md = ["# CabinetWorks benchmark report", ""]
    md += [f"- date: {meta.get('date', '?')}", f"- machine: {meta.get('nproc', '?')} cores ({meta.get('cpu', '?')}), "
           f"{meta.get('mem', '?')}, kernel {meta.get('kernel', '?')}; load average at the start {meta.get('loadavg', '?')}",
           f"- git commit: {meta.get('commit', '?')}", f"- load generator: {generator} and tests/load/keepalive "
           "(same machine, same cores; each scenario's details give the generator's own CPU per request)",
           f"- gateway {meta.get('gateway', '?')}, auth direct {meta.get('direct', '?')}; bench user {meta.get('user', '?')}",
           ("- open loop: cw-openloop schedules request i at start + i/rate whatever the answers take (no coordinated "
            "omission from a closed loop) and measures its latency from that scheduled time, so a late send (every "
            "connection busy, the generator short of CPU) counts as latency; percentiles are exact (nearest rank) over "
            "every request, failed ones included." if generator.startswith("cw-openloop") else
            "- open loop: vegeta sends at a constant rate whatever the answers take (no coordinated omission from a "
            "closed loop); percentiles are exact (nearest rank) over every request, failed ones included."),
           f"- a {meta.get('warmup', '?')} warm-up (not measured) precedes scenarios (a) and (b) (1,000/s) and (f) (500/s), "
           "(g) 2 s at 1,000/s, (h) every project id once at 2,000/s, (i) 100 bids in 1 s; "
           f"at least {meta.get('pause', '?')} s between scenarios, then until the connections to auth have drained "
           "(at most 10 s more).",
           f"- every request carries `Accept-Encoding: {meta.get('acceptEncoding', '?')}` (BENCH_ACCEPT_ENCODING).", ""]
    summary_at = len(md)

    # (a) + (b)
    a, b = J("a.json"), J("b.json")
    if a or b:
        for key, s, title in (("a", a, "(a) GET /api/user at 8,000/s for 15 s through nginx"),
                              ("b", b, "(b) GET /api/user at 8,000/s for 15 s straight to auth")):
            if not s:
                continue
            t = Table(title, short=f"({key}) GET /api/user 8,000/s " + ("nginx" if key == "a" else "direct"))
            rate_rows(t, s, results)
            l = s["latency"]
            t.row("p50", msv(l["p50Ms"]), "—", None)
            if key == "a":
                results.append(t.row("p99", msv(l["p99Ms"]), "< 10 ms", lt(l["p99Ms"], 10)))
            else:
                t.row("p99", msv(l["p99Ms"]), "— (the baseline of the nginx overhead)", None)
            finish_get_table(md, t, s, results, J, key)
        if a and b:
            t = Table("nginx overhead (p99 through nginx vs straight to auth)", short="(a)/(b) nginx overhead")
            pa, pb = a["latency"]["p99Ms"], b["latency"]["p99Ms"]
            ratio = pa / pb if pa and pb else None
            added = (ratio - 1) * 100 if ratio else None
            valid = sustained(a) and sustained(b)
            why = ("" if valid else " (direct run (b) did not hold its rate without errors: no baseline to compare with)"
                   if not sustained(b) else " (run (a) through nginx did not hold its rate without errors: the real "
                   "overhead is larger)")
            t.row("p99 through nginx / p99 direct", f"{msv(pa)} / {msv(pb)} = {fmt(ratio, 3)}", "< 1.30", None)
            results.append(t.row("p99 added by nginx", f"{fmt(added, 1)}%{why}", "< 30%",
                                 valid and added is not None and added < 30))
            eb, ed = J("e-base.json"), J("e-direct.json")
            if eb and ed:
                qa, qb = eb["latency"]["p99Ms"], ed["latency"]["p99Ms"]
                ok_runs = sustained(eb) and sustained(ed)
                t.row(f"p99 nginx / direct at {eb['targetRate']:,}/s (runs of (e), for information)",
                      f"{msv(qa)} / {msv(qb)} = {fmt(qa / qb if qa and qb else None, 3)}"
                      + ("" if ok_runs else " (a run did not hold its rate without errors)"), "—", None)
            pa5, pb5 = a["latency"]["p50Ms"], b["latency"]["p50Ms"]
            t.row("p50 through nginx / p50 direct", f"{msv(pa5)} / {msv(pb5)} = {fmt(pa5 / pb5 if pa5 and pb5 else None, 3)}",
                  "—", None)
            md.append(t.render())

    # (c)
    for key, title in (("c-nginx", "(c) 256 keep-alive clients at once for 10 s, through nginx"),
                       ("c-direct", "(c) 256 keep-alive clients at once for 10 s, straight to auth")):
        s = J(f"{key}.json")
        if not s:
            continue
        t = Table(title, short=f"(c) 256 keep-alive clients, {key[2:]}", note="Each client holds one persistent connection and sends GET /api/user in a loop (closed loop per "
                         "connection, 256 at once).")
        results.append(t.row("connections that got no reply", f"{s['zeroReplyConns']} of {s['conns']}", "0",
                             s["zeroReplyConns"] == 0))
        worst = max(s["maxMs"], s["maxConnectMs"])
        results.append(t.row("longest wait: a request (or a connect)",
                             f"{msv(s['maxMs'])} (connect {msv(s['maxConnectMs'])})", "< 1,000 ms", worst < 1000))
        t.row("connections with a request over 1 s", f"{s['connsWithRequestOver1s']}", "0", s["connsWithRequestOver1s"] == 0)
        t.row("requests unanswered at the end (+5 s grace)", f"{s['unanswered']:,}", "0", s["unanswered"] == 0)
        results.append(t.row("errors (not 200, resets)", f"{s['errors']:,} (reconnects {s['reconnects']:,})", "0",
                             s["errors"] == 0))
        t.row("replies per connection min / median / max", f"{s['perConnMin']:,} / {s['perConnP50']:,} / {s['perConnMax']:,}",
              "—", None)
        t.row("slowest connection's first reply", msv(s["maxFirstReplyMs"]), "—", None)
        t.row("p50 / p99 / p99.9", f"{msv(s['p50Ms'])} / {msv(s['p99Ms'])} / {msv(s['p999Ms'])}", "—", None)
        t.row("throughput", f"{s['ratePerSec']:,.0f} ok/s ({s['requests']:,} requests)", "—", None)
        t.row("status codes", codes_text(s["statusCodes"]), "—", None)
        md.append(t.render())
        md.append(details(disturbance(J(f"{key}.cpu.json")), cpu_text(J(f"{key}.cpu.json")),
                          ("errors: " + "; ".join(f"{k} ×{v}" for k, v in list(s["errorTexts"].items())[:6]))
                          if s["errorTexts"] else None))

    # (d)
    d = J("d.json")
    if d:
        t = Table("(d) POST /api/login at 40/s for 15 s through nginx", short="(d) logins 40/s")
        rate_rows(t, d, results, "logins sent per second")
        l = d["latency"]
        t.row("p50", msv(l["p50Ms"]), "—", None)
        results.append(t.row("p99", msv(l["p99Ms"]), "< 150 ms", lt(l["p99Ms"], 150)))
        t.row("p99.9", msv(l["p999Ms"]), "—", None)
        t.row("max", msv(l["maxMs"]), "—", None)
        results.append(t.row("errors (not 200; a 429 here counts)", f"{d['errors']:,} of {d['requests']:,}", "0",
                             d["errors"] == 0))
        t.row("status codes", codes_text(d["statusCodes"]), "—", None)
        md.append(t.render())
        md.append(details(disturbance(J("d.cpu.json")), behind_note(d), generator_text(d), cpu_text(J("d.cpu.json")),
                          server_text(J("d.server.json"))))

    # (e)
    base, storm, logins = J("e-base.json"), J("e-storm.json"), J("e-logins.json")
    if base and storm:
        t = Table(f"(e) login storm: GET /api/user at {base['targetRate']:,}/s through nginx, alone for "
                  f"{base['durationSec']} s, then while logins arrive at {logins['targetRate'] if logins else '?'}/s",
                  short="(e) login storm")
        pb, ps = base["latency"]["p99Ms"], storm["latency"]["p99Ms"]
        ratio = ps / pb if ps and pb else None
        t.row("GET p99 alone (baseline)", msv(pb), "—", None)
        ed = J("e-direct.json")
        if ed:
            t.row("GET p99 alone, straight to auth (for the nginx overhead)", msv(ed["latency"]["p99Ms"]), "—", None)
        t.row("GET p99 during the storm", msv(ps), "—", None)
        valid = sustained(base) and sustained(storm)
        why = ("" if valid else " (the baseline did not hold its rate without errors: no valid baseline)"
               if not sustained(base) else " (during the storm the GETs did not hold their rate without errors: "
               "the real ratio is larger)")
        results.append(t.row("storm p99 / baseline p99", fmt(ratio, 3) + why, "≤ 2",
                             valid and ratio is not None and ratio <= 2))
        t.row("GET p50 alone / during", f"{msv(base['latency']['p50Ms'])} / {msv(storm['latency']['p50Ms'])}", "—", None)
        t.row("GET p99.9 alone / during", f"{msv(base['latency']['p999Ms'])} / {msv(storm['latency']['p999Ms'])}", "—", None)
        t.row("GET max alone / during", f"{msv(base['latency']['maxMs'])} / {msv(storm['latency']['maxMs'])}", "—", None)
        results.append(t.row("GET errors alone / during", f"{base['errors']:,} / {storm['errors']:,}", "0 / 0",
                             base["errors"] == 0 and storm["errors"] == 0))
        results.append(t.row("GET rate alone / during", f"{fmt(base['rate'], 1)}/s / {fmt(storm['rate'], 1)}/s",
                             f"≥ {0.99 * base['targetRate']:,g}/s",
                             (base["rate"] or 0) >= 0.99 * base["targetRate"] and (storm["rate"] or 0) >= 0.99 * storm["targetRate"]))
        if logins:
            c = logins["statusCodes"]
            t.row("logins sent", f"{logins['requests']:,} at {fmt(logins['rate'], 1)}/s", f"{logins['targetRate']}/s", None)
            t.row("logins 200 / 429 (pool full, by design)", f"{c.get('200', 0):,} / {c.get('429', 0):,}", "—", None)
            results.append(t.row("logins with any other answer (real errors)", f"{logins['errors']:,}", "0",
                                 logins["errors"] == 0))
            lo = logins["latencyOk"]
            t.row("login p50 / p99 of the 200s", f"{msv(lo['p50Ms'])} / {msv(lo['p99Ms'])}", "—", None)
            t.row("login p99 of every answer (429s included)", msv(logins["latency"]["p99Ms"]), "—", None)
            t.row("login status codes", codes_text(c), "—", None)
        md.append(t.render())
        md.append(details(prefixed("baseline: ", disturbance(J("e-base.cpu.json"))),
                          prefixed("straight to auth: ", disturbance(J("e-direct.cpu.json"))),
                          prefixed("storm: ", disturbance(J("e-storm.cpu.json"))),
                          prefixed("baseline: ", behind_note(base)), prefixed("storm: ", behind_note(storm)),
                          prefixed("baseline: ", generator_text(base)),
                          prefixed("straight to auth: ", generator_text(ed)) if ed else None,
                          prefixed("storm, GETs: ", generator_text(storm)),
                          prefixed("storm, logins: ", generator_text(logins)) if logins else None,
                          prefixed("baseline: ", cpu_text(J("e-base.cpu.json"))),
                          prefixed("storm: ", cpu_text(J("e-storm.cpu.json"))),
                          prefixed("baseline ", server_text(J("e-base.server.json"))),
                          prefixed("straight to auth: ", cpu_text(J("e-direct.cpu.json"))),
                          prefixed("storm ", server_text(J("e-storm.server.json"))),
                          ("login errors: " + "; ".join(f"{k} ×{v}" for k, v in logins["errorTexts"].items()))
                          if logins and logins["errorTexts"] else None))

    # (f)
    seed = J("f-seed.json")
    seed_checked = False
    for key, what in (("f1", "first page, no filter"), ("f2", None)):
        s = J(f"{key}.json")
        if not s:
            continue
        page = (seed or {}).get("firstPage" if key == "f1" else "search") or {}
        if what is None:
            what = f"search \"{(seed or {}).get('searchText', '?')}\""
        t = Table(f"({key}) GET /api/engineers ({what}) at {s['targetRate']:,}/s for {s['durationSec']} s through nginx",
                  short=f"({key}) GET /api/engineers " + ("first page" if key == "f1" else "search"),
                  note=f"`GET {page.get('path', '?')}`, anonymous, default page size." if page else None)
        if seed:
            row = t.row if not seed_checked else (lambda a, b, c, ok: t.row(a, b, c, None) or ok)
            seed_checked = True
            results.append(row("engineers in the directory (seeded benchseed_*)",
                                 f"{seed['engineers']:,} ({seed['seeded']:,} seeded"
                                 + (f", {seed['seeded'] - seed['seededBefore']:,} of them by this run)"
                                    if seed["seeded"] > seed["seededBefore"] else ", none by this run)"),
                                 f"≥ {seed['wanted']:,} seeded", seed["seeded"] >= seed["wanted"]))
            t.row("answer: engineers on the page / matching (X-Total-Count)",
                  f"{page.get('items', '?')} / {page.get('total', 0):,}", "—", None)
            t.row("answer size identity / gzip", f"{page.get('bytes', 0):,} / {page.get('bytesGzip') or 0:,} bytes",
                  "—", None)
        rate_rows(t, s, results)
        l = s["latency"]
        t.row("p50", msv(l["p50Ms"]), "—", None)
        results.append(t.row("p99", msv(l["p99Ms"]), "< 20 ms", lt(l["p99Ms"], 20)))
        finish_get_table(md, t, s, results, J, key)

    # (g) + (h)
    pseed = J("gh-seed.json")
    seed_checked = False
    for key, title_what, short, limit in (("g", "GET /api/projects (first page)", "(g) GET /api/projects first page", 10),
                                          ("h", "GET /api/projects/{id}", "(h) GET /api/projects/{id}", 10)):
        s = J(f"{key}.json")
        if not s:
            continue
        page = (pseed or {}).get("firstPage" if key == "g" else "project") or {}
        extra = J(f"{key}-targets.json") or {}
        note = ("`GET /api/projects` (no filter, default page size), signed in as the bench user (a client)."
                if key == "g" else
                f"`GET /api/projects/{{id}}` over {extra.get('ids', '?'):,} distinct seeded projects in turn (each "
                f"requested {fmt(s['requests'] / extra['ids'] if extra.get('ids') else None, 1)} times), signed in as "
                "the bench user; a warm-up asked for each of them once just before the run (the service keeps an "
                "answer 24-30 s; any write to projects, bids or the user directory drops them all)."
                if extra.get("ids") else None)
        t = Table(f"({key}) {title_what} at {s['targetRate']:,}/s for {s['durationSec']} s through nginx", short=short,
                  note=note)
        if pseed:
            row = t.row if not seed_checked else (lambda a, b, c, ok: t.row(a, b, c, None) or ok)
            seed_checked = True
            results.append(row("open projects (seeded benchseed_client_*)",
                               f"{pseed['posted']:,} ({pseed['seeded']:,} seeded"
                               + (f", {pseed['seeded'] - pseed['seededBefore']:,} of them by this run)"
                                  if pseed["seeded"] > pseed["seededBefore"] else ", none by this run)"),
                               f"≥ {pseed['wanted']:,} seeded", pseed["seeded"] >= pseed["wanted"]))
            if key == "g":
                t.row("answer: projects on the page / open in all (X-Total-Count)",
                      f"{page.get('items', '?')} / {page.get('total', 0):,}", "—", None)
            gz = page.get("bytesGzip")
            t.row("answer size identity / gzip", f"{page.get('bytes', 0):,} bytes / "
                  + (f"{gz:,} bytes" if gz else "not compressed (under nginx's gzip_min_length)"), "—", None)
        rate_rows(t, s, results)
        l = s["latency"]
        t.row("p50", msv(l["p50Ms"]), "—", None)
        results.append(t.row("p99", msv(l["p99Ms"]), f"< {limit} ms", lt(l["p99Ms"], limit)))
        finish_get_table(md, t, s, results, J, key)
        overload_table(md, results, J, key, title_what, short)

    # (i)
    s = J("i.json")
    if s:
        db = J("i-db.json") or {}
        t = Table(f"(i) POST /api/bids at {s['targetRate']:,}/s for {s['durationSec']} s through nginx",
                  short="(i) POST /api/bids",
                  note=(f"Every request is a new bid (201 expected): {s['requests']:,} distinct (project, engineer) "
                        f"pairs never used before, on seeded open projects, from {db.get('engineers', '?')} verified "
                        "engineers each signed in with their own session (kept across runs; new ones registered "
                        "through the API and certified by the test). A 409 or any other answer counts as an error."))
        rate_rows(t, s, results, "bids sent per second", "answered with 201 per second")
        l = s["latency"]
        t.row("p50", msv(l["p50Ms"]), "—", None)
        results.append(t.row("p99", msv(l["p99Ms"]), "< 50 ms", lt(l["p99Ms"], 50)))
        t.row("p99.9", msv(l["p999Ms"]), "—", None)
        t.row("max", msv(l["maxMs"]), "—", None)
        results.append(t.row("errors (not 201; a 409 counts)", f"{s['errors']:,} of {s['requests']:,}", "0",
                             s["errors"] == 0))
        t.row("status codes", codes_text(s["statusCodes"]), "—", None)
        if "bidsInDatabase" in db:
            results.append(t.row("bids of these engineers written during the run (database)",
                                 f"{db['bidsInDatabase']:,} (201 answers: {s['ok']:,})", "= the 201 answers",
                                 db["bidsInDatabase"] == s["ok"]))
        if "bidsConsumed" in db:
            results.append(t.row("of these, bids whose bid.placed messaging applied (its project_bidders)",
                                 f"{db['bidsConsumed']:,} (all within {db['consumedWaitSec']} s after the run)"
                                 if db["bidsConsumed"] == db.get("bidsInDatabase") else f"{db['bidsConsumed']:,}",
                                 "= the bids written", db["bidsConsumed"] == db.get("bidsInDatabase")))
        md.append(t.render())
        setup = (f"Engineers: {db.get('engineers', '?')} ({db.get('registered', '?')} registered and "
                 f"{db.get('certified', '?')} certified by this run, {db.get('signedIn', '?')} kept from earlier runs); "
                 f"setup {fmt(db.get('setupSec'), 1)} s (not measured)." if db else None)
        md.append(details(disturbance(J("i.cpu.json")), behind_note(s), generator_text(s), cpu_text(J("i.cpu.json")),
                          server_text(J("i.server.json")), setup,
                          ("errors: " + "; ".join(f"{k} ×{v}" for k, v in s["errorTexts"].items()))
                          if s["errorTexts"] else None))

    # (k)
    first, create, confirm = J("k-first.json"), J("k-create.json"), J("k-confirm.json")
    if create and confirm:
        db = J("k-db.json") or {}
        for key, s, title, target in (
                ("k-first", first, f"(k1) POST /api/create-project-payment at {create['targetRate']:,}/s alone", None),
                ("k-create", create, f"(k2) POST /api/create-project-payment at {create['targetRate']:,}/s while "
                                     "the confirms run", 50),
                ("k-confirm", confirm, f"(k3) POST /api/payments/confirm at {confirm['targetRate']:,}/s while the "
                                       "creates run", 50)):
            if not s:
                continue
            t = Table(title + f" for {s['durationSec']} s through nginx", short=f"({key}) payments",
                      note=("Every create is a new down payment of an accepted project of the bench user (prices "
                            "seeded into billing.project_prices); every confirm pays one of the first intents with "
                            "the test provider's card 4242: in (k2)+(k3) 200 payments a second are created and as "
                            "many confirmed.") if key == "k-first" else None)
            rate_rows(t, s, results, "requests sent per second", "answered with 200 per second")
            l = s["latency"]
            t.row("p50", msv(l["p50Ms"]), "—", None)
            if target:
                results.append(t.row("p99", msv(l["p99Ms"]), f"< {target} ms", lt(l["p99Ms"], target)))
            else:
                t.row("p99", msv(l["p99Ms"]), "—", None)
            t.row("p99.9", msv(l["p999Ms"]), "—", None)
            results.append(t.row("errors (not 200)", f"{s['errors']:,} of {s['requests']:,}", "0", s["errors"] == 0))
            if key == "k-confirm" and db:
                results.append(t.row("payments succeeded, each with one ledger transfer (database)",
                                     f"{db.get('succeeded', '?'):,} succeeded, {db.get('transfers', '?'):,} transfers",
                                     "= the 200 answers", db.get("succeeded") == s["ok"] == db.get("transfers")))
            md.append(t.render())
            md.append(details(behind_note(s), generator_text(s),
                              cpu_text(J("k.cpu.json")) if key != "k-first" else None,
                              ("errors: " + "; ".join(f"{k} ×{v}" for k, v in s["errorTexts"].items()))
                              if s["errorTexts"] else None))

    # (l)
    s = J("l.json")
    if s:
        t = Table("(l) escrow ledger writes through billing's store, 8 threads for 10 s", short="(l) ledger",
                  note=("Each transaction is a stage payment (payment row, marked succeeded, transfer client -> "
                        "escrow with the deferred balance check) or its release (escrow -> engineer); "
                        f"fsync={s.get('fsync')}, synchronous_commit={s.get('synchronousCommit')}."))
        results.append(t.row("committed transactions per second", f"{s['perSecond']:,.0f} "
                             f"({s['transactions']:,} in {s['seconds']:.1f} s)", ">= 1,000", s["perSecond"] >= 1000))
        t.row("p50 / p99 per transaction", f"{s['p50Ms']:.2f} / {s['p99Ms']:.2f} ms", "—", None)
        results.append(t.row("fsync and synchronous_commit", f"{s.get('fsync')} / {s.get('synchronousCommit')}",
                             "on / on", s.get("fsync") == "on" and s.get("synchronousCommit") == "on"))
        md.append(t.render())
        md.append(details(cpu_text(J("l.cpu.json"))))

    # (p)
    s, kitchen = J("p.json"), J("p-kitchen.json")
    if s:
        t = Table("(p) the cut-list preview's worst case, 1000 x 1000 mm sheets without kerf", short="(p) cut list",
                  note=(f"tests/fixtures/cutlists/worst_case.csv ({s['rows']:,} rows, {s['parts']:,} parts): the CSV "
                        "parsed, the sheet estimate and the JSON answer, through projects' own code "
                        "(tests/load/cutlist, cw-cutlist-bench), without HTTP and the database; "
                        f"{s['runs']} runs after a warm-up."))
        results.append(t.row("slowest run", f"{s['maxMs']:,.1f} ms (median {s['medianMs']:,.1f} ms)", "< 200 ms",
                             s["maxMs"] < 200))
        t.row("estimate", f"{s['sheets']:,} sheets, lower bound {s['lowerBound']:,}"
              + (" (approximate: work budget reached)" if s["approximate"] else ""), "—", None)
        t.row("work (free rectangles and index nodes looked at)", f"{s['work']:,} (budget {s['workBudget']:,})", "—",
              None)
        t.row("median of each step: parse / estimate / JSON",
              f"{s['parseMedianMs']:,.1f} / {s['estimateMedianMs']:,.1f} / {s['jsonMedianMs']:,.1f} ms "
              f"({s['jsonBytes'] / 1048576:,.1f} MB of JSON)", "—", None)
        if kitchen:
            results.append(t.row("the kitchen fixture (2440 x 1220, 4 mm kerf)",
                                 f"{kitchen['maxMs']:,.2f} ms, {kitchen['sheets']} sheets, lower bound "
                                 f"{kitchen['lowerBound']}",
                                 "11 sheets", kitchen["sheets"] == 11))
        md.append(t.render())

    # (q)
    s = J("q.json")
    if s:
        t = Table(f"(q) chaining {s['segments']:,} segments into contours", short="(q) contours",
                  note=(f"cw-contours-bench (tests/load/contours, the drawing library libs/cad): rounded rectangles of "
                        f"4 LINEs and 4 ARCs ({s['points']:,} points once the arcs are flattened), shuffled, half "
                        "drawn backwards, every 100th almost closed, 0.1 % spurs; the segments added, chained "
                        "(ends joined on a hash grid, gaps, branches, overlaps, crossings) and sorted into parts and "
                        f"holes; {s['runs']} runs after a warm-up."))
        results.append(t.row("slowest chaining", f"{s['chainMaxMs']:,.0f} ms (median {s['chainMedianMs']:,.0f} ms, "
                             f"CPU {s['chainCpuMedianMs']:,.0f} ms)", "< 1 s", s["chainMaxMs"] < 1000))
        t.row("parts and holes (sorting them)", f"{s['classifyMedianMs']:,.0f} ms", "—", None)
        t.row("found", f"{s['closed']:,} closed, {s['open']:,} open, {s['branches']:,} branching points", "—", None)
        md.append(t.render())

    # (r)
    s = J("r.json")
    if s:
        t = Table(f"(r) nesting {s['parts']:,} parts on 2440 x 1220 mm sheets, 4 mm kerf", short="(r) nesting",
                  note=("cw-nesting-bench (tests/load/nesting): the DXF nesting route's work (the preflight's stored "
                        "report of a generated drawing read, its parts nested per cut layer, the answer's JSON with "
                        "the layouts written) and the cut-list preview of the same parts as a CSV (parse, estimate, "
                        f"JSON), through the drawing library and projects' code, without HTTP; {s['runs']} runs each "
                        "after a warm-up."))
        results.append(t.row("slowest DXF nesting route", f"{s['routeMaxMs']:,.1f} ms (median "
                             f"{s['routeMedianMs']:,.1f} ms)", "< 200 ms", s["routeMaxMs"] < 200))
        results.append(t.row("slowest CSV preview", f"{s['csvMaxMs']:,.1f} ms (median {s['csvMedianMs']:,.1f} ms)",
                             "< 200 ms", s["csvMaxMs"] < 200))
        t.row("sheets", f"{s['routeSheets']:,} (DXF), {s['csvSheets']:,} (CSV), lower bound {s['routeLowerBound']:,}"
              + (" (approximate)" if s["routeApproximate"] or s["csvApproximate"] else ""), "—", None)
        t.row("the preflight of the drawing (once, nesting included)", f"{s['preflightMs']:,.1f} ms", "—", None)
        md.append(t.render())

    # (o)
    s = J("o.json")
    if s:
        mb = s["sizeBytes"] / 1048576
        t = Table(f"(o) project files: a {mb:.0f} MB upload and download through nginx, and a 10 MB DXF preflight",
                  short="(o) files",
                  note=("The disk: the same bytes written to the files folder's filesystem and fdatasync'ed (what an "
                        "upload must do), and the first read of another object stored the same way, its pages dropped "
                        "first (the first read after a write goes to the device; a repeat is served by the VM host's "
                        "cache). The upload is curl -T through nginx (which writes the body to disk, then projects "
                        "hashes, checks and links it: 201 after fdatasync); the download is served by nginx after "
                        "projects' check (X-Accel-Redirect), the object's pages dropped first. Medians of three rounds, "
                        "each with new bytes. tests/load/files_bench.py."))
        up, down, disk_w, disk_r = s["upload"]["seconds"], s["download"]["seconds"], s["diskWriteSeconds"], \
            s["diskReadSeconds"]
        results.append(t.row("upload (201, sha256 as sent)",
                             f"{up:.3f} s ({mb / up:,.0f} MB/s) against the disk's {disk_w:.3f} s: {up / disk_w:.2f}x",
                             "<= 1.20x", s["upload"]["code"] == 201 and s["sha256Matches"] and up <= 1.2 * disk_w))
        results.append(t.row("download (200, every byte)",
                             f"{down:.3f} s ({mb / down:,.0f} MB/s) against the disk's {disk_r:.3f} s: "
                             f"{down / disk_r:.2f}x",
                             "<= 1.20x", s["download"]["code"] == 200 and s["download"]["down"] == s["sizeBytes"]
                             and down <= 1.2 * disk_r))
        cores = os.cpu_count() or 1
        cpu = s["download"]["curlCpuSeconds"] + s["download"]["nginxCpuSeconds"]
        t.row("CPU of that download (what bounds it here)",
              f"curl {s['download']['curlCpuSeconds']:.3f} s + nginx {s['download']['nginxCpuSeconds']:.3f} s on "
              f"{cores} cores: at least {cpu / cores:.3f} s ({cpu / cores / disk_r:.2f}x the read, which used "
              f"{s['diskReadCpuSeconds']:.3f} s)", "—", None)
        again, read_again = s["downloadAgain"]["seconds"], s["diskReadAgainSeconds"]
        t.row("download again, both served by the host's cache",
              f"{again:.3f} s ({mb / again:,.0f} MB/s) against a read's {read_again:.3f} s: {again / read_again:.2f}x; "
              f"from the page cache {s['warmDownload']['seconds']:.3f} s", "—", None)
        rss = s["rssKiB"]
        grew = max(rss["upload"][1], rss["download"][1]) - rss["before"]
        results.append(t.row("projects' resident memory", f"{rss['before'] / 1024:.1f} MiB before, at most "
                             f"{rss['upload'][1] / 1024:.1f} during the upload, {rss['download'][1] / 1024:.1f} during "
                             "the download", "flat (< +16 MiB)", grew < 16 * 1024))
        d = s["dxf"]
        results.append(t.row(f"preflight of a {d['bytes'] / 1048576:.0f} MB DXF ({d['entities']:,} entities)",
                             f"{d['toolSeconds']:.3f} s (status {d['status']}); the whole upload through nginx "
                             f"{d['upload']['seconds']:.3f} s", "< 1 s", d["toolSeconds"] < 1.0))
        md.append(t.render())

    # (m)
    alone, views, during = J("m-alone.json"), J("m-views.json"), J("m-during.json")
    if views and alone and during:
        db = J("m-db.json") or {}
        t = Table(f"(m) POST /api/track-page-view at {views['targetRate']:,}/s for {views['durationSec']} s through "
                  "nginx, with GET /api/projects at 1,000/s meanwhile", short="(m) page views",
                  note=("A mix of 48 pages of the app. The tracker counts in memory and writes by day and page every "
                        "250 ms; GET /api/projects (first page) runs alone first, then for 10 s during the views."))
        rate_rows(t, views, results, "views sent per second", "answered with 204 per second")
        results.append(t.row("views p99", msv(views["latency"]["p99Ms"]), "< 20 ms", lt(views["latency"]["p99Ms"], 20)))
        t.row("views p50 / p99.9", f"{msv(views['latency']['p50Ms'])} / {msv(views['latency']['p999Ms'])}", "—", None)
        results.append(t.row("errors (not 204)", f"{views['errors']:,} of {views['requests']:,}", "0",
                             views["errors"] == 0))
        if "counted" in db:
            results.append(t.row("views counted (database)", f"{db['counted']:,} (204 answers: {views['ok']:,})",
                                 "= the 204 answers", db["counted"] == views["ok"]))
        a, d = alone["latency"]["p99Ms"], during["latency"]["p99Ms"]
        t.row("GET /api/projects p99 alone", msv(a), "—", None)
        results.append(t.row("GET /api/projects p99 during the views", f"{msv(d)} ({d / a:.2f}x)" if a else msv(d),
                             "<= 2x alone", a > 0 and d <= 2 * a))
        results.append(t.row("GET /api/projects errors during", f"{during['errors']:,} of {during['requests']:,}",
                             "0", during["errors"] == 0))
        md.append(t.render())
        md.append(details(behind_note(views), generator_text(views), cpu_text(J("m.cpu.json"))))

    # (n)
    s = J("n.json")
    if s:
        db = J("n-db.json") or {}
        t = Table(f"(n) the admins' analytics calls at {s['targetRate']:,}/s for {s['durationSec']} s through nginx",
                  short="(n) analytics",
                  note=(f"Over {db.get('pageViewRows', '?'):,} stored (day, page) counts holding "
                        f"{db.get('pageViews', '?'):,} views and {db.get('signups', '?'):,} signups; nine calls in "
                        "turn: signups (30 days, a year), by source, daily (30, 365 days), top pages and the total "
                        "of views (30 days, a year)."))
        rate_rows(t, s, results)
        results.append(t.row("p99", msv(s["latency"]["p99Ms"]), "< 100 ms", lt(s["latency"]["p99Ms"], 100)))
        t.row("p50 / max", f"{msv(s['latency']['p50Ms'])} / {msv(s['latency']['maxMs'])}", "—", None)
        results.append(t.row("errors (not 200)", f"{s['errors']:,} of {s['requests']:,}", "0", s["errors"] == 0))
        md.append(t.render())
        md.append(details(behind_note(s), generator_text(s), cpu_text(J("n.cpu.json"))))

    # (j)
    s = J("j.json")
    if s:
        setup = J("j-setup.json") or {}
        t = Table(f"(j) WebSocket messages across two messaging instances: {s['socketsWanted']:,} sockets, "
                  f"{s['rate']:,} messages/s for {s['durationSec']:.0f} s",
                  short="(j) messaging WebSockets",
                  note=(f"{s['pairs']:,} client/engineer pairs; each user's socket goes straight to one instance's WS "
                        "port (not through nginx) and its partner's to the other (a second messaging process started "
                        "for the scenario on free ports, stopped afterwards), so every message crosses Redis. "
                        "tests/load/wsload sends send_message open loop (message i from pair i mod pairs, the "
                        "direction alternating), the sequence number in the content; latency runs from the scheduled "
                        "send time to the receiver's new_message frame. A message that has not arrived "
                        f"{10} s after the last send counts as lost; lost and duplicated are counted per sequence "
                        "number (duplicate message ids too)."))
        t.row("sockets open", f"{s['socketsOpen']:,} of {s['socketsWanted']:,} (in {fmt(s['connectSec'], 1)} s)",
              "all", s["socketsOpen"] == s["socketsWanted"])
        t.row("messages sent", f"{s['sent']:,} of {s['planned']:,} planned in {fmt(s['sendSec'], 1)} s "
              f"({s['sent'] / s['sendSec']:,.0f}/s)", f"{s['rate']:,}/s", s["sent"] == s["planned"])
        t.row("message_sent answers to the senders", f"{s['messageSent']:,}", "—", None)
        t.row("new_message frames received", f"{s['received']:,}", "—", None)
        t.row("p50", msv(s["p50Ms"]), "—", None)
        t.row("p99", msv(s["p99Ms"]), "< 15 ms", lt(s["p99Ms"], 15))
        t.row("p99.9", msv(s["p999Ms"]), "< 50 ms", lt(s["p999Ms"], 50))
        t.row("max", msv(s["maxMs"]), "—", None)
        t.row("lost (not received by 10 s after the last send)", f"{s['lost']:,}", "0", s["lost"] == 0)
        if "storedInDatabase" in setup:
            t.row("messages stored by messaging during the run (database, after the second instance stopped)",
                  f"{setup['storedInDatabase']:,}", f"{s['sent']:,} (the sent)", None)
        t.row("duplicated", f"{s['duplicated']:,} (duplicate message ids: {s['duplicateIds']:,})", "0",
              s["duplicated"] == 0 and s["duplicateIds"] == 0)
        before, idle = sum(s["rssBeforeKB"]), sum(s["rssIdleKB"])
        t.row("memory per idle socket (RSS of both instances after opening - before, / sockets)",
              f"{s['rssPerSocketKB']:,.1f} KB ({before / 1024:,.1f} -> {idle / 1024:,.1f} MiB)", "< 30 KB",
              s["socketsOpen"] > 0 and s["rssPerSocketKB"] < 30)
        t.row("error frames, sockets closed during the run", f"{s['errorFrames']:,}, {s['closedEarly']:,}", "0, 0",
              s["errorFrames"] == 0 and s["closedEarly"] == 0)
        md.append(t.render())
        stages = J("j-stages.json") or {}
        if stages:
            md.append("Inside messaging, per stage (both instances' cw_chat_stage_seconds, after - before the run; "
                      "services/messaging/realtime/chat_timing.hpp says where each stage starts and ends):\n")
            md.append("| stage | count | mean | p50 | p90 | p99 |\n|---|---|---|---|---|---|")
            for key, row in stages.items():
                unit = " messages" if key == "batch" else " ms"
                md.append(f"| {'writer batch' if key == 'batch' else key} | {row['count']:,} | "
                          + " | ".join("—" if row.get(k) is None else f"{row[k]:.2f}{unit}"
                                       for k in ("mean", "p50", "p90", "p99")) + " |")
            md.append("")
        md.append(details(disturbance(J("j.cpu.json")), cpu_text(J("j.cpu.json")),
                          f"cw-wsload CPU: {fmt(s['cpuSendSec'], 2)} s while sending ({fmt(s['cpuPerMessageUs'], 1)} µs "
                          f"per message, frames received included); latest send {fmt(s['maxSendLatenessMs'], 1)} ms "
                          f"after its scheduled time. RSS at the end (MiB): "
                          + ", ".join(f"{v / 1024:,.1f}" for v in s["rssEndKB"]) + ".",
                          (f"Pairs: {setup.get('reused', '?')} kept sessions reused, {setup.get('signedIn', '?')} signed "
                           f"in, {setup.get('registered', '?')} users registered; setup {fmt(setup.get('setupSec'), 1)} s "
                           "(not measured).") if setup else None,
                          ("first errors: " + "; ".join(s["errors"])) if s.get("errors") else None))

    failed = sum(1 for c in CHECKS if c[4] != "PASS")
    verdict = "all targets met" if failed == 0 and CHECKS else f"{failed} of {len(CHECKS)} target checks FAILED"
    summary = [f"**Result: {verdict}.**", ""]
    skipped = os.path.join(run_dir, "skipped")
    if os.path.exists(skipped):
        summary += [f"**Skipped (time budget): {' '.join(open(skipped).read().split())}.**", ""]
    disturbed = []
    for name in ("a", "b", "c-nginx", "c-direct", "d", "e-base", "e-direct", "e-storm", "f1", "f2", "g", "g-over", "h",
                 "h-over", "i", "j"):
        note = disturbance(J(f"{name}.cpu.json"))
        if note:
            disturbed.append(f"- ({name}) {note}")
    if disturbed:
        summary += ["Other activity during the runs (see the details):", ""] + disturbed + [""]
    summary += ["| scenario | figure | measured | target | result |", "|---|---|---|---|---|"]
    summary += [f"| {a} | {b} | {c} | {d} | {e} |" for a, b, c, d, e in CHECKS]
    summary += ["", "## Details", ""]
    md[summary_at:summary_at] = summary
    text = "\n".join(md)
    with open(out_md, "w") as f:
        f.write(text)
    print(text)
    return 0


# --- main ---------------------------------------------------------------------------------------------------------

def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    cmd, args = argv[1], argv[2:]
    if cmd == "seed":
        cmd_seed(args[0], args[1])
    elif cmd == "stats":
        opts = {"--ok": "200", "--designed": "", "--label": "", "--rate": "0", "--duration": "0", "--generator": None}
        pos = []
        i = 0
        while i < len(args):
            if args[i] in opts:
                opts[args[i]] = args[i + 1]
                i += 2
            else:
                pos.append(args[i])
                i += 1
        codes = lambda s: {int(x) for x in s.split(",") if x}
        cmd_stats(pos[0], pos[1], codes(opts["--ok"]), codes(opts["--designed"]), opts["--label"],
                  int(opts["--rate"]), int(opts["--duration"]), opts["--generator"])
    elif cmd == "rusage":
        if len(args) < 4 or args[2] != "--":
            sys.exit(__doc__)
        return cmd_rusage(args[0], args[1], args[3:])
    elif cmd == "cpu":
        cmd_cpu(args[0], int(args[1]) if len(args) > 1 else None, args[2] if len(args) > 2 else "auth-service")
    elif cmd == "offsets":
        cmd_offsets(args)
    elif cmd == "server":
        opts = {"--access": None, "--offset": "0", "--ua": "", "--auth": None, "--auth-offset": "0", "--request-id": None,
                "--service-name": "auth"}
        out = args[0]
        i = 1
        while i < len(args):
            opts[args[i]] = args[i + 1]
            i += 2
        cmd_server(out, opts["--access"], int(opts["--offset"]), opts["--ua"], opts["--auth"], int(opts["--auth-offset"]),
                   opts["--request-id"], opts["--service-name"])
    elif cmd == "directory":
        opts = {"--search": "", "--seeded": "0", "--seeded-before": "0", "--engineers": "0", "--wanted": "0"}
        out = args[1]
        i = 2
        while i < len(args):
            opts[args[i]] = args[i + 1]
            i += 2
        cmd_directory(args[0], out, opts["--search"], int(opts["--seeded"]), int(opts["--seeded-before"]),
                      int(opts["--engineers"]), int(opts["--wanted"]))
    elif cmd == "logout":
        cmd_logout(args[0], args[1:])
    elif cmd == "page-view-targets":
        cmd_page_view_targets(*args[:3])
    elif cmd == "admin-session":
        cmd_admin_session(args[0])
    elif cmd == "analytics-targets":
        cmd_analytics_targets(*args[:4])
    elif cmd == "payment-targets":
        cmd_payment_targets(*args[:7])
    elif cmd == "logout-sessions":
        cmd_logout_sessions(args[0], args[1])
    elif cmd in ("projects", "bidders", "bid-targets"):
        pos, opts = [], {}
        i = 0
        while i < len(args):
            if args[i].startswith("--"):
                opts[args[i]] = args[i + 1]
                i += 2
            else:
                pos.append(args[i])
                i += 1
        if cmd == "projects":
            cmd_projects(pos[0], pos[1], pos[2], int(opts["--seeded"]), int(opts["--seeded-before"]),
                         int(opts["--wanted"]), int(opts["--posted"]), int(opts["--project"]))
        elif cmd == "bidders":
            cmd_bidders(pos[0], pos[1], pos[2], int(opts["--count"]), opts["--pg"])
        else:
            cmd_bid_targets(pos[0], pos[1], pos[2], pos[3], opts["--ua"], opts["--warmup-ua"], int(opts["--warmup"]),
                            opts.get("--accept-encoding", "identity"))
    elif cmd == "ws-pairs":
        opts = {"--count": "1000", "--pg": "", "--project-base": "9000000000", "--billing": ""}
        i = 3
        while i < len(args):
            opts[args[i]] = args[i + 1]
            i += 2
        cmd_ws_pairs(args[0], args[1], args[2], int(opts["--count"]), opts["--pg"], int(opts["--project-base"]),
                     opts["--billing"] or None)
    elif cmd == "rung":
        return cmd_rung(args[0], args[1], float(args[2]))
    elif cmd == "report":
        return cmd_report(args[0], args[1])
    else:
        sys.exit(__doc__)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
