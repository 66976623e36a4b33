// cw-openloop: a lean open-loop HTTP/1.1 load generator for the CabinetWorks benchmark (standard library only).
//
//	cw-openloop -targets a.targets -rate 8000 -duration 15s -timeout 5s -max-connections 200 \
//	    -name a -output a.csv -summary a.gen.json
//
// Why not vegeta: on the 2-core benchmark machine vegeta burns about 215 µs of CPU per request (4.3 CPU-seconds for
// 20,000 requests at 2,000/s), so at 8,000/s it alone would take ~1.7 of the 2 cores the system under test shares.
// Linux only (epoll, SO_TIMESTAMPNS); http:// targets only.
//
// Open loop: request i is scheduled at start + i/rate, whatever the answers take (no coordinated omission). When it
// is due it goes to a free keep-alive connection; when none is free a new one is opened, up to -max-connections (per
// host); beyond that the request waits for the first connection that frees up. Its latency is measured from its
// SCHEDULED time to the end of its answer, so any lateness of the generator (a late wake-up, a wait for a
// connection, a dial) counts as latency and is never hidden. How late a connection took each request up is recorded
// too. -timeout counts from the scheduled time as well: a request not answered by then fails with a timeout (one
// still waiting for a connection then fails without being sent), so a stalled server cannot stretch the run beyond
// -duration + -timeout.
//
// Targets: vegeta's http format (METHOD URL line, header lines, optional @body-file line, blank line between
// targets), used round-robin like vegeta does. Each is serialized once into the exact bytes sent (Host header,
// Content-Length for bodies, keep-alive): sending is one write of a prepared buffer. Answers are parsed minimally
// (status line, Content-Length, chunked transfer-encoding, Connection: close, Set-Cookie) and their bodies dropped.
//
// Cost (see loop.go): one goroutine on one thread runs an epoll loop over non-blocking sockets with raw system calls;
// results go into a slice allocated before the run and the CSV is written after it; the garbage collector is off
// meanwhile. On the benchmark's virtual machine each wake-up of a sleeping thread costs tens of microseconds of CPU,
// so the loop wakes up as rarely as precision allows: each wake-up sends every request that is due; it sleeps at least
// -resolution (200 µs) between rounds, so above 5,000/s requests go out in small batches (each at most that much late,
// which counts in its latency); and while the next request is due within -read-window (2 ms) it sleeps without
// waking up for answers: their end times come from the kernel's receive timestamps (SO_TIMESTAMPNS), not from when
// the loop got round to reading them. Sleeps use epoll_pwait2/nanosleep with nanosecond timeouts (Go's own timers
// cannot sleep less than ~1 ms) and a 1 ns timer slack.
//
// Output (-output, default stdout): CSV in the column layout of `vegeta encode --to csv`: timestamp (unix ns of the
// SCHEDULED time), status code (0 on a transport error or timeout), latency ns (from the scheduled time), bytes out
// (request body), bytes in (answer body, de-chunked), error text, body (always empty), attack name, seq, method,
// url, headers (base64 of the answer's Set-Cookie lines, if any, in net/http's "Name: value\r\n" form; else empty).
// -lateness-column appends a 13th column: how many ns after its scheduled time a connection took the request up.
// A one-line summary goes to stderr; -summary FILE writes it as JSON: sentRate (requests per second as connections
// took them up; the CSV's timestamps are the schedule), latenessMs, cpuSeconds (the generator's own CPU during the
// run, from getrusage; cpuSecondsTotal adds reading the targets and writing the results).
package main

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

type result struct {
	disp    int64 // ns since the start of the run: handed out by the scheduler
	start   int64 // taken up by a connection (its write, or the dial before it, begins)
	end     int64 // the answer complete, or the error
	bytesIn int64
	code    int32
	err     string
	hdr     string // "Set-Cookie: ...\r\n...\r\n" or ""
}

// recordCookies: keep each answer's Set-Cookie lines (vegeta's headers column; bench.py logout reads them).
var recordCookies = true

type gen struct {
	targets    []target
	results    []result
	n          int32
	rate       float64
	timeout    int64
	maxConns   int
	resolution int64
	readWindow int64
	timestamps bool // receive timestamps on (SO_TIMESTAMPNS)
	base       time.Time
	sigs       chan os.Signal

	// event loop state (one goroutine, see loop.go)
	epfd     int
	events   [512]syscall.EpollEvent
	noPwait2 bool
	oob      [64]byte
	// the wall clock and the run's monotonic clock at the last wake-up
	anchorWall, anchorMono int64
	pools                  []*pool
	conns                  []*conn
	free                   []*conn
	next                   int32 // the next request to hand out
	inflight               int   // handed out, no result yet
	live                   int   // connections open
	stopping               bool

	dials, retried, wakeups int64

	errQueued, errDialTimeout, errHeadTimeout, errBodyTimeout string
}

func (g *gen) now() int64               { return int64(time.Since(g.base)) }
func (g *gen) schedOf(i int32) int64    { return int64(float64(i) * 1e9 / g.rate) }
func (g *gen) sched(i int) int64        { return g.schedOf(int32(i)) }
func (g *gen) latency(i int) int64      { return g.results[i].end - g.sched(i) }
func (g *gen) lateness(i int) int64     { return g.results[i].start - g.sched(i) }
func (g *gen) dispLateness(i int) int64 { return g.results[i].disp - g.sched(i) }

func main() {
	targetsPath := flag.String("targets", "", "targets file in vegeta's http format (default stdin)")
	rateFlag := flag.String("rate", "50", "requests per second (N or N/s)")
	duration := flag.Duration("duration", 10*time.Second, "how long requests are scheduled for (rate × duration requests)")
	timeout := flag.Duration("timeout", 30*time.Second, "per request, counted from its scheduled time")
	maxConns := flag.Int("max-connections", 200, "at most this many connections per host")
	name := flag.String("name", "", "attack name (a CSV column)")
	output := flag.String("output", "-", "CSV results (vegeta encode --to csv layout); - for stdout")
	summaryPath := flag.String("summary", "", "also write the summary as JSON to this file")
	resolution := flag.Duration("resolution", 200*time.Microsecond, "shortest scheduler sleep: requests due closer together go out together")
	latenessColumn := flag.Bool("lateness-column", false, "append a 13th CSV column: ns from the scheduled time until a connection took the request up")
	flag.BoolVar(&recordCookies, "record-set-cookie", true, "keep each answer's Set-Cookie lines in the headers column")
	flag.Int64("max-body", -1, "accepted for vegeta compatibility; answer bodies are always read and discarded")
	readWindow := flag.Duration("read-window", 2*time.Millisecond, "when the next request is due within this time, sleep until then without waking up for answers (their end times come from the kernel's receive timestamps); 0: wake up for every answer")
	flag.Parse()
	if flag.NArg() > 0 {
		fatalf("unexpected arguments: %v", flag.Args())
	}
	rate, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSuffix(*rateFlag, "/1s"), "/s"), 64)
	if err != nil || rate <= 0 {
		fatalf("bad -rate %q", *rateFlag)
	}
	if *duration <= 0 || *timeout <= 0 || *maxConns < 1 || *resolution < 0 {
		fatalf("-duration, -timeout and -max-connections must be positive")
	}
	total := math.Ceil(rate*duration.Seconds() - 1e-9)
	if total > 50_000_000 {
		fatalf("rate × duration = %.0f requests: too many for one run (the results are kept in memory)", total)
	}

	in := os.Stdin
	if *targetsPath != "" && *targetsPath != "-" {
		if in, err = os.Open(*targetsPath); err != nil {
			fatalf("%v", err)
		}
	}
	g := &gen{n: int32(total), rate: rate, timeout: int64(*timeout), maxConns: *maxConns, resolution: int64(*resolution),
		readWindow: int64(*readWindow), timestamps: *readWindow > 0}
	byAddr := map[string]*pool{}
	targets, err := readTargets(in, func(addr string) (*pool, error) {
		if p := byAddr[addr]; p != nil {
			return p, nil
		}
		p, err := g.resolvePool(addr)
		if err != nil {
			return nil, err
		}
		byAddr[addr] = p
		g.pools = append(g.pools, p)
		return p, nil
	})
	if err != nil {
		fatalf("targets: %v", err)
	}
	in.Close()
	g.targets = targets
	g.errQueued = fmt.Sprintf("timeout: no connection became free within -timeout %v of the scheduled time "+
		"(all -max-connections %d busy); not sent", *timeout, *maxConns)
	g.errDialTimeout = fmt.Sprintf("timeout while connecting (-timeout %v from the scheduled time)", *timeout)
	g.errHeadTimeout = fmt.Sprintf("timeout awaiting the answer (-timeout %v from the scheduled time)", *timeout)
	g.errBodyTimeout = fmt.Sprintf("timeout reading the answer (-timeout %v from the scheduled time)", *timeout)
	g.results = make([]result, g.n)
	for _, p := range g.pools {
		p.idle = make([]*conn, 0, *maxConns)
		p.queue = make([]int32, 0, 1024)
	}
	g.conns = make([]*conn, 0, *maxConns*len(g.pools)+16)
	g.free = make([]*conn, 0, *maxConns*len(g.pools)+16)
	// Stop scheduling on SIGINT/SIGTERM; what is in flight completes (or times out), then the results are written.
	g.sigs = make(chan os.Signal, 1)
	signal.Notify(g.sigs, os.Interrupt, syscall.SIGTERM)

	// One P: the event loop's goroutine, which yields every 2 ms (see loop) so the runtime's own goroutines (signal
	// delivery) run in between on the same thread instead of a second thread being woken for them.
	runtime.GOMAXPROCS(1)
	runtime.GC()
	debug.SetGCPercent(-1) // nothing to collect during the run: no pauses, no collector threads waking up
	cpu0 := cpuNow()
	g.base = time.Now()
	if err := g.loop(); err != nil {
		fatalf("%v", err)
	}
	elapsed := g.now()
	cpuRun := cpuNow() - cpu0
	debug.SetGCPercent(100)
	signal.Stop(g.sigs)
	sent := int(g.next)

	if err := g.writeCSV(*output, *name, sent, *latenessColumn); err != nil {
		fatalf("writing %s: %v", *output, err)
	}
	s := g.summarize(*name, sent, *duration, elapsed, cpuRun, cpuNow()-cpu0)
	fmt.Fprintln(os.Stderr, s.line())
	if *summaryPath != "" {
		data, _ := json.MarshalIndent(s, "", "  ")
		if err := os.WriteFile(*summaryPath, append(data, '\n'), 0o644); err != nil {
			fatalf("%v", err)
		}
	}
}

func cpuNow() float64 {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(syscall.TimevalToNsec(ru.Utime)+syscall.TimevalToNsec(ru.Stime)) / 1e9
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "cw-openloop: "+format+"\n", args...)
	os.Exit(2)
}

// --- output -------------------------------------------------------------------------------------------------------

func (g *gen) writeCSV(path, name string, sent int, lateness bool) error {
	out := os.Stdout
	if path != "-" {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		defer f.Close()
		out = f
	}
	w := bufio.NewWriterSize(out, 1<<20)
	baseWall := g.base.UnixNano()
	qName := csvField(name)
	var b []byte
	var hdr []byte
	for i := 0; i < sent; i++ {
		r := &g.results[i]
		t := &g.targets[i%len(g.targets)]
		b = b[:0]
		b = strconv.AppendInt(b, baseWall+g.sched(i), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(r.code), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, g.latency(i), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(t.bodyLen), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, r.bytesIn, 10)
		b = append(b, ',')
		b = append(b, csvField(r.err)...)
		b = append(b, ",,"...) // the body column: empty
		b = append(b, qName...)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(i), 10)
		b = append(b, ',')
		b = append(b, csvField(t.method)...)
		b = append(b, ',')
		b = append(b, csvField(t.url)...)
		b = append(b, ',')
		if r.hdr != "" {
			hdr = base64.StdEncoding.AppendEncode(hdr[:0], []byte(r.hdr))
			b = append(b, hdr...)
		}
		if lateness {
			b = append(b, ',')
			b = strconv.AppendInt(b, g.lateness(i), 10)
		}
		b = append(b, '\n')
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	return w.Flush()
}

// csvField quotes like encoding/csv (and so like vegeta's CSV encoder) when the field needs it.
func csvField(s string) string {
	if s == "" {
		return s
	}
	if !strings.ContainsAny(s, ",\"\r\n") && s[0] != ' ' && s[0] != '\t' && s != `\.` {
		return s
	}
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

type summary struct {
	Name            string             `json:"name"`
	Generator       string             `json:"generator"`
	Requests        int                `json:"requests"`
	TargetRate      float64            `json:"targetRate"`
	DurationSec     float64            `json:"durationSec"`
	SentRate        float64            `json:"sentRate"`
	ElapsedSec      float64            `json:"elapsedSec"`
	StatusCodes     map[string]int     `json:"statusCodes"`
	Errors          int                `json:"transportErrors"`
	ErrorTexts      map[string]int     `json:"errorTexts"`
	LatencyMs       map[string]float64 `json:"latencyMs"`
	LatenessMs      map[string]float64 `json:"latenessMs"`
	SchedulerLateMs map[string]float64 `json:"schedulerLatenessMs"`
	LateOver1ms     int                `json:"lateOver1ms"`
	NeverSent       int                `json:"neverSent"`
	Connections     int                `json:"connections"`
	Dials           int64              `json:"dials"`
	Retried         int64              `json:"retried"`
	Wakeups         int64              `json:"wakeups"`
	CPUSeconds      float64            `json:"cpuSeconds"`
	CPUSecondsTotal float64            `json:"cpuSecondsTotal"`
	CPUPerRequestUs float64            `json:"cpuPerRequestUs"`
	ResolutionUs    float64            `json:"resolutionUs"`
	Notes           string             `json:"notes"`
}

func (g *gen) summarize(name string, sent int, duration time.Duration, elapsed int64, cpuRun, cpuTotal float64) *summary {
	s := &summary{Name: name, Generator: "cw-openloop (" + runtime.Version() + ")", Requests: sent, TargetRate: g.rate,
		DurationSec: duration.Seconds(), ElapsedSec: float64(elapsed) / 1e9, StatusCodes: map[string]int{},
		ErrorTexts: map[string]int{}, Dials: g.dials, Retried: g.retried, Wakeups: g.wakeups,
		CPUSeconds: cpuRun, CPUSecondsTotal: cpuTotal, ResolutionUs: float64(g.resolution) / 1e3,
		Notes: "latency and lateness count from each request's scheduled time (start + seq/rate); lateness: until a " +
			"connection took the request up; cpuSeconds: this process during the run (getrusage), " +
			"cpuSecondsTotal: with reading the targets and writing the results"}
	for _, p := range g.pools {
		s.Connections += p.peak // most connections open at once
	}
	lat := make([]int64, sent)
	late := make([]int64, sent)
	dlate := make([]int64, sent)
	var firstStart, lastStart int64 = math.MaxInt64, math.MinInt64
	for i := 0; i < sent; i++ {
		r := &g.results[i]
		lat[i], late[i], dlate[i] = g.latency(i), g.lateness(i), g.dispLateness(i)
		if late[i] > 1e6 {
			s.LateOver1ms++
		}
		s.StatusCodes[strconv.Itoa(int(r.code))]++
		if r.err != "" || r.code == 0 {
			s.Errors++
			if len(s.ErrorTexts) < 20 || s.ErrorTexts[r.err] > 0 {
				s.ErrorTexts[r.err]++
			}
		}
		if r.err == g.errQueued { // failed while waiting for a connection: never sent
			s.NeverSent++
			continue
		}
		firstStart = min(firstStart, r.start)
		lastStart = max(lastStart, r.start)
	}
	if n := sent - s.NeverSent; n > 1 && lastStart > firstStart {
		s.SentRate = float64(n-1) / (float64(lastStart-firstStart) / 1e9)
	}
	s.LatencyMs = pcts(lat)
	s.LatenessMs = pcts(late)
	s.SchedulerLateMs = pcts(dlate)
	if sent > 0 {
		s.CPUPerRequestUs = cpuRun / float64(sent) * 1e6
	}
	return s
}

// pcts: exact nearest-rank percentiles (like bench.py) in ms.
func pcts(v []int64) map[string]float64 {
	out := map[string]float64{}
	if len(v) == 0 {
		return out
	}
	sort.Slice(v, func(a, b int) bool { return v[a] < v[b] })
	for _, p := range []struct {
		k string
		q float64
	}{{"p50", 0.5}, {"p90", 0.9}, {"p99", 0.99}, {"p999", 0.999}, {"max", 1}} {
		rank := int(math.Ceil(p.q * float64(len(v))))
		rank = max(1, min(len(v), rank))
		out[p.k] = float64(v[rank-1]) / 1e6
	}
	var sum float64
	for _, x := range v {
		sum += float64(x)
	}
	out["mean"] = sum / float64(len(v)) / 1e6
	return out
}

func (s *summary) line() string {
	codes := make([]string, 0, len(s.StatusCodes))
	for k, v := range s.StatusCodes {
		codes = append(codes, k+":"+strconv.Itoa(v))
	}
	sort.Strings(codes)
	l, t := s.LatencyMs, s.LatenessMs
	return fmt.Sprintf("cw-openloop %s: %d requests, sent %.1f/s (scheduled %g/s), codes %s, errors %d; latency from "+
		"schedule p50 %.3f p99 %.3f p99.9 %.3f max %.3f ms; lateness p50 %.3f p99 %.3f max %.3f ms; %d connections "+
		"(%d dials); CPU %.2f s (%.1f µs/request), %.2f s with setup and output",
		s.Name, s.Requests, s.SentRate, s.TargetRate, strings.Join(codes, " "), s.Errors, l["p50"], l["p99"], l["p999"],
		l["max"], t["p50"], t["p99"], t["max"], s.Connections, s.Dials, s.CPUSeconds, s.CPUPerRequestUs, s.CPUSecondsTotal)
}
